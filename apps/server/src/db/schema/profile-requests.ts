import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A profile-view (connection) request between two members. */
export const profileRequests = pgTable(
  'profile_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'cancelled', 'removed'] }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** The sender's introduction (at most 300 characters), stored as written; masked for a reader who may not see her contact details. */
    message: text('message'),
    /** The scam rules the introduction hit (chat's rules), for the receiver's warning; null when none. */
    messageScamSignals: text('message_scam_signals').array(),
  },
  (t) => [
    // At most one open (pending or accepted) request per pair of members, whichever way it goes:
    // two members asking each other at the same moment cannot both succeed.
    uniqueIndex('profile_requests_open_pair_uq')
      .on(sql`least(${t.senderId}, ${t.receiverId})`, sql`greatest(${t.senderId}, ${t.receiverId})`)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index('profile_requests_receiver_idx').on(t.receiverId, t.status),
    index('profile_requests_sender_idx').on(t.senderId, t.status),
  ],
);
