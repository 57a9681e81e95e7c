import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG, type Duration } from '@sakinah/contract';
import { packages, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, signIn, testClock } from '../../test/factories';
import { runSeed } from '../../seed/run-seed';
import { calendarDaysLeft, reminderDue, sendRenewalReminders, startOfIndiaDay } from './renewals.service';

const DAY = 864e5;
// 10:00 IST, so "the day it ends" and "one day before" fall on clear India calendar days.
const clock = testClock(new Date('2026-11-22T04:30:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX_SECRET: 'sandbox-secret-for-tests-0123456789', PUBLIC_URL: 'https://sakinah.example' }, { now: clock.now });
  await runSeed({ config: t.config, db: t.database.db, storage: t.app.ctx.storage, now: clock.now });
});
afterAll(async () => t.close());

const planOf = async (duration: Duration, name: string) =>
  (await t.database.db.select().from(packages).where(and(eq(packages.duration, duration), eq(packages.name, name))))[0]!;

async function buy(cookie: string, packageId: string) {
  const order = await t.app.inject({ method: 'POST', url: '/api/create-order', payload: { package: packageId }, headers: { cookie } });
  const res = await t.app.inject({ method: 'POST', url: order.json().paymentUrl, payload: 'outcome=success', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const back = new URL(String(res.headers.location), 'http://local');
  const verified = await t.app.inject({ method: 'GET', url: `/api/verify-payment?${back.searchParams}`, headers: { cookie } });
  expect(verified.statusCode).toBe(200);
  return verified.json().data.subscription as { endDate: string };
}

async function subscriber(duration: Duration = '1 Month', name = 'Basic') {
  const member = await buildMember(t.database.db, { status: 'Active', isProfileComplete: true });
  const cookie = await signIn(t.app, member.email);
  const plan = await planOf(duration, name);
  const bought = await buy(cookie, plan.id);
  return { member, cookie, plan, endsAt: new Date(bought.endDate) };
}

const mailsTo = async (email: string) =>
  ((await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json().messages as Array<{ subject: string; text: string }>).filter(
    (m) => m.subject.includes('plan ends'),
  );

/** Moves the test clock to `days` India calendar days before `endsAt`, at 10:00 IST. */
function moveTo(endsAt: Date, daysBefore: number) {
  const target = startOfIndiaDay(endsAt).getTime() - daysBefore * DAY + 4.5 * 36e5;
  clock.advance(target - clock.now().getTime());
}

describe('renewal reminders', () => {
  it('counts India calendar days and picks one reminder per moment', () => {
    const now = new Date('2026-11-22T20:00:00Z'); // 01:30 IST on 23 November
    expect(calendarDaysLeft(new Date('2026-11-23T17:00:00Z'), now)).toBe(0); // 22:30 IST the same day
    expect(calendarDaysLeft(new Date('2026-11-23T19:00:00Z'), now)).toBe(1); // 00:30 IST the next day
    expect([8, 7, 3, 2, 1, 0, -1].map((d) => reminderDue(d)?.kind ?? null)).toEqual([null, '7d', '7d', '7d', '1d', '0d', null]);
  });

  it('mails 7 days and 1 day before and on the day, each once, with a one-click link into checkout for the same plan', async () => {
    const start = clock.now().getTime();
    const { member, plan, endsAt } = await subscriber();
    moveTo(endsAt, 8);
    await sendRenewalReminders(t.app.ctx);
    expect(await mailsTo(member.email)).toHaveLength(0);

    moveTo(endsAt, 7);
    await sendRenewalReminders(t.app.ctx);
    await sendRenewalReminders(t.app.ctx);
    let mails = await mailsTo(member.email);
    expect(mails.map((m) => m.subject)).toEqual([MSG.renewalReminderSubject('Basic', 7)]);
    expect(mails[0]!.text).toContain(`https://sakinah.example/payment?id=${plan.id}`);
    expect(mails[0]!.text).toContain('Plans do not renew by themselves');
    expect(mails[0]!.text).toContain('https://sakinah.example/settings');

    moveTo(endsAt, 1);
    await sendRenewalReminders(t.app.ctx);
    moveTo(endsAt, 0);
    await sendRenewalReminders(t.app.ctx);
    await sendRenewalReminders(t.app.ctx);
    mails = await mailsTo(member.email);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [MSG.renewalReminderSubject('Basic', 7), MSG.renewalReminderSubject('Basic', 1), MSG.renewalReminderSubject('Basic', 0)].sort(),
    );
    clock.advance(start - clock.now().getTime());
  });

  it('sends nothing to a member who turned reminders off, renewed already, or deleted the account', async () => {
    const start = clock.now().getTime();
    const off = await subscriber();
    const res = await t.app.inject({ method: 'PATCH', url: '/api/notification-settings', payload: { renewalReminders: false }, headers: { cookie: off.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: MSG.notificationSettingsUpdated, user: { renewalReminders: false } });

    const renewed = await subscriber();
    await buy(renewed.cookie, renewed.plan.id);

    const gone = await subscriber();
    await t.database.db.update(users).set({ deletedAt: clock.now() }).where(eq(users.id, gone.member.id));

    moveTo(off.endsAt, 7);
    await sendRenewalReminders(t.app.ctx);
    moveTo(off.endsAt, 0);
    await sendRenewalReminders(t.app.ctx);
    for (const who of [off, renewed, gone]) expect(await mailsTo(who.member.email)).toHaveLength(0);
    clock.advance(start - clock.now().getTime());
  });

  it('a plan no longer on sale links to the plans page instead', async () => {
    const start = clock.now().getTime();
    const { member, plan, endsAt } = await subscriber('1 Month', 'Standard');
    await t.database.db.update(packages).set({ isActive: false }).where(eq(packages.id, plan.id));
    moveTo(endsAt, 1);
    await sendRenewalReminders(t.app.ctx);
    const [mail] = await mailsTo(member.email);
    expect(mail!.text).toContain('https://sakinah.example/pricing');
    expect(mail!.text).not.toContain(plan.id);
    await t.database.db.update(packages).set({ isActive: true }).where(eq(packages.id, plan.id));
    clock.advance(start - clock.now().getTime());
  });
});

describe('notification settings', () => {
  it('refuses bad input and anonymous callers, and changes nothing', async () => {
    const member = await buildMember(t.database.db, { status: 'Active', isProfileComplete: true });
    const cookie = await signIn(t.app, member.email);
    for (const payload of [{}, { renewalReminders: 'no' }, { renewalReminders: null }]) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/notification-settings', payload, headers: { cookie } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: MSG.invalidNotificationSetting });
    }
    const anonymous = await t.app.inject({ method: 'PATCH', url: '/api/notification-settings', payload: { renewalReminders: false } });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.renewalReminders).toBe(true);
    const self = (await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie } })).json().user;
    expect(self.renewalReminders).toBe(true);
  });
});
