import { ageOn } from '@sakinah/contract';
import { mediaUrl } from '../photos/media-urls';
import { photosOpenTo } from '../privacy/policy';

/** The `users` columns a profile card shows (the listing's rows and the suggestion/viewer rows both carry them). */
export interface CardFields {
  id: string;
  first_name: string;
  last_name: string;
  dob: string | Date | null;
  gender: string | null;
  marital_status: string | null;
  height: string | null;
  city: string | null;
  state: string | null;
  education: string | null;
  occupation: string | null;
  caste: string | null;
  profile_for: string;
  photo_privacy: 'public' | 'private';
  avatar_key: string | null;
}

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
  };
}
