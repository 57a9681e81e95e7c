import { ageOn } from '@sakinah/contract';
import { mediaUrl } from '../../core/media/media-urls';
import { presentFaith } from '../../core/member/faith.presenter';
import { presentProfileText } from '../../core/member/profile-text.presenter';
import { presentAccountHolder, presentContactOwner } from '../../core/member/account-holder.presenter';
import type { MemberRow } from '../../db/member-row';

export interface ViewPermissions {
  photos: boolean;
  blurredPhotos: boolean;
  contact: boolean;
  activity: boolean;
}

/**
 * Another member's profile as a viewer may see it: public fields only. Email and phone only with
 * the contact permission; photo addresses only with the photo permission (else the blur); never
 * password data or privacy internals.
 */
export function presentMemberView(
  member: MemberRow,
  photoKeys: string[],
  can: ViewPermissions,
  now: Date,
) {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
  const avatarKey = member.avatarKey;
  return {
    _id: member.id,
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    name,
    age: member.dob ? ageOn(member.dob, now) : null,
    gender: member.gender ?? '',
    status: member.status,
    verified: member.verificationStatus === 'verified',
    profileFor: member.profileFor,
    customRelation: member.profileFor === 'other' ? member.customRelation ?? '' : '',
    accountHolder: presentAccountHolder(member),
    contactOwner: can.contact ? presentContactOwner(member) : null,
    ...presentProfileText(member),
    // What she keeps private is shown to nobody else.
    ...presentFaith(member, member.privateFields),
    photoPrivacy: member.photoPrivacy,
    photosLocked: !can.photos,
    photoCount: photoKeys.length,
    avatar: avatarKey ? (can.photos ? mediaUrl(avatarKey, 'large') : can.blurredPhotos ? mediaUrl(avatarKey, 'blur') : null) : null,
    avatarThumb: avatarKey ? (can.photos ? mediaUrl(avatarKey, 'small') : can.blurredPhotos ? mediaUrl(avatarKey, 'blur') : null) : null,
    images: can.photos
      ? photoKeys.map((key) => ({ url: mediaUrl(key, 'large'), thumbUrl: mediaUrl(key, 'small'), isAvatar: key === avatarKey }))
      : [],
    email: can.contact ? member.email : null,
    contactNo: can.contact ? member.contactNo : null,
    lastActiveAt: can.activity && member.lastActiveAt ? member.lastActiveAt.toISOString() : null,
  };
}
export type MemberView = ReturnType<typeof presentMemberView>;
