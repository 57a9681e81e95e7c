import { DURATIONS, MSG, formatPlanDate, OFFERED_PLAN_FEATURE_KEYS, ROUTES, type PackageInput, type packageInputSchema } from '@sakinah/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { PackageRow } from '../../db/schema';
import { AppError } from '../../errors';
import { sendNotice } from '../../core/member/notice-mail';
import { recordNotification } from '../../core/notifications/notification-outbox.repo';
import { presentSelf } from '../../core/member/member.presenter';
import { updateUserFields } from '../../core/member/users.repo';
import { mediaUrl } from '../../core/media/media-urls';
import { listImages } from '../../core/media/photos.repo';
import { presentPackage } from '../../core/plans/package.presenter';
import { findActiveSubscription } from '../../core/plans/subscriptions.repo';
import { startPlansAwaitingApproval } from '../../core/plans/plan-start.repo';
import { refundPlansAwaitingApproval } from '../../features/billing/payments.service';
import {
  countActiveSubscriptions, countMembersByStatus, countPendingReviews, dailySeries, findPackage, insertPackage,
  listAllPackages, paymentsOfMember, revenueSince, reviewQueue, searchMembers, updatePackage,
} from './admin.repo';
import { appendAudit } from '../../core/member/audit.repo';
import { auditMemberChange, memberForAdminOrFail, statusSnapshot } from '../../core/member/member-audit';
import { openRiskItemsWithOther } from '../risk-review/member-risk.repo';
import { riskScoresOf } from '../risk-review/risk.repo';
import { isUuid } from '../../lib/ids';
import { DAY_MS, indiaDay, startOfIndiaMonth } from '../../lib/india-day';
import type { MemberRow } from '../../db/member-row';
import { deleteAccount } from '../../core/member/account-deletion';


export async function dashboard(ctx: AppContext) {
  const now = ctx.now();
  const byStatus = Object.fromEntries((await countMembersByStatus(ctx.db)).map((r) => [r.status, r.n]));
  const since = new Date(now.getTime() - 29 * DAY_MS);
  const series = await dailySeries(ctx.db, since);
  const days: Array<{ day: string; revenue: number; signups: number }> = [];
  for (let i = 0; i < 30; i += 1) {
    const day = indiaDay(new Date(since.getTime() + i * DAY_MS));
    days.push({
      day,
      revenue: Number(series.revenue.find((r) => r.day === day)?.paise ?? 0) / 100,
      signups: series.signups.find((r) => r.day === day)?.n ?? 0,
    });
  }
  return {
    membersByStatus: { Pending: 0, Active: 0, Rejected: 0, Suspended: 0, ...byStatus },
    pendingReviews: await countPendingReviews(ctx.db),
    activeSubscriptions: await countActiveSubscriptions(ctx.db, now),
    revenueThisMonth: (await revenueSince(ctx.db, startOfIndiaMonth(now))) / 100,
    days,
  };
}

async function presentAdminMember(ctx: AppContext, member: MemberRow, riskScore: number) {
  const photos = await listImages(ctx.db, member.id);
  const subscription = await findActiveSubscription(ctx.db, member.id, ctx.now());
  return {
    ...presentSelf(member, ctx.now(), photos.map((p) => p.storageKey)),
    photos: photos.map((p) => ({ id: p.id, url: mediaUrl(p.storageKey, 'large'), thumbUrl: mediaUrl(p.storageKey, 'small'), isAvatar: p.id === member.avatarImageId, held: p.held })),
    approvedAt: member.approvedAt?.toISOString() ?? null,
    submittedForReviewAt: (member.submittedForReviewAt ?? member.createdAt).toISOString(),
    lastActiveAt: member.lastActiveAt?.toISOString() ?? null,
    subscription: subscription ? { planName: subscription.planName, kind: subscription.kind, endsAt: subscription.endsAt.toISOString() } : null,
    // The sum of her open Risk items, seen before approving.
    riskScore,
  };
}

export async function queue(ctx: AppContext) {
  const rows = await reviewQueue(ctx.db, 100);
  // One read for the whole page's risk scores.
  const scores = await riskScoresOf(ctx.db, rows.map((row) => row.user.id));
  return Promise.all(rows.map((row) => presentAdminMember(ctx, { ...row.user, avatarKey: row.avatarKey }, scores.get(row.user.id) ?? 0)));
}

export async function members(ctx: AppContext, q: string | undefined, status: string | undefined, limit: number, offset: number) {
  const { rows, total } = await searchMembers(ctx.db, q, status, limit, offset);
  return {
    total,
    members: rows.map(({ user, avatarKey }) => ({
      id: user.id,
      _id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      contactNo: user.contactNo,
      status: user.status,
      paymentStatus: user.paymentStatus,
      gender: user.gender,
      city: user.city,
      avatar: avatarKey ? mediaUrl(avatarKey, 'small') : null,
      createdAt: user.createdAt.toISOString(),
    })),
  };
}

export async function memberDetail(ctx: AppContext, id: string) {
  const member = await memberForAdminOrFail(ctx, id);
  const payments = await paymentsOfMember(ctx.db, member.id);
  const risks = await openRiskItemsWithOther(ctx.db, member.id);
  return {
    ...(await presentAdminMember(ctx, member, risks.reduce((sum, r) => sum + r.item.score, 0))),
    riskItems: risks.map(({ item, otherName }) => ({
      id: item.id,
      kind: item.kind,
      score: item.score,
      otherName,
      details: (item.details ?? {}) as Record<string, unknown>,
      createdAt: item.createdAt.toISOString(),
    })),
    payments: payments.map(({ payment, planName }) => ({
      id: payment.id,
      paymentId: payment.providerPaymentId,
      planName,
      amount: payment.amountPaise / 100,
      status: payment.status,
      createdAt: payment.createdAt.toISOString(),
      expiryDate: payment.expiryDate.toISOString(),
    })),
  };
}

export async function approve(ctx: AppContext, admin: MemberRow, id: string) {
  const member = await memberForAdminOrFail(ctx, id);
  if (member.paymentStatus !== 'paid') {
    await auditMemberChange(ctx, admin, 'member.approve.refused', member, statusSnapshot(member), { reason: 'not paid' });
    throw new AppError('BAD_REQUEST', MSG.notPaidYet);
  }
  if (member.status === 'Active') {
    await auditMemberChange(ctx, admin, 'member.approve.repeated', member, statusSnapshot(member), statusSnapshot(member));
    return { changed: false };
  }
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await updateUserFields(tx, member.id, { status: 'Active', rejectionReason: null, approvedAt: now });
    await recordNotification(tx, { userId: member.id, kind: 'accountApproved', url: ROUTES.featuredProfiles });
  });
  // A plan bought during the review starts now: its days are counted from the approval.
  const started = await startPlansAwaitingApproval(ctx.db, { userId: member.id, now });
  const plan = started > 0 ? await findActiveSubscription(ctx.db, member.id, now) : undefined;
  await auditMemberChange(ctx, admin, 'member.approve', member, statusSnapshot(member), { status: 'Active', rejectionReason: null });
  ctx.events.emitToUser(member.id, 'accountStatusChanged', { status: 'Active' });
  // A mail failure must not undo the decision (sendNotice never throws); she also sees it on the site.
  await sendNotice(ctx, member, MSG.approvedMailSubject, [
    MSG.approvedMailBody,
    ...(plan ? [{ key: 'approvedMailPlan' as const, values: { planName: plan.planName, until: formatPlanDate(plan.endsAt, member.language) } }] : []),
    `${ctx.config.PUBLIC_URL}${ROUTES.featuredProfiles}`,
  ]);
  return { changed: true };
}

export async function reject(ctx: AppContext, admin: MemberRow, id: string, reason: string) {
  const member = await memberForAdminOrFail(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await updateUserFields(tx, member.id, { status: 'Rejected', rejectionReason: reason });
    await recordNotification(tx, { userId: member.id, kind: 'accountRejected', url: ROUTES.profile });
  });
  await auditMemberChange(ctx, admin, 'member.reject', member, statusSnapshot(member), { status: 'Rejected', rejectionReason: reason });
  // What she paid during the review comes back in full, at once (its own mail says so).
  await refundPlansAwaitingApproval(ctx, admin, member);
  ctx.events.emitToUser(member.id, 'accountStatusChanged', { status: 'Rejected', reason });
  await sendNotice(ctx, member, MSG.rejectedMailSubject, [
    MSG.rejectedMailIntro,
    '',
    reason,
    '',
    MSG.rejectedMailOutro,
    `${ctx.config.PUBLIC_URL}${ROUTES.profile}`,
  ]);
}

/** Lifts a suspension: the member is back to what she was before it (Active stays Active). */
export async function reinstate(ctx: AppContext, admin: MemberRow, id: string) {
  const member = await memberForAdminOrFail(ctx, id);
  if (member.status !== 'Suspended') throw new AppError('CONFLICT', MSG.memberNotSuspended);
  const status = member.statusBeforeSuspension ?? (member.approvedAt ? 'Active' : 'Pending');
  await updateUserFields(ctx.db, member.id, { status, statusBeforeSuspension: null, ...(status === 'Rejected' ? {} : { rejectionReason: null }) });
  await auditMemberChange(ctx, admin, 'member.reinstate', member, statusSnapshot(member), { status });
}

export async function removeMember(ctx: AppContext, admin: MemberRow, id: string) {
  const member = await memberForAdminOrFail(ctx, id);
  await deleteAccount(ctx, member);
  await auditMemberChange(ctx, admin, 'member.delete', member, { ...statusSnapshot(member), email: member.email }, { deleted: true });
}

export async function allPackages(ctx: AppContext) {
  return (await listAllPackages(ctx.db)).map((row) => ({ ...presentPackage(row), slug: row.slug, sortOrder: row.sortOrder }));
}

function packageValues(input: z.output<typeof packageInputSchema>) {
  return {
    name: input.name,
    description: input.description,
    pricePaise: input.price * 100,
    discountPercent: input.discount,
    duration: input.duration,
    // Offered capability keys only (the schema refuses any other), once each, in the list's order.
    features: OFFERED_PLAN_FEATURE_KEYS.filter((key) => input.features.includes(key)),
    highlighted: input.highlighted,
    buttonText: input.buttonText || `Get ${input.name}`,
    maxPhotosViews: input.maxPhotosViews,
    maxProfileViews: input.maxProfileViews,
    messagingDailyCap: input.messagingDailyCap,
    isActive: input.isActive,
  };
}

const planSnapshot = (row: PackageRow) => ({ ...presentPackage(row) }) as unknown as Record<string, unknown>;

async function auditPlan(ctx: AppContext, admin: MemberRow, action: string, row: PackageRow, before: Record<string, unknown> | null) {
  await appendAudit(ctx.db, {
    actorId: admin.id,
    actorEmail: admin.email,
    action,
    targetType: 'package',
    targetId: row.id,
    targetLabel: `${row.name} (${row.duration})`,
    before,
    after: planSnapshot(row),
    createdAt: ctx.now(),
  });
}

export async function createPackage(ctx: AppContext, admin: MemberRow, input: z.output<typeof packageInputSchema>) {
  const slug = `custom-${input.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${DURATIONS.indexOf(input.duration)}-${Date.now().toString(36)}`;
  const row = await insertPackage(ctx.db, { ...packageValues(input), slug, sortOrder: 1000 });
  await auditPlan(ctx, admin, 'package.create', row, null);
  return presentPackage(row);
}

/** Edits change future orders only: orders and subscriptions keep the plan as it was bought. */
export async function editPackage(ctx: AppContext, admin: MemberRow, id: string, input: z.output<typeof packageInputSchema>) {
  const before = isUuid(id) ? await findPackage(ctx.db, id) : undefined;
  if (!before) throw new AppError('NOT_FOUND', MSG.packageNotFound);
  const row = await updatePackage(ctx.db, id, packageValues(input));
  await auditPlan(ctx, admin, 'package.update', row, planSnapshot(before));
  return presentPackage(row);
}

export async function setPackageActive(ctx: AppContext, admin: MemberRow, id: string, isActive: boolean) {
  const before = isUuid(id) ? await findPackage(ctx.db, id) : undefined;
  if (!before) throw new AppError('NOT_FOUND', MSG.packageNotFound);
  const row = await updatePackage(ctx.db, id, { isActive });
  await auditPlan(ctx, admin, isActive ? 'package.activate' : 'package.deactivate', row, planSnapshot(before));
  return presentPackage(row);
}

export type { PackageInput };
