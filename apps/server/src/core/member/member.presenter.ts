import { ageOn, type SelfProfile } from '@sakinah/contract';
import { presentFaith } from './faith.presenter';
import { presentProfileText } from './profile-text.presenter';
import { mediaUrl } from '../media/media-urls';
import type { MemberRow } from '../../db/member-row';

/**
 * The signed-in member's own record (`GET /api/get-user`): every profile and privacy field, and
 * never the password hash or anything about sessions. Both `_id` and `id` (DESIGN.md).
 */
export function presentSelf(member: MemberRow, now: Date = new Date(), imageKeys: string[] = []): SelfProfile {
  const name = [member.firstName, member.middleName, member.lastName].filter(Boolean).join(' ');
  return {
    _id: member.id,
    id: member.id,
    role: member.role,
    firstName: member.firstName,
    middleName: member.middleName ?? '',
    lastName: member.lastName,
    name,
    userName: member.email.split('@')[0] ?? '',
    email: member.email,
    contactNo: member.contactNo ?? '',
    phoneVerified: Boolean(member.phoneVerifiedAt),
    bio: member.bio ?? '',
    profileFor: member.profileFor,
    customRelation: member.customRelation ?? '',
    accountHolder: member.accountHolder ?? null,
    accountHolderName: member.accountHolderName ?? '',
    avatar: member.avatarKey ? mediaUrl(member.avatarKey, 'large') : null,
    avatarThumb: member.avatarKey ? mediaUrl(member.avatarKey, 'small') : null,
    images: imageKeys.map((key) => mediaUrl(key, 'large')),
    status: member.status,
    rejectionReason: member.rejectionReason ?? null,
    paymentStatus: member.paymentStatus,
    isPaymentComplete: member.isPaymentComplete,
    isProfileComplete: member.isProfileComplete,
    dob: member.dob ?? '',
    age: member.dob ? ageOn(member.dob, now) : null,
    gender: member.gender ?? '',
    ...presentProfileText(member),
    address: member.address ?? '',
    income: member.annualIncome ?? '',
    casteInterestedIn: member.casteInterestedIn,
    photoPrivacy: member.photoPrivacy,
    accountPrivacy: member.accountPrivacy,
    profileVisibility: member.profileVisibility,
    activityStatus: member.activityStatus,
    searchable: member.searchable,
    invisibleMode: member.invisibleMode,
    deactivated: Boolean(member.deactivatedAt),
    verificationStatus: member.verificationStatus,
    verified: member.verificationStatus === 'verified',
    createdAt: member.createdAt.toISOString(),
    ...presentFaith(member, []),
    privateFields: member.privateFields,
    partnerPreferences: member.partnerPreferences,
  };
}
export type SelfView = SelfProfile;
