import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG } from '@sakinah/contract';
import { packages, payments, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, signIn, testClock } from '../../test/factories';
import { webhookPoster } from '../../test/webhooks';
import { runSeed } from '../../seed/run-seed';
import { hmacHex } from '../../providers/payments/signatures';

/** Refunds made at the provider (its dashboard) arrive as signed refund.processed webhooks. */
const clock = testClock();
const secret = 'sandbox-secret-for-refund-tests-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX_SECRET: secret }, { now: clock.now });
  await runSeed({ config: t.config, db: t.database.db, storage: t.app.ctx.storage, now: clock.now });
});
afterAll(async () => t.close());

async function payer() {
  const member = await buildMember(t.database.db, { status: 'Active', isProfileComplete: true });
  return { member, cookie: await signIn(t.app, member.email) };
}
const planOf = async (duration: string, name = 'Standard') =>
  (await t.database.db.select().from(packages).where(and(eq(packages.duration, duration as never), eq(packages.name, name))))[0]!;
const createOrder = (cookie: string, body: object) => t.app.inject({ method: 'POST', url: '/api/create-order', payload: body, headers: { cookie } });
const webhook = webhookPoster(() => t.app, () => secret);
const captured = (orderId: string, paymentId: string) => ({
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, order_id: orderId, status: 'captured' } } },
});

describe('refund.processed', () => {
  it('a full refund at the provider ends its plan, moves the next one up and tells her; a partial one changes nothing', async () => {
    const { member, cookie } = await payer();
    const pay = async (duration: string, paymentId: string) => {
      const order = (await createOrder(cookie, { package: (await planOf(duration)).id, paymentMethod: 'card' })).json();
      expect((await webhook(captured(order.id, paymentId))).json()).toMatchObject({ activated: true });
      return order.id as string;
    };
    const firstOrder = await pay('1 Month', 'pay_refund_a');
    const secondOrder = await pay('6 Months', 'pay_refund_b');
    const refund = (orderId: string, paymentId: string, amount: number, refunded: number) => ({
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: { id: `rfnd_${paymentId}_${refunded}`, amount: refunded, payment_id: paymentId, status: 'processed' } },
        payment: { entity: { id: paymentId, order_id: orderId, amount, amount_refunded: refunded, refund_status: refunded >= amount ? 'full' : 'partial', status: 'refunded' } },
      },
    });
    const history = async () => (await t.app.inject({ method: 'GET', url: '/api/get-payment-history', headers: { cookie } })).json().data as Array<{ paymentId: string; planStatus: string; paymentStatus: string; startDate: string; expiryDate: string }>;
    const [a, b] = [(await history()).find((p) => p.paymentId === 'pay_refund_a')!, (await history()).find((p) => p.paymentId === 'pay_refund_b')!];
    expect([a.planStatus, b.planStatus]).toEqual(['Active', 'Scheduled']);
    const amountOf = async (paymentId: string) => (await t.database.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId)))[0]!.amountPaise;

    // Forged: nothing changes.
    const forged = await webhook(refund(firstOrder, 'pay_refund_a', await amountOf('pay_refund_a'), await amountOf('pay_refund_a')), 'deadbeef');
    expect(forged.statusCode).toBe(400);
    // Partial: the plan stays.
    expect((await webhook(refund(firstOrder, 'pay_refund_a', await amountOf('pay_refund_a'), 100))).json()).toMatchObject({ ignored: true });
    expect((await history()).find((p) => p.paymentId === 'pay_refund_a')!.planStatus).toBe('Active');

    // (The shared clock does not move here: later tests count on it.) Refunded on its first day, it ends at once.
    const now = clock.now();
    const full = refund(firstOrder, 'pay_refund_a', await amountOf('pay_refund_a'), await amountOf('pay_refund_a'));
    expect((await webhook(full, undefined, 'evt_refund_a')).json()).toMatchObject({ success: true, refunded: true });
    expect((await webhook(full, undefined, 'evt_refund_a')).json()).toMatchObject({ duplicate: true });
    expect((await webhook(full)).json()).toMatchObject({ refunded: false });

    const after = await history();
    const refunded = after.find((p) => p.paymentId === 'pay_refund_a')!;
    expect(refunded).toMatchObject({ planStatus: 'Refunded', paymentStatus: 'refunded', expiryDate: now.toISOString() });
    // The 6-month plan starts now instead of in a month, for its full length.
    const moved = after.find((p) => p.paymentId === 'pay_refund_b')!;
    expect(moved.planStatus).toBe('Active');
    expect(moved.startDate).toBe(now.toISOString());
    expect(new Date(moved.expiryDate).getTime() - now.getTime()).toBe(new Date(b.expiryDate).getTime() - new Date(b.startDate).getTime());
    const me = (await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie } })).json().user;
    expect(me).toMatchObject({ paymentStatus: 'paid', subscription: { duration: '6 Months' } });
    const mail = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(member.email)}` })).json().messages as Array<{ subject: string; text: string }>;
    const notice = mail.find((m) => m.subject === MSG.refundMailSubject)!;
    expect(notice.text).toContain('pay_refund_a');
    expect(notice.text).toContain('That plan has ended');
    // Her receipt stays hers to read.
    // The success page's link, opened again, does not claim the plan was activated.
    const replay = await t.app.inject({
      method: 'GET',
      url: `/api/verify-payment?razorpay_order_id=${firstOrder}&razorpay_payment_id=pay_refund_a&razorpay_signature=${hmacHex(secret, `${firstOrder}|pay_refund_a`)}`,
      headers: { cookie },
    });
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ success: false, message: MSG.paymentRefunded });
    const receipt = await t.app.inject({ method: 'GET', url: '/api/receipts/pay_refund_a', headers: { cookie } });
    expect(receipt.statusCode).toBe(200);
    // …marked as refunded.
    expect(receipt.json().receipt.refunded).toBe(true);

    // The last plan refunded: nothing is in force.
    const last = refund(secondOrder, 'pay_refund_b', await amountOf('pay_refund_b'), await amountOf('pay_refund_b'));
    expect((await webhook(last)).json()).toMatchObject({ refunded: true });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(user).toMatchObject({ paymentStatus: 'unpaid', isPaymentComplete: false, currentSubscriptionId: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie } })).json().user.subscription).toBeNull();
  });
});
