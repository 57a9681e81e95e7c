import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { FILTER_HEAD_COLUMNS, filterSql, preparedFilterSql, preparedFilterValues, type Cursor, type ListingFilters, type ListingViewer, type ListingRow } from './discovery.repo';
import { UNFILTERED_LIST_KEY } from '../../db/schema/match-lists';
import { cardColumns, cardJoins } from './card-columns.repo';
import { pairScoreSql, scoringViewer, scoringViewerColumns, wishCapSql } from './pair-score.repo';
import { discoverySql, fixedDiscoverySql, preparedDiscoverySql, type FixedDiscoveryRule, type ViewerRefs } from '../../core/privacy/discovery-rules.repo';

/**
 * Stored match lists (docs/matching.md, "The match lists"): each browsing member's best candidates
 * with their scores, in listing order, so that a page is a short range scan instead of scoring every
 * candidate. Built on her first browse of the day, brought up to date by the list upkeep (applyQueuedChanges) shortly
 * after a member's scored or listed fields change; the privacy policy still decides at read time, exactly.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Key of the advisory lock a list build holds shared for its transaction. An upkeep batch passes through it
 * exclusively once, after claiming its members and before reading the lists (fenceBuilds): every build that could
 * have read a claimed member's old row has committed by then, so the batch sees its list, and every later build reads
 * the members' new rows. A build never stores a score the batch should have corrected, a batch never misses a list
 * built meanwhile, and builds no longer wait for a batch's work. Member changes never take it: they only queue.
 */
const LISTS_LOCK = sql`hashtextextended('match-lists', 0)`;

/**
 * Key of the lock upkeep batches hold exclusively for their transaction, so two batches never rewrite one list from
 * the same version (the second would lose the first's move). Builds never take it.
 */
const UPKEEP_LOCK = sql`hashtextextended('match-list-upkeep', 0)`;

/**
 * Waits until no list build is in flight, then lets the next ones start at once: the lock is taken and released in
 * one statement (session-level, so it can be let go before the transaction ends; the subquery takes it first).
 */
async function fenceBuilds(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_unlock(${LISTS_LOCK}) from (select pg_advisory_lock(${LISTS_LOCK}) offset 0) taken`);
}

/**
 * Lists a member keeps for sidebar filters beside her main list: the filters she used last (a new one replaces
 * the one built longest ago). Bounds the storage per member and the work of each profile change.
 */
export const MAX_FILTER_LISTS = 3;

/** Which stored list: the alias of its head row in the enclosing query (its entries are that row's arrays). */
export interface ListRef {
  head: SQL;
}

/** The key of the last entry of a list cut at its size, or null when the list holds every candidate. */
export interface ListHead {
  boundary: Cursor | null;
}

/** A page read from the stored list; `stale` when there is no list for this fingerprint. */
export type ListPage = { stale: true } | { stale: false; head: ListHead; rows: ListingRow[] };

export const microseconds = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type ListPageRow = ListingRow & { boundary_score: number | null; boundary_created_at: string | null; boundary_id: string | null };

/**
 * Up to `limit` entries of a stored list (its head row: `list.head`) after the cursor, that the policy allows now and
 * the filters keep, each with what its card shows beside it. The entries are the head's arrays, unnested in their
 * stored (listing) order, each member read by her primary key; the viewer, the cursor, the limit and the filters are
 * placeholders or columns (refs), never literals. The filters are checked again on each entry although a filtered
 * list holds only members who passed them: the statement's text is the same for every list.
 *
 * No `order by`: the arrays are stored in listing order and the plan is a nested loop over their unnesting (every
 * join is lateral), which keeps that order, so the limit takes the first entries. A sort node here would be priced out
 * on the listing pool (`enable_sort` off) and swamp every other estimate (docs/matching.md); callers order the few
 * rows they get (an aggregate's `order by`, or in the service). The ranking test holds every page to brute force.
 */
export function listEntriesSql(refs: ViewerRefs, list: ListRef): SQL {
  const cursorScore = sql`${sql.placeholder('cursorScore')}::smallint`;
  return sql`
      select ${cardColumns(refs.viewer)}, ml.created_at, ml.score::int as score, ${microseconds(sql`ml.created_at`)} as cursor_created_at
      from unnest(${list.head}.scores, ${list.head}.created_ats, ${list.head}.candidate_ids) as ml(score, created_at, candidate_id)
      -- Each entry's member by primary key and nothing else, whatever the statistics say: the subquery
      -- (kept apart by its limit) is the only way the plan can reach users.
      cross join lateral (
        select u.* from users u
        where u.id = ml.candidate_id and ${sql.join([...Object.values(preparedDiscoverySql(refs)), ...preparedFilterSql()], sql` and `)}
        limit 1
      ) u
      ${cardJoins(refs.viewer)}
      where ${cursorScore} is null
         or (ml.score, ml.created_at, ml.candidate_id) < (${cursorScore}, ${sql.placeholder('cursorCreatedAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)
      limit ${sql.placeholder('limit')}::int`;
}

/** The head's boundary as listing-order columns (to the microsecond), for readListPage and the session's page. */
export const headBoundaryColumns = (head: SQL) =>
  sql`${head}.boundary_score, ${microseconds(sql`${head}.boundary_created_at`)} as boundary_created_at, ${head}.boundary_id`;

/** readListPage's SQL: one text whatever the viewer, cursor and filters (their values are placeholders). */
export function listPageSql(): SQL {
  return sql`
    select ${headBoundaryColumns(sql`h`)}, p.*
    from match_list_heads h
    left join lateral (${listEntriesSql({ viewer: sql.placeholder('viewer'), oppositeGender: sql.placeholder('oppositeGender'), castes: sql.placeholder('castes') }, { head: sql`h` })}) p on true
    where h.viewer_id = ${sql.placeholder('viewer')}::uuid and h.list_key = ${sql.placeholder('listKey')} and h.fingerprint = ${sql.placeholder('fingerprint')}`;
}
const listPageStatement = preparedStatement<ListPageRow>('match_list_page', listPageSql);

/**
 * One page from the viewer's stored list, in one prepared statement: the list's head (whether it is
 * current) and up to `limit + 1` entries after `cursor` that the policy allows now and the filters
 * keep, read by the list's primary key and each member's by hers, with what each card shows beside it
 * (photo access, an open request, the Verified badge). Never scores anyone.
 */
export async function readListPage(
  db: Database,
  viewer: ListingViewer,
  list: { key: string; fingerprint: string },
  filters: ListingFilters,
  cursor: Cursor | null,
  limit: number,
): Promise<ListPage> {
  const { key: listKey, fingerprint } = list;
  const rows = await listPageStatement(db, {
    viewer: viewer.id,
    listKey,
    oppositeGender: viewer.gender === 'male' ? 'female' : 'male',
    castes: [...viewer.casteInterestedIn],
    fingerprint,
    cursorScore: cursor?.score ?? null,
    cursorCreatedAt: cursor?.createdAt ?? null,
    cursorId: cursor?.id ?? null,
    limit: limit + 1,
    ...preparedFilterValues(viewer, filters),
  });
  const first = rows[0];
  if (!first) return { stale: true };
  const entries = rows
    .filter((row) => row.id !== null)
    .map(({ boundary_score: _s, boundary_created_at: _c, boundary_id: _i, ...row }) => row)
    // Listing order, whatever order the rows came in (listEntriesSql has no sort node).
    .sort((a, b) => b.score - a.score || compareText(b.cursor_created_at, a.cursor_created_at) || compareText(b.id, a.id));
  return { stale: false, head: headOf(first), rows: entries };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A list head's boundary columns (headBoundaryColumns) as a cursor key, or null when the list holds every candidate. */
export function headOf(row: { boundary_score: number | null; boundary_created_at: string | null; boundary_id: string | null }): ListHead {
  const boundary =
    row.boundary_score !== null && row.boundary_created_at !== null && row.boundary_id !== null
      ? { score: Number(row.boundary_score), createdAt: row.boundary_created_at, id: row.boundary_id }
      : null;
  return { boundary };
}

/**
 * (Re)builds one of the viewer's lists (`list.key`: '' for her main list, otherwise the sidebar filters it
 * is for): her `size` best candidates among the members the fixed discovery rules list (the covering index's
 * predicate), of the opposite gender and her castes of interest, and for a filtered list those the filters
 * keep; the head records the filters, so that a member's later change enters or leaves the list exactly.
 * Blocks are left to read time. One transaction; two builds of one list run one after the other, and the
 * second finds it current and stops. A new filtered list replaces her oldest beyond MAX_FILTER_LISTS.
 */
export async function buildMatchList(
  db: Database,
  viewer: ListingViewer,
  list: { key: string; fingerprint: string; filters: ListingFilters },
  today: string,
  size: number,
  now: Date,
): Promise<void> {
  const { key, fingerprint, filters } = list;
  const filtered = key !== UNFILTERED_LIST_KEY;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${LISTS_LOCK})`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`match-list:${viewer.id}:${key}`}, 0))`);
    const current = await tx.execute(
      sql`select 1 from match_list_heads where viewer_id = ${viewer.id}::uuid and list_key = ${key} and fingerprint = ${fingerprint}`,
    );
    if (rowsOf(current).length > 0) return;
    if (filtered) await dropOldFilterLists(tx, viewer.id, key);
    const membership = Object.entries(discoverySql(viewer))
      .filter(([rule]) => rule !== 'notBlocked')
      .map(([, clause]) => clause);
    if (filtered) membership.push(...filterSql(viewer, filters));
    // The main list has no filters whatever `filters` says (its castes are all of hers).
    const headFilters = preparedFilterValues(viewer, filtered ? filters : { castes: [...viewer.casteInterestedIn] });
    const heads = Object.entries(FILTER_HEAD_COLUMNS) as Array<[keyof typeof FILTER_HEAD_COLUMNS, (typeof FILTER_HEAD_COLUMNS)[keyof typeof FILTER_HEAD_COLUMNS]]>;
    const filterColumns = heads.map(([, head]) => head.column);
    // An array is one parameter (drizzle would spread it into a list).
    const filterValueSql = heads.map(([name, head]) => sql`${sql.param(headFilters[name])}::${sql.raw(head.type)}`);
    await tx.execute(sql`
      with top as (
        select u.id, u.created_at, (${pairScoreSql()})::int as score
        from ${scoringViewer(viewer.id, today)} v, users u
        where ${sql.join(membership, sql` and `)}
        order by score desc, u.created_at desc, u.id desc
        limit ${size}
      ),
      entries as (
        select coalesce(array_agg(id order by score desc, created_at desc, id desc), '{}') as ids,
               coalesce(array_agg(score::smallint order by score desc, created_at desc, id desc), '{}') as scores,
               coalesce(array_agg(created_at order by score desc, created_at desc, id desc), '{}') as created_ats
        from top
      ),
      last as (
        select score, created_at, id from top order by score, created_at, id limit 1
      )
      insert into match_list_heads (viewer_id, list_key, fingerprint, day, built_at, boundary_score, boundary_created_at, boundary_id,
                                    candidate_gender, admit_need, candidate_ids, scores, created_ats, ${sql.raw(filterColumns.join(', '))})
      select ${viewer.id}::uuid, ${key}, ${fingerprint}, ${today}::date, ${now.toISOString()}::timestamptz,
             case when full_list then last.score end, case when full_list then last.created_at end, case when full_list then last.id end,
             ${viewer.gender === 'male' ? 'female' : viewer.gender === 'female' ? 'male' : null},
             case when full_list then last.score - (select ${wishCapSql('me')} from users me where me.id = ${viewer.id}::uuid) end,
             entries.ids, entries.scores, entries.created_ats,
             ${sql.join(filterValueSql, sql`, `)}
      from (select (select count(*) from top) >= ${size} as full_list) f cross join entries left join last on true
      on conflict (viewer_id, list_key) do update set
        fingerprint = excluded.fingerprint, day = excluded.day, built_at = excluded.built_at,
        boundary_score = excluded.boundary_score, boundary_created_at = excluded.boundary_created_at, boundary_id = excluded.boundary_id,
        candidate_gender = excluded.candidate_gender, admit_need = excluded.admit_need,
        candidate_ids = excluded.candidate_ids, scores = excluded.scores, created_ats = excluded.created_ats,
        ${sql.raw(filterColumns.map((column) => `${column} = excluded.${column}`).join(', '))}
    `);
  });
}

/** Before a new filtered list is stored: her filtered lists beyond the newest MAX_FILTER_LISTS - 1 are dropped. */
async function dropOldFilterLists(tx: Database, viewerId: string, newKey: string): Promise<void> {
  await tx.execute(sql`
    with old as (
      select list_key from match_list_heads
      where viewer_id = ${viewerId}::uuid and list_key <> ${UNFILTERED_LIST_KEY} and list_key <> ${newKey}
      order by built_at desc offset ${MAX_FILTER_LISTS - 1}
    )
    delete from match_list_heads h using old where h.viewer_id = ${viewerId}::uuid and h.list_key = old.list_key`);
}

/** What one upkeep batch did: how many queued members it applied, and how long the oldest had waited. */
export interface UpkeepBatch {
  members: number;
  oldestWaitMs: number;
}

/**
 * One batch of the list upkeep (docs/matching.md, "Kept up to date"), in one transaction: claims up to `batchSize`
 * queued members (match_list_changes, oldest first; rows another instance's batch holds, or a change not yet committed
 * holds, are skipped), then brings their place in every stored list up to date (refreshCandidatesInLists). If the
 * instance stops or the database drops the connection mid-batch, the transaction rolls back and the members stay
 * queued. Only once there is work, after the claim: the upkeep's own lock (one batch at a time), then the fence that
 * waits for the list builds in flight (fenceBuilds). Builds wait for a batch only while it passes the fence, member
 * changes never.
 */
export async function applyQueuedChanges(db: Database, batchSize: number): Promise<UpkeepBatch> {
  return db.transaction(async (tx) => {
    // The oldest rows' members, then every row of theirs no other batch holds: a member changed three times is
    // applied once. Rows committed after this statement's snapshot stay for the next batch.
    const claimed = rowsOf<{ member_id: string; waited_ms: number }>(
      await tx.execute(sql`
        with oldest as (
          select member_id from match_list_changes order by id limit ${batchSize} for update skip locked
        )
        delete from match_list_changes
        where id in (
          select id from match_list_changes where member_id in (select member_id from oldest) for update skip locked
        )
        returning member_id, (extract(epoch from clock_timestamp() - changed_at) * 1000)::float8 as waited_ms`),
    );
    if (claimed.length === 0) return { members: 0, oldestWaitMs: 0 };
    await tx.execute(sql`select pg_advisory_xact_lock(${UPKEEP_LOCK})`);
    await fenceBuilds(tx);
    // Sorted, so two batches touching the same rows take their locks in one order.
    const members = [...new Set(claimed.map((row) => row.member_id))].sort();
    await refreshCandidatesInLists(tx, members);
    return { members: members.length, oldestWaitMs: Math.max(...claimed.map((row) => Number(row.waited_ms))) };
  });
}

/**
 * One member's queued change applied at once (a change that made her listable again: withMatchListUpkeep). Waits
 * for a batch that holds her (it applies her then); otherwise claims her and applies her like a batch of one.
 */
export async function applyQueuedChangeOf(db: Database, memberId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = rowsOf<{ member_id: string }>(
      await tx.execute(sql`
        delete from match_list_changes
        where id in (select id from match_list_changes where member_id = ${memberId}::uuid for update)
        returning member_id`),
    );
    if (claimed.length === 0) return;
    await tx.execute(sql`select pg_advisory_xact_lock(${UPKEEP_LOCK})`);
    await fenceBuilds(tx);
    await refreshCandidatesInLists(tx, [memberId]);
  });
}

/** How many members wait for the upkeep, and since when the oldest (ms; 0 when none). */
export async function queuedChanges(db: Database): Promise<{ members: number; oldestWaitMs: number }> {
  const [row] = rowsOf<{ members: number; oldest_ms: number | null }>(
    await db.execute(sql`select count(distinct member_id)::int as members, (extract(epoch from clock_timestamp() - min(changed_at)) * 1000)::float8 as oldest_ms from match_list_changes`),
  );
  return { members: Number(row?.members ?? 0), oldestWaitMs: Number(row?.oldest_ms ?? 0) };
}

/**
 * The rules the upkeep applies to a changed member: only those she cannot undo herself. Whether she is approved,
 * paused, searchable, invisible or public is left to read time (the listing checks every rule on every entry): a
 * member who turns invisible keeps her place, so that turning visible again shows her on the very next request,
 * whether or not the upkeep ran in between, and neither toggle costs the upkeep anything but her re-scoring.
 * Entries of members hidden now are harmless: a list must hold every allowed candidate at or above its boundary,
 * and may hold more (the listing skips them).
 */
const UPKEEP_RULES: FixedDiscoveryRule[] = ['ownerIsMember', 'ownerNotDeleted'];

/**
 * Applies queued members' changes (inside applyQueuedChanges, after the fence and under the upkeep's lock), in one statement: each list that
 * holds one of them (match_list_heads_candidates_idx) or that one of them now belongs to by the lasting rules
 * (UPKEEP_RULES; a filtered list: if she passes its filters; a list cut at its size: only at or above its boundary,
 * scored on that list's day) gets its entries again without them, plus them with their new scores, in listing order.
 * So every list still holds exactly its best candidates. A list whose entries come out the same (a change that moves
 * no score, such as a privacy toggle) is not written. The scoring work grows with the members of the batch times the
 * lists of the opposite gender that could admit them (match_list_heads_admit_idx); the writes with the lists that
 * actually change.
 */
async function refreshCandidatesInLists(tx: Database, candidateIds: string[]): Promise<void> {
  const ids = sql`${sql.param(candidateIds)}::uuid[]`;
  const rules = fixedDiscoverySql();
  const lasting = sql.join(UPKEEP_RULES.map((rule) => rules[rule]), sql` and `);
  const order = sql`score desc, created_at desc, id desc`;
  // The planner does not price reading a list's arrays (about 6 KB out of line each): it would find the lists holding
  // the batch by reading every list (200 ms at 5,000 lists, measured) rather than by match_list_heads_candidates_idx
  // (1.3 ms). For this transaction only; nothing in the statement is better read whole.
  await tx.execute(sql`set local enable_seqscan = off`);
  await tx.execute(sql`
    with batch as (
      select u.* from users u where u.id = any (${ids}) and ${lasting}
    ),
    -- The lists any of the batch could enter (match_list_heads_admit_idx), each viewer's scoring columns computed
    -- once for the whole batch rather than once per member.
    v as materialized (
      select h.list_key, h.day, h.boundary_score, h.boundary_created_at, h.boundary_id, h.candidate_gender, h.admit_need,
             ${sql.raw(Object.values(FILTER_HEAD_COLUMNS).map(({ column }) => `h.${column}`).join(', '))},
             ${scoringViewerColumns(sql`h.day`)}
      from match_list_heads h join users v on v.id = h.viewer_id
      where h.candidate_gender in (select gender from batch)
        and (h.admit_need is null or h.admit_need <= (select max(${wishCapSql('batch')}) from batch))
    ),
    entering as materialized (
      select v.id as viewer_id, v.list_key, s.score, u.created_at, u.id
      from batch u
      join v on v.candidate_gender = u.gender and (v.admit_need is null or v.admit_need <= ${wishCapSql('u')})
      cross join lateral (select (${pairScoreSql()})::int as score) s
      where u.id <> v.id
        and u.gender = case v.gender when 'male' then 'female' when 'female' then 'male' end
        and u.caste = any (v.caste_interested_in)
        and ${sql.join(preparedFilterSql((name) => sql.raw(`v.${FILTER_HEAD_COLUMNS[name].column}`)), sql` and `)}
        and (v.boundary_score is null or (s.score, u.created_at, u.id) >= (v.boundary_score, v.boundary_created_at, v.boundary_id))
    ),
    -- The entering entries grouped by list, so each rewritten list finds its own by one hash probe.
    entering_lists as (
      select viewer_id, list_key, array_agg(score) as scores, array_agg(created_at) as created_ats, array_agg(id) as ids
      from entering group by viewer_id, list_key
    ),
    -- The lists holding one of the batch, found by match_list_heads_candidates_idx on their own: joined to the entering
    -- lists, PostgreSQL read every list's arrays in key order instead (0.9 s a batch at 5,000 lists, bench:scale's plan).
    holding as materialized (
      select h.viewer_id, h.list_key from match_list_heads h where h.candidate_ids && ${ids}
    ),
    -- Every list to rewrite once: those the batch enters (with their entering entries), and those only holding one.
    touched as (
      select viewer_id, list_key, scores, created_ats, ids from entering_lists
      union all
      select o.viewer_id, o.list_key, null, null, null from holding o
      where not exists (select 1 from entering_lists n where n.viewer_id = o.viewer_id and n.list_key = o.list_key)
    ),
    rewritten as (
      select h.viewer_id, h.list_key, h.xmin as row_xmin, e.ids, e.scores, e.created_ats
      from touched n join match_list_heads h on h.viewer_id = n.viewer_id and h.list_key = n.list_key
      cross join lateral (
        -- One sort for the three arrays: the aggregates take the sorted subquery's rows in its order.
        select coalesce(array_agg(x.id), '{}') as ids, coalesce(array_agg(x.score::smallint), '{}') as scores,
               coalesce(array_agg(x.created_at), '{}') as created_ats
        from (
          select kept.score::int as score, kept.created_at, kept.id
          from unnest(h.scores, h.created_ats, h.candidate_ids) as kept(score, created_at, id)
          where kept.id <> all (${ids})
          union all
          select new.score, new.created_at, new.id from unnest(n.scores, n.created_ats, n.ids) as new(score, created_at, id)
          order by ${order}
        ) x
      ) e
    )
    update match_list_heads h set candidate_ids = r.ids, scores = r.scores, created_ats = r.created_ats
    from rewritten r
    where h.viewer_id = r.viewer_id and h.list_key = r.list_key
      -- The version the rewrite was computed from: a list a build replaced meanwhile (it waited for this row, or this
      -- update for its) was built after the fence, from the members' new rows, and is left as built.
      and h.xmin = r.row_xmin
      and (h.candidate_ids <> r.ids or h.scores <> r.scores)
  `);
}

/** Lists built before `day` are rebuilt on their next read anyway; members who did not come back lose theirs. */
export async function dropListsBefore(db: Database, day: string): Promise<number> {
  const result = await db.execute(sql`delete from match_list_heads where day < ${day}::date returning viewer_id`);
  return rowsOf(result).length;
}

/** Every stored list, forgotten (after writes that bypass the application, such as the bulk generator). */
export async function dropAllLists(db: Database): Promise<void> {
  await db.execute(sql`truncate match_list_heads`);
}
