import { z } from 'zod/mini';
import { ACCOUNT_HOLDER_RELATIONS, MEMBER_STATUSES, PAYMENT_STATUSES, PROFILE_FOR } from '../constants';
import { LANGUAGES } from '../i18n/languages';
import { faithRecordSchema, storedPartnerPreferencesSchema } from './faith';

/**
 * The signed-in member's own record, as every answer that carries `user` sends it (get-user,
 * sign-in, sign-up, profile and settings saves, payments). The route schemas use it as the
 * allow-list of what leaves the server, and the web takes its type from it: a field missing here
 * is never sent. Text fields are '' when empty.
 */
export const SUBSCRIPTION_KINDS = ['paid', 'trial', 'complimentary'] as const;

/** What every plan of hers says about itself: which plan, and when it runs. */
const planPeriodSchema = z.object({
  packageId: z.string(),
  planName: z.string(),
  duration: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});

/** The plan in force. null limits mean no limit. */
export const ownSubscriptionSchema = z.extend(planPeriodSchema, {
  kind: z.enum(SUBSCRIPTION_KINDS),
  isActive: z.literal(true),
  canSeeContactInfo: z.boolean(),
  maxPhotosViews: z.nullable(z.number()),
  maxProfileViews: z.nullable(z.number()),
});
export type OwnSubscription = z.infer<typeof ownSubscriptionSchema>;

/** A plan bought to start when the one in force ends, or (startsOnApproval) when her profile is approved. */
export const upcomingSubscriptionSchema = z.extend(planPeriodSchema, { startsOnApproval: z.boolean() });
export type UpcomingSubscription = z.infer<typeof upcomingSubscriptionSchema>;

/** The plan that ended last, sent only when no plan is in force. */
export const expiredSubscriptionSchema = z.extend(planPeriodSchema, {
  kind: z.enum(SUBSCRIPTION_KINDS),
  isActive: z.literal(false),
});
export type ExpiredSubscription = z.infer<typeof expiredSubscriptionSchema>;

/** Every profile and privacy field of the member; never the password hash or anything about sessions. */
export const selfProfileSchema = z.object({
  _id: z.string(),
  id: z.string(),
  role: z.enum(['member', 'admin', 'guardian']),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  name: z.string(),
  userName: z.string(),
  email: z.string(),
  contactNo: z.string(),
  phoneVerified: z.boolean(),
  bio: z.string(),
  profileFor: z.enum(PROFILE_FOR),
  customRelation: z.string(),
  /** Who manages the account (issue 41): null when not known (accounts from before it was asked). */
  accountHolder: z.nullable(z.enum(ACCOUNT_HOLDER_RELATIONS)),
  accountHolderName: z.string(),
  avatar: z.nullable(z.string()),
  avatarThumb: z.nullable(z.string()),
  images: z.array(z.string()),
  status: z.enum(MEMBER_STATUSES),
  rejectionReason: z.nullable(z.string()),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  isPaymentComplete: z.boolean(),
  isProfileComplete: z.boolean(),
  dob: z.string(),
  age: z.nullable(z.number()),
  gender: z.string(),
  maritalStatus: z.string(),
  height: z.string(),
  weight: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  education: z.string(),
  occupation: z.string(),
  workLocation: z.string(),
  annualIncome: z.string(),
  income: z.string(),
  fatherName: z.string(),
  motherName: z.string(),
  siblings: z.string(),
  familyType: z.string(),
  familyValues: z.string(),
  caste: z.string(),
  casteInterestedIn: z.array(z.string()),
  ageRangePreference: z.string(),
  heightPreference: z.string(),
  educationPreference: z.string(),
  occupationPreference: z.string(),
  locationPreference: z.string(),
  aboutMe: z.string(),
  about: z.string(),
  expectations: z.string(),
  photoPrivacy: z.enum(['public', 'private']),
  accountPrivacy: z.enum(['public', 'private']),
  profileVisibility: z.enum(['public', 'followers', 'private']),
  activityStatus: z.boolean(),
  searchable: z.boolean(),
  invisibleMode: z.boolean(),
  deactivated: z.boolean(),
  verificationStatus: z.enum(['none', 'submitted', 'verified', 'rejected']),
  verified: z.boolean(),
  createdAt: z.string(),
  /** The faith profile (issue 41): lower-case keys, '' when empty. */
  ...faithRecordSchema.shape,
  /** Fields she shows to nobody else. */
  privateFields: z.array(z.string()),
  /** Her wishes, each with its must. */
  partnerPreferences: storedPartnerPreferencesSchema,
});
export type SelfProfile = z.infer<typeof selfProfileSchema>;

/** The member with their mail preferences and plans: the `user` of every answer about oneself. */
export const selfUserSchema = z.extend(selfProfileSchema, {
  /** The language she reads Sakinah, her mails, OTPs and notifications in (issue 43). */
  language: z.enum(LANGUAGES),
  renewalReminders: z.boolean(),
  dailySuggestionMail: z.boolean(),
  /** Settings → Family: contact exchange waits for her guardian's approval. */
  guardianApprovesContacts: z.boolean(),
  /** Settings → Family: her guardian is rung with her, and a call connects once the guardian joins. */
  guardianOnCalls: z.boolean(),
  subscription: z.nullable(ownSubscriptionSchema),
  upcomingSubscriptions: z.array(upcomingSubscriptionSchema),
  expiredSubscription: z.nullable(expiredSubscriptionSchema),
  /** Requests to see my photos (spec section 3): who asked and my answer so far, newest first. */
  photoRequests: z.array(z.object({ userId: z.string(), status: z.enum(['pending', 'accepted', 'rejected']) })),
});
export type SelfUser = z.infer<typeof selfUserSchema>;
