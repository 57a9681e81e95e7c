import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactExchanges, images, profileRequests, users } from '../../db/schema';
import { availableToOthersSql } from '../privacy/available-member.repo';

export type RequestRow = typeof profileRequests.$inferSelect;

export async function findRequest(db: Database, id: string) {
  const [row] = await db.select().from(profileRequests).where(eq(profileRequests.id, id)).limit(1);
  return row;
}

/** Any open (pending or accepted) request between two members, either direction. */
export async function findOpenBetween(db: Database, a: string, b: string) {
  return db
    .select()
    .from(profileRequests)
    .where(
      and(
        or(and(eq(profileRequests.senderId, a), eq(profileRequests.receiverId, b)), and(eq(profileRequests.senderId, b), eq(profileRequests.receiverId, a))),
        inArray(profileRequests.status, ['pending', 'accepted']),
      ),
    );
}

export async function insertRequest(db: Database, senderId: string, receiverId: string, now: Date) {
  const [row] = await db.insert(profileRequests).values({ senderId, receiverId, status: 'pending', createdAt: now }).returning();
  return row!;
}

/** Moves a request from one status to another; null when it was not in `from` any more (a race). */
export async function transition(db: Database, id: string, from: RequestRow['status'], to: RequestRow['status'], now: Date) {
  const [row] = await db
    .update(profileRequests)
    .set({ status: to, respondedAt: now })
    .where(and(eq(profileRequests.id, id), eq(profileRequests.status, from)))
    .returning();
  return row ?? null;
}

const otherPerson = {
  id: users.id,
  role: users.role,
  status: users.status,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  contactNo: users.contactNo,
  gender: users.gender,
  caste: users.caste,
  searchable: users.searchable,
  accountPrivacy: users.accountPrivacy,
  profileVisibility: users.profileVisibility,
  photoPrivacy: users.photoPrivacy,
  activityStatus: users.activityStatus,
  invisibleMode: users.invisibleMode,
  avatarKey: images.storageKey,
  deletedAt: users.deletedAt,
  deactivatedAt: users.deactivatedAt,
};

/**
 * Requests of a member with what the privacy policy needs to know of the other person (her
 * settings, and where the two stand on sharing contact details), newest first.
 */
export async function listRequestsOf(db: Database, userId: string, direction: 'incoming' | 'outgoing', statuses: Array<RequestRow['status']>) {
  const otherId = direction === 'incoming' ? profileRequests.senderId : profileRequests.receiverId;
  const mine = direction === 'incoming' ? profileRequests.receiverId : profileRequests.senderId;
  return db
    .select({ request: profileRequests, other: otherPerson, contactExchange: contactExchanges.status })
    .from(profileRequests)
    .innerJoin(users, eq(users.id, otherId))
    .leftJoin(images, and(eq(images.id, users.avatarImageId), eq(images.held, false)))
    .leftJoin(
      contactExchanges,
      eq(
        contactExchanges.pairKey,
        sql`least(${profileRequests.senderId}, ${profileRequests.receiverId})::text || '|' || greatest(${profileRequests.senderId}, ${profileRequests.receiverId})::text`,
      ),
    )
    .where(and(eq(mine, userId), inArray(profileRequests.status, statuses), availableToOthersSql('users')))
    .orderBy(desc(profileRequests.createdAt))
    .limit(200);
}
export type RequestWithOther = Awaited<ReturnType<typeof listRequestsOf>>[number];
