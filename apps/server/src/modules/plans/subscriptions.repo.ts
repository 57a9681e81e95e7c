import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';

/** The member's subscription in force now (newest end first), if any. Queued plans have not started. */
export async function findActiveSubscription(db: Database, userId: string, now: Date) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isActive, true), lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now)))
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  return row;
}

/** Every active plan whose end is still ahead: the one in force and those queued after it, in order. */
export async function listPlansAhead(db: Database, userId: string, now: Date) {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isActive, true), gt(subscriptions.endsAt, now)))
    .orderBy(asc(subscriptions.startsAt))
    .limit(50);
}

/** The plan that ended last (a trial cut short by a purchase always has that purchase ending after it). */
export async function findLastEndedSubscription(db: Database, userId: string, now: Date) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), lte(subscriptions.endsAt, now)))
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  return row;
}
