import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The key of a member's list without sidebar filters (her main list, which daily suggestions read too). */
export const UNFILTERED_LIST_KEY = '';

/**
 * One row per stored match list (modules/discovery/match-lists.repo.ts): whose, for which sidebar filters, which
 * listing it was built for and where it stops. A member has her main list (list_key '') and at most a few lists
 * for filters she used (MAX_FILTER_LISTS). Built on a member's first browse of the day (or first use of a filter),
 * dropped the day after.
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
}, (t) => [
  primaryKey({ columns: [t.viewerId, t.listKey] }),
  // The lists of a gender (the upkeep's scan for lists that admit or hold a changed member), by how much they need.
  // No index on the entries: a rewrite changes no indexed column, so it is a HOT update (fillfactor 50, 0040).
  index('match_list_heads_admit_idx').on(t.candidateGender, t.admitNeed),
]);

/**
 * Members whose match fields changed and whose place in the stored lists is not yet brought up to date: the queue the
 * list upkeep works through (docs/matching.md, "Kept up to date"). A row per change, appended in the change's own
 * transaction and never updated, so a change never waits for a batch that holds the member's earlier rows; a batch
 * takes each member once however many rows she has. `changed_at` says how long a change has waited. No foreign key:
 * it is written on every match-field change and read in batches.
 */
export const matchListChanges = pgTable(
  'match_list_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: uuid('member_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [index('match_list_changes_changed_at_idx').on(t.changedAt), index('match_list_changes_member_idx').on(t.memberId)],
);
