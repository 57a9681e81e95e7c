import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { packages } from './packages';
import { payments } from './payments';
import { users } from './users';

/** What a member bought (or the trial): limits copied at purchase so plan edits never change them. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id').notNull().references(() => packages.id),
    paymentId: uuid('payment_id').unique().references(() => payments.id),
    kind: text('kind', { enum: ['paid', 'trial', 'complimentary'] }).notNull(),
    planName: text('plan_name').notNull(),
    duration: text('duration').notNull(),
    canSeeContactInfo: boolean('can_see_contact_info').notNull(),
    maxPhotosViews: integer('max_photos_views'),
    maxProfileViews: integer('max_profile_views'),
    /** New conversations a day; null = no cap. */
    messagingDailyCap: integer('messaging_daily_cap'),
    readReceipts: boolean('read_receipts').notNull().default(false),
    /** The plan's capability keys at purchase (PLAN_FEATURES); the booleans above are derived from them. */
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Bought before the member's profile was approved: not in force, and its dates are counted from the approval
     * (core/plans/plan-start.repo.ts moves them then). Until then they are what approval now would give.
     */
    awaitingApproval: boolean('awaiting_approval').notNull().default(false),
    /** Paused while a plan bought with "Start now" runs: not in force in [pausedFrom, pausedUntil); its end moved by as much. */
    pausedFrom: timestamp('paused_from', { withTimezone: true }),
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.endsAt), index('subscriptions_active_ends_idx').on(t.isActive, t.endsAt)],
);

/** Renewal reminders already mailed: one per subscription and moment, so none is sent twice. */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    subscriptionId: uuid('subscription_id').notNull().references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['7d', '1d', '0d'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.kind] })],
);
