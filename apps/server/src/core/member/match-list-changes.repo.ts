import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Queues the member for the list upkeep, inside the transaction that changes her: a row of its own, appended. No
 * batch can see it before this transaction commits, so none applies her from her row before the change is visible;
 * and it conflicts with no row, so the change never waits for a batch that holds her earlier rows (it used to, one
 * row per member: the change path's p99 was a batch's length, docs/performance.md). The batch takes a member once
 * however many rows she has.
 */
export async function queueMatchListChange(tx: Database, memberId: string): Promise<void> {
  await tx.execute(sql`insert into match_list_changes (member_id) values (${memberId}::uuid)`);
}
