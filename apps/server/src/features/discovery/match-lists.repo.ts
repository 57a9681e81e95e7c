import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { FILTER_HEAD_COLUMNS, filterSql, preparedFilterSql, preparedFilterValues, type Cursor, type ListingFilters, type ListingViewer, type ListingRow } from './discovery.repo';
import { UNFILTERED_LIST_KEY } from '../../db/schema/match-lists';
import { cardColumns, cardJoins } from './card-columns.repo';
import { pairScoreSql, scoringViewer, scoringViewerColumns, wishCapSql } from './pair-score.repo';
import { arrayLiteral, parseNumbers, rewriteList, tieNumbersNeeded, type Tie } from './list-rewrite';
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
      select ${cardColumns(refs.viewer)}, u.created_at, ml.score::int as score, ${microseconds(sql`u.created_at`)} as cursor_created_at
      from unnest(${list.head}.scores, ${list.head}.candidate_numbers) as ml(score, candidate_number)
      -- Each entry's id from her list number (users_list_number_uq), then her row by primary key and nothing else,
      -- whatever the statistics say: the subqueries (kept apart by their limits) are the only way the plan can reach
      -- users. With her id known before her row is read, every per-card probe (blocks, requests) has it as its index
      -- key. The cursor's tie-breaks (created_at, id) are hers: an entry of the cursor's score is compared on her row.
      cross join lateral (select k.id from users k where k.list_number = ml.candidate_number limit 1) k
      cross join lateral (
        select u.* from users u
        where u.id = k.id and ${sql.join([...Object.values(preparedDiscoverySql(refs)), ...preparedFilterSql()], sql` and `)}
          and (${cursorScore} is null or ml.score < ${cursorScore}
               or (u.created_at, u.id) < (${sql.placeholder('cursorCreatedAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid))
        limit 1
      ) u
      ${cardJoins(refs.viewer)}
      -- Entries above the cursor's score are passed over without reading their member.
      where ${cursorScore} is null or ml.score <= ${cursorScore}
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
      with top as materialized (
        select u.id, u.created_at, (${pairScoreSql()})::int as score
        from ${scoringViewer(viewer.id, today)} v, users u
        where ${sql.join(membership, sql` and `)}
        order by score desc, u.created_at desc, u.id desc
        limit ${size}
      ),
      -- The list numbers of the chosen few only, by primary key: the scan above stays index-only.
      entries as (
        select coalesce(array_agg(n.list_number order by top.score desc, top.created_at desc, top.id desc), '{}') as numbers,
               coalesce(array_agg(top.score::smallint order by top.score desc, top.created_at desc, top.id desc), '{}') as scores
        from top join users n on n.id = top.id
      ),
      last as (
        select score, created_at, id from top order by score, created_at, id limit 1
      )
      insert into match_list_heads (viewer_id, list_key, fingerprint, day, built_at, boundary_score, boundary_created_at, boundary_id,
                                    candidate_gender, admit_need, candidate_numbers, scores, ${sql.raw(filterColumns.join(', '))})
      select ${viewer.id}::uuid, ${key}, ${fingerprint}, ${today}::date, ${now.toISOString()}::timestamptz,
             case when full_list then last.score end, case when full_list then last.created_at end, case when full_list then last.id end,
             ${viewer.gender === 'male' ? 'female' : viewer.gender === 'female' ? 'male' : null},
             case when full_list then last.score - (select ${wishCapSql('me')} from users me where me.id = ${viewer.id}::uuid) end,
             entries.numbers, entries.scores,
             ${sql.join(filterValueSql, sql`, `)}
      from (select (select count(*) from top) >= ${size} as full_list) f cross join entries left join last on true
      on conflict (viewer_id, list_key) do update set
        fingerprint = excluded.fingerprint, day = excluded.day, built_at = excluded.built_at,
        boundary_score = excluded.boundary_score, boundary_created_at = excluded.boundary_created_at, boundary_id = excluded.boundary_id,
        candidate_gender = excluded.candidate_gender, admit_need = excluded.admit_need,
        candidate_numbers = excluded.candidate_numbers, scores = excluded.scores,
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

/**
 * The upkeep's claim: the oldest queued rows' members, then every row of theirs no other batch holds, deleted. Each
 * step is materialized and handed on as an array (an index condition, evaluated once), so the plan stays linear in
 * the queue whatever the statistics say. With statistics taken while the table was empty (a burst before
 * autovacuum's analyze) the earlier `id in (… for update skip locked)` form ran its locking subquery once per queued
 * row: 27 s for one claim of 25 with 1,700 queued.
 */
export const claimQueuedChangesSql = (batchSize: number) => sql`
  with oldest as materialized (
    select member_id from match_list_changes order by id limit ${batchSize} for update skip locked
  ),
  claimed as materialized (
    select id from match_list_changes where member_id = any (array(select member_id from oldest)) for update skip locked
  )
  delete from match_list_changes where id = any (array(select id from claimed))
  returning member_id, (extract(epoch from clock_timestamp() - changed_at) * 1000)::float8 as waited_ms`;

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
    const claimed = rowsOf<{ member_id: string; waited_ms: number }>(await tx.execute(claimQueuedChangesSql(batchSize)));
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
 * Applies queued members' changes (inside applyQueuedChanges, after the fence and under the upkeep's lock): each list
 * that holds one of them (its numbers, read in every list) or that one of them now belongs to by the lasting rules
 * (UPKEEP_RULES; a filtered list: if she passes its filters; a list cut at its size: only at or above its boundary,
 * scored on that list's day) gets its entries again without them, plus them with their new scores, in listing order.
 * So every list still holds exactly its best candidates. One statement scores the batch and reads the lists it
 * touches, the server merges each (list-rewrite.ts), one statement writes those that changed: a list whose entries
 * come out the same (a change that moves no score, such as a privacy toggle) is not written. The scoring work grows
 * with the members of the batch times the lists of the opposite gender that could admit them
 * (match_list_heads_admit_idx); the merges and writes with the lists that actually change. The merge is in the server
 * because PostgreSQL, sorting each list again and looking each tie up by its own index probe, spent about 1 ms and
 * 250 buffers a list there (docs/matching.md).
 */
async function refreshCandidatesInLists(tx: Database, candidateIds: string[]): Promise<void> {
  const ids = sql`${sql.param(candidateIds)}::uuid[]`;
  const rules = fixedDiscoverySql();
  const lasting = sql.join(UPKEEP_RULES.map((rule) => rules[rule]), sql` and `);
  // Every read of users here is a handful of rows by key: without this the planner may read the members' table whole
  // to join a few thousand list viewers. The lists themselves are read whole (holding, below), which this prices at
  // PostgreSQL's "disabled" cost, so JIT is off too: that cost made it compile the statement, seconds a batch.
  // For this transaction only.
  await tx.execute(sql`set local enable_seqscan = off`);
  await tx.execute(sql`set local jit = off`);
  // Every claimed member leaves every list (those the lasting rules no longer keep included), and the batch's members
  // enter again with their new scores.
  const claimedNumbers = rowsOf<{ list_number: number }>(await tx.execute(sql`select list_number from users where id = any (${ids})`)).map((row) => Number(row.list_number));
  const claimedArray = sql`${sql.param(claimedNumbers)}::integer[]`;
  const touched = rowsOf<TouchedListRow>(
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
      select v.id as viewer_id, v.list_key, s.score, u.created_at, u.id, u.list_number
      from batch u
      join v on v.candidate_gender = u.gender and (v.admit_need is null or v.admit_need <= ${wishCapSql('u')})
      cross join lateral (select (${pairScoreSql()})::int as score) s
      where u.id <> v.id
        and u.gender = case v.gender when 'male' then 'female' when 'female' then 'male' end
        and u.caste = any (v.caste_interested_in)
        and ${sql.join(preparedFilterSql((name) => sql.raw(`v.${FILTER_HEAD_COLUMNS[name].column}`)), sql` and `)}
        and (v.boundary_score is null or (s.score, u.created_at, u.id) >= (v.boundary_score, v.boundary_created_at, v.boundary_id))
    ),
    -- The entering entries grouped by list, with their tie-breaks as text that compares in listing order.
    entering_lists as (
      select viewer_id, list_key,
             json_agg(json_build_array(score, ${microseconds(sql`created_at`)}, id, list_number))::text as entering
      from entering group by viewer_id, list_key
    ),
    -- The lists holding one of the claimed members (every claimed member leaves every list, and the batch's members
    -- enter again with their new scores): every list's numbers (in line, about 1 KB) checked, of either gender (hers
    -- may be what changed). No index on the entries, so that a rewrite is a HOT update: an index of every entry (GIN)
    -- took 240 new keys a rewrite and grew to 38 KB a list under bench:scale's bursts.
    holding as materialized (
      select h.viewer_id, h.list_key from match_list_heads h where h.candidate_numbers && ${claimedArray}
    ),
    -- Every list to rewrite once: those the batch enters (with their entering entries), and those only holding one.
    touched as (
      select viewer_id, list_key, entering from entering_lists
      union all
      select o.viewer_id, o.list_key, null from holding o
      where not exists (select 1 from entering_lists n where n.viewer_id = o.viewer_id and n.list_key = o.list_key)
    )
    select t.viewer_id, t.list_key, h.xmin::text as row_xmin, array_to_string(h.scores, ',') as scores,
           array_to_string(h.candidate_numbers, ',') as numbers, t.entering
    from touched t join match_list_heads h on h.viewer_id = t.viewer_id and h.list_key = t.list_key
  `),
  );
  if (touched.length === 0) return;

  // Merged in the server (list-rewrite.ts): the kept entries are in order already, and only those sharing a score
  // with an entering entry need their tie-breaks, read here in one statement.
  const leaving = new Set(claimedNumbers);
  const lists = await inSlices(touched, (row) => ({
    row,
    stored: { scores: parseNumbers(row.scores), numbers: parseNumbers(row.numbers) },
    entering: row.entering
      ? (JSON.parse(row.entering) as Array<[number, string, string, number]>).map(([score, createdAt, id, number]) => ({ score, createdAt, id, number }))
      : [],
  }));
  const needed = new Set<number>();
  for (const list of lists) tieNumbersNeeded(list.stored, leaving, list.entering, needed);
  const ties = new Map<number, Tie>();
  if (needed.size > 0) {
    const tieRows = rowsOf<{ list_number: number; created_at: string; id: string }>(
      await tx.execute(sql`select list_number, ${microseconds(sql`created_at`)} as created_at, id from users where list_number = any (${sql.param([...needed])}::integer[])`),
    );
    for (const tie of tieRows) ties.set(Number(tie.list_number), { createdAt: tie.created_at, id: tie.id });
  }
  const changed = (
    await inSlices(lists, (list) => {
      const entries = rewriteList(list.stored, leaving, list.entering, ties);
      return entries ? { row: list.row, entries } : null;
    })
  ).filter((list) => list !== null);
  if (changed.length === 0) return;
  await tx.execute(sql`
    update match_list_heads h set candidate_numbers = r.numbers::integer[], scores = r.scores::smallint[]
    from unnest(
      ${sql.param(changed.map((list) => list.row.viewer_id))}::uuid[], ${sql.param(changed.map((list) => list.row.list_key))}::text[],
      ${sql.param(changed.map((list) => list.row.row_xmin))}::text[],
      ${sql.param(changed.map((list) => arrayLiteral(list.entries.numbers)))}::text[], ${sql.param(changed.map((list) => arrayLiteral(list.entries.scores)))}::text[]
    ) as r(viewer_id, list_key, row_xmin, numbers, scores)
    -- The version the rewrite was computed from: a list a build replaced meanwhile (it waited for this row, or this
    -- update for its) was built after the fence, from the members' new rows, and is left as built.
    where h.viewer_id = r.viewer_id and h.list_key = r.list_key and h.xmin = r.row_xmin::xid
  `);
}

/** Lists handled between two turns of the event loop: a batch's merge takes a few hundred ms, other requests wait at most a slice. */
const MERGE_SLICE = 64;

/** `work` over every item, yielding to the event loop after each slice of MERGE_SLICE. */
async function inSlices<T, R>(items: readonly T[], work: (item: T) => R): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += MERGE_SLICE) {
    if (start > 0) await yieldToEventLoop();
    for (const item of items.slice(start, start + MERGE_SLICE)) results.push(work(item));
  }
  return results;
}

/** A list the upkeep may rewrite, as its read answers: the arrays as text, the entering entries as JSON. */
interface TouchedListRow {
  viewer_id: string;
  list_key: string;
  row_xmin: string;
  scores: string;
  numbers: string;
  entering: string | null;
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
