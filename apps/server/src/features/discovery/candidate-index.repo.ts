import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fixedDiscoverySql } from '../../core/privacy/discovery-rules.repo';
import type { CandidateRow } from './candidate-columns';
import { microseconds } from './discovery.repo';

/**
 * What the candidate columns (candidate-columns.ts) read of the members: every field a list build reads, as text,
 * and whether the fixed discovery rules list her (the covering index's predicate, written once in
 * discovery-rules.repo.ts).
 */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const candidateColumnsSql = (): SQL => sql`
  u.id, u.list_number, ${microseconds(sql`u.created_at`)} as created_at, u.gender, u.caste,
  (${sql.join(Object.values(fixedDiscoverySql()), sql` and `)}) as listed,
  u.dob::text as dob, u.height, u.education, u.occupation, u.state, u.city, u.marital_status,
  u.age_range_preference, u.height_preference, u.education_preference, u.occupation_preference, u.location_preference,
  u.sect, u.school, u.community, u.prayer, u.islamic_education, u.mother_tongue, u.partner_preferences::text as partner_preferences`;

/** The statement's snapshot, as text (pg_snapshot). */
export async function currentSnapshot(db: Database): Promise<string> {
  const [row] = rowsOf<{ snapshot: string }>(await db.execute(sql`select pg_current_snapshot()::text as snapshot`));
  return row!.snapshot;
}

/** Up to `limit` members after list number `after`, in list-number order: one chunk of the columns' first load. */
export async function readMembersAfter(db: Database, after: number, limit: number): Promise<CandidateRow[]> {
  return rowsOf<CandidateRow>(
    await db.execute(sql`select ${candidateColumnsSql()} from users u where u.list_number > ${after} order by u.list_number limit ${limit}`),
  );
}

export interface CandidateChanges {
  /** The snapshot the rows were read under: the columns stand at it once they are written. */
  snapshot: string;
  /** The highest list number now. */
  maxNumber: number;
  rows: CandidateRow[];
}

/**
 * Everything the columns at `since` (a snapshot) lack, read under one new snapshot: the members whose changes it does
 * not see (the lists' log, match_list_changes, by transaction id, as a list's refresh reads it), members with list
 * numbers above `maxNumber` (new rows; up to `newRowsLimit` of them), and the numbers not seen yet below it (`holes`:
 * an insert that took its number before a later one but committed after it).
 */
export async function readCandidateChanges(db: Database, since: string, maxNumber: number, holes: readonly number[], newRowsLimit: number): Promise<CandidateChanges> {
  const snapshot = sql`${since}::pg_snapshot`;
  const rows = rowsOf<CandidateRow & { now_snapshot: string; max_number: number | null }>(
    await db.execute(sql`
      select s.now_snapshot, s.max_number, r.*
      from (select pg_current_snapshot()::text as now_snapshot, (select max(list_number) from users) as max_number) s
      left join lateral (
        -- The changed members' ids as an array first: each then read by her primary key, whatever the planner guesses
        -- of how many log rows a snapshot does not see (it guesses a third, and read the members' table whole).
        select ${candidateColumnsSql()} from users u
        where u.id = any (array(select c.member_id from match_list_changes c
                                where c.changed_xid >= pg_snapshot_xmin(${snapshot}) and not pg_visible_in_snapshot(c.changed_xid, ${snapshot})))
        union
        select ${candidateColumnsSql()} from users u where u.list_number > ${maxNumber} and u.list_number <= ${maxNumber + newRowsLimit}
        ${holes.length > 0 ? sql`union select ${candidateColumnsSql()} from users u where u.list_number = any (${sql.param([...holes])}::integer[])` : sql``}
      ) r on true`),
  );
  const first = rows[0]!;
  return {
    snapshot: first.now_snapshot,
    maxNumber: Number(first.max_number ?? 0),
    rows: rows.filter((row) => row.id !== null).map(({ now_snapshot: _s, max_number: _m, ...row }) => row),
  };
}

/** The viewer's own row as the columns read members, and PostgreSQL's current_date (the musts' day), for a build. */
export async function readBuildViewer(db: Database, viewerId: string): Promise<{ row: CandidateRow; currentDate: string } | null> {
  const [row] = rowsOf<CandidateRow & { current_date: string }>(
    await db.execute(sql`select ${candidateColumnsSql()}, current_date::text as current_date from users u where u.id = ${viewerId}::uuid`),
  );
  if (!row) return null;
  const { current_date: currentDate, ...member } = row;
  return { row: member, currentDate };
}
