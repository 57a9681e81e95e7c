import { index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments';
import { users } from './users';

/** What a receipt shows about the purchase, fixed when it is issued; the seller's details come from configuration. */
export interface ReceiptDetails {
  memberName: string;
  memberEmail: string;
  planName: string;
  duration: string;
  periodStart: string;
  periodEnd: string;
  amountPaise: number;
  currency: string;
  providerPaymentId: string;
  /** How it was paid: the provider's method (card, upi, netbanking...) or the provider's name. */
  method: string;
  /** Bought before approval: the period starts at approval (absent on receipts issued before this existed). */
  startsOnApproval?: boolean;
  /** A sentence about the period fixed at purchase (the review time, or the plan paused for this one). */
  periodNote?: string | null;
}

/** One receipt per payment; `number` comes from receipt_counter, so the sequence has no gaps. */
export const receipts = pgTable(
  'receipts',
  {
    number: integer('number').primaryKey(),
    paymentId: uuid('payment_id').notNull().unique().references(() => payments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    details: jsonb('details').$type<ReceiptDetails>().notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [index('receipts_user_idx').on(t.userId, t.issuedAt)],
);

/** A single row: the last receipt number issued. Taken with a row lock in the payment's transaction. */
export const receiptCounter = pgTable('receipt_counter', {
  id: integer('id').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
