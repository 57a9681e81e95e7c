import { z } from 'zod';
import { packageViewSchema, paymentViewSchema, subscriptionViewSchema } from './payments';
import { selfProfileSchema, selfUserSchema } from './self';
import { RISK_KINDS } from '../trust';
import { messageWarningSchema } from './messaging';

/**
 * The success bodies of the routes, one schema each. They are the routes' response schemas, so
 * they are also the allow-list of what leaves the server (a field missing here is never sent)
 * and the OpenAPI document's description of each answer.
 */

/** `{success: true, message}`: the answer of an action with nothing more to say. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** An action that changed the signed-in member: the message and the member as now. */
export const selfUpdatedResponseSchema = messageResponseSchema.extend({ user: selfUserSchema });

/** Another member as a small card in a list: name and the photo the viewer may see. */
const personRefSchema = z.object({
  _id: z.string(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
});

// Safety: blocks, reports, pausing the account.
export const blockedUsersResponseSchema = z.object({
  success: z.literal(true),
  users: z.array(personRefSchema.extend({ blockedAt: z.string() })),
});

// Privacy: photo privacy, privacy switches, photo access requests.
export const photoPrivacyResponseSchema = selfUpdatedResponseSchema.extend({ photoPrivacy: z.enum(['public', 'private']) });
const photoRequestStateSchema = z.object({ _id: z.string(), id: z.string(), status: z.string() });
export const photoRequestResponseSchema = messageResponseSchema.extend({ request: photoRequestStateSchema });
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
      message: z.string().nullable(),
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
  avatar: z.string().nullable(),
  email: z.string().nullable(),
  contactNo: z.string().nullable(),
  contactShared: z.boolean(),
  sender: z.string(),
  receiver: z.string(),
});
const requestGroupSchema = z.object({ list: z.array(requestItemSchema), count: z.number() });
export const requestDataSchema = z.object({
  requests: requestGroupSchema,
  incomingRequests: requestGroupSchema,
  outgoingRequests: requestGroupSchema,
});
export const sendRequestResponseSchema = messageResponseSchema.extend({ request: profileRequestSchema });
export const respondRequestResponseSchema = messageResponseSchema.extend({ updatedRequest: profileRequestSchema });
export const requestDataResponseSchema = z.object({ success: z.literal(true), data: requestDataSchema });
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
  readAt: z.string().nullable(),
  warning: messageWarningSchema.optional(),
});
export const conversationsBodySchema = z.object({
  conversations: z.array(
    z.object({
      otherUserId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      avatar: z.string().nullable(),
      open: z.boolean(),
      lastMessage: z.object({ id: z.string(), text: z.string().nullable(), fromMe: z.boolean(), createdAt: z.string(), warning: messageWarningSchema.optional() }).nullable(),
      unread: z.number(),
    }),
  ),
  totalUnread: z.number(),
});
export const conversationsResponseSchema = conversationsBodySchema.extend({ success: z.literal(true) });
export const messageHistoryBodySchema = z.object({
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
  conversation: z.object({
    otherUserId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.string().nullable(),
    open: z.boolean(),
    readReceipts: z.boolean(),
    contactExchange: z
      .object({
        status: z.string(),
        requesterId: z.string(),
        /** While `awaiting_guardian`: the members whose guardian has not decided yet. */
        awaitingGuardianOf: z.array(z.string()).optional(),
        /** `declined` by a guardian rather than by a member: whose guardian. */
        declinedByGuardianOf: z.string().optional(),
      })
      .nullable(),
    contact: z.object({ email: z.string(), contactNo: z.string().nullable() }).nullable(),
    contactNeedsPlan: z.boolean(),
  }),
});
export const messageHistoryResponseSchema = messageHistoryBodySchema.extend({ success: z.literal(true) });
export const sentMessageResponseSchema = z.object({ success: z.literal(true), message: chatMessageSchema });
export const markReadResponseSchema = z.object({ success: z.literal(true), read: z.number() });

// Guardians (wali): the member's list, and the guardian's read-only view.
export const guardiansResponseSchema = z.object({
  success: z.literal(true),
  guardians: z.array(
    z.object({
      _id: z.string(),
      id: z.string(),
      email: z.string(),
      status: z.string(),
      canReadConversations: z.boolean(),
      createdAt: z.string(),
      acceptedAt: z.string().nullable(),
    }),
  ),
});
export const guardedMembersResponseSchema = z.object({
  success: z.literal(true),
  members: z.array(
    z.object({ memberId: z.string(), firstName: z.string(), lastName: z.string(), profileFor: z.string(), canReadConversations: z.boolean() }),
  ),
});

// Payments.
const providerOrderSchema = z.object({ id: z.string(), amount: z.number(), currency: z.string() });
/** create-order without paymentMethod: where to pay (the hosted page or the site's own). */
export const pricingOrderResponseSchema = z.object({ success: z.literal(true), paymentUrl: z.string(), orderId: z.string() });
/** create-order with paymentMethod "card": the order and the options of the checkout widget. */
export const checkoutOrderResponseSchema = providerOrderSchema.extend({
  success: z.literal(true),
  order: providerOrderSchema,
  key: z.string(),
  provider: z.enum(['sandbox', 'razorpay']),
  package: packageViewSchema,
  scriptUrl: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  theme: z.object({ color: z.string() }),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export const createOrderResponseSchema = z.union([checkoutOrderResponseSchema, pricingOrderResponseSchema]);
export const paymentVerifiedResponseSchema = messageResponseSchema.extend({
  data: z.object({
    subscription: subscriptionViewSchema,
    payment: z.object({ paymentId: z.string(), amount: z.number(), currency: z.string(), createdAt: z.string(), expiryDate: z.string() }),
    package: packageViewSchema,
  }),
});
export const paymentStatusResponseSchema = selfUpdatedResponseSchema.extend({ payment: paymentViewSchema });
export const packageStatusResponseSchema = z.object({ success: z.literal(true), user: selfUserSchema });
export const trialStartedResponseSchema = selfUpdatedResponseSchema.extend({
  data: z.object({ subscription: z.object({ planName: z.string(), endDate: z.string(), kind: z.enum(['paid', 'trial', 'complimentary']) }) }),
});
/** What the webhook did with the event: one flag. */
export const webhookResponseSchema = z.object({
  success: z.literal(true),
  duplicate: z.literal(true).optional(),
  ignored: z.literal(true).optional(),
  activated: z.literal(true).optional(),
  failed: z.literal(true).optional(),
});

// Identity verification.
export const verificationStateSchema = z.object({
  status: z.enum(['none', 'submitted', 'verified', 'rejected']),
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export const verificationResponseSchema = z.object({ success: z.literal(true), verification: verificationStateSchema });
export const verificationSubmittedResponseSchema = verificationResponseSchema.extend({ message: z.string() });
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
export const adminMemberSchema = selfProfileSchema.extend({
  /** `held`: hidden from other members while a Risk item about it is open (docs/trust.md). */
  photos: z.array(z.object({ id: z.string(), url: z.string(), thumbUrl: z.string(), isAvatar: z.boolean(), held: z.boolean() })),
  approvedAt: z.string().nullable(),
  submittedForReviewAt: z.string(),
  lastActiveAt: z.string().nullable(),
  subscription: z.object({ planName: z.string(), kind: z.string(), endsAt: z.string() }).nullable(),
  /** Sum of the member's open Risk items (RISK_SCORES); high at RISK_SCORE_HIGH. */
  riskScore: z.number().int(),
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
      contactNo: z.string().nullable(),
      status: z.string(),
      paymentStatus: z.string(),
      gender: z.string().nullable(),
      city: z.string().nullable(),
      avatar: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export const adminMemberDetailResponseSchema = z.object({
  success: z.literal(true),
  member: adminMemberSchema.extend({
    /** Her open Risk items: kind and reason in numbers (decided on /admin/risk). */
    riskItems: z.array(
      z.object({ id: z.string(), kind: z.enum(RISK_KINDS), score: z.number().int(), otherName: z.string().nullable(), details: z.record(z.string(), z.unknown()), createdAt: z.string() }),
    ),
    payments: z.array(
      z.object({
        id: z.string(),
        paymentId: z.string().nullable(),
        planName: z.string().nullable(),
        amount: z.number(),
        status: z.string(),
        createdAt: z.string(),
        expiryDate: z.string(),
      }),
    ),
  }),
});
export const adminApproveResponseSchema = messageResponseSchema.extend({ changed: z.boolean() });
export const adminPackageSchema = packageViewSchema.extend({ slug: z.string(), sortOrder: z.number() });
export const adminPackagesResponseSchema = z.object({ success: z.literal(true), packages: z.array(adminPackageSchema) });
export const adminPackageSavedResponseSchema = messageResponseSchema.extend({ package: packageViewSchema });
const adminMemberRefSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export const adminPaymentsResponseSchema = z.object({
  success: z.literal(true),
  payments: z.array(
    z.object({
      id: z.string(),
      paymentId: z.string().nullable(),
      provider: z.string(),
      amount: z.number(),
      status: z.string(),
      createdAt: z.string(),
      expiryDate: z.string(),
      planName: z.string().nullable(),
      duration: z.string().nullable(),
      member: adminMemberRefSchema,
    }),
  ),
  totals: z.array(z.object({ month: z.string(), planName: z.string().nullable(), duration: z.string().nullable(), amount: z.number(), count: z.number() })),
});
export const adminContactMessagesResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      contactNo: z.string().nullable(),
      message: z.string(),
      handled: z.boolean(),
      ip: z.string().nullable(),
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
      note: z.string().nullable(),
      status: z.string(),
      priority: z.boolean(),
      createdAt: z.string(),
      reporterId: z.string().nullable(),
      reported: adminMemberRefSchema.extend({ status: z.string() }),
      /** The chat message the report was sent from (a flagged message's Report), as it was sent. */
      message: z.object({ id: z.string().nullable(), text: z.string() }).nullable().optional(),
    }),
  ),
});
export const adminAuditResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(
    z.object({
      id: z.string(),
      actorId: z.string().nullable(),
      actorEmail: z.string(),
      action: z.string(),
      targetType: z.string(),
      targetId: z.string().nullable(),
      targetLabel: z.string().nullable(),
      before: z.record(z.string(), z.unknown()).nullable(),
      after: z.record(z.string(), z.unknown()).nullable(),
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
  age: z.number().nullable(),
  gender: z.string(),
  status: z.string(),
  verified: z.boolean(),
  profileFor: z.string(),
  customRelation: z.string(),
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
  avatar: z.string().nullable(),
  avatarThumb: z.string().nullable(),
  images: z.array(z.object({ url: z.string(), thumbUrl: z.string(), isAvatar: z.boolean() })),
  /** Only with mutual consent (and the viewer's plan); else null. */
  email: z.string().nullable(),
  contactNo: z.string().nullable(),
  lastActiveAt: z.string().nullable(),
  photosLimitReached: z.boolean(),
  photosLimitMessage: z.string().optional(),
});
export const memberRelationSchema = z.object({
  isSelf: z.boolean(),
  connected: z.boolean(),
  outgoingRequest: z.string().nullable(),
  incomingRequest: z.string().nullable(),
  photoAccess: z.string(),
  contactExchange: z.object({ status: z.string(), requesterId: z.string() }).nullable(),
  contactVisible: z.boolean(),
  contactNeedsPlan: z.boolean(),
});
export const memberViewResponseSchema = z.object({ success: z.literal(true), user: memberViewSchema, relation: memberRelationSchema });
