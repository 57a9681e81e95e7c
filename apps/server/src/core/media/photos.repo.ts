import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { withKeyLock } from '../../db/locks';
import { images, users } from '../../db/schema';

const imagesOf = preparedPerDatabase((db) =>
  db.select().from(images).where(eq(images.userId, sql.placeholder('userId'))).orderBy(asc(images.position), asc(images.createdAt)).prepare('images_of'),
);

export async function listImages(db: Database, userId: string) {
  return imagesOf(db).execute({ userId });
}

export async function countImages(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(images).where(eq(images.userId, userId));
  return row?.n ?? 0;
}

/** The lock on a member's photos: uploads and the account's deletion take it. */
export const imagesLockKey = (userId: string) => `images:${userId}`;

/**
 * Adds a member's new photos after her existing ones, unless that would pass `max`: counting and
 * inserting are one step under a lock on the member, so parallel uploads cannot exceed the cap.
 * 'over cap' when the cap would be passed, 'deleted' when her account was deleted meanwhile (the
 * deletion takes the same lock); nothing is inserted then.
 */
export async function insertImagesWithinCap(
  db: Database,
  userId: string,
  rows: Array<{ storageKey: string; width: number; height: number; perceptualHash?: bigint | null }>,
  max: number,
) {
  return withKeyLock(db, imagesLockKey(userId), async (tx) => {
    const [live] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
    if (!live) return 'deleted' as const;
    const existing = await countImages(tx, userId);
    if (existing + rows.length > max) return 'over cap' as const;
    return tx
      .insert(images)
      .values(rows.map((row, index) => ({ ...row, userId, position: existing + index })))
      .returning();
  });
}

/** An image of this member by its storage key; another member's key finds nothing. */
export async function findOwnImage(db: Database, userId: string, storageKey: string) {
  const [row] = await db.select().from(images).where(and(eq(images.userId, userId), eq(images.storageKey, storageKey))).limit(1);
  return row;
}

export async function findImageByKey(db: Database, storageKey: string) {
  const [row] = await db.select().from(images).where(eq(images.storageKey, storageKey)).limit(1);
  return row;
}

export async function deleteImageRow(db: Database, imageId: string): Promise<void> {
  await db.delete(images).where(eq(images.id, imageId));
}

export async function setAvatarImage(db: Database, userId: string, imageId: string | null): Promise<void> {
  await db.update(users).set({ avatarImageId: imageId, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Releases (or holds) a photo: held photos are not shown to other members. */
export async function setImageHeld(db: Database, imageId: string, held: boolean): Promise<void> {
  await db.update(images).set({ held }).where(eq(images.id, imageId));
}

export async function findImageById(db: Database, imageId: string) {
  const [row] = await db.select({ id: images.id, userId: images.userId, storageKey: images.storageKey }).from(images).where(eq(images.id, imageId)).limit(1);
  return row;
}
