import { and, desc, eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared';
import type { Database } from '../../db/client';
import { images, photoAccessRequests, users } from '../../db/schema';
import { availableToOthersSql } from './available-member.repo';

export type PhotoAccessRow = typeof photoAccessRequests.$inferSelect;

export async function findAccess(db: Database, ownerId: string, requesterId: string) {
  const [row] = await db
    .select()
    .from(photoAccessRequests)
    .where(and(eq(photoAccessRequests.ownerId, ownerId), eq(photoAccessRequests.requesterId, requesterId)))
    .limit(1);
  return row;
}

export async function findAccessById(db: Database, id: string) {
  const [row] = await db.select().from(photoAccessRequests).where(eq(photoAccessRequests.id, id)).limit(1);
  return row;
}

/**
 * A new pending request, or a rejected one asked again, in one statement. Null when the pair
 * already has a pending or accepted request (a parallel ask, or the owner accepting meanwhile):
 * an accepted grant is never turned back into a pending request.
 */
export async function upsertPending(db: Database, ownerId: string, requesterId: string, message: string | null, now: Date) {
  const [row] = await db
    .insert(photoAccessRequests)
    .values({ ownerId, requesterId, status: 'pending', message, createdAt: now })
    .onConflictDoUpdate({
      target: [photoAccessRequests.ownerId, photoAccessRequests.requesterId],
      set: { status: 'pending', message, createdAt: now, respondedAt: null },
      setWhere: eq(photoAccessRequests.status, 'rejected'),
    })
    .returning();
  return row ?? null;
}

export async function setAccessStatus(db: Database, id: string, from: PhotoAccessRow['status'], to: PhotoAccessRow['status'], now: Date) {
  const [row] = await db
    .update(photoAccessRequests)
    .set({ status: to, respondedAt: now })
    .where(and(eq(photoAccessRequests.id, id), eq(photoAccessRequests.status, from)))
    .returning();
  return row ?? null;
}

export async function deleteAccess(db: Database, id: string, status: PhotoAccessRow['status']): Promise<boolean> {
  const rows = await db
    .delete(photoAccessRequests)
    .where(and(eq(photoAccessRequests.id, id), eq(photoAccessRequests.status, status)))
    .returning({ id: photoAccessRequests.id });
  return rows.length === 1;
}

/** listIncoming's statement: prepared by name, one text for every owner and status (planned once per connection). */
const incomingStatement = preparedPerDatabase((db) =>
  db
    .select({
      request: photoAccessRequests,
      requester: { id: users.id, firstName: users.firstName, lastName: users.lastName, photoPrivacy: users.photoPrivacy, avatarKey: images.storageKey },
    })
    .from(photoAccessRequests)
    .innerJoin(users, eq(users.id, photoAccessRequests.requesterId))
    .leftJoin(images, and(eq(images.id, users.avatarImageId), eq(images.held, false)))
    .where(and(eq(photoAccessRequests.ownerId, sql.placeholder('ownerId')), eq(photoAccessRequests.status, sql.placeholder('status')), availableToOthersSql('users')))
    .orderBy(desc(photoAccessRequests.createdAt))
    .limit(200)
    .prepare('photo_requests_incoming'),
);

/** Requests to see `ownerId`'s photos in one status, newest first, from members available to others (at most 200). */
export async function listIncoming(db: Database, ownerId: string, status: 'pending' | 'accepted') {
  return incomingStatement(db).execute({ ownerId, status });
}

