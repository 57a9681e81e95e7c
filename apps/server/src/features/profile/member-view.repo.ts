import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { images, planUsage, sessions, subscriptions, users } from '../../db/schema';
import { selectSessionMember, sessionMemberOf, userJson } from '../../core/member/users.repo';
import { NO_RELATION, relationColumns, relationOfRow, type Relation } from '../../core/privacy/relations.repo';
import type { MemberRow } from '../../db/member-row';
import { pairKeySql } from '../../core/member/pair-key.repo';
import { heldPhotoVisibleSql } from '../../core/privacy/photo-rules.repo';

export interface MemberViewRead {
  member: MemberRow;
  /** The viewer's relation to her (none when she looks at herself). */
  relation: Relation;
  /** Storage keys of all her photos, in gallery order. */
  photoKeys: string[];
  /** What the viewer's plan in force has already counted on her (plan_usage kinds), so a repeat view checks nothing more. */
  countedKinds: string[];
}

/** The member looked at and her avatar, beside the viewer's own row in sessionMemberViewStatement. */
const viewed = alias(users, 'viewed');
const viewedAvatar = alias(images, 'viewed_avatar');

/**
 * Everything a profile view reads, in one prepared round trip (the profile view's only one on most plans): the
 * viewer's session with her member row and plan (selectSessionMember), and the member looked at, with her avatar,
 * how the viewer is linked to her (relationColumns), her photos' keys in gallery order, and what the viewer's plan has
 * already counted on her (a limited plan's repeat view then needs no statement of its own). Each part is an indexed
 * look-up; it was five statements. A held photo (another member's photo, under review) is left out unless she
 * looks at herself or an admin does.
 */
const sessionMemberViewStatement = preparedPerDatabase((db) => {
  const viewer = sql`${sessions.userId}`;
  const member = sql`${sql.placeholder('member')}::uuid`;
  const includeHeld = heldPhotoVisibleSql({ id: sql`${sessions.userId}`, role: sql`${users.role}` }, member);
  const pairKey = pairKeySql(viewer, member);
  const photoKeys = sql<string[] | null>`(select array_agg(i.storage_key order by i.position, i.created_at) from images i where i.user_id = ${viewed.id} and (not i.held or ${includeHeld}))`;
  // Her plan's uses on this member, as 'kind:month' (plan-usage.repo.ts, countedUseKey): a few rows by the primary key.
  const countedKinds = sql<string[] | null>`(select array_agg(u.${sql.raw(planUsage.kind.name)} || ':' || u.${sql.raw(planUsage.month.name)}) from ${planUsage} u where u.${sql.raw(planUsage.subscriptionId.name)} = ${subscriptions.id} and u.${sql.raw(planUsage.kind.name)} in ('profile', 'photos') and u.${sql.raw(planUsage.subjectId.name)} = ${member})`;
  return selectSessionMember(db, { viewed: userJson.select(viewed), viewedAvatarKey: viewedAvatar.storageKey, photoKeys, countedKinds, ...relationColumns(viewer, member, pairKey) })
    .leftJoin(viewed, and(eq(viewed.id, member), isNull(viewed.deletedAt)))
    .leftJoin(viewedAvatar, and(eq(viewedAvatar.id, viewed.avatarImageId), sql`(not ${viewedAvatar.held} or ${includeHeld})`))
    .prepare('session_member_view');
});

/**
 * The live session behind `tokenHash` with its member and plan (findLiveSessionMember), and the member `memberId`
 * as that member opens her profile (readMemberView; undefined when she is deleted or never was). Undefined when
 * the token names no live session.
 */
export async function readSessionMemberView(
  db: Database,
  tokenHash: string,
  now: Date,
  memberId: string,
): Promise<(ReturnType<typeof sessionMemberOf> & { view: MemberViewRead | undefined }) | undefined> {
  const [row] = await sessionMemberViewStatement(db).execute({ tokenHash, now: now.toISOString(), member: memberId });
  if (!row) return undefined;
  const { viewed: viewedJson, viewedAvatarKey, photoKeys, countedKinds, outgoing, incoming, photoAccess, blocked, exchange, ...sessionRow } = row;
  const found = sessionMemberOf(sessionRow);
  const viewedRow = userJson.rowOf(viewedJson);
  const view: MemberViewRead | undefined = viewedRow
    ? {
        member: { ...viewedRow, avatarKey: viewedAvatarKey },
        relation: found.member.id === viewedRow.id ? NO_RELATION : relationOfRow({ outgoing, incoming, photoAccess, blocked, exchange }),
        photoKeys: photoKeys ?? [],
        countedKinds: countedKinds ?? [],
      }
    : undefined;
  return { ...found, view };
}
