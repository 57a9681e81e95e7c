import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who has had the free trial, by keyed digests of the phone number and email it was started with. These rows
 * outlive the account (its deletion scrubs the phone and email), so that signing up again with the same number
 * or address does not give a second trial. A digest alone does not say whose it was (docs/decisions.md).
 */
export const trialClaims = pgTable('trial_claims', {
  /** `phone:` or `email:` and the HMAC-SHA256 (hex) of the normalised value. */
  digest: text('digest').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
});

/** Secrets the server makes for itself once and shares across its instances (TRIAL_CLAIM_SECRET unset). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Verified phone numbers a member replaced in her profile, by the same keyed digest as `trial_claims`: her trial is
 * claimed by them too, so that one real number moved from account to account gives one trial (docs/decisions.md).
 */
export const releasedPhones = pgTable(
  'released_phones',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    digest: text('digest').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.digest] })],
);
