import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A member's photo: re-encoded variants stored under random keys in the storage provider. */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Random key shared by the variants: `<key>-small.webp`, `<key>-large.webp`, `<key>-blur.webp`. */
    storageKey: text('storage_key').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
    /** 64-bit perceptual hash (dHash of the normalised grey image), to find the same photo on another account. */
    perceptualHash: bigint('perceptual_hash', { mode: 'bigint' }),
    /** Held from other members while a Risk item about it is open (a photo another member already uses). */
    held: boolean('held').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_user_idx').on(t.userId, t.position)],
);
