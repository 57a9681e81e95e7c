/**
 * `npm run bench`: throughput and latency of a running server (BENCH_URL, default http://localhost:5000) under
 * autocannon at CONNECTIONS (default 50) connections for DURATION_S (default 10) seconds per target, printed as one
 * table with each target's rate as a share of the same server's solo `/api/health` rate in the same run.
 *
 * Signed-in targets need DATABASE_URL (the server's PostgreSQL database, filled by `npm run seed:bulk`): the
 * benchmark signs in VIEWERS (default 1,000) distinct bench members by writing session rows straight into the
 * database (the cookie holds a random token, the table its SHA-256, as the server does), rotates them through
 * every request so that no per-viewer cache flatters a figure, and deletes those sessions at the end.
 * Only loopback addresses are allowed. With DATABASE_URL it ends with the duplicate-photo look-up at 1M photos
 * (`photo-hash.ts`; PHOTO_HASH=0 skips it).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { FIRST_LOAD_PAGES, firstLoad } from './first-load';
import { cpuPerRequest, cpuSnapshot, listeningPid } from './cpu-accounting';
import { exitUnlessLocal } from './bench-members';
import { SESSION_HINT_COOKIE } from '@sakinah/contract';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:5000';
const connections = Number(process.env.CONNECTIONS ?? process.env.CONCURRENCY ?? 50);
const durationS = Number(process.env.DURATION_S ?? 10);
const viewerCount = Number(process.env.VIEWERS ?? 1000);
/** Longest the preparation (each viewer's first page, to follow its cursor and open its listed members) may take. */
const prepS = Number(process.env.PREP_S ?? 60);
const databaseUrl = process.env.DATABASE_URL;
/** TARGETS=first,browser,filtered,later,self,view,daily,underload,newfilter: only these signed-in targets (default all; health solo always runs). */
const targets = new Set((process.env.TARGETS ?? 'first,browser,filtered,later,self,view,daily,underload,newfilter').split(',').map((t) => t.trim()));
const SESSION_COOKIE = 'sid';
/** What Chromium sends: every signed-in page a member's phone loads is asked for like this. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const SESSION_AGENT = 'sakinah-bench';
const BENCH_EMAILS = 'bulk%@bench.sakinah.local';

exitUnlessLocal(baseUrl);
const target = new URL(baseUrl);
for (const [name, value] of Object.entries({ CONNECTIONS: connections, DURATION_S: durationS, VIEWERS: viewerCount, PREP_S: prepS })) {
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number.`);
    process.exit(2);
  }
}

const health = await fetch(`${baseUrl}/api/health`).catch(() => null);
if (!health?.ok) {
  console.error(`No server answers at ${baseUrl}/api/health. Start one first (see docs/performance.md).`);
  process.exit(2);
}

interface Row {
  target: string;
  viewers: number | '';
  requests: number;
  failed: number;
  /** Non-2xx answers by status code, e.g. "429×12". */
  codes: string;
  rps: number;
  p50: number;
  p99: number;
  /** The goal of issue 16, as a share of solo health and a p99 bound. */
  goal: { share: number; p99?: number } | null;
  /** CPU ms per request: server / PostgreSQL / load generator (empty when two targets shared the window). */
  cpu: string;
  /** `/api/health` alone just before this target (req/s): its share's reference (solo health when absent). */
  reference?: number;
}

/** Reads the CPU of PostgreSQL's backends of the server's database (see cpu-accounting.ts); null without DATABASE_URL. */
let cpuDb: pg.Client | null = null;
if (databaseUrl) {
  cpuDb = new pg.Client({ connectionString: databaseUrl });
  await cpuDb.connect();
}
const serverPid = listeningPid(Number(target.port || 80));

/** Each request of a signed-in target: its path, the viewer's cookie and any other headers (a browser's Accept-Encoding). */
type NextRequest = () => { path: string; cookie: string; headers?: Record<string, string> };

/** One autocannon phase; `next` (when given) picks each request's path and cookie, rotating viewers. */
async function measure(
  label: string,
  path: string,
  next?: NextRequest,
  viewers: number | '' = '',
  accountCpu = true,
  ownThread = false,
  /** Send exactly this many requests instead of running for DURATION_S (a target whose requests each do a one-off piece of work). */
  amount?: number,
): Promise<Row> {
  const cpuBefore = accountCpu ? await cpuSnapshot(cpuDb, serverPid) : null;
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections,
    ...(amount ? { amount } : { duration: durationS }),
    ...(ownThread ? { workers: 1 } : {}),
    requests: next
      ? [
          {
            method: 'GET',
            setupRequest: (request) => {
              const { path: p, cookie, headers } = next();
              return { ...request, path: p, headers: { ...request.headers, ...headers, cookie } };
            },
          },
        ]
      : undefined,
  });
  return {
    target: label,
    viewers,
    requests: result.requests.total,
    failed: result.non2xx + result.errors,
    codes: Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, stat]) => `${code}×${stat.count ?? 0}`)
      .concat(result.errors ? [`errors×${result.errors}`] : [])
      .join(' '),
    rps: +(result['2xx'] / result.duration).toFixed(1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    goal: null,
    cpu: cpuBefore ? cpuPerRequest(cpuBefore, await cpuSnapshot(cpuDb, serverPid), result.requests.total) : '',
  };
}

const rows: Row[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
console.log(`Benchmark against ${baseUrl}: autocannon, ${connections} connections, ${durationS} s per target; ${os.cpus().length} cores, load average ${load()}`);
const soloHealth = await measure('GET /api/health (solo)', '/api/health');
rows.push(soloHealth);

/**
 * A target and its reference: `/api/health` alone just before it, then the target, so that each share compares
 * two rates of the same minute. This machine's speed drifts (solo health was seen at 4.6k and 8.2k req/s within
 * the same hour), and a share against one health figure taken minutes earlier moved with that drift.
 */
async function measureAgainstHealth(label: string, path: string, next: NextRequest, viewers: number): Promise<Row> {
  const reference = await measure('GET /api/health (reference)', '/api/health', undefined, '', false);
  await sleep(500);
  return { ...(await measure(label, path, next, viewers)), reference: reference.rps };
}

let db: pg.Client | null = null;
async function removeSessions() {
  if (!db) return;
  await db.query(`delete from sessions where user_agent = $1`, [SESSION_AGENT]);
  await db.end();
  db = null;
}
process.once('SIGINT', () => void removeSessions().finally(() => process.exit(130)));

interface BenchViewer {
  id: string;
  state: string | null;
  cookie: string;
  cursor: string | null;
  listed: string[];
  /** Her first page answered 200 in the preparation (a demo member awaiting review does not). */
  browses?: boolean;
}

/**
 * Bench members signed in by writing session rows straight into DATABASE_URL (as the server does: the cookie a
 * random token, the table its SHA-256): VIEWERS of them, fast, with no sign-in limits in the way.
 */
async function viewersFromDatabase(client: pg.Client): Promise<{ members: number; viewers: BenchViewer[] } | null> {
  await client.query(`delete from sessions where user_agent = $1`, [SESSION_AGENT]);
  const members = Number((await client.query(`select count(*)::int as n from users where role = 'member' and deleted_at is null`)).rows[0].n);
  // Bench members who may browse: Active, with a plan in force (every one `seed:bulk` makes). Ids are hashes: a spread sample.
  const picked = (
    await client.query(
      `select u.id, u.state from users u
       where u.email like $1 and u.status = 'Active' and u.deleted_at is null and u.deactivated_at is null and u.gender in ('male', 'female')
         and exists (select 1 from subscriptions s where s.user_id = u.id and s.is_active and s.starts_at <= now() and s.ends_at > now())
       order by u.id limit $2`,
      [BENCH_EMAILS, viewerCount],
    )
  ).rows as Array<{ id: string; state: string | null }>;
  if (picked.length === 0) return null;
  const tokens = picked.map(() => crypto.randomBytes(32).toString('base64url'));
  await client.query(
    `insert into sessions (user_id, token_hash, user_agent, ip, expires_at)
     select unnest($1::uuid[]), unnest($2::text[]), $3, '127.0.0.1', now() + interval '1 day'`,
    [picked.map((v) => v.id), tokens.map((token) => crypto.createHash('sha256').update(token).digest('hex')), SESSION_AGENT],
  );
  return { members, viewers: picked.map((v, i) => ({ id: v.id, state: v.state, cookie: `${SESSION_COOKIE}=${tokens[i]!}`, cursor: null, listed: [] })) };
}

/**
 * The embedded database's demo members (DEMO_VIEWERS=1, no DATABASE_URL: the server runs on PGlite, which no other
 * process can open), signed in through `/api/login` with the demo password; those who may browse take part.
 */
async function viewersFromDemo(): Promise<{ members: number; viewers: BenchViewer[] } | null> {
  const { buildDemoMembers, DEMO_PASSWORD } = await import('../../apps/server/src/seed/seed-data');
  const demo = buildDemoMembers(new Date());
  const viewers: BenchViewer[] = [];
  for (const member of demo) {
    const res = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: DEMO_PASSWORD }),
    }).catch(() => null);
    const sid = res?.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    const id = res?.ok ? ((await res.json()) as { user?: { id?: string } }).user?.id : undefined;
    if (id && sid) viewers.push({ id, state: member.state, cookie: sid.split(';')[0]!, cursor: null, listed: [] });
  }
  return viewers.length ? { members: demo.length, viewers } : null;
}

const demoMode = !databaseUrl && process.env.DEMO_VIEWERS === '1';
if (!databaseUrl && !demoMode) {
  console.log(
    "\n(Set DATABASE_URL to this server's database, filled by `npm run seed:bulk`, to measure the signed-in targets; " +
      'or DEMO_VIEWERS=1 against a server on the embedded database with its demo members.)',
  );
} else {
  if (databaseUrl) {
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }
  const found = db ? await viewersFromDatabase(db) : await viewersFromDemo();
  if (!found) {
    console.error(demoMode ? 'No demo member could sign in: is the server on the embedded database with its demo data?' : 'No bench members in DATABASE_URL: run `npm run seed:bulk` against it first.');
    await removeSessions();
    process.exit(2);
  }
  const { members } = found;
  let viewers = found.viewers;
  // As a browser sends them once signed in: the session and its hint (without the hint the server sets it again on
  // every answer, which no browser would make it do).
  const cookieOf = (v: BenchViewer) => `${v.cookie}; ${SESSION_HINT_COOKIE}=1`;
  const firstPage = '/api/featured-profiles';
  const filteredWith = (v: BenchViewer, ageMax: number) =>
    `${firstPage}?ageMin=22&ageMax=${ageMax}&maritalStatus=single&education=Bachelors&education=Masters${v.state ? `&state=${encodeURIComponent(v.state)}` : ''}`;
  const filtered = (v: BenchViewer) => filteredWith(v, 35);

  // Preparation (not measured): each viewer's first page, for its cursor and the members it lists, and her first
  // page with the sidebar's filters: the first browse of the day builds her main list, the first use of a filter
  // its own list (docs/matching.md, "The match lists"); the row "sidebar filters used for the first time" below
  // measures that build.
  const probe = await fetch(`${baseUrl}${firstPage}`, { headers: { cookie: cookieOf(viewers[0]!) } });
  if (probe.status === 401) {
    console.error('The server does not know the sessions written to DATABASE_URL: point DATABASE_URL at the database of the server at BENCH_URL.');
    await removeSessions();
    process.exit(2);
  }
  const prepDeadline = Date.now() + prepS * 1000;
  /** A viewer's page; busy (503: the listing gate's queue was full while lists were being built): ask again when told to. */
  const fetchUntilServed = async (path: string, v: BenchViewer) => {
    let res = await fetch(`${baseUrl}${path}`, { headers: { cookie: cookieOf(v) } }).catch(() => null);
    while (res?.status === 503 && Date.now() < prepDeadline) {
      await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
      res = await fetch(`${baseUrl}${path}`, { headers: { cookie: cookieOf(v) } }).catch(() => null);
    }
    return res;
  };
  let prepIndex = 0;
  const prepStarted = Date.now();
  await Promise.all(
    Array.from({ length: Math.min(connections, 16) }, async () => {
      while (Date.now() < prepDeadline && prepIndex < viewers.length) {
        const v = viewers[prepIndex++]!;
        const res = await fetchUntilServed(firstPage, v);
        if (!res?.ok) continue;
        v.browses = true;
        const body = (await res.json()) as { profiles?: Array<{ id: string }>; nextCursor?: string | null };
        v.cursor = body.nextCursor ?? null;
        v.listed = (body.profiles ?? []).map((p) => p.id);
        await fetchUntilServed(filtered(v), v);
      }
    }),
  );
  // Only members who may browse take part (every bench member may; a demo member awaiting review may not).
  if (demoMode) viewers = viewers.filter((v) => v.browses);
  // A listed member with a private account answers "private profile" (403) by design: open the public ones.
  const everyListed = [...new Set(viewers.flatMap((v) => v.listed))];
  if (db) {
    const open = new Set(
      (await db.query(`select id from users where id = any($1::uuid[]) and account_privacy = 'public'`, [everyListed])).rows.map((r: { id: string }) => r.id),
    );
    for (const v of viewers) v.listed = v.listed.filter((id) => open.has(id));
  } else {
    // The demo is small: ask each viewer's listed profiles once and keep those that open.
    for (const v of viewers) {
      const opens = await Promise.all(v.listed.map(async (id) => (await fetch(`${baseUrl}/api/user/${id}`, { headers: { cookie: v.cookie } }).catch(() => null))?.ok));
      v.listed = v.listed.filter((_id, i) => opens[i]);
    }
  }
  const withCursor = viewers.filter((v) => v.cursor);
  const withListed = viewers.filter((v) => v.listed.length > 0);
  console.log(
    `${members.toLocaleString('en')} members; ${viewers.length} signed-in viewers; first pages of ${Math.min(prepIndex, viewers.length)} read in ` +
      `${((Date.now() - prepStarted) / 1000).toFixed(1)} s: ${withCursor.length} have a later page, ${withListed.length} list someone.`,
  );

  /** Round-robin over a list of viewers, so consecutive requests come from different members. */
  const rotate = <T>(list: T[], pathOf: (item: T, turn: number) => string, cookie: (item: T) => string) => {
    let turn = 0;
    return () => {
      const item = list[turn % list.length]!;
      const round = Math.floor(turn / list.length);
      turn += 1;
      return { path: pathOf(item, round), cookie: cookie(item) };
    };
  };
  // Issue 16: on PostgreSQL 25 % of health with p99 ≤ 100 ms; the embedded PGlite (one query at a time) at least 10 %.
  const listingGoal = demoMode ? { share: 0.1 } : { share: 0.25, p99: 100 };
  /** Between targets: wait (up to 2 minutes) until the server's database is idle, so no backlog leaks into the next target. */
  const pause = async () => {
    for (let waited = 0; db && waited < 120_000; waited += 500) {
      const busy = await db!.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`);
      if (busy.rows[0].n === 0) break;
      await sleep(500);
    }
    await sleep(1000);
  };
  if (targets.has('first')) {
    await pause();
    rows.push({ ...(await measureAgainstHealth('featured profiles, first page, no filters', firstPage, rotate(viewers, () => firstPage, cookieOf), viewers.length)), goal: listingGoal });
  }
  // The same page as a phone's browser asks for it: it takes brotli, so the answer is compressed as members get it
  // (a reference beside the goal's rows, which are measured without compression as health is).
  if (targets.has('browser')) {
    await pause();
    const asBrowser = rotate(viewers, () => firstPage, cookieOf);
    const browserNext = () => ({ ...asBrowser(), headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
    rows.push(await measureAgainstHealth('featured profiles, first page, as a browser asks (brotli)', firstPage, browserNext, viewers.length));
  }
  if (targets.has('filtered')) {
    await pause();
    rows.push({ ...(await measureAgainstHealth('featured profiles, first page, sidebar filters', firstPage, rotate(viewers, filtered, cookieOf), viewers.length)), goal: listingGoal });
  }
  if (withCursor.length && targets.has('later')) {
    await pause();
    const later = rotate(withCursor, (v) => `${firstPage}?cursor=${v.cursor!}`, cookieOf);
    rows.push({ ...(await measureAgainstHealth('featured profiles, later page (keyset cursor)', firstPage, later, withCursor.length)), goal: listingGoal });
  }
  // A reference, not a goal: the member's own record (GET /api/get-user: the session, her row, her plan), about the least
  // any signed-in request can do; a listing page does this and more (docs/performance.md, "The floor of a signed-in request").
  if (targets.has('self')) {
    await pause();
    rows.push(await measureAgainstHealth('own record GET /api/get-user (reference: a signed-in request)', '/api/health', rotate(viewers, () => '/api/get-user', cookieOf), viewers.length));
  }
  // EXTRA_PATHS=/api/a,/api/b: more signed-in GETs, measured like the own record (references, no goal). `{id}` is the viewer's id.
  for (const extra of (process.env.EXTRA_PATHS ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    await pause();
    rows.push(await measureAgainstHealth(`GET ${extra} (reference)`, '/api/health', rotate(viewers, (v) => extra.replace('{id}', v.id), cookieOf), viewers.length));
  }
  if (withListed.length && targets.has('view')) {
    await pause();
    const view = rotate(withListed, (v, round) => `/api/user/${v.listed[round % v.listed.length]!}`, cookieOf);
    rows.push({ ...(await measureAgainstHealth('profile view GET /api/user/{id} (listed members)', '/api/health', view, withListed.length)), goal: listingGoal });
  }
  // Each viewer's first read of today's suggestions (her plan has them): it picks the day's from her stored list and
  // stores them. Her earlier suggestions are removed first, so that every request is a first read; one per viewer.
  if (db && targets.has('daily')) {
    await pause();
    await db.query(`delete from daily_suggestions where user_id = any($1::uuid[])`, [viewers.map((v) => v.id)]);
    const reference = await measure('GET /api/health (reference)', '/api/health', undefined, '', false);
    await sleep(500);
    const firstReads = rotate(viewers, () => '/api/daily-suggestions', cookieOf);
    const row = await measure('daily suggestions, first read of the day (each request picks and stores one member\'s day)', '/api/health', firstReads, viewers.length, true, false, viewers.length);
    rows.push({ ...row, reference: reference.rps });
  }
  // The health check under listing load: both at full connections at once, in the same window.
  if (targets.has('underload')) {
    await pause();
    const reference = await measure('GET /api/health (reference)', '/api/health', undefined, '', false);
    await sleep(500);
    const [listingUnderLoad, healthUnderLoad] = await Promise.all([
      measure('  featured profiles, first page (beside the health load)', firstPage, rotate(viewers, () => firstPage, cookieOf), viewers.length, false),
      // On a thread of its own: the two loads do not share one event loop of the load generator.
      measure('GET /api/health during the listing load', '/api/health', undefined, '', false, true),
    ]);
    rows.push({ ...healthUnderLoad, goal: { share: 0.5 }, reference: reference.rps }, { ...listingUnderLoad, reference: reference.rps });
  }
  // Last, as its writes leave work behind (autovacuum of the lists): every request a filter its viewer has not used
  // today (another upper age in each round), so each builds her list for it.
  if (targets.has('newfilter')) {
    await pause();
    const newFilter = rotate(viewers, (v, round) => filteredWith(v, 36 + (round % 14)), cookieOf);
    rows.push(await measureAgainstHealth('featured profiles, sidebar filters used for the first time (each builds her list for them)', firstPage, newFilter, viewers.length));
  }
  await removeSessions();
}

const fmt = (n: number) => n.toLocaleString('en', { maximumFractionDigits: 1 });
const shareOf = (row: Row) => row.rps / (row.reference ?? soloHealth.rps);
const verdict = (row: Row) => {
  if (!row.goal) return '';
  const share = shareOf(row);
  const ok = share >= row.goal.share && (row.goal.p99 === undefined || row.p99 <= row.goal.p99) && row.failed === 0;
  return `${ok ? 'met' : 'NOT met'} (≥ ${row.goal.share * 100} %${row.goal.p99 ? `, p99 ≤ ${row.goal.p99} ms` : ''})`;
};
console.log(`\nLoad average at the end: ${load()} (other work on this machine skews every figure).`);
console.log(`\nEach share is against /api/health alone measured just before that target (its req/s in the column "health before").`);
console.log(`\n| target | viewers | requests | failed | req/s | p50 ms | p99 ms | health before, req/s | of health | goal | CPU ms per request: server / PostgreSQL / load generator |`);
console.log(`|---|---|---|---|---|---|---|---|---|---|---|`);
for (const row of rows) {
  const share = `${(shareOf(row) * 100).toFixed(shareOf(row) < 0.1 ? 2 : 1)} %`;
  const reference = row === soloHealth ? '' : fmt(row.reference ?? soloHealth.rps);
  console.log(`| ${row.target} | ${row.viewers} | ${fmt(row.requests)} | ${fmt(row.failed)}${row.codes ? ` (${row.codes})` : ''} | ${fmt(row.rps)} | ${row.p50} | ${row.p99} | ${reference} | ${share} | ${verdict(row)} | ${row.cpu} |`);
}
await cpuDb?.end();
if (databaseUrl && !serverPid) console.log('(The server\'s process was not found from its port: its CPU column reads 0.)');

const home = await fetch(`${baseUrl}/`).catch(() => null);
if (home?.ok && (home.headers.get('content-type') ?? '').includes('text/html')) {
  console.log('\nFirst load of public pages (HTML + linked styles and scripts + their static imports, gzipped; goal ≤ 100 KiB):');
  console.table(await Promise.all(FIRST_LOAD_PAGES.map((page) => firstLoad(baseUrl, page))));
}

// The duplicate-photo look-up at 1M photos (issue 19), in a throwaway schema of the same database; PHOTO_HASH=0 skips it.
if (databaseUrl && process.env.PHOTO_HASH !== '0') {
  const { spawnSync } = await import('node:child_process');
  console.log('\nDuplicate-photo look-up (npm run bench:photo-hash; PHOTOS, MEMBERS, LOOKUPS):');
  spawnSync(process.execPath, [...process.execArgv, new URL('./photo-hash.ts', import.meta.url).pathname], { stdio: 'inherit', env: process.env });
}

// The notification delivery engine (issue 42): 10,000 pushes to a local push service, and the p99 of sending a message
// with and without delivery running, in a throwaway database beside DATABASE_URL's; PUSH_FANOUT=0 skips it.
if (databaseUrl && process.env.PUSH_FANOUT !== '0') {
  const { spawnSync } = await import('node:child_process');
  console.log('\nPush fan-out (npm run bench:push-fanout; NOTIFICATIONS, DEVICES, SENDS):');
  spawnSync(process.execPath, [...process.execArgv, new URL('./push-fanout.ts', import.meta.url).pathname], { stdio: 'inherit', env: process.env });
}
