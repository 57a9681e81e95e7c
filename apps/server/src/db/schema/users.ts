import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PartnerPreferences } from '@sakinah/contract';

/** A member or an administrator, with every profile and privacy field of spec section 3. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role', { enum: ['member', 'admin', 'guardian'] }).notNull().default('member'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased; unique among live accounts. */
    email: text('email').notNull(),
    contactNo: text('contact_no'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash').notNull(),
    bio: text('bio'),
    profileFor: text('profile_for', { enum: ['self', 'daughter', 'son', 'other'] }).notNull().default('self'),
    customRelation: text('custom_relation'),
    /** Who manages the account (issue 41): self, father, mother … (ACCOUNT_HOLDER_RELATIONS); null when never asked. */
    accountHolder: text('account_holder', { enum: ['self', 'father', 'mother', 'brother', 'sister', 'guardian', 'other'] }),
    /** The account holder's own name ("Iqbal Rizvi"); null for "self". */
    accountHolderName: text('account_holder_name'),
    dob: date('dob', { mode: 'string' }),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    maritalStatus: text('marital_status'),
    height: text('height'),
    weight: text('weight'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    education: text('education'),
    occupation: text('occupation'),
    workLocation: text('work_location'),
    annualIncome: text('annual_income'),
    fatherName: text('father_name'),
    motherName: text('mother_name'),
    siblings: text('siblings'),
    familyType: text('family_type'),
    familyValues: text('family_values'),
    caste: text('caste'),
    casteInterestedIn: text('caste_interested_in').array().notNull().default(sql`'{}'::text[]`),
    /** The faith profile (issue 41): lower-case keys of the contract's lists (faith.ts); `caste` stays, mapped into them. */
    sect: text('sect'),
    school: text('school'),
    community: text('community'),
    prayer: text('prayer'),
    covering: text('covering'),
    islamicEducation: text('islamic_education'),
    motherTongue: text('mother_tongue'),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** Fields shown to nobody else (matching still reads them). */
    privateFields: text('private_fields').array().notNull().default(sql`'{}'::text[]`),
    /** Wishes with their musts: { sect: { values, must }, age: { from, to, must } … } (docs/matching.md). */
    partnerPreferences: jsonb('partner_preferences').$type<PartnerPreferences>().notNull().default(sql`'{}'::jsonb`),
    ageRangePreference: text('age_range_preference'),
    heightPreference: text('height_preference'),
    educationPreference: text('education_preference'),
    occupationPreference: text('occupation_preference'),
    locationPreference: text('location_preference'),
    aboutMe: text('about_me'),
    expectations: text('expectations'),
    avatarImageId: uuid('avatar_image_id'),
    status: text('status', { enum: ['Pending', 'Active', 'Rejected', 'Suspended'] }).notNull().default('Pending'),
    rejectionReason: text('rejection_reason'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** What the account was before an admin suspended it, so reinstating restores exactly that. */
    statusBeforeSuspension: text('status_before_suspension', { enum: ['Pending', 'Active', 'Rejected'] }),
    /** When the profile (re-)entered the review queue; the queue is oldest first. */
    submittedForReviewAt: timestamp('submitted_for_review_at', { withTimezone: true }),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] }).notNull().default('unpaid'),
    isPaymentComplete: boolean('is_payment_complete').notNull().default(false),
    isProfileComplete: boolean('is_profile_complete').notNull().default(false),
    currentSubscriptionId: uuid('current_subscription_id'),
    trialUsedAt: timestamp('trial_used_at', { withTimezone: true }),
    /** The language she reads Sakinah, her mails, OTPs and notifications in (issue 43). */
    language: text('language', { enum: ['en', 'hi', 'ur'] }).notNull().default('en'),
    photoPrivacy: text('photo_privacy', { enum: ['public', 'private'] }).notNull().default('private'),
    accountPrivacy: text('account_privacy', { enum: ['public', 'private'] }).notNull().default('public'),
    profileVisibility: text('profile_visibility', { enum: ['public', 'followers', 'private'] }).notNull().default('public'),
    activityStatus: boolean('activity_status').notNull().default(true),
    searchable: boolean('searchable').notNull().default(true),
    /** Browses without appearing in any listing. */
    invisibleMode: boolean('invisible_mode').notNull().default(false),
    /** Paused by the member; hidden until they sign in and reactivate. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    verificationStatus: text('verification_status', { enum: ['none', 'submitted', 'verified', 'rejected'] }).notNull().default('none'),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** The last unread-messages digest mailed (at most one a day). */
    lastMessageDigestAt: timestamp('last_message_digest_at', { withTimezone: true }),
    /** Mails 7 and 1 days before a plan ends and on the day it ends; the member may turn them off. */
    renewalReminders: boolean('renewal_reminders').notNull().default(true),
    /** A daily mail with the day's match suggestions (a plan feature); off until the member turns it on. */
    dailySuggestionMail: boolean('daily_suggestion_mail').notNull().default(false),
    /** The last daily suggestions mail sent (at most one an India day). */
    lastSuggestionMailAt: timestamp('last_suggestion_mail_at', { withTimezone: true }),
    /** Contact exchange waits for the member's guardian's approval once both members agree (Settings → Family). */
    guardianApprovesContacts: boolean('guardian_approves_contacts').notNull().default(false),
    /** Her guardian is rung with her, and her calls connect only once the guardian has joined (Settings → Family). */
    guardianOnCalls: boolean('guardian_on_calls').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * The member's number in stored match lists (issue 45): 4 bytes where her id takes 16, so a list of 240 fits in its
     * row (about 1.5 KB) and a rewrite writes no out-of-line chunks. Given once, never reused, never shown to anyone.
     */
    listNumber: integer('list_number').notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    uniqueIndex('users_list_number_uq').on(t.listNumber),
    uniqueIndex('users_email_live_uq').on(t.email).where(sql`${t.deletedAt} is null`),
    // A number may be shared by a family's profiles (issue 41), but holds one person's own profile at most.
    index('users_contact_live_idx').on(t.contactNo).where(sql`${t.deletedAt} is null and ${t.contactNo} is not null`),
    uniqueIndex('users_contact_self_live_uq')
      .on(t.contactNo)
      .where(sql`${t.deletedAt} is null and ${t.contactNo} is not null and ${t.accountHolder} = 'self'`),
    // Listing filters (featured profiles): status + gender first, then caste, age, place; keyset on (created_at, id).
    index('users_listing_idx')
      .on(t.status, t.gender, t.caste, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.searchable}`),
    index('users_dob_idx').on(t.gender, t.dob).where(sql`${t.deletedAt} is null`),
    index('users_place_idx').on(t.state, t.city).where(sql`${t.deletedAt} is null`),
    index('users_status_created_idx').on(t.status, t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
