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

/**
 * An administrator's refund of a payment, claimed before the provider is asked (docs/decisions.md): the claim is
 * committed first, so two clicks or a retry after a database failure never ask the provider twice, and no database
 * connection waits on the provider's answer. `requested` until the provider answers; then its refund id and
 * `pending` or `processed`.
 */
export const paymentRefunds = pgTable('payment_refunds', {
  paymentId: uuid('payment_id').primaryKey().references(() => payments.id, { onDelete: 'cascade' }),
  requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  providerRefundId: text('provider_refund_id'),
  status: text('status', { enum: ['requested', 'pending', 'processed'] }).notNull(),
});
