import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CALL_END_REASONS, CALL_KINDS, CALL_STATUSES } from '@sakinah/contract';
import { users } from './users';

/**
 * A voice or video call (issue 44). Its id is a random UUID (122 random bits): unguessable, and every action and
 * signal is checked against the participants anyway. Nothing of the media is stored: only who, when, how long.
 */
export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    callerId: uuid('caller_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    calleeId: uuid('callee_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CALL_KINDS }).notNull(),
    status: text('status', { enum: CALL_STATUSES }).notNull(),
    /** Her setting (Settings → Family) asked for her guardian when the call started. */
    guardianRequired: boolean('guardian_required').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When media could first flow (answered, and her guardian there when required). */
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: CALL_END_REASONS }),
  },
  (t) => [
    index('calls_caller_created_idx').on(t.callerId, t.createdAt),
    index('calls_callee_created_idx').on(t.calleeId, t.createdAt),
    index('calls_open_idx').on(t.status).where(sql`${t.status} in ('ringing', 'waiting_guardian', 'active')`),
  ],
);

/**
 * Who is in a call or rung for it. `live` marks a line held by a call not yet over: one live line per account, so two
 * calls racing to one member cannot both ring her (the unique index decides: the second is busy).
 */
export const callParticipants = pgTable(
  'call_participants',
  {
    callId: uuid('call_id').notNull().references(() => calls.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['caller', 'callee', 'guardian'] }).notNull(),
    /** For a guardian: the ward she is on the call for. */
    guardianOf: uuid('guardian_of').references(() => users.id, { onDelete: 'cascade' }),
    live: boolean('live').notNull().default(true),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.callId, t.userId] }),
    uniqueIndex('call_participants_one_live_uq').on(t.userId).where(sql`${t.live}`),
  ],
);
