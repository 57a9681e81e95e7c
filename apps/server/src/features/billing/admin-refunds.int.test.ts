import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG } from '@sakinah/contract';
import { auditLog, packages, payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, signIn, signInAdmin, testClock } from '../../test/factories';
import { webhookPoster } from '../../test/webhooks';
import { runSeed } from '../../seed/run-seed';

/** An administrator refunds a payment from the admin's Payments page, through the payment provider. */
const clock = testClock();
const secret = 'sandbox-secret-for-admin-refund-tests-0123';
let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX_SECRET: secret }, { now: clock.now });
  await runSeed({ config: t.config, db: t.database.db, storage: t.app.ctx.storage, now: clock.now });
  adminCookie = await signInAdmin(t.app, t.database.db);
});
afterAll(async () => t.close());

const webhook = webhookPoster(() => t.app, () => secret);
let paymentCounter = 0;

/** A member who paid for a plan (through the sandbox, confirmed by its signed webhook); our payment id. */
async function paidMember(duration = '3 Months') {
  const member = await buildMember(t.database.db, { status: 'Active', isProfileComplete: true });
  const cookie = await signIn(t.app, member.email);
  const [plan] = await t.database.db.select().from(packages).where(and(eq(packages.duration, duration as never), eq(packages.name, 'Standard')));
  const order = (await t.app.inject({ method: 'POST', url: '/api/create-order', payload: { package: plan!.id, paymentMethod: 'card' }, headers: { cookie } })).json();
  const providerPaymentId = `pay_admin_refund_${++paymentCounter}`;
  await webhook({ event: 'payment.captured', payload: { payment: { entity: { id: providerPaymentId, order_id: order.id, status: 'captured' } } } });
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  return { member, cookie, payment: payment!, providerOrderId: order.id as string };
}

const refund = (id: string, cookie: string | undefined = adminCookie) =>
  t.app.inject({ method: 'POST', url: `/api/admin/payments/${id}/refund`, headers: cookie ? { cookie } : {} });
const statusOf = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!.status;

describe('POST /api/admin/payments/:id/refund', () => {
  it('refunds through the provider: the payment is refunded, the plan ends, she is mailed, the audit log says who', async () => {
    const { member, cookie, payment, providerOrderId } = await paidMember();
    const calls = vi.spyOn(t.app.ctx.payments, 'refundPayment');
    const res = await refund(payment.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.refundDone, status: 'refunded' });
    expect(calls).toHaveBeenCalledWith(expect.objectContaining({ paymentId: payment.providerPaymentId, amountPaise: payment.amountPaise }));
    calls.mockRestore();
    expect(await statusOf(payment.id)).toBe('refunded');
    const me = (await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie } })).json().user;
    expect(me.paymentStatus).toBe('unpaid');
    const mail = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(member.email)}` })).json().messages;
    expect(mail.map((m: { subject: string }) => m.subject)).toContain(MSG.refundMailSubject);
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'payment.refund'), eq(auditLog.targetId, payment.id)));
    expect(entry).toMatchObject({ targetType: 'payment', before: { status: 'captured' }, after: { status: 'refunded' } });
    // The provider's webhook for the same refund then changes nothing.
    const hook = await webhook({
      event: 'refund.processed',
      payload: { payment: { entity: { id: payment.providerPaymentId, order_id: providerOrderId, amount: payment.amountPaise, amount_refunded: payment.amountPaise, status: 'refunded' } } },
    });
    expect(hook.json()).toMatchObject({ refunded: false });
  });

  it('a second refund, two at once, a refunded or unknown payment: refused, and the provider is asked once', async () => {
    const { payment } = await paidMember();
    const calls = vi.spyOn(t.app.ctx.payments, 'refundPayment');
    const [first, second] = await Promise.all([refund(payment.id), refund(payment.id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    // The second finds the payment refunded, or its refund still being asked for.
    expect([MSG.paymentNotRefundable, MSG.refundAlreadyRequested]).toContain([first, second].find((r) => r.statusCode === 409)!.json().message);
    expect(calls).toHaveBeenCalledTimes(1);
    calls.mockRestore();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await refund(encodeURIComponent(id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: MSG.paymentNotFound });
    }
  });

  it('a provider that refuses: 502 with the message, nothing changes; a pending refund leaves the plan until the webhook', async () => {
    const { payment, providerOrderId } = await paidMember();
    const refusing = vi.spyOn(t.app.ctx.payments, 'refundPayment').mockRejectedValueOnce(new Error('The payment has been fully refunded already'));
    const refused = await refund(payment.id);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ success: false, message: MSG.refundFailed });
    expect(await statusOf(payment.id)).toBe('captured');
    refusing.mockResolvedValueOnce({ id: 'rfnd_slow', status: 'pending' });
    const pending = await refund(payment.id);
    expect(pending.json()).toEqual({ success: true, message: MSG.refundPending, status: 'pending' });
    expect(await statusOf(payment.id)).toBe('captured');
    // Asked again while the provider has not confirmed: not sent to it a second time.
    const again = await refund(payment.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: MSG.refundAlreadyRequested });
    expect(refusing).toHaveBeenCalledTimes(2);
    refusing.mockRestore();
    await webhook({
      event: 'refund.processed',
      payload: { payment: { entity: { id: payment.providerPaymentId, order_id: providerOrderId, amount: payment.amountPaise, amount_refunded: payment.amountPaise, status: 'refunded' } } },
    });
    expect(await statusOf(payment.id)).toBe('refunded');
  });

  it('the database failing after the provider refunded: the retry does not ask the provider again, the webhook completes it', async () => {
    const { payment, providerOrderId } = await paidMember();
    const calls = vi.spyOn(t.app.ctx.payments, 'refundPayment');
    // The claim commits; the transaction that applies the provider's answer fails (the database restarting).
    const original = t.database.db.transaction.bind(t.database.db);
    let transactions = 0;
    const failing = vi.spyOn(t.database.db, 'transaction').mockImplementation(((work: Parameters<typeof original>[0]) => {
      transactions += 1;
      return transactions === 2 ? Promise.reject(new Error('Connection terminated unexpectedly')) : original(work);
    }) as typeof original);
    const lost = await refund(payment.id);
    failing.mockRestore();
    expect(lost.statusCode).toBe(503);
    const retry = await refund(payment.id);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ message: MSG.refundAlreadyRequested });
    expect(calls).toHaveBeenCalledTimes(1);
    calls.mockRestore();
    await webhook({
      event: 'refund.processed',
      payload: { payment: { entity: { id: payment.providerPaymentId, order_id: providerOrderId, amount: payment.amountPaise, amount_refunded: payment.amountPaise, status: 'refunded' } } },
    });
    expect(await statusOf(payment.id)).toBe('refunded');
  });

  it('a payment made through another provider is not sent to this one', async () => {
    const { payment } = await paidMember();
    await t.database.db.update(payments).set({ provider: 'razorpay' }).where(eq(payments.id, payment.id));
    const res = await refund(payment.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: MSG.refundOtherProvider });
    expect(await statusOf(payment.id)).toBe('captured');
  });

  it('only an administrator: a visitor 401, the member who paid and any other member 403; nothing changes', async () => {
    const { cookie, payment } = await paidMember();
    const other = await buildMember(t.database.db);
    expect((await refund(payment.id, '')).statusCode).toBe(401);
    expect((await refund(payment.id, cookie)).statusCode).toBe(403);
    expect((await refund(payment.id, await signIn(t.app, other.email))).statusCode).toBe(403);
    expect(await statusOf(payment.id)).toBe('captured');
  });
});
