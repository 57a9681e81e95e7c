import { useQuery } from '@tanstack/react-query';
import { API, type ContactExchangeStatus } from '@sakinah/contract';
import { api } from '../../lib/api';
import { memberProfileKeys } from './member-profile-keys';
import type { ProfileDetails } from '../profile-display/detail-cards';

export interface MemberPhoto {
  url: string;
  thumbUrl: string;
  isAvatar: boolean;
}

/** Another member as `GET /api/user/:id` lets this viewer see them ('' for empty text fields). */
export interface MemberProfile extends ProfileDetails {
  _id: string;
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  status: string;
  city: string;
  state: string;
  photoPrivacy: string;
  photosLocked: boolean;
  photoCount: number;
  /** When photos are locked this is a heavily blurred picture (or null). */
  avatar: string | null;
  avatarThumb: string | null;
  images: MemberPhoto[];
  email: string | null;
  contactNo: string | null;
  lastActiveAt: string | null;
  /** The team checked this member's identity document and selfie. */
  verified?: boolean;
}

export interface MemberRelation {
  isSelf: boolean;
  connected: boolean;
  outgoingRequest: 'pending' | 'accepted' | null;
  incomingRequest: 'pending' | 'accepted' | null;
  photoAccess: 'no_request' | 'pending' | 'accepted' | 'rejected';
  /** Where the two stand on sharing phone and email (null: nobody asked yet). */
  contactExchange?: { status: ContactExchangeStatus; requesterId: string } | null;
  /** The details are in `user` (connected, both agreed, and my plan includes them). */
  contactVisible?: boolean;
  /** Both agreed, but my plan does not include contact details. */
  contactNeedsPlan?: boolean;
}

export interface MemberProfileResponse {
  success: true;
  user: MemberProfile;
  relation: MemberRelation;
}

export const memberProfileQueryKey = memberProfileKeys.one;

export function useMemberProfile(id: string) {
  return useQuery({
    queryKey: memberProfileQueryKey(id),
    queryFn: ({ signal }) => api<MemberProfileResponse>('GET', API.userById(id), { signal }),
    enabled: id.length > 0,
  });
}
