import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The profile editor's saved values per section, plus where the member left off. */
export const drafts = pgTable('drafts', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  sections: jsonb('sections').$type<Record<string, Record<string, unknown>>>().notNull().default({}),
  currentSection: text('current_section').notNull().default('personal'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
