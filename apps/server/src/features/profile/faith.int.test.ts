import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FAITH_FIELD_OPTIONS, FAITH_MSG, MAX_SET_CHOICES, SET_PREFERENCES, TOWN_MAX_CHARS } from '@sakinah/contract';
import { CATALOGUES } from '@sakinah/contract/translate';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MATCH, buildMember, givePlan, signIn } from '../../test/factories';

/** The faith profile and partner preferences through PUT /api/update-user on their own (issue 41). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const update = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/update-user', headers: cookie ? { cookie } : {}, payload: payload as object });
const rowOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('the faith profile', () => {
  it('saves sect, school, community, practice and languages on their own, and shows them in her record', async () => {
    const member = await buildMember(t.database.db, { status: 'Active', caste: 'Rizvi' });
    const cookie = await signIn(t.app, member.email);
    const res = await update(cookie, {
      sect: 'shia', school: 'ithna_ashari', community: 'rizvi', prayer: 'always', covering: 'hijab', islamicEducation: 'alim',
      motherTongue: 'urdu', languages: ['urdu', 'hindi', 'english'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(FAITH_MSG.faithSaved);
    expect(res.json().user).toMatchObject({ sect: 'shia', school: 'ithna_ashari', community: 'rizvi', prayer: 'always', islamicEducation: 'alim', motherTongue: 'urdu', languages: ['urdu', 'hindi', 'english'] });
    // Nothing else of the profile was needed or changed.
    const row = await rowOf(member.id);
    expect(row.caste).toBe('Rizvi');
    expect(row.firstName).toBe(member.firstName);
    const got = (await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie } })).json().user;
    expect(got.sect).toBe('shia');
    // '' clears one field and leaves the others.
    expect((await update(cookie, { prayer: '' })).json().user).toMatchObject({ prayer: '', sect: 'shia' });
  });

  it('stores partner preferences with their musts, and the spec\'s age bucket is still accepted', async () => {
    const member = await buildMember(t.database.db, { status: 'Active', sect: 'sunni', height: "5'4" });
    const cookie = await signIn(t.app, member.email);
    const res = await update(cookie, {
      partnerPreferences: { sect: { values: ['sunni'], must: true }, school: { values: ['hanafi', 'deobandi'] }, age: { from: 26, to: 30, must: false }, height: { from: "5'6", to: 72 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.partnerPreferences).toEqual({
      sect: { values: ['sunni'], must: true }, school: { values: ['hanafi', 'deobandi'], must: false }, age: { from: 26, to: 30, must: false }, height: { from: 66, to: 72, must: false },
    });
    const bucket = await update(cookie, { partnerPreferences: { age: '31-35' } });
    expect(bucket.json().user.partnerPreferences.age).toEqual({ from: 31, to: 35, must: false });
    // One preference removed with null; the others stay.
    const removed = await update(cookie, { partnerPreferences: { school: null } });
    expect(Object.keys(removed.json().user.partnerPreferences).sort()).toEqual(['age', 'height', 'sect']);
  });

  it('saves the largest partner preferences there can be for a listed member with the longest names and places (the listing indexes hold them)', async () => {
    // Every set at its most (MAX_SET_CHOICES of the longest options), both ranges as musts, on a member whose names,
    // city and place wish are as long as the schemas let them be, in letters of four and three bytes: her entry in the
    // listing's covering indexes (migration 0041) must still fit.
    const member = await buildMember(t.database.db, {
      status: 'Active', ...MATCH.bride, firstName: '\u{10400}'.repeat(50), lastName: '\u{10401}'.repeat(50), state: 'Jammu and Kashmir', height: "5'4",
      city: 'क'.repeat(TOWN_MAX_CHARS), locationPreference: 'ख'.repeat(100), sect: 'sunni', school: 'ahl_e_hadith', community: 'siddiqui',
    });
    const cookie = await signIn(t.app, member.email);
    const largest = Object.fromEntries(SET_PREFERENCES.map((key) => {
      const options = FAITH_FIELD_OPTIONS[key].map((option) => option.value).sort((a, b) => b.length - a.length);
      return [key, { values: options.slice(0, MAX_SET_CHOICES), must: false }];
    }));
    const res = await update(cookie, { partnerPreferences: { ...largest, age: { from: 18, to: 80, must: true }, height: { from: 53, to: 84, must: true } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.partnerPreferences.community.values).toHaveLength(MAX_SET_CHOICES);
    expect((await rowOf(member.id)).partnerPreferences).toMatchObject({ age: { from: 18, to: 80, must: true } });
  });

  it('refuses unknown options, reversed ranges, too many choices and a school of another sect, naming the field, and changes nothing', async () => {
    const member = await buildMember(t.database.db, { status: 'Active', sect: 'sunni' });
    const cookie = await signIn(t.app, member.email);
    const cases: Array<[unknown, string, string]> = [
      [{ sect: 'wahhabi' }, 'sect', FAITH_MSG.unknownOption],
      [{ community: 'Qasai' }, 'community', FAITH_MSG.unknownOption],
      [{ partnerPreferences: { age: { from: 30, to: 26 } } }, 'partnerPreferences.age.from', FAITH_MSG.rangeReversed],
      [{ partnerPreferences: { community: { values: Array.from({ length: 21 }, () => 'syed') } } }, 'partnerPreferences.community.values', FAITH_MSG.tooManyChoices],
      [{ partnerPreferences: { sect: { values: ['martian'] } } }, 'partnerPreferences.sect.values', FAITH_MSG.unknownOption],
      [{ school: 'ithna_ashari' }, 'school', FAITH_MSG.schoolNotOfSect],
      [{ partnerPreferences: { prayer: { values: ['always'], must: true } } }, 'partnerPreferences.prayer.must', FAITH_MSG.mustOnEmptyField],
    ];
    for (const [payload, field, message] of cases) {
      const res = await update(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().errors).toContainEqual({ field, message });
    }
    const row = await rowOf(member.id);
    expect(row).toMatchObject({ sect: 'sunni', school: null, community: null, partnerPreferences: {} });
  });

  it.each(['hi', 'ur'] as const)('answers a %s reader in her language: the faith refusals (message and errors[]) and the saved message', async (language) => {
    const member = await buildMember(t.database.db, { status: 'Active', sect: 'sunni' });
    const cookie = await signIn(t.app, member.email);
    expect((await update(cookie, { language })).statusCode).toBe(200);
    const refused = await update(cookie, { partnerPreferences: { prayer: { values: ['always'], must: true } } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().success).toBe(false);
    expect(refused.json().errors).toContainEqual({ field: 'partnerPreferences.prayer.must', message: CATALOGUES[language]['faith.mustOnEmptyField'] });
    const unknown = await update(cookie, { sect: 'wahhabi' });
    expect(unknown.json().errors).toContainEqual({ field: 'sect', message: CATALOGUES[language]['faith.unknownOption'] });
    const saved = await update(cookie, { prayer: 'always' });
    expect(saved.json()).toMatchObject({ success: true, message: CATALOGUES[language]['faith.faithSaved'] });
    expect((await rowOf(member.id)).sect).toBe('sunni');
  });

  it('shows the faith fields in the admin\'s member record, and refuses the admin\'s record to a member', async () => {
    const member = await buildMember(t.database.db, { status: 'Active', sect: 'shia', school: 'bohra', community: 'bohra', prayer: 'usually', privateFields: ['prayer'] });
    const admin = await buildMember(t.database.db, { role: 'admin', status: 'Active' });
    const record = await t.app.inject({ method: 'GET', url: `/api/admin/members/${member.id}`, headers: { cookie: await signIn(t.app, admin.email) } });
    expect(record.statusCode).toBe(200);
    // The team sees what she keeps from other members.
    expect(JSON.stringify(record.json())).toContain('"prayer":"usually"');
    expect(JSON.stringify(record.json())).toContain('"school":"bohra"');
    const other = await buildMember(t.database.db, { status: 'Active' });
    const refused = await t.app.inject({ method: 'GET', url: `/api/admin/members/${member.id}`, headers: { cookie: await signIn(t.app, other.email) } });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses anonymous callers', async () => {
    expect((await update(undefined, { sect: 'shia' })).statusCode).toBe(401);
  });

  it('keeps a private field from other members and shows it to herself', async () => {
    const owner = await buildMember(t.database.db, { status: 'Active', gender: 'female', caste: 'Syed', casteInterestedIn: ['Syed'] });
    const viewer = await buildMember(t.database.db, { status: 'Active', gender: 'male', caste: 'Syed', casteInterestedIn: ['Syed'] });
    const ownerCookie = await signIn(t.app, owner.email);
    await update(ownerCookie, { sect: 'shia', prayer: 'sometimes', privateFields: ['prayer'] });
    await givePlan(t.database.db, viewer.id);
    const cookie = await signIn(t.app, viewer.email);
    const view = await t.app.inject({ method: 'GET', url: `/api/user/${owner.id}`, headers: { cookie } });
    expect(view.statusCode).toBe(200);
    const profile = view.json().user;
    expect(profile.sect).toBe('shia');
    expect(profile.prayer).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie: ownerCookie } })).json().user.prayer).toBe('sometimes');
    // Her card in his listing carries her faith for its reason line, without the private field.
    const cards = (await t.app.inject({ method: 'GET', url: '/api/featured-profiles?limit=48', headers: { cookie } })).json().profiles as Array<{ id: string; faith: object }>;
    expect(cards.find((c) => c.id === owner.id)?.faith).toMatchObject({ sect: 'shia', prayer: '' });
  });

  it('maps the old caste field into community, sect and school on a profile save', async () => {
    const { fieldsOfCaste } = await import('./faith.service');
    expect(fieldsOfCaste('Qasai')).toEqual({ community: 'qureshi' });
    expect(fieldsOfCaste('Dawoodi Bohra')).toEqual({ community: 'bohra', sect: 'shia', school: 'bohra' });
    expect(fieldsOfCaste('Hanafi')).toEqual({ sect: 'sunni', school: 'hanafi' });
  });
});
