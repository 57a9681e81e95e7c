import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from './subscriptions';
import { users } from './users';

/**
 * What a member has used of their plan in one plan-month (`month`: 0 for the plan's first month, core/plans/plan-month.ts):
 * each distinct profile opened and each distinct member whose photos were seen counts once a month.
 */
export const planUsage = pgTable(
  'plan_usage',
  {
    subscriptionId: uuid('subscription_id').notNull().references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['profile', 'photos'] }).notNull(),
    subjectId: uuid('subject_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    month: integer('month').notNull().default(0),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.kind, t.month, t.subjectId] })],
);
