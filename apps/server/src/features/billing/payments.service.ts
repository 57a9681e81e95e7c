import {
  BRAND_NAME, DURATION_DAYS, FREE_TRIAL_DAYS, INTL_LOCALES, MSG, ROUTES, paymentSuccessMessage, type Duration, type PlanPeriodStatus, type PurchasePreview,
  type StartMode,
} from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { mailLanguage, sendNotice } from '../../core/member/notice-mail';
import { findLiveUserById } from '../../core/member/users.repo';
import { formatRupees } from './receipt.presenter';
import { finalPricePaise, presentPackage } from '../../core/plans/package.presenter';
import { findActivePackage, findBasicMonthlyPackage } from '../../core/plans/packages.repo';
import { findActiveSubscription, listPlansAhead } from '../../core/plans/subscriptions.repo';
import { placePurchase, presentPlacement } from '../../core/plans/stacking';
import {
  activateOrder, claimRefund, expireSubscriptions, findOrderByProviderId, findPaymentOfUser, recordRefundAnswer, releaseRefundClaim, insertOrder, insertTrialSubscription,
  awaitsApproval, latestSubscription, listPaymentsAwaitingApproval, listStaleCreatedOrders, markOrderFailed, refundPayment, rememberWebhookEvent, withAdvisoryLock, type Activation,
  type PaymentWithPackage,
} from './payments.repo';
import { isUuid } from '../../lib/ids';
import { currentTrace } from '../../lib/trace-context';
import { mailReceipt } from './receipts.service';
import { trialClaimDigests } from '../../core/plans/trial-claims';
import { appendAudit } from '../../core/member/audit.repo';
import type { MemberRow } from '../../db/member-row';

const durationDays = (duration: string) => DURATION_DAYS[duration as Duration] ?? 30;

/** Active, Scheduled (queued behind another plan), Paused, Awaiting Approval or Expired, as the history and overview show it. */
export function planStatusOf(
  period: { start: Date; end: Date; active: boolean; awaitingApproval?: boolean; pausedFrom?: Date | null; pausedUntil?: Date | null },
  now: Date,
): PlanPeriodStatus {
  if (!period.active) return 'Expired';
  if (period.awaitingApproval) return 'Awaiting Approval';
  if (period.end <= now) return 'Expired';
  if (period.start > now) return 'Scheduled';
  return period.pausedFrom && period.pausedUntil && period.pausedFrom <= now && period.pausedUntil > now ? 'Paused' : 'Active';
}

export function presentPayment(row: PaymentWithPackage, now: Date) {
  const p = row.payment;
  const period = {
    start: row.periodStart ?? p.createdAt,
    end: row.periodEnd ?? p.expiryDate,
    active: row.periodActive ?? false,
    awaitingApproval: row.periodAwaitingApproval ?? false,
    pausedFrom: row.periodPausedFrom,
    pausedUntil: row.periodPausedUntil,
  };
  return {
    _id: p.id,
    id: p.id,
    paymentId: p.providerPaymentId,
    orderId: row.providerOrderId,
    package: { _id: p.packageId, id: p.packageId, name: row.packageName, duration: row.packageDuration },
    amount: p.amountPaise / 100,
    currency: p.currency,
    paymentStatus: p.status === 'captured' ? 'paid' : p.status,
    isPaymentComplete: p.status === 'captured',
    createdAt: p.createdAt.toISOString(),
    expiryDate: p.expiryDate.toISOString(),
    startDate: period.start.toISOString(),
    planStatus: p.status === 'refunded' ? ('Refunded' as const) : planStatusOf(period, now),
  };
}

function subscriptionOf(activation: Activation, reviewTime: string) {
  const pauses = activation.pauses;
  return {
    planName: activation.subscription.planName,
    duration: activation.subscription.duration,
    kind: activation.subscription.kind,
    startDate: activation.subscription.startsAt.toISOString(),
    endDate: activation.subscription.endsAt.toISOString(),
    isActive: activation.subscription.isActive,
    startsOnApproval: activation.subscription.awaitingApproval,
    reviewTime,
    pauses: pauses ? { planName: pauses.planName, resumesAt: pauses.resumesAt.toISOString(), endsAt: pauses.endsAt.toISOString() } : null,
  };
}

/** Creates an order for a plan; the amount always comes from the stored plan, in paise. */
export async function createOrder(ctx: AppContext, member: MemberRow, packageId: string, flow: 'pricing' | 'checkout', start: StartMode = 'after') {
  if (!member.isProfileComplete) throw new AppError('BAD_REQUEST', MSG.incompleteProfile);
  const pkg = isUuid(packageId) ? await findActivePackage(ctx.db, packageId) : undefined;
  if (!pkg) throw new AppError('NOT_FOUND', MSG.packageNotFound);
  const amountPaise = finalPricePaise(pkg);
  if (!Number.isInteger(amountPaise) || amountPaise <= 0) throw new AppError('BAD_REQUEST', MSG.invalidPrice);
  const now = ctx.now();
  let providerOrder;
  try {
    providerOrder = await ctx.payments.createOrder({
      amountPaise,
      currency: 'INR',
      receipt: `rcpt_${now.getTime().toString(36)}`,
      notes: { userId: member.id, packageId: pkg.id, brand: BRAND_NAME },
    });
  } catch {
    throw new AppError('PROVIDER_FAILED', MSG.providerOrderFailed(ctx.payments.displayName));
  }
  // The provider must agree on the amount we asked for.
  if (providerOrder.amount !== amountPaise) throw new AppError('PROVIDER_FAILED', MSG.providerOrderFailed(ctx.payments.displayName));
  const view = presentPackage(pkg);
  await insertOrder(ctx.db, {
    userId: member.id,
    packageId: pkg.id,
    provider: ctx.payments.name,
    providerOrderId: providerOrder.id,
    amountPaise,
    currency: providerOrder.currency,
    startMode: start,
    packageSnapshot: {
      ...view,
      features: pkg.features,
      maxPhotosViews: pkg.maxPhotosViews,
      maxProfileViews: pkg.maxProfileViews,
      messagingDailyCap: pkg.messagingDailyCap,
    },
    createdAt: now,
  });
  const callbackUrl =
    flow === 'checkout' ? `${ROUTES.payment}?id=${pkg.id}` : `${ROUTES.paymentSuccess}?packageId=${pkg.id}`;
  const cancelUrl = flow === 'checkout' ? `${ROUTES.payment}?id=${pkg.id}&cancelled=1` : ROUTES.pricing;
  const hosted = await ctx.payments.hostedCheckoutUrl(providerOrder.id, { callbackUrl, cancelUrl });
  return {
    order: { id: providerOrder.id, amount: amountPaise, currency: providerOrder.currency },
    paymentUrl: hosted ?? `${ROUTES.payment}?id=${pkg.id}`,
    provider: ctx.payments.name,
    key: ctx.payments.publicKey,
    package: view,
    // What Razorpay's checkout widget is opened with; the script only when Razorpay takes the payment.
    checkout: {
      scriptUrl: ctx.payments.name === 'razorpay' ? ctx.config.RAZORPAY_CHECKOUT_SCRIPT_URL : null,
      name: BRAND_NAME,
      description: `${view.name} plan, ${view.duration}`,
      // brand-700 of the web's Tailwind theme (apps/web/src/styles/app.css), also its theme-color.
      themeColor: '#1b4d3e',
      prefill: {
        name: [member.firstName, member.middleName, member.lastName].filter((part) => part && part.trim()).join(' '),
        email: member.email,
        contact: member.contactNo ?? '',
      },
    },
  };
}

/** What buying this plan now would do, by the same rule the activation applies. */
export async function previewPurchase(ctx: AppContext, member: MemberRow, packageId: string, start: StartMode = 'after'): Promise<PurchasePreview> {
  const pkg = isUuid(packageId) ? await findActivePackage(ctx.db, packageId) : undefined;
  if (!pkg) throw new AppError('NOT_FOUND', MSG.packageNotFound);
  const now = ctx.now();
  const placement = placePurchase({
    now, packageId: pkg.id, durationDays: durationDays(pkg.duration), inForce: await listPlansAhead(ctx.db, member.id, now), start,
    awaitingApproval: awaitsApproval(member.status),
  });
  return presentPlacement(placement, {
    packageId: pkg.id, planName: pkg.name, duration: pkg.duration, amountRupees: finalPricePaise(pkg) / 100, start, reviewTime: ctx.config.REVIEW_TIME,
  });
}

/**
 * Work after a plan is activated for the first time, wherever the confirmation came from
 * (the browser, the webhook, reconciliation). Never throws: the payment is already recorded.
 */
export async function afterActivation(ctx: AppContext, activation: Activation): Promise<void> {
  if (!activation.created) return;
  // The receipt was issued with the payment; mailing it never fails the payment (mailReceipt never throws).
  await mailReceipt(ctx, activation.payment.id);
}

/** Tells the member her payment came back and what it means for her plan (a notice: it never fails the refund). */
async function afterRefund(ctx: AppContext, refund: NonNullable<Awaited<ReturnType<typeof refundPayment>>>): Promise<void> {
  const member = await findLiveUserById(ctx.db, refund.payment.userId);
  if (!member) return;
  const amount = formatRupees(refund.payment.amountPaise, mailLanguage(member));
  const paymentId = refund.payment.providerPaymentId;
  // The refund stands whatever happens to the mail; the payments page shows it.
  await sendNotice(ctx, member, MSG.refundMailSubject, [
    refund.planName
      ? { key: 'refundMailPlanLine', values: { amount, planName: refund.planName, paymentId } }
      : { key: 'refundMailLine', values: { amount, paymentId } },
    ...(refund.planName ? [{ key: 'refundMailPlanEnded' as const }] : []),
    '',
    { key: 'refundMailSeePayments' },
    `${ctx.config.PUBLIC_URL}${ROUTES.profilePage}`,
  ]);
}

/**
 * An administrator refunds a captured payment in full through its provider. Processed at once (as refunds usually
 * are), the plan it paid for ends now, later plans move earlier and the member is mailed, exactly as when the
 * provider's `refund.processed` webhook reports a refund made on its dashboard (which then changes nothing more).
 * Pending, that webhook ends the plan when it comes.
 *
 * The refund is claimed (and committed) before the provider is asked, and its answer applied in a second
 * transaction: no database connection waits on the provider, and neither two clicks nor a retry after a database
 * failure between the two can ask the provider twice (the webhook completes a refund whose answer was lost).
 */
export async function refundByAdmin(ctx: AppContext, admin: MemberRow, paymentId: string): Promise<{ message: string; status: 'refunded' | 'pending' }> {
  const outcome = await refundInFull(ctx, admin, paymentId, 'payment.refund');
  if (outcome.status === 'pending') return { message: MSG.refundPending, status: 'pending' };
  if (outcome.refund) await afterRefund(ctx, outcome.refund);
  return { message: MSG.refundDone, status: 'refunded' };
}

/** One payment refunded in full through its provider, claimed first, audited as `action` (refundByAdmin explains the steps). */
async function refundInFull(ctx: AppContext, admin: MemberRow, paymentId: string, action: 'payment.refund' | 'payment.refund.rejected') {
  if (!isUuid(paymentId)) throw new AppError('NOT_FOUND', MSG.paymentNotFound);
  const claim = await claimRefund(ctx.db, { paymentId, provider: ctx.payments.name, adminId: admin.id, now: ctx.now() });
  if (claim.kind !== 'claimed') {
    if (claim.kind === 'not found') throw new AppError('NOT_FOUND', MSG.paymentNotFound);
    const refusals = { 'not refundable': MSG.paymentNotRefundable, 'other provider': MSG.refundOtherProvider, 'already requested': MSG.refundAlreadyRequested };
    throw new AppError('CONFLICT', refusals[claim.kind]);
  }
  const { payment } = claim;
  let answer: { id: string; status: 'processed' | 'pending' };
  try {
    answer = await ctx.payments.refundPayment({
      paymentId: payment.providerPaymentId,
      amountPaise: payment.amountPaise,
      // Razorpay keeps this beside the refund: which of our payments, for the accounts.
      receipt: `refund_${payment.id}`.slice(0, 40),
      notes: { paymentId: payment.id, refundedBy: admin.email, ...(action === 'payment.refund.rejected' ? { reason: 'profile not approved' } : {}) },
    });
  } catch {
    await releaseRefundClaim(ctx.db, payment.id);
    throw new AppError('PROVIDER_FAILED', MSG.refundFailed);
  }
  const refund = await ctx.db.transaction(async (tx) => {
    await recordRefundAnswer(tx, payment.id, answer);
    await appendAudit(tx, {
      actorId: admin.id, actorEmail: admin.email, action, targetType: 'payment', targetId: payment.id,
      targetLabel: `${payment.providerPaymentId} (${formatRupees(payment.amountPaise)})`,
      before: { status: payment.status }, after: { status: answer.status === 'processed' ? 'refunded' : 'refund pending', refundId: answer.id },
      createdAt: ctx.now(),
    });
    // Null when pending, or when the provider's webhook for this refund came first and did it.
    return answer.status === 'processed' ? refundPayment(tx, { providerPaymentId: payment.providerPaymentId, now: ctx.now() }) : null;
  });
  return { status: answer.status, refund, payment };
}

/**
 * The team did not approve the profile: every plan she paid for while waiting is refunded in full through the
 * provider, at once and without her asking, since she could never use it (docs/decisions.md). Each refund is
 * recorded and audited like an administrator's; she gets one mail saying what came back. A refund the provider
 * refuses is left for an administrator (Payments → Refund) and logged; the rejection itself stands.
 */
export async function refundPlansAwaitingApproval(ctx: AppContext, admin: MemberRow, member: MemberRow): Promise<{ refundedPaise: number; pendingPaise: number; failed: number }> {
  const waiting = await listPaymentsAwaitingApproval(ctx.db, member.id);
  let refundedPaise = 0;
  let pendingPaise = 0;
  let failed = 0;
  const plans: string[] = [];
  for (const payment of waiting) {
    try {
      const outcome = await refundInFull(ctx, admin, payment.id, 'payment.refund.rejected');
      if (outcome.status === 'pending') pendingPaise += payment.amountPaise;
      else refundedPaise += payment.amountPaise;
      plans.push(payment.planName);
    } catch (error) {
      failed += 1;
      const log = currentTrace()?.log;
      if (log) log.error({ err: error, paymentId: payment.id }, 'refund after rejection failed: left for an administrator');
      else console.error(JSON.stringify({ level: 'error', msg: 'refund after rejection failed', paymentId: payment.id, err: (error as Error).message }));
    }
  }
  if (plans.length > 0) {
    const language = mailLanguage(member);
    const amount = formatRupees(refundedPaise + pendingPaise, language);
    const planNames = new Intl.ListFormat(INTL_LOCALES[language], { type: 'conjunction' }).format(plans);
    await sendNotice(ctx, member, MSG.refundMailSubject, [
      { key: 'rejectionRefundMailLine', values: { amount, plans: planNames, count: plans.length } },
      { key: 'refundMailBankDays' },
      '',
      { key: 'refundMailSeePayments' },
      `${ctx.config.PUBLIC_URL}${ROUTES.profilePage}`,
    ]);
  }
  return { refundedPaise, pendingPaise, failed };
}

/** Checks the provider's signature against this member's own order and activates the plan once. */
export async function verifyPayment(
  ctx: AppContext,
  member: MemberRow,
  input: { orderId: string; paymentId: string; signature: string; packageId?: string | undefined; amount?: string | undefined },
) {
  const order = await findOrderByProviderId(ctx.db, input.orderId);
  if (!order || order.userId !== member.id) throw new AppError('NOT_FOUND', MSG.orderNotFound);
  if (!ctx.payments.verifyPaymentSignature({ orderId: input.orderId, paymentId: input.paymentId, signature: input.signature })) {
    throw new AppError('BAD_REQUEST', MSG.paymentVerifyFailed);
  }
  // The query's package and amount are only echoes; when they disagree with the order, refuse.
  if (input.packageId && input.packageId !== order.packageId) throw new AppError('BAD_REQUEST', MSG.paymentMismatch);
  if (input.amount && Math.round(Number(input.amount) * 100) !== order.amountPaise && Number(input.amount) !== order.amountPaise) {
    throw new AppError('BAD_REQUEST', MSG.paymentMismatch);
  }
  const activation = await activateOrder(ctx.db, { orderId: order.id, providerPaymentId: input.paymentId, now: ctx.now(), durationDays, reviewTime: ctx.config.REVIEW_TIME });
  if (activation.payment.providerPaymentId !== input.paymentId) throw new AppError('BAD_REQUEST', MSG.paymentMismatch);
  // The success page opened again after a refund must not say the plan was activated.
  if (activation.payment.status === 'refunded') throw new AppError('CONFLICT', MSG.paymentRefunded);
  await afterActivation(ctx, activation);
  return activation;
}

export function verificationResponse(activation: Activation, reviewTime: string, now: Date) {
  const subscription = subscriptionOf(activation, reviewTime);
  return {
    success: true as const,
    // "activated" only when it is in force now: a queued plan says when it starts, one bought before approval says so.
    message: paymentSuccessMessage({
      planName: subscription.planName,
      startDate: subscription.startDate,
      startsOnApproval: subscription.startsOnApproval,
      startsNow: activation.subscription.startsAt.getTime() <= now.getTime() + 60_000,
      reviewTime,
    }),
    data: {
      subscription,
      payment: {
        paymentId: activation.payment.providerPaymentId,
        amount: activation.payment.amountPaise / 100,
        currency: activation.payment.currency,
        createdAt: activation.payment.createdAt.toISOString(),
        expiryDate: activation.payment.expiryDate.toISOString(),
      },
      package: presentPackage(activation.pkg),
    },
  };
}

interface WebhookBody {
  id?: string;
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; status?: string; amount?: number; amount_refunded?: number } };
    order?: { entity?: { id?: string } };
  };
}

/** A provider webhook: signature over the raw body, duplicates dropped by event id. */
export async function handleWebhook(ctx: AppContext, rawBody: string, signature: string, eventIdHeader: string | undefined) {
  if (!ctx.payments.verifyWebhookSignature(rawBody, signature)) throw new AppError('BAD_REQUEST', MSG.webhookInvalid);
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody) as WebhookBody;
  } catch {
    throw new AppError('BAD_REQUEST', MSG.invalidJson);
  }
  const event = body.event ?? '';
  const eventId = eventIdHeader ?? body.id;
  if (!eventId) throw new AppError('BAD_REQUEST', MSG.webhookInvalid);
  if (!(await rememberWebhookEvent(ctx.db, eventId.slice(0, 200), ctx.payments.name, event))) return { duplicate: true };
  const payment = body.payload?.payment?.entity;
  const providerOrderId = payment?.order_id ?? body.payload?.order?.entity?.id;
  if (!providerOrderId) return { ignored: true };
  const order = await findOrderByProviderId(ctx.db, providerOrderId);
  if (!order) return { ignored: true };
  if ((event === 'payment.captured' || event === 'order.paid') && payment?.id) {
    await afterActivation(ctx, await activateOrder(ctx.db, { orderId: order.id, providerPaymentId: payment.id, now: ctx.now(), durationDays, reviewTime: ctx.config.REVIEW_TIME }));
    return { activated: true };
  }
  if (event === 'payment.failed') {
    await markOrderFailed(ctx.db, order.id, ctx.now());
    return { failed: true };
  }
  // Refunded in full (from the provider's dashboard): the plan it paid for ends. A partial refund is a goodwill
  // gesture and leaves the plan as it is.
  if (event === 'refund.processed' && payment?.id && typeof payment.amount === 'number' && (payment.amount_refunded ?? 0) >= payment.amount) {
    const refund = await refundPayment(ctx.db, { providerPaymentId: payment.id, now: ctx.now() });
    if (refund) await afterRefund(ctx, refund);
    return { refunded: refund !== null };
  }
  return { ignored: true };
}

/** Asks the provider about orders left pending (the payer never came back, the webhook never came). */
export async function reconcilePendingOrders(ctx: AppContext, signal?: AbortSignal): Promise<number> {
  const now = ctx.now();
  const stale = await listStaleCreatedOrders(ctx.db, new Date(now.getTime() - 10 * 60 * 1000), new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000));
  let activated = 0;
  for (const order of stale) {
    // A stopping instance asks the provider no more; the next run (on any instance) takes the rest.
    if (signal?.aborted) break;
    try {
      const remote = await ctx.payments.fetchOrder(order.providerOrderId);
      if (remote.status === 'paid' && remote.paymentId) {
        await afterActivation(ctx, await activateOrder(ctx.db, { orderId: order.id, providerPaymentId: remote.paymentId, now, durationDays, reviewTime: ctx.config.REVIEW_TIME }));
        activated += 1;
      }
    } catch {
      // The provider is unreachable: try again on the next run.
    }
  }
  return activated;
}

export const SWEEP_LOCK_KEY = 727002;

/** Hourly: plans past their end become inactive; one runner across instances. */
export async function sweepExpiredSubscriptions(ctx: AppContext): Promise<number | null> {
  return withAdvisoryLock(ctx.db, SWEEP_LOCK_KEY, (tx) => expireSubscriptions(tx, ctx.now()));
}

export async function paymentOfMember(ctx: AppContext, member: MemberRow, providerPaymentId: string) {
  const row = await findPaymentOfUser(ctx.db, member.id, providerPaymentId);
  if (!row) throw new AppError('NOT_FOUND', MSG.paymentNotFound);
  return row;
}

/** The spec's client call may only confirm what the server can prove: a verified payment of this member. */
export async function confirmPaymentStatus(ctx: AppContext, member: MemberRow, providerPaymentId: string | undefined) {
  if (!providerPaymentId) throw new AppError('BAD_REQUEST', MSG.nothingToConfirm);
  const row = await findPaymentOfUser(ctx.db, member.id, providerPaymentId);
  if (!row || row.payment.status !== 'captured') throw new AppError('BAD_REQUEST', MSG.nothingToConfirm);
  return row;
}

/** The client's expiry check: only an expiry that has really passed is applied. */
export async function confirmPackageExpired(ctx: AppContext, member: MemberRow): Promise<void> {
  // Plans whose end has passed are closed; a plan queued behind them may now be in force.
  const expired = await expireSubscriptions(ctx.db, ctx.now(), member.id);
  if (expired === 0 && (await findActiveSubscription(ctx.db, member.id, ctx.now()))) throw new AppError('BAD_REQUEST', MSG.notExpiredYet);
}

export async function startTrial(ctx: AppContext, member: MemberRow) {
  if (member.trialUsedAt) throw new AppError('CONFLICT', MSG.trialUsed);
  // Whether a plan is already in force is checked under the member's lock, with the trial itself.
  if (!member.isProfileComplete) throw new AppError('BAD_REQUEST', MSG.incompleteProfile);
  const basic = await findBasicMonthlyPackage(ctx.db);
  if (!basic) throw new AppError('NOT_FOUND', MSG.packageNotFound);
  try {
    const claimDigests = await trialClaimDigests(ctx, member);
    return await insertTrialSubscription(ctx.db, { userId: member.id, pkg: basic, now: ctx.now(), days: FREE_TRIAL_DAYS, claimDigests });
  } catch (error) {
    if ((error as Error).message === 'TRIAL_USED') throw new AppError('CONFLICT', MSG.trialUsed);
    if ((error as Error).message === 'TRIAL_WHILE_PAID') throw new AppError('CONFLICT', MSG.trialWhilePaid);
    throw error;
  }
}

export { latestSubscription };
