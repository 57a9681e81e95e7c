import { date, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per member with a stored match list (modules/discovery/match-lists.repo.ts): which listing
 * it was built for and where it stops. Built on a member's first browse of the day, dropped the day after.
 */
export const matchListHeads = pgTable('match_list_heads', {
  viewerId: uuid('viewer_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
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
});

/**
 * A member's best candidates in listing order (score, created_at, id, all descending). No foreign
 * keys: members are never deleted as rows, and a build writes a few hundred rows at once.
 */
export const matchLists = pgTable(
  'match_lists',
  {
    viewerId: uuid('viewer_id').notNull(),
    score: smallint('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull(),
    candidateId: uuid('candidate_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.viewerId, t.score, t.createdAt, t.candidateId] }),
    index('match_lists_candidate_idx').on(t.candidateId),
  ],
);
