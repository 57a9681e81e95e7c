import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { availableToOthersSql } from '../../core/privacy/available-member.repo';

/**
 * What waits for one member's answer, in one statement: profile requests she received, requests to see her private
 * photos, and asks to share contact details made to her, each from members available to others (as her lists show
 * them). The phone tab bar's badge; the lists themselves stay where they are answered.
 */
export async function countWaiting(db: Database, memberId: string): Promise<{ profileRequests: number; photoRequests: number; contactExchanges: number }> {
  const me = sql`${memberId}::uuid`;
  const result = await db.execute(sql`select
    (select count(*)::int from profile_requests r join users u on u.id = r.sender_id
      where r.receiver_id = ${me} and r.status = 'pending' and ${availableToOthersSql('u')}) as profile_requests,
    (select count(*)::int from photo_access_requests p join users u on u.id = p.requester_id
      where p.owner_id = ${me} and p.status = 'pending' and ${availableToOthersSql('u')}) as photo_requests,
    (select count(*)::int from contact_exchanges x join users u on u.id = x.requester_id
      where (split_part(x.pair_key, '|', 1) = ${memberId} or split_part(x.pair_key, '|', 2) = ${memberId})
        and x.requester_id <> ${me} and x.status = 'pending' and ${availableToOthersSql('u')}) as contact_exchanges`);
  const [row] = (result as unknown as { rows: Array<{ profile_requests: number; photo_requests: number; contact_exchanges: number }> }).rows;
  return { profileRequests: row?.profile_requests ?? 0, photoRequests: row?.photo_requests ?? 0, contactExchanges: row?.contact_exchanges ?? 0 };
}
