import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileViews } from '../../db/schema';
import type { DiscoveryRule } from '../privacy/policy';
import { cardColumns, cardJoins, type CardRow } from '../discovery/card-columns.repo';
import { policyClauses } from '../suggestions/member-cards.repo';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

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

const shown = (viewedId: string) => policyClauses({ id: viewedId, gender: null, casteInterestedIn: [] }, VIEWER_RULES);

export async function countViewers(db: Database, viewedId: string, since: Date): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from profile_views pv join users u on u.id = pv.viewer_id
    where pv.viewed_id = ${viewedId} and pv.last_viewed_at >= ${since.toISOString()}::timestamptz and ${shown(viewedId)}
  `);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export interface ViewerCursor {
  at: string;
  id: string;
}

/** Viewers newest first, keyset on (last_viewed_at, viewer_id); one more than asked, to know if a page follows. */
export async function listViewers(
  db: Database,
  viewedId: string,
  since: Date,
  cursor: ViewerCursor | null,
  limit: number,
): Promise<Array<CardRow & { viewed_at: Date | string }>> {
  const after = cursor ? sql`and (pv.last_viewed_at, pv.viewer_id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const result = await db.execute(sql`
    select ${cardColumns(viewedId)}, pv.last_viewed_at as viewed_at
    from profile_views pv
    join users u on u.id = pv.viewer_id
    ${cardJoins(viewedId)}
    where pv.viewed_id = ${viewedId} and pv.last_viewed_at >= ${since.toISOString()}::timestamptz and ${shown(viewedId)} ${after}
    order by pv.last_viewed_at desc, pv.viewer_id desc
    limit ${limit + 1}
  `);
  return rowsOf<CardRow & { viewed_at: Date | string }>(result);
}
