import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { messages } from './messages';

/** One member blocking another: each disappears from the other's listings, profiles, requests and chats. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

/** A report about a member, for the admins' queue. The reporter is never shown to the reported member. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reportedId: uuid('reported_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['fake_profile', 'inappropriate_photos', 'harassment', 'asking_for_money', 'already_married', 'other'] }).notNull(),
    note: text('note'),
    status: text('status', { enum: ['open', 'dismissed', 'actioned'] }).notNull().default('open'),
    /** The reporter's plan has priority support: shown marked and first. */
    priority: boolean('priority').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    /** A chat message the reported member sent the reporter, attached from the chat (kept as sent, even if the message goes). */
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    messageText: text('message_text'),
  },
  (t) => [uniqueIndex('reports_pair_uq').on(t.reporterId, t.reportedId), index('reports_status_idx').on(t.status, t.createdAt), index('reports_reported_status_idx').on(t.reportedId, t.status)],
);
