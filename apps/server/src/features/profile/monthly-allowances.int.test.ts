import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@sakinah/contract';
import { planUsage, subscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MATCH, activeMember, signIn, testClock } from '../../test/factories';
import { multipartBody, pngImage } from '../../test/images';

/**
 * Issue 39, item 3: a plan's allowances renew each month of the plan (30 days from its first India day), so a
 * year of Basic gives 30 profile views a month, not 30 for the year.
 */
const DAY = 864e5;
// 10:00 UTC is 15:30 in India.
const clock = testClock(new Date('2026-11-22T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => t.close());

async function withPhoto(cookie: string) {
  const body = multipartBody([{ filename: 'me.png', bytes: await pngImage() }]);
  expect((await t.app.inject({ method: 'POST', url: '/api/upload-images', payload: body.payload, headers: { ...body.headers, cookie } })).statusCode).toBe(200);
}
const view = (cookie: string, id: string) => t.app.inject({ method: 'GET', url: `/api/user/${id}`, headers: { cookie } });

describe('allowances renew each month of a plan', () => {
  it('a year-long plan with 2 profile views gives 2 new profiles in each plan-month, counted in India days', async () => {
    const brides = await Promise.all([0, 1, 2, 3].map(() => activeMember(t.app, t.database.db, MATCH.bride)));
    const groom = await activeMember(t.app, t.database.db, MATCH.groom, { maxProfileViews: 2 });
    // A year-long plan that started today.
    await t.database.db
      .update(subscriptions)
      .set({ startsAt: clock.now(), endsAt: new Date(clock.now().getTime() + 365 * DAY), duration: '1 Year' })
      .where(eq(subscriptions.id, groom.subscription.id));
    let cookie = await signIn(t.app, groom.member.email);
    const [a, b, c, d] = brides.map((bride) => bride.member.id) as [string, string, string, string];

    expect((await view(cookie, a)).statusCode).toBe(200);
    expect((await view(cookie, b)).statusCode).toBe(200);
    const refused = await view(cookie, c);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: MSG.profileViewLimit, code: 'PLAN_LIMIT' });
    // A profile counted this month opens again for free.
    expect((await view(cookie, a)).statusCode).toBe(200);

    // Day 30 of the plan (in India) is still its first month.
    clock.advance(29 * DAY + 8 * 3600e3); // 21 Dec, 23:30 in India
    cookie = await signIn(t.app, groom.member.email);
    expect((await view(cookie, c)).statusCode).toBe(403);

    // Midnight in India starts the second month: two new profiles again.
    clock.advance(3600e3); // 22 Dec, 00:30 in India
    cookie = await signIn(t.app, groom.member.email);
    expect((await view(cookie, c)).statusCode).toBe(200);
    expect((await view(cookie, d)).statusCode).toBe(200);
    expect((await view(cookie, a)).statusCode).toBe(403);
    const months = await t.database.db.select({ month: planUsage.month, subject: planUsage.subjectId }).from(planUsage).where(eq(planUsage.subscriptionId, groom.subscription.id));
    expect(months.filter((row) => row.month === 0).map((row) => row.subject).sort()).toEqual([a, b].sort());
    expect(months.filter((row) => row.month === 1).map((row) => row.subject).sort()).toEqual([c, d].sort());
  });

  it('photo views renew by the month too', async () => {
    const bride = await activeMember(t.app, t.database.db, { ...MATCH.bride, photoPrivacy: 'public' });
    const other = await activeMember(t.app, t.database.db, { ...MATCH.bride, photoPrivacy: 'public' });
    await withPhoto(bride.cookie);
    await withPhoto(other.cookie);
    const groom = await activeMember(t.app, t.database.db, MATCH.groom, { maxPhotosViews: 1 });
    await t.database.db
      .update(subscriptions)
      .set({ startsAt: clock.now(), endsAt: new Date(clock.now().getTime() + 180 * DAY), duration: '6 Months' })
      .where(eq(subscriptions.id, groom.subscription.id));
    let cookie = await signIn(t.app, groom.member.email);
    expect((await view(cookie, bride.member.id)).json().user.photosLocked).toBe(false);
    expect((await view(cookie, other.member.id)).json().user).toMatchObject({ photosLocked: true, photosLimitReached: true, photosLimitMessage: MSG.photoViewLimit });
    clock.advance(31 * DAY);
    cookie = await signIn(t.app, groom.member.email);
    expect((await view(cookie, other.member.id)).json().user).toMatchObject({ photosLocked: false });
  });
});
