import { bigint, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';
import { images } from './images';

/**
 * Something that looks wrong about a member, raised by the server's own checks (a photo another member
 * already uses, scam-like messages, fake-profile signals) for the admins' Risk queue. `dedupeKey` makes
 * raising idempotent: a repeat signal updates the open item instead of adding another.
 */
export const riskItems = pgTable(
  'risk_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', {
      enum: ['duplicate_photo', 'scam_messages', 'shared_origin', 'new_account_burst', 'duplicate_text', 'many_reports'],
    }).notNull(),
    /** The member the item is about. */
    subjectId: uuid('subject_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Another member it ties the subject to (the earlier owner of a photo, an account with the same text). */
    otherId: uuid('other_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The subject's photo held from other members while the item is open (duplicate photos). */
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    /** The other member's photo it matched. */
    otherImageId: uuid('other_image_id').references(() => images.id, { onDelete: 'set null' }),
    /** Points added to the subject's risk score while the item is open. */
    score: integer('score').notNull(),
    /** The reason in numbers: distances, counts, flagged message ids, thresholds crossed. */
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    dedupeKey: text('dedupe_key').notNull(),
    status: text('status', { enum: ['open', 'dismissed', 'actioned'] }).notNull().default('open'),
    /** What the admin did (RISK_RESOLUTIONS in the contract): a false alarm, the photo rejected, the member suspended. */
    resolution: text('resolution', { enum: ['false_alarm', 'photo_rejected', 'suspended'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('risk_items_dedupe_uq').on(t.dedupeKey),
    index('risk_items_status_idx').on(t.status, t.createdAt),
    index('risk_items_subject_idx').on(t.subjectId, t.status),
  ],
);

/**
 * Multi-index hashing for photo perceptual hashes: the 64-bit hash cut into bands, one row per band.
 * Two hashes within a small Hamming distance share at least one band exactly (or within one bit), so a
 * lookup probes a few band values on an index instead of comparing against every photo.
 */
export const photoHashBands = pgTable(
  'photo_hash_bands',
  {
    band: smallint('band').notNull(),
    bits: integer('bits').notNull(),
    imageId: uuid('image_id').notNull().references(() => images.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.band, t.bits, t.imageId] }), index('photo_hash_bands_image_idx').on(t.imageId)],
);

/** Where and from what an account was created, for "several accounts from one device or address in a day". */
export const accountOrigins = pgTable(
  'account_origins',
  {
    userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    /** The client address as the trusted proxy chain reports it. */
    ip: text('ip').notNull(),
    /** A hash of a first-party device cookie (never a third-party fingerprint). */
    deviceHash: text('device_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_origins_ip_idx').on(t.ip, t.createdAt), index('account_origins_device_idx').on(t.deviceHash, t.createdAt)],
);

/** MinHash band signatures of a member's free text ("about me", expectations): near-copies share a band. */
export const textFingerprints = pgTable(
  'text_fingerprints',
  {
    field: text('field', { enum: ['about_me', 'expectations'] }).notNull(),
    band: smallint('band').notNull(),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.field, t.band, t.hash, t.userId] }), index('text_fingerprints_user_idx').on(t.userId)],
);

/**
 * A guardian's decision on a contact exchange both members agreed to, one row per member whose setting
 * asks for it. Contacts are shared only when every such row is approved.
 */
export const contactExchangeApprovals = pgTable(
  'contact_exchange_approvals',
  {
    pairKey: text('pair_key').notNull(),
    /** The member whose guardian decides. */
    memberId: uuid('member_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'declined'] }).notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.pairKey, t.memberId] }), index('contact_exchange_approvals_member_idx').on(t.memberId, t.status)],
);

