import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A plan. Money is whole paise; null limits mean unlimited. */
export const packages = pgTable('packages', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stable identifier for seeding; never shown. */
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  pricePaise: integer('price_paise').notNull(),
  discountPercent: integer('discount_percent').notNull().default(0),
  duration: text('duration', { enum: ['1 Month', '3 Months', '6 Months', '1 Year'] }).notNull(),
  /** Capability keys from the contract's PLAN_FEATURES; the server enforces each one. */
  features: text('features').array().notNull(),
  highlighted: boolean('highlighted').notNull().default(false),
  buttonText: text('button_text').notNull(),
  maxPhotosViews: integer('max_photos_views'),
  maxProfileViews: integer('max_profile_views'),
  /** New conversations a day; null = no cap. */
  messagingDailyCap: integer('messaging_daily_cap'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PackageRow = typeof packages.$inferSelect;
