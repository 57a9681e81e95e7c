import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { packages, renewalReminders, subscriptions, users } from '../../db/schema';

export type ReminderKind = (typeof renewalReminders.$inferInsert)['kind'];

/**
 * Paid plans ending between `from` and `until` whose member still has an account (with whether she wants the mail;
 * the notification is hers either way, by her push preference),
 * and has not already bought the plan that follows (a queued plan starting at or after this end).
 */
export async function plansEndingBetween(db: Database, from: Date, until: Date, now: Date) {
  return db
    .select({
      subscriptionId: subscriptions.id,
      packageId: subscriptions.packageId,
      planName: subscriptions.planName,
      endsAt: subscriptions.endsAt,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      accountHolder: users.accountHolder,
      accountHolderName: users.accountHolderName,
      wantsMail: users.renewalReminders,
      packageOnSale: packages.isActive,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(
      and(
        eq(subscriptions.kind, 'paid'),
        // A plan waiting for approval has no end yet (its dates move at approval).
        eq(subscriptions.awaitingApproval, false),
        // Still in force, or ended by the clock (a plan switched off by hand is not reminded of).
        or(eq(subscriptions.isActive, true), lte(subscriptions.endsAt, now)),
        gt(subscriptions.endsAt, from),
        lte(subscriptions.endsAt, until),
        isNull(users.deletedAt),
        sql`not exists (select 1 from ${subscriptions} next where next.user_id = ${subscriptions.userId}
              and next.is_active and next.kind <> 'trial' and next.id <> ${subscriptions.id}
              and (next.starts_at >= ${subscriptions.endsAt} or next.paused_until >= ${subscriptions.endsAt}))`,
      ),
    )
    .limit(500);
}

/** Claims one reminder; false when it was sent before (or by another instance at the same time). */
export async function claimReminder(db: Database, subscriptionId: string, kind: ReminderKind, now: Date): Promise<boolean> {
  const rows = await db
    .insert(renewalReminders)
    .values({ subscriptionId, kind, sentAt: now })
    .onConflictDoNothing()
    .returning({ subscriptionId: renewalReminders.subscriptionId });
  return rows.length === 1;
}

/** Gives a claim back when the mail could not be sent, so the next run tries again. */
export async function releaseReminder(db: Database, subscriptionId: string, kind: ReminderKind): Promise<void> {
  await db.delete(renewalReminders).where(and(eq(renewalReminders.subscriptionId, subscriptionId), eq(renewalReminders.kind, kind)));
}
