import type { z } from 'zod/mini';
import type { callJoinResponseSchema, callLogResponseSchema, callResponseSchema, currentCallResponseSchema } from './schemas/calls';
import type { notificationPreferencesResponseSchema, notificationsReadResponseSchema, notificationsResponseSchema, pushPublicKeyResponseSchema } from './schemas/notifications';
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
  waitingCountsResponseSchema,
  blockedUsersResponseSchema,
  chatMessageSchema,
  checkoutOrderResponseSchema,
  deletionPreviewResponseSchema,
  siteCountsResponseSchema,
  siteCountsSchema,
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
  selfResponseSchema,
  userUpdatedResponseSchema,
  otpSentResponseSchema,
  packagesResponseSchema,
  packageResponseSchema,
  purchasePreviewResponseSchema,
  paymentResponseSchema,
  paymentHistoryResponseSchema,
  receiptResponseSchema,
  featuredProfilesResponseSchema,
  draftResponseSchema,
  ownImageSchema,
  ownImagesResponseSchema,
  uploadedImagesResponseSchema,
  avatarSetResponseSchema,
  sharedContactSchema,
  sharedContactsResponseSchema,
} from './schemas/responses';
import type { adminRiskResponseSchema } from './schemas/risk';
import type { guardianApprovalsResponseSchema } from './schemas/guardian-approvals';
import type { myReportsResponseSchema } from './schemas/my-reports';
import type { outboxResponseSchema } from './schemas/outbox';

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
export type WaitingCountsResponse = z.infer<typeof waitingCountsResponseSchema>;
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

// Accounts, plans, payments, the profile editor, photos, contact exchanges.
export type SelfResponse = z.infer<typeof selfResponseSchema>;
export type UserUpdatedResponse = z.infer<typeof userUpdatedResponseSchema>;
export type OtpSentResponse = z.infer<typeof otpSentResponseSchema>;
export type PackagesResponse = z.infer<typeof packagesResponseSchema>;
export type PackageResponse = z.infer<typeof packageResponseSchema>;
export type PurchasePreviewResponse = z.infer<typeof purchasePreviewResponseSchema>;
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;
export type PaymentHistoryResponse = z.infer<typeof paymentHistoryResponseSchema>;
export type ReceiptResponse = z.infer<typeof receiptResponseSchema>;
export type FeaturedProfilesResponse = z.infer<typeof featuredProfilesResponseSchema>;
export type DraftResponse = z.infer<typeof draftResponseSchema>;
export type OwnImage = z.infer<typeof ownImageSchema>;
export type OwnImagesResponse = z.infer<typeof ownImagesResponseSchema>;
export type UploadedImagesResponse = z.infer<typeof uploadedImagesResponseSchema>;
export type AvatarSetResponse = z.infer<typeof avatarSetResponseSchema>;
export type SharedContact = z.infer<typeof sharedContactSchema>;
export type SharedContactsResponse = z.infer<typeof sharedContactsResponseSchema>;

// Push notifications and the notification centre (schemas/notifications.ts).
export type PushPublicKeyResponse = z.infer<typeof pushPublicKeyResponseSchema>;
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
export type NotificationsReadResponse = z.infer<typeof notificationsReadResponseSchema>;
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;
export type DeletionPreviewResponse = z.infer<typeof deletionPreviewResponseSchema>;
export type SiteCountsResponse = z.infer<typeof siteCountsResponseSchema>;
export type SiteCounts = z.infer<typeof siteCountsSchema>;

// Voice and video calls (schemas/calls.ts).
export type CallResponse = z.infer<typeof callResponseSchema>;
export type CallJoinResponse = z.infer<typeof callJoinResponseSchema>;
export type CurrentCallResponse = z.infer<typeof currentCallResponseSchema>;
export type CallLogResponse = z.infer<typeof callLogResponseSchema>;
