import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { images, riskItems, users } from '../../db/schema';

export type RiskItemRow = typeof riskItems.$inferSelect;

const subject = alias(users, 'subject');
const other = alias(users, 'other');
const photo = alias(images, 'photo');
const otherPhoto = alias(images, 'other_photo');

/** The queue: open items oldest first (closed ones newest first), with both members and both photos. */
export async function listRiskItems(db: Database, status: RiskItemRow['status'], limit = 200) {
  return db
    .select({ item: riskItems, subject, other, photo, otherPhoto })
    .from(riskItems)
    .innerJoin(subject, eq(subject.id, riskItems.subjectId))
    .leftJoin(other, eq(other.id, riskItems.otherId))
    .leftJoin(photo, eq(photo.id, riskItems.imageId))
    .leftJoin(otherPhoto, eq(otherPhoto.id, riskItems.otherImageId))
    .where(eq(riskItems.status, status))
    .orderBy(status === 'open' ? riskItems.createdAt : desc(riskItems.handledAt))
    .limit(limit);
}

export async function findRiskItem(db: Database, id: string): Promise<RiskItemRow | undefined> {
  const [row] = await db.select().from(riskItems).where(eq(riskItems.id, id)).limit(1);
  return row;
}

/** Closes an open item; null when it was not open (a second admin action on it changes nothing). */
export async function closeRiskItem(
  db: Database,
  id: string,
  status: 'dismissed' | 'actioned',
  resolution: NonNullable<RiskItemRow['resolution']>,
  adminId: string,
  now: Date,
): Promise<RiskItemRow | null> {
  const [row] = await db
    .update(riskItems)
    .set({ status, resolution, handledAt: now, handledBy: adminId, updatedAt: now })
    .where(and(eq(riskItems.id, id), eq(riskItems.status, 'open')))
    .returning();
  return row ?? null;
}

/** Risk score per member: the sum of her open items (one indexed read for a page of members). */
export async function riskScoresOf(db: Database, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: riskItems.subjectId, score: sql<number>`coalesce(sum(${riskItems.score}), 0)::int` })
    .from(riskItems)
    .where(and(inArray(riskItems.subjectId, [...userIds]), eq(riskItems.status, 'open')))
    .groupBy(riskItems.subjectId);
  return new Map(rows.map((r) => [r.userId, Number(r.score)]));
}

export async function openRiskItemsOf(db: Database, userId: string): Promise<RiskItemRow[]> {
  return db.select().from(riskItems).where(and(eq(riskItems.subjectId, userId), eq(riskItems.status, 'open'))).orderBy(riskItems.createdAt);
}
