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
    ['?caste=Nonexistent', MSG.invalidFilter],
    ['?limit=100000', MSG.invalidFilter],
    ['?limit=0', MSG.invalidFilter],
    ['?limit=abc', MSG.invalidFilter],
    ['?ageMin=20.5', MSG.invalidFilter],
    ['?education=Astronaut', MSG.invalidFilter],
    ['?education=Masters&education=Wizardry', MSG.invalidFilter],
    [`?${Array.from({ length: 200 }, () => 'caste=Syed').join('&')}`, MSG.invalidFilter],
    [`?cursor=${'A'.repeat(201)}`, MSG.invalidFilter],
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

  it('a caste named twenty times narrows the list like once', async () => {
    const viewer = await activeMember({ gender: 'male', casteInterestedIn: ['Hashmi', 'Jafri', 'Rizvi'] });
    await activeMember({ gender: 'female', caste: 'Hashmi' });
    await activeMember({ gender: 'female', caste: 'Jafri' });
    const res = await list(await signIn(t.app, viewer.email), `?${Array.from({ length: 20 }, () => 'caste=Hashmi').join('&')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().profiles.map((p: { caste: string }) => p.caste)).toEqual(['Hashmi']);
  });

  describe('cursors', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const decode = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [number, string, string, string];
    let viewer: Awaited<ReturnType<typeof activeMember>>;
    let cookie: string;
    let real: [number, string, string, string];
    beforeAll(async () => {
      viewer = await activeMember({ gender: 'female', casteInterestedIn: ['Naqvi'], ageRangePreference: '26-30' });
      for (let i = 0; i < 10; i += 1) await activeMember({ gender: 'male', caste: 'Naqvi' });
      cookie = await signIn(t.app, viewer.email);
      const first = (await list(cookie)).json();
      expect(first.nextCursor).toBeTruthy();
      real = decode(first.nextCursor);
    });

    it.each([
      ['not base64 JSON', '%%%'],
      ['JSON, not an array', encode({ score: 1 })],
      ['the old three-part form', encode([1, '2026-01-01T00:00:00.000Z', '0b7e3e0e-7d1a-4c1e-9b8a-1c2d3e4f5a6b'])],
      ['a score of 1e9', 'score:1000000000'],
      ['a score of 1e10', 'score:10000000000'],
      ['a negative score', 'score:-1'],
      ['a fractional score', 'score:1.5'],
      ['a time PostgreSQL cannot read', 'time:1'],
      ['the year 0', 'time:0000-01-01T00:00:00Z'],
      ['the 31st of February', 'time:2026-02-31T00:00:00Z'],
      ['a time with an offset', 'time:2026-01-01T00:00:00+05:30'],
      ['an id of dashes', 'id:------------------------------------'],
      ['an id with SQL', "id:x' or 1=1 --"],
    ])('refuses a forged cursor (%s) with 400 before any query', async (_name, forged) => {
      const [field, value] = forged.includes(':') && !forged.startsWith('ey') ? [forged.slice(0, forged.indexOf(':')), forged.slice(forged.indexOf(':') + 1)] : [null, forged];
      let cursor = value;
      if (field === 'score') cursor = encode([Number(value), real[1], real[2], real[3]]);
      if (field === 'time') cursor = encode([real[0], value, real[2], real[3]]);
      if (field === 'id') cursor = encode([real[0], real[1], value, real[3]]);
      const res = await list(cookie, `?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.invalidFilter);
    });

    it('a page past the end is empty, with no next cursor', async () => {
      const res = await list(cookie, `?cursor=${encode([0, '1900-01-01T00:00:00Z', '00000000-0000-0000-0000-000000000000', real[3]])}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ profiles: [], nextCursor: null });
    });

    it("another viewer's cursor, or mine after my preferences or filters changed, asks to start again (409)", async () => {
      const cursor = encode(real);
      expect((await list(cookie, `?cursor=${cursor}`)).statusCode).toBe(200);
      const other = await activeMember({ gender: 'female', casteInterestedIn: ['Naqvi'], ageRangePreference: '26-30' });
      const stolen = await list(await signIn(t.app, other.email), `?cursor=${cursor}`);
      expect(stolen.statusCode).toBe(409);
      expect(stolen.json().message).toBe(MSG.discoveryListChanged);
      const filtered = await list(cookie, `?cursor=${cursor}&education=Masters`);
      expect(filtered.statusCode).toBe(409);
      await t.database.db.update(users).set({ ageRangePreference: '31-35' }).where(eq(users.id, viewer.id));
      const changed = await list(cookie, `?cursor=${cursor}`);
      expect(changed.statusCode).toBe(409);
      expect(changed.json().message).toBe(MSG.discoveryListChanged);
      // Starting again works, and its cursors work.
      const fresh = (await list(cookie)).json();
      expect((await list(cookie, `?cursor=${fresh.nextCursor}`)).statusCode).toBe(200);
    });
  });

  describe("a viewer whose own profile is incomplete", () => {
    it('without gender or castes of interest: an empty page that says what to add', async () => {
      for (const fields of [{ gender: null, casteInterestedIn: ['Syed'] }, { gender: 'male' as const, casteInterestedIn: [] }]) {
        const viewer = await activeMember(fields);
        const res = await list(await signIn(t.app, viewer.email));
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ profiles: [], nextCursor: null, message: MSG.discoveryNeedsProfile });
      }
    });

    it('without partner preferences: the list, and a hint to add them', async () => {
      const viewer = await activeMember({ gender: 'male', casteInterestedIn: ['Alvi'] });
      await activeMember({ gender: 'female', caste: 'Alvi' });
      const res = await list(await signIn(t.app, viewer.email));
      expect(res.statusCode).toBe(200);
      expect(res.json().profiles).toHaveLength(1);
      expect(res.json().message).toBe(MSG.discoveryAddPreferences);
    });
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
