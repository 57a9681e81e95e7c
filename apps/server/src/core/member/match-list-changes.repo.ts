import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Logs the member's change for the stored match lists, inside the transaction that changes her: a row of its own,
 * appended, marked with that transaction (its id, `changed_xid`'s default). A list whose snapshot does not see the
 * transaction applies the change on its next refresh (docs/matching.md, "Kept up to date"), so no list can miss it
 * whenever it commits; and the insert conflicts with no row, so a change waits for nothing. `listableAgain`: the
 * change made her listable again, and every list refreshes before its next page (a list built while she was hidden
 * lacks her). The row carries her gender and caste as her row says at that moment (null if she has none), so that a
 * list that can neither hold nor take her passes it by.
 */
export async function logMatchListChange(tx: Database, memberId: string, options: { listableAgain?: boolean } = {}): Promise<void> {
  await tx.execute(sql`
    insert into match_list_changes (member_id, gender, caste, listable_again)
    select ${memberId}::uuid, u.gender, u.caste, ${options.listableAgain ?? false}
    from (select 1) one left join users u on u.id = ${memberId}::uuid`);
}
