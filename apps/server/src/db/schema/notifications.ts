import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind, NotificationPreferences } from '@sakinah/contract';
import { users } from './users';

/**
 * Something that happened to a member (docs/notifications.md): recorded in the same transaction as its cause, listed in
 * her notification centre, and fanned out to her devices and mail by the delivery worker. Texts are rendered when
 * read or sent (her "show names" setting may change in between), from the kind and these few facts.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** The other member it is about (a sender, an answerer); its notifications go with her account. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The request (profile or photo) it is about, so a withdrawn one hides it. */
    subjectId: uuid('subject_id'),
    /** The in-app page it opens. */
    url: text('url').notNull(),
    daysLeft: integer('days_left'),
    accepted: boolean('accepted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** `pending`: the worker has not fanned it out yet (or quiet hours hold it until `dueAt`); `done`: fanned out. */
    fanout: text('fanout', { enum: ['pending', 'done'] }).notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    /** Held through quiet hours: released with the others as one push. */
    held: boolean('held').notNull().default(false),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_due_idx').on(t.dueAt).where(sql`${t.fanout} = 'pending'`),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/** A browser (device) a member turned push on in; at most 10 per member. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One notification to one target (a push subscription's id, or `mail`): the idempotency key of a delivery. A row
 * marked `sent` is never sent again; `sending` holds a lease (`leaseUntil`) that another worker takes over only once
 * it lapses (the first worker died): at least once.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    notificationId: uuid('notification_id').notNull().references(() => notifications.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'gone', 'failed', 'dropped'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Quiet hours collapsed several into this one push: how many. */
    collapsed: integer('collapsed').notNull().default(1),
    lastError: text('last_error'),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.target] }),
    index('notification_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
  ],
);

/** Settings → Notifications; no row or no preferences: the defaults (the contract's `defaultNotificationPreferences`). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<NotificationPreferences>(),
  /** The key her mails' one-click unsubscribe links are signed with (made with her first notification mail). */
  mailKey: text('mail_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NotificationRow = typeof notifications.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
