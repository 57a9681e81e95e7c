import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A chat message between two connected members. `pairKey` is the two ids sorted and joined. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pairKey: text('pair_key').notNull(),
    senderId: uuid('sender_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The sender's own id for the message, so a resend after a reconnect is not stored twice. */
    clientId: text('client_id').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Scam patterns the server found when it was sent (rule ids): the receiver sees a warning, the sender nothing. */
    scamSignals: text('scam_signals').array(),
    /**
     * With the sender's message just before or after it, this one spells a phone number or address that neither
     * does alone ("98765", then "43210"): its digits are masked like a whole number would be.
     */
    splitContact: boolean('split_contact').notNull().default(false),
  },
  (t) => [
    uniqueIndex('messages_sender_client_uq').on(t.senderId, t.clientId),
    index('messages_pair_created_idx').on(t.pairKey, t.createdAt, t.id),
    index('messages_receiver_unread_idx').on(t.receiverId, t.readAt),
    index('messages_flagged_sender_idx').on(t.senderId, t.createdAt).where(sql`${t.scamSignals} is not null`),
  ],
);

/** Who started each conversation and when (the daily cap counts these). */
export const conversationStarts = pgTable(
  'conversation_starts',
  {
    pairKey: text('pair_key').primaryKey(),
    starterId: uuid('starter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('conversation_starts_starter_idx').on(t.starterId, t.startedAt)],
);

/** A request to share phone and email inside one conversation. */
export const contactExchanges = pgTable(
  'contact_exchanges',
  {
    pairKey: text('pair_key').primaryKey(),
    requesterId: uuid('requester_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'awaiting_guardian', 'accepted', 'declined', 'withdrawn'] }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  // A member's exchanges (Settings) by either half of the pair key, instead of reading the table whole.
  (t) => [
    index('contact_exchanges_first_member_idx').on(sql`split_part(${t.pairKey}, '|', 1)`),
    index('contact_exchanges_second_member_idx').on(sql`split_part(${t.pairKey}, '|', 2)`),
  ],
);
