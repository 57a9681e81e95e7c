import type { MemberCard } from '@sakinah/contract';
import { presentProfileCard } from '../discovery/profile-card.presenter';
import type { CardRow } from './member-cards.repo';

/** A card like the featured profiles' (the same presenter), with the Verified badge and her open request. */
export function presentMemberCard(row: CardRow, viewerId: string, now: Date, matchScore = 0): MemberCard {
  const request =
    row.request_id && row.request_status
      ? { id: row.request_id, direction: row.request_sender === viewerId ? ('outgoing' as const) : ('incoming' as const), status: row.request_status }
      : null;
  return { ...presentProfileCard(row, { photoAccess: row.photo_access, request, matchScore }, now), verified: row.verified };
}
