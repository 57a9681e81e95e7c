import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Why a member deleted her account, as she chose to say it (all optional), for the team: what was lost (paid days
 * left) and her reasons. Nothing personal: the account row it points to is scrubbed at the same moment.
 */
export const accountDepartures = pgTable(
  'account_departures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reasons: text('reasons').array().notNull(),
    note: text('note'),
    paidDaysLeft: integer('paid_days_left').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_departures_created_idx').on(t.createdAt)],
);
