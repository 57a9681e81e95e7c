import { describe, expect, it } from 'vitest';
import { CandidateColumns, MAX_SET_VALUES, dayNumber, microsecondsOf, microsecondsText, mustInches, parseWishes, type CandidateRow } from './candidate-columns';
import { firstInOrder, rankCandidates, rankCandidatesInSlices, uuidOf, yearsBefore } from './candidate-ranking';

const row = (n: number, fields: Partial<CandidateRow> = {}): CandidateRow => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  list_number: n,
  created_at: '2026-01-01T00:00:00.000000Z',
  gender: 'female',
  caste: 'Syed',
  listed: true,
  dob: '1995-05-05',
  height: null, education: null, occupation: null, state: null, city: null, marital_status: null,
  age_range_preference: null, height_preference: null, education_preference: null, occupation_preference: null, location_preference: null,
  sect: null, school: null, community: null, prayer: null, islamic_education: null, mother_tongue: null,
  partner_preferences: '{}',
  ...fields,
});

const viewer = (fields: Partial<CandidateRow> = {}) => row(999_999, { gender: 'male', ...fields });

const rank = (columns: CandidateColumns, fields: Partial<CandidateRow> = {}, size = 10) =>
  rankCandidates(columns, { viewer: viewer(fields), candidateGender: 'female', castes: ['Syed'], filters: null, today: '2026-11-30', currentDate: '2026-11-30', size });

describe('candidate columns', () => {
  it('code dates, instants and heights as the SQL compares them', () => {
    expect(dayNumber('1996-02-29')).toBe(19960229);
    expect(dayNumber(null)).toBe(0);
    // PostgreSQL's date - interval 'n years': 29 February falls on the 28th.
    expect(yearsBefore(20280229, 1)).toBe(20270228);
    expect(yearsBefore(20261130, 30)).toBe(19961130);
    for (const text of ['2026-11-30T10:20:30.000001Z', '1999-12-31T23:59:59.999999Z', '2026-01-01T00:00:00.000000Z']) {
      expect(microsecondsText(microsecondsOf(text))).toBe(text);
    }
    expect(mustInches("5'4")).toBe(64);
    expect(mustInches("5'11")).toBe(71);
    expect(mustInches('160 cm')).toBe(0);
  });

  it('read wishes as the jsonb operators do: a missing bound, a must as text, values that are not text', () => {
    const wishes = parseWishes(JSON.stringify({ sect: { values: ['sunni', 5], must: 'true' }, age: { from: 25, must: true }, height: { from: 60, to: 70, must: false } }));
    expect(wishes.sets.sect).toEqual({ values: ['sunni'], must: true });
    expect(wishes.age).toEqual({ from: 25, to: null, must: true });
    expect(wishes.height?.must).toBe(false);
    expect(parseWishes(null)).toEqual({ sets: {}, age: null, height: null });
  });

  it('keep candidates in buckets by gender and caste, and move them when they change', () => {
    const columns = new CandidateColumns();
    columns.put(row(1));
    columns.put(row(2));
    columns.put(row(3, { caste: 'Khan' }));
    expect(columns.numbersOf(1, 'Syed')).toEqual([1, 2]);
    columns.put(row(1, { caste: 'Khan' }));
    expect(columns.numbersOf(1, 'Syed')).toEqual([2]);
    expect(columns.numbersOf(1, 'Khan')).toEqual([1, 3]);
    // No longer listed (suspended, deleted, hidden when read): no longer a candidate.
    columns.put(row(2, { listed: false }));
    expect(columns.numbersOf(1, 'Syed')).toEqual([]);
    expect(columns.members).toBe(2);
    expect(uuidOf(columns, 3)).toBe(row(3).id);
    // Numbers beyond the first arrays grow them.
    columns.put(row(5000));
    expect(columns.numbersOf(1, 'Syed')).toEqual([5000]);
    expect(columns.bytes).toBeGreaterThan(0);
  });

  it('rank by score, then the newer, then the greater id, and cut at the size with the last as the boundary', () => {
    const columns = new CandidateColumns();
    columns.put(row(1, { education: 'Masters' }));
    columns.put(row(2, { education: 'Masters', created_at: '2026-01-02T00:00:00.000000Z' }));
    columns.put(row(3));
    columns.put(row(4));
    const ranked = rank(columns, { education_preference: 'Masters' }, 3);
    expect(ranked.numbers).toEqual([2, 1, 4]);
    expect(ranked.scores).toEqual([2, 2, 0]);
    expect(ranked.boundary).toEqual({ score: 0, createdAt: '2026-01-01T00:00:00.000000Z', id: row(4).id });
    // Fewer candidates than the size: the list holds them all and has no boundary.
    expect(rank(columns, {}, 10).boundary).toBeNull();
  });

  it('apply musts both ways', () => {
    const columns = new CandidateColumns();
    columns.put(row(1, { sect: 'sunni' }));
    columns.put(row(2, { sect: 'shia' }));
    columns.put(row(3, { sect: 'sunni', partner_preferences: JSON.stringify({ prayer: { values: ['always'], must: true } }) }));
    columns.put(row(4, { sect: 'sunni', partner_preferences: JSON.stringify({ age: { from: 40, to: 50, must: true } }) }));
    const musts = { partner_preferences: JSON.stringify({ sect: { values: ['sunni'], must: true } }), dob: '1990-01-01' };
    // Hers: a sunni; theirs: prayer always (she states none), an age of 40 to 50 (she is 36).
    expect(rank(columns, musts).numbers).toEqual([1]);
    expect(rank(columns, { ...musts, prayer: 'always' }).numbers.sort()).toEqual([1, 3]);
  });

  it("keep only the candidates a filtered list's filters keep", () => {
    const columns = new CandidateColumns();
    columns.put(row(1, { state: 'Kerala', city: 'Kochi', marital_status: 'single', height: "5'2", occupation: 'Doctor', dob: '1996-01-01' }));
    columns.put(row(2, { state: 'Kerala', city: 'Kochi', marital_status: 'divorced', height: "5'2", occupation: 'Doctor', dob: '1996-01-01' }));
    columns.put(row(3, { state: 'Delhi', city: 'Kochi', marital_status: 'single', height: "5'2", occupation: 'Doctor', dob: '1996-01-01' }));
    columns.put(row(4, { state: 'Kerala', city: 'Kozhikode', marital_status: 'single', height: "5'2", occupation: 'Doctor', dob: '1996-01-01' }));
    columns.put(row(5, { state: 'Kerala', city: 'Kochi', marital_status: 'single', height: "6'0", occupation: 'Doctor', dob: '1996-01-01' }));
    columns.put(row(6, { state: 'Kerala', city: 'Kochi', marital_status: 'single', height: "5'2", occupation: 'Teacher', dob: '1996-01-01' }));
    columns.put(row(7, { state: 'Kerala', city: 'Kochi', marital_status: 'single', height: "5'2", occupation: 'Doctor', dob: '1985-01-01' }));
    columns.put(row(8, { state: 'Kerala', city: 'Kochi', marital_status: 'single', height: "5'2", occupation: 'Doctor', dob: null }));
    const filters = {
      dobFrom: '1990-01-01', dobTo: '2000-01-01', maritalStatus: ['single'], education: [], occupation: ['Doctor'], height: ["5'2"], state: 'Kerala', city: 'Kochi',
    };
    const ranked = rankCandidates(columns, { viewer: viewer(), candidateGender: 'female', castes: ['Syed'], filters, today: '2026-11-30', currentDate: '2026-11-30', size: 10 });
    expect(ranked.numbers).toEqual([1]);
    // A state no member holds keeps no one.
    expect(rankCandidates(columns, { viewer: viewer(), candidateGender: 'female', castes: ['Syed'], filters: { ...filters, state: 'Goa' }, today: '2026-11-30', currentDate: '2026-11-30', size: 10 }).numbers).toEqual([]);
  });

  it('rank in slices across castes as in one go, taking a turn between slices', async () => {
    const columns = new CandidateColumns();
    const castes = ['Syed', 'Khan', 'Ansari'];
    for (let n = 1; n <= 40; n += 1) {
      columns.put(row(n, { caste: castes[n % 3]!, education: n % 4 === 0 ? 'Masters' : 'Bachelors', created_at: `2026-01-${String(1 + (n % 28)).padStart(2, '0')}T00:00:00.000000Z` }));
    }
    const request = { viewer: viewer({ education_preference: 'Masters' }), candidateGender: 'female' as const, castes, filters: null, today: '2026-11-30', currentDate: '2026-11-30', size: 25 };
    const whole = rankCandidates(columns, request);
    let turns = 0;
    const sliced = await rankCandidatesInSlices(columns, request, async () => void (turns += 1), 7);
    expect(sliced).toEqual(whole);
    expect(whole.numbers).toHaveLength(25);
    // 40 candidates, 7 a slice: five turns between six slices, whatever the buckets' edges.
    expect(turns).toBe(5);
  });

  it('take the first of a large group in order without sorting it whole', () => {
    const items = Array.from({ length: 5000 }, (_, i) => (i * 7919) % 5003);
    const order = (a: number, b: number) => (a % 97) - (b % 97) || b - a;
    const sorted = [...items].sort(order);
    for (const count of [0, 1, 2, 240, 4999, 5000, 6000]) expect(firstInOrder([...items], count, order)).toEqual(sorted.slice(0, count));
  });

  it('refuse to serve a set field with more values than its masks hold', () => {
    const columns = new CandidateColumns();
    for (let n = 1; n <= MAX_SET_VALUES + 1; n += 1) columns.put(row(n, { community: `community-${n}` }));
    expect(columns.overflowed).toBe(true);
  });
});
