import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { packages } from './packages';
import { users } from './users';

/** A verified payment. One per order. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().unique().references(() => orders.id),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id').notNull().references(() => packages.id),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: ['captured', 'failed', 'refunded'] }).notNull().default('captured'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
  },
  (t) => [index('payments_user_idx').on(t.userId, t.createdAt), index('payments_created_idx').on(t.createdAt)],
);
