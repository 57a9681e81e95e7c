import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { NO_RELATION, type Relation } from './policy';

export { NO_RELATION, type Relation };

const pairKeyOf = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

interface RelationRow {
  outgoing: string | null;
  incoming: string | null;
  photo_access: string | null;
  blocked: boolean;
  exchange: string | null;
}

/** Everything that links a viewer to a profile's owner, in one round trip of four indexed look-ups. */
export async function loadRelation(db: Database, viewerId: string, ownerId: string): Promise<Relation> {
  if (viewerId === ownerId) return NO_RELATION;
  const result = await db.execute(sql`
    select
      (select status from profile_requests where sender_id = ${viewerId} and receiver_id = ${ownerId} and status in ('pending', 'accepted') limit 1) as outgoing,
      (select status from profile_requests where sender_id = ${ownerId} and receiver_id = ${viewerId} and status in ('pending', 'accepted') limit 1) as incoming,
      (select status from photo_access_requests where owner_id = ${ownerId} and requester_id = ${viewerId} limit 1) as photo_access,
      exists (select 1 from blocks where (blocker_id = ${viewerId} and blocked_id = ${ownerId}) or (blocker_id = ${ownerId} and blocked_id = ${viewerId})) as blocked,
      (select status from contact_exchanges where pair_key = ${pairKeyOf(viewerId, ownerId)}) as exchange
  `);
  const row = (result as unknown as { rows: RelationRow[] }).rows[0]!;
  return {
    connected: row.outgoing === 'accepted' || row.incoming === 'accepted',
    outgoingRequest: row.outgoing as Relation['outgoingRequest'],
    incomingRequest: row.incoming as Relation['incomingRequest'],
    photoAccess: row.photo_access as Relation['photoAccess'],
    blocked: Boolean(row.blocked),
    contactExchange: row.exchange as Relation['contactExchange'],
  };
}
