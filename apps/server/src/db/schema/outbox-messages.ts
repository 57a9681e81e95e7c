import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mail, WhatsApp, SMS and (development) push messages kept by the embedded providers instead of being sent. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'whatsapp', 'sms', 'push'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_created_idx').on(t.to, t.createdAt)],
);
