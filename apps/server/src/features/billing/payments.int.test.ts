import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { DURATIONS, DURATION_DAYS, MSG, finalPriceRupees } from '@sakinah/contract';
import { orders, packages, payments, subscriptions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, signIn, testClock } from '../../test/factories';
import { hmacHex } from '../../providers/payments/signatures';
import { webhookPoster } from '../../test/webhooks';
import { markSandboxOrder } from '../../providers/payments/sandbox.repo';
import { reconcilePendingOrders, sweepExpiredSubscriptions } from './payments.service';
import { runSeed } from '../../seed/run-seed';

const clock = testClock();
let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX_SECRET: 'sandbox-secret-for-tests-0123456789' }, { now: clock.now });
  secret = 'sandbox-secret-for-tests-0123456789';
  await runSeed({ config: t.config, db: t.database.db, storage: t.app.ctx.storage, now: clock.now });
});
afterAll(async () => t.close());

async function payer(overrides: Parameters<typeof buildMember>[1] = {}) {
  const member = await buildMember(t.database.db, { status: 'Active', isProfileComplete: true, ...overrides });
  return { member, cookie: await signIn(t.app, member.email) };
}
const planOf = async (duration: string, name = 'Standard') =>
  (await t.database.db.select().from(packages).where(and(eq(packages.duration, duration as never), eq(packages.name, name))))[0]!;

const createOrder = (cookie: string | undefined, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/create-order', payload: body as object, headers: cookie ? { cookie } : {} });

/** Pays an order on the sandbox's hosted page and returns the callback's query. */
async function payOnSandbox(paymentUrl: string, outcome: 'success' | 'failure' | 'cancel' = 'success') {
  const pageRes = await t.app.inject({ method: 'GET', url: paymentUrl });
  expect(pageRes.statusCode).toBe(200);
  const res = await t.app.inject({ method: 'POST', url: paymentUrl, payload: `outcome=${outcome}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(res.statusCode).toBe(303);
  return new URL(String(res.headers.location), 'http://local');
}

const verify = (cookie: string, params: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/verify-payment?${new URLSearchParams(params)}`, headers: { cookie } });

async function countFor(userId: string) {
  const [p] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(payments).where(eq(payments.userId, userId));
  const [s] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(subscriptions).where(eq(subscriptions.userId, userId));
  return { payments: p!.n, subscriptions: s!.n };
}

describe('plans', () => {
  it('lists active plans with rupee prices after discount', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/get-packages' });
    const list = res.json().packages as Array<{ id: string; price: number; discount: number; finalPrice: number; duration: string }>;
    expect(list).toHaveLength(12);
    for (const plan of list) expect(plan.finalPrice).toBe(finalPriceRupees(plan.price, plan.discount));
    const one = await t.app.inject({ method: 'GET', url: `/api/get-package/${list[0]!.id}` });
    expect(one.json().package.id).toBe(list[0]!.id);
  });

  it('hides inactive and unknown plans', async () => {
    const plan = await planOf('6 Months', 'Basic');
    await t.database.db.update(packages).set({ isActive: false }).where(eq(packages.id, plan.id));
    for (const id of [plan.id, '00000000-0000-0000-0000-000000000000', 'nope']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/get-package/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MSG.packageNotFound);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/get-packages' })).json().packages).toHaveLength(11);
    const { cookie } = await payer();
    expect((await createOrder(cookie, { package: plan.id })).statusCode).toBe(404);
    await t.database.db.update(packages).set({ isActive: true }).where(eq(packages.id, plan.id));
  });
});

describe('orders and verification', () => {
  it('pays through the sandbox: amount from the plan, signature checked, plan active once', async () => {
    const { member, cookie } = await payer();
    const plan = await planOf('3 Months');
    const order = await createOrder(cookie, { package: plan.id });
    expect(order.statusCode).toBe(200);
    const { paymentUrl, orderId } = order.json();
    expect(paymentUrl).toBe(`/sandbox-pay/${orderId}`);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.providerOrderId, orderId));
    expect(row!.amountPaise).toBe(finalPriceRupees(plan.pricePaise / 100, plan.discountPercent) * 100);

    const back = await payOnSandbox(paymentUrl);
    expect(back.pathname).toBe('/payment-success');
    const params = Object.fromEntries(back.searchParams);
    const res = await verify(cookie, params);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.paymentSuccess);
    const endDate = new Date(res.json().data.subscription.endDate).getTime();
    expect(endDate - clock.now().getTime()).toBe(DURATION_DAYS['3 Months'] * 864e5);

    // Replaying the verification changes nothing.
    expect((await verify(cookie, params)).statusCode).toBe(200);
    // Give the sandbox's webhook a moment: it must not create a second payment either.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await countFor(member.id)).toEqual({ payments: 1, subscriptions: 1 });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(user).toMatchObject({ paymentStatus: 'paid', isPaymentComplete: true });

    const pay = await t.app.inject({ method: 'GET', url: `/api/get-payment/pid/${params.razorpay_payment_id}`, headers: { cookie } });
    expect(pay.json().payment).toMatchObject({ paymentId: params.razorpay_payment_id, paymentStatus: 'paid', amount: row!.amountPaise / 100 });
  });

  it('a double click on the sandbox\'s Pay is one payment: every click comes back with it, a decline after it changes nothing', async () => {
    const { member, cookie } = await payer();
    const plan = await planOf('1 Month');
    const { paymentUrl } = (await createOrder(cookie, { package: plan.id })).json();
    const click = () =>
      t.app.inject({ method: 'POST', url: paymentUrl, payload: 'outcome=success', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const clicks = await Promise.all(Array.from({ length: 8 }, click));
    const answers = clicks.map((res) => new URL(String(res.headers.location), 'http://local'));
    const paymentIds = new Set(answers.map((back) => back.searchParams.get('razorpay_payment_id')));
    expect(paymentIds.size).toBe(1);
    const declinedAfter = await payOnSandbox(paymentUrl, 'failure');
    expect(declinedAfter.pathname).toBe('/payment-success');
    expect(declinedAfter.searchParams.get('razorpay_payment_id')).toBe([...paymentIds][0]);
    // Whichever tab verifies, the plan is bought once.
    for (const back of [...answers, declinedAfter]) expect((await verify(cookie, Object.fromEntries(back.searchParams))).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await countFor(member.id)).toEqual({ payments: 1, subscriptions: 1 });
  });

  it.each(DURATIONS)('sets the expiry for %s', async (duration) => {
    const { cookie } = await payer();
    const plan = await planOf(duration, 'Premium');
    const order = (await createOrder(cookie, { package: plan.id, paymentMethod: 'card' })).json();
    expect(order).toMatchObject({ amount: expect.any(Number), currency: 'INR', provider: 'sandbox' });
    const paymentId = `pay_test_${duration.replace(' ', '')}${Math.random().toString(36).slice(2, 8)}`;
    await markSandboxOrder(t.database.db, order.id, 'paid', paymentId);
    const res = await verify(cookie, { razorpay_order_id: order.id, razorpay_payment_id: paymentId, razorpay_signature: hmacHex(secret, `${order.id}|${paymentId}`) });
    const end = new Date(res.json().data.subscription.endDate).getTime();
    expect(end - clock.now().getTime()).toBe(DURATION_DAYS[duration] * 864e5);
  });

  it('refuses forged signatures, other members\' orders, and changed amounts or plans', async () => {
    const a = await payer();
    const b = await payer();
    const plan = await planOf('1 Month');
    const order = (await createOrder(a.cookie, { package: plan.id, paymentMethod: 'card' })).json();
    const paymentId = 'pay_forgery_1';
    const good = hmacHex(secret, `${order.id}|${paymentId}`);
    const base = { razorpay_order_id: order.id, razorpay_payment_id: paymentId };

    const forged = await verify(a.cookie, { ...base, razorpay_signature: hmacHex('wrong-secret', `${order.id}|${paymentId}`) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(MSG.paymentVerifyFailed);
    const missing = await t.app.inject({ method: 'GET', url: `/api/verify-payment?razorpay_order_id=${order.id}`, headers: { cookie: a.cookie } });
    expect(missing.statusCode).toBe(400);
    const otherMember = await verify(b.cookie, { ...base, razorpay_signature: good });
    expect(otherMember.statusCode).toBe(404);
    const otherPlan = await verify(a.cookie, { ...base, razorpay_signature: good, packageId: (await planOf('1 Year')).id });
    expect(otherPlan.json().message).toBe(MSG.paymentMismatch);
    const otherAmount = await verify(a.cookie, { ...base, razorpay_signature: good, amount: '1' });
    expect(otherAmount.json().message).toBe(MSG.paymentMismatch);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/verify-payment?${new URLSearchParams({ ...base, razorpay_signature: good })}` });
    expect(anonymous.statusCode).toBe(401);
    expect(await countFor(a.member.id)).toEqual({ payments: 0, subscriptions: 0 });
  });

  it('needs a complete profile, a session and a real plan to order', async () => {
    const plan = await planOf('1 Month');
    expect((await createOrder(undefined, { package: plan.id })).statusCode).toBe(401);
    const incomplete = await payer({ isProfileComplete: false });
    const res = await createOrder(incomplete.cookie, { package: plan.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.incompleteProfile);
    const { cookie } = await payer();
    expect((await createOrder(cookie, { package: 'not-a-plan' })).statusCode).toBe(404);
    expect((await createOrder(cookie, {})).statusCode).toBe(400);
  });

  it('a failed payment on the sandbox page leads to /payment-failed and activates nothing', async () => {
    const { member, cookie } = await payer();
    const { paymentUrl } = (await createOrder(cookie, { package: (await planOf('1 Month')).id })).json();
    const back = await payOnSandbox(paymentUrl, 'failure');
    expect(back.pathname).toBe('/payment-failed');
    expect(back.searchParams.get('reason')).toMatch(/declined/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await countFor(member.id)).toEqual({ payments: 0, subscriptions: 0 });
    const cancelled = await payOnSandbox((await createOrder(cookie, { package: (await planOf('1 Month')).id })).json().paymentUrl, 'cancel');
    expect(cancelled.pathname).toBe('/pricing');
  });
});

describe('webhooks, reconciliation and expiry', () => {
  const webhook = webhookPoster(() => t.app, () => secret);
  const captured = (orderId: string, paymentId: string, event = 'payment.captured') => ({
    event,
    payload: { payment: { entity: { id: paymentId, order_id: orderId, status: event === 'payment.failed' ? 'failed' : 'captured' } } },
  });

  it('activates a plan even if the browser never comes back; duplicates and late failures change nothing', async () => {
    const { member, cookie } = await payer();
    const order = (await createOrder(cookie, { package: (await planOf('6 Months')).id, paymentMethod: 'card' })).json();
    const bad = await webhook(captured(order.id, 'pay_wh_1'), 'deadbeef');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.webhookInvalid);
    expect(await countFor(member.id)).toEqual({ payments: 0, subscriptions: 0 });

    expect((await webhook(captured(order.id, 'pay_wh_1'), undefined, 'evt_same')).json()).toMatchObject({ activated: true });
    expect((await webhook(captured(order.id, 'pay_wh_1'), undefined, 'evt_same')).json()).toMatchObject({ duplicate: true });
    expect((await webhook(captured(order.id, 'pay_wh_1', 'payment.failed'))).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.providerOrderId, order.id));
    expect(row!.status).toBe('paid');
    expect(await countFor(member.id)).toEqual({ payments: 1, subscriptions: 1 });
  });

  it('callback and webhook racing give exactly one payment and one subscription', async () => {
    const { member, cookie } = await payer();
    const order = (await createOrder(cookie, { package: (await planOf('1 Year')).id, paymentMethod: 'card' })).json();
    const paymentId = 'pay_race_1';
    const signature = hmacHex(secret, `${order.id}|${paymentId}`);
    const results = await Promise.all([
      verify(cookie, { razorpay_order_id: order.id, razorpay_payment_id: paymentId, razorpay_signature: signature }),
      webhook(captured(order.id, paymentId)),
      verify(cookie, { razorpay_order_id: order.id, razorpay_payment_id: paymentId, razorpay_signature: signature }),
      webhook(captured(order.id, paymentId, 'order.paid')),
    ]);
    for (const res of results) expect(res.statusCode).toBe(200);
    expect(await countFor(member.id)).toEqual({ payments: 1, subscriptions: 1 });
  });

  it('reconciliation asks the provider about orders left pending', async () => {
    const { member, cookie } = await payer();
    const order = (await createOrder(cookie, { package: (await planOf('1 Month')).id, paymentMethod: 'card' })).json();
    await markSandboxOrder(t.database.db, order.id, 'paid', 'pay_reconciled_1');
    clock.advance(11 * 60 * 1000);
    expect(await reconcilePendingOrders(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await countFor(member.id)).toEqual({ payments: 1, subscriptions: 1 });
  });

  it('the sweep marks plans past their end inactive and the member unpaid', async () => {
    const { member, cookie } = await payer();
    const order = (await createOrder(cookie, { package: (await planOf('1 Month')).id, paymentMethod: 'card' })).json();
    await webhook(captured(order.id, 'pay_sweep_1'));
    expect((await t.app.inject({ method: 'PATCH', url: `/api/update-package-status/${member.id}`, payload: { isActive: false }, headers: { cookie } })).json().message).toBe(MSG.notExpiredYet);
    clock.advance(31 * 864e5);
    expect(await sweepExpiredSubscriptions(t.app.ctx)).toBeGreaterThanOrEqual(1);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(user).toMatchObject({ paymentStatus: 'unpaid', isPaymentComplete: false, currentSubscriptionId: null });
    const fresh = await signIn(t.app, member.email);
    const me = (await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie: fresh } })).json().user;
    expect(me.subscription).toBeNull();
  });
});

describe('client confirmations, history and the free trial', () => {
  it('update-payment-status only confirms a verified payment of the same member', async () => {
    const a = await payer();
    const b = await payer();
    const patch = (cookie: string, userId: string, body: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/update-payment-status/${userId}`, payload: body, headers: { cookie } });
    expect((await patch(b.cookie, a.member.id, { isPaymentComplete: true, paymentStatus: 'paid', paymentId: 'x' })).statusCode).toBe(403);
    const none = await patch(a.cookie, a.member.id, { isPaymentComplete: true, paymentStatus: 'paid', paymentId: 'pay_made_up' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MSG.nothingToConfirm);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, a.member.id));
    expect(user!.paymentStatus).toBe('unpaid');
    expect((await t.app.inject({ method: 'PATCH', url: `/api/update-package-status/${a.member.id}`, payload: { isActive: false }, headers: { cookie: b.cookie } })).statusCode).toBe(403);
  });

  it('lists my payments latest first, and never another member\'s', async () => {
    const { cookie } = await payer();
    for (const duration of ['1 Month', '3 Months']) {
      const order = (await createOrder(cookie, { package: (await planOf(duration)).id, paymentMethod: 'card' })).json();
      const paymentId = `pay_hist_${duration.replace(' ', '')}`;
      clock.advance(1000);
      await verify(cookie, { razorpay_order_id: order.id, razorpay_payment_id: paymentId, razorpay_signature: hmacHex(secret, `${order.id}|${paymentId}`) });
    }
    const history = (await t.app.inject({ method: 'GET', url: '/api/get-payment-history', headers: { cookie } })).json().data;
    expect(history.map((p: { paymentId: string }) => p.paymentId)).toEqual(['pay_hist_3Months', 'pay_hist_1Month']);
    const other = await payer();
    expect((await t.app.inject({ method: 'GET', url: '/api/get-payment/pid/pay_hist_1Month', headers: { cookie: other.cookie } })).statusCode).toBe(404);
  });

  it('the 7-day free trial is once per member, with Basic limits', async () => {
    const { cookie } = await payer();
    const res = await t.app.inject({ method: 'POST', url: '/api/start-trial', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.trialStarted);
    expect(res.json().user).toMatchObject({ paymentStatus: 'paid', subscription: { kind: 'trial', maxProfileViews: 30, canSeeContactInfo: false } });
    const again = await t.app.inject({ method: 'POST', url: '/api/start-trial', headers: { cookie } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.trialUsed);
    clock.advance(8 * 864e5);
    await sweepExpiredSubscriptions(t.app.ctx);
    const third = await t.app.inject({ method: 'POST', url: '/api/start-trial', headers: { cookie } });
    expect(third.json().message).toBe(MSG.trialUsed);
    // A member with a paid plan cannot start a trial either.
    const paid = await payer();
    const order = (await createOrder(paid.cookie, { package: (await planOf('1 Month')).id, paymentMethod: 'card' })).json();
    await verify(paid.cookie, { razorpay_order_id: order.id, razorpay_payment_id: 'pay_before_trial', razorpay_signature: hmacHex(secret, `${order.id}|pay_before_trial`) });
    expect((await t.app.inject({ method: 'POST', url: '/api/start-trial', headers: { cookie: paid.cookie } })).json().message).toBe(MSG.trialWhilePaid);
    const incomplete = await payer({ isProfileComplete: false });
    expect((await t.app.inject({ method: 'POST', url: '/api/start-trial', headers: { cookie: incomplete.cookie } })).json().message).toBe(MSG.incompleteProfile);
  });

  it('a deleted account\'s phone or email gets no second trial; a new phone and email do, and so does an account deleted without one', async () => {
    const startTrial = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/start-trial', headers: { cookie } });
    const deleteAccount = (cookie: string) => t.app.inject({ method: 'DELETE', url: '/api/delete-user', headers: { cookie } });
    const first = await payer();
    expect((await startTrial(first.cookie)).statusCode).toBe(200);
    expect((await deleteAccount(first.cookie)).statusCode).toBe(200);

    // The same number with a new email, then the same email with a new number: both refused, nothing written.
    for (const again of [{ contactNo: first.member.contactNo }, { email: first.member.email }]) {
      const next = await payer(again);
      const res = await startTrial(next.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, message: MSG.trialUsed });
      expect(await countFor(next.member.id)).toEqual({ payments: 0, subscriptions: 0 });
      const [row] = await t.database.db.select({ trialUsedAt: users.trialUsedAt, paymentStatus: users.paymentStatus }).from(users).where(eq(users.id, next.member.id));
      expect(row).toEqual({ trialUsedAt: null, paymentStatus: 'unpaid' });
    }

    // A trial started before the claims were kept is remembered when the account is deleted.
    const older = await payer({ trialUsedAt: new Date('2026-01-01T00:00:00Z') });
    expect((await deleteAccount(older.cookie)).statusCode).toBe(200);
    expect((await startTrial((await payer({ contactNo: older.member.contactNo })).cookie)).json().message).toBe(MSG.trialUsed);

    // Deleted without a trial: the same number and email may have one.
    const never = await payer();
    expect((await deleteAccount(never.cookie)).statusCode).toBe(200);
    const returning = await payer({ contactNo: never.member.contactNo, email: never.member.email });
    expect((await startTrial(returning.cookie)).statusCode).toBe(200);
    // The claims hold digests only: neither the number nor the email is stored.
    const stored = await t.database.db.execute(sql`select digest from trial_claims`);
    const text = JSON.stringify(stored);
    expect(text).not.toContain(first.member.contactNo!);
    expect(text.toLowerCase()).not.toContain(first.member.email.toLowerCase());
  });
});
