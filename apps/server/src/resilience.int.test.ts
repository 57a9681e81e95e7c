import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { io as connectClient, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { MSG, type ClientToServerEvents, type ServerToClientEvents } from '@sakinah/contract';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { isServiceUnavailableError } from './plugins/service-unavailable';
import { DEFAULT_PASSWORD, MATCH, buildMember, connect, cookieFrom, givePlan, signIn } from './test/factories';
import { openTestDatabase } from './test/test-database';
import {
  findPostgresBinaries, findRedisServer, httpRequest, sleep, startServerProcess, startThrowawayPostgres, startThrowawayRedis,
  type HttpResult, type ServerProcess, type ThrowawayPostgres, type ThrowawayRedis,
} from './test/throwaway-services';

/**
 * Production realities (DESIGN.md): PostgreSQL or Redis may restart at any moment and the server
 * may be killed. The real server runs as a child process on a throwaway PostgreSQL cluster and
 * Redis; writes flow while they are stopped, restarted and killed. The process must live, answer
 * 503 with Retry-After meanwhile (never 500, never a dropped connection), recover by itself within
 * a second, and lose no write it acknowledged.
 *
 * It brings its own PostgreSQL, so it runs once: in the PGlite project, not again in server-int-pg.
 */
const runsInThisProject = process.env.TEST_DB !== 'postgres';
const postgresBinaries = findPostgresBinaries();
const redisBinary = findRedisServer();
if (runsInThisProject && !postgresBinaries) {
  console.warn('resilience.int.test.ts: PostgreSQL fault tests SKIPPED: initdb/pg_ctl not found (install the PostgreSQL 15 server binaries).');
}
if (runsInThisProject && !redisBinary) {
  console.warn('resilience.int.test.ts: Redis fault tests SKIPPED: redis-server not found.');
}

/** How soon after a dependency is back requests must succeed again. */
const RECOVERY_BUDGET_MS = 1000;
/** A request during an outage must still be answered (503) quickly, never hang. */
const ANSWER_BUDGET_MS = 3000;

const runTag = crypto.randomBytes(3).toString('hex');
let sequence = 0;
const nextSequence = () => (sequence += 1);
/** Every request from its own address (TRUST_PROXY=1), so per-address limits stay out of the way. */
const forwardedFor = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

type WriteKind = 'contact' | 'otp';
interface Outcome {
  kind: WriteKind | 'login';
  /** What identifies the write in the database: the contact message or the phone number. */
  key: string;
  startedAt: number;
  endedAt: number;
  status?: number;
  retryAfter?: string;
  message?: string;
  error?: string;
}

function requestFor(kind: Outcome['kind'], n: number): { path: string; body: object; key: string } {
  if (kind === 'contact') {
    const key = `resilience ${runTag} #${n}`;
    return { path: '/api/contact', body: { name: 'Load Test', email: 'load@example.com', message: key }, key };
  }
  if (kind === 'otp') {
    // Goes through a transaction with advisory locks (pool.connect), the contact form does not.
    const key = `9${String(parseInt(runTag, 16) % 1000).padStart(3, '0')}${String(n).padStart(6, '0')}`;
    return { path: '/api/send-otp', body: { phoneNumber: key }, key };
  }
  const key = `nobody-${runTag}-${n}@example.com`;
  return { path: '/api/login', body: { email: key, password: 'Wrong#123' }, key };
}

/** Workers that each send one request after another until stopped, recording every outcome. */
function startLoad(baseUrl: string, kinds: Array<Outcome['kind']>, pauseMs = 15) {
  const outcomes: Outcome[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: kinds.length });
  let stopped = false;
  const workers = kinds.map(async (kind) => {
    while (!stopped) {
      const n = nextSequence();
      const { path: urlPath, body, key } = requestFor(kind, n);
      const startedAt = Date.now();
      try {
        const res = await httpRequest(`${baseUrl}${urlPath}`, {
          method: 'POST',
          body,
          agent,
          headers: { 'x-forwarded-for': forwardedFor(n) },
          timeoutMs: 10_000,
        });
        outcomes.push({ kind, key, startedAt, endedAt: Date.now(), status: res.status, retryAfter: res.headers['retry-after'], message: parseMessage(res) });
      } catch (error) {
        outcomes.push({ kind, key, startedAt, endedAt: Date.now(), error: error instanceof Error ? error.message : String(error) });
      }
      await sleep(pauseMs);
    }
  });
  return {
    outcomes,
    async stop() {
      stopped = true;
      await Promise.all(workers);
      agent.destroy();
    },
  };
}

function parseMessage(res: HttpResult): string | undefined {
  try {
    return (JSON.parse(res.body) as { message?: string }).message;
  } catch {
    return undefined;
  }
}

const acknowledged = (outcomes: Outcome[], kind: WriteKind) =>
  outcomes.filter((o) => o.kind === kind && o.status !== undefined && o.status >= 200 && o.status < 300).map((o) => o.key);

function summary(outcomes: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const o of outcomes) {
    const label = `${o.kind}:${o.status ?? `error(${o.error})`}`;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([label, n]) => `${label}×${n}`).join(', ');
}

/** Waits until a request that started after `since` succeeded; returns how long after `since`. */
async function recoveryTime(outcomes: Outcome[], since: number, ok: (o: Outcome) => boolean, waitMs = 5000): Promise<number> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const first = outcomes.filter((o) => o.startedAt >= since && ok(o)).sort((a, b) => a.endedAt - b.endedAt)[0];
    if (first) return first.endedAt - since;
    if (Date.now() > deadline) return Number.POSITIVE_INFINITY;
    await sleep(25);
  }
}

const succeeded = (o: Outcome) => o.status !== undefined && o.status >= 200 && o.status < 300;

/** During a database fault a write is acknowledged, or refused with 503 + Retry-After: nothing else. */
function expectOnlySuccessOr503(outcomes: Outcome[]): void {
  const context = summary(outcomes);
  for (const o of outcomes) {
    expect(o.error, `a dropped or hung request (${context})`).toBeUndefined();
    expect([200, 201, 503], `unexpected status (${context})`).toContain(o.status);
    if (o.status === 503) {
      expect(o.retryAfter, 'a 503 without Retry-After').toMatch(/^\d+$/);
      expect(o.message).toBe(MSG.serviceUnavailable);
    }
    expect(o.endedAt - o.startedAt, `an answer took too long (${context})`).toBeLessThan(ANSWER_BUDGET_MS);
  }
}

async function missingOnPostgres(url: string, outcomes: Outcome[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const contact = acknowledged(outcomes, 'contact');
    const otp = acknowledged(outcomes, 'otp');
    const messages = await client.query<{ message: string }>('select message from contact_messages where message = any($1::text[])', [contact]);
    const phones = await client.query<{ phone: string }>('select distinct phone from otp_challenges where phone = any($1::text[])', [otp]);
    const stored = new Set([...messages.rows.map((r) => r.message), ...phones.rows.map((r) => r.phone)]);
    return [...contact, ...otp].filter((key) => !stored.has(key));
  } finally {
    await client.end();
  }
}

async function missingOnPglite(dbDir: string, outcomes: Outcome[]): Promise<string[]> {
  const db = new PGlite(dbDir);
  try {
    await db.waitReady;
    const contact = acknowledged(outcomes, 'contact');
    const otp = acknowledged(outcomes, 'otp');
    const messages = await db.query<{ message: string }>('select message from contact_messages where message = any($1::text[])', [contact]);
    const phones = await db.query<{ phone: string }>('select distinct phone from otp_challenges where phone = any($1::text[])', [otp]);
    const stored = new Set([...messages.rows.map((r) => r.message), ...phones.rows.map((r) => r.phone)]);
    return [...contact, ...otp].filter((key) => !stored.has(key));
  } finally {
    await db.close();
  }
}

/** Two members with plans, connected (an accepted request), as two who write to each other. */
async function connectedPair(database: DatabaseHandle) {
  const sender = await buildMember(database.db, { status: 'Active', ...MATCH.groom });
  const receiver = await buildMember(database.db, { status: 'Active', ...MATCH.bride });
  await givePlan(database.db, sender.id);
  await givePlan(database.db, receiver.id);
  await connect(database.db, sender.id, receiver.id);
  return { sender, receiver };
}

const health = (server: ServerProcess, which: '' | '/live' | '/ready') => httpRequest(`${server.url}/api/health${which}`, { timeoutMs: ANSWER_BUDGET_MS });

const tempDirs: string[] = [];
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** Environment of a server process; an empty WEB_DIST (no web build needed), no demo data. */
function serverEnv(overrides: Record<string, string>): Record<string, string> {
  return {
    DATA_DIR: tempDir('sakinah-res-data-'),
    WEB_DIST: tempDir('sakinah-res-web-'),
    SEED_DEMO: 'false',
    TRUST_PROXY: '1',
    RELAX_RATE_LIMITS: 'true',
    DATABASE_URL: '',
    REDIS_URL: '',
    ...overrides,
  };
}

const servers: ServerProcess[] = [];
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  servers.push(server);
  return server;
}

afterAll(async () => {
  for (const server of servers) await server.kill('SIGKILL');
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!runsInThisProject || !postgresBinaries)('PostgreSQL goes away under load (real server, throwaway cluster)', () => {
  let cluster: ThrowawayPostgres;
  let redis: ThrowawayRedis | undefined;
  let server: ServerProcess;
  let env: Record<string, string>;
  const databaseUrl = () => cluster.url('sakinah');

  beforeAll(async () => {
    cluster = await startThrowawayPostgres(postgresBinaries!);
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query('create database sakinah');
    await admin.end();
    if (redisBinary) redis = await startThrowawayRedis(redisBinary);
    // Her lists are forgotten again and again below, each read a build: beyond the test's point, the per-member budget.
    env = serverEnv({ DATABASE_URL: databaseUrl(), REDIS_URL: redis?.url ?? '', LISTING_WORK_PER_MINUTE: '100000' });
    server = await startServer(env);
  }, 60_000);

  afterAll(async () => {
    await server?.kill('SIGKILL');
    await redis?.destroy();
    await cluster?.destroy();
  });

  const mixedWrites: Array<Outcome['kind']> = ['contact', 'contact', 'contact', 'contact', 'otp', 'otp'];

  it('stopped (fast) and started again: 503 + Retry-After meanwhile, live but not ready, back within a second', async () => {
    const load = startLoad(server.url, mixedWrites);
    await sleep(400);
    await cluster.stop('fast');
    await sleep(600);
    // Down: the process serves, says it is not ready, and refuses writes with 503 at once.
    const live = await health(server, '/live');
    const ready = await health(server, '/ready');
    const baseline = await health(server, '');
    expect(live.status).toBe(200);
    expect(JSON.parse(live.body)).toEqual({ success: true, live: true });
    expect(ready.status).toBe(503);
    expect(ready.headers['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(ready.body)).toMatchObject({ success: false, live: true, ready: false, databaseReady: false, message: MSG.serviceUnavailable });
    expect(baseline.status).toBe(503);

    await cluster.start();
    const back = Date.now();
    const recovered = await recoveryTime(load.outcomes, back, succeeded);
    let readyAgain = await health(server, '/ready');
    while (readyAgain.status !== 200 && Date.now() - back < 5000) readyAgain = await health(server, '/ready');
    const readyAfter = Date.now() - back;
    await sleep(300);
    await load.stop();

    expect(server.alive(), server.output()).toBe(true);
    expectOnlySuccessOr503(load.outcomes);
    expect(load.outcomes.filter((o) => o.status === 503).length, summary(load.outcomes)).toBeGreaterThan(0);
    expect(recovered, `writes succeeded again ${recovered} ms after PostgreSQL was back`).toBeLessThan(RECOVERY_BUDGET_MS);
    expect(readyAfter, `ready again ${readyAfter} ms after PostgreSQL was back`).toBeLessThan(RECOVERY_BUDGET_MS);
    expect(await missingOnPostgres(databaseUrl(), load.outcomes)).toEqual([]);
  }, 30_000);

  it('restarted with -m immediate (its backends killed mid-query): the same', async () => {
    const load = startLoad(server.url, mixedWrites);
    const probes: HttpResult[] = [];
    let probing = true;
    const prober = (async () => {
      while (probing) {
        probes.push(await health(server, '/live'));
        await sleep(50);
      }
    })();
    await sleep(400);
    await cluster.restart('immediate');
    const back = Date.now();
    const recovered = await recoveryTime(load.outcomes, back, succeeded);
    await sleep(300);
    await load.stop();
    probing = false;
    await prober;

    expect(server.alive(), server.output()).toBe(true);
    expectOnlySuccessOr503(load.outcomes);
    expect(load.outcomes.filter((o) => o.status === 503).length, summary(load.outcomes)).toBeGreaterThan(0);
    expect(probes.every((p) => p.status === 200)).toBe(true);
    expect(recovered, `writes succeeded again ${recovered} ms after PostgreSQL was back`).toBeLessThan(RECOVERY_BUDGET_MS);
    expect(await missingOnPostgres(databaseUrl(), load.outcomes)).toEqual([]);
  }, 30_000);

  it('restarted with -m immediate under reads of the one-statement routes (featured profiles and their list builds, profile view, own record, chat list, requests, viewers, suggestions): 200 or 503, never a 500; back within a second', async () => {
    // A member with a plan and members to list, written straight into the database; she signs in over HTTP.
    const database = await openDatabase({ url: databaseUrl(), connectTimeoutMs: 5000, statementTimeoutMs: 10_000 });
    const groom = await buildMember(database.db, { status: 'Active', ...MATCH.groom });
    const plan = await givePlan(database.db, groom.id);
    // Her plan has daily suggestions, so their reads pick, store and read the day (not only "locked").
    await database.db.execute(sql`update subscriptions set features = array['dailySuggestions'] where id = ${plan.id}`);
    const brides = [];
    for (let i = 0; i < 4; i += 1) brides.push(await buildMember(database.db, { status: 'Active', ...MATCH.bride }));
    await database.close();
    const login = await httpRequest(`${server.url}/api/login`, { method: 'POST', body: { email: groom.email, password: DEFAULT_PASSWORD } });
    expect(login.status, login.body).toBe(200);
    const cookie = cookieFrom(login.headers['set-cookie']);
    const paths = [
      '/api/featured-profiles', `/api/user/${brides[0]!.id}`, '/api/featured-profiles?ageMin=18&ageMax=60', `/api/user/${brides[1]!.id}`,
      // The member's other reads, each one statement after (or with) the session's.
      '/api/get-user', '/api/conversations', `/api/received-requests/${groom.id}`, '/api/profile-viewers', '/api/daily-suggestions',
    ];

    const reads: Array<{ path: string; startedAt: number; endedAt: number; status?: number; error?: string }> = [];
    const agent = new http.Agent({ keepAlive: true, maxSockets: paths.length });
    let reading = true;
    const readers = paths.map(async (urlPath) => {
      while (reading) {
        const startedAt = Date.now();
        try {
          const res = await httpRequest(`${server.url}${urlPath}`, { agent, headers: { cookie }, timeoutMs: 10_000 });
          reads.push({ path: urlPath, startedAt, endedAt: Date.now(), status: res.status });
        } catch (error) {
          reads.push({ path: urlPath, startedAt, endedAt: Date.now(), error: error instanceof Error ? error.message : String(error) });
        }
        await sleep(10);
      }
    });
    // Beside them, her day's suggestions and her lists forgotten again and again, so that reads of them are first
    // reads of the day: the picks, the per-member lock's transaction and the insert meet the restart too, and so do
    // list builds from the candidate columns (the catch-up before each, and the SQL build when it fails).
    const forgetter = new pg.Client({ connectionString: databaseUrl() });
    await forgetter.connect();
    forgetter.on('error', () => {});
    const forgetting = (async () => {
      while (reading) {
        await forgetter.query('delete from daily_suggestions where user_id = $1', [groom.id]).catch(() => {});
        await forgetter.query('delete from match_list_heads where viewer_id = $1', [groom.id]).catch(() => {});
        await sleep(20);
      }
    })();
    await sleep(400);
    expect(reads.filter((r) => r.status === 200).length).toBeGreaterThan(4);
    await cluster.restart('immediate');
    const back = Date.now();
    let recovered = Number.POSITIVE_INFINITY;
    while (Date.now() - back < 5000) {
      // Every route read again after PostgreSQL came back.
      const firsts = paths.map((p) => reads.filter((r) => r.path === p && r.startedAt >= back && r.status === 200).sort((a, b) => a.endedAt - b.endedAt)[0]);
      if (firsts.every(Boolean)) {
        recovered = Math.max(...firsts.map((r) => r!.endedAt)) - back;
        break;
      }
      await sleep(50);
    }
    reading = false;
    await Promise.all([...readers, forgetting]);
    await forgetter.end().catch(() => {});
    agent.destroy();

    const tally = [...new Set(reads.map((r) => `${r.status ?? r.error}`))].join(', ');
    expect(server.alive(), server.output()).toBe(true);
    expect(reads.every((r) => r.status === 200 || r.status === 503), tally).toBe(true);
    expect(reads.some((r) => r.status === 503), tally).toBe(true);
    expect(recovered, `every read route answered 200 again ${recovered} ms after PostgreSQL was back`).toBeLessThan(RECOVERY_BUDGET_MS);
  }, 30_000);

  it('restarted with -m immediate under chat messages: each send answered 201 or 503, every acknowledged message stored once, a resend after it neither lost nor doubled', async () => {
    // Two connected members with plans, written straight into the database; they sign in over HTTP.
    const database = await openDatabase({ url: databaseUrl(), connectTimeoutMs: 5000, statementTimeoutMs: 10_000 });
    const { sender, receiver } = await connectedPair(database);
    await database.close();
    const login = async (email: string) => {
      const res = await httpRequest(`${server.url}/api/login`, { method: 'POST', body: { email, password: DEFAULT_PASSWORD } });
      expect(res.status, res.body).toBe(200);
      return cookieFrom(res.headers['set-cookie']);
    };
    const cookies = { [sender.id]: await login(sender.email), [receiver.id]: await login(receiver.email) };

    // Both write to each other, one message after another, each with its own clientId (as the web client sends).
    const sends: Array<{ clientId: string; from: string; to: string; startedAt: number; endedAt: number; status?: number; retryAfter?: string; message?: string; error?: string }> = [];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    let sending = true;
    const send = async (from: string, to: string, clientId: string) =>
      httpRequest(`${server.url}/api/messages/${to}`, { method: 'POST', agent, headers: { cookie: cookies[from]! }, body: { clientId, text: `Salaam, message ${clientId}` }, timeoutMs: 10_000 });
    const writers = [[sender.id, receiver.id], [receiver.id, sender.id], [sender.id, receiver.id]].map(async ([from, to]) => {
      while (sending) {
        const clientId = `chat-${runTag}-${nextSequence()}`;
        const startedAt = Date.now();
        try {
          const res = await send(from!, to!, clientId);
          sends.push({ clientId, from: from!, to: to!, startedAt, endedAt: Date.now(), status: res.status, retryAfter: res.headers['retry-after'] as string | undefined, message: parseMessage(res) });
        } catch (error) {
          sends.push({ clientId, from: from!, to: to!, startedAt, endedAt: Date.now(), error: error instanceof Error ? error.message : String(error) });
        }
        await sleep(10);
      }
    });
    await sleep(400);
    expect(sends.filter((s) => s.status === 201).length, 'messages flow before the restart').toBeGreaterThan(3);
    await cluster.restart('immediate');
    const back = Date.now();
    let recovered = Number.POSITIVE_INFINITY;
    while (Date.now() - back < 5000) {
      const first = sends.filter((s) => s.startedAt >= back && s.status === 201).sort((a, b) => a.endedAt - b.endedAt)[0];
      if (first) {
        recovered = first.endedAt - back;
        break;
      }
      await sleep(25);
    }
    await sleep(300);
    sending = false;
    await Promise.all(writers);

    const tally = [...new Set(sends.map((s) => `${s.status ?? s.error}`))].join(', ');
    expect(server.alive(), server.output()).toBe(true);
    for (const s of sends) {
      expect(s.error, `a dropped or hung send (${tally})`).toBeUndefined();
      expect([201, 503], tally).toContain(s.status);
      if (s.status === 503) {
        expect(s.retryAfter, 'a 503 without Retry-After').toMatch(/^\d+$/);
        expect(s.message).toBe(MSG.serviceUnavailable);
      }
      expect(s.endedAt - s.startedAt, `an answer took too long (${tally})`).toBeLessThan(ANSWER_BUDGET_MS);
    }
    expect(sends.some((s) => s.status === 503), tally).toBe(true);
    expect(recovered, `messages were accepted again ${recovered} ms after PostgreSQL was back`).toBeLessThan(RECOVERY_BUDGET_MS);

    // What the client does with a send it was not sure of: it sends it again, same clientId. Every one, refused or
    // not: an acknowledged one comes back as it was stored, a refused one (stored or not before the crash) is stored now.
    for (const s of sends) {
      const again = await send(s.from, s.to, s.clientId);
      expect(again.status, again.body).toBe(201);
    }
    agent.destroy();
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      const stored = await client.query<{ client_id: string; rows: number }>(
        'select client_id, count(*)::int as rows from messages where client_id = any($1::text[]) group by client_id',
        [sends.map((s) => s.clientId)],
      );
      const rows = new Map(stored.rows.map((r) => [r.client_id, r.rows]));
      expect(sends.filter((s) => rows.get(s.clientId) !== 1).map((s) => `${s.clientId}: ${rows.get(s.clientId) ?? 0} rows (first answer ${s.status})`)).toEqual([]);
      // Her whole history with him, page after page (newest first): every message once.
      const history: string[] = [];
      for (let before = ''; ; ) {
        const page = await httpRequest(`${server.url}/api/messages/${sender.id}?limit=100${before ? `&before=${before}` : ''}`, { headers: { cookie: cookies[receiver.id]! } });
        expect(page.status, page.body).toBe(200);
        const body = JSON.parse(page.body) as { messages: Array<{ id: string; text: string }>; hasMore: boolean };
        history.push(...body.messages.map((m) => m.text));
        if (!body.hasMore) break;
        before = body.messages.at(-1)!.id;
      }
      expect(history.length, 'each message once in her history').toBe(new Set(history).size);
      expect(new Set(history)).toEqual(new Set(sends.map((s) => `Salaam, message ${s.clientId}`)));
    } finally {
      await client.end();
    }
  }, 45_000);

  it('postmaster killed with SIGKILL: the server lives, recovers once PostgreSQL is started again, no acknowledged write lost', async () => {
    const load = startLoad(server.url, mixedWrites);
    await sleep(400);
    cluster.killPostmaster();
    await sleep(500);
    await cluster.start();
    const back = Date.now();
    const recovered = await recoveryTime(load.outcomes, back, succeeded);
    await sleep(300);
    await load.stop();

    expect(server.alive(), server.output()).toBe(true);
    expectOnlySuccessOr503(load.outcomes);
    expect(recovered, `writes succeeded again ${recovered} ms after PostgreSQL was back`).toBeLessThan(RECOVERY_BUDGET_MS);
    expect(await missingOnPostgres(databaseUrl(), load.outcomes)).toEqual([]);
  }, 30_000);

  it.skipIf(!redisBinary)('Redis killed and started again under sign-ins: 503 or success meanwhile, quick answers, recovery', async () => {
    // Sign-ins count attempts in Redis; contact messages only pass its rate limit (which fails open).
    const load = startLoad(server.url, ['login', 'login', 'login', 'contact', 'contact']);
    await sleep(400);
    await redis!.kill();
    await sleep(1500);
    const during = await health(server, '');
    const live = await health(server, '/live');
    await redis!.start();
    const back = Date.now();
    const loginRecovered = await recoveryTime(load.outcomes, back, (o) => o.kind === 'login' && o.status === 401);
    await sleep(300);
    await load.stop();

    expect(server.alive(), server.output()).toBe(true);
    const context = summary(load.outcomes);
    for (const o of load.outcomes) {
      expect(o.error, `a dropped or hung request (${context})`).toBeUndefined();
      expect(o.endedAt - o.startedAt, `an answer took too long (${context})`).toBeLessThan(ANSWER_BUDGET_MS);
      if (o.kind === 'login') expect([401, 503], context).toContain(o.status);
      // The contact form does not need Redis: its rate limit lets it through.
      if (o.kind === 'contact') expect(o.status, context).toBe(201);
      if (o.status === 503) expect(o.retryAfter).toMatch(/^\d+$/);
    }
    expect(load.outcomes.filter((o) => o.kind === 'login' && o.status === 503).length, context).toBeGreaterThan(0);
    // Most requests work without Redis: the instance stays in rotation and says Redis is away.
    expect(live.status).toBe(200);
    expect(during.status).toBe(200);
    expect(JSON.parse(during.body)).toMatchObject({ status: 'degraded', ready: true, redisReady: false });
    expect(loginRecovered, `sign-ins worked again ${loginRecovered} ms after Redis was back`).toBeLessThan(RECOVERY_BUDGET_MS);
    expect(JSON.parse((await health(server, '')).body)).toMatchObject({ status: 'ok', redisReady: true });
    expect(await missingOnPostgres(databaseUrl(), load.outcomes)).toEqual([]);
  }, 30_000);

  it('the pool: a connection lost between checkout and BEGIN frees its slot; slow statements time out', async () => {
    const handle = await openDatabase({ url: databaseUrl(), poolSize: 2, statementTimeoutMs: 300 });
    try {
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
      let sabotage = 3;
      pool.on('acquire', (client) => {
        if (sabotage-- > 0) (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      });
      for (let i = 0; i < 3; i += 1) {
        const failure = await handle.db.transaction(async (tx) => tx.execute(sql`select 1`)).catch((error: unknown) => error);
        expect(isServiceUnavailableError(failure), String(failure)).toBe(true);
      }
      // Drizzle never releases a client whose BEGIN failed: without the pool's guard both slots would be gone.
      await sleep(50);
      expect(pool.totalCount - pool.idleCount).toBe(0);
      await expect(handle.db.transaction(async (tx) => tx.execute(sql`select 1`))).resolves.toBeDefined();

      const slow = await handle.db.execute(sql`select pg_sleep(2)`).catch((error: unknown) => error);
      expect((slow as { cause?: { code?: string } }).cause?.code).toBe('57014');
      expect(isServiceUnavailableError(slow)).toBe(true);
    } finally {
      await handle.close();
    }
  }, 30_000);

  it('server killed with SIGKILL during writes: it restarts cleanly on the same database, no acknowledged write lost', async () => {
    const load = startLoad(server.url, mixedWrites);
    await sleep(700);
    await server.kill('SIGKILL');
    await load.stop();
    expect(acknowledged(load.outcomes, 'contact').length).toBeGreaterThan(0);

    server = await startServer(env);
    const res = await httpRequest(`${server.url}/api/contact`, {
      method: 'POST',
      body: { name: 'After', email: 'after@example.com', message: `after restart ${runTag}` },
      headers: { 'x-forwarded-for': forwardedFor(nextSequence()) },
    });
    expect(res.status).toBe(201);
    expect(await missingOnPostgres(databaseUrl(), load.outcomes)).toEqual([]);
  }, 60_000);
});

describe.skipIf(!runsInThisProject)('kill -9 on the embedded database (PGlite in DATA_DIR)', () => {
  it('restarts cleanly on the same DATA_DIR with every acknowledged write', async () => {
    const env = serverEnv({});
    let server = await startServer(env);
    const load = startLoad(server.url, ['contact', 'contact', 'contact', 'otp']);
    await sleep(1000);
    await server.kill('SIGKILL');
    await load.stop();
    expect(acknowledged(load.outcomes, 'contact').length).toBeGreaterThan(0);

    server = await startServer(env);
    const res = await httpRequest(`${server.url}/api/contact`, {
      method: 'POST',
      body: { name: 'After', email: 'after@example.com', message: `after restart ${runTag}` },
      headers: { 'x-forwarded-for': forwardedFor(nextSequence()) },
    });
    expect(res.status).toBe(201);
    // PGlite is one process's: stop the server properly before looking inside.
    await server.kill('SIGTERM');
    expect(await missingOnPglite(path.join(env.DATA_DIR!, 'db'), load.outcomes)).toEqual([]);
  }, 60_000);

  it('killed with SIGKILL while two members write to each other: after the restart every acknowledged message is there once, and a resend of any stores nothing twice', async () => {
    const env = serverEnv({});
    // The server creates and migrates its database; the two members are written into it while it is stopped
    // (PGlite is one process's).
    let server = await startServer(env);
    await server.kill('SIGTERM');
    const database = await openDatabase({ pgliteDir: path.join(env.DATA_DIR!, 'db') });
    const { sender, receiver } = await connectedPair(database);
    await database.close();

    server = await startServer(env);
    const cookies: Record<string, string> = {};
    for (const member of [sender, receiver]) {
      const res = await httpRequest(`${server.url}/api/login`, { method: 'POST', body: { email: member.email, password: DEFAULT_PASSWORD } });
      expect(res.status, res.body).toBe(200);
      cookies[member.id] = cookieFrom(res.headers['set-cookie']);
    }
    const sends: Array<{ clientId: string; from: string; to: string; status?: number }> = [];
    const send = (base: string, from: string, to: string, clientId: string) =>
      httpRequest(`${base}/api/messages/${to}`, { method: 'POST', headers: { cookie: cookies[from]! }, body: { clientId, text: `Salaam, message ${clientId}` }, timeoutMs: 10_000 });
    let sending = true;
    const base = server.url;
    const writers = [[sender.id, receiver.id], [receiver.id, sender.id]].map(async ([from, to]) => {
      while (sending) {
        const clientId = `pglite-chat-${runTag}-${nextSequence()}`;
        // Cut off mid-request by the kill: no answer, so the client does not know whether it was stored.
        const res = await send(base, from!, to!, clientId).catch(() => undefined);
        sends.push({ clientId, from: from!, to: to!, status: res?.status });
        await sleep(10);
      }
    });
    await sleep(800);
    await server.kill('SIGKILL');
    sending = false;
    await Promise.all(writers);
    const acknowledgedSends = sends.filter((s) => s.status === 201);
    expect(acknowledgedSends.length, 'messages were sent before the kill').toBeGreaterThan(3);
    expect(sends.every((s) => s.status === 201 || s.status === undefined), JSON.stringify(sends.filter((s) => s.status !== 201 && s.status !== undefined))).toBe(true);

    server = await startServer(env);
    // The client sends again whatever it is unsure of, and the rest too: same clientId, stored once.
    for (const s of sends) {
      const again = await send(server.url, s.from, s.to, s.clientId);
      expect(again.status, again.body).toBe(201);
    }
    await server.kill('SIGTERM');
    const db = new PGlite(path.join(env.DATA_DIR!, 'db'));
    try {
      await db.waitReady;
      const stored = await db.query<{ client_id: string; rows: number }>(
        'select client_id, count(*)::int as rows from messages where client_id = any($1::text[]) group by client_id',
        [sends.map((s) => s.clientId)],
      );
      const rows = new Map(stored.rows.map((r) => [r.client_id, r.rows]));
      expect(sends.filter((s) => rows.get(s.clientId) !== 1).map((s) => `${s.clientId}: ${rows.get(s.clientId) ?? 0} rows (first answer ${s.status ?? 'none'})`)).toEqual([]);
    } finally {
      await db.close();
    }
  }, 90_000);
});

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

describe.skipIf(!runsInThisProject || !redisBinary)('socket.io fan-out across instances survives a Redis restart', () => {
  let redis: ThrowawayRedis;
  let database: DatabaseHandle;
  const apps: FastifyInstance[] = [];
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    redis = await startThrowawayRedis(redisBinary!);
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const app of apps) await app.close();
    await database?.close();
    await redis?.destroy();
  });

  async function instance(): Promise<{ app: FastifyInstance; url: string }> {
    const dir = tempDir('sakinah-res-rt-');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir, WEB_DIST: dir, SEED_DEMO: 'false', REDIS_URL: redis.url });
    const app = await buildApp({ config, database, logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
    return { app, url };
  }

  const received = (socket: ClientSocket, timeoutMs: number) =>
    new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`nothing received within ${timeoutMs} ms`)), timeoutMs);
      socket.once('accountStatusChanged', (payload) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });

  it('an event from instance A reaches a socket on instance B again within a second of Redis coming back', async () => {
    const first = await instance();
    const second = await instance();
    const member = await buildMember(database.db, { status: 'Active' });
    const cookie = await signIn(second.app, member.email);
    const socket: ClientSocket = connectClient(second.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connected', () => resolve());
      socket.once('connect_error', reject);
      socket.emit('setup');
    });
    await sleep(200); // the adapter's subscriptions
    const before = received(socket, 2000);
    first.app.ctx.events.emitToUser(member.id, 'accountStatusChanged', { status: 'before' });
    expect(await before).toEqual({ status: 'before' });

    await redis.kill();
    // Emitting while Redis is away must not hurt the process (the adapter does not catch).
    first.app.ctx.events.emitToUser(member.id, 'accountStatusChanged', { status: 'during' });
    await sleep(500);
    await redis.start();
    const back = Date.now();
    // Fan-out works again once both instances have reconnected and re-subscribed.
    let delivered = false;
    while (!delivered && Date.now() - back < 5000) {
      const next = received(socket, 200);
      first.app.ctx.events.emitToUser(member.id, 'accountStatusChanged', { status: 'after' });
      delivered = await next.then(
        (payload) => (payload as { status?: string }).status !== 'before',
        () => false,
      );
    }
    const recovered = Date.now() - back;
    expect(delivered).toBe(true);
    expect(recovered, `fan-out back ${recovered} ms after Redis was back`).toBeLessThan(RECOVERY_BUDGET_MS + 500);
    expect(socket.connected).toBe(true);
  }, 30_000);
});
