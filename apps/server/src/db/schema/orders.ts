import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { packages } from './packages';
import { users } from './users';

/** A payment order at the provider; amount copied from the plan when the order was made. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id').notNull().references(() => packages.id),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: ['created', 'paid', 'failed'] }).notNull().default('created'),
    /** Chosen before paying while a plan is in force: 'now' pauses it, 'after' queues behind it (core/plans/stacking.ts). */
    startMode: text('start_mode', { enum: ['now', 'after'] }).notNull().default('after'),
    packageSnapshot: jsonb('package_snapshot').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt), index('orders_status_idx').on(t.status, t.createdAt)],
);
