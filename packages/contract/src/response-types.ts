import type { z } from 'zod/mini';
import type {
  adminApproveResponseSchema,
  adminAuditResponseSchema,
  adminContactMessagesResponseSchema,
  adminDashboardResponseSchema,
  adminMemberDetailResponseSchema,
  adminMemberSchema,
  adminMembersResponseSchema,
  adminPackageSavedResponseSchema,
  adminPackageSchema,
  adminPackagesResponseSchema,
  adminPaymentsResponseSchema,
  adminRefundResponseSchema,
  adminReportsResponseSchema,
  adminReviewQueueResponseSchema,
  approvedRequestsResponseSchema,
  blockedUsersResponseSchema,
  chatMessageSchema,
  checkoutOrderResponseSchema,
  conversationsResponseSchema,
  guardedMembersResponseSchema,
  guardiansResponseSchema,
  markReadResponseSchema,
  memberRelationSchema,
  memberViewResponseSchema,
  memberViewSchema,
  messageHistoryResponseSchema,
  messageResponseSchema,
  paymentVerifiedResponseSchema,
  photoAccessCheckResponseSchema,
  photoAccessRequestsResponseSchema,
  photoPrivacyResponseSchema,
  photoRequestResponseSchema,
  pricingOrderResponseSchema,
  requestDataResponseSchema,
  requestDataSchema,
  requestItemSchema,
  respondRequestResponseSchema,
  selfUpdatedResponseSchema,
  sendRequestResponseSchema,
  sentMessageResponseSchema,
  trialStartedResponseSchema,
  verificationQueueResponseSchema,
  verificationResponseSchema,
  verificationStateSchema,
  verificationSubmittedResponseSchema,
} from './schemas/responses';
import type { adminRiskResponseSchema } from './schemas/risk';
import type { guardianApprovalsResponseSchema } from './schemas/guardian-approvals';
import type { myReportsResponseSchema } from './schemas/my-reports';
import type { outboxResponseSchema } from './schemas/outbox';
import type { MemberCard } from './schemas/suggestions';
import type { PackageView, PaymentView } from './schemas/payments';
import type { PurchasePreview, ReceiptView } from './schemas/billing';
import type { SelfUser } from './schemas/self';

/**
 * The types of the API's success bodies, for the web: each is inferred from the schema the route answers with
 * (schemas/responses.ts and its neighbours), so the web's types are what the server sends. Types only: importing
 * this file adds nothing to a bundle.
 */

// Answers shared by many routes.
export type MessageResponse = z.infer<typeof messageResponseSchema>;
export type SelfUpdatedResponse = z.infer<typeof selfUpdatedResponseSchema>;

// Safety and privacy.
export type BlockedUsersResponse = z.infer<typeof blockedUsersResponseSchema>;
export type BlockedUser = BlockedUsersResponse['users'][number];
export type MyReportsResponse = z.infer<typeof myReportsResponseSchema>;
export type PhotoPrivacyResponse = z.infer<typeof photoPrivacyResponseSchema>;
export type PhotoRequestResponse = z.infer<typeof photoRequestResponseSchema>;
export type PhotoAccessCheckResponse = z.infer<typeof photoAccessCheckResponseSchema>;
export type PhotoAccessRequestsResponse = z.infer<typeof photoAccessRequestsResponseSchema>;
export type PhotoAccessRequest = PhotoAccessRequestsResponse['requests'][number];

// Profile requests and connections.
export type RequestItem = z.infer<typeof requestItemSchema>;
export type RequestData = z.infer<typeof requestDataSchema>;
export type RequestDataResponse = z.infer<typeof requestDataResponseSchema>;
export type ApprovedRequestsResponse = z.infer<typeof approvedRequestsResponseSchema>;
export type SendRequestResponse = z.infer<typeof sendRequestResponseSchema>;
export type RespondRequestResponse = z.infer<typeof respondRequestResponseSchema>;

// Messaging.
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ConversationsResponse = z.infer<typeof conversationsResponseSchema>;
export type ConversationSummary = ConversationsResponse['conversations'][number];
export type MessageHistoryResponse = z.infer<typeof messageHistoryResponseSchema>;
export type ConversationInfo = MessageHistoryResponse['conversation'];
export type SentMessageResponse = z.infer<typeof sentMessageResponseSchema>;
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;

// Guardians.
export type GuardiansResponse = z.infer<typeof guardiansResponseSchema>;
export type Guardian = GuardiansResponse['guardians'][number];
export type GuardedMembersResponse = z.infer<typeof guardedMembersResponseSchema>;
export type GuardedMember = GuardedMembersResponse['members'][number];
export type GuardianApprovalsResponse = z.infer<typeof guardianApprovalsResponseSchema>;

// Payments.
export type CheckoutOrderResponse = z.infer<typeof checkoutOrderResponseSchema>;
export type PricingOrderResponse = z.infer<typeof pricingOrderResponseSchema>;
export type PaymentVerifiedResponse = z.infer<typeof paymentVerifiedResponseSchema>;
export type TrialStartedResponse = z.infer<typeof trialStartedResponseSchema>;

// Identity verification.
export type VerificationState = z.infer<typeof verificationStateSchema>;
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;
export type VerificationSubmittedResponse = z.infer<typeof verificationSubmittedResponseSchema>;
export type VerificationQueueResponse = z.infer<typeof verificationQueueResponseSchema>;
export type PendingVerification = VerificationQueueResponse['verifications'][number];

// Administration.
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponseSchema>;
export type AdminDashboardDay = AdminDashboardResponse['data']['days'][number];
export type AdminMember = z.infer<typeof adminMemberSchema>;
export type AdminReviewQueueResponse = z.infer<typeof adminReviewQueueResponseSchema>;
export type AdminMembersResponse = z.infer<typeof adminMembersResponseSchema>;
export type AdminMemberDetailResponse = z.infer<typeof adminMemberDetailResponseSchema>;
export type AdminMemberDetail = AdminMemberDetailResponse['member'];
export type AdminApproveResponse = z.infer<typeof adminApproveResponseSchema>;
export type AdminPackage = z.infer<typeof adminPackageSchema>;
export type AdminPackagesResponse = z.infer<typeof adminPackagesResponseSchema>;
export type AdminPackageSavedResponse = z.infer<typeof adminPackageSavedResponseSchema>;
export type AdminPaymentsResponse = z.infer<typeof adminPaymentsResponseSchema>;
export type AdminRefundResponse = z.infer<typeof adminRefundResponseSchema>;
export type AdminContactMessagesResponse = z.infer<typeof adminContactMessagesResponseSchema>;
export type AdminContactMessage = AdminContactMessagesResponse['messages'][number];
export type AdminReportsResponse = z.infer<typeof adminReportsResponseSchema>;
export type AdminReport = AdminReportsResponse['reports'][number];
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
export type AdminRiskResponse = z.infer<typeof adminRiskResponseSchema>;

// Another member's profile.
export type MemberView = z.infer<typeof memberViewSchema>;
export type MemberRelation = z.infer<typeof memberRelationSchema>;
export type MemberViewResponse = z.infer<typeof memberViewResponseSchema>;

// Development.
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

/*
 * Bodies whose routes still write their schema inline on the server (named beside each), composed here from the
 * contract's schemas so that the web has one type per answer. When a route takes its schema from schemas/, its type
 * here becomes a z.infer of it.
 */

/** GET /api/get-user (modules/account/account.routes.ts). */
export interface SelfResponse {
  success: true;
  user: SelfUser;
}
/** PUT /api/update-user (modules/account/account.routes.ts): the member in `user` and, as the spec names it, `data`. */
export type UserUpdatedResponse = SelfUpdatedResponse & { data: SelfUser };
/** POST /api/send-otp (modules/auth/auth.routes.ts). */
export type OtpSentResponse = MessageResponse & { resendInSeconds: number };
/** GET /api/get-packages (modules/plans/packages.routes.ts). */
export interface PackagesResponse {
  success: true;
  packages: PackageView[];
}
/** GET /api/get-package/:id (modules/plans/packages.routes.ts). */
export interface PackageResponse {
  success: true;
  package: PackageView;
  data: PackageView;
}
/** GET /api/purchase-preview/:packageId (modules/payments/payments.routes.ts). */
export interface PurchasePreviewResponse {
  success: true;
  preview: PurchasePreview;
}
/** GET /api/get-payment/pid/:paymentId (modules/payments/payments.routes.ts). */
export interface PaymentResponse {
  success: true;
  payment: PaymentView;
}
/** GET /api/payment-history (modules/payments/payments.routes.ts). */
export interface PaymentHistoryResponse {
  success: true;
  data: PaymentView[];
}
/** GET /api/receipts/:paymentId (modules/receipts/receipts.routes.ts). */
export interface ReceiptResponse {
  success: true;
  receipt: ReceiptView;
}
/** GET /api/featured-profiles (modules/discovery/discovery.routes.ts). */
export interface FeaturedProfilesResponse {
  success: true;
  profiles: MemberCard[];
  nextCursor: string | null;
  /** Why the page is empty (the viewer's profile lacks gender or castes), or how to get better matches. */
  message?: string;
}
/** GET /api/get-draft (modules/profile/profile.routes.ts). */
export interface DraftResponse {
  success: true;
  drafts: Record<string, Record<string, unknown>>;
  currentSection: string;
}
/** One of my photos (`imageSchema` of modules/photos/photos.routes.ts). */
export interface OwnImage {
  _id: string;
  id: string;
  key: string;
  path: string;
  url: string;
  thumbUrl: string;
  isAvatar: boolean;
  /** Held from other members while an admin looks at it (shown to the owner with a note). */
  held: boolean;
}
/** GET /api/all-images (modules/photos/photos.routes.ts). */
export interface OwnImagesResponse {
  success: true;
  images: OwnImage[];
}
/** POST /api/upload-images (modules/photos/photos.routes.ts). */
export type UploadedImagesResponse = MessageResponse & { uploadedImages: OwnImage[]; user: SelfUser };
/** PUT /api/set-avatar (modules/photos/photos.routes.ts). */
export type AvatarSetResponse = MessageResponse & { avatar: string };
/** One member I share contact details with, or asked to (GET /api/contact-exchanges, modules/messaging/messaging.routes.ts). */
export interface SharedContact {
  userId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  /** `awaiting_guardian`: both agreed; a guardian's approval is still needed before anything is shared. */
  status: 'accepted' | 'pending' | 'awaiting_guardian';
  requesterId: string;
  since: string;
}
export interface SharedContactsResponse {
  success: true;
  exchanges: SharedContact[];
}
