/** API paths (spec section 7), served under API_BASE. One list for the server and the web client. */
export const API_BASE = '/api';

export const API = {
  health: '/health',
  healthLive: '/health/live',
  healthReady: '/health/ready',
  contact: '/contact',
  devOutbox: '/dev/outbox',
  getUser: '/get-user',
  signup: '/signup',
  login: '/login',
  signInWithLink: '/sign-in-with-link',
  /** The link mailed to the address a sign-in email replaced: puts it back (body: token). */
  undoEmailChange: '/undo-email-change',
  logout: '/logout',
  sendOtp: '/send-otp',
  verifyOtp: '/verify-otp',
  /** Phone sign-in (issue 41): a code to a verified number, answered alike for any number. */
  sendLoginCode: '/send-login-code',
  loginWithCode: '/login-with-code',
  /** A number several accounts share (a father managing two daughters): the profile chosen after the code. */
  loginWithCodeChoose: '/login-with-code/choose',
  /** A new password with a code sent to the verified number (send-login-code). */
  resetPasswordWithCode: '/reset-password-with-code',
  forgetPassword: '/forget-password',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  updatePassword: '/update-password',
  updateUser: '/update-user',
  deleteUser: '/delete-user',
  deletionPreview: '/delete-user/preview',
  siteCounts: '/site-counts',
  draft: '/draft',
  getDraft: '/get-draft',
  uploadImages: '/upload-images',
  upload: '/upload',
  allImages: '/all-images',
  setAvatar: '/set-avatar',
  deleteImage: '/delete-image',
  removeAvatar: '/remove-avatar',
  userById: (id: string) => `/user/${encodeURIComponent(id)}`,
  allUsers: '/all-users',
  getPackages: '/get-packages',
  getPackage: (id: string) => `/get-package/${encodeURIComponent(id)}`,
  createOrder: '/create-order',
  verifyPayment: '/verify-payment',
  getPayment: (paymentId: string) => `/get-payment/pid/${encodeURIComponent(paymentId)}`,
  paymentHistory: '/get-payment-history',
  updatePaymentStatus: (userId: string) => `/update-payment-status/${encodeURIComponent(userId)}`,
  updatePackageStatus: (userId: string) => `/update-package-status/${encodeURIComponent(userId)}`,
  paymentWebhook: '/payment-webhook',
  startTrial: '/start-trial',
  /** What buying this plan now would do (the stacking rule), before paying. */
  purchasePreview: (packageId: string) => `/purchase-preview/${encodeURIComponent(packageId)}`,
  /** A receipt by the payment's provider id: the payer's own, or any for an admin. */
  receipt: (paymentId: string) => `/receipts/${encodeURIComponent(paymentId)}`,
  receiptPdf: (paymentId: string) => `/receipts/${encodeURIComponent(paymentId)}/pdf`,
  /** The member's mail preferences (renewal reminders). */
  notificationSettings: '/notification-settings',
  /** Push (issue 42): the VAPID public key, and this device's subscription (POST to add, DELETE {endpoint} to remove). */
  pushPublicKey: '/push/public-key',
  pushSubscriptions: '/push/subscriptions',
  /** The notification centre: GET ?before=&limit=, and marking read ({ids} or {all:true}). */
  notifications: '/notifications',
  notificationsRead: '/notifications/read',
  /** Settings → Notifications (GET, PUT). */
  notificationPreferences: '/notification-preferences',
  /** One-click unsubscribe from a notification mail (RFC 8058): POST by mail clients, GET from a browser. */
  notificationsUnsubscribe: '/notifications/unsubscribe',
  featuredProfiles: '/featured-profiles',
  /** Who viewed the signed-in member's profile recently (a plan feature; others get the count). */
  profileViewers: '/profile-viewers',
  /** Up to 10 match suggestions a day (a plan feature). */
  dailySuggestions: '/daily-suggestions',
  block: (userId: string) => `/block/${encodeURIComponent(userId)}`,
  blockedUsers: '/blocked-users',
  report: (userId: string) => `/report/${encodeURIComponent(userId)}`,
  deactivate: '/deactivate',
  verification: '/verification',
  guardians: '/guardians',
  guardian: (id: string) => `/guardians/${encodeURIComponent(id)}`,
  guardianAccept: (token: string) => `/guardian/accept/${encodeURIComponent(token)}`,
  guardianAcceptCode: (token: string) => `/guardian/accept/${encodeURIComponent(token)}/code`,
  guardianMembers: '/guardian/members',
  /** The member's own setting: contact exchange waits for her guardian's approval. */
  guardianApprovalSetting: '/guardian-approval',
  /** The guardian's list of contact exchanges waiting for (or given) her decision. */
  guardianApprovals: '/guardian/approvals',
  guardianDecision: (memberId: string, otherUserId: string, decision: 'approve' | 'decline') =>
    `/guardian/approvals/${encodeURIComponent(memberId)}/${encodeURIComponent(otherUserId)}/${decision}`,
  /** What I reported and its outcome. */
  myReports: '/my-reports',
  reactivate: '/reactivate',
  conversations: '/conversations',
  messages: (userId: string) => `/messages/${encodeURIComponent(userId)}`,
  messagesRead: (userId: string) => `/messages/${encodeURIComponent(userId)}/read`,
  contactExchange: (userId: string) => `/contact-exchange/${encodeURIComponent(userId)}`,
  /** The members I share contact details with (Settings), each withdrawable with DELETE contactExchange. */
  contactExchanges: '/contact-exchanges',
  updatePhotoPrivacy: '/update-photo-privacy',
  updatePrivacySettings: '/update-privacy-settings',
  requestPhotoAccess: '/request-photo-access',
  cancelPhotoAccessRequest: '/cancel-photo-access-request',
  checkPhotoAccess: (userId: string) => `/check-photo-access/${encodeURIComponent(userId)}`,
  photoAccessRequests: (status: 'pending' | 'accepted') => `/photo-access-requests?status=${status}`,
  respondPhotoRequest: (id: string) => `/respond-photo-request/${encodeURIComponent(id)}`,
  removePhotoAccess: (id: string) => `/remove-photo-access/${encodeURIComponent(id)}`,
  sendRequest: '/send-request',
  respondRequest: (id: string) => `/respond-request/${encodeURIComponent(id)}`,
  cancelRequest: (id: string) => `/cancel-request/${encodeURIComponent(id)}`,
  removeRequest: (id: string) => `/remove-request/${encodeURIComponent(id)}`,
  /** What waits for the signed-in member's answer: the phone tab bar's badges (issue 39). */
  waitingCounts: '/waiting-counts',
  /** Voice and video calls (issue 44): POST starts one; each participant's actions below. */
  calls: '/calls',
  call: (callId: string) => `/calls/${encodeURIComponent(callId)}`,
  callAction: (callId: string, action: 'accept' | 'decline' | 'end' | 'join' | 'leave' | 'add-guardian' | 'report') =>
    `/calls/${encodeURIComponent(callId)}/${action}`,
  /** The calls between me and another member (the conversation's entries). */
  callLog: (userId: string) => `/calls/with/${encodeURIComponent(userId)}`,
  /** My call in progress or ringing me, if any (after a reload). */
  currentCall: '/calls/current',
  /** A guardian: her ward's call log. */
  guardianCallLog: (memberId: string) => `/guardian/calls/${encodeURIComponent(memberId)}`,
  /** Settings → Family: require my guardian on calls. */
  guardianOnCalls: '/guardian-on-calls',
  receivedRequests: (userId: string) => `/received-requests/${encodeURIComponent(userId)}`,
  approvedRequests: (userId: string) => `/all-approved-requests/${encodeURIComponent(userId)}`,
} as const;

export const apiUrl = (path: string): string => `${API_BASE}${path}`;
