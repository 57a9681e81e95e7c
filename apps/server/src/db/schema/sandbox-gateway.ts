import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The built-in sandbox payment gateway's own books (what a real provider keeps on its side). */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  status: text('status', { enum: ['created', 'attempted', 'paid'] }).notNull().default('created'),
  paymentId: text('payment_id'),
  callbackUrl: text('callback_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
