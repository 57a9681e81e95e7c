import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from './subscriptions';
import { users } from './users';

/**
 * What a member has used of their plan in one subscription period: each distinct profile opened
 * and each distinct member whose photos were seen counts once.
 */
export const planUsage = pgTable(
  'plan_usage',
  {
    subscriptionId: uuid('subscription_id').notNull().references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['profile', 'photos'] }).notNull(),
    subjectId: uuid('subject_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.kind, t.subjectId] })],
);
