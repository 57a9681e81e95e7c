import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DURATION_DAYS, MSG, finalPriceRupees, formatPlanDate, type Duration } from '@sakinah/contract';
import { packages, subscriptions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, signIn, testClock } from '../../test/factories';
import { sweepExpiredSubscriptions } from './payments.service';
import { runSeed } from '../../seed/run-seed';

const DAY = 864e5;
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX_SECRET: 'sandbox-secret-for-tests-0123456789' }, { now: clock.now });
  await runSeed({ config: t.config, db: t.database.db, storage: t.app.ctx.storage, now: clock.now });
});
afterAll(async () => t.close());

const planOf = async (duration: Duration, name: string) =>
  (await t.database.db.select().from(packages).where(and(eq(packages.duration, duration), eq(packages.name, name))))[0]!;

async function payer() {
  const member = await buildMember(t.database.db, { status: 'Active', isProfileComplete: true });
  return { member, cookie: await signIn(t.app, member.email) };
}

const get = (cookie: string | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function preview(cookie: string, packageId: string) {
  const res = await get(cookie, `/api/purchase-preview/${packageId}`);
  expect(res.statusCode).toBe(200);
  return res.json().preview as { mode: string; startsAt: string; endsAt: string; after: { planName: string; endsAt: string } | null; endsTrial: boolean; amount: number; message: string };
}

/** Buys a plan through the sandbox's hosted page and the browser's verification call. */
async function buy(cookie: string, packageId: string) {
  const order = await t.app.inject({ method: 'POST', url: '/api/create-order', payload: { package: packageId }, headers: { cookie } });
  expect(order.statusCode).toBe(200);
  const res = await t.app.inject({ method: 'POST', url: order.json().paymentUrl, payload: 'outcome=success', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const back = new URL(String(res.headers.location), 'http://local');
  const verified = await get(cookie, `/api/verify-payment?${back.searchParams}`);
  expect(verified.statusCode).toBe(200);
  return verified.json().data.subscription as { startDate: string; endDate: string; planName: string };
}

const self = async (cookie: string) => (await get(cookie, '/api/get-user')).json().user;
const history = async (cookie: string) =>
  ((await get(cookie, '/api/get-payment-history')).json().data as Array<{ package: { name: string }; planStatus: string; startDate: string; expiryDate: string }>);

describe('buying while a plan is in force never replaces paid time', () => {
  it('with no plan, the purchase starts at once', async () => {
    const { cookie } = await payer();
    const basic = await planOf('1 Month', 'Basic');
    const seen = await preview(cookie, basic.id);
    expect(seen).toMatchObject({ mode: 'now', after: null, endsTrial: false, amount: finalPriceRupees(basic.pricePaise / 100, basic.discountPercent) });
    expect(seen.message).toBe(`Your Basic plan starts as soon as you pay and runs until ${formatPlanDate(seen.endsAt)}.`);
    const bought = await buy(cookie, basic.id);
    expect(bought.startDate).toBe(clock.now().toISOString());
    expect(bought.endDate).toBe(seen.endsAt);
  });

  it('the same plan again extends the end date', async () => {
    const { cookie } = await payer();
    const basic = await planOf('1 Month', 'Basic');
    const first = await buy(cookie, basic.id);
    const seen = await preview(cookie, basic.id);
    expect(seen.mode).toBe('extends');
    expect(seen.startsAt).toBe(first.endDate);
    expect(seen.message).toBe(
      `Your Basic plan will be extended: it now ends on ${formatPlanDate(first.endDate)} and will end on ${formatPlanDate(seen.endsAt)}.`,
    );
    const second = await buy(cookie, basic.id);
    expect(second.startDate).toBe(first.endDate);
    expect(new Date(second.endDate).getTime() - new Date(first.endDate).getTime()).toBe(DURATION_DAYS['1 Month'] * DAY);
    const user = await self(cookie);
    expect(user.subscription).toMatchObject({ planName: 'Basic', endsAt: first.endDate });
    expect(user.upcomingSubscriptions).toEqual([expect.objectContaining({ planName: 'Basic', startsAt: first.endDate, endsAt: second.endDate })]);
  });

  it('a different plan with a later end starts when the current one ends (the reported year-cut-to-three-months case)', async () => {
    const { cookie } = await payer();
    const year = await buy(cookie, (await planOf('1 Year', 'Basic')).id);
    const standard = await planOf('3 Months', 'Standard');
    const seen = await preview(cookie, standard.id);
    expect(seen).toMatchObject({ mode: 'queued', startsAt: year.endDate, after: { planName: 'Basic', endsAt: year.endDate } });
    expect(seen.message).toBe(
      `Your Standard plan will start on ${formatPlanDate(year.endDate)}, when your Basic plan ends, and run until ${formatPlanDate(seen.endsAt)}.`,
    );
    const queued = await buy(cookie, standard.id);
    expect(queued.startDate).toBe(year.endDate);
    // The year bought first is untouched and still in force.
    const user = await self(cookie);
    expect(user.subscription).toMatchObject({ planName: 'Basic', duration: '1 Year', endsAt: year.endDate });
    expect((await history(cookie)).map((p) => [p.package.name, p.planStatus])).toEqual([
      ['Standard', 'Scheduled'],
      ['Basic', 'Active'],
    ]);
  });

  it('a different plan with an earlier end also waits, and a third purchase queues after the second', async () => {
    const { cookie } = await payer();
    const premiumYear = await buy(cookie, (await planOf('1 Year', 'Premium')).id);
    const basicMonth = await buy(cookie, (await planOf('1 Month', 'Basic')).id);
    expect(basicMonth.startDate).toBe(premiumYear.endDate);
    const third = await buy(cookie, (await planOf('3 Months', 'Standard')).id);
    expect(third.startDate).toBe(basicMonth.endDate);
  });

  it('a free trial gives way at once: the paid plan starts now and the trial ends now', async () => {
    const { member, cookie } = await payer();
    expect((await t.app.inject({ method: 'POST', url: '/api/start-trial', headers: { cookie } })).statusCode).toBe(200);
    const premium = await planOf('1 Month', 'Premium');
    const seen = await preview(cookie, premium.id);
    expect(seen).toMatchObject({ mode: 'now', endsTrial: true, after: null });
    expect(seen.message).toBe(`Your free trial ends when you pay, and your Premium plan starts at once and runs until ${formatPlanDate(seen.endsAt)}.`);
    const bought = await buy(cookie, premium.id);
    expect(bought.startDate).toBe(clock.now().toISOString());
    const [trial] = await t.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, member.id), eq(subscriptions.kind, 'trial')));
    expect(trial).toMatchObject({ isActive: false, endsAt: clock.now() });
    expect((await self(cookie)).subscription).toMatchObject({ planName: 'Premium', kind: 'paid' });
  });

  it('when the first plan ends the queued one takes over; when all end, the plan shows as expired', async () => {
    const { member, cookie: firstCookie } = await payer();
    const month = await buy(firstCookie, (await planOf('1 Month', 'Basic')).id);
    const next = await buy(firstCookie, (await planOf('1 Month', 'Standard')).id);
    clock.advance(DURATION_DAYS['1 Month'] * DAY + 60_000);
    await sweepExpiredSubscriptions(t.app.ctx);
    // A month later the member signs in again (sessions lapse).
    let cookie = await signIn(t.app, member.email);
    let user = await self(cookie);
    expect(user.subscription).toMatchObject({ planName: 'Standard', startsAt: month.endDate });
    expect(user.paymentStatus).toBe('paid');
    expect(user.expiredSubscription).toBeNull();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.currentSubscriptionId).not.toBeNull();
    expect((await history(cookie)).map((p) => p.planStatus)).toEqual(['Active', 'Expired']);

    clock.advance(DURATION_DAYS['1 Month'] * DAY);
    await sweepExpiredSubscriptions(t.app.ctx);
    cookie = await signIn(t.app, member.email);
    user = await self(cookie);
    expect(user.subscription).toBeNull();
    expect(user.paymentStatus).toBe('unpaid');
    expect(user.expiredSubscription).toMatchObject({ planName: 'Standard', endsAt: next.endDate, isActive: false });
    expect((await history(cookie)).map((p) => p.planStatus)).toEqual(['Expired', 'Expired']);
  });
});

describe("the client's expiry check with a plan queued", () => {
  it('closes the plan that ended and the queued one is in force, with no sweep', async () => {
    const { member, cookie: firstCookie } = await payer();
    await buy(firstCookie, (await planOf('1 Month', 'Basic')).id);
    await buy(firstCookie, (await planOf('3 Months', 'Premium')).id);
    clock.advance(DURATION_DAYS['1 Month'] * DAY + 1000);
    const cookie = await signIn(t.app, member.email);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/update-package-status/${member.id}`, payload: { isActive: false }, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.subscription).toMatchObject({ planName: 'Premium' });
    expect(res.json().user.paymentStatus).toBe('paid');
    // Asked again while Premium runs: nothing has ended.
    const again = await t.app.inject({ method: 'PATCH', url: `/api/update-package-status/${member.id}`, payload: { isActive: false }, headers: { cookie } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.notExpiredYet);
  });
});

describe('purchase preview: bad input and permissions', () => {
  it('refuses unknown plans and anonymous callers', async () => {
    const { cookie } = await payer();
    for (const id of ['nope', '00000000-0000-0000-0000-000000000000']) {
      const res = await get(cookie, `/api/purchase-preview/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: MSG.packageNotFound });
    }
    const anonymous = await get(undefined, `/api/purchase-preview/${(await planOf('1 Month', 'Basic')).id}`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('the amount is the plan price computed on the server, whatever the client sends', async () => {
    const { cookie } = await payer();
    const plan = await planOf('6 Months', 'Premium');
    const seen = await preview(cookie, plan.id);
    // Extra fields are dropped by the schema; the order's amount comes from the stored plan.
    const order = await t.app.inject({ method: 'POST', url: '/api/create-order', payload: { package: plan.id, amount: 1, price: 1 }, headers: { cookie } });
    expect(order.statusCode).toBe(200);
    await buy(cookie, plan.id);
    const [last] = (await get(cookie, '/api/get-payment-history')).json().data as Array<{ amount: number }>;
    expect(last!.amount).toBe(seen.amount);
    expect(seen.amount).toBe(finalPriceRupees(plan.pricePaise / 100, plan.discountPercent));
  });
});
