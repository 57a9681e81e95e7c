import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase, preparedStatement } from '../../db/prepared';
import { users } from '../../db/schema';
import type { MemberRow } from '../../db/member-row';
import { liveMemberOf, selectLiveMember } from '../member/users.repo';
import { NO_RELATION, type Relation } from './policy';
import { pairKeyOf } from '../member/pair-key.repo';
import { planInForceOfSql } from '../plans/subscriptions.repo';

export { NO_RELATION, type Relation };

/** Everything that links a viewer to a profile's owner, as five indexed look-ups (one row, no table scanned). */
export function relationColumns(viewer: SQL, owner: SQL, pairKey: SQL) {
  return {
    outgoing: sql<string | null>`(select status from profile_requests where sender_id = ${viewer} and receiver_id = ${owner} and status in ('pending', 'accepted') limit 1)`,
    incoming: sql<string | null>`(select status from profile_requests where sender_id = ${owner} and receiver_id = ${viewer} and status in ('pending', 'accepted') limit 1)`,
    photoAccess: sql<string | null>`(select status from photo_access_requests where owner_id = ${owner} and requester_id = ${viewer} limit 1)`,
    // One probe of blocks' primary key per direction (an OR of the two has no index path without bitmap scans).
    blocked: sql<boolean>`(exists (select 1 from blocks where blocker_id = ${viewer} and blocked_id = ${owner})
      or exists (select 1 from blocks where blocker_id = ${owner} and blocked_id = ${viewer}))`,
    exchange: sql<string | null>`(select status from contact_exchanges where pair_key = ${pairKey})`,
  };
}

export type RelationRow = { [K in keyof ReturnType<typeof relationColumns>]: ReturnType<typeof relationColumns>[K]['_']['type'] };

/** The policy's relation from relationColumns' row. */
export function relationOfRow(row: RelationRow): Relation {
  return {
    connected: row.outgoing === 'accepted' || row.incoming === 'accepted',
    outgoingRequest: row.outgoing as Relation['outgoingRequest'],
    incomingRequest: row.incoming as Relation['incomingRequest'],
    photoAccess: row.photoAccess as Relation['photoAccess'],
    blocked: Boolean(row.blocked),
    contactExchange: row.exchange as Relation['contactExchange'],
  };
}

/** `select` of named expressions, each under its key's name. */
const selectColumns = (columns: Record<string, SQL>) =>
  sql`select ${sql.join(
    Object.entries(columns).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  )}`;

const relationStatement = preparedStatement<RelationRow>('relation', () => {
  const columns = relationColumns(sql`${sql.placeholder('viewer')}::uuid`, sql`${sql.placeholder('owner')}::uuid`, sql`${sql.placeholder('pairKey')}`);
  return selectColumns(columns);
});

/** Everything that links a viewer to a profile's owner, in one prepared round trip of five indexed look-ups. */
export async function loadRelation(db: Database, viewerId: string, ownerId: string): Promise<Relation> {
  if (viewerId === ownerId) return NO_RELATION;
  return relationOfRow((await relationStatement(db, { viewer: viewerId, owner: ownerId, pairKey: pairKeyOf(viewerId, ownerId) }))[0]!);
}

/** What pairSidesOf reads: the viewer's relation, the owner's photo access back and whether her plan shows contact details. */
function pairSidesColumns(viewer: SQL, owner: SQL, pairKey: SQL, now: SQL) {
  return {
    ...relationColumns(viewer, owner, pairKey),
    // The rest of the way back: what differs when the owner looks at the viewer.
    photoAccessBack: sql<string | null>`(select status from photo_access_requests where owner_id = ${viewer} and requester_id = ${owner} limit 1)`,
    ownerPlanShowsContact: sql<boolean | null>`${planInForceOfSql(owner, now, sql`s.can_see_contact_info`)}`,
  };
}

/** Both sides of a pair, from pairSidesColumns' row. */
function pairSidesOf(row: RelationRow & { photoAccessBack: string | null; ownerPlanShowsContact: boolean | null }): PairSides {
  const relation = relationOfRow(row);
  const back = relationOfRow({ ...row, outgoing: row.incoming, incoming: row.outgoing, photoAccess: row.photoAccessBack });
  return { relation, back, ownerPlanShowsContact: Boolean(row.ownerPlanShowsContact) };
}

export interface PairSides {
  /** The viewer's relation to the owner. */
  relation: Relation;
  /** The owner's back to the viewer: the same requests, blocks and exchange seen from the other end, and her own photo access. */
  back: Relation;
  /** The owner's plan in force shows contact details. */
  ownerPlanShowsContact: boolean;
}

const ownerWithPairSides = preparedPerDatabase((db) =>
  selectLiveMember(
    db,
    pairSidesColumns(sql`${sql.placeholder('viewer')}::uuid`, sql`${users.id}`, sql`${sql.placeholder('pairKey')}`, sql`${sql.placeholder('now')}::timestamptz`),
  ).prepare('owner_with_pair_sides'),
);

/**
 * The live member `ownerId` (findLiveUserById) and both sides of her pair with the viewer, in one prepared round trip
 * (a message: its sender's side decides whether she may send, its reader's whether she sees the contact details in
 * it). Undefined when she is not a live member.
 */
export async function loadOwnerWithPairSides(db: Database, viewerId: string, ownerId: string, now: Date): Promise<{ owner: MemberRow; sides: PairSides } | undefined> {
  const [row] = await ownerWithPairSides(db).execute({ id: ownerId, viewer: viewerId, pairKey: pairKeyOf(viewerId, ownerId), now: now.toISOString() });
  return row ? { owner: liveMemberOf(row), sides: pairSidesOf(row) } : undefined;
}
