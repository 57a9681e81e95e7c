import { ageOn, type MemberCard } from '@sakinah/contract';
import { mediaUrl } from '../photos/media-urls';
import { photosOpenTo } from '../privacy/policy';
import type { CardRow } from './member-cards.repo';

const isoDate = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** A card like the featured profiles' (same fields, photos by the same privacy rule). */
export function presentMemberCard(row: CardRow, viewerId: string, now: Date, matchScore = 0): MemberCard {
  const photosVisible = photosOpenTo({ photoPrivacy: row.photo_privacy }, { photoAccess: row.photo_access ? 'accepted' : null });
  const dob = row.dob ? isoDate(row.dob) : null;
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
    status: 'Active',
    photosLocked: !photosVisible,
    avatar: row.avatar_key ? mediaUrl(row.avatar_key, photosVisible ? 'small' : 'blur') : null,
    verified: row.verified,
    matchScore,
    request:
      row.request_id && row.request_status
        ? { id: row.request_id, direction: row.request_sender === viewerId ? 'outgoing' : 'incoming', status: row.request_status }
        : null,
  };
}
