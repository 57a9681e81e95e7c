import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { FILTER_HEAD_COLUMNS, filterSql, microseconds, preparedFilterSql, preparedFilterValues, type Cursor, type ListingFilters, type ListingViewer, type ListingRow } from './discovery.repo';
import { UNFILTERED_LIST_KEY } from '../../db/schema/match-lists';
import { cardColumns, cardJoins } from './card-columns.repo';
import { pairScoreSql, scoringViewer, scoringViewerColumns, wishCapSql } from './pair-score.repo';
import { arrayLiteral, parseNumbers, rewriteList, tieNumbersNeeded, type Tie } from './list-rewrite';
import { readBuildViewer } from './candidate-index.repo';
import type { ReadyColumns } from './candidate-index';
import { discoverySql, fixedDiscoverySql, preparedDiscoverySql, type FixedDiscoveryRule, type ViewerRefs } from '../../core/privacy/discovery-rules.repo';

/**
 * Stored match lists (docs/matching.md, "The match lists"): each browsing member's best candidates
 * with their scores, in listing order, so that a page is a short range scan instead of scoring every
 * candidate. Built on her first browse of the day, brought up to date when read (refreshMatchList) with the members
 * whose scored or listed fields changed since; the privacy policy still decides at read time, exactly.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * How long a stored list serves pages before the next page refreshes it first (refreshMatchList): the longest a
 * change of another member's score waits before it shows in a list being read while the listing has a scoring turn
 * free (docs/matching.md, "Freshness"; MATCH_LIST_STALE_LIMIT_MS when it has none). A change that makes a member
 * listable again does not wait (refreshDueSql).
 */
export const MATCH_LIST_REFRESH_MS = 30_000;

/**
 * The longest a list being read may go without its due refresh: when every turn of the scoring lane is taken, a page
 * of a list refreshed less than this long ago is served as it is and the refresh left to a later read, instead of the
 * page waiting behind builds (or being refused) for a refresh (refreshDeferrableSql). The issue's bound on how long a
 * change may take to reach other members' lists.
 */
export const MATCH_LIST_STALE_LIMIT_MS = 60_000;

/**
 * A list not refreshed for this long is dropped (dropIdleListsAndAppliedChanges), and rebuilt if its member comes
 * back: the log of changes is kept only as far back as the oldest list's snapshot, so an unread list would hold it for
 * the whole day. A list being read is refreshed every MATCH_LIST_REFRESH_MS while changes come; one read without any
 * change for this long is rebuilt too (a quiet site's cost: one build).
 */
export const MATCH_LIST_IDLE_MS = 60 * 60_000;

/**
 * A refresh with more changed members than this to apply drops the list instead, to be rebuilt: scoring that many one
 * by one (each read by key) costs about what a build's index-only scan of every candidate does, and a list idle for
 * most of MATCH_LIST_IDLE_MS at the model's peak (30 changes a second) would otherwise outlast the listing's
 * statement timeout.
 */
export const MAX_REFRESH_MEMBERS = 20_000;

/**
 * A list that refreshes have grown past this many times its size is cut back to its size (cutListTail). Members whose
 * score rises past a list's boundary enter it and the boundary never moves by itself, so under a day of changes a list
 * grew to 2,264 entries (`npm run bench:day`, docs/performance.md); past about 290 entries its row no longer fits in line
 * (PostgreSQL moves a row over 2 KB out of line) and every refresh rewrites more.
 */
export const MATCH_LIST_GROWTH_LIMIT = 1.2;

/** The lock one list's build and refreshes take for their transaction: one at a time per list. */
const listLock = (viewerId: string, key: string) => sql`select pg_advisory_xact_lock(hashtextextended(${`match-list:${viewerId}:${key}`}, 0))`;

/** The log rows (match_list_changes, alias `c`) of changes a list's snapshot (`head`.refreshed_snapshot) does not see. */
const notAppliedSql = (head: SQL) =>
  sql`c.changed_xid >= pg_snapshot_xmin(${head}.refreshed_snapshot) and not pg_visible_in_snapshot(c.changed_xid, ${head}.refreshed_snapshot)`;

/**
 * Whether a list (its head row, `head`) must be refreshed before a page is read from it: it was last refreshed
 * MATCH_LIST_REFRESH_MS ago or more and a change it has not applied was logged since, or such a change made a member
 * listable again (a list built while she was hidden lacks her, and the policy's read-time rules promise her undoing
 * shows at once). Probes of the log's indexes by transaction id, from the list's snapshot on; a list with nothing to
 * apply is not written. `now`: the request's time (the service's clock).
 */
export const refreshDueSql = (head: SQL, now: SQL) => sql`(
  (${head}.refreshed_at < ${now} - make_interval(secs => ${sql.raw(String(MATCH_LIST_REFRESH_MS / 1000))})
   and ${firstNotAppliedSql(head, sql`true`)} is not null)
  or ${firstNotAppliedSql(head, sql`c.listable_again`)} is not null
)`;

/**
 * Whether a list's due refresh may wait for a later read when the scoring lane is full: it was refreshed
 * MATCH_LIST_REFRESH_MS to MATCH_LIST_STALE_LIMIT_MS ago and no change it has not applied made a member listable again
 * (her undoing shows at once, whatever the load). Only a list past MATCH_LIST_REFRESH_MS probes the log: a page of a
 * list refreshed within it (nearly every page) pays nothing for this.
 */
export const refreshDeferrableSql = (head: SQL, now: SQL) => sql`(case
  when ${head}.refreshed_at >= ${now} - make_interval(secs => ${sql.raw(String(MATCH_LIST_REFRESH_MS / 1000))}) then false
  else ${head}.refreshed_at >= ${now} - make_interval(secs => ${sql.raw(String(MATCH_LIST_STALE_LIMIT_MS / 1000))})
    and ${firstNotAppliedSql(head, sql`c.listable_again`)} is null
end)`;

/**
 * The first log row (`c`) that `where` keeps and the list's snapshot does not see, in the order of a log index
 * (changed_xid; with `c.listable_again`, the partial one), or null. Not `exists`: for an exists PostgreSQL expects a
 * match within a few rows and read the whole log instead of its index (0.6 ms a page at 10,000 rows, against 3 µs).
 */
const firstNotAppliedSql = (head: SQL, where: SQL) =>
  sql`(select c.changed_xid from match_list_changes c where ${where} and ${notAppliedSql(head)} order by c.changed_xid limit 1)`;

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

/**
 * A page read from the stored list; `stale` when there is no list for this fingerprint; `refreshDue` when the list must
 * be refreshed first (refreshDueSql: the page's rows are then not to be used).
 */
export type ListPage = { stale: true } | { stale: false; refreshDue: boolean; head: ListHead; rows: ListingRow[] };


type ListPageRow = ListingRow & { boundary_score: number | null; boundary_created_at: string | null; boundary_id: string | null; refresh_due: boolean };

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
    select ${headBoundaryColumns(sql`h`)}, ${refreshDueSql(sql`h`, sql`${sql.placeholder('now')}::timestamptz`)} as refresh_due, p.*
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
  now: Date,
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
    now: now.toISOString(),
    ...preparedFilterValues(viewer, filters),
  });
  const first = rows[0];
  if (!first) return { stale: true };
  const entries = rows
    .filter((row) => row.id !== null)
    .map(({ boundary_score: _s, boundary_created_at: _c, boundary_id: _i, refresh_due: _r, ...row }) => row)
    // Listing order, whatever order the rows came in (listEntriesSql has no sort node).
    .sort((a, b) => b.score - a.score || compareText(b.cursor_created_at, a.cursor_created_at) || compareText(b.id, a.id));
  return { stale: false, refreshDue: first.refresh_due, head: headOf(first), rows: entries };
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
  candidates: ReadyColumns | null = null,
): Promise<void> {
  const { key, fingerprint, filters } = list;
  const filtered = key !== UNFILTERED_LIST_KEY;
  await db.transaction(async (tx) => {
    await tx.execute(listLock(viewer.id, key));
    const current = await tx.execute(
      sql`select 1 from match_list_heads where viewer_id = ${viewer.id}::uuid and list_key = ${key} and fingerprint = ${fingerprint}`,
    );
    if (rowsOf(current).length > 0) return;
    if (filtered) await dropOldFilterLists(tx, viewer.id, key);
    if (candidates && (await storeListFromColumns(tx, viewer, list, today, size, now, candidates))) return;
    const membership = Object.entries(discoverySql(viewer))
      .filter(([rule]) => rule !== 'notBlocked')
      .map(([, clause]) => clause);
    if (filtered) membership.push(...filterSql(viewer, filters));
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
      -- The statement's snapshot (pg_current_snapshot), under which \`top\` read the members: a change it does not see
      -- is applied by the list's next refresh, whenever it commits.
      insert into match_list_heads ${headColumnsSql()}
      select ${viewer.id}::uuid, ${key}, ${fingerprint}, ${today}::date, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz,
             pg_current_snapshot(),
             case when full_list then last.score end, case when full_list then last.created_at end, case when full_list then last.id end,
             ${viewer.gender === 'male' ? 'female' : viewer.gender === 'female' ? 'male' : null},
             case when full_list then last.score - (select ${wishCapSql('me')} from users me where me.id = ${viewer.id}::uuid) end,
             entries.numbers, entries.scores,
             ${headFilterValuesSql(viewer, filtered, filters)}
      from (select (select count(*) from top) >= ${size} as full_list) f cross join entries left join last on true
      ${replaceHeadSql()}
    `);
  });
}

/** A list's head and its filters' columns, in the order listHeadValues gives them. */
const HEAD_FILTERS = Object.entries(FILTER_HEAD_COLUMNS) as Array<[keyof typeof FILTER_HEAD_COLUMNS, (typeof FILTER_HEAD_COLUMNS)[keyof typeof FILTER_HEAD_COLUMNS]]>;

/** The filter columns' values a new head stores (the main list's: none, whatever `filters` says). */
function headFilterValuesSql(viewer: ListingViewer, filtered: boolean, filters: ListingFilters): SQL {
  const values = preparedFilterValues(viewer, filtered ? filters : { castes: [...viewer.casteInterestedIn] });
  // An array is one parameter (drizzle would spread it into a list).
  return sql.join(HEAD_FILTERS.map(([name, head]) => sql`${sql.param(values[name])}::${sql.raw(head.type)}`), sql`, `);
}

/** The columns a new head is written with, in the order both builds select their values. */
const headColumnsSql = () =>
  sql.raw(`(viewer_id, list_key, fingerprint, day, built_at, refreshed_at, refreshed_snapshot, boundary_score, boundary_created_at, boundary_id,
    candidate_gender, admit_need, candidate_numbers, scores, ${HEAD_FILTERS.map(([, head]) => head.column).join(', ')})`);

/** A new head replaces the viewer's list of the same key, whole. */
const replaceHeadSql = () => sql`
      on conflict (viewer_id, list_key) do update set
        fingerprint = excluded.fingerprint, day = excluded.day, built_at = excluded.built_at,
        refreshed_at = excluded.refreshed_at, refreshed_snapshot = excluded.refreshed_snapshot,
        boundary_score = excluded.boundary_score, boundary_created_at = excluded.boundary_created_at, boundary_id = excluded.boundary_id,
        candidate_gender = excluded.candidate_gender, admit_need = excluded.admit_need,
        candidate_numbers = excluded.candidate_numbers, scores = excluded.scores,
        ${sql.raw(HEAD_FILTERS.map(([, head]) => `${head.column} = excluded.${head.column}`).join(', '))}`;

/**
 * buildMatchList's choice scored from the candidate columns (candidate-ranking.ts) instead of by its statement: the
 * same members, scores and order, as the columns stand at their snapshot, which the list records (its first refresh
 * applies what changed since, as after a build in SQL). The viewer's own row is read here, in the build's
 * transaction, as the statement would read it. False when she is gone: the caller's SQL build decides then.
 */
async function storeListFromColumns(
  tx: Database,
  viewer: ListingViewer,
  list: { key: string; fingerprint: string; filters: ListingFilters },
  today: string,
  size: number,
  now: Date,
  candidates: ReadyColumns,
): Promise<boolean> {
  const me = await readBuildViewer(tx, viewer.id);
  if (!me || viewer.casteInterestedIn.length === 0) return false;
  const filtered = list.key !== UNFILTERED_LIST_KEY;
  const { filterCastes: _castes, ...sidebar } = preparedFilterValues(viewer, list.filters);
  // Her castes, narrowed by the filter's when it asks for fewer (filterSql).
  const narrowed = filtered && list.filters.castes.length < viewer.casteInterestedIn.length;
  const castes = narrowed ? viewer.casteInterestedIn.filter((caste) => list.filters.castes.includes(caste)) : viewer.casteInterestedIn;
  const ranked = await candidates.rank({
    viewer: me.row,
    candidateGender: viewer.gender === 'male' ? 'female' : 'male',
    castes,
    filters: filtered ? sidebar : null,
    today,
    currentDate: me.currentDate,
    size,
  });
  const boundary = ranked.boundary;
  await tx.execute(sql`
    insert into match_list_heads ${headColumnsSql()}
    select ${viewer.id}::uuid, ${list.key}, ${list.fingerprint}, ${today}::date, ${now.toISOString()}::timestamptz,
           ${now.toISOString()}::timestamptz, ${candidates.snapshot}::pg_snapshot,
           ${boundary?.score ?? null}::smallint, ${boundary?.createdAt ?? null}::timestamptz, ${boundary?.id ?? null}::uuid,
           ${viewer.gender === 'male' ? 'female' : 'male'},
           case when ${boundary?.score ?? null}::int is not null then ${boundary?.score ?? null}::int - ${wishCapSql('me')} end,
           ${arrayLiteral(ranked.numbers)}::integer[], ${arrayLiteral(ranked.scores)}::smallint[],
           ${headFilterValuesSql(viewer, filtered, list.filters)}
    from users me where me.id = ${viewer.id}::uuid
    ${replaceHeadSql()}`);
  return true;
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

/** What one refresh applied: the members whose changes the list had not seen, and how long the oldest had waited. */
export interface ListRefresh {
  members: number;
  oldestWaitMs: number;
}

/**
 * Brings one stored list up to date (docs/matching.md, "Kept up to date"), in one transaction under the list's lock
 * (its builds and other refreshes wait): the members whose changes the list's snapshot does not see (the log,
 * match_list_changes, by transaction id) leave the list and enter again with their new scores where they belong
 * (refreshCandidatesInList), and the list keeps the snapshot those changes were read under. Changes committed later
 * are not visible in it, so the next refresh applies them: none is missed or applied from a row older than itself.
 * Exactly what a build would store, for the members who changed, at the cost of scoring those members only. If the
 * connection drops or the instance stops mid-refresh, the transaction rolls back and the next page refreshes again.
 * With more than MAX_REFRESH_MEMBERS to apply, the list is dropped for the caller to rebuild. Returns null when the
 * list is gone (dropped here, or meanwhile).
 */
export async function refreshMatchList(db: Database, viewerId: string, listKey: string, now: Date, size?: number): Promise<ListRefresh | null> {
  return db.transaction(async (tx) => {
    await tx.execute(listLock(viewerId, listKey));
    // Every read here is rows by key or an index range: without this the planner may read the log whole for the rows
    // a snapshot does not see (it guesses a third of them), or the members' table to join a few thousand changed
    // members. JIT off: statements of milliseconds. For this transaction only.
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local jit = off`);
    const [pending] = rowsOf<{ snapshot: string; members: string[]; oldest_ms: number | null }>(
      await tx.execute(sql`
        select pg_current_snapshot()::text as snapshot, coalesce(p.members, '{}') as members, p.oldest_ms
        from match_list_heads h
        join users v on v.id = h.viewer_id
        -- The rows the list has not applied, read once: their members and the oldest's wait. Rows of members not of its
        -- candidates' gender, or of a caste its viewer does not ask for, are passed by: such a member is not in the list
        -- (her row from before a change of either would name it) and cannot enter it. The snapshot moves past them all
        -- the same.
        cross join lateral (
          select array_agg(distinct c.member_id) as members, (extract(epoch from clock_timestamp() - min(c.changed_at)) * 1000)::float8 as oldest_ms
          from match_list_changes c
          where ${notAppliedSql(sql`h`)}
            and (c.gender is null or c.gender = h.candidate_gender)
            and (c.caste is null or c.caste = any (v.caste_interested_in))
        ) p
        where h.viewer_id = ${viewerId}::uuid and h.list_key = ${listKey}`),
    );
    if (!pending) return null;
    if (pending.members.length > MAX_REFRESH_MEMBERS) {
      await tx.execute(sql`delete from match_list_heads where viewer_id = ${viewerId}::uuid and list_key = ${listKey}`);
      return null;
    }
    // Sorted, so refreshes of two lists touching the same members read them in one order.
    const members = [...pending.members].sort();
    if (members.length > 0) await refreshCandidatesInList(tx, members, { viewerId, listKey, size });
    await tx.execute(sql`
      update match_list_heads set refreshed_snapshot = ${pending.snapshot}::pg_snapshot, refreshed_at = ${now.toISOString()}::timestamptz
      where viewer_id = ${viewerId}::uuid and list_key = ${listKey}`);
    return { members: members.length, oldestWaitMs: Number(pending.oldest_ms ?? 0) };
  });
}

/**
 * A logged change is kept at least this long, whatever the stored lists have applied: a build in flight read the
 * members under a snapshot that no stored list shows yet (its statement runs for seconds at most).
 */
const CHANGE_LOG_MARGIN_MS = 10 * 60_000;

/**
 * Drops the lists not refreshed since `idleSince` (a list read while changes come is refreshed every
 * MATCH_LIST_REFRESH_MS); their members rebuild theirs if they come back. Then
 * forgets the log's rows that every remaining list has applied: those older than the oldest in-progress transaction
 * of every list's snapshot (pg_snapshot_xmin), which each of those snapshots sees as settled, and older than
 * CHANGE_LOG_MARGIN_MS. Returns what it removed.
 */
export async function dropIdleListsAndAppliedChanges(db: Database, idleSince: Date, now: Date): Promise<{ lists: number; changes: number }> {
  const lists = rowsOf(await db.execute(sql`delete from match_list_heads where refreshed_at < ${idleSince.toISOString()}::timestamptz returning viewer_id`)).length;
  // With no list left, every row older than this statement's own snapshot is applied by any list built from now on.
  const changes = rowsOf(
    await db.execute(sql`
      delete from match_list_changes
      where changed_xid < coalesce((select min(pg_snapshot_xmin(refreshed_snapshot)) from match_list_heads), pg_snapshot_xmin(pg_current_snapshot()))
        and changed_at < ${new Date(now.getTime() - CHANGE_LOG_MARGIN_MS).toISOString()}::timestamptz
      returning member_id`),
  ).length;
  return { lists, changes };
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
 * Applies changed members to one list (inside refreshMatchList, under the list's lock): each leaves it, and those the
 * lasting rules keep (UPKEEP_RULES) who belong to it (the opposite gender, her castes of interest; a filtered list: if
 * they pass its filters; a list cut at its size: only at or above its boundary, scored on the list's day) enter again
 * with their new scores, in listing order. So the list still holds exactly its best candidates. One statement scores
 * them and reads the list, the server merges (list-rewrite.ts: the kept entries are in order already), one statement
 * reads the tie-breaks the merge compares, one writes the list if its entries changed. The scoring work grows with
 * the changed members the list's `admit_need` lets through, never with the number of lists.
 */
async function refreshCandidatesInList(tx: Database, candidateIds: string[], list: { viewerId: string; listKey: string; size?: number }): Promise<void> {
  const ids = sql`${sql.param(candidateIds)}::uuid[]`;
  const rules = fixedDiscoverySql();
  const lasting = sql.join(UPKEEP_RULES.map((rule) => rules[rule]), sql` and `);
  const [row] = rowsOf<StoredListRow & { leaving: number[] }>(
    await tx.execute(sql`
    with batch as (
      select u.* from users u where u.id = any (${ids}) and ${lasting}
    ),
    v as materialized (
      select h.list_key, h.day, h.boundary_score, h.boundary_created_at, h.boundary_id, h.candidate_gender, h.admit_need,
             ${sql.raw(Object.values(FILTER_HEAD_COLUMNS).map(({ column }) => `h.${column}`).join(', '))},
             ${scoringViewerColumns(sql`h.day`)}
      from match_list_heads h join users v on v.id = h.viewer_id
      where h.viewer_id = ${list.viewerId}::uuid and h.list_key = ${list.listKey}
    ),
    entering as materialized (
      select s.score, u.created_at, u.id, u.list_number
      from batch u
      join v on v.candidate_gender = u.gender and (v.admit_need is null or v.admit_need <= ${wishCapSql('u')})
      cross join lateral (select (${pairScoreSql()})::int as score) s
      where u.id <> v.id
        and u.gender = case v.gender when 'male' then 'female' when 'female' then 'male' end
        and u.caste = any (v.caste_interested_in)
        and ${sql.join(preparedFilterSql((name) => sql.raw(`v.${FILTER_HEAD_COLUMNS[name].column}`)), sql` and `)}
        and (v.boundary_score is null or (s.score, u.created_at, u.id) >= (v.boundary_score, v.boundary_created_at, v.boundary_id))
    )
    select array_to_string(h.scores, ',') as scores, array_to_string(h.candidate_numbers, ',') as numbers,
           (select json_agg(json_build_array(score, ${microseconds(sql`created_at`)}, id, list_number))::text from entering) as entering,
           -- Every changed member leaves (those the lasting rules no longer keep included); the kept enter again.
           array(select list_number from users where id = any (${ids})) as leaving
    from match_list_heads h where h.viewer_id = ${list.viewerId}::uuid and h.list_key = ${list.listKey}
  `),
  );
  if (!row) return;
  const leaving = new Set(row.leaving.map(Number));
  const stored = { scores: parseNumbers(row.scores), numbers: parseNumbers(row.numbers) };
  const entering = row.entering
    ? (JSON.parse(row.entering) as Array<[number, string, string, number]>).map(([score, createdAt, id, number]) => ({ score, createdAt, id, number }))
    : [];
  // Only the kept entries that share a score with an entering one need their tie-breaks (created_at, id).
  const needed = new Set<number>();
  tieNumbersNeeded(stored, leaving, entering, needed);
  const ties = new Map<number, Tie>();
  if (needed.size > 0) {
    const tieRows = rowsOf<{ list_number: number; created_at: string; id: string }>(
      await tx.execute(sql`select list_number, ${microseconds(sql`created_at`)} as created_at, id from users where list_number = any (${sql.param([...needed])}::integer[])`),
    );
    for (const tie of tieRows) ties.set(Number(tie.list_number), { createdAt: tie.created_at, id: tie.id });
  }
  const entries = rewriteList(stored, leaving, entering, ties);
  if (!entries) return;
  if (list.size !== undefined && entries.numbers.length > list.size * MATCH_LIST_GROWTH_LIMIT) {
    await cutListTail(tx, list, entries, list.size);
    return;
  }
  await writeListEntries(tx, list, entries);
}

/** A list's entries written as they are (its head otherwise unchanged). */
async function writeListEntries(tx: Database, list: { viewerId: string; listKey: string }, entries: { numbers: number[]; scores: number[] }): Promise<void> {
  await tx.execute(sql`
    update match_list_heads set candidate_numbers = ${arrayLiteral(entries.numbers)}::integer[], scores = ${arrayLiteral(entries.scores)}::smallint[]
    where viewer_id = ${list.viewerId}::uuid and list_key = ${list.listKey}`);
}

/**
 * Writes a grown list's first `size` entries and moves its boundary up to the last of them, as a build cut there would
 * have (its key, and `admit_need` from it as buildMatchList computes it). Exact: the list held every candidate at or
 * above its old boundary, in order, so every candidate at or above the new one is among the entries kept; those cut
 * off are below it, where a page past the list's end scores them live.
 */
async function cutListTail(tx: Database, list: { viewerId: string; listKey: string }, entries: { numbers: number[]; scores: number[] }, size: number): Promise<void> {
  const lastScore = entries.scores[size - 1]!;
  const cut = await tx.execute(sql`
    update match_list_heads h set
      candidate_numbers = ${arrayLiteral(entries.numbers.slice(0, size))}::integer[], scores = ${arrayLiteral(entries.scores.slice(0, size))}::smallint[],
      boundary_score = ${lastScore}, boundary_created_at = last.created_at, boundary_id = last.id,
      admit_need = ${lastScore} - (select ${wishCapSql('me')} from users me where me.id = h.viewer_id)
    from (select created_at, id from users where list_number = ${entries.numbers[size - 1]!}) last
    where h.viewer_id = ${list.viewerId}::uuid and h.list_key = ${list.listKey}
    returning h.viewer_id`);
  // Her row gone (it never is: members are kept, marked deleted): the list is written whole rather than left as it was.
  if (rowsOf(cut).length === 0) await writeListEntries(tx, list, entries);
}

/** The list a refresh may rewrite, as its read answers: the arrays as text, the entering entries as JSON. */
interface StoredListRow {
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
