import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, givePlan, signIn } from '../../test/factories';

/**
 * A must is a filter in both directions (issue 41): the listing, daily suggestions, the profile view and requests
 * never bring together two members when one fails a must of the other. A Shia family with "Shia" as a must sees
 * only Shia members, and a Sunni member is not shown that family either.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function member(gender: 'male' | 'female', caste: string, overrides: Parameters<typeof buildMember>[1] = {}) {
  const row = await buildMember(t.database.db, { gender, caste, casteInterestedIn: [caste], status: 'Active', isProfileComplete: true, ...overrides });
  const plan = await givePlan(t.database.db, row.id);
  await t.database.db.update(subscriptions).set({ features: ['dailySuggestions'] }).where(eq(subscriptions.id, plan.id));
  return { row, cookie: await signIn(t.app, row.email) };
}
const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const listed = async (cookie: string) => ((await get(cookie, '/api/featured-profiles?limit=48')).json().profiles as Array<{ id: string }>).map((p) => p.id);
const suggested = async (cookie: string) => ((await get(cookie, '/api/daily-suggestions')).json().suggestions as Array<{ id: string }>).map((p) => p.id);
const setWishes = (cookie: string, partnerPreferences: object) =>
  t.app.inject({ method: 'PUT', url: '/api/update-user', headers: { cookie }, payload: { partnerPreferences } });

describe('musts hold in both directions', () => {
  it('a Shia family with Shia as a must sees only Shia members, and is not shown to a Sunni member', async () => {
    const caste = 'Rizvi';
    const bride = await member('female', caste, { sect: 'shia', community: 'rizvi', prayer: 'always', city: 'Lucknow', state: 'Uttar Pradesh' });
    const shiaGroom = await member('male', caste, { sect: 'shia', prayer: 'usually' });
    const sunniGroom = await member('male', caste, { sect: 'sunni', prayer: 'always' });
    const silentGroom = await member('male', caste, {});

    // Before any must: everyone sees everyone.
    expect(await listed(bride.cookie)).toEqual(expect.arrayContaining([shiaGroom.row.id, sunniGroom.row.id, silentGroom.row.id]));

    expect((await setWishes(bride.cookie, { sect: { values: ['shia'], must: true } })).statusCode).toBe(200);
    // Her side: the listing and the suggestions show only Shia grooms (a groom who did not say is not Shia).
    const hers = await listed(bride.cookie);
    expect(hers).toContain(shiaGroom.row.id);
    expect(hers).not.toContain(sunniGroom.row.id);
    expect(hers).not.toContain(silentGroom.row.id);
    const picks = await suggested(bride.cookie);
    expect(picks).toContain(shiaGroom.row.id);
    expect(picks).not.toContain(sunniGroom.row.id);
    // The other side: the Sunni groom does not see her, cannot open her profile or send her a request.
    expect(await listed(sunniGroom.cookie)).not.toContain(bride.row.id);
    expect(await suggested(sunniGroom.cookie)).not.toContain(bride.row.id);
    expect((await get(sunniGroom.cookie, `/api/user/${bride.row.id}`)).statusCode).toBe(404);
    const request = await t.app.inject({ method: 'POST', url: '/api/send-request', headers: { cookie: sunniGroom.cookie }, payload: { receiverId: bride.row.id } });
    expect(request.statusCode).toBe(404);
    // Nor she him.
    expect((await get(bride.cookie, `/api/user/${sunniGroom.row.id}`)).statusCode).toBe(404);
    // The Shia groom sees her and may ask.
    expect(await listed(shiaGroom.cookie)).toContain(bride.row.id);
    expect((await get(shiaGroom.cookie, `/api/user/${bride.row.id}`)).statusCode).toBe(200);
    const ok = await t.app.inject({ method: 'POST', url: '/api/send-request', headers: { cookie: shiaGroom.cookie }, payload: { receiverId: bride.row.id } });
    expect(ok.statusCode).toBe(201);

    // The groom's own musts count too: she prays always, so "always" keeps her and "rarely" hides them from each other.
    expect((await setWishes(shiaGroom.cookie, { prayer: { values: ['always'], must: true } })).statusCode).toBe(200);
    expect(await listed(shiaGroom.cookie)).toContain(bride.row.id);
    expect((await setWishes(shiaGroom.cookie, { prayer: { values: ['rarely'], must: true } })).statusCode).toBe(200);
    expect(await listed(shiaGroom.cookie)).not.toContain(bride.row.id);
    expect(await listed(bride.cookie)).not.toContain(shiaGroom.row.id);
  });

  it('a nice-to-have filters nobody, and an age must uses the from–to range', async () => {
    const caste = 'Naqvi';
    const bride = await member('female', caste, { sect: 'shia', dob: '1999-01-01' });
    const young = await member('male', caste, { sect: 'sunni', dob: '2004-01-01' });
    const fit = await member('male', caste, { sect: 'sunni', dob: '1996-06-01' });
    await setWishes(bride.cookie, { sect: { values: ['shia'], must: false } });
    expect(await listed(bride.cookie)).toEqual(expect.arrayContaining([young.row.id, fit.row.id]));
    const age = (await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie: fit.cookie } })).json().user.age as number;
    await setWishes(bride.cookie, { age: { from: age - 1, to: age + 1, must: true } });
    const hers = await listed(bride.cookie);
    expect(hers).toContain(fit.row.id);
    expect(hers).not.toContain(young.row.id);
    expect(await listed(young.cookie)).not.toContain(bride.row.id);
  });
});
