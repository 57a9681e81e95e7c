import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardColumns, cardJoins, type CardRow } from '../../features/discovery/card-columns.repo';
import { isUuid } from '../../lib/ids';
import type { DiscoveryRule } from './policy';
import { parseAgeRange } from '../../features/discovery/match-score';
import { pairScoreSql, scoringViewer } from '../../features/discovery/pair-score.repo';

export interface ListingViewer {
  id: string;
  gender: 'male' | 'female';
  casteInterestedIn: readonly string[];
  age: number | null;
  height: string | null;
  education: string | null;
  occupation: string | null;
  state: string | null;
  city: string | null;
  ageRange: [number, number] | null;
  heightPreference: string | null;
  educationPreference: string | null;
  occupationPreference: string | null;
  locationPreference: string | null;
}

export interface ListingFilters {
  castes: string[];
  dobFrom?: string;
  dobTo?: string;
  maritalStatus?: string[];
  education?: string[];
  occupation?: string[];
  height?: string[];
  state?: string;
  city?: string;
}

export interface Cursor {
  score: number;
  createdAt: string;
  id: string;
}

/** A listing row: a card's columns and relations, its score and its place in the listing's order. */
export interface ListingRow extends CardRow {
  created_at: Date | string;
  score: number;
  /** created_at to the microsecond (ISO 8601, UTC), for the next page's cursor. */
  cursor_created_at: string;
}

const inList = (column: SQL, values: string[]) => sql`${column} in (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;

/**
 * `column in (ids)` compared as uuids, so PostgreSQL probes the column's index (an `id::text`
 * comparison reads the whole table). Anything that is not a uuid is dropped first: it names no row.
 */
const uuidIn = (column: SQL, ids: readonly string[]) => {
  const valid = [...new Set(ids.filter(isUuid))];
  return valid.length === 0 ? sql`false` : sql`${column} in (${sql.join(valid.map((id) => sql`${id}::uuid`), sql`, `)})`;
};

export { parseAgeRange };

/** Who is looking, as far as the discovery rules care. */
export interface DiscoveryViewer {
  id: string;
  gender: string | null;
  casteInterestedIn: readonly string[];
}

/**
 * The policy's DISCOVERY_RULES (modules/privacy/policy.ts) as SQL over `users u`: one clause per
 * rule, and the Record type refuses a rule without its clause. The clauses match the covering
 * partial index's predicate (migration 0008), so the listing reads that index.
 */
export function discoverySql(viewer: DiscoveryViewer): Record<DiscoveryRule, SQL> {
  return {
    ...fixedDiscoverySql(),
    notSelf: sql`u.id <> ${viewer.id}`,
    oppositeGender: viewer.gender === 'male' ? sql`u.gender = 'female'` : viewer.gender === 'female' ? sql`u.gender = 'male'` : sql`false`,
    casteOfInterest: viewer.casteInterestedIn.length > 0 ? inList(sql`u.caste`, [...viewer.casteInterestedIn]) : sql`false`,
    notBlocked: notBlockedSql(viewer.id),
  };
}

/**
 * No block either way between the viewer and `u`: two probes of blocks' primary key (blocker, blocked), one per
 * direction. Not one `exists` over an OR of the two: without bitmap scans (the listing pool prices them out) that
 * OR has no index path, and PostgreSQL read the whole blocks table for every card once it held rows.
 */
const notBlockedSql = (viewerId: string | Placeholder | SQL) =>
  sql`not exists (select 1 from blocks b where b.blocker_id = ${viewerId}::uuid and b.blocked_id = u.id)
    and not exists (select 1 from blocks b where b.blocker_id = u.id and b.blocked_id = ${viewerId}::uuid)`;

/** Where a prepared statement finds the viewer: placeholders, or columns of a row it read itself (her session's). */
export interface ViewerRefs {
  viewer: Placeholder | SQL;
  oppositeGender: Placeholder | SQL;
  castes: Placeholder | SQL;
}

const viewerPlaceholders = (): ViewerRefs => ({
  viewer: sql.placeholder('viewer'),
  oppositeGender: sql.placeholder('oppositeGender'),
  castes: sql.placeholder('castes'),
});

/** The values of viewerPlaceholders for one viewer (no gender: no opposite gender, so the rules list nobody). */
export const viewerPlaceholderValues = (viewer: DiscoveryViewer) => ({
  viewer: viewer.id,
  oppositeGender: viewer.gender === 'male' ? 'female' : viewer.gender === 'female' ? 'male' : null,
  castes: [...viewer.casteInterestedIn],
});

/**
 * discoverySql for a prepared statement: the same rules with the viewer as placeholders
 * (`viewer`, `oppositeGender`, `castes` as a text array), so the statement's text never changes,
 * or as columns of the viewer's own row when the statement reads it too.
 */
export function preparedDiscoverySql(refs: ViewerRefs = viewerPlaceholders()): Record<DiscoveryRule, SQL> {
  return {
    ...fixedDiscoverySql(),
    notSelf: sql`u.id <> ${refs.viewer}::uuid`,
    oppositeGender: sql`u.gender = ${refs.oppositeGender}`,
    casteOfInterest: sql`u.caste = any (${refs.castes}::text[])`,
    notBlocked: notBlockedSql(refs.viewer),
  };
}

/** The filters' values by name, as preparedFilterSql reads them (FilterValues holds them for one listing). */
export type FilterName = 'filterCastes' | 'dobFrom' | 'dobTo' | 'maritalStatus' | 'education' | 'occupation' | 'height' | 'state' | 'city';
export type FilterValues = {
  filterCastes: string[]; dobFrom: string | null; dobTo: string | null; maritalStatus: string[]; education: string[];
  occupation: string[]; height: string[]; state: string | null; city: string | null;
};

/** Each filter's value as a stored list's head keeps it (match_list_heads.filter_*, of that SQL type), for refreshCandidateInLists. */
export const FILTER_HEAD_COLUMNS: Record<FilterName, { column: string; type: 'text[]' | 'date' | 'text' }> = {
  filterCastes: { column: 'filter_castes', type: 'text[]' },
  dobFrom: { column: 'filter_dob_from', type: 'date' },
  dobTo: { column: 'filter_dob_to', type: 'date' },
  maritalStatus: { column: 'filter_marital_status', type: 'text[]' },
  education: { column: 'filter_education', type: 'text[]' },
  occupation: { column: 'filter_occupation', type: 'text[]' },
  height: { column: 'filter_height', type: 'text[]' },
  state: { column: 'filter_state', type: 'text' },
  city: { column: 'filter_city', type: 'text' },
};

/**
 * filterSql for a prepared statement: every filter always present, switched off by an empty value
 * (null, or an empty array), with the values as placeholders named after FilterValues' fields, or, for
 * a stored list's upkeep, as columns of its head (`valueOf`).
 */
export function preparedFilterSql(valueOf: (name: FilterName) => SQL | Placeholder = (name) => sql.placeholder(name)): SQL[] {
  const anyOf = (column: SQL, name: FilterName) =>
    sql`(cardinality(${valueOf(name)}::text[]) = 0 or ${column} = any (${valueOf(name)}::text[]))`;
  const when = (name: FilterName, type: string, clause: (value: SQL) => SQL) => {
    const value = sql`${valueOf(name)}::${sql.raw(type)}`;
    return sql`(${value} is null or ${clause(value)})`;
  };
  return [
    anyOf(sql`u.caste`, 'filterCastes'),
    when('dobFrom', 'date', (v) => sql`u.dob > ${v}`),
    when('dobTo', 'date', (v) => sql`u.dob <= ${v}`),
    anyOf(sql`u.marital_status`, 'maritalStatus'),
    anyOf(sql`u.education`, 'education'),
    anyOf(sql`u.occupation`, 'occupation'),
    anyOf(sql`u.height`, 'height'),
    when('state', 'text', (v) => sql`u.state = ${v}`),
    when('city', 'text', (v) => sql`u.city = ${v}`),
  ];
}

/** The values of preparedFilterSql's placeholders. */
export function preparedFilterValues(viewer: ListingViewer, filters: ListingFilters): FilterValues {
  return {
    // The sidebar may narrow her castes of interest, never widen them.
    filterCastes: filters.castes.length < viewer.casteInterestedIn.length ? filters.castes : [],
    ...sidebarFilterValues(filters),
  };
}

/** preparedFilterSql's placeholders but the castes (whose value depends on the viewer's castes of interest). */
export function sidebarFilterValues(filters: Omit<ListingFilters, 'castes'>): Omit<FilterValues, 'filterCastes'> {
  return {
    dobFrom: filters.dobFrom ?? null,
    dobTo: filters.dobTo ?? null,
    maritalStatus: filters.maritalStatus ?? [],
    education: filters.education ?? [],
    occupation: filters.occupation ?? [],
    height: filters.height ?? [],
    state: filters.state ?? null,
    city: filters.city ?? null,
  };
}

/** The rules that depend on the member alone, whoever looks: exactly the covering index's predicate. */
export type FixedDiscoveryRule = Exclude<DiscoveryRule, 'notSelf' | 'oppositeGender' | 'casteOfInterest' | 'notBlocked'>;
export function fixedDiscoverySql(): Record<FixedDiscoveryRule, SQL> {
  return {
    ownerIsMember: sql`u.role = 'member'`,
    ownerApproved: sql`u.status = 'Active'`,
    ownerNotDeleted: sql`u.deleted_at is null`,
    ownerNotPaused: sql`u.deactivated_at is null`,
    ownerSearchable: sql`u.searchable`,
    ownerNotInvisible: sql`not u.invisible_mode`,
    ownerListedPublicly: sql`u.profile_visibility = 'public'`,
  };
}

const whereDiscoverable = (viewer: DiscoveryViewer) => Object.values(discoverySql(viewer));

/** Which of these members the viewer may discover, by the listing's SQL (tests hold it to the policy). */
export async function discoverableAmong(db: Database, viewer: DiscoveryViewer, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = await db.execute(sql`select u.id from users u where ${sql.join(whereDiscoverable(viewer), sql` and `)} and ${uuidIn(sql`u.id`, ids)}`);
  return new Set((result as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id));
}

/** The sidebar's filters as clauses over `users u`. */
export function filterSql(viewer: ListingViewer, filters: ListingFilters): SQL[] {
  const where: SQL[] = [];
  // The sidebar may narrow her castes of interest, never widen them.
  if (filters.castes.length < viewer.casteInterestedIn.length) where.push(filters.castes.length ? inList(sql`u.caste`, filters.castes) : sql`false`);
  if (filters.dobFrom) where.push(sql`u.dob > ${filters.dobFrom}::date`);
  if (filters.dobTo) where.push(sql`u.dob <= ${filters.dobTo}::date`);
  if (filters.maritalStatus?.length) where.push(inList(sql`u.marital_status`, filters.maritalStatus));
  if (filters.education?.length) where.push(inList(sql`u.education`, filters.education));
  if (filters.occupation?.length) where.push(inList(sql`u.occupation`, filters.occupation));
  if (filters.height?.length) where.push(inList(sql`u.height`, filters.height));
  if (filters.state) where.push(sql`u.state = ${filters.state}`);
  if (filters.city) where.push(sql`u.city = ${filters.city}`);
  return where;
}

/**
 * One page of members the viewer may discover, best fit first, keyset-paginated on
 * (score, created_at, id) so pages never repeat or skip when others sign up meanwhile. This scores
 * every candidate: it serves only what the stored lists do not hold (match-lists.repo.ts).
 */
export async function listDiscoverable(
  db: Database,
  viewer: ListingViewer,
  filters: ListingFilters,
  cursor: Cursor | null,
  limit: number,
  today: string,
): Promise<ListingRow[]> {
  if (filters.castes.length === 0 || viewer.casteInterestedIn.length === 0) return [];
  const where: SQL[] = [...whereDiscoverable(viewer), ...filterSql(viewer, filters)];

  // The cursor's created_at keeps its microseconds (a millisecond cursor skipped members created
  // in the same millisecond with the same score: a bulk sign-up, a seed).
  const after = cursor
    ? sql`where (t.score, t.created_at, t.id) < (${cursor.score}::int, ${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  // Scored and cut to a page first; only the page's members are then read for their cards.
  const result = await db.execute(sql`
    select ${cardColumns(viewer.id)}, p.created_at, p.score,
           to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_created_at
    from (
      select * from (
        select u.id, u.created_at, (${pairScoreSql()})::int as score
        from ${scoringViewer(viewer.id, today)} v, users u
        where ${sql.join(where, sql` and `)}
      ) t
      ${after}
      order by t.score desc, t.created_at desc, t.id desc
      limit ${limit + 1}
    ) p
    join users u on u.id = p.id
    ${cardJoins(viewer.id)}
    order by p.score desc, p.created_at desc, p.id desc
  `);
  return (result as unknown as { rows: ListingRow[] }).rows;
}
