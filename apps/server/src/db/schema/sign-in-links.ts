import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A single-use sign-in link mailed to the owner when her password sign-in is locked after wrong
 * guesses: the lock stops guessing, the link lets the real owner in (docs/decisions.md).
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sign_in_links_user_idx').on(t.userId, t.createdAt)],
);
