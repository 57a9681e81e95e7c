import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AGE_RANGE_PREFERENCES, EDUCATION_OPTIONS, HEIGHT_OPTIONS, OCCUPATION_OPTIONS, ageOn, type PartnerPreferences } from '@sakinah/contract';
import { mustPartyOf, mutualMusts } from '../../core/privacy/partner-musts';
import { blocks, users, type NewUserRow } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, givePlan, signIn } from '../../test/factories';
import { letListRefreshDelayPass } from '../../test/list-refresh-delay.repo';
import { updateUserFields } from '../../core/member/users.repo';
import { matchScore, parseAgeRange, type MatchCandidate, type MatchViewer } from './match-score';
import { MAX_FILTER_LISTS } from './match-lists.repo';
import { candidateIndexOf } from './discovery.service';

/**
 * The listing against a brute-force ranking: a few thousand generated members, every page walked
 * for several viewers; the pages must hold exactly the members the rules allow, in the order of
 * match-score.ts (score desc, created_at desc, id desc), with the same scores.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    pick<T>(values: readonly T[]): T {
      return values[Math.floor(next() * values.length)]!;
    },
    chance: (p: number) => next() < p,
  };
}

const CASTES = ['Syed', 'Ansari', 'Khan', 'Qureshi', 'Mirza'] as const;
const STATES = ['Kerala', 'Uttar Pradesh', 'Delhi', 'Maharashtra', null] as const;
const CITIES = ['Kochi', 'Lucknow', 'New Delhi', 'Mumbai', 'Pune', null] as const;
const HEIGHTS = HEIGHT_OPTIONS.map((h) => h.value);
/** Location wishes, with a LIKE wildcard that must be read literally, and an empty one. */
const LOCATION_WISHES = ['Kerala', 'lucknow', 'delhi', 'Pradesh', '%', '', null] as const;
const withNone = <T,>(values: readonly T[]) => [...values, null, null];
const withAny = <T extends string>(values: readonly T[]) => [...values, 'Any', null, ''];

const SECT_VALUES = ['sunni', 'shia', 'just_muslim'] as const;
const SCHOOL_VALUES = ['hanafi', 'deobandi', 'barelvi', 'ithna_ashari', 'bohra'] as const;
const PRAYER_VALUES = ['always', 'usually', 'sometimes', 'rarely'] as const;
const COMMUNITY_VALUES = ['syed', 'ansari', 'qureshi', 'rizvi', 'siddiqui'] as const;
const TONGUE_VALUES = ['urdu', 'hindi', 'bengali'] as const;

/** Random wishes: mostly nice-to-haves, now and then a must (issue 41). */
function generatedWishes(r: ReturnType<typeof random>): PartnerPreferences {
  const wishes: PartnerPreferences = {};
  const set = <T extends string>(values: readonly T[]) => ({ values: values.filter(() => r.chance(0.5)).concat(r.pick(values)), must: r.chance(0.06) });
  if (r.chance(0.5)) wishes.sect = set(SECT_VALUES);
  if (r.chance(0.3)) wishes.school = set(SCHOOL_VALUES);
  if (r.chance(0.4)) wishes.prayer = set(PRAYER_VALUES);
  if (r.chance(0.3)) wishes.community = set(COMMUNITY_VALUES);
  if (r.chance(0.2)) wishes.motherTongue = set(TONGUE_VALUES);
  if (r.chance(0.1)) wishes.age = { from: 22 + Math.floor(r.next() * 10), to: 32 + Math.floor(r.next() * 20), must: r.chance(0.3) };
  if (r.chance(0.1)) wishes.height = { from: 58 + Math.floor(r.next() * 6), to: 66 + Math.floor(r.next() * 8), must: r.chance(0.3) };
  return wishes;
}

function generatedMember(r: ReturnType<typeof random>, index: number): NewUserRow {
  const year = 1968 + Math.floor(r.next() * 40);
  const month = 1 + Math.floor(r.next() * 12);
  const day = 1 + Math.floor(r.next() * 28);
  return {
    firstName: `Gen${index}`,
    lastName: 'Member',
    email: `gen-${index}-${r.next().toString(36).slice(2, 8)}@example.com`,
    passwordHash: 'x',
    gender: r.chance(0.5) ? 'female' : 'male',
    caste: r.pick(CASTES),
    dob: r.chance(0.05) ? null : `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    height: r.pick(withNone(HEIGHTS)),
    education: r.pick(withNone(EDUCATION_OPTIONS)),
    occupation: r.pick(withNone(OCCUPATION_OPTIONS)),
    maritalStatus: r.pick(['single', 'divorced', 'widowed'] as const),
    state: r.pick(STATES),
    city: r.pick(CITIES),
    ageRangePreference: r.pick(withNone(AGE_RANGE_PREFERENCES)),
    heightPreference: r.pick(withAny(HEIGHTS)),
    educationPreference: r.pick(withAny(EDUCATION_OPTIONS)),
    occupationPreference: r.pick(withAny(OCCUPATION_OPTIONS)),
    locationPreference: r.pick(LOCATION_WISHES),
    status: r.chance(0.92) ? 'Active' : r.pick(['Pending', 'Suspended', 'Rejected'] as const),
    searchable: r.chance(0.95),
    invisibleMode: r.chance(0.04),
    profileVisibility: r.chance(0.94) ? 'public' : r.pick(['followers', 'private'] as const),
    deactivatedAt: r.chance(0.03) ? new Date('2026-01-01') : null,
    deletedAt: r.chance(0.02) ? new Date('2026-01-01') : null,
    role: r.chance(0.99) ? 'member' : 'guardian',
    sect: r.pick(withNone(SECT_VALUES)),
    school: r.pick(withNone(SCHOOL_VALUES)),
    prayer: r.pick(withNone(PRAYER_VALUES)),
    community: r.pick(withNone(COMMUNITY_VALUES)),
    motherTongue: r.pick(withNone(TONGUE_VALUES)),
    partnerPreferences: generatedWishes(r),
  };
}

interface StoredMember extends MatchCandidate {
  id: string;
  maritalStatus: string | null;
  createdKey: string;
  gender: string | null;
  caste: string | null;
  status: string;
  role: string;
  searchable: boolean;
  invisibleMode: boolean;
  profileVisibility: string;
  deactivated: boolean;
  deleted: boolean;
}

async function storedMembers(app: TestApp = t): Promise<StoredMember[]> {
  const result = await app.database.db.execute(sql`
    select id, marital_status, gender, caste, status, role, searchable, invisible_mode, profile_visibility, deactivated_at is not null as deactivated,
           deleted_at is not null as deleted, to_char(dob, 'YYYY-MM-DD') as dob, height, education, occupation, state, city,
           age_range_preference, height_preference, education_preference, occupation_preference, location_preference,
           sect, school, community, prayer, islamic_education, mother_tongue, partner_preferences,
           to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key
    from users`);
  type Row = Record<string, unknown>;
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({
    id: String(r.id),
    maritalStatus: r.marital_status as string | null,
    createdKey: String(r.created_key),
    gender: r.gender as string | null,
    caste: r.caste as string | null,
    status: String(r.status),
    role: String(r.role),
    searchable: Boolean(r.searchable),
    invisibleMode: Boolean(r.invisible_mode),
    profileVisibility: String(r.profile_visibility),
    deactivated: Boolean(r.deactivated),
    deleted: Boolean(r.deleted),
    dob: r.dob as string | null,
    height: r.height as string | null,
    education: r.education as string | null,
    occupation: r.occupation as string | null,
    state: r.state as string | null,
    city: r.city as string | null,
    ageRangePreference: r.age_range_preference as string | null,
    heightPreference: r.height_preference as string | null,
    educationPreference: r.education_preference as string | null,
    occupationPreference: r.occupation_preference as string | null,
    locationPreference: r.location_preference as string | null,
    sect: r.sect as string | null,
    school: r.school as string | null,
    community: r.community as string | null,
    prayer: r.prayer as string | null,
    islamicEducation: r.islamic_education as string | null,
    motherTongue: r.mother_tongue as string | null,
    partnerPreferences: (typeof r.partner_preferences === 'string' ? JSON.parse(r.partner_preferences) : r.partner_preferences) as PartnerPreferences,
  }));
}

type Viewer = Awaited<ReturnType<typeof buildMember>>;

/** The listing as the brute force computes it: every member checked by the rules, scored by matchScore, sorted. */
function bruteForce(viewer: Viewer, members: StoredMember[], theirs: Set<string>, params: URLSearchParams) {
    const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const me: MatchViewer = {
    age: viewer.dob ? ageOn(viewer.dob, now) : null,
    height: viewer.height,
    education: viewer.education,
    occupation: viewer.occupation,
    state: viewer.state,
    city: viewer.city,
    ageRange: parseAgeRange(viewer.ageRangePreference),
    heightPreference: viewer.heightPreference,
    educationPreference: viewer.educationPreference,
    occupationPreference: viewer.occupationPreference,
    locationPreference: viewer.locationPreference,
    sect: viewer.sect,
    school: viewer.school,
    community: viewer.community,
    prayer: viewer.prayer,
    islamicEducation: viewer.islamicEducation,
    motherTongue: viewer.motherTongue,
    partnerPreferences: viewer.partnerPreferences,
  };
  const castes = params.getAll('caste').length ? params.getAll('caste') : viewer.casteInterestedIn;
  const ageMin = params.get('ageMin');
  const ageMax = params.get('ageMax');
  const educations = params.getAll('education');
  const within = (name: string, value: string | null) => params.getAll(name).length === 0 || (value !== null && params.getAll(name).includes(value));
  const equals = (name: string, value: string | null) => !params.get(name) || value === params.get(name);
  return members
    .filter(
      (m) =>
        m.id !== viewer.id && m.role === 'member' && m.status === 'Active' && !m.deleted && !m.deactivated && m.searchable && !m.invisibleMode &&
        m.profileVisibility === 'public' && m.gender === (viewer.gender === 'male' ? 'female' : 'male') && m.caste !== null &&
        viewer.casteInterestedIn.includes(m.caste) && castes.includes(m.caste) && !theirs.has(m.id) &&
        mutualMusts(mustPartyOf(viewer), mustPartyOf({ ...m, islamicEducation: m.islamicEducation ?? null, sect: m.sect ?? null, school: m.school ?? null, community: m.community ?? null, prayer: m.prayer ?? null, motherTongue: m.motherTongue ?? null, partnerPreferences: m.partnerPreferences ?? {} }), now) &&
        (ageMin === null || (m.dob !== null && (ageOn(m.dob, now) ?? -1) >= Number(ageMin))) &&
        (ageMax === null || (m.dob !== null && (ageOn(m.dob, now) ?? 999) <= Number(ageMax))) &&
        (educations.length === 0 || (m.education !== null && educations.includes(m.education))) &&
        within('maritalStatus', m.maritalStatus) && within('occupation', m.occupation) && within('height', m.height) &&
        equals('state', m.state) && equals('city', m.city),
    )
    .map((m) => ({ id: m.id, score: matchScore(me, m, today), createdKey: m.createdKey }))
    .sort((a, b) => b.score - a.score || (a.createdKey < b.createdKey ? 1 : a.createdKey > b.createdKey ? -1 : 0) || (a.id < b.id ? 1 : -1));
}

/** Every page of the listing, as a browser walks them. */
async function walk(app: TestApp, cookie: string, params: URLSearchParams) {
  const got: Array<{ id: string; score: number }> = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const url = `/api/featured-profiles?${params}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await app.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { profiles: Array<{ id: string; matchScore: number }>; nextCursor: string | null };
    got.push(...page.profiles.map((card) => ({ id: card.id, score: card.matchScore })));
    cursor = page.nextCursor;
    pages += 1;
    expect(pages).toBeLessThan(500);
  } while (cursor);
  return got;
}

/** Lists the app built from its candidate columns so far. */
const buildsFromColumns = async (app: TestApp) => Number((await app.app.ctx.metrics.matchListBuildsFromColumns.get()).values[0]?.value ?? 0);

const MEMBERS = 3000;
let all: StoredMember[] = [];
const blocked = new Map<string, Set<string>>();

describe('ranking against a brute-force reference', () => {
  beforeAll(async () => {
    const r = random(16);
    const rows = Array.from({ length: MEMBERS }, (_, i) => generatedMember(r, i));
    // Batches of one statement share one now() to the microsecond: ties on (score, created_at) are common.
    for (let i = 0; i < rows.length; i += 500) await t.database.db.insert(users).values(rows.slice(i, i + 500));
    // A third get their own instants, a few microseconds apart (and some equal).
    await t.database.db.execute(sql`
      update users set created_at = timestamptz '2025-06-01 00:00:00.000001+00' + (abs(hashtext(id::text)) % 5000) * interval '1 microsecond'
      where abs(hashtext(id::text)) % 3 = 0`);
  }, 120_000);

  // `minimum`: the fewest members the brute force must list for the walk to mean something (a must narrows the pool).
  const VIEWERS: Array<{ name: string; fields: Partial<NewUserRow>; query?: string; minimum?: number }> = [
    {
      name: 'a groom with every preference',
      fields: { gender: 'male', casteInterestedIn: ['Syed', 'Ansari', 'Khan'], dob: '1994-03-15', height: "5'8", education: 'Masters', occupation: 'Engineer', state: 'Uttar Pradesh', city: 'Lucknow', ageRangePreference: '26-30', heightPreference: "5'2", educationPreference: 'Masters', occupationPreference: 'Any', locationPreference: 'Kerala', sect: 'sunni', school: 'hanafi', prayer: 'always', partnerPreferences: { sect: { values: ['sunni'], must: false }, prayer: { values: ['always', 'usually'], must: false }, community: { values: ['syed', 'ansari'], must: false } } },
    },
    {
      name: 'a bride with no preferences and no place',
      fields: { gender: 'female', casteInterestedIn: ['Syed', 'Qureshi', 'Mirza', 'Khan'], dob: '1999-07-01', height: null, education: null, occupation: null, state: null, city: null },
    },
    {
      name: 'a groom whose location wish holds LIKE characters',
      fields: { gender: 'male', casteInterestedIn: ['Mirza', 'Qureshi'], dob: '1980-12-31', education: 'PhD', state: 'Delhi', city: 'New Delhi', ageRangePreference: 'Above 50', heightPreference: 'Any', locationPreference: '%Pra_desh\\', sect: 'shia', prayer: 'usually', partnerPreferences: { sect: { values: ['shia'], must: true }, school: { values: ['ithna_ashari'], must: false } } },
      minimum: 60,
    },
    {
      name: 'a bride browsing with filters, 8 to a page',
      fields: { gender: 'female', casteInterestedIn: ['Syed', 'Ansari', 'Khan', 'Mirza'], dob: '1990-01-01', state: 'Kerala', city: 'Kochi', ageRangePreference: '31-35', educationPreference: 'Bachelors' },
      query: 'caste=Syed&caste=Mirza&ageMin=25&ageMax=45&education=Masters&education=PhD&education=Bachelors&education=MBBS&education=CA&education=LLB&education=BCA&education=MCA&education=B.Sc&education=M.Sc&education=B.Com&education=M.Com&education=BBA',
    },
    {
      name: 'a groom browsing by place, marital status, occupation and height',
      fields: { gender: 'male', casteInterestedIn: ['Syed', 'Ansari', 'Khan', 'Qureshi', 'Mirza'], dob: '1991-05-05', state: 'Kerala', ageRangePreference: '26-30', occupationPreference: 'Any', sect: 'sunni', prayer: 'always' },
      query: `state=Uttar+Pradesh&maritalStatus=single&maritalStatus=divorced&${OCCUPATION_OPTIONS.slice(0, 8).map((o) => `occupation=${encodeURIComponent(o)}`).join('&')}&${HEIGHTS.slice(0, 12).map((h) => `height=${encodeURIComponent(h)}`).join('&')}`,
      minimum: 8,
    },
    {
      name: 'a bride browsing one city',
      fields: { gender: 'female', casteInterestedIn: ['Syed', 'Ansari', 'Khan', 'Qureshi', 'Mirza'], dob: '1995-09-09', city: 'Pune', educationPreference: 'Masters', locationPreference: 'Maharashtra' },
      query: 'city=Lucknow&limit=12',
      minimum: 20,
    },
  ];

  it.each(VIEWERS.map((v) => [v.name, v] as const))('%s: every page in order, nothing skipped or repeated', async (_name, spec) => {
    const viewer = await buildMember(t.database.db, { status: 'Active', ...spec.fields });
    await givePlan(t.database.db, viewer.id);
    all = await storedMembers();
    // A few blocks, both ways.
    const others = all.filter((m) => m.gender !== viewer.gender && m.status === 'Active').slice(0, 6);
    const theirs = new Set<string>();
    for (const [i, other] of others.entries()) {
      await t.database.db.insert(blocks).values(i % 2 ? { blockerId: viewer.id, blockedId: other.id } : { blockerId: other.id, blockedId: viewer.id });
      theirs.add(other.id);
    }
    blocked.set(viewer.id, theirs);
    const cookie = await signIn(t.app, viewer.email);

    const params = new URLSearchParams(spec.query ?? 'limit=48');
    const expected = bruteForce(viewer, all, theirs, params);
    expect(expected.length).toBeGreaterThan(spec.minimum ?? (spec.query ? 20 : 300));

    // Her lists built both ways: scored in SQL, then (dropped and built again) from the candidate columns.
    for (const fromColumns of [false, true]) {
      t.app.ctx.config.CANDIDATE_COLUMNS = fromColumns;
      if (fromColumns) await candidateIndexOf(t.app.ctx).load(t.database.db);
      await t.database.db.execute(sql`delete from match_list_heads where viewer_id = ${viewer.id}`);
      const builtFromColumns = await buildsFromColumns(t);
      const got = await walk(t, cookie, params);
      const built = (await buildsFromColumns(t)) - builtFromColumns;
      expect(built > 0, 'built from the columns').toBe(fromColumns);

      // (a) Scores never rise, within a page or across pages.
      for (let i = 1; i < got.length; i += 1) expect(got[i]!.score, `position ${i}`).toBeLessThanOrEqual(got[i - 1]!.score);
      // (b) Nothing repeated, nothing skipped: the same members as the brute force, in its order, with its scores.
      expect(new Set(got.map((g) => g.id)).size).toBe(got.length);
      expect(got.map((g) => g.id)).toEqual(expected.map((e) => e.id));
      expect(got.map((g) => g.score)).toEqual(expected.map((e) => e.score));
    }
    // The generated scores spread out: ties and differences both occur.
    expect(new Set(expected.map((e) => e.score)).size).toBeGreaterThan(3);
  });
});

describe('stored match lists stay exact while members change (a list of 25, so pages run past its end)', () => {
  let small: TestApp;
  beforeAll(async () => {
    // Walking every page again after each change scores hundreds of pages live within the minute: far more
    // than a member's budget of listing work (LISTING_WORK_PER_MINUTE), which this test is not about.
    small = await createTestApp({ MATCH_LIST_SIZE: '25', LISTING_WORK_PER_MINUTE: '100000' });
    const r = random(61);
    const rows = Array.from({ length: 900 }, (_, i) => generatedMember(r, i));
    for (let i = 0; i < rows.length; i += 300) await small.database.db.insert(users).values(rows.slice(i, i + 300));
    // Every build below scores from the candidate columns, brought up to date from the log before each.
    await candidateIndexOf(small.app.ctx).load(small.database.db);
  }, 120_000);

  afterAll(async () => small.close());

  it('after profile edits, approvals, invisibility, caste and gender changes, new members, blocks and her own new wishes', async () => {
    const viewer = await buildMember(small.database.db, {
      status: 'Active', gender: 'male', casteInterestedIn: ['Syed', 'Ansari', 'Khan'], dob: '1994-03-15', height: "5'8", education: 'Masters',
      occupation: 'Engineer', state: 'Uttar Pradesh', city: 'Lucknow', ageRangePreference: '26-30', heightPreference: "5'2",
      educationPreference: 'Masters', occupationPreference: 'Any', locationPreference: 'Kerala',
    });
    await givePlan(small.database.db, viewer.id);
    const cookie = await signIn(small.app, viewer.email);
    const params = new URLSearchParams('limit=12');
    // Her list for these filters (a stored list of its own, also cut at 25) must stay exact through the same changes.
    const filtered = new URLSearchParams('limit=12&caste=Syed&caste=Khan&ageMin=20&ageMax=45');
    const theirs = new Set<string>();
    const check = async (step: string) => {
      // Changes reach other members' lists when they are next read after the stated delay: let it pass first.
      await letListRefreshDelayPass(small.database.db);
      const members = await storedMembers(small);
      const expectedFiltered = bruteForce(viewer, members, theirs, filtered);
      const gotFiltered = await walk(small, cookie, filtered);
      expect(gotFiltered.map((g) => g.id), `${step} (filtered)`).toEqual(expectedFiltered.map((e) => e.id));
      expect(gotFiltered.map((g) => g.score), `${step} (filtered)`).toEqual(expectedFiltered.map((e) => e.score));
      expect(expectedFiltered.length, step).toBeGreaterThan(25);
      const expected = bruteForce(viewer, members, theirs, params);
      const got = await walk(small, cookie, params);
      expect(got.map((g) => g.id), step).toEqual(expected.map((e) => e.id));
      expect(got.map((g) => g.score), step).toEqual(expected.map((e) => e.score));
      return expected;
    };
    const first = await check('the first browse builds the list');
    expect(first.length).toBeGreaterThan(100);
    const lists = async () =>
      (await small.database.db.execute(sql`select coalesce(sum(cardinality(candidate_numbers)), 0)::int as n from match_list_heads where viewer_id = ${viewer.id}`)) as unknown as { rows: Array<{ n: number }> };
    // Her main list and her list for the filters, each cut at 25.
    expect((await lists()).rows[0]!.n).toBe(50);

    // Members far below the list's end become her ideal match; some of her best stop fitting.
    const risers = first.slice(60, 66).map((e) => e.id);
    for (const id of risers) {
      await updateUserFields(small.database.db, id, { education: 'Masters', height: "5'2", state: 'Kerala', dob: '1997-06-01', ageRangePreference: '31-35', educationPreference: 'Masters' });
    }
    const fallers = first.slice(0, 5).map((e) => e.id);
    for (const id of fallers) await updateUserFields(small.database.db, id, { education: 'PhD', height: "6'0", state: 'Delhi', city: 'New Delhi', dob: '1970-01-01' });
    await check('after edits that cross the list boundary both ways');

    // Listed-by fields: invisible, a caste she is not interested in, another gender, an approval.
    const now = (await check('unchanged')).map((e) => e.id);
    await updateUserFields(small.database.db, now[0]!, { invisibleMode: true });
    await updateUserFields(small.database.db, now[1]!, { caste: 'Qureshi' });
    await updateUserFields(small.database.db, now[2]!, { gender: 'male' });
    const all = await storedMembers(small);
    const pending = all.find((m) => m.status === 'Pending' && m.gender === 'female' && ['Syed', 'Ansari', 'Khan'].includes(m.caste ?? '') && m.searchable && !m.invisibleMode && !m.deactivated && !m.deleted && m.profileVisibility === 'public' && m.role === 'member');
    expect(pending).toBeDefined();
    await updateUserFields(small.database.db, pending!.id, { status: 'Active', education: 'Masters', height: "5'2", state: 'Kerala', dob: '1997-06-01' });
    await check('after invisibility, a caste change, a gender change and an approval');
    await updateUserFields(small.database.db, now[0]!, { invisibleMode: false });

    // A newcomer who fits perfectly, and a block of her current best.
    await buildMember(small.database.db, { status: 'Active', gender: 'female', caste: 'Syed', education: 'Masters', height: "5'2", state: 'Kerala', dob: '1996-02-02', ageRangePreference: '31-35' });
    const best = (await check('after the newcomer and the return from invisibility'))[0]!.id;
    await small.database.db.insert(blocks).values({ blockerId: viewer.id, blockedId: best });
    theirs.add(best);
    await check('after a block');

    // Her own wishes change: the list is rebuilt for them on the next request.
    await updateUserFields(small.database.db, viewer.id, { educationPreference: 'PhD', locationPreference: 'Delhi', ageRangePreference: '31-35' });
    Object.assign(viewer, { educationPreference: 'PhD', locationPreference: 'Delhi', ageRangePreference: '31-35' });
    await check('after her own preferences changed');

    // Each filter she tries gets a list; beyond MAX_FILTER_LISTS the one built longest ago goes, rows and all.
    for (const ageMax of [41, 42, 43, 44]) {
      const other = new URLSearchParams(filtered);
      other.set('ageMax', String(ageMax));
      const res = await small.app.inject({ method: 'GET', url: `/api/featured-profiles?${other}`, headers: { cookie } });
      expect(res.statusCode).toBe(200);
    }
    const heads = (await small.database.db.execute(
      sql`select list_key, cardinality(h.candidate_numbers) as n
          from match_list_heads h where viewer_id = ${viewer.id}`,
    )) as unknown as { rows: Array<{ list_key: string; n: number }> };
    expect(heads.rows.length).toBe(1 + MAX_FILTER_LISTS);
    expect(heads.rows.filter((h) => h.list_key === '').length).toBe(1);
    expect((await lists()).rows[0]!.n).toBe(heads.rows.reduce((sum, h) => sum + h.n, 0));
    await check('after she tried other filters');
    // Her lists (main, filtered, rebuilt for her new wishes, the filters she tried) came from the columns, kept
    // current by their catch-ups through every change above.
    expect(await buildsFromColumns(small)).toBeGreaterThanOrEqual(8);
  }, 120_000);

  it('lists built while members change at the same moment still come out exact (PostgreSQL runs them concurrently)', async () => {
    const viewers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        buildMember(small.database.db, {
          status: 'Active', gender: i % 2 ? 'female' : 'male', casteInterestedIn: ['Syed', 'Ansari', 'Khan', 'Mirza'], dob: '1993-01-01',
          education: 'Masters', state: 'Kerala', ageRangePreference: i % 2 ? '31-35' : '26-30', educationPreference: 'Masters', locationPreference: 'Kerala',
        }),
      ),
    );
    for (const viewer of viewers) await givePlan(small.database.db, viewer.id);
    const cookies = await Promise.all(viewers.map((viewer) => signIn(small.app, viewer.email)));
    const params = new URLSearchParams('limit=12');
    const changing = (await storedMembers(small)).filter((m) => m.status === 'Active' && m.role === 'member').slice(0, 30);
    // Every viewer's first browse (a build) races with thirty profile edits.
    await Promise.all([
      ...cookies.map((cookie) => small.app.inject({ method: 'GET', url: `/api/featured-profiles?${params}`, headers: { cookie } })),
      ...changing.map((m, i) =>
        updateUserFields(small.database.db, m.id, i % 2 ? { education: 'Masters', state: 'Kerala', dob: '1996-05-05' } : { education: 'PhD', state: 'Delhi', dob: '1975-05-05' }),
      ),
    ]);
    // The builds raced the changes: whichever a build's snapshot did not see, its list's next refresh applies.
    await letListRefreshDelayPass(small.database.db);
    const members = await storedMembers(small);
    for (const [i, viewer] of viewers.entries()) {
      const expected = bruteForce(viewer, members, new Set(), params);
      const got = await walk(small, cookies[i]!, params);
      expect(got.map((g) => g.id), `viewer ${i}`).toEqual(expected.map((e) => e.id));
    }
  }, 120_000);
});
