import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Queues the member for the list upkeep, inside the transaction that changes her. One row per member (a second change
 * before the upkeep ran keeps the first's time). The no-op update, rather than "do nothing", locks her queue row until
 * this transaction commits, so an upkeep batch can never claim her and read her row before the change is visible
 * (it skips locked rows); and if a batch holds her row, this waits for it and queues her again.
 */
export async function queueMatchListChange(tx: Database, memberId: string): Promise<void> {
  await tx.execute(sql`
    insert into match_list_changes (member_id) values (${memberId}::uuid)
    on conflict (member_id) do update set changed_at = match_list_changes.changed_at`);
}
