import { z } from 'zod/mini';
import { packageViewSchema, paymentViewSchema, subscriptionViewSchema } from './payments';
import { purchasePreviewSchema, receiptViewSchema } from './billing';
import { memberCardSchema } from './suggestions';
import { selfProfileSchema, selfUserSchema } from './self';
import { faithRecordSchema } from './faith';
import { RISK_KINDS } from '../trust';
import { PROFILE_FOR } from '../constants';
import { messageWarningSchema } from './messaging';

/**
 * The success bodies of the routes, one schema each. They are the routes' response schemas, so
 * they are also the allow-list of what leaves the server (a field missing here is never sent)
 * and the OpenAPI document's description of each answer.
 */

/** `{success: true, message}`: the answer of an action with nothing more to say. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** An action that changed the signed-in member: the message and the member as now. */
export const selfUpdatedResponseSchema = z.extend(messageResponseSchema, { user: selfUserSchema });

/** Another member as a small card in a list: name and the photo the viewer may see. */
const personRefSchema = z.object({
  _id: z.string(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.nullable(z.string()),
});

// Safety: blocks, reports, pausing the account.
export const blockedUsersResponseSchema = z.object({
  success: z.literal(true),
  users: z.array(z.extend(personRefSchema, { blockedAt: z.string() })),
});

// Privacy: photo privacy, privacy switches, photo access requests.
export const photoPrivacyResponseSchema = z.extend(selfUpdatedResponseSchema, { photoPrivacy: z.enum(['public', 'private']) });
const photoRequestStateSchema = z.object({ _id: z.string(), id: z.string(), status: z.string() });
export const photoRequestResponseSchema = z.extend(messageResponseSchema, { request: photoRequestStateSchema });
export const photoAccessCheckResponseSchema = z.object({
  success: z.literal(true),
  hasAccess: z.boolean(),
  status: z.enum(['no_request', 'pending', 'accepted']),
  photoPrivacy: z.enum(['public', 'private']),
});
export const photoAccessRequestsResponseSchema = z.object({
  success: z.literal(true),
  requests: z.array(
    z.object({
      _id: z.string(),
      id: z.string(),
      status: z.string(),
      message: z.nullable(z.string()),
      createdAt: z.string(),
      requester: personRefSchema,
    }),
  ),
});

// Profile requests (interest) and connections.
const profileRequestSchema = z.object({
  _id: z.string(),
  id: z.string(),
  sender: z.string(),
  receiver: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
/**
 * Who speaks for a member when it is not she herself (issue 41): the relation and the account holder's first name.
 * Null when she manages her own account. The web writes "Managed by her father, Iqbal" and "Iqbal (Ayesha's father)".
 */
export const accountHolderViewSchema = z.nullable(
  z.object({ relation: z.enum(['father', 'mother', 'brother', 'sister', 'guardian', 'other']), name: z.string() }),
);
export type AccountHolderView = z.infer<typeof accountHolderViewSchema>;

/** One request in a list, with the other member; contact details only when they are shared with the viewer. */
export const requestItemSchema = z.object({
  _id: z.string(),
  requestId: z.string(),
  requestshipId: z.string(),
  status: z.string(),
  createdAt: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.nullable(z.string()),
  email: z.nullable(z.string()),
  contactNo: z.nullable(z.string()),
  contactShared: z.boolean(),
  sender: z.string(),
  receiver: z.string(),
  /** The sender's introduction: masked for a reader who may not see her contact details; null when none. */
  message: z.nullable(z.string()),
  /** Scam categories the introduction hit, shown to its receiver only (as in chat). */
  messageWarning: z.optional(messageWarningSchema),
  /** What the request card shows of the other member (issue 39): age, place, and who manages the profile. */
  age: z.nullable(z.number()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  profileFor: z.enum(PROFILE_FOR),
  /** Who speaks for her when it is not she herself (issue 41): "Managed by Iqbal (Ayesha's father)". */
  accountHolder: accountHolderViewSchema,
});
const requestGroupSchema = z.object({ list: z.array(requestItemSchema), count: z.number() });
export const requestDataSchema = z.object({
  requests: requestGroupSchema,
  incomingRequests: requestGroupSchema,
  outgoingRequests: requestGroupSchema,
});
export const sendRequestResponseSchema = z.extend(messageResponseSchema, { request: profileRequestSchema });
export const respondRequestResponseSchema = z.extend(messageResponseSchema, { updatedRequest: profileRequestSchema });
export const requestDataResponseSchema = z.object({ success: z.literal(true), data: requestDataSchema });
/** What waits for the member's answer (the tab bar's Requests badge): profile, photo-access and contact-sharing requests. */
export const waitingCountsResponseSchema = z.object({
  success: z.literal(true),
  profileRequests: z.number(),
  photoRequests: z.number(),
  contactExchanges: z.number(),
});
export const approvedRequestsResponseSchema = z.object({ success: z.literal(true), requests: z.array(requestItemSchema) });

// Messaging.

export const chatMessageSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  text: z.string(),
  masked: z.boolean(),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
  warning: z.optional(messageWarningSchema),
});
export const conversationsBodySchema = z.object({
  conversations: z.array(
    z.object({
      otherUserId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      avatar: z.nullable(z.string()),
      open: z.boolean(),
      /** The other member deleted her account: the conversation is read-only and says she left. */
      left: z.boolean(),
      lastMessage: z.nullable(z.object({ id: z.string(), text: z.nullable(z.string()), fromMe: z.boolean(), createdAt: z.string(), warning: z.optional(messageWarningSchema) })),
      unread: z.number(),
    }),
  ),
  totalUnread: z.number(),
});
export const conversationsResponseSchema = z.extend(conversationsBodySchema, { success: z.literal(true) });
export const messageHistoryBodySchema = z.object({
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
  conversation: z.object({
    otherUserId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.nullable(z.string()),
    open: z.boolean(),
    /** The other member deleted her account: read-only, and the thread says she left. */
    left: z.boolean(),
    readReceipts: z.boolean(),
    /** Who writes for her when it is not she herself (issue 41): the header and her messages' sender line. */
    accountHolder: accountHolderViewSchema,
    contactExchange: z.nullable(
      z.object({
        status: z.string(),
        requesterId: z.string(),
        /** While `awaiting_guardian`: the members whose guardian has not decided yet. */
        awaitingGuardianOf: z.optional(z.array(z.string())),
        /** `declined` by a guardian rather than by a member: whose guardian. */
        declinedByGuardianOf: z.optional(z.string()),
      }),
    ),
    contact: z.nullable(z.object({ email: z.string(), contactNo: z.nullable(z.string()) })),
    /** With the contact details only: whose they are ("Iqbal Rizvi", "father"); null when they are her own. */
    contactOwner: z.nullable(z.object({ name: z.string(), relation: z.string() })),
    contactNeedsPlan: z.boolean(),
  }),
});
export const messageHistoryResponseSchema = z.extend(messageHistoryBodySchema, { success: z.literal(true) });
export const sentMessageResponseSchema = z.object({ success: z.literal(true), message: chatMessageSchema });
export const markReadResponseSchema = z.object({ success: z.literal(true), read: z.number() });

// Guardians (wali): the member's list, and the guardian's read-only view.
export const guardiansResponseSchema = z.object({
  success: z.literal(true),
  guardians: z.array(
    z.object({
      _id: z.string(),
      id: z.string(),
      /** Issue 41, item 6: an invitation went to an address or (masked) to a mobile number, by email, WhatsApp or SMS. */
      email: z.nullable(z.string()),
      phone: z.nullable(z.string()),
      channel: z.enum(['email', 'whatsapp', 'sms']),
      /** Issue 41: the guardian's own name once she accepted, else the name she was invited by; and the relation. */
      name: z.nullable(z.string()),
      relation: z.nullable(z.string()),
      status: z.string(),
      canReadConversations: z.boolean(),
      createdAt: z.string(),
      acceptedAt: z.nullable(z.string()),
    }),
  ),
});
/** The guardian invitation page (issue 41): who invited her ("Iqbal Rizvi") and for whom ("Ayesha"). */
export const guardianInvitationResponseSchema = z.object({
  success: z.literal(true),
  /**
   * By phone (issue 41, item 6): the masked number the code goes to, and whether it already has a guardian account (she
   * then only proves the number); only the link's holder, whom the link was sent to, learns this.
   */
  invitation: z.object({
    inviterName: z.string(),
    wardName: z.string(),
    by: z.enum(['email', 'phone']),
    phone: z.nullable(z.string()),
    hasAccount: z.boolean(),
  }),
});
export type GuardianInvitationResponse = z.infer<typeof guardianInvitationResponseSchema>;

export const guardedMembersResponseSchema = z.object({
  success: z.literal(true),
  members: z.array(
    z.object({
      memberId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      profileFor: z.string(),
      canReadConversations: z.boolean(),
      /** Issue 41: a ward who paused or deleted her account is shown with a plain sentence, not an error. */
      accountState: z.enum(['active', 'deactivated', 'deleted']),
    }),
  ),
});

// Payments.
const providerOrderSchema = z.object({ id: z.string(), amount: z.number(), currency: z.string() });
/** create-order without paymentMethod: where to pay (the hosted page or the site's own). */
export const pricingOrderResponseSchema = z.object({ success: z.literal(true), paymentUrl: z.string(), orderId: z.string() });
/** create-order with paymentMethod "card": the order and the options of the checkout widget. */
export const checkoutOrderResponseSchema = z.extend(providerOrderSchema, {
  success: z.literal(true),
  order: providerOrderSchema,
  key: z.string(),
  provider: z.enum(['sandbox', 'razorpay']),
  package: packageViewSchema,
  scriptUrl: z.nullable(z.string()),
  name: z.string(),
  description: z.string(),
  theme: z.object({ color: z.string() }),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export const createOrderResponseSchema = z.union([checkoutOrderResponseSchema, pricingOrderResponseSchema]);
export const paymentVerifiedResponseSchema = z.extend(messageResponseSchema, {
  data: z.object({
    subscription: subscriptionViewSchema,
    payment: z.object({ paymentId: z.string(), amount: z.number(), currency: z.string(), createdAt: z.string(), expiryDate: z.string() }),
    package: packageViewSchema,
  }),
});
export const paymentStatusResponseSchema = z.extend(selfUpdatedResponseSchema, { payment: paymentViewSchema });
export const packageStatusResponseSchema = z.object({ success: z.literal(true), user: selfUserSchema });
export const trialStartedResponseSchema = z.extend(selfUpdatedResponseSchema, {
  data: z.object({ subscription: z.object({ planName: z.string(), endDate: z.string(), kind: z.enum(['paid', 'trial', 'complimentary']) }) }),
});
/** What the webhook did with the event: one flag. */
export const webhookResponseSchema = z.object({
  success: z.literal(true),
  duplicate: z.optional(z.literal(true)),
  ignored: z.optional(z.literal(true)),
  activated: z.optional(z.literal(true)),
  failed: z.optional(z.literal(true)),
  /** refund.processed in full: true when it ended a plan now, false when the payment was unknown or refunded already. */
  refunded: z.optional(z.boolean()),
});

// Identity verification.
export const verificationStateSchema = z.object({
  status: z.enum(['none', 'submitted', 'verified', 'rejected']),
  reason: z.nullable(z.string()),
  submittedAt: z.nullable(z.string()),
});
export const verificationResponseSchema = z.object({ success: z.literal(true), verification: verificationStateSchema });
export const verificationSubmittedResponseSchema = z.extend(verificationResponseSchema, { message: z.string() });
export const verificationQueueResponseSchema = z.object({
  success: z.literal(true),
  verifications: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      documentType: z.string(),
      member: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    }),
  ),
});

// Administration.
export const adminDashboardResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    membersByStatus: z.record(z.string(), z.number()),
    pendingReviews: z.number(),
    activeSubscriptions: z.number(),
    revenueThisMonth: z.number(),
    days: z.array(z.object({ day: z.string(), revenue: z.number(), signups: z.number() })),
  }),
});
/** A member in full for the team: the member's own record with every photo, review dates and plan. */
export const adminMemberSchema = z.extend(selfProfileSchema, {
  /** `held`: hidden from other members while a Risk item about it is open (docs/trust.md). */
  photos: z.array(z.object({ id: z.string(), url: z.string(), thumbUrl: z.string(), isAvatar: z.boolean(), held: z.boolean() })),
  approvedAt: z.nullable(z.string()),
  submittedForReviewAt: z.string(),
  lastActiveAt: z.nullable(z.string()),
  subscription: z.nullable(z.object({ planName: z.string(), kind: z.string(), endsAt: z.string() })),
  /** Sum of the member's open Risk items (RISK_SCORES); high at RISK_SCORE_HIGH. */
  riskScore: z.number().check(z.int()),
});
export const adminReviewQueueResponseSchema = z.object({ success: z.literal(true), members: z.array(adminMemberSchema) });
export const adminMembersResponseSchema = z.object({
  success: z.literal(true),
  total: z.number(),
  members: z.array(
    z.object({
      id: z.string(),
      _id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      contactNo: z.nullable(z.string()),
      status: z.string(),
      paymentStatus: z.string(),
      gender: z.nullable(z.string()),
      city: z.nullable(z.string()),
      avatar: z.nullable(z.string()),
      createdAt: z.string(),
    }),
  ),
});
export const adminMemberDetailResponseSchema = z.object({
  success: z.literal(true),
  member: z.extend(adminMemberSchema, {
    /** Her open Risk items: kind and reason in numbers (decided on /admin/risk). */
    riskItems: z.array(
      z.object({ id: z.string(), kind: z.enum(RISK_KINDS), score: z.number().check(z.int()), otherName: z.nullable(z.string()), details: z.record(z.string(), z.unknown()), createdAt: z.string() }),
    ),
    payments: z.array(
      z.object({
        id: z.string(),
        paymentId: z.nullable(z.string()),
        planName: z.nullable(z.string()),
        amount: z.number(),
        status: z.string(),
        createdAt: z.string(),
        expiryDate: z.string(),
      }),
    ),
  }),
});
export const adminApproveResponseSchema = z.extend(messageResponseSchema, { changed: z.boolean() });
export const adminPackageSchema = z.extend(packageViewSchema, { slug: z.string(), sortOrder: z.number() });
export const adminPackagesResponseSchema = z.object({ success: z.literal(true), packages: z.array(adminPackageSchema) });
export const adminPackageSavedResponseSchema = z.extend(messageResponseSchema, { package: packageViewSchema });
const adminMemberRefSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export const adminPaymentsResponseSchema = z.object({
  success: z.literal(true),
  payments: z.array(
    z.object({
      id: z.string(),
      paymentId: z.nullable(z.string()),
      provider: z.string(),
      amount: z.number(),
      status: z.string(),
      createdAt: z.string(),
      expiryDate: z.string(),
      planName: z.nullable(z.string()),
      duration: z.nullable(z.string()),
      member: adminMemberRefSchema,
    }),
  ),
  totals: z.array(z.object({ month: z.string(), planName: z.nullable(z.string()), duration: z.nullable(z.string()), amount: z.number(), count: z.number() })),
});
/** An administrator's refund: `refunded` at once, or `pending` until the provider confirms it. */
export const adminRefundResponseSchema = z.extend(messageResponseSchema, { status: z.enum(['refunded', 'pending']) });
export const adminContactMessagesResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      contactNo: z.nullable(z.string()),
      message: z.string(),
      handled: z.boolean(),
      ip: z.nullable(z.string()),
      priority: z.boolean(),
      createdAt: z.string(),
    }),
  ),
});
export const adminReportsResponseSchema = z.object({
  success: z.literal(true),
  reports: z.array(
    z.object({
      id: z.string(),
      reason: z.string(),
      note: z.nullable(z.string()),
      status: z.string(),
      priority: z.boolean(),
      createdAt: z.string(),
      reporterId: z.nullable(z.string()),
      /** Who reported (admins only; the reported member never learns it). */
      reporter: z.nullable(adminMemberRefSchema),
      reported: z.extend(adminMemberRefSchema, { status: z.string() }),
      /** The chat message the report was sent from (a flagged message's Report), as it was sent. */
      message: z.optional(z.nullable(z.object({ id: z.nullable(z.string()), text: z.string() }))),
    }),
  ),
});
export const adminAuditResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(
    z.object({
      id: z.string(),
      actorId: z.nullable(z.string()),
      actorEmail: z.string(),
      action: z.string(),
      targetType: z.string(),
      targetId: z.nullable(z.string()),
      targetLabel: z.nullable(z.string()),
      before: z.nullable(z.record(z.string(), z.unknown())),
      after: z.nullable(z.record(z.string(), z.unknown())),
      createdAt: z.string(),
    }),
  ),
});


// Another member's profile (GET /api/user/:id), as the privacy rules let this viewer see it.
export const memberViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  age: z.nullable(z.number()),
  gender: z.string(),
  status: z.string(),
  verified: z.boolean(),
  profileFor: z.string(),
  customRelation: z.string(),
  accountHolder: accountHolderViewSchema,
  /** With the contact details only: whose they are ("Iqbal Rizvi", "father"); null when they are her own. */
  contactOwner: z.nullable(z.object({ name: z.string(), relation: z.string() })),
  maritalStatus: z.string(),
  height: z.string(),
  weight: z.string(),
  city: z.string(),
  state: z.string(),
  education: z.string(),
  occupation: z.string(),
  workLocation: z.string(),
  annualIncome: z.string(),
  fatherName: z.string(),
  motherName: z.string(),
  siblings: z.string(),
  familyType: z.string(),
  familyValues: z.string(),
  caste: z.string(),
  /** The faith fields she shows ('' when empty or kept private). */
  ...faithRecordSchema.shape,
  ageRangePreference: z.string(),
  heightPreference: z.string(),
  educationPreference: z.string(),
  occupationPreference: z.string(),
  locationPreference: z.string(),
  aboutMe: z.string(),
  about: z.string(),
  expectations: z.string(),
  photoPrivacy: z.string(),
  photosLocked: z.boolean(),
  photoCount: z.number(),
  avatar: z.nullable(z.string()),
  avatarThumb: z.nullable(z.string()),
  images: z.array(z.object({ url: z.string(), thumbUrl: z.string(), isAvatar: z.boolean() })),
  /** Only with mutual consent (and the viewer's plan); else null. */
  email: z.nullable(z.string()),
  contactNo: z.nullable(z.string()),
  lastActiveAt: z.nullable(z.string()),
  photosLimitReached: z.boolean(),
  photosLimitMessage: z.optional(z.string()),
});
export const memberRelationSchema = z.object({
  isSelf: z.boolean(),
  connected: z.boolean(),
  outgoingRequest: z.nullable(z.string()),
  incomingRequest: z.nullable(z.string()),
  photoAccess: z.string(),
  contactExchange: z.nullable(z.object({ status: z.string(), requesterId: z.string() })),
  contactVisible: z.boolean(),
  contactNeedsPlan: z.boolean(),
});
export const memberViewResponseSchema = z.object({ success: z.literal(true), user: memberViewSchema, relation: memberRelationSchema });

/*
 * Answers whose routes wrote their schema inline until issue 40: here now, so that the web's type of each is a
 * z.infer of what the route answers with (response-types.ts).
 */

/** GET /api/get-user. */
export const selfResponseSchema = z.object({ success: z.literal(true), user: selfUserSchema });
/** PUT /api/update-user: the member in `user` and, as the spec names it, `data`. */
export const userUpdatedResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: selfUserSchema, user: selfUserSchema });
/** POST /api/send-otp. */
export const otpSentResponseSchema = z.extend(messageResponseSchema, { resendInSeconds: z.number() });
/** GET /api/get-packages. */
export const packagesResponseSchema = z.object({ success: z.literal(true), packages: z.array(packageViewSchema) });
/** GET /api/get-package/:id. */
export const packageResponseSchema = z.object({ success: z.literal(true), package: packageViewSchema, data: packageViewSchema });
/** GET /api/purchase-preview/:packageId. */
export const purchasePreviewResponseSchema = z.object({ success: z.literal(true), preview: purchasePreviewSchema });
/** GET /api/get-payment/pid/:paymentId. */
export const paymentResponseSchema = z.object({ success: z.literal(true), payment: paymentViewSchema });
/** GET /api/payment-history. */
export const paymentHistoryResponseSchema = z.object({ success: z.literal(true), data: z.array(paymentViewSchema) });
/** GET /api/receipts/:paymentId. */
export const receiptResponseSchema = z.object({ success: z.literal(true), receipt: receiptViewSchema });
/** GET /api/featured-profiles. */
export const featuredProfilesResponseSchema = z.object({
  success: z.literal(true),
  profiles: z.array(memberCardSchema),
  nextCursor: z.nullable(z.string()),
  /** Why the page is empty (the viewer's profile lacks gender or castes), or how to get better matches. */
  message: z.optional(z.string()),
});
/** GET /api/get-draft: values by section, and the section the member was on. */
export const draftResponseSchema = z.object({
  success: z.literal(true),
  drafts: z.record(z.string(), z.record(z.string(), z.unknown())),
  currentSection: z.string(),
});
/** One of my photos. */
export const ownImageSchema = z.object({
  _id: z.string(),
  id: z.string(),
  key: z.string(),
  path: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  isAvatar: z.boolean(),
  /** Held from other members while an admin looks at it (shown to the owner with a note). */
  held: z.boolean(),
});
/** GET /api/all-images. */
export const ownImagesResponseSchema = z.object({ success: z.literal(true), images: z.array(ownImageSchema) });
/** POST /api/upload-images. */
export const uploadedImagesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  uploadedImages: z.array(ownImageSchema),
  user: selfUserSchema,
});
/** PUT /api/set-avatar. */
export const avatarSetResponseSchema = z.object({ success: z.literal(true), message: z.string(), avatar: z.string() });
/** One member I share contact details with, or asked to (`awaiting_guardian`: both agreed; a guardian must still approve). */
export const sharedContactSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.nullable(z.string()),
  status: z.enum(['accepted', 'pending', 'awaiting_guardian']),
  requesterId: z.string(),
  since: z.string(),
});
/** GET /api/contact-exchanges. */
export const sharedContactsResponseSchema = z.object({ success: z.literal(true), exchanges: z.array(sharedContactSchema) });

/** GET /api/delete-user/preview: what deleting the account now would lose, before she decides. */
export const deletionPreviewResponseSchema = z.object({
  success: z.literal(true),
  /** Whole days of paid or granted plans still ahead (in force, paused, queued or waiting for approval). */
  paidDaysLeft: z.number(),
  plans: z.array(z.object({ planName: z.string(), endsAt: z.nullable(z.string()), startsOnApproval: z.boolean() })),
  /** What the refund policy gives (null with nothing paid ahead). */
  refundPolicy: z.nullable(z.string()),
});

/** GET /api/site-counts: the landing page's counts at or above SITE_COUNT_MIN (none below it). */
export const siteCountsSchema = z.array(z.object({ key: z.enum(['verifiedProfiles', 'connections']), value: z.number(), text: z.string(), label: z.string() }));
export const siteCountsResponseSchema = z.object({ success: z.literal(true), counts: siteCountsSchema });
