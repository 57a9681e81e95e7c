import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { io as connectClient, type Socket } from 'socket.io-client';
import { API, apiUrl, SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@sakinah/contract';
import { openDatabase } from './db/client';
import { recordNotification } from './core/notifications/notification-outbox.repo';
import { buildMember, cookieFrom, DEFAULT_PASSWORD, givePlan, MATCH } from './test/factories';
import {
  findPostgresBinaries, freePort, httpRequest, sleep, startServerProcess, startThrowawayPostgres, type HttpResult, type ServerProcess,
  type ThrowawayPostgres,
} from './test/throwaway-services';

/**
 * Issue 46, "A graceful stop": the real server (main.ts) on a throwaway PostgreSQL, stopped with SIGTERM while a
 * request is in flight (held by a table lock the test takes) and a member's socket is connected:
 *  - at once: the metrics port says it is draining, the public port refuses new connections, the socket is told to
 *    reconnect (its transport closes; no "disconnect" packet, which the client would take for an ended session);
 *  - the request in flight finishes (201) once the lock is released, and the process exits 0 within the grace;
 *  - a second SIGTERM during the drain exits at once (status 1);
 *  - a drain that outlasts SHUTDOWN_GRACE_MS logs what it was still waiting for and exits 1.
 * First, what only the real server shows on its metrics port (METRICS_PORT): the process's own collectors, both
 * database pools, the background jobs' runs and the pushes they deliver.
 *
 * It brings its own PostgreSQL, so it runs once: in the PGlite project, not again in server-int-pg.
 */
const runsInThisProject = process.env.TEST_DB !== 'postgres';
const postgresBinaries = findPostgresBinaries();
if (runsInThisProject && !postgresBinaries) {
  console.warn('graceful-stop.int.test.ts: SKIPPED: initdb/pg_ctl not found (install the PostgreSQL 15 server binaries).');
}

describe.skipIf(!runsInThisProject || !postgresBinaries)('graceful stop on SIGTERM (real server, throwaway PostgreSQL)', () => {
  let cluster: ThrowawayPostgres;
  let databaseUrl: string;
  const tempDirs: string[] = [];
  const servers: ServerProcess[] = [];
  let email: string;
  let memberId: string;

  const start = async (env: Record<string, string> = {}) => {
    const data = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-stop-'));
    tempDirs.push(data);
    const metricsPort = await freePort();
    const server = await startServerProcess({
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      DATA_DIR: data,
      WEB_DIST: data,
      SEED_DEMO: 'false',
      RELAX_RATE_LIMITS: 'true',
      LOG_LEVEL: 'info',
      METRICS_PORT: String(metricsPort),
      ...env,
    });
    servers.push(server);
    return { server, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` };
  };

  /** Holds the contact form's table, so that a POST /api/contact waits inside the server until `release`. */
  const holdContactTable = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('begin');
    await client.query('lock table contact_messages in access exclusive mode');
    return async () => {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    };
  };
  const contact = (server: ServerProcess, tag: string) =>
    httpRequest(`${server.url}/api/contact`, { method: 'POST', body: { name: 'Drain Test', email: 'drain@example.com', message: `held ${tag}` }, timeoutMs: 20_000 });
  /** Waits until the server logged the request as received (it is then in flight, waiting for the lock). */
  const inFlight = async (server: ServerProcess) => {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(20)) {
      if (server.output().includes('"url":"/api/contact"')) return;
    }
    throw new Error(`the request never reached the server:\n${server.output()}`);
  };

  beforeAll(async () => {
    cluster = await startThrowawayPostgres(postgresBinaries!);
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query('create database sakinah');
    await admin.end();
    databaseUrl = cluster.url('sakinah');
    // Migrated by a first server's start; a member for the socket.
    const { server } = await start();
    await server.kill('SIGKILL');
    const database = await openDatabase({ url: databaseUrl });
    ({ email, id: memberId } = await buildMember(database.db, { status: 'Active', ...MATCH.bride }));
    await givePlan(database.db, memberId);
    await database.close();
  }, 90_000);

  afterAll(async () => {
    for (const server of servers) await server.kill('SIGKILL');
    await cluster?.destroy();
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the metrics port of the real server: the process, both database pools, job runs and push deliveries', async () => {
    const { server, metricsUrl } = await start();
    const login = await httpRequest(`${server.url}/api/login`, { method: 'POST', body: { email, password: DEFAULT_PASSWORD } });
    expect(login.status, login.body).toBe(200);
    const cookie = cookieFrom(login.headers['set-cookie']);
    // A listing (on the listing pool), and a push to her device that the server's own delivery job sends (the
    // development outbox keeps it: a push service off this machine; VAPID keys made in DATA_DIR).
    const listing = await httpRequest(`${server.url}${apiUrl(API.featuredProfiles)}`, { headers: { cookie } });
    expect(listing.status, listing.body).toBe(200);
    const endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
    const device = { endpoint, keys: { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') } };
    const subscribed = await httpRequest(`${server.url}${apiUrl(API.pushSubscriptions)}`, { method: 'POST', headers: { cookie }, body: device });
    expect(subscribed.status, subscribed.body).toBe(201);
    const database = await openDatabase({ url: databaseUrl });
    await recordNotification(database.db, { userId: memberId, kind: 'accountApproved', url: '/user/featured-profiles' });
    await database.close();

    let body = '';
    for (const deadline = Date.now() + 15_000; ; await sleep(200)) {
      body = (await httpRequest(metricsUrl)).body;
      if (/^deliveries_total\{channel="push",outcome="sent"\} 1$/m.test(body) || Date.now() > deadline) break;
    }
    // The push went out once, by the notification job, whose runs are counted and timed.
    expect(body).toMatch(/^deliveries_total\{channel="push",outcome="sent"\} 1$/m);
    expect(body).toMatch(/^job_runs_total\{job="notification_delivery",outcome="ok"\} [1-9]\d*$/m);
    expect(body).not.toMatch(/^job_runs_total\{[^}]*outcome="failed"\}/m);
    expect(body).toMatch(/^job_run_duration_seconds_count\{job="notification_delivery"\} [1-9]\d*$/m);
    // The process (prom-client's collectors, on only with METRICS_PORT): event-loop lag, heap, CPU.
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds \d+(\.\d+)?(e-\d+)?$/m);
    expect(body).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(body).toMatch(/^nodejs_heap_size_used_bytes [1-9]\d*$/m);
    expect(body).toMatch(/^nodejs_heap_size_total_bytes [1-9]\d*$/m);
    expect(body).toMatch(/^process_cpu_seconds_total \d*\.?\d*[1-9]/m);
    expect(body).toMatch(/^process_cpu_user_seconds_total \d/m);
    // Both pools: the main one busy with nothing at rest, the listing's connection idle in its own pool.
    for (const pool of ['main', 'listing']) {
      for (const state of ['in_use', 'idle', 'waiting']) expect(body).toMatch(new RegExp(`^db_pool_connections\\{pool="${pool}",state="${state}"\\} \\d+$`, 'm'));
    }
    expect(body).toMatch(/^db_pool_connections\{pool="listing",state="idle"\} [1-9]\d*$/m);
    expect(body).toMatch(/^db_pool_connections\{pool="main",state="waiting"\} 0$/m);
    expect(body).not.toContain(endpoint);
    await server.kill('SIGTERM');
  }, 60_000);

  it('SIGTERM: draining at once, no new connection, the socket told to reconnect, the request in flight finished, exit 0', async () => {
    const { server, metricsUrl } = await start();
    const login = await httpRequest(`${server.url}/api/login`, { method: 'POST', body: { email, password: DEFAULT_PASSWORD } });
    expect(login.status, login.body).toBe(200);
    const disconnects: string[] = [];
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connectClient(server.url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie: cookieFrom(login.headers['set-cookie']) },
      reconnection: false,
    });
    socket.on('connect', () => socket.emit('setup'));
    socket.on('disconnect', (reason) => disconnects.push(reason));
    await new Promise<void>((resolve) => socket.once('connected', () => resolve()));
    expect((await httpRequest(metricsUrl)).body).toMatch(/^socketio_connected_sockets 1$/m);

    const release = await holdContactTable();
    const agent = new http.Agent({ keepAlive: true });
    const held = contact(server, 'one');
    await inFlight(server);
    const stoppedAt = Date.now();
    server.signal('SIGTERM');
    await sleep(300);

    // Draining: the metrics say so, the listener is closed, the socket's transport was closed.
    expect((await httpRequest(metricsUrl)).body).toMatch(/^app_draining 1$/m);
    const refused = await httpRequest(`${server.url}/api/health/live`, { agent, timeoutMs: 2000 }).then(
      (res: HttpResult) => `answered ${res.status}`,
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/ECONNREFUSED/);
    expect(disconnects).toEqual(['transport close']);
    expect(server.alive()).toBe(true);

    // The request in flight finishes once its lock is released; then the process exits 0.
    await sleep(700);
    await release();
    const answer = await held;
    expect(answer.status, answer.body).toBe(201);
    expect(answer.headers.connection).toBe('close');
    const { code } = await server.exited;
    const drainMs = Date.now() - stoppedAt;
    expect(code).toBe(0);
    const stopped = server.output().split('\n').find((line) => line.includes('"msg":"stopped"'));
    expect(stopped, server.output()).toBeDefined();
    console.log(`graceful stop: SIGTERM to exit ${drainMs} ms (a request held ~1 s), the server's drain ${(JSON.parse(stopped!) as { drainMs: number }).drainMs} ms`);
    expect(drainMs).toBeLessThan(10_000);
    socket.close();
    agent.destroy();
  }, 60_000);

  it('a second SIGTERM during the drain exits at once, with status 1', async () => {
    const { server } = await start();
    const release = await holdContactTable();
    const held = contact(server, 'two').catch((error: Error) => error);
    await inFlight(server);
    server.signal('SIGTERM');
    await sleep(300);
    expect(server.alive()).toBe(true);
    const secondAt = Date.now();
    server.signal('SIGTERM');
    const { code } = await server.exited;
    expect(Date.now() - secondAt).toBeLessThan(1500);
    expect(code).toBe(1);
    expect(server.output()).toContain('second signal during the drain: exiting at once');
    await release();
    await held;
  }, 60_000);

  it('a drain that outlasts SHUTDOWN_GRACE_MS logs what was still running and exits 1', async () => {
    const { server } = await start({ SHUTDOWN_GRACE_MS: '1500' });
    const release = await holdContactTable();
    const held = contact(server, 'three').catch((error: Error) => error);
    await inFlight(server);
    const stoppedAt = Date.now();
    server.signal('SIGTERM');
    const { code } = await server.exited;
    const tookMs = Date.now() - stoppedAt;
    await release();
    await held;
    expect(code).toBe(1);
    expect(tookMs).toBeGreaterThanOrEqual(1400);
    expect(tookMs).toBeLessThan(4000);
    const line = server.output().split('\n').find((l) => l.includes('drain outlasted SHUTDOWN_GRACE_MS'));
    expect(line, server.output()).toBeDefined();
    const logged = JSON.parse(line!) as { graceMs: number; stillRunning: { work: Array<{ what: string; forMs: number }> } };
    expect(logged.graceMs).toBe(1500);
    expect(logged.stillRunning.work.map((w) => w.what)).toContainEqual(expect.stringMatching(/^request [\w-]+: POST \/api\/contact$/));
  }, 60_000);
});
