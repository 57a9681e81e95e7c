import { ageOn, type MemberCard } from '@sakinah/contract';
import { mediaUrl } from '../../core/media/media-urls';
import { photosOpenTo } from '../../core/privacy/policy';
import { cardFaith, type CardRow } from './card-columns.repo';

/** The `users` columns a profile card shows (a CardRow without the relation to the viewer). */
export type CardFields = Omit<CardRow, 'verified' | 'photo_access' | 'request_id' | 'request_sender' | 'request_status'>;

export interface CardRequest {
  id: string;
  direction: 'outgoing' | 'incoming';
  status: 'pending' | 'accepted';
}

/**
 * One profile card, as featured profiles, daily suggestions and profile viewers all show it:
 * photos by the policy's rule (a blurred avatar when they are closed to this viewer).
 */
export function presentProfileCard(row: CardFields, seen: { photoAccess: boolean; request: CardRequest | null; matchScore: number }, now: Date) {
  const photosVisible = photosOpenTo({ photoPrivacy: row.photo_privacy }, { photoAccess: seen.photoAccess ? 'accepted' : null });
  const dob = row.dob ? (typeof row.dob === 'string' ? row.dob.slice(0, 10) : row.dob.toISOString().slice(0, 10)) : null;
  return {
    _id: row.id,
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    name: `${row.first_name} ${row.last_name}`,
    age: dob ? ageOn(dob, now) : null,
    gender: row.gender ?? '',
    maritalStatus: row.marital_status ?? '',
    height: row.height ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    education: row.education ?? '',
    occupation: row.occupation ?? '',
    caste: row.caste ?? '',
    profileFor: row.profile_for,
    status: 'Active' as const,
    photosLocked: !photosVisible,
    avatar: row.avatar_key ? mediaUrl(row.avatar_key, photosVisible ? 'small' : 'blur') : null,
    matchScore: seen.matchScore,
    request: seen.request,
    faith: cardFaith(row),
  };
}

/** A profile card with the Verified badge and her open request either way (featured profiles, suggestions, viewers). */
export function presentMemberCard(row: CardRow, viewerId: string, now: Date, matchScore = 0): MemberCard {
  const request =
    row.request_id && row.request_status
      ? { id: row.request_id, direction: row.request_sender === viewerId ? ('outgoing' as const) : ('incoming' as const), status: row.request_status }
      : null;
  return { ...presentProfileCard(row, { photoAccess: row.photo_access, request, matchScore }, now), verified: row.verified };
}
