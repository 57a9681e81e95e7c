import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages from the public contact form, read by the admins. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contactNo: text('contact_no'),
    message: text('message').notNull(),
    handled: boolean('handled').notNull().default(false),
    ip: text('ip'),
    /** Sent by a signed-in member whose plan has priority support: shown marked and first. */
    priority: boolean('priority').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_handled_idx').on(t.handled, t.createdAt), index('contact_messages_priority_idx').on(t.handled, t.priority, t.createdAt)],
);
