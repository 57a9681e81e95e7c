import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A PostgreSQL snapshot (`pg_snapshot`), as text: which transactions a statement saw (docs/matching.md, "Kept up to date"). */
const pgSnapshot = customType<{ data: string }>({ dataType: () => 'pg_snapshot' });

/** A transaction id with its epoch (`xid8`), as text: never wraps around. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/** The key of a member's list without sidebar filters (her main list, which daily suggestions read too). */
export const UNFILTERED_LIST_KEY = '';

/**
 * One row per stored match list (modules/discovery/match-lists.repo.ts): whose, for which sidebar filters, which
 * listing it was built for and where it stops. A member has her main list (list_key '') and at most a few lists
 * for filters she used (MAX_FILTER_LISTS). Built on a member's first browse of the day (or first use of a filter),
 * refreshed when read, dropped when no longer read (MATCH_LIST_IDLE_MS) or the day after.
 */
export const matchListHeads = pgTable('match_list_heads', {
  viewerId: uuid('viewer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** '' for the list without filters; otherwise a hash of the sidebar's filter values (filterListKey). */
  listKey: text('list_key').notNull().default(UNFILTERED_LIST_KEY),
  /** Everything the score reads about the viewer, the day and the list size: a mismatch means rebuild. */
  fingerprint: text('fingerprint').notNull(),
  /** The day the ages were computed for (the listing's day, UTC). */
  day: date('day', { mode: 'string' }).notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull(),
  /**
   * The last entry's key when the list was cut at its size: the list holds exactly the candidates
   * ranked at or above it, and the listing continues below it with a live query. Null: the list holds
   * every candidate.
   */
  boundaryScore: smallint('boundary_score'),
  boundaryCreatedAt: timestamp('boundary_created_at', { withTimezone: true, precision: 6 }),
  boundaryId: uuid('boundary_id'),
  /** The gender of the list's candidates (the viewer's opposite when it was built): the upkeep looks lists up by it. */
  candidateGender: text('candidate_gender'),
  /**
   * When the list is cut: its boundary score less the most the viewer's own wishes can add to a pair (wishCapSql).
   * A changed member whose own wishes can add less than this cannot reach the boundary, so the upkeep never scores
   * her against this list (docs/matching.md, "Kept up to date"). Null: the list is not cut and admits anyone.
   */
  admitNeed: smallint('admit_need'),
  /**
   * The filters the list was built with, as the listing applies them (preparedFilterSql's values): a member
   * enters the list only if she passes them, so a candidate's change can be applied to every list exactly
   * (refreshCandidatesInLists). Empty arrays and nulls: no such filter.
   */
  filterCastes: text('filter_castes').array().notNull().default(sql`'{}'::text[]`),
  filterDobFrom: date('filter_dob_from', { mode: 'string' }),
  filterDobTo: date('filter_dob_to', { mode: 'string' }),
  filterMaritalStatus: text('filter_marital_status').array().notNull().default(sql`'{}'::text[]`),
  filterEducation: text('filter_education').array().notNull().default(sql`'{}'::text[]`),
  filterOccupation: text('filter_occupation').array().notNull().default(sql`'{}'::text[]`),
  filterHeight: text('filter_height').array().notNull().default(sql`'{}'::text[]`),
  filterState: text('filter_state'),
  filterCity: text('filter_city'),
  /**
   * The list's entries in listing order (score, the member's created_at, her id, all descending), as two parallel
   * arrays on this one row (issue 45): each entry's score and her `users.list_number`. 240 entries take about 1.5 KB,
   * so the row stays in line (no out-of-line chunks to rewrite); her created_at and id, the order's tie-breaks, are read
   * from her row by the page that reads her anyway. A row and two index entries per candidate took 43 KB before.
   */
  candidateNumbers: integer('candidate_numbers').array().notNull().default(sql`'{}'::integer[]`),
  scores: smallint('scores').array().notNull().default(sql`'{}'::smallint[]`),
  /**
   * The snapshot the list's members were last read under (its build, or its last refresh): a change whose transaction
   * it does not see is not yet in the list, and the next refresh applies it (refreshMatchList). Exact whatever order
   * transactions commit in, which a time or a sequence number is not.
   */
  // The defaults are what a build stores (its statement's snapshot and time): an instance from before migration 0042,
  // still running during a rolling deploy, builds lists without naming these columns.
  refreshedSnapshot: pgSnapshot('refreshed_snapshot').notNull().default(sql`pg_current_snapshot()`),
  /** When the list was built or last refreshed: a page read more than MATCH_LIST_REFRESH_MS later refreshes it first. */
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.viewerId, t.listKey] }),
  // The lists of a gender (the upkeep's scan for lists that admit or hold a changed member), by how much they need.
  // No index on the entries: a rewrite changes no indexed column, so it is a HOT update (fillfactor 50, 0040).
  index('match_list_heads_admit_idx').on(t.candidateGender, t.admitNeed),
]);

/**
 * The log of members whose match fields changed (docs/matching.md, "Kept up to date"): a row per change, appended in
 * the change's own transaction and never updated, so a change waits for nothing. Each list applies the rows its
 * snapshot does not see when it is next read (refreshMatchList), so a change costs one row whatever the number of
 * lists; rows every list has applied are pruned (pruneMatchListChanges). No foreign key: it is written on every
 * match-field change.
 */
export const matchListChanges = pgTable(
  'match_list_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: uuid('member_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    /** The changing transaction: a list whose snapshot does not see it has yet to apply the change. */
    changedXid: xid8('changed_xid').notNull().default(sql`pg_current_xact_id()`),
    /**
     * The change made her listable again (makesListable): a list built while she was hidden lacks her, so every list
     * that has not applied it is refreshed before its next page, however recently it was refreshed.
     */
    listableAgain: boolean('listable_again').notNull().default(false),
    /**
     * Her gender and caste when the row was written (a change of either writes a row with the values before it too):
     * a list whose candidates are of another gender, or of castes its viewer is not interested in, can neither hold her
     * nor take her, and its refresh passes the row by without reading her. Null: every list applies it.
     */
    gender: text('gender'),
    caste: text('caste'),
  },
  (t) => [
    index('match_list_changes_xid_idx').on(t.changedXid),
    index('match_list_changes_listable_xid_idx').on(t.changedXid).where(sql`listable_again`),
    index('match_list_changes_member_idx').on(t.memberId),
  ],
);
