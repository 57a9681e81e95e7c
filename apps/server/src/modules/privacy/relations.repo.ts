import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
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

const relationStatement = preparedStatement<RelationRow>('relation', () => {
  const viewer = sql`${sql.placeholder('viewer')}::uuid`;
  const owner = sql`${sql.placeholder('owner')}::uuid`;
  return sql`
    select
      (select status from profile_requests where sender_id = ${viewer} and receiver_id = ${owner} and status in ('pending', 'accepted') limit 1) as outgoing,
      (select status from profile_requests where sender_id = ${owner} and receiver_id = ${viewer} and status in ('pending', 'accepted') limit 1) as incoming,
      (select status from photo_access_requests where owner_id = ${owner} and requester_id = ${viewer} limit 1) as photo_access,
      exists (select 1 from blocks where (blocker_id = ${viewer} and blocked_id = ${owner}) or (blocker_id = ${owner} and blocked_id = ${viewer})) as blocked,
      (select status from contact_exchanges where pair_key = ${sql.placeholder('pairKey')}) as exchange`;
});

/** Everything that links a viewer to a profile's owner, in one prepared round trip of five indexed look-ups. */
export async function loadRelation(db: Database, viewerId: string, ownerId: string): Promise<Relation> {
  if (viewerId === ownerId) return NO_RELATION;
  const row = (await relationStatement(db, { viewer: viewerId, owner: ownerId, pairKey: pairKeyOf(viewerId, ownerId) }))[0]!;
  return {
    connected: row.outgoing === 'accepted' || row.incoming === 'accepted',
    outgoingRequest: row.outgoing as Relation['outgoingRequest'],
    incomingRequest: row.incoming as Relation['incomingRequest'],
    photoAccess: row.photo_access as Relation['photoAccess'],
    blocked: Boolean(row.blocked),
    contactExchange: row.exchange as Relation['contactExchange'],
  };
}
