import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MSG, PLAN_FEATURES, planFeatureLines, type PackageView } from '@sakinah/contract';
import { contactMessages, packages, reports, subscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, connect, signIn, testClock, signInAdmin } from '../../test/factories';
import { hmacHex } from '../../providers/payments/signatures';
import { markSandboxOrder } from '../../providers/payments/sandbox.repo';
import { runSeed } from '../../seed/run-seed';

/**
 * Issue 15, item 5: every advertised feature is real. Plans hold capability keys plus numeric limits;
 * the admin picks offered keys only; every client shows the server's lines; each key is enforced.
 */
const SECRET = 'sandbox-secret-for-tests-0123456789';
const clock = testClock();
let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX_SECRET: SECRET }, { now: clock.now });
  await runSeed({ config: t.config, db: t.database.db, storage: t.app.ctx.storage, now: clock.now });
  adminCookie = await signInAdmin(t.app, t.database.db);
});
afterAll(async () => t.close());

let address = 0;
const as = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, remoteAddress: `10.61.0.${(address++ % 250) + 1}`, ...(payload ? { payload } : {}) });

const seeded = async (name: string, duration = '1 Month') =>
  (await t.database.db.select().from(packages).where(and(eq(packages.name, name), eq(packages.duration, duration as never))))[0]!;
const countPackages = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(packages))[0]!.n;

/** A member who bought the named plan through the sandbox, the real purchase path. */
async function buyer(planName: 'Basic' | 'Standard' | 'Premium') {
  const member = await buildMember(t.database.db, { status: 'Active', isProfileComplete: true });
  const cookie = await signIn(t.app, member.email);
  const plan = await seeded(planName);
  const order = (await as(cookie, 'POST', '/api/create-order', { package: plan.id, paymentMethod: 'card' })).json();
  const paymentId = `pay_feat_${Math.random().toString(36).slice(2, 12)}`;
  await markSandboxOrder(t.database.db, order.id, 'paid', paymentId);
  const query = new URLSearchParams({ razorpay_order_id: order.id, razorpay_payment_id: paymentId, razorpay_signature: hmacHex(SECRET, `${order.id}|${paymentId}`) });
  const verified = await as(cookie, 'GET', `/api/verify-payment?${query}`);
  expect(verified.statusCode).toBe(200);
  return { member, cookie };
}

describe('plans show only what the server enforces', () => {
  it('seeded plans carry keys and the lines computed from them; nothing unbuilt is advertised', async () => {
    const list = (await as(undefined, 'GET', '/api/get-packages')).json().packages as PackageView[];
    expect(list).toHaveLength(12);
    for (const plan of list) {
      expect(plan.featureLines).toEqual(planFeatureLines(plan));
      expect(plan.features).toEqual(
        { Basic: ['calls'], Standard: ['contactDetails', 'dailySuggestions', 'calls'], Premium: ['contactDetails', 'readReceipts', 'prioritySupport', 'dailySuggestions', 'whoIsInterested', 'calls'] }[plan.name],
      );
      expect(plan.canSeeContactInfo).toBe(plan.features.includes('contactDetails'));
      expect(plan.readReceipts).toBe(plan.features.includes('readReceipts'));
      const text = plan.featureLines.join('\n');
      for (const gone of ['Advanced search filters', 'Wali (guardian) access']) {
        expect(text).not.toContain(gone);
      }
    }
    const basic = list.find((p) => p.name === 'Basic' && p.duration === '1 Month')!;
    expect(basic.featureLines).toEqual(['View up to 30 profiles per month', 'See the photos of up to 20 members per month', 'Start up to 5 new conversations a day', PLAN_FEATURES.calls.text]);
    const premium = list.find((p) => p.name === 'Premium' && p.duration === '1 Month')!;
    expect(premium.featureLines).toEqual([
      'Unlimited profile views', 'Unlimited photo views', 'Unlimited new conversations',
      PLAN_FEATURES.contactDetails.text, PLAN_FEATURES.readReceipts.text, PLAN_FEATURES.prioritySupport.text,
      PLAN_FEATURES.dailySuggestions.text, PLAN_FEATURES.whoIsInterested.text, PLAN_FEATURES.calls.text,
    ]);
    const one = (await as(undefined, 'GET', `/api/get-package/${premium.id}`)).json().package as PackageView;
    expect(one.featureLines).toEqual(premium.featureLines);
  });

  it('a row holding an unknown key or old free text still shows only offered keys', async () => {
    const plan = await seeded('Standard', '6 Months');
    // Every key is built now; a key no longer (or never) known stands for an unbuilt one.
    await t.database.db.update(packages).set({ features: ['videoCalls', 'Priority support', 'contactDetails', 'whoIsInterested'] }).where(eq(packages.id, plan.id));
    const view = (await as(undefined, 'GET', `/api/get-package/${plan.id}`)).json().package as PackageView;
    expect(view.features).toEqual(['contactDetails', 'whoIsInterested']);
    expect(view.featureLines.join('\n')).not.toMatch(/videoCalls|Priority support$/m);
    expect(view.featureLines).toContain(PLAN_FEATURES.whoIsInterested.text);
    await t.database.db.update(packages).set({ features: plan.features }).where(eq(packages.id, plan.id));
  });
});

describe('the admin plan editor picks keys', () => {
  it('creates and edits a plan with offered keys (once each, in the list order)', async () => {
    const created = await as(adminCookie, 'POST', '/api/admin/packages', {
      name: 'Gold', price: 2999, duration: '3 Months', features: ['prioritySupport', 'readReceipts', 'readReceipts'], maxProfileViews: 80, maxPhotosViews: null,
    });
    expect(created.statusCode).toBe(201);
    const pkg = created.json().package as PackageView;
    expect(pkg).toMatchObject({ features: ['readReceipts', 'prioritySupport'], canSeeContactInfo: false, readReceipts: true });
    expect(pkg.featureLines).toEqual([
      'View up to 80 profiles per month', 'Unlimited photo views', 'Unlimited new conversations', PLAN_FEATURES.readReceipts.text, PLAN_FEATURES.prioritySupport.text,
    ]);
    const [row] = await t.database.db.select().from(packages).where(eq(packages.id, pkg.id));
    expect(row!.features).toEqual(['readReceipts', 'prioritySupport']);

    const edited = await as(adminCookie, 'PUT', `/api/admin/packages/${pkg.id}`, { name: 'Gold', price: 2999, duration: '3 Months', features: ['contactDetails'] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().package).toMatchObject({ features: ['contactDetails'], canSeeContactInfo: true, readReceipts: false });
    // The spec's flags are no longer inputs of their own: they follow the keys.
    const flags = await as(adminCookie, 'PUT', `/api/admin/packages/${pkg.id}`, { name: 'Gold', price: 2999, duration: '3 Months', features: [], canSeeContactInfo: true, readReceipts: true });
    expect(flags.json().package).toMatchObject({ features: [], canSeeContactInfo: false, readReceipts: false });
  });

  it.each([
    ['an unknown key', ['videoCalls']],
    ['an unknown key among offered ones', ['contactDetails', 'whoIsInterested', 'videoCalls']],
    ['free text', ['Unlimited everything']],
    ['old seeded text', ['Priority support']],
    ['a string instead of a list', 'contactDetails'],
    ['a number', [42]],
  ])('refuses %s with a clear message and stores nothing', async (_label, features) => {
    const before = await countPackages();
    const res = await as(adminCookie, 'POST', '/api/admin/packages', { name: 'Rogue', price: 999, duration: '1 Month', features });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: MSG.invalidPlanFeature });
    expect(await countPackages()).toBe(before);

    const plan = await seeded('Basic', '3 Months');
    const put = await as(adminCookie, 'PUT', `/api/admin/packages/${plan.id}`, { name: 'Basic', price: 2499, duration: '3 Months', features });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe(MSG.invalidPlanFeature);
    expect((await seeded('Basic', '3 Months')).features).toEqual(plan.features);
  });

  it('members and visitors cannot create or edit plans', async () => {
    const before = await countPackages();
    const member = await buildMember(t.database.db, { status: 'Active' });
    const cookie = await signIn(t.app, member.email);
    const body = { name: 'Sneaky', price: 1, duration: '1 Month', features: ['prioritySupport'] };
    const asMember = await as(cookie, 'POST', '/api/admin/packages', body);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe(MSG.adminOnly);
    expect((await as(undefined, 'POST', '/api/admin/packages', body)).statusCode).toBe(401);
    const plan = await seeded('Basic');
    expect((await as(cookie, 'PUT', `/api/admin/packages/${plan.id}`, body)).statusCode).toBe(403);
    expect(await countPackages()).toBe(before);
    expect((await seeded('Basic')).features).toEqual(['calls']);
  });
});

describe('each key is enforced', () => {
  it('a purchase keeps the plan\'s keys; read receipts and contact details follow them', async () => {
    const standard = await buyer('Standard');
    const premium = await buyer('Premium');
    const basic = await buyer('Basic');
    const subscriptionOf = async (userId: string) => (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
    expect(await subscriptionOf(standard.member.id)).toMatchObject({ features: ['contactDetails', 'dailySuggestions', 'calls'], canSeeContactInfo: true, readReceipts: false });
    expect(await subscriptionOf(premium.member.id)).toMatchObject({
      features: ['contactDetails', 'readReceipts', 'prioritySupport', 'dailySuggestions', 'whoIsInterested', 'calls'], canSeeContactInfo: true, readReceipts: true,
    });
    expect(await subscriptionOf(basic.member.id)).toMatchObject({ features: ['calls'], canSeeContactInfo: false, readReceipts: false });

    // Standard has no read receipts: the reader's time never reaches her; Premium sees it.
    await connect(t.database.db, standard.member.id, premium.member.id);
    const send = (from: typeof standard, to: string, text: string) =>
      as(from.cookie, 'POST', `/api/messages/${to}`, { clientId: `feat${Math.random().toString(36).slice(2, 14)}`, text });
    expect((await send(standard, premium.member.id, 'from standard')).statusCode).toBe(201);
    expect((await send(premium, standard.member.id, 'from premium')).statusCode).toBe(201);
    await as(standard.cookie, 'PUT', `/api/messages/${premium.member.id}/read`);
    await as(premium.cookie, 'PUT', `/api/messages/${standard.member.id}/read`);
    const standardThread = (await as(standard.cookie, 'GET', `/api/messages/${premium.member.id}`)).json();
    expect(standardThread.conversation.readReceipts).toBe(false);
    expect(standardThread.messages.find((m: { text: string }) => m.text === 'from standard').readAt).toBeNull();
    const premiumThread = (await as(premium.cookie, 'GET', `/api/messages/${standard.member.id}`)).json();
    expect(premiumThread.conversation.readReceipts).toBe(true);
    expect(premiumThread.messages.find((m: { text: string }) => m.text === 'from premium').readAt).not.toBeNull();
  });

  it('priority support: a Premium member\'s contact message and report are marked and listed first; Basic\'s and visitors\' are not', async () => {
    const premium = await buyer('Premium');
    const basic = await buyer('Basic');
    const reported = [await buildMember(t.database.db, { status: 'Active' }), await buildMember(t.database.db, { status: 'Active' })];
    // Each reported member once sent both a request (one reports someone she has crossed paths with).
    for (const from of reported) for (const to of [premium.member, basic.member]) await connect(t.database.db, from.id, to.id, 'pending');

    // The Premium member writes first, so newest-first alone would list her last.
    const write = (cookie: string | undefined, email: string) =>
      as(cookie, 'POST', '/api/contact', { name: 'Someone', email, message: 'Please help me with my account.' });
    expect((await write(premium.cookie, 'premium@example.com')).statusCode).toBe(201);
    clock.advance(60_000);
    expect((await write(basic.cookie, 'basic@example.com')).statusCode).toBe(201);
    expect((await write(undefined, 'visitor@example.com')).statusCode).toBe(201);
    const stored = await t.database.db.select().from(contactMessages);
    expect(Object.fromEntries(stored.map((m) => [m.email, m.priority]))).toMatchObject({ 'premium@example.com': true, 'basic@example.com': false, 'visitor@example.com': false });

    const messages = (await as(adminCookie, 'GET', '/api/admin/contact-messages?handled=false')).json().messages as Array<{ email: string; priority: boolean }>;
    expect(messages[0]).toMatchObject({ email: 'premium@example.com', priority: true });
    expect(messages.filter((m) => m.priority).map((m) => m.email)).toEqual(['premium@example.com']);

    expect((await as(premium.cookie, 'POST', `/api/report/${reported[0]!.id}`, { reason: 'fake_profile' })).statusCode).toBe(201);
    clock.advance(60_000);
    expect((await as(basic.cookie, 'POST', `/api/report/${reported[1]!.id}`, { reason: 'harassment' })).statusCode).toBe(201);
    const queue = (await as(adminCookie, 'GET', '/api/admin/reports?status=open')).json().reports as Array<{ reporterId: string; priority: boolean }>;
    expect(queue[0]).toMatchObject({ reporterId: premium.member.id, priority: true });
    expect(queue.find((r) => r.reporterId === basic.member.id)).toMatchObject({ priority: false });
    const [row] = await t.database.db.select().from(reports).where(eq(reports.reporterId, premium.member.id));
    expect(row!.priority).toBe(true);

    // Once her plan has ended, what she sends is no longer marked.
    await t.database.db.update(subscriptions).set({ endsAt: clock.now() }).where(eq(subscriptions.userId, premium.member.id));
    expect((await as(premium.cookie, 'POST', `/api/report/${reported[1]!.id}`, { reason: 'other' })).statusCode).toBe(201);
    const [later] = await t.database.db.select().from(reports).where(and(eq(reports.reporterId, premium.member.id), eq(reports.reportedId, reported[1]!.id)));
    expect(later!.priority).toBe(false);
  });
});
