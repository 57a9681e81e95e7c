import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/** A guardian (wali) a member invited: read-only access to the member's requests, and chats if allowed. */
export const guardians = pgTable(
  'guardians',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Where the invitation went: an address, or (issue 41, item 6) a mobile number by WhatsApp or SMS; one of the two. */
    email: text('email'),
    phone: text('phone'),
    channel: text('channel', { enum: ['email', 'whatsapp', 'sms'] }).notNull().default('email'),
    /** Issue 41: the name and relation the member gave when inviting (the guardian's own name replaces it on accepting). */
    name: text('name'),
    relation: text('relation', { enum: ['father', 'mother', 'brother', 'sister', 'uncle', 'aunt', 'grandparent', 'other'] }),
    status: text('status', { enum: ['invited', 'active', 'removed'] }).notNull().default('invited'),
    inviteTokenHash: text('invite_token_hash').unique(),
    guardianUserId: uuid('guardian_user_id').references(() => users.id, { onDelete: 'set null' }),
    canReadConversations: boolean('can_read_conversations').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('guardians_member_email_open_uq').on(t.memberId, t.email).where(sql`${t.status} <> 'removed'`),
    uniqueIndex('guardians_member_phone_open_uq').on(t.memberId, t.phone).where(sql`${t.status} <> 'removed'`),
    index('guardians_phone_created_idx').on(t.phone, t.createdAt).where(sql`${t.phone} is not null`),
    index('guardians_guardian_user_idx').on(t.guardianUserId),
    check('guardians_email_or_phone', sql`num_nonnulls(${t.email}, ${t.phone}) = 1`),
  ],
);
