import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { planInForceSql } from '../../core/plans/subscriptions.repo';
import { preparedStatement } from '../../db/prepared';
import { dailySuggestions, users } from '../../db/schema';
import { cardColumns, cardJoins, type CardRow } from './card-columns.repo';
import { UNFILTERED_LIST_KEY } from '../../db/schema/match-lists';
import { refreshDueSql } from './match-lists.repo';
import { preparedDiscoverySql, viewerPlaceholderValues, type DiscoveryViewer } from '../../core/privacy/discovery-rules.repo';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Whether today's suggestions of this member were already computed. */
export async function hasSuggestionsFor(db: Database, userId: string, day: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(dailySuggestions)
    .where(and(eq(dailySuggestions.userId, userId), eq(dailySuggestions.day, day)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Members never to suggest again: every member suggested before, and everyone with a profile
 * request either way in any status (requested, connected, declined, withdrawn).
 */
export async function excludedCandidates(db: Database, userId: string): Promise<Set<string>> {
  const result = await db.execute(sql`
    select candidate_id as id from daily_suggestions where user_id = ${userId}
    union
    select receiver_id from profile_requests where sender_id = ${userId}
    union
    select sender_id from profile_requests where receiver_id = ${userId}
  `);
  return new Set(rowsOf<{ id: string }>(result).map((row) => row.id));
}

/**
 * The day's picks from the member's main stored list (docs/matching.md, "Daily suggestions"), one prepared statement:
 * up to `limit` of its entries, best first, that the discovery rules allow now (each member by her list number), never
 * suggested before and with no profile request either way in any status (excludedCandidates, read once as an array by
 * the statement itself). Ids and scores only: no card is read. Rows: none when no main list is current for
 * `fingerprint`; otherwise one per pick (or one with a null id when nothing qualifies), each saying whether the list
 * was cut at its size (then members below it may qualify too).
 */
const suggestionPicksStatement = preparedStatement<{ cut: boolean; refresh_due: boolean; id: string | null; score: number | null }>('daily_suggestion_picks', () => {
  const viewer = sql`${sql.placeholder('viewer')}::uuid`;
  return sql`
    select h.boundary_score is not null as cut, ${refreshDueSql(sql`h`, sql`${sql.placeholder('now')}::timestamptz`)} as refresh_due, p.id, p.score
    from match_list_heads h
    cross join (select array(
      select candidate_id from daily_suggestions where user_id = ${viewer}
      union all select receiver_id from profile_requests where sender_id = ${viewer}
      union all select sender_id from profile_requests where receiver_id = ${viewer}
    ) as ids) excluded
    left join lateral (
      select allowed.id, ml.score::int as score, allowed.created_at
      from unnest(h.scores, h.candidate_numbers) as ml(score, candidate_number)
      -- Her id from her list number first, so that each rule's probe (blocks) has it as its index key.
      cross join lateral (select k.id from users k where k.list_number = ml.candidate_number limit 1) k
      cross join lateral (
        select u.id, u.created_at from users u
        where u.id = k.id and ${sql.join(Object.values(preparedDiscoverySql()), sql` and `)}
          and not (u.id = any (excluded.ids))
        limit 1
      ) allowed
      -- The entries are stored in listing order and read in it (a nested loop over their unnesting): the limit
      -- takes the best. Ordered again below, as the rows are few.
      limit ${sql.placeholder('limit')}::int
    ) p on true
    where h.viewer_id = ${viewer} and h.list_key = ${UNFILTERED_LIST_KEY} and h.fingerprint = ${sql.placeholder('fingerprint')}
    order by p.score desc, p.created_at desc, p.id desc`;
});

export type SuggestionPicks =
  | { stale: true }
  | { stale: false; refreshDue: boolean; cut: boolean; picks: Array<{ candidateId: string; score: number }> };

/**
 * suggestionPicksStatement for `viewer`: `stale` when her main list is not current for `fingerprint`, `refreshDue`
 * when it must be refreshed before its picks are used (refreshDueSql).
 */
export async function readSuggestionPicks(db: Database, viewer: DiscoveryViewer, fingerprint: string, limit: number, now: Date): Promise<SuggestionPicks> {
  const rows = await suggestionPicksStatement(db, {
    ...viewerPlaceholderValues(viewer),
    fingerprint,
    limit,
    now: now.toISOString(),
  });
  const [first] = rows;
  if (!first) return { stale: true };
  const picks = rows.flatMap((row) => (row.id === null || row.score === null ? [] : [{ candidateId: row.id, score: Number(row.score) }]));
  return { stale: false, refreshDue: first.refresh_due, cut: first.cut, picks };
}

export async function insertSuggestions(db: Database, userId: string, day: string, picks: Array<{ candidateId: string; score: number }>): Promise<void> {
  if (picks.length === 0) return;
  await db
    .insert(dailySuggestions)
    .values(picks.map((pick, index) => ({ userId, day, candidateId: pick.candidateId, score: pick.score, rank: index + 1 })))
    .onConflictDoNothing();
}

/** A stored suggestion of the day: her card when the policy shows her now (`id` null when it does not). */
type StoredSuggestionRow = { [K in keyof CardRow]: CardRow[K] | null } & { score: number; unseen: boolean };

/**
 * The day's stored suggestions in rank order, one prepared statement (the same text for every member: planned once
 * per connection): each candidate by primary key, kept only when the discovery rules allow her now (else her card's
 * columns are null), with what her card shows beside her, and whether the member has not seen the day's list yet.
 */
const suggestionsOfDay = preparedStatement<StoredSuggestionRow>('daily_suggestions_of_day', () => {
  const viewer = sql.placeholder('viewer');
  return sql`
    select ${cardColumns(viewer)}, ds.score, ds.seen_at is null as unseen
    from daily_suggestions ds
    left join lateral (
      select u.* from users u where u.id = ds.candidate_id and ${sql.join(Object.values(preparedDiscoverySql()), sql` and `)} limit 1
    ) u on true
    ${cardJoins(viewer)}
    where ds.user_id = ${viewer}::uuid and ds.day = ${sql.placeholder('day')}::date
    order by ds.rank`;
});

/**
 * Today's suggestions of `viewer`: `stored` when the day's were computed (even if the policy hides every one now),
 * the cards the policy shows now, best first, and whether any is still unseen.
 */
export async function readSuggestions(
  db: Database,
  viewer: DiscoveryViewer,
  day: string,
): Promise<{ stored: boolean; rows: Array<CardRow & { score: number }>; unseen: boolean }> {
  const stored = await suggestionsOfDay(db, {
    ...viewerPlaceholderValues(viewer),
    day,
  });
  const rows = stored.filter((row): row is CardRow & { score: number; unseen: boolean } => row.id !== null).map(({ unseen: _unseen, ...row }) => row);
  return { stored: stored.length > 0, rows, unseen: stored.some((row) => row.unseen) };
}

export async function markSeen(db: Database, userId: string, day: string, now: Date): Promise<void> {
  await db
    .update(dailySuggestions)
    .set({ seenAt: now })
    .where(and(eq(dailySuggestions.userId, userId), eq(dailySuggestions.day, day), sql`${dailySuggestions.seenAt} is null`));
}

/** Members due a suggestions mail: the setting on, browsing, a plan in force with the key, not mailed since `dayStart`. */
export async function membersDueSuggestionMail(db: Database, dayStart: Date, now: Date, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select u.id from users u
    where u.daily_suggestion_mail and u.role = 'member' and u.status = 'Active' and u.deleted_at is null and u.deactivated_at is null
      and (u.last_suggestion_mail_at is null or u.last_suggestion_mail_at < ${dayStart.toISOString()}::timestamptz)
      and exists (
        select 1 from subscriptions s
        where s.user_id = u.id and ${planInForceSql(sql`s`, sql`${now.toISOString()}::timestamptz`)}
          and 'dailySuggestions' = any(s.features)
      )
    order by u.id
    limit ${limit}
  `);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** Takes today's mail for this member (one instance wins); the previous value to give it back if sending fails. */
export async function claimSuggestionMail(db: Database, userId: string, dayStart: Date, now: Date): Promise<{ previous: Date | null } | null> {
  const [before] = await db.select({ at: users.lastSuggestionMailAt }).from(users).where(eq(users.id, userId));
  const claimed = await db
    .update(users)
    .set({ lastSuggestionMailAt: now })
    .where(and(eq(users.id, userId), sql`(${users.lastSuggestionMailAt} is null or ${users.lastSuggestionMailAt} < ${dayStart.toISOString()}::timestamptz)`))
    .returning({ id: users.id });
  return claimed.length > 0 ? { previous: before?.at ?? null } : null;
}

export async function releaseSuggestionMail(db: Database, userId: string, previous: Date | null): Promise<void> {
  await db.update(users).set({ lastSuggestionMailAt: previous }).where(eq(users.id, userId));
}
