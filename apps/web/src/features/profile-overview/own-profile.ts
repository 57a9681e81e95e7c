import { useQuery } from '@tanstack/react-query';
import { API } from '@sakinah/contract';
import { api } from '../../lib/api';

export interface OwnSubscription {
  packageId: string;
  planName: string;
  duration: string;
  kind: string;
  startsAt: string;
  endsAt: string;
  isActive: boolean;
  canSeeContactInfo: boolean;
  /** null means no limit. */
  maxPhotosViews: number | null;
  maxProfileViews: number | null;
}

/** A plan bought to start when the one in force ends. */
export interface UpcomingSubscription {
  packageId: string;
  planName: string;
  duration: string;
  startsAt: string;
  endsAt: string;
}

/** The plan that ended last, sent only when no plan is in force. */
export interface ExpiredSubscription {
  packageId: string;
  planName: string;
  duration: string;
  kind: string;
  startsAt: string;
  endsAt: string;
  isActive: false;
}

/** The signed-in member as `GET /api/get-user` sends it: every text field is '' when empty. */
export interface OwnProfile {
  _id: string;
  id: string;
  firstName: string;
  middleName: string;
  lastName: string;
  name: string;
  email: string;
  contactNo: string;
  bio: string;
  profileFor: string;
  customRelation: string;
  dob: string;
  age: number | null;
  gender: string;
  maritalStatus: string;
  height: string;
  weight: string;
  address: string;
  city: string;
  state: string;
  education: string;
  occupation: string;
  workLocation: string;
  annualIncome: string;
  fatherName: string;
  motherName: string;
  siblings: string;
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
  avatar: string | null;
  avatarThumb: string | null;
  images: string[];
  status: 'Pending' | 'Active' | 'Rejected' | 'Suspended' | string;
  rejectionReason: string | null;
  paymentStatus: 'unpaid' | 'paid';
  isPaymentComplete: boolean;
  isProfileComplete: boolean;
  photoPrivacy: string;
  accountPrivacy: string;
  createdAt: string;
  subscription: OwnSubscription | null;
  upcomingSubscriptions: UpcomingSubscription[];
  expiredSubscription: ExpiredSubscription | null;
  renewalReminders: boolean;
}

export const OWN_PROFILE_QUERY_KEY = ['own-profile'] as const;

/**
 * Always fresh from the server when the page opens (the session copy may predate an edit or a
 * payment); kept apart from the session query, whose loader turns errors into "signed out".
 */
export function useOwnProfile() {
  return useQuery({
    queryKey: OWN_PROFILE_QUERY_KEY,
    queryFn: async ({ signal }) => (await api<{ success: true; user: OwnProfile }>('GET', API.getUser, { signal })).user,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
