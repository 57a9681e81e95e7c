import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileViews } from '../../db/schema';
import type { DiscoveryRule } from '../../core/privacy/policy';
import { cardColumns, cardJoins, type CardRow } from './card-columns.repo';
import { preparedStatement } from '../../db/prepared';
import { preparedDiscoverySql } from '../../core/privacy/discovery-rules.repo';

export interface BufferedView {
  viewerId: string;
  viewedId: string;
  lastViewedAt: Date;
  count: number;
}

/** One upsert for a whole batch of buffered views: the latest time wins, the counts add up. */
export async function upsertViews(db: Database, views: BufferedView[]): Promise<void> {
  if (views.length === 0) return;
  await db
    .insert(profileViews)
    .values(views)
    .onConflictDoUpdate({
      target: [profileViews.viewedId, profileViews.viewerId],
      set: {
        lastViewedAt: sql`greatest(${profileViews.lastViewedAt}, excluded.last_viewed_at)`,
        count: sql`${profileViews.count} + excluded.count`,
      },
    });
}

/** Deletes views older than `before`; returns how many. */
export async function deleteViewsBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(profileViews).where(lt(profileViews.lastViewedAt, before)).returning({ id: profileViews.viewerId });
  return deleted.length;
}

/**
 * Who may appear as a viewer, by the policy's own discovery clauses over `users u`: a member,
 * approved, not deleted, not paused, not invisible, not blocked either way, not oneself.
 */
const VIEWER_RULES: readonly DiscoveryRule[] = ['ownerIsMember', 'ownerApproved', 'ownerNotDeleted', 'ownerNotPaused', 'ownerNotInvisible', 'notBlocked', 'notSelf'];

/**
 * The count of viewers the policy shows now and, when `withPage`, a page of them newest first (keyset on
 * (last_viewed_at, viewer_id), one more than `limit` to know if a page follows): one prepared statement, the same
 * text for every member and cursor (planned once per connection), both on profile_views_viewed_recent_idx and each
 * viewer by primary key. It was two statements built and planned per request.
 */
const viewersStatement = preparedStatement<{ n: number; page: Array<CardRow & { viewed_at: string }> | null }>('profile_viewers', () => {
  const viewed = sql.placeholder('viewed');
  const since = sql`${sql.placeholder('since')}::timestamptz`;
  const cursorAt = sql`${sql.placeholder('cursorAt')}::timestamptz`;
  const rules = preparedDiscoverySql({ viewer: viewed, oppositeGender: sql`null`, castes: sql`'{}'` });
  const shown = sql.join(VIEWER_RULES.map((rule) => rules[rule]), sql` and `);
  return sql`
    select
      (select count(*)::int from profile_views pv join users u on u.id = pv.viewer_id
       where pv.viewed_id = ${viewed}::uuid and pv.last_viewed_at >= ${since} and ${shown}) as n,
      case when ${sql.placeholder('withPage')}::boolean then (
        select json_agg(p order by p.viewed_at desc, p.id desc) from (
          select ${cardColumns(viewed)}, pv.last_viewed_at as viewed_at
          from profile_views pv
          join users u on u.id = pv.viewer_id
          ${cardJoins(viewed)}
          where pv.viewed_id = ${viewed}::uuid and pv.last_viewed_at >= ${since} and ${shown}
            and (${cursorAt} is null or (pv.last_viewed_at, pv.viewer_id) < (${cursorAt}, ${sql.placeholder('cursorId')}::uuid))
          order by pv.last_viewed_at desc, pv.viewer_id desc
          limit ${sql.placeholder('limit')}::int
        ) p
      ) end as page`;
});

export interface ViewerCursor {
  at: string;
  id: string;
}

/**
 * How many members the policy shows as having viewed `viewedId` since `since`, and with `page`, those viewers
 * newest first after its cursor (up to `limit` + 1).
 */
export async function readViewers(
  db: Database,
  viewedId: string,
  since: Date,
  page: { cursor: ViewerCursor | null; limit: number } | null,
): Promise<{ count: number; rows: Array<CardRow & { viewed_at: string }> }> {
  const [row] = await viewersStatement(db, {
    viewed: viewedId,
    since: since.toISOString(),
    withPage: page !== null,
    cursorAt: page?.cursor?.at ?? null,
    cursorId: page?.cursor?.id ?? null,
    limit: (page?.limit ?? 0) + 1,
  });
  return { count: row?.n ?? 0, rows: row?.page ?? [] };
}
