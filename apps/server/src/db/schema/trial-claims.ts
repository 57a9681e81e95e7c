import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
