import type { Duration, MemberStatus, PlanFeatureKey, RiskKind } from '@sakinah/contract';

/** Shapes of the /api/admin responses, as the server sends them (amounts in whole rupees). */

export interface DashboardDay {
  day: string;
  revenue: number;
  signups: number;
}

export interface DashboardData {
  membersByStatus: Record<MemberStatus, number>;
  pendingReviews: number;
  activeSubscriptions: number;
  revenueThisMonth: number;
  days: DashboardDay[];
}

export interface DashboardResponse {
  success: true;
  data: DashboardData;
}

export interface AdminPhoto {
  id: string;
  url: string;
  thumbUrl: string;
  /** Hidden from other members while a Risk item about it is open. */
  held?: boolean;
  isAvatar: boolean;
}

export interface AdminSubscription {
  planName: string;
  kind: string;
  endsAt: string;
}

export interface AdminMember {
  id: string;
  firstName: string;
  middleName: string;
  lastName: string;
  name: string;
  email: string;
  contactNo: string;
  gender: string;
  dob: string;
  age: number | null;
  maritalStatus: string;
  height: string | number;
  weight: string | number;
  address: string;
  city: string;
  state: string;
  education: string;
  occupation: string;
  workLocation: string;
  annualIncome: string;
  fatherName: string;
  motherName: string;
  siblings: string | number;
  familyType: string;
  familyValues: string;
  caste: string;
  casteInterestedIn: string[];
  ageRangePreference: string;
  heightPreference: string;
  educationPreference: string;
  occupationPreference: string;
  locationPreference: string;
  aboutMe: string;
  expectations: string;
  profileFor: string;
  customRelation: string;
  status: MemberStatus;
  rejectionReason: string | null;
  paymentStatus: 'paid' | 'unpaid';
  photoPrivacy: string;
  photos: AdminPhoto[];
  submittedForReviewAt: string;
  createdAt: string;
  subscription: AdminSubscription | null;
  /** Sum of her open Risk items. */
  riskScore: number;
}

export interface MemberPayment {
  id: string;
  paymentId: string | null;
  planName: string | null;
  amount: number;
  status: string;
  createdAt: string;
  expiryDate: string;
}

export interface MemberRiskItem {
  id: string;
  kind: RiskKind;
  score: number;
  otherName: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

export interface AdminMemberDetail extends AdminMember {
  payments: MemberPayment[];
  riskItems: MemberRiskItem[];
  approvedAt: string | null;
  lastActiveAt: string | null;
}

export interface ReviewQueueResponse {
  success: true;
  members: AdminMember[];
}

export interface MemberDetailResponse {
  success: true;
  member: AdminMemberDetail;
}

export interface MemberListItem {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  contactNo: string | null;
  status: MemberStatus;
  paymentStatus: 'paid' | 'unpaid';
  gender: string | null;
  city: string | null;
  avatar: string | null;
  createdAt: string;
}

export interface MembersResponse {
  success: true;
  total: number;
  members: MemberListItem[];
}

export interface ActionResponse {
  success: true;
  message: string;
  changed?: boolean;
}

export interface AdminPackage {
  id: string;
  name: string;
  description: string;
  price: number;
  discount: number;
  finalPrice: number;
  duration: Duration;
  /** Capability keys (PLAN_FEATURES); the admin picks them from the offered list. */
  features: PlanFeatureKey[];
  /** The lines pricing and checkout show for this plan, as the server computes them. */
  featureLines: string[];
  highlighted: boolean;
  buttonText: string;
  /** Derived from the keys. */
  canSeeContactInfo: boolean;
  readReceipts: boolean;
  maxPhotosViews: number | null;
  maxProfileViews: number | null;
  messagingDailyCap: number | null;
  isActive: boolean;
}

export interface PackagesResponse {
  success: true;
  packages: AdminPackage[];
}

export interface PackageSaveResponse {
  success: true;
  message: string;
  package: AdminPackage;
}

export type PaymentStatus = 'captured' | 'failed' | 'refunded';

export interface AdminPayment {
  id: string;
  paymentId: string | null;
  provider: string;
  amount: number;
  status: PaymentStatus | string;
  createdAt: string;
  expiryDate: string;
  planName: string | null;
  duration: string | null;
  member: { id: string; name: string; email: string };
}

export interface PaymentTotal {
  month: string;
  planName: string | null;
  duration: string | null;
  amount: number;
  count: number;
}

export interface PaymentsResponse {
  success: true;
  payments: AdminPayment[];
  totals: PaymentTotal[];
}

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  contactNo: string | null;
  message: string;
  handled: boolean;
  /** Sent by a member whose plan includes priority support: listed first, marked. */
  priority: boolean;
  createdAt: string;
}

export interface ContactMessagesResponse {
  success: true;
  messages: ContactMessage[];
}

export interface AuditEntry {
  id: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface AuditResponse {
  success: true;
  entries: AuditEntry[];
}
