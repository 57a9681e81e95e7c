import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, givePlan, signIn } from '../../test/factories';
import { updateUserFields } from '../../core/member/users.repo';
import { CandidateIndex } from './candidate-index';
import { readBuildViewer } from './candidate-index.repo';
import { rankCandidates, type RankingRequest } from './candidate-ranking';
import { candidateIndexOf } from './discovery.service';

/**
 * The candidate columns a build scores from (candidate-index.ts): brought up to date before each build from the
 * lists' log, new rows and rows not seen yet, read again after a bulk load or a long pause, and set aside (the build
 * scores in SQL) when the database does not answer. The ranking test holds their lists to brute force.
 */
let t: TestApp;
const onPostgres = process.env.TEST_DB === 'postgres';
const FIT = { education: 'Masters', height: "5'2", state: 'Kerala' } as const;

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 30; i += 1) await buildMember(t.database.db, { status: 'Active', gender: 'female', caste: 'Syed', dob: '1996-01-01' });
  await candidateIndexOf(t.app.ctx).load(t.database.db);
}, 60_000);
afterAll(async () => t.close());

const buildsFromColumns = async (app: FastifyInstance = t.app) => Number((await app.ctx.metrics.matchListBuildsFromColumns.get()).values[0]?.value ?? 0);

/** A new groom's first browse (a build): the ids of his first page, and whether his list came from the columns. */
async function firstBrowse(app: FastifyInstance = t.app): Promise<{ ids: string[]; fromColumns: boolean }> {
  const viewer = await buildMember(t.database.db, {
    status: 'Active', gender: 'male', casteInterestedIn: ['Syed'], dob: '1992-02-02', educationPreference: 'Masters', heightPreference: "5'2", locationPreference: 'Kerala',
  });
  await givePlan(t.database.db, viewer.id);
  const cookie = await signIn(app, viewer.email);
  const before = await buildsFromColumns(app);
  const res = await app.inject({ method: 'GET', url: '/api/featured-profiles?limit=5', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return { ids: (res.json() as { profiles: Array<{ id: string }> }).profiles.map((p) => p.id), fromColumns: (await buildsFromColumns(app)) > before };
}

/** A new groom's ranking request over the Syed brides (the columns' rankings in the tests below). */
async function groomsRequest(): Promise<RankingRequest> {
  const groom = await buildMember(t.database.db, { status: 'Active', gender: 'male', casteInterestedIn: ['Syed'], dob: '1992-02-02' });
  const me = (await readBuildViewer(t.database.db, groom.id))!;
  return { viewer: me.row, candidateGender: 'female', castes: ['Syed'], filters: null, today: '2026-11-30', currentDate: me.currentDate, size: 1000 };
}

describe('builds from the candidate columns', () => {
  it('see a change committed just before the build (a profile edit, logged)', async () => {
    const first = (await t.database.db.execute(sql`select id from users where gender = 'female' order by list_number limit 1`)) as unknown as { rows: Array<{ id: string }> };
    const id = first.rows[0]!.id;
    await updateUserFields(t.database.db, id, FIT);
    const browse = await firstBrowse();
    expect(browse.fromColumns).toBe(true);
    expect(browse.ids[0]).toBe(id);
  });

  it('take a member written after the load without a log row (a new list number)', async () => {
    const newcomer = await buildMember(t.database.db, { status: 'Active', gender: 'female', caste: 'Syed', dob: '1996-01-01', ...FIT });
    const browse = await firstBrowse();
    expect(browse.fromColumns).toBe(true);
    // Of the two perfect fits, the newer comes first.
    expect(browse.ids[0]).toBe(newcomer.id);
  });

  it('take back a member who was hidden when they loaded, once she is listed again', async () => {
    const hidden = await buildMember(t.database.db, { status: 'Active', gender: 'female', caste: 'Syed', dob: '1996-01-01', invisibleMode: true, ...FIT });
    // Loaded again while she is invisible: the columns leave her out.
    candidateIndexOf(t.app.ctx).forget();
    await candidateIndexOf(t.app.ctx).load(t.database.db);
    expect((await firstBrowse()).ids).not.toContain(hidden.id);
    await updateUserFields(t.database.db, hidden.id, { invisibleMode: false });
    const browse = await firstBrowse();
    expect(browse.fromColumns).toBe(true);
    expect(browse.ids[0]).toBe(hidden.id);
  });
});

describe('two instances on one database', () => {
  it('each builds from its own columns and sees a change written through the other; one stopped mid-build leaves the other exact', async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    await other.ready();
    try {
      await candidateIndexOf(other.ctx).load(t.database.db);
      const someone = await buildMember(t.database.db, { status: 'Active', gender: 'female', caste: 'Syed', dob: '1996-01-01' });
      // Loaded by both; then made a perfect fit by a write as the first instance makes it.
      await firstBrowse(t.app);
      await updateUserFields(t.database.db, someone.id, { ...FIT, dob: '1996-06-06' });
      const onOther = await firstBrowse(other);
      expect(onOther.fromColumns).toBe(true);
      expect(onOther.ids[0]).toBe(someone.id);
      // The first instance stops while a build is in flight: it answers or refuses, never a half-written list.
      const viewer = await buildMember(t.database.db, { status: 'Active', gender: 'male', casteInterestedIn: ['Syed'], dob: '1992-02-02', educationPreference: 'Masters', heightPreference: "5'2", locationPreference: 'Kerala' });
      await givePlan(t.database.db, viewer.id);
      const cookie = await signIn(other, viewer.email);
      const inFlight = other.inject({ method: 'GET', url: '/api/featured-profiles?limit=5', headers: { cookie } });
      const closing = other.close();
      const res = await inFlight;
      await closing;
      expect([200, 503]).toContain(res.statusCode);
      const page = await t.app.inject({ method: 'GET', url: '/api/featured-profiles?limit=5', headers: { cookie } });
      expect(page.statusCode, page.body).toBe(200);
      expect((page.json() as { profiles: Array<{ id: string }> }).profiles[0]!.id).toBe(someone.id);
    } finally {
      await other.close();
    }
  });
});

describe('the columns themselves', () => {
  it('are read again after a bulk write of more new members than a catch-up takes, builds scoring in SQL meanwhile', async () => {
    const index = new CandidateIndex({ newRowsInCatchUp: 3 });
    await index.load(t.database.db);
    const before = index.size.members;
    for (let i = 0; i < 5; i += 1) await buildMember(t.database.db, { status: 'Active', gender: 'female', caste: 'Khan' });
    expect(await index.forBuild(t.database.db, t.database.db)).toBeNull();
    await index.load(t.database.db);
    expect(index.size.members).toBe(before + 5);
    expect(await index.forBuild(t.database.db, t.database.db)).not.toBeNull();
  });

  it('are set aside when the database does not answer a catch-up, and read again after a long pause', async () => {
    let now = 0;
    const index = new CandidateIndex({ clock: () => now });
    await index.load(t.database.db);
    const failing = { execute: () => Promise.reject(new Error('connection terminated')) } as unknown as Database;
    // The build scores in SQL; the columns stay for the next.
    expect(await index.forBuild(failing, t.database.db)).toBeNull();
    expect(await index.forBuild(t.database.db, t.database.db)).not.toBeNull();
    // Five minutes without a catch-up: the log may have been pruned past them, so they are loaded again.
    now += 6 * 60_000;
    expect(await index.forBuild(t.database.db, t.database.db)).toBeNull();
    expect(index.loaded).toBe(false);
  });

  it('that fail to load leave builds to SQL, and load again on a build after a while', async () => {
    let now = 0;
    const index = new CandidateIndex({ clock: () => now });
    const failing = { execute: () => Promise.reject(new Error('the database system is starting up')) } as unknown as Database;
    await expect(index.load(failing)).rejects.toThrow();
    expect(index.loaded).toBe(false);
    // Within the retry pause a build starts no load; after it, one does.
    expect(await index.forBuild(t.database.db, t.database.db)).toBeNull();
    expect(index.loaded).toBe(false);
    now += 60_000;
    expect(await index.forBuild(t.database.db, t.database.db)).toBeNull();
    await index.load(t.database.db);
    expect(await index.forBuild(t.database.db, t.database.db)).not.toBeNull();
  });

  it('catch up on their own while no one builds, and stop when closed', async () => {
    const index = new CandidateIndex({ keepCurrentMs: 50 });
    const hidden = await buildMember(t.database.db, { status: 'Active', gender: 'female', caste: 'Rizvi', invisibleMode: true });
    await index.load(t.database.db);
    const before = index.size.members;
    await updateUserFields(t.database.db, hidden.id, { invisibleMode: false });
    await expect.poll(() => index.size.members, { timeout: 5000 }).toBe(before + 1);
    index.close();
    expect(index.loaded).toBe(false);
    expect(await index.forBuild(t.database.db, t.database.db)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(index.loaded).toBe(false);
  });

  it('rank in slices between turns of the event loop, and a catch-up waits for a ranking in progress', async () => {
    // Each turn is held by the test until released: the ranking is paused after its first slice of two candidates.
    const turns: Array<() => void> = [];
    let turnsTaken = 0;
    const index = new CandidateIndex({ scanSlice: 2, turn: () => new Promise<void>((resolve) => { turnsTaken += 1; turns.push(resolve); }) });
    await index.load(t.database.db);
    const request = await groomsRequest();
    const ready = (await index.forBuild(t.database.db, t.database.db))!;
    const expected = rankCandidates(ready.columns, request);
    expect(expected.numbers.length).toBeGreaterThan(4);
    const ranking = ready.rank(request);
    await expect.poll(() => turns.length).toBe(1);
    // The first member of the bucket, already scanned, leaves it: its last member would be moved into her place.
    const first = ready.columns.bucket(1, 'Syed')!.numbers[0]!;
    const leaving = (await t.database.db.execute(sql`select id from users where list_number = ${first}`)) as unknown as { rows: Array<{ id: string }> };
    await updateUserFields(t.database.db, leaving.rows[0]!.id, { caste: 'Khan' });
    let caughtUp = false;
    const catchUp = index.forBuild(t.database.db, t.database.db).then((next) => {
      caughtUp = true;
      return next;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(caughtUp).toBe(false);
    // Released, the ranking takes no more turns (a catch-up waits for it) and ends as it began: every candidate
    // once, as the columns stood.
    turns.shift()!();
    expect(await ranking).toEqual(expected);
    expect(turnsTaken).toBe(1);
    // Without a catch-up waiting, a ranking takes a turn after every slice.
    await catchUp;
    turnsTaken = 0;
    const alone = ready.rank(request);
    while (!(await Promise.race([alone.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 5))]))) turns.shift()?.();
    expect(turnsTaken).toBeGreaterThan(2);
    const next = (await catchUp)!;
    expect(next).not.toBeNull();
    expect(next.columns.numbersOf(1, 'Syed')).not.toContain(first);
    expect(next.columns.numbersOf(1, 'Khan')).toContain(first);
    index.close();
  });

  it('fail only the catch-up when the database goes while a ranking is paused, and a flood of builds shares two catch-ups', async () => {
    const turns: Array<() => void> = [];
    let held = true;
    const index = new CandidateIndex({ scanSlice: 2, turn: () => (held ? new Promise<void>((resolve) => turns.push(resolve)) : new Promise<void>((resolve) => setImmediate(resolve))) });
    await index.load(t.database.db);
    const request = await groomsRequest();
    const ready = (await index.forBuild(t.database.db, t.database.db))!;
    const expected = rankCandidates(ready.columns, request);
    const ranking = ready.rank(request);
    await expect.poll(() => turns.length).toBe(1);
    // The database restarts while the ranking waits for its turn: the catch-up fails at once (its build scores in
    // SQL) and leaves no waiter behind, so the ranking goes on taking its turns and ends exact.
    const gone = { execute: () => Promise.reject(new Error('terminating connection due to administrator command')) } as unknown as Database;
    expect(await index.forBuild(gone, t.database.db)).toBeNull();
    held = false;
    for (const release of turns.splice(0)) release();
    expect(await ranking).toEqual(expected);
    expect(index.loaded).toBe(true);
    // Back, a flood: fifty builds asked at once share a catch-up and the one after it, each ranking exact.
    let reads = 0;
    const counted = new Proxy(t.database.db, {
      get: (target, key, receiver) =>
        key === 'execute' ? (...args: Parameters<Database['execute']>) => ((reads += 1), target.execute(...args)) : Reflect.get(target, key, receiver),
    });
    const builds = await Promise.all(Array.from({ length: 50 }, () => index.forBuild(counted, t.database.db)));
    expect(builds.every((build) => build !== null)).toBe(true);
    expect(reads).toBeLessThanOrEqual(2);
    const rankings = await Promise.all(builds.map((build) => build!.rank(request)));
    for (const ranked of rankings) expect(ranked).toEqual(expected);
    index.close();
  });

  it.runIf(onPostgres)('find a member whose insert took its number before a later one but committed after it (PostgreSQL)', async () => {
    const index = new CandidateIndex();
    await index.load(t.database.db);
    const before = index.size.members;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let slowId = '';
    // The slow insert takes its list number first and commits last.
    const slow = t.database.db.transaction(async (tx) => {
      slowId = (await buildMember(tx, { status: 'Active', gender: 'female', caste: 'Mirza' })).id;
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await buildMember(t.database.db, { status: 'Active', gender: 'female', caste: 'Mirza' });
    await index.forBuild(t.database.db, t.database.db);
    expect(index.size.members).toBe(before + 1);
    release();
    await slow;
    expect(slowId).not.toBe('');
    await index.forBuild(t.database.db, t.database.db);
    expect(index.size.members).toBe(before + 2);
  });
});
