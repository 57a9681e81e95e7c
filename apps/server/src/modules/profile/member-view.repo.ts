import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { images, users } from '../../db/schema';
import type { MemberRow } from '../account/users.repo';
import { NO_RELATION, relationColumns, relationOfRow, type Relation } from '../privacy/relations.repo';
import { pairKeyOf } from '../messaging/messaging.repo';

/**
 * Everything a profile view reads about the member looked at, in one prepared round trip: her row
 * with her avatar, how the viewer is linked to her (relationColumns), and her photos' keys in gallery
 * order. Each part is an indexed look-up; it was four statements, and the profile view is hot.
 */
const memberViewStatement = preparedPerDatabase((db) => {
  const viewer = sql`${sql.placeholder('viewer')}::uuid`;
  // A held photo (another member's photo, under review) is left out unless she looks at herself or an admin does.
  const includeHeld = sql`${sql.placeholder('includeHeld')}::boolean`;
  const photoKeys = sql<string[]>`coalesce(
    (select array_agg(i.storage_key order by i.position, i.created_at) from images i where i.user_id = ${users.id} and (not i.held or ${includeHeld})),
    '{}'::text[]
  )`;
  return db
    .select({
      user: users,
      avatarKey: images.storageKey,
      photoKeys,
      ...relationColumns(viewer, sql`${sql.placeholder('member')}::uuid`, sql`${sql.placeholder('pairKey')}`),
    })
    .from(users)
    .leftJoin(images, and(eq(images.id, users.avatarImageId), sql`(not ${images.held} or ${includeHeld})`))
    .where(and(eq(users.id, sql.placeholder('member')), isNull(users.deletedAt)))
    .limit(1)
    .prepare('member_view');
});

export interface MemberViewRead {
  member: MemberRow;
  /** The viewer's relation to her (none when she looks at herself). */
  relation: Relation;
  /** Storage keys of all her photos, in gallery order. */
  photoKeys: string[];
}

/**
 * The member `memberId` as `viewerId` opens her profile; undefined when she is deleted or never was.
 * `includeHeld`: held photos too (for herself and admins only).
 */
export async function readMemberView(db: Database, viewerId: string, memberId: string, includeHeld = viewerId === memberId): Promise<MemberViewRead | undefined> {
  const [row] = await memberViewStatement(db).execute({ viewer: viewerId, member: memberId, pairKey: pairKeyOf(viewerId, memberId), includeHeld });
  if (!row) return undefined;
  const { user, avatarKey, photoKeys, ...relation } = row;
  return {
    member: { ...user, avatarKey },
    relation: viewerId === memberId ? NO_RELATION : relationOfRow(relation),
    photoKeys: photoKeys ?? [],
  };
}
