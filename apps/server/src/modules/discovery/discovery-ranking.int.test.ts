import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AGE_RANGE_PREFERENCES, EDUCATION_OPTIONS, HEIGHT_OPTIONS, OCCUPATION_OPTIONS, ageOn } from '@sakinah/contract';
import { blocks, users, type NewUserRow } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, givePlan, signIn } from '../../test/factories';
import { matchScore, parseAgeRange, type MatchCandidate, type MatchViewer } from './match-score';

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
  };
}

interface StoredMember extends MatchCandidate {
  id: string;
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

async function storedMembers(): Promise<StoredMember[]> {
  const result = await t.database.db.execute(sql`
    select id, gender, caste, status, role, searchable, invisible_mode, profile_visibility, deactivated_at is not null as deactivated,
           deleted_at is not null as deleted, to_char(dob, 'YYYY-MM-DD') as dob, height, education, occupation, state, city,
           age_range_preference, height_preference, education_preference, occupation_preference, location_preference,
           to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key
    from users`);
  type Row = Record<string, unknown>;
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({
    id: String(r.id),
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
  }));
}

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

  const VIEWERS: Array<{ name: string; fields: Partial<NewUserRow>; query?: string }> = [
    {
      name: 'a groom with every preference',
      fields: { gender: 'male', casteInterestedIn: ['Syed', 'Ansari', 'Khan'], dob: '1994-03-15', height: "5'8", education: 'Masters', occupation: 'Engineer', state: 'Uttar Pradesh', city: 'Lucknow', ageRangePreference: '26-30', heightPreference: "5'2", educationPreference: 'Masters', occupationPreference: 'Any', locationPreference: 'Kerala' },
    },
    {
      name: 'a bride with no preferences and no place',
      fields: { gender: 'female', casteInterestedIn: ['Syed', 'Qureshi', 'Mirza', 'Khan'], dob: '1999-07-01', height: null, education: null, occupation: null, state: null, city: null },
    },
    {
      name: 'a groom whose location wish holds LIKE characters',
      fields: { gender: 'male', casteInterestedIn: ['Mirza', 'Qureshi'], dob: '1980-12-31', education: 'PhD', state: 'Delhi', city: 'New Delhi', ageRangePreference: 'Above 50', heightPreference: 'Any', locationPreference: '%Pra_desh\\' },
    },
    {
      name: 'a bride browsing with filters, 8 to a page',
      fields: { gender: 'female', casteInterestedIn: ['Syed', 'Ansari', 'Khan', 'Mirza'], dob: '1990-01-01', state: 'Kerala', city: 'Kochi', ageRangePreference: '31-35', educationPreference: 'Bachelors' },
      query: 'caste=Syed&caste=Mirza&ageMin=25&ageMax=45&education=Masters&education=PhD&education=Bachelors',
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
    };
    const params = new URLSearchParams(spec.query ?? 'limit=48');
    const castes = params.getAll('caste').length ? params.getAll('caste') : viewer.casteInterestedIn;
    const ageMin = params.get('ageMin');
    const ageMax = params.get('ageMax');
    const educations = params.getAll('education');
    const expected = all
      .filter(
        (m) =>
          m.id !== viewer.id && m.role === 'member' && m.status === 'Active' && !m.deleted && !m.deactivated && m.searchable && !m.invisibleMode &&
          m.profileVisibility === 'public' && m.gender === (viewer.gender === 'male' ? 'female' : 'male') && m.caste !== null &&
          viewer.casteInterestedIn.includes(m.caste) && castes.includes(m.caste) && !theirs.has(m.id) &&
          (ageMin === null || (m.dob !== null && (ageOn(m.dob, now) ?? -1) >= Number(ageMin))) &&
          (ageMax === null || (m.dob !== null && (ageOn(m.dob, now) ?? 999) <= Number(ageMax))) &&
          (educations.length === 0 || (m.education !== null && educations.includes(m.education))),
      )
      .map((m) => ({ id: m.id, score: matchScore(me, m, today), createdKey: m.createdKey }))
      .sort((a, b) => b.score - a.score || (a.createdKey < b.createdKey ? 1 : a.createdKey > b.createdKey ? -1 : 0) || (a.id < b.id ? 1 : -1));
    expect(expected.length).toBeGreaterThan(spec.query ? 20 : 300);

    const got: Array<{ id: string; score: number }> = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url = `/api/featured-profiles?${params}${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { profiles: Array<{ id: string; matchScore: number }>; nextCursor: string | null };
      got.push(...page.profiles.map((card) => ({ id: card.id, score: card.matchScore })));
      cursor = page.nextCursor;
      pages += 1;
      expect(pages).toBeLessThan(500);
    } while (cursor);

    // (a) Scores never rise, within a page or across pages.
    for (let i = 1; i < got.length; i += 1) expect(got[i]!.score, `position ${i}`).toBeLessThanOrEqual(got[i - 1]!.score);
    // (b) Nothing repeated, nothing skipped: the same members as the brute force, in its order, with its scores.
    expect(new Set(got.map((g) => g.id)).size).toBe(got.length);
    expect(got.map((g) => g.id)).toEqual(expected.map((e) => e.id));
    expect(got.map((g) => g.score)).toEqual(expected.map((e) => e.score));
    // The generated scores spread out: ties and differences both occur.
    expect(new Set(expected.map((e) => e.score)).size).toBeGreaterThan(3);
  });
});
