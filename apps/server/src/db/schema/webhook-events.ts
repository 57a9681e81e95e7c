import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Provider webhook events already handled, so a re-delivery is dropped. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
