import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MSG, formatPlanDate, type Duration } from '@sakinah/contract';
import { auditLog, orders, packages, payments, paymentRefunds, subscriptions, users } from '../../db/schema';
import { createTestApp, recordEvents, type RecordedEvent, type TestApp } from '../../test/test-app';
import { buildMember, signIn, signInAdmin, testClock } from '../../test/factories';
import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { hmacHex } from '../../providers/payments/signatures';
import { webhookPoster } from '../../test/webhooks';
import { sweepExpiredSubscriptions } from './payments.service';
import { runSeed } from '../../seed/run-seed';

/**
 * Issue 39, items 1 and 2: no paid day runs during the review (a plan bought before approval starts at approval, a
 * rejection refunds it in full), and a plan bought while another is in force starts now (the other pauses) or after it.
 */
const DAY = 864e5;
const SECRET = 'sandbox-secret-for-tests-0123456789';
const clock = testClock();
let t: TestApp;
let adminCookie: string;
const events: RecordedEvent[] = [];
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX_SECRET: SECRET }, { now: clock.now });
  await runSeed({ config: t.config, db: t.database.db, storage: t.app.ctx.storage, now: clock.now });
  recordEvents(t.app, events);
});
afterAll(async () => t.close());
// The clock moves by months here: a fresh administrator's session for each test.
beforeEach(async () => {
  adminCookie = await signInAdmin(t.app, t.database.db);
});

const planOf = async (duration: Duration, name: string) =>
  (await t.database.db.select().from(packages).where(and(eq(packages.duration, duration), eq(packages.name, name))))[0]!;
const get = (cookie: string | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const webhook = webhookPoster(() => t.app, () => SECRET);

async function member(status: 'Pending' | 'Active') {
  const row = await buildMember(t.database.db, { status, isProfileComplete: true });
  return { member: row, cookie: await signIn(t.app, row.email) };
}

async function order(cookie: string, packageId: string, start?: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/create-order', payload: { package: packageId, paymentMethod: 'card', ...(start ? { start } : {}) }, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().order.id as string;
}

/** Pays an order as the browser's callback does: the provider's signed fields to verify-payment. */
async function pay(cookie: string, packageId: string, start?: string) {
  const orderId = await order(cookie, packageId, start);
  const paymentId = `pay_${Math.random().toString(36).slice(2, 12)}`;
  const res = await get(cookie, `/api/verify-payment?${new URLSearchParams({ razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: hmacHex(SECRET, `${orderId}|${paymentId}`) })}`);
  expect(res.statusCode).toBe(200);
  return { paymentId, body: res.json() as { message: string; data: { subscription: { startDate: string; endDate: string; startsOnApproval: boolean; reviewTime: string; pauses: { planName: string; resumesAt: string; endsAt: string } | null } } } };
}

const planRows = (userId: string) => t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(subscriptions.createdAt);
const self = async (cookie: string) => (await get(cookie, '/api/get-user')).json().user;
const history = async (cookie: string) => (await get(cookie, '/api/get-payment-history')).json().data as Array<{ paymentId: string; planStatus: string; startDate: string; expiryDate: string }>;
const mailsTo = async (email: string) =>
  ((await get(undefined, `/api/dev/outbox?to=${encodeURIComponent(email)}`)).json().messages as Array<{ subject: string; text: string }>);

/** The text a PDF draws (as receipts.int.test.ts reads it). */
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  let text = '';
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) text += `${Buffer.from(hex[1]!, 'hex').toString('latin1')}\n`;
  }
  return text;
}

describe('a plan bought before approval starts at approval', () => {
  it('checkout says so with the review time; the plan waits, unused and unexpired, then starts at approval with all its days', async () => {
    const { member: her, cookie: firstCookie } = await member('Pending');
    let cookie = firstCookie;
    const basic = await planOf('1 Month', 'Basic');
    const preview = (await get(cookie, `/api/purchase-preview/${basic.id}`)).json().preview;
    expect(preview).toMatchObject({ startsOnApproval: true, canChoose: false, reviewTime: 'usually within one working day' });
    expect(preview.message).toBe(
      'Your Basic plan starts when our team approves your profile (usually within one working day); its 1 Month is counted from then, so no paid day runs during the review.',
    );

    const paidAt = clock.now();
    const { paymentId, body } = await pay(cookie, basic.id);
    // Never "activated": it starts at approval.
    expect(body.message).toBe('Payment successful! Your Basic plan starts when our team approves your profile (usually within one working day).');
    expect(body.data.subscription).toMatchObject({ startsOnApproval: true, reviewTime: 'usually within one working day', pauses: null });
    const me = await self(cookie);
    expect(me).toMatchObject({ status: 'Pending', paymentStatus: 'paid', subscription: null });
    expect((await history(cookie))[0]).toMatchObject({ paymentId, planStatus: 'Awaiting Approval' });

    const receipt = (await get(cookie, `/api/receipts/${paymentId}`)).json().receipt;
    expect(receipt).toMatchObject({
      startsOnApproval: true,
      periodText: 'From the approval of your profile, for 1 Month',
      periodNote: 'Starts when our team approves your profile (usually within one working day); the 1 Month is counted from then.',
    });
    const pdf = await get(cookie, `/api/receipts/${paymentId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('From the approval of your profile');

    // A review slower than the plan itself: the sweep never ends a plan that has not started.
    clock.advance(40 * DAY);
    cookie = await signIn(t.app, her.email);
    adminCookie = await signInAdmin(t.app, t.database.db);
    await sweepExpiredSubscriptions(t.app.ctx);
    expect((await planRows(her.id))[0]).toMatchObject({ isActive: true, awaitingApproval: true });
    expect((await self(cookie)).paymentStatus).toBe('paid');

    events.length = 0;
    const approvedAt = clock.now();
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/members/${her.id}/approve`, headers: { cookie: adminCookie } })).statusCode).toBe(200);
    const [plan] = await planRows(her.id);
    expect(plan).toMatchObject({ awaitingApproval: false, isActive: true });
    expect(plan!.startsAt.toISOString()).toBe(approvedAt.toISOString());
    expect(plan!.endsAt.getTime() - approvedAt.getTime()).toBe(30 * DAY);
    expect(approvedAt.getTime() - paidAt.getTime()).toBe(40 * DAY);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId));
    expect(payment!.expiryDate.toISOString()).toBe(plan!.endsAt.toISOString());
    const after = await self(cookie);
    expect(after).toMatchObject({ status: 'Active', subscription: { planName: 'Basic', startsAt: approvedAt.toISOString(), endsAt: plan!.endsAt.toISOString() } });
    expect((await history(cookie))[0]).toMatchObject({ planStatus: 'Active', startDate: approvedAt.toISOString() });
    // Her open pages hear it at once.
    expect(events).toContainEqual({ userId: her.id, event: 'accountStatusChanged', payload: { status: 'Active' } });
    const approvalMail = (await mailsTo(her.email)).find((mail) => mail.subject === MSG.approvedMailSubject);
    expect(approvalMail?.text).toContain(`Your Basic plan starts today and runs until ${formatPlanDate(plan!.endsAt)}.`);
  });

  it('two plans bought while waiting keep their order, both counted from the approval', async () => {
    const { member: her, cookie } = await member('Pending');
    await pay(cookie, (await planOf('1 Month', 'Basic')).id);
    const second = (await get(cookie, `/api/purchase-preview/${(await planOf('3 Months', 'Standard')).id}`)).json().preview;
    expect(second.message).toBe(
      'Your Standard plan will follow your Basic plan, which starts when our team approves your profile (usually within one working day). All its days are counted from then.',
    );
    await pay(cookie, (await planOf('3 Months', 'Standard')).id);
    clock.advance(2 * DAY);
    const approvedAt = clock.now();
    await t.app.inject({ method: 'POST', url: `/api/admin/members/${her.id}/approve`, headers: { cookie: adminCookie } });
    const [first, next] = await planRows(her.id);
    expect(first!.startsAt.toISOString()).toBe(approvedAt.toISOString());
    expect(next!.startsAt.toISOString()).toBe(first!.endsAt.toISOString());
    expect(next!.endsAt.getTime() - next!.startsAt.getTime()).toBe(90 * DAY);
  });

  it('a payment confirmed by the webhook while waiting also waits; one confirmed after approval starts at once', async () => {
    const { member: her, cookie } = await member('Pending');
    const orderId = await order(cookie, (await planOf('1 Month', 'Basic')).id);
    const captured = { event: 'payment.captured', payload: { payment: { entity: { id: 'pay_fair_wh_1', order_id: orderId, status: 'captured' } } } };
    expect((await webhook(captured)).json()).toMatchObject({ activated: true });
    expect((await planRows(her.id))[0]).toMatchObject({ awaitingApproval: true });
    await t.app.inject({ method: 'POST', url: `/api/admin/members/${her.id}/approve`, headers: { cookie: adminCookie } });
    expect((await planRows(her.id))[0]).toMatchObject({ awaitingApproval: false });
    const later = await order(cookie, (await planOf('1 Month', 'Premium')).id);
    const again = { event: 'payment.captured', payload: { payment: { entity: { id: 'pay_fair_wh_2', order_id: later, status: 'captured' } } } };
    expect((await webhook(again)).json()).toMatchObject({ activated: true });
    expect((await planRows(her.id))[1]).toMatchObject({ awaitingApproval: false });
  });

  it('a rejection refunds in full, at once, through the provider; she is told by mail and her payments say Refunded', async () => {
    const { member: her, cookie } = await member('Pending');
    const { paymentId } = await pay(cookie, (await planOf('6 Months', 'Standard')).id);
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/members/${her.id}/reject`, payload: { reason: 'Please upload a clearer photo.' }, headers: { cookie: adminCookie } });
    expect(res.statusCode).toBe(200);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId));
    expect(payment!.status).toBe('refunded');
    const [refund] = await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment!.id));
    expect(refund).toMatchObject({ status: 'processed' });
    expect(refund!.providerRefundId).toMatch(/^rfnd_sbx_/);
    expect((await planRows(her.id))[0]).toMatchObject({ isActive: false });
    expect(await self(cookie)).toMatchObject({ status: 'Rejected', paymentStatus: 'unpaid', subscription: null });
    expect((await history(cookie))[0]).toMatchObject({ paymentId, planStatus: 'Refunded' });
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.targetId, payment!.id), eq(auditLog.action, 'payment.refund.rejected')));
    expect(audit).toHaveLength(1);
    const mail = (await mailsTo(her.email)).find((m) => m.subject === MSG.refundMailSubject);
    expect(mail?.text).toContain('As our team could not approve your profile, your payment of');
    expect(mail?.text).toContain('has been refunded in full to the way you paid. No plan day was used.');
    // Rejected again later: nothing more to refund, nothing asked of the provider.
    await t.app.inject({ method: 'POST', url: `/api/admin/members/${her.id}/reject`, payload: { reason: 'Still unclear.' }, headers: { cookie: adminCookie } });
    expect(await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment!.id))).toHaveLength(1);
  });

  it('a rejection refunds nothing a member used: an approved member keeps her plan', async () => {
    const { member: her, cookie } = await member('Active');
    const { paymentId } = await pay(cookie, (await planOf('1 Month', 'Basic')).id);
    await t.app.inject({ method: 'POST', url: `/api/admin/members/${her.id}/reject`, payload: { reason: 'Profile photo is not of the member.' }, headers: { cookie: adminCookie } });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId));
    expect(payment!.status).toBe('captured');
  });
});

describe('buying while a plan is in force: "Start now" or "After my current plan"', () => {
  it('offers the choice only with a paid plan in force; the preview states the dates of both', async () => {
    const { cookie: fresh } = await member('Active');
    const premium = await planOf('1 Month', 'Premium');
    expect((await get(fresh, `/api/purchase-preview/${premium.id}`)).json().preview).toMatchObject({ canChoose: false, mode: 'now' });

    const { cookie } = await member('Active');
    await pay(cookie, (await planOf('1 Year', 'Basic')).id);
    clock.advance(10 * DAY);
    const current = (await self(cookie)).subscription;
    const after = (await get(cookie, `/api/purchase-preview/${premium.id}?start=after`)).json().preview;
    expect(after).toMatchObject({ canChoose: true, mode: 'queued', start: 'after', startsAt: current.endsAt });
    const now = (await get(cookie, `/api/purchase-preview/${premium.id}?start=now`)).json().preview;
    const newEnd = new Date(clock.now().getTime() + 30 * DAY);
    const resumedEnd = new Date(new Date(current.endsAt).getTime() + 30 * DAY);
    expect(now).toMatchObject({ canChoose: true, mode: 'pauses', start: 'now', startsAt: clock.now().toISOString(), endsAt: newEnd.toISOString() });
    expect(now.pauses).toEqual({ planName: 'Basic', resumesAt: newEnd.toISOString(), endsAt: resumedEnd.toISOString() });
    expect(now.message).toBe(
      `Your Premium plan starts as soon as you pay and runs until ${formatPlanDate(newEnd)}. Your Basic plan pauses meanwhile and resumes on ${formatPlanDate(newEnd)} with all its remaining days, until ${formatPlanDate(resumedEnd)}.`,
    );
    expect((await get(cookie, `/api/purchase-preview/${premium.id}?start=soon`)).statusCode).toBe(400);
    const bad = await t.app.inject({ method: 'POST', url: '/api/create-order', payload: { package: premium.id, start: 'yesterday' }, headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.invalidStartMode);
  });

  it('"Start now": the new plan is in force at once; the old one pauses and resumes with every remaining day; queued plans move later', async () => {
    const { member: her, cookie: firstCookie } = await member('Active');
    let cookie = firstCookie;
    const basicYear = await pay(cookie, (await planOf('1 Year', 'Basic')).id);
    const queued = await pay(cookie, (await planOf('1 Month', 'Standard')).id, 'after');
    expect(queued.body.message).toMatch(/^Payment successful! Your Standard plan starts on .+, when your current plan ends\.$/);
    clock.advance(100 * DAY);
    cookie = await signIn(t.app, her.email);
    const before = await planRows(her.id);
    const { paymentId: premiumPaymentId, body } = await pay(cookie, (await planOf('3 Months', 'Premium')).id, 'now');
    expect(body.message).toBe(MSG.paymentSuccess);
    expect(body.data.subscription.pauses).toMatchObject({ planName: 'Basic' });
    const rows = await planRows(her.id);
    const [basic, standard, premium] = rows;
    const lengthMs = 90 * DAY;
    expect(basic!.endsAt.getTime()).toBe(before[0]!.endsAt.getTime() + lengthMs);
    expect(basic!.pausedFrom!.toISOString()).toBe(clock.now().toISOString());
    expect(basic!.pausedUntil!.toISOString()).toBe(premium!.endsAt.toISOString());
    expect(standard!.startsAt.getTime()).toBe(before[1]!.startsAt.getTime() + lengthMs);
    expect(standard!.startsAt.toISOString()).toBe(basic!.endsAt.toISOString());
    expect((await self(cookie)).subscription).toMatchObject({ planName: 'Premium' });
    const statuses = Object.fromEntries((await history(cookie)).map((row) => [row.paymentId, row.planStatus]));
    expect(statuses[basicYear.paymentId]).toBe('Paused');
    expect(statuses[queued.paymentId]).toBe('Scheduled');
    const [basicPayment] = await t.database.db.select().from(payments).where(eq(payments.providerPaymentId, basicYear.paymentId));
    expect(basicPayment!.expiryDate.toISOString()).toBe(basic!.endsAt.toISOString());
    const receipt = (await get(cookie, `/api/receipts/${basicYear.paymentId}`)).json().receipt;
    expect(receipt.periodNote).toBeNull();
    // The new plan's receipt says which plan pauses, when it resumes (the day Premium ends) and until when.
    const premiumReceipt = (await get(cookie, `/api/receipts/${premiumPaymentId}`)).json().receipt;
    const pauseNote = `Your Basic plan is paused meanwhile and resumes on ${formatPlanDate(premium!.endsAt)} with all its remaining days, until ${formatPlanDate(basic!.endsAt)}.`;
    expect(premiumReceipt).toMatchObject({ planName: 'Premium', startsOnApproval: false, periodNote: pauseNote });
    expect(formatPlanDate(premium!.endsAt)).toBe(formatPlanDate(new Date(clock.now().getTime() + lengthMs)));
    const premiumPdf = await get(cookie, `/api/receipts/${premiumPaymentId}/pdf`);
    expect(premiumPdf.statusCode).toBe(200);
    expect((await pdfText(premiumPdf.rawPayload)).replace(/\s+/g, ' ')).toContain('Your Basic plan is paused meanwhile');

    // When Premium ends, Basic is in force again, with the 265 days it had left.
    clock.advance(lengthMs + 1000);
    cookie = await signIn(t.app, her.email);
    await sweepExpiredSubscriptions(t.app.ctx);
    const resumed = (await self(cookie)).subscription;
    expect(resumed).toMatchObject({ planName: 'Basic' });
    expect(Math.round((new Date(resumed.endsAt).getTime() - clock.now().getTime()) / DAY)).toBe(365 - 100);
  });

  it('two payments completing at once with "Start now" each pause what runs: no day of any plan is lost', async () => {
    const { member: her, cookie } = await member('Active');
    await pay(cookie, (await planOf('6 Months', 'Basic')).id);
    clock.advance(DAY);
    const [a, b] = [await order(cookie, (await planOf('1 Month', 'Premium')).id, 'now'), await order(cookie, (await planOf('1 Month', 'Standard')).id, 'now')];
    const captured = (orderId: string, id: string) => ({ event: 'payment.captured', payload: { payment: { entity: { id, order_id: orderId, status: 'captured' } } } });
    const results = await Promise.all([webhook(captured(a, 'pay_fair_race_a')), webhook(captured(b, 'pay_fair_race_b'))]);
    for (const res of results) expect(res.json()).toMatchObject({ activated: true });
    const rows = await planRows(her.id);
    expect(rows).toHaveLength(3);
    // Paid days in all: 180 + 30 + 30, every one still ahead or used, none overlapping in force.
    const total = rows.reduce((sum, row) => sum + (row.endsAt.getTime() - row.startsAt.getTime() - (row.pausedFrom && row.pausedUntil ? row.pausedUntil.getTime() - row.pausedFrom.getTime() : 0)), 0);
    expect(Math.round(total / DAY)).toBe(240);
    const inForce = await t.database.db.execute(sql`select count(*)::int as n from subscriptions s where s.user_id = ${her.id} and s.is_active and s.starts_at <= ${clock.now().toISOString()}::timestamptz and s.ends_at > ${clock.now().toISOString()}::timestamptz and not s.awaiting_approval and not (s.paused_from is not null and s.paused_from <= ${clock.now().toISOString()}::timestamptz and s.paused_until > ${clock.now().toISOString()}::timestamptz)`);
    expect((inForce as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
  });

  it('the webhook confirming first: the browser\'s confirmation still says which plan paused and until when', async () => {
    const { cookie } = await member('Active');
    await pay(cookie, (await planOf('1 Month', 'Basic')).id);
    const orderId = await order(cookie, (await planOf('1 Month', 'Premium')).id, 'now');
    const paymentId = 'pay_fair_wh_first';
    await webhook({ event: 'payment.captured', payload: { payment: { entity: { id: paymentId, order_id: orderId, status: 'captured' } } } });
    const res = await get(cookie, `/api/verify-payment?${new URLSearchParams({ razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: hmacHex(SECRET, `${orderId}|${paymentId}`) })}`);
    expect(res.json().message).toBe(MSG.paymentSuccess);
    expect(res.json().data.subscription.pauses).toMatchObject({ planName: 'Basic', resumesAt: res.json().data.subscription.endDate });
  });

  it('a refund of the plan bought with "Start now" resumes the paused plan at once', async () => {
    const { member: her, cookie } = await member('Active');
    await pay(cookie, (await planOf('3 Months', 'Basic')).id);
    clock.advance(5 * DAY);
    const basicEnd = (await planRows(her.id))[0]!.endsAt.getTime();
    const { paymentId } = await pay(cookie, (await planOf('1 Month', 'Premium')).id, 'now');
    const [premiumPayment] = await t.database.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId));
    clock.advance(DAY);
    const refunded = await t.app.inject({ method: 'POST', url: `/api/admin/payments/${premiumPayment!.id}/refund`, headers: { cookie: adminCookie } });
    expect(refunded.statusCode).toBe(200);
    const [basic] = await planRows(her.id);
    expect(basic!.pausedUntil!.toISOString()).toBe(clock.now().toISOString());
    // Paused one day for Premium: it ends a day later than it would have, no more.
    expect(basic!.endsAt.getTime()).toBe(basicEnd + DAY);
    expect((await self(cookie)).subscription).toMatchObject({ planName: 'Basic' });
  });

  it('the choice is the member\'s own order: another member cannot use it, and a visitor gets 401', async () => {
    const premium = await planOf('1 Month', 'Premium');
    expect((await get(undefined, `/api/purchase-preview/${premium.id}?start=now`)).statusCode).toBe(401);
    const { cookie } = await member('Active');
    const orderId = await order(cookie, premium.id, 'now');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.providerOrderId, orderId));
    expect(row!.startMode).toBe('now');
    const { cookie: other } = await member('Active');
    const paymentId = 'pay_fair_other';
    const res = await get(other, `/api/verify-payment?${new URLSearchParams({ razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: hmacHex(SECRET, `${orderId}|${paymentId}`) })}`);
    expect(res.statusCode).toBe(404);
    expect((await t.database.db.select().from(users).where(eq(users.id, row!.userId)))[0]!.paymentStatus).toBe('unpaid');
  });
});

describe('REVIEW_TIME', () => {
  it("is configurable: checkout's preview gives the review time the service is set to", async () => {
    const reviewTime = 'usually within two working days';
    const other = await createTestApp({ PAYMENT_SANDBOX_SECRET: SECRET, REVIEW_TIME: reviewTime });
    try {
      await runSeed({ config: other.config, db: other.database.db, storage: other.app.ctx.storage, now: () => new Date() });
      const row = await buildMember(other.database.db, { status: 'Pending', isProfileComplete: true });
      const cookie = await signIn(other.app, row.email);
      const [basic] = await other.database.db.select().from(packages).where(and(eq(packages.duration, '1 Month'), eq(packages.name, 'Basic')));
      const preview = (await other.app.inject({ method: 'GET', url: `/api/purchase-preview/${basic!.id}`, headers: { cookie } })).json().preview;
      expect(preview).toMatchObject({ startsOnApproval: true, reviewTime });
      expect(preview.message).toContain(`(${reviewTime})`);
      expect(preview.message).not.toContain('one working day');
    } finally {
      await other.close();
    }
  });
});
