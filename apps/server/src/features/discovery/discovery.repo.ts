import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardColumns, cardJoins, type CardRow } from './card-columns.repo';
import { inList, whereDiscoverable } from '../../core/privacy/discovery-rules.repo';
import { parseAgeRange, type FaithSide } from './match-score';
import { pairScoreSql, scoringViewer } from './pair-score.repo';

/** The listing's viewer; her faith fields and wishes (issue 41) are scored and, being here, part of her lists' fingerprint. */
export interface ListingViewer extends FaithSide {
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

export { parseAgeRange };

/** A timestamp as fixed-width UTC text to the microsecond: compares as text, and as the listing's cursor carries it. */
export const microseconds = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The filters' values by name, as preparedFilterSql reads them (FilterValues holds them for one listing). */
export type FilterName = 'filterCastes' | 'dobFrom' | 'dobTo' | 'maritalStatus' | 'education' | 'occupation' | 'height' | 'state' | 'city';
export type FilterValues = {
  filterCastes: string[]; dobFrom: string | null; dobTo: string | null; maritalStatus: string[]; education: string[];
  occupation: string[]; height: string[]; state: string | null; city: string | null;
};

/** Each filter's value as a stored list's head keeps it (match_list_heads.filter_*, of that SQL type), for the list upkeep (refreshCandidatesInList). */
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
           ${microseconds(sql`p.created_at`)} as cursor_created_at
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
