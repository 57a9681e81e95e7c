import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A request to see a member's private photos. One row per (owner, requester). */
export const photoAccessRequests = pgTable(
  'photo_access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'rejected'] }).notNull().default('pending'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('photo_access_pair_uq').on(t.ownerId, t.requesterId),
    index('photo_access_owner_status_idx').on(t.ownerId, t.status, t.createdAt),
    index('photo_access_requester_idx').on(t.requesterId),
  ],
);
