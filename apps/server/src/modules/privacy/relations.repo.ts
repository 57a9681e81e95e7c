import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blocks, photoAccessRequests, profileRequests } from '../../db/schema';

export interface Relation {
  /** An accepted profile request in either direction. */
  connected: boolean;
  /** The viewer's own open profile request to the owner, if any. */
  outgoingRequest: 'pending' | 'accepted' | null;
  /** The owner's open profile request to the viewer, if any. */
  incomingRequest: 'pending' | 'accepted' | null;
  /** The viewer's photo access request to the owner. */
  photoAccess: 'pending' | 'accepted' | 'rejected' | null;
  /** Either of the two blocked the other. */
  blocked: boolean;
}

export const NO_RELATION: Relation = { connected: false, outgoingRequest: null, incomingRequest: null, photoAccess: null, blocked: false };

/** Everything that links a viewer to a profile's owner, in three small indexed queries. */
export async function loadRelation(db: Database, viewerId: string, ownerId: string): Promise<Relation> {
  if (viewerId === ownerId) return NO_RELATION;
  const requests = await db
    .select({ senderId: profileRequests.senderId, status: profileRequests.status })
    .from(profileRequests)
    .where(
      and(
        or(
          and(eq(profileRequests.senderId, viewerId), eq(profileRequests.receiverId, ownerId)),
          and(eq(profileRequests.senderId, ownerId), eq(profileRequests.receiverId, viewerId)),
        ),
        or(eq(profileRequests.status, 'pending'), eq(profileRequests.status, 'accepted')),
      ),
    );
  const [access] = await db
    .select({ status: photoAccessRequests.status })
    .from(photoAccessRequests)
    .where(and(eq(photoAccessRequests.ownerId, ownerId), eq(photoAccessRequests.requesterId, viewerId)))
    .limit(1);
  const [block] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, ownerId)), and(eq(blocks.blockerId, ownerId), eq(blocks.blockedId, viewerId))))
    .limit(1);
  const outgoing = requests.find((r) => r.senderId === viewerId)?.status ?? null;
  const incoming = requests.find((r) => r.senderId === ownerId)?.status ?? null;
  return {
    connected: outgoing === 'accepted' || incoming === 'accepted',
    outgoingRequest: outgoing as Relation['outgoingRequest'],
    incomingRequest: incoming as Relation['incomingRequest'],
    photoAccess: (access?.status as Relation['photoAccess']) ?? null,
    blocked: Boolean(block),
  };
}
