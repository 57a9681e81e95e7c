import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withKeyLock } from '../../db/locks';
import { payments, subscriptions, users } from '../../db/schema';
import { findActiveSubscription } from './subscriptions.repo';

/**
 * What approval of a member's profile starts, called once her status is Active: the plans she bought while waiting
 * begin now, every date moved by the time the review took, so no paid day ran before she could use it (their
 * payments' expiry dates follow). Under her subscription lock, the lock a payment's activation takes while it reads
 * her status: a payment confirmed at the same moment either found her Active (its plan started at once) or
 * committed a waiting plan that this finds. Returns how many plans started.
 */
export async function startPlansAwaitingApproval(db: Database, input: { userId: string; now: Date }): Promise<number> {
  return withKeyLock(db, `subscription:${input.userId}`, async (tx) => {
    const waiting = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, input.userId), eq(subscriptions.isActive, true), eq(subscriptions.awaitingApproval, true)))
      .orderBy(asc(subscriptions.startsAt));
    const first = waiting[0];
    if (!first) return 0;
    // The first starts now; those bought after it keep their places behind it.
    const shiftSecs = Math.max(0, input.now.getTime() - first.startsAt.getTime()) / 1000;
    const moved = await tx
      .update(subscriptions)
      .set({
        startsAt: sql`${subscriptions.startsAt} + make_interval(secs => ${shiftSecs})`,
        endsAt: sql`${subscriptions.endsAt} + make_interval(secs => ${shiftSecs})`,
        awaitingApproval: false,
      })
      .where(and(eq(subscriptions.userId, input.userId), eq(subscriptions.isActive, true), eq(subscriptions.awaitingApproval, true)))
      .returning({ paymentId: subscriptions.paymentId, endsAt: subscriptions.endsAt });
    for (const { paymentId, endsAt } of moved) {
      if (paymentId) await tx.update(payments).set({ expiryDate: endsAt }).where(eq(payments.id, paymentId));
    }
    const current = await findActiveSubscription(tx, input.userId, input.now);
    if (current) await tx.update(users).set({ currentSubscriptionId: current.id }).where(eq(users.id, input.userId));
    return moved.length;
  });
}
