import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@sakinah/contract';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, givePlan, signIn } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function activeMember(overrides: Parameters<typeof buildMember>[1] = {}) {
  const member = await buildMember(t.database.db, { status: 'Active', paymentStatus: 'paid', ...overrides });
  await givePlan(t.database.db, member.id);
  return member;
}
const list = (cookie: string, query = '') => t.app.inject({ method: 'GET', url: `/api/featured-profiles${query}`, headers: { cookie } });

describe('GET /api/featured-profiles', () => {
  it('lists only Active, opposite-gender, searchable members in my castes, never me', async () => {
    const viewer = await activeMember({ gender: 'male', casteInterestedIn: ['Syed', 'Ansari'], firstName: 'Viewer' });
    const match = await activeMember({ gender: 'female', caste: 'Syed', firstName: 'Match' });
    await activeMember({ gender: 'female', caste: 'Khan', firstName: 'Wrongcaste' });
    await activeMember({ gender: 'male', caste: 'Syed', firstName: 'Samegender' });
    await buildMember(t.database.db, { gender: 'female', caste: 'Syed', status: 'Pending', firstName: 'Pending' });
    await activeMember({ gender: 'female', caste: 'Ansari', searchable: false, firstName: 'Hidden' });
    await activeMember({ gender: 'female', caste: 'Ansari', deletedAt: new Date(), firstName: 'Deleted' });
    await activeMember({ gender: 'female', caste: 'Ansari', status: 'Suspended', firstName: 'Suspended' });
    const cookie = await signIn(t.app, viewer.email);
    const res = await list(cookie);
    expect(res.statusCode).toBe(200);
    const names = res.json().profiles.map((p: { firstName: string }) => p.firstName);
    expect(names).toEqual(['Match']);
    expect(res.json().profiles[0]).toMatchObject({ id: match.id, caste: 'Syed', request: null });
    expect(res.body).not.toContain(match.email);
    // The caste filter can only narrow the member's own castes, never widen them.
    const widened = await list(cookie, '?caste=Khan');
    expect(widened.json().profiles).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/all-users', headers: { cookie } })).json().users).toHaveLength(1);
  });

  it('pages 8 at a time with a stable cursor, even when others sign up meanwhile', async () => {
    const viewer = await activeMember({ gender: 'female', casteInterestedIn: ['Mughal'] });
    const created: string[] = [];
    for (let i = 0; i < 19; i += 1) created.push((await activeMember({ gender: 'male', caste: 'Mughal', createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })).id);
    const cookie = await signIn(t.app, viewer.email);
    const first = (await list(cookie)).json();
    expect(first.profiles).toHaveLength(8);
    await activeMember({ gender: 'male', caste: 'Mughal', createdAt: new Date(Date.UTC(2026, 5, 1)) });
    const second = (await list(cookie, `?cursor=${first.nextCursor}`)).json();
    const third = (await list(cookie, `?cursor=${second.nextCursor}`)).json();
    expect(third.nextCursor).toBeNull();
    const seen = [...first.profiles, ...second.profiles, ...third.profiles].map((p: { id: string }) => p.id);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of created) expect(seen).toContain(id);
  });

  it('filters by age, marital status, education, occupation, place and height', async () => {
    const viewer = await activeMember({ gender: 'male', casteInterestedIn: ['Qureshi'] });
    const young = await activeMember({ gender: 'female', caste: 'Qureshi', dob: '2003-01-01', maritalStatus: 'single', education: 'Masters', occupation: 'Doctor', state: 'Kerala', city: 'Kochi', height: "5'2" });
    await activeMember({ gender: 'female', caste: 'Qureshi', dob: '1980-01-01', maritalStatus: 'widowed', education: 'PhD', occupation: 'Teacher', state: 'Delhi', city: 'Delhi', height: "5'6" });
    const cookie = await signIn(t.app, viewer.email);
    const only = async (query: string) => (await list(cookie, query)).json().profiles.map((p: { id: string }) => p.id);
    expect(await only('?ageMin=18&ageMax=30')).toEqual([young.id]);
    expect(await only('?maritalStatus=single')).toEqual([young.id]);
    expect(await only('?education=Masters&occupation=Doctor')).toEqual([young.id]);
    expect(await only('?state=Kerala&city=Kochi')).toEqual([young.id]);
    expect(await only(`?height=${encodeURIComponent("5'2")}`)).toEqual([young.id]);
    expect(await only('?maritalStatus=single&maritalStatus=widowed')).toHaveLength(2);
  });

  it('puts the best fit first, both ways', async () => {
    const viewer = await activeMember({ gender: 'male', casteInterestedIn: ['Mirza'], dob: '1996-01-01', education: 'Masters', ageRangePreference: '26-30', educationPreference: 'Masters', occupationPreference: 'Doctor', heightPreference: 'Any' });
    const weak = await activeMember({ gender: 'female', caste: 'Mirza', dob: '1985-01-01', education: 'High School', occupation: 'Student' });
    const strong = await activeMember({ gender: 'female', caste: 'Mirza', dob: '1999-01-01', education: 'Masters', occupation: 'Doctor', ageRangePreference: '26-30', educationPreference: 'Masters' });
    const cookie = await signIn(t.app, viewer.email);
    const ids = (await list(cookie)).json().profiles.map((p: { id: string }) => p.id);
    expect(ids).toEqual([strong.id, weak.id]);
  });

  it.each([
    ['?ageMin=500', MSG.invalidFilter],
    ['?ageMin=40&ageMax=20', MSG.invalidFilter],
    ['?caste=Nonexistent', undefined],
    ['?limit=100000', undefined],
    ['?cursor=garbage', MSG.invalidFilter],
    [`?state=${encodeURIComponent("x' or 1=1 --")}`, null],
    [`?city=${'x'.repeat(500)}`, undefined],
  ])('answers absurd filters %s with a clear 4xx or an empty result', async (query, message) => {
    const viewer = await activeMember({ gender: 'male', casteInterestedIn: ['Syed'] });
    const res = await list(await signIn(t.app, viewer.email), query);
    if (message === null) {
      expect(res.statusCode).toBe(200);
      expect(res.json().profiles).toEqual([]);
    } else {
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
  });

  it('ten thousand castes are refused, not a 500', async () => {
    const viewer = await activeMember({ gender: 'male', casteInterestedIn: ['Syed'] });
    const query = `?${Array.from({ length: 10_000 }, () => 'caste=Syed').join('&')}`;
    const res = await list(await signIn(t.app, viewer.email), query);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('is only for Active members with a plan', async () => {
    const pending = await buildMember(t.database.db, { status: 'Pending', casteInterestedIn: ['Syed'] });
    const res = await list(await signIn(t.app, pending.email));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.discoveryNeedsActive);
    const unpaid = await buildMember(t.database.db, { status: 'Active', casteInterestedIn: ['Syed'] });
    expect((await list(await signIn(t.app, unpaid.email))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/featured-profiles' })).statusCode).toBe(401);
    await t.database.db.update(users).set({ status: 'Active' }).where(eq(users.id, pending.id));
  });
});
