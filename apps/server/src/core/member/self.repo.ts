import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase, preparedStatement } from '../../db/prepared';
import { users, type photoAccessRequests } from '../../db/schema';
import type { SubscriptionRow } from '../../db/member-row';
import { selectSessionMember, sessionMemberOf, subscriptionJson } from './users.repo';

type JsonColumn = Record<string, unknown> | null;
type PhotoRequest = { userId: string; status: (typeof photoAccessRequests.$inferSelect)['status'] };

/** How many of a member's received photo requests the self record lists (newest first). */
export const SELF_PHOTO_REQUESTS_MAX = 500;

/** What the member's own record (GET /api/get-user) shows beside her row: read with it, in one statement. */
export interface SelfExtras {
  /** Storage keys of all her photos (held ones too: they are hers), in gallery order. */
  photoKeys: string[];
  /** Active plans whose end is still ahead, by start: the one in force and those queued after it. */
  plansAhead: SubscriptionRow[];
  /** The plan that ended last (whether or not one is in force now). */
  lastEnded: SubscriptionRow | null;
  /** Requests to see her photos, newest first: who asked and her answer so far. */
  photoRequests: PhotoRequest[];
}

const now = sql`${sql.placeholder('now')}::timestamptz`;

/**
 * SelfExtras as columns over the member `owner` (an id column or placeholder), each an indexed look-up:
 * images (user_id), subscriptions (user_id, ends_at), photo_access_requests (owner_id, …). It was four
 * statements after the session's, each built by the query builder per request; the member's own record is
 * read on every app load (docs/performance.md, "The member's own record in one statement").
 */
function selfColumns(owner: SQL) {
  return {
    photoKeys: sql<string[] | null>`(select array_agg(i.storage_key order by i.position, i.created_at) from images i where i.user_id = ${owner})`,
    plansAhead: sql<JsonColumn[] | null>`(select json_agg(s order by s.starts_at) from (
      select * from subscriptions s where s.user_id = ${owner} and s.is_active and s.ends_at > ${now} order by s.starts_at limit 50) s)`,
    lastEnded: sql<JsonColumn>`(select row_to_json(s) from (
      select * from subscriptions s where s.user_id = ${owner} and s.ends_at <= ${now} order by s.ends_at desc limit 1) s)`,
    photoRequests: sql<PhotoRequest[] | null>`(select json_agg(json_build_object('userId', p.requester_id, 'status', p.status) order by p.created_at desc) from (
      select p.requester_id, p.status, p.created_at from photo_access_requests p
      where p.owner_id = ${owner} order by p.created_at desc limit ${sql.raw(String(SELF_PHOTO_REQUESTS_MAX))}) p)`,
  };
}

function extrasOf(row: { photoKeys: string[] | null; plansAhead: JsonColumn[] | null; lastEnded: JsonColumn; photoRequests: PhotoRequest[] | null }): SelfExtras {
  return {
    photoKeys: row.photoKeys ?? [],
    plansAhead: (row.plansAhead ?? []).map((plan) => subscriptionJson.rowOf(plan)!),
    lastEnded: subscriptionJson.rowOf(row.lastEnded),
    photoRequests: row.photoRequests ?? [],
  };
}

const sessionSelfStatement = preparedPerDatabase((db) => selectSessionMember(db, selfColumns(sql`${users.id}`)).prepare('session_self'));

/**
 * The live session behind `tokenHash` with its member and plan in force (findLiveSessionMember), and what her own
 * record shows beside her row: one round trip. Undefined when the token names no live session.
 */
export async function readSessionSelf(db: Database, tokenHash: string, at: Date) {
  const [row] = await sessionSelfStatement(db).execute({ tokenHash, now: at.toISOString() });
  if (!row) return undefined;
  const { photoKeys, plansAhead, lastEnded, photoRequests, ...sessionRow } = row;
  return { ...sessionMemberOf(sessionRow), extras: extrasOf({ photoKeys, plansAhead, lastEnded, photoRequests }) };
}

const selfExtrasStatement = preparedStatement<{
  photo_keys: string[] | null;
  plans_ahead: JsonColumn[] | null;
  last_ended: JsonColumn;
  photo_requests: PhotoRequest[] | null;
}>('self_extras', () => {
  const columns = selfColumns(sql`${sql.placeholder('userId')}::uuid`);
  return sql`select ${columns.photoKeys} as photo_keys, ${columns.plansAhead} as plans_ahead, ${columns.lastEnded} as last_ended,
    ${columns.photoRequests} as photo_requests`;
});

/** SelfExtras of the member `userId` at `at`, in one statement (after a change, for the record the answer carries). */
export async function readSelfExtras(db: Database, userId: string, at: Date): Promise<SelfExtras> {
  const [row] = await selfExtrasStatement(db, { userId, now: at.toISOString() });
  return extrasOf({ photoKeys: row?.photo_keys ?? null, plansAhead: row?.plans_ahead ?? null, lastEnded: row?.last_ended ?? null, photoRequests: row?.photo_requests ?? null });
}
