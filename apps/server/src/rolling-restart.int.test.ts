import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { io as connectClient, type Socket } from 'socket.io-client';
import { MSG, SOCKET_PATH, type ChatMessagePayload, type ClientToServerEvents, type ServerToClientEvents } from '@sakinah/contract';
import { openDatabase } from './db/client';
import { pairKeyOf } from './core/member/pair-key.repo';
import { DEFAULT_PASSWORD, MATCH, buildMember, connect, cookieFrom, givePlan } from './test/factories';
import {
  findNginx, findPostgresBinaries, findRedisServer, freePort, httpRequest, repoRoot, sleep, startServerProcess, startThrowawayNginx,
  startThrowawayPostgres, startThrowawayRedis, type ServerProcess, type ThrowawayNginx, type ThrowawayPostgres, type ThrowawayRedis,
} from './test/throwaway-services';

/**
 * Issue 46, "Rolling restarts tested": two instances of the real server on PostgreSQL and Redis behind nginx,
 * configured by deploy/nginx/sakinah.conf itself. Under load through the proxy, each instance in turn is stopped
 * (SIGTERM: the graceful drain) and started again on its port. Then:
 *  - no request failed (every answer 2xx: nginx passed what a stopping instance refused on to the other);
 *  - a member's socket, connected through the proxy, was told to reconnect, came back, and got every message sent
 *    meanwhile, live or in the reload it does after reconnecting (the web client's KEYS_AFTER_RECONNECT);
 *  - no job's effect happened twice: both instances run every job every 250 ms (JOBS_EVERY_MS) against due renewal
 *    reminders and message digests added before and during the roll, and each mail is in the outbox once;
 *  - the request id of a message sent reaches the log line of the socket event it caused, and a job run's id the
 *    line of each mail it sent.
 *
 * It brings its own PostgreSQL, Redis and nginx, so it runs once: in the PGlite project, not again in server-int-pg.
 */
const runsInThisProject = process.env.TEST_DB !== 'postgres';
const postgresBinaries = findPostgresBinaries();
const redisBinary = findRedisServer();
const nginxBinary = findNginx();
const missing = [!postgresBinaries && 'initdb/pg_ctl', !redisBinary && 'redis-server', !nginxBinary && 'nginx'].filter(Boolean);
if (runsInThisProject && missing.length > 0) {
  console.warn(`rolling-restart.int.test.ts: SKIPPED: ${missing.join(', ')} not found (.ci/run installs nginx from Debian's packages).`);
}

const JOBS_EVERY_MS = 250;
const runTag = crypto.randomBytes(3).toString('hex');

interface Outcome {
  what: string;
  status?: number;
  error?: string;
  requestId?: string;
  startedAt: number;
}

describe.skipIf(!runsInThisProject || missing.length > 0)('rolling restart behind nginx (two instances, PostgreSQL, Redis)', () => {
  let cluster: ThrowawayPostgres;
  let redis: ThrowawayRedis;
  let nginx: ThrowawayNginx;
  const instances: ServerProcess[] = [];
  const ports: number[] = [];
  const outputs: string[] = [];
  const tempDirs: string[] = [];
  let env: Record<string, string>;
  let databaseUrl: string;

  const startInstance = async (index: number) => {
    const server = await startServerProcess(env, ports[index], { keepOutputChars: 50_000_000 });
    instances[index] = server;
    return server;
  };

  beforeAll(async () => {
    [cluster, redis] = await Promise.all([startThrowawayPostgres(postgresBinaries!), startThrowawayRedis(redisBinary!)]);
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query('create database sakinah');
    await admin.end();
    databaseUrl = cluster.url('sakinah');
    ports.push(await freePort(), await freePort());
    const proxyPort = await freePort();
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-roll-web-'));
    const data = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-roll-data-'));
    tempDirs.push(web, data);
    env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: `${redis.url}/3`,
      // Both instances share the photo folder, as they would share S3.
      DATA_DIR: data,
      WEB_DIST: web,
      SEED_DEMO: 'false',
      TRUST_PROXY: '1',
      RELAX_RATE_LIMITS: 'true',
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      JOBS_EVERY_MS: String(JOBS_EVERY_MS),
      SHUTDOWN_GRACE_MS: '10000',
      LOG_LEVEL: 'info',
    };
    // The first start migrates; the second finds the migrations done.
    await startInstance(0);
    await startInstance(1);
    const site = fs
      .readFileSync(path.join(repoRoot, 'deploy/nginx/sakinah.conf'), 'utf8')
      .replace('server app1:5000', `server 127.0.0.1:${ports[0]}`)
      .replace('server app2:5000', `server 127.0.0.1:${ports[1]}`)
      .replace(/listen 80;/, `listen 127.0.0.1:${proxyPort};`);
    expect(site).not.toMatch(/app[12]:5000|listen 80;/);
    nginx = await startThrowawayNginx(nginxBinary!, site, proxyPort);
  }, 90_000);

  afterAll(async () => {
    for (const server of instances) await server?.kill('SIGKILL');
    await nginx?.stop();
    await redis?.destroy();
    await cluster?.destroy();
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('under load: no failed request, the socket gets every message (live or on its reload), every mail once, traceable', async () => {
    // Members written straight into the database: a sender and a receiver who are connected, with plans.
    const database = await openDatabase({ url: databaseUrl });
    const sender = await buildMember(database.db, { status: 'Active', ...MATCH.groom });
    const receiver = await buildMember(database.db, { status: 'Active', ...MATCH.bride });
    await givePlan(database.db, sender.id);
    await givePlan(database.db, receiver.id);
    await connect(database.db, sender.id, receiver.id);

    // Due job work, some before the roll and more while it runs: plans ending in 3 days (a renewal reminder each)
    // and members with a message unread for 4 hours (a digest each).
    const reminded: string[] = [];
    const digested: string[] = [];
    const addDueWork = async (count: number) => {
      for (let i = 0; i < count; i += 1) {
        const planOwner = await buildMember(database.db, { status: 'Active', ...MATCH.bride });
        const plan = await givePlan(database.db, planOwner.id);
        await database.db.execute(
          sql`update subscriptions set kind = 'paid', ends_at = now() + interval '3 days' where id = ${plan.id}`,
        );
        reminded.push(planOwner.email);
        const reader = await buildMember(database.db, { status: 'Active', ...MATCH.bride });
        await database.db.execute(
          sql`insert into messages (pair_key, sender_id, receiver_id, client_id, text, created_at)
            values (${pairKeyOf(sender.id, reader.id)}, ${sender.id}, ${reader.id}, ${`digest-${runTag}-${i}-${reader.id.slice(0, 8)}`}, 'Salaam', now() - interval '4 hours')`,
        );
        digested.push(reader.email);
      }
    };
    await addDueWork(4);

    const login = async (email: string) => {
      const res = await httpRequest(`${nginx.url}/api/login`, { method: 'POST', body: { email, password: DEFAULT_PASSWORD } });
      expect(res.status, res.body).toBe(200);
      return cookieFrom(res.headers['set-cookie']);
    };
    const senderCookie = await login(sender.email);
    const receiverCookie = await login(receiver.email);

    // The receiver's socket, through the proxy, as the web client holds it: on every reconnect it reloads her
    // conversation (what the events it missed would have changed).
    const live = new Map<string, ChatMessagePayload>();
    const reloaded = new Set<string>();
    const disconnects: string[] = [];
    let connects = 0;
    const reloads: Array<Promise<void>> = [];
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connectClient(nginx.url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie: receiverCookie },
    });
    const reload = async () => {
      const res = await httpRequest(`${nginx.url}/api/messages/${sender.id}?limit=100`, { headers: { cookie: receiverCookie } });
      expect(res.status, res.body).toBe(200);
      for (const message of (JSON.parse(res.body) as { messages: ChatMessagePayload[] }).messages) reloaded.add(message.id);
    };
    socket.on('connect', () => socket.emit('setup'));
    socket.on('connected', () => {
      connects += 1;
      if (connects > 1) reloads.push(reload());
    });
    socket.on('disconnect', (reason) => disconnects.push(reason));
    socket.on('messageReceived', ({ message }) => live.set(message.id, message));
    await new Promise<void>((resolve) => socket.once('connected', () => resolve()));

    // Load through the proxy: the sender writes to the receiver, both read, visitors use the contact form.
    const outcomes: Outcome[] = [];
    const sent = new Map<string, string>();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    let loading = true;
    let n = 0;
    const worker = async (kind: 'message' | 'read' | 'contact' | 'health') => {
      while (loading) {
        n += 1;
        const startedAt = Date.now();
        const what = `${kind} #${n}`;
        try {
          let res;
          if (kind === 'message') {
            const clientId = `roll-${runTag}-${n}`;
            res = await httpRequest(`${nginx.url}/api/messages/${receiver.id}`, {
              method: 'POST',
              agent,
              headers: { cookie: senderCookie },
              body: { clientId, text: `roll ${n}` },
            });
            if (res.status === 201) sent.set((JSON.parse(res.body) as { message: { id: string } }).message.id, clientId);
          } else if (kind === 'read') {
            res = await httpRequest(`${nginx.url}/api/get-user`, { agent, headers: { cookie: n % 2 ? senderCookie : receiverCookie } });
          } else if (kind === 'contact') {
            res = await httpRequest(`${nginx.url}/api/contact`, { method: 'POST', agent, body: { name: 'Roll Test', email: 'roll@example.com', message: `rolling ${runTag} #${n}` } });
          } else {
            res = await httpRequest(`${nginx.url}/api/health/live`, { agent });
          }
          outcomes.push({ what, status: res.status, startedAt, requestId: res.headers['x-request-id'] as string | undefined });
        } catch (error) {
          outcomes.push({ what, error: error instanceof Error ? error.message : String(error), startedAt });
        }
        // The contact form is limited per address, and every request here comes from the proxy's.
        await sleep(kind === 'contact' ? 200 : 10);
      }
    };
    const workers = (['message', 'message', 'read', 'read', 'contact', 'health'] as const).map(worker);

    // The roll: each instance stopped (drained) and started again on its port, while due work keeps arriving.
    const rollStarted = Date.now();
    const drains: Array<{ instance: number; drainMs: number; exitMs: number; code: number | null }> = [];
    const moreWork = addDueWork(6);
    await sleep(800);
    for (const index of [0, 1]) {
      const server = instances[index]!;
      const stopAt = Date.now();
      server.signal('SIGTERM');
      const { code } = await server.exited;
      // The drain as the server measured it (its last line), and the signal-to-exit time seen from here.
      const stopped = server.output().split('\n').find((line) => line.includes('"msg":"stopped"'));
      drains.push({ instance: index, drainMs: stopped ? (JSON.parse(stopped) as { drainMs: number }).drainMs : -1, exitMs: Date.now() - stopAt, code });
      outputs.push(server.output());
      await sleep(300);
      const restartedAt = Date.now();
      await startInstance(index);
      // The roll's one rule (docs/operations.md): the next instance stops only once nginx takes this one back,
      // up to fail_timeout (2 s, counted by nginx in whole seconds) after it last refused; stopping the other
      // before that would leave nginx no live upstream. The load through the proxy shows when it has.
      for (const deadline = Date.now() + 15_000; !nginx.servedBy(`127.0.0.1:${ports[index]}`, restartedAt); await sleep(100)) {
        if (Date.now() > deadline) throw new Error(`nginx did not take instance ${index} back within 15 s:\n${nginx.errors().slice(-3000)}`);
      }
    }
    await moreWork;
    const rollMs = Date.now() - rollStarted;
    await sleep(800);
    loading = false;
    await Promise.all(workers);
    agent.destroy();

    // Every mail due is sent by then (both instances run the jobs every 250 ms).
    const mails = async () => {
      const res = await database.db.execute(
        sql`select "to", subject from outbox_messages where channel = 'email'`,
      );
      return (res as unknown as { rows: Array<{ to: string; subject: string }> }).rows;
    };
    const reminderSubjectPrefix = MSG.renewalReminderSubject('Test', 3).slice(0, 12);
    let outbox = await mails();
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; outbox = await mails()) {
      const done = reminded.every((to) => outbox.some((m) => m.to === to)) && digested.every((to) => outbox.some((m) => m.to === to));
      if (done) break;
      await sleep(200);
    }
    await Promise.all(reloads);
    const disconnectsDuringRoll = [...disconnects];
    socket.disconnect();
    for (const server of instances) outputs.push(server.output());
    await database.close();

    // 1. No request failed.
    const failed = outcomes.filter((o) => o.error !== undefined || (o.status ?? 0) < 200 || (o.status ?? 0) >= 300);
    const tally = [...new Set(failed.map((o) => `${o.what.split(' ')[0]}:${o.status ?? o.error}`))].join(', ');
    console.log(
      `rolling restart: ${outcomes.length} requests in ${rollMs} ms of roll (${sent.size} messages), drains ${drains.map((d) => `${d.drainMs} ms (exit seen after ${d.exitMs} ms)`).join(' and ')}; ` +
        `socket: ${disconnects.length} disconnects (${[...new Set(disconnects)].join(', ')}), ${connects} connects; ` +
        `${[...sent.keys()].filter((id) => live.has(id)).length} messages live, ${[...sent.keys()].filter((id) => !live.has(id)).length} on reload`,
    );
    expect(failed, `failed requests: ${tally}\n${nginx.errors().slice(-3000)}`).toEqual([]);
    expect(outcomes.filter((o) => o.startedAt >= rollStarted && o.what.startsWith('message')).length).toBeGreaterThan(20);

    // 2. Each instance drained within its grace and exited 0.
    for (const drain of drains) {
      expect(drain.code, `instance ${drain.instance} exit status`).toBe(0);
      expect(drain.drainMs).toBeGreaterThanOrEqual(0);
      expect(drain.exitMs).toBeLessThan(10_000);
    }

    // 3. The socket was told to reconnect (a closed transport, never "io server disconnect": that reads as a
    // possibly ended session), came back, and has every message: live, or in a reload after reconnecting.
    expect(disconnectsDuringRoll.length).toBeGreaterThanOrEqual(1);
    expect(disconnectsDuringRoll.every((reason) => reason === 'transport close'), disconnectsDuringRoll.join(', ')).toBe(true);
    expect(connects).toBe(disconnectsDuringRoll.length + 1);
    const lost = [...sent.keys()].filter((id) => !live.has(id) && !reloaded.has(id));
    expect(lost, `${lost.length} of ${sent.size} messages reached the receiver neither live nor on reload`).toEqual([]);

    // 4. Every job's mail went out, and once: reminders and digests to each, none twice.
    const count = (to: string, subject: (s: string) => boolean) => outbox.filter((m) => m.to === to && subject(m.subject)).length;
    for (const to of reminded) expect(count(to, (s) => s.startsWith(reminderSubjectPrefix)), `renewal reminders to ${to}`).toBe(1);
    for (const to of digested) expect(count(to, (s) => s === MSG.messagesDigestSubject), `digests to ${to}`).toBe(1);

    // 5. Traceable: a message's request id is on the log line of the socket event it caused; a job run's id on the
    // line of each mail it sent.
    const lines = outputs.join('\n').split('\n').filter((line) => line.startsWith('{'));
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string; event?: string });
    const messageRequest = outcomes.find((o) => o.what.startsWith('message') && o.status === 201 && o.requestId)!;
    expect(messageRequest.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(logged.some((l) => l.msg === 'socket event' && l.event === 'messageReceived' && l.reqId === messageRequest.requestId)).toBe(true);
    expect(logged.some((l) => l.msg === 'delivery sent' && l.reqId?.startsWith('job:renewal_reminders:'))).toBe(true);
  }, 180_000);
});
