import { and, desc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { orders, packages, paymentRefunds, payments, subscriptions, users, webhookEvents, type PackageRow } from '../../db/schema';
import { lockKey, withKeyLock } from '../../db/locks';
import { findActiveSubscription, listPlansAhead } from '../../core/plans/subscriptions.repo';
import { planCapabilityColumns } from '../../core/plans/plan-capabilities';
import { placePurchase, type Placement } from '../../core/plans/stacking';
import { issueReceipt } from './receipts.repo';
import { recordTrialClaims } from '../../core/plans/trial-claims.repo';

export async function insertOrder(
  db: Database,
  values: { userId: string; packageId: string; provider: string; providerOrderId: string; amountPaise: number; currency: string; startMode: 'now' | 'after'; packageSnapshot: Record<string, unknown>; createdAt: Date },
) {
  const [row] = await db.insert(orders).values({ ...values, updatedAt: values.createdAt }).returning();
  return row!;
}

export async function findOrderByProviderId(db: Database, providerOrderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)).limit(1);
  return row;
}

/** Orders nobody confirmed yet, old enough that the payer has left the checkout. */
export async function listStaleCreatedOrders(db: Database, olderThan: Date, newerThan: Date) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'created'), lt(orders.createdAt, olderThan), gt(orders.createdAt, newerThan)))
    .limit(100);
}

/** A failure never moves a paid order back. */
export async function markOrderFailed(db: Database, orderId: string, now: Date): Promise<void> {
  await db.update(orders).set({ status: 'failed', updatedAt: now }).where(and(eq(orders.id, orderId), eq(orders.status, 'created')));
}

export interface Activation {
  payment: typeof payments.$inferSelect;
  subscription: typeof subscriptions.$inferSelect;
  pkg: PackageRow;
  created: boolean;
  /** How the plan was placed (only on the activation that created it). */
  placement?: Placement;
  /** The plan paused while this one runs ("Start now"), on every confirmation of the payment. */
  pauses: { planName: string; resumesAt: Date; endsAt: Date } | null;
}

/** The plan paused for `subscription` ("Start now"): its pause began when this plan did and ends when it ends. */
async function planPausedFor(tx: Database, subscription: typeof subscriptions.$inferSelect) {
  const [paused] = await tx
    .select({ planName: subscriptions.planName, resumesAt: subscriptions.pausedUntil, endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, subscription.userId), eq(subscriptions.pausedFrom, subscription.startsAt), eq(subscriptions.pausedUntil, subscription.endsAt)))
    .limit(1);
  return paused?.resumesAt ? { planName: paused.planName, resumesAt: paused.resumesAt, endsAt: paused.endsAt } : null;
}

/**
 * Turns a verified order into exactly one payment and one subscription, in one transaction with
 * the order row locked: the browser's callback and the webhook may race; the second finds it done.
 */
export async function activateOrder(
  db: Database,
  input: { orderId: string; providerPaymentId: string; now: Date; durationDays: (duration: string) => number; reviewTime: string },
): Promise<Activation> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) throw new Error('order vanished');
    await lockKey(tx, `subscription:${order.userId}`);
    const [pkg] = await tx.select().from(packages).where(eq(packages.id, order.packageId));
    if (order.status === 'paid') {
      const [payment] = await tx.select().from(payments).where(eq(payments.orderId, order.id));
      const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.paymentId, payment!.id));
      // Confirmed again (the webhook came first): what the first confirmation placed, read back.
      return { payment: payment!, subscription: subscription!, pkg: pkg!, created: false, pauses: await planPausedFor(tx, subscription!) };
    }
    const snapshot = order.packageSnapshot as {
      name: string;
      duration: string;
      /** Orders made before plans held capability keys carry the two flags instead. */
      features?: string[];
      canSeeContactInfo?: boolean;
      readReceipts?: boolean;
      maxPhotosViews: number | null;
      maxProfileViews: number | null;
      messagingDailyCap?: number | null;
    };
    const features =
      snapshot.features ??
      [snapshot.canSeeContactInfo ? 'contactDetails' : '', snapshot.readReceipts ? 'readReceipts' : ''].filter(Boolean);
    // Paid time is never lost: the new plan starts when the plans already bought end, or now with the one in force
    // paused (her choice, on the order), and a member not yet approved starts at approval (read under the lock
    // approval takes, plan-start.repo.ts: either the approval came first and the plan starts now, or it moves the plan).
    const ahead = await listPlansAhead(tx, order.userId, input.now);
    const [owner] = await tx.select({ status: users.status }).from(users).where(eq(users.id, order.userId));
    const durationDays = input.durationDays(snapshot.duration);
    const placement = placePurchase({
      now: input.now, packageId: order.packageId, durationDays, inForce: ahead, start: order.startMode, awaitingApproval: awaitsApproval(owner?.status),
    });
    const endsAt = placement.endsAt;
    if (placement.pauses) await pausePlansFor(tx, order.userId, input.now, durationDays * DAY_MS);
    await tx.update(orders).set({ status: 'paid', updatedAt: input.now }).where(eq(orders.id, order.id));
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        userId: order.userId,
        packageId: order.packageId,
        provider: order.provider,
        providerPaymentId: input.providerPaymentId,
        amountPaise: order.amountPaise,
        currency: order.currency,
        createdAt: input.now,
        expiryDate: endsAt,
      })
      .returning();
    if (placement.endsTrial) {
      // The trial gives way to the plan paid for; it ends now, so its end date stays true.
      await tx
        .update(subscriptions)
        .set({ isActive: false, endsAt: input.now })
        .where(and(eq(subscriptions.userId, order.userId), eq(subscriptions.kind, 'trial'), eq(subscriptions.isActive, true), gt(subscriptions.endsAt, input.now)));
    }
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        userId: order.userId,
        packageId: order.packageId,
        paymentId: payment!.id,
        kind: 'paid',
        planName: snapshot.name,
        duration: snapshot.duration,
        ...planCapabilityColumns(features),
        maxPhotosViews: snapshot.maxPhotosViews,
        maxProfileViews: snapshot.maxProfileViews,
        messagingDailyCap: snapshot.messagingDailyCap ?? null,
        startsAt: placement.startsAt,
        endsAt,
        awaitingApproval: placement.startsOnApproval,
        createdAt: input.now,
      })
      .returning();
    // Numbered in this transaction: a rolled-back activation leaves no gap in the receipt numbers.
    await issueReceipt(tx, { payment: payment!, subscription: subscription!, placement, reviewTime: input.reviewTime });
    // A queued plan becomes current when the one before it ends (expireSubscriptions); one waiting for approval at it.
    await tx
      .update(users)
      .set({
        paymentStatus: 'paid',
        isPaymentComplete: true,
        ...(placement.startsAt <= input.now && !placement.startsOnApproval ? { currentSubscriptionId: subscription!.id } : {}),
        updatedAt: input.now,
      })
      .where(eq(users.id, order.userId));
    return { payment: payment!, subscription: subscription!, pkg: pkg!, created: true, placement, pauses: placement.pauses };
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "Start now": every bought plan still ahead makes room for `lengthMs` from `now`, so none loses a day. The plan
 * running now pauses for it; one already paused stays paused as much longer; queued ones move later. Each
 * payment's expiry date follows its plan. Under the member's subscription lock (activateOrder).
 */
async function pausePlansFor(tx: Database, userId: string, now: Date, lengthMs: number): Promise<void> {
  const shift = sql`make_interval(secs => ${lengthMs / 1000})`;
  const until = new Date(now.getTime() + lengthMs);
  const ahead = and(eq(subscriptions.userId, userId), eq(subscriptions.isActive, true), gt(subscriptions.endsAt, now), sql`${subscriptions.kind} <> 'trial'`);
  const moved = [
    // Queued: the whole period moves.
    ...(await tx
      .update(subscriptions)
      .set({ startsAt: sql`${subscriptions.startsAt} + ${shift}`, endsAt: sql`${subscriptions.endsAt} + ${shift}` })
      .where(and(ahead, gt(subscriptions.startsAt, now)))
      .returning({ paymentId: subscriptions.paymentId, endsAt: subscriptions.endsAt })),
    // Paused now for an earlier "Start now": its pause lasts as much longer.
    ...(await tx
      .update(subscriptions)
      .set({ pausedUntil: sql`${subscriptions.pausedUntil} + ${shift}`, endsAt: sql`${subscriptions.endsAt} + ${shift}` })
      .where(and(ahead, lte(subscriptions.startsAt, now), lte(subscriptions.pausedFrom, now), gt(subscriptions.pausedUntil, now)))
      .returning({ paymentId: subscriptions.paymentId, endsAt: subscriptions.endsAt })),
    // Running now: it pauses from now until the new plan ends.
    ...(await tx
      .update(subscriptions)
      .set({ pausedFrom: now, pausedUntil: until, endsAt: sql`${subscriptions.endsAt} + ${shift}` })
      .where(and(ahead, lte(subscriptions.startsAt, now), sql`not (${subscriptions.pausedFrom} is not null and ${subscriptions.pausedFrom} <= ${now.toISOString()}::timestamptz and ${subscriptions.pausedUntil} > ${now.toISOString()}::timestamptz)`))
      .returning({ paymentId: subscriptions.paymentId, endsAt: subscriptions.endsAt })),
  ];
  for (const { paymentId, endsAt } of moved) {
    if (paymentId) await tx.update(payments).set({ expiryDate: endsAt }).where(eq(payments.id, paymentId));
  }
}

/** Her captured payments whose plans still wait for her approval (a rejection refunds them). */
export async function listPaymentsAwaitingApproval(db: Database, userId: string) {
  return db
    .select({ id: payments.id, amountPaise: payments.amountPaise, planName: subscriptions.planName })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.paymentId, payments.id))
    .where(and(eq(payments.userId, userId), eq(payments.status, 'captured'), eq(subscriptions.isActive, true), eq(subscriptions.awaitingApproval, true)))
    .orderBy(payments.createdAt);
}

/** Plans bought by a member whose profile is not approved wait for the approval (Pending, or Rejected and editing). */
export const awaitsApproval = (status: string | undefined) => status === 'Pending' || status === 'Rejected';

/** Records a webhook event; false when it was seen before (a re-delivery). */
export async function rememberWebhookEvent(db: Database, id: string, provider: string, event: string): Promise<boolean> {
  const rows = await db.insert(webhookEvents).values({ id, provider, event }).onConflictDoNothing().returning({ id: webhookEvents.id });
  return rows.length === 1;
}

const paymentColumns = {
  payment: payments,
  packageName: packages.name,
  packageDuration: packages.duration,
  providerOrderId: orders.providerOrderId,
  periodStart: subscriptions.startsAt,
  periodEnd: subscriptions.endsAt,
  periodActive: subscriptions.isActive,
  periodAwaitingApproval: subscriptions.awaitingApproval,
  periodPausedFrom: subscriptions.pausedFrom,
  periodPausedUntil: subscriptions.pausedUntil,
};

/** How long an administrator's refund may stay `requested` (the provider was asked, no answer recorded) before another may ask. */
export const REFUND_CLAIM_STALE_MS = 15 * 60 * 1000;

export type RefundClaim =
  | { kind: 'claimed'; payment: typeof payments.$inferSelect }
  | { kind: 'not found' | 'not refundable' | 'other provider' | 'already requested' };

/**
 * Claims an administrator's refund of a captured payment, committed before the provider is asked: one claim per
 * payment, unless an earlier one stayed `requested` for REFUND_CLAIM_STALE_MS (its request failed without a trace).
 */
export async function claimRefund(db: Database, input: { paymentId: string; provider: string; adminId: string; now: Date }): Promise<RefundClaim> {
  return withKeyLock(db, `admin-refund:${input.paymentId}`, async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).limit(1);
    if (!payment) return { kind: 'not found' };
    if (payment.status !== 'captured') return { kind: 'not refundable' };
    if (payment.provider !== input.provider) return { kind: 'other provider' };
    const [earlier] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id));
    const stale = earlier?.status === 'requested' && earlier.requestedAt.getTime() <= input.now.getTime() - REFUND_CLAIM_STALE_MS;
    if (earlier && !stale) return { kind: 'already requested' };
    await tx
      .insert(paymentRefunds)
      .values({ paymentId: payment.id, requestedBy: input.adminId, requestedAt: input.now, status: 'requested' })
      .onConflictDoUpdate({ target: paymentRefunds.paymentId, set: { requestedBy: input.adminId, requestedAt: input.now, status: 'requested', providerRefundId: null } });
    return { kind: 'claimed', payment };
  });
}

/** The provider refused: the claim goes, so the administrator may try again. */
export async function releaseRefundClaim(db: Database, paymentId: string): Promise<void> {
  await db.delete(paymentRefunds).where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.status, 'requested')));
}

/** The provider's answer to a claimed refund, recorded in the transaction that applies it. */
export async function recordRefundAnswer(tx: Database, paymentId: string, answer: { id: string; status: 'pending' | 'processed' }): Promise<void> {
  await tx.update(paymentRefunds).set({ providerRefundId: answer.id, status: answer.status }).where(eq(paymentRefunds.paymentId, paymentId));
}

export async function findPaymentOfUser(db: Database, userId: string, providerPaymentId: string) {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(packages, eq(packages.id, payments.packageId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(subscriptions, eq(subscriptions.paymentId, payments.id))
    .where(and(eq(payments.userId, userId), eq(payments.providerPaymentId, providerPaymentId)))
    .limit(1);
  return row;
}

/** A member's payments, newest first (the history page): a prepared statement, built and planned once per connection. */
const paymentsOfUser = preparedPerDatabase((db) =>
  db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(packages, eq(packages.id, payments.packageId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(subscriptions, eq(subscriptions.paymentId, payments.id))
    .where(eq(payments.userId, sql.placeholder('userId')))
    .orderBy(desc(payments.createdAt), desc(subscriptions.startsAt))
    .limit(100)
    .prepare('payments_of_user'),
);

export async function listPaymentsOfUser(db: Database, userId: string) {
  return paymentsOfUser(db).execute({ userId });
}
export type PaymentWithPackage = NonNullable<Awaited<ReturnType<typeof findPaymentOfUser>>>;

export async function insertTrialSubscription(
  db: Database,
  input: { userId: string; pkg: PackageRow; now: Date; days: number; claimDigests: string[] },
) {
  // One locked step per member with plan activations: a trial never starts beside a plan just paid for.
  return withKeyLock(db, `subscription:${input.userId}`, async (tx) => {
    const [member] = await tx.select({ trialUsedAt: users.trialUsedAt }).from(users).where(eq(users.id, input.userId));
    if (member?.trialUsedAt) throw new Error('TRIAL_USED');
    if (await findActiveSubscription(tx, input.userId, input.now)) throw new Error('TRIAL_WHILE_PAID');
    const endsAt = new Date(input.now.getTime() + input.days * 24 * 60 * 60 * 1000);
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        userId: input.userId,
        packageId: input.pkg.id,
        kind: 'trial',
        planName: `${input.pkg.name} (Free Trial)`,
        duration: '7 Days',
        ...planCapabilityColumns(input.pkg.features),
        maxPhotosViews: input.pkg.maxPhotosViews,
        maxProfileViews: input.pkg.maxProfileViews,
        messagingDailyCap: input.pkg.messagingDailyCap ?? 5,
        startsAt: input.now,
        endsAt,
        createdAt: input.now,
      })
      .returning();
    // trial_used_at is set only once: a second concurrent start finds it set and changes nothing.
    const updated = await tx
      .update(users)
      .set({ trialUsedAt: input.now, paymentStatus: 'paid', isPaymentComplete: true, currentSubscriptionId: subscription!.id, updatedAt: input.now })
      .where(and(eq(users.id, input.userId), sql`${users.trialUsedAt} is null`))
      .returning({ id: users.id });
    if (updated.length === 0) throw new Error('TRIAL_USED');
    // Her phone or email had a trial on an account since deleted: this one rolls back.
    if ((await recordTrialClaims(tx, input.claimDigests, input.now)) < input.claimDigests.length) throw new Error('TRIAL_USED');
    return subscription!;
  });
}

/**
 * A payment refunded in full at the provider: the payment is marked refunded and its plan ends now (a plan not yet
 * begun never begins). Plans queued after it move earlier by the time it no longer takes, so no gap opens before
 * them. Under the member's subscription lock, like activations. Null when the payment is unknown or already refunded.
 */
export async function refundPayment(db: Database, input: { providerPaymentId: string; now: Date }) {
  const [found] = await db.select({ userId: payments.userId }).from(payments).where(eq(payments.providerPaymentId, input.providerPaymentId)).limit(1);
  if (!found) return null;
  return withKeyLock(db, `subscription:${found.userId}`, async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({ status: 'refunded' })
      .where(and(eq(payments.providerPaymentId, input.providerPaymentId), eq(payments.status, 'captured')))
      .returning();
    if (!payment) return null;
    const [plan] = await tx.select().from(subscriptions).where(eq(subscriptions.paymentId, payment.id)).limit(1);
    if (plan && plan.isActive && plan.endsAt > input.now) {
      const endsAt = plan.startsAt > input.now ? plan.startsAt : input.now;
      const freedMs = plan.endsAt.getTime() - endsAt.getTime();
      await tx.update(subscriptions).set({ endsAt, isActive: false }).where(eq(subscriptions.id, plan.id));
      const moved = await tx
        .update(subscriptions)
        .set({
          startsAt: sql`${subscriptions.startsAt} - make_interval(secs => ${freedMs / 1000})`,
          endsAt: sql`${subscriptions.endsAt} - make_interval(secs => ${freedMs / 1000})`,
        })
        .where(and(eq(subscriptions.userId, payment.userId), eq(subscriptions.isActive, true), gte(subscriptions.startsAt, plan.endsAt)))
        .returning({ paymentId: subscriptions.paymentId, endsAt: subscriptions.endsAt });
      // A plan paused for this one ("Start now") resumes now instead, with the days it was to wait.
      moved.push(
        ...(await tx
          .update(subscriptions)
          .set({
            pausedUntil: sql`${subscriptions.pausedUntil} - make_interval(secs => ${freedMs / 1000})`,
            endsAt: sql`${subscriptions.endsAt} - make_interval(secs => ${freedMs / 1000})`,
          })
          .where(and(eq(subscriptions.userId, payment.userId), eq(subscriptions.isActive, true), lt(subscriptions.startsAt, plan.startsAt), gte(subscriptions.pausedUntil, plan.endsAt)))
          .returning({ paymentId: subscriptions.paymentId, endsAt: subscriptions.endsAt })),
      );
      // Each payment's expiry date follows its plan (the history and receipts show it).
      for (const { paymentId, endsAt: end } of [{ paymentId: payment.id, endsAt }, ...moved]) {
        if (paymentId) await tx.update(payments).set({ expiryDate: end }).where(eq(payments.id, paymentId));
      }
      // The plan in force now (a queued one moved up), or none: as when a plan ends by itself.
      await setCurrentPlanOf(tx, payment.userId, input.now);
    }
    return { payment, planName: plan?.planName ?? null };
  });
}

/**
 * Points the member at the plan in force at `now` (a queued one that has begun), or, with none, marks her unpaid.
 * With `ifCurrentIs`, only while that plan is still the one recorded as hers.
 */
async function setCurrentPlanOf(tx: Database, userId: string, now: Date, ifCurrentIs?: string): Promise<void> {
  const next = await findActiveSubscription(tx, userId, now);
  // A plan that waits for her approval, or one paused for another, is paid for: she stays paid, with none in force.
  const [held] = next
    ? []
    : await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isActive, true), gt(subscriptions.endsAt, now)))
        .limit(1);
  await tx
    .update(users)
    .set(
      next
        ? { currentSubscriptionId: next.id, updatedAt: now }
        : held
          ? { currentSubscriptionId: null, updatedAt: now }
          : { paymentStatus: 'unpaid', isPaymentComplete: false, currentSubscriptionId: null, updatedAt: now },
    )
    .where(and(eq(users.id, userId), ifCurrentIs ? eq(users.currentSubscriptionId, ifCurrentIs) : undefined));
}

/** The newest subscription of a member, active or not (for "Subscription Expired"). */
export async function latestSubscription(db: Database, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.endsAt)).limit(1);
  return row;
}

/**
 * Marks plans whose end has passed as inactive and their members unpaid. Returns how many.
 * `onlyUserId` limits it to one member (the client's own check).
 */
export async function expireSubscriptions(db: Database, now: Date, onlyUserId?: string): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(subscriptions)
      .set({ isActive: false })
      // A plan waiting for approval has no end yet: its dates are counted from the approval (plan-start.repo.ts).
      .where(and(eq(subscriptions.isActive, true), eq(subscriptions.awaitingApproval, false), lte(subscriptions.endsAt, now), onlyUserId ? eq(subscriptions.userId, onlyUserId) : undefined))
      .returning({ id: subscriptions.id, userId: subscriptions.userId });
    // A plan queued after this one takes over; only with nothing ahead is the member unpaid. (Only where the ended
    // plan was hers in force: one that ended after a newer plan took over changes nothing.)
    for (const row of expired) await setCurrentPlanOf(tx, row.userId, now, row.id);
    return expired.length;
  });
}

/**
 * Runs work only if this instance gets the transaction-level advisory lock (one runner across
 * instances); null when another instance holds it. The lock ends with the transaction.
 */
export async function withAdvisoryLock<T>(db: Database, key: number, work: (tx: Database) => Promise<T>): Promise<T | null> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`);
    const locked = (result as unknown as { rows: Array<{ locked: boolean }> }).rows[0]?.locked;
    if (!locked) return null;
    return work(tx as unknown as Database);
  });
}
