import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { MATCH_LIST_REFRESH_MS } from '../features/discovery/match-lists.repo';

/**
 * The stated delay of the stored match lists passes (docs/matching.md, "Freshness"): every list was last refreshed
 * longer ago than MATCH_LIST_REFRESH_MS, so its next page applies every change logged since.
 */
export async function letListRefreshDelayPass(db: Database): Promise<void> {
  await db.execute(sql`update match_list_heads set refreshed_at = refreshed_at - make_interval(secs => ${MATCH_LIST_REFRESH_MS / 1000 + 1})`);
}
