import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** An identity check: a document and a selfie, kept private, deleted once an admin has decided. */
export const verificationSubmissions = pgTable(
  'verification_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Storage keys; null once the files are deleted after the review. */
    documentKey: text('document_key'),
    documentType: text('document_type', { enum: ['image/jpeg', 'image/png', 'application/pdf'] }).notNull(),
    selfieKey: text('selfie_key'),
    selfieType: text('selfie_type', { enum: ['image/jpeg', 'image/png'] }).notNull(),
    status: text('status', { enum: ['submitted', 'verified', 'rejected'] }).notNull().default('submitted'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('verification_status_idx').on(t.status, t.createdAt), index('verification_user_idx').on(t.userId, t.createdAt)],
);
