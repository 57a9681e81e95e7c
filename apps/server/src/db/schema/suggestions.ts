import { date, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who viewed whose profile: one row per pair, the last view and how many. Written in batches from
 * a per-process buffer (modules/viewers/view-recorder.ts); rows older than the retention are deleted.
 */
export const profileViews = pgTable(
  'profile_views',
  {
    viewerId: uuid('viewer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    viewedId: uuid('viewed_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.viewedId, t.viewerId] }),
    index('profile_views_viewed_recent_idx').on(t.viewedId, t.lastViewedAt.desc()),
    index('profile_views_last_viewed_idx').on(t.lastViewedAt),
  ],
);

/** The match suggestions of one member for one India day, best first (rank 1..10), computed once a day. */
export const dailySuggestions = pgTable(
  'daily_suggestions',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    candidateId: uuid('candidate_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    rank: integer('rank').notNull(),
    /** When the member first saw the suggestion (null: not yet). */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.candidateId] })],
);
