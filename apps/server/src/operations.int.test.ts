import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { io as connectClient, type Socket } from 'socket.io-client';
import { API, apiUrl, MSG, SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@sakinah/contract';
import { sql } from 'drizzle-orm';
import { pairKeyOf } from './core/member/pair-key.repo';
import { sendMessageDigests } from './features/messaging/messaging.service';
import { deliverNotifications } from './features/notifications/delivery.service';
import { recordNotification } from './core/notifications/notification-outbox.repo';
import { startMetricsServer, type MetricsServer } from './plugins/metrics';
import { buildMember, DEFAULT_PASSWORD, givePlan, MATCH, signIn } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';
import { findRedisServer, freePort, httpRequest, startThrowawayRedis, type ThrowawayRedis } from './test/throwaway-services';

/**
 * Issue 46 in one process (PGlite, and PostgreSQL in server-int-pg): readiness while draining, the metrics port and
 * what it shows (never personal data), and REDIS_URL's database number in every Redis client.
 */
describe('readiness while the instance drains', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers 503 draining with Retry-After at once, while liveness stays 200', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    t.app.ctx.lifecycle.beginDrain();
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toMatch(/^\d+$/);
    expect(ready.json()).toEqual({ success: false, status: 'draining', live: true, ready: false, database: t.database.kind, message: MSG.serviceUnavailable });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    // A request served during the drain closes its connection after the answer.
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).headers.connection).toBe('close');
  });
});

describe('jobs on several instances, and while stopping', () => {
  // The app is built inside the test (a fresh database of its own), so the test gets a hook's time: on a loaded
  // machine the whole test took 21 s, and once ran past the project's 30 s.
  it('two digest runs at once (two instances) mail each member once; a stopping run claims nothing', async () => {
    const sent: string[] = [];
    const t = await createTestApp({}, { mail: { name: 'recording', send: async (message) => void sent.push(message.to) } });
    try {
      const sender = await buildMember(t.database.db, { status: 'Active' });
      const readers = [];
      for (let i = 0; i < 6; i += 1) {
        const reader = await buildMember(t.database.db, { status: 'Active' });
        await t.database.db.execute(sql`insert into messages (pair_key, sender_id, receiver_id, client_id, text, created_at)
          values (${pairKeyOf(sender.id, reader.id)}, ${sender.id}, ${reader.id}, ${`digest-test-${i}`}, 'Salaam', now() - interval '4 hours')`);
        readers.push(reader.email);
      }
      const stopping = new AbortController();
      stopping.abort();
      expect(await sendMessageDigests(t.app.ctx, stopping.signal)).toBe(0);
      const [first, second] = await Promise.all([sendMessageDigests(t.app.ctx), sendMessageDigests(t.app.ctx)]);
      expect(first + second).toBe(6);
      expect(sent.sort()).toEqual(readers.sort());
      expect(await sendMessageDigests(t.app.ctx)).toBe(0);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('metrics on their own port', () => {
  let t: TestApp;
  let metrics: MetricsServer;
  let email: string;
  let memberId: string;

  beforeAll(async () => {
    t = await createTestApp();
    metrics = await startMetricsServer(t.app.ctx.metrics, await freePort(), '127.0.0.1');
    ({ email, id: memberId } = await buildMember(t.database.db, { status: 'Active', firstName: 'Zainab', lastName: 'Siddiqui', ...MATCH.bride }));
    // A plan, for the featured-profiles listing (the listing pool's work).
    await givePlan(t.database.db, memberId);
  });
  afterAll(async () => {
    await metrics.close();
    await t.close();
  });

  it('/metrics on the public port is a 404; on the metrics port anything but /metrics is a 404', async () => {
    const publicMetrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(publicMetrics.statusCode).toBe(404);
    expect(publicMetrics.body).not.toContain('http_request_duration_seconds');
    expect((await httpRequest(metrics.url.replace('/metrics', '/'))).status).toBe(404);
    expect((await httpRequest(`${metrics.url}/../api/health`)).status).toBe(404);
    expect(metrics.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
  });

  it('shows requests by route pattern and status, deliveries, the listing queue, pools and sockets, and no personal data', async () => {
    const cookie = await signIn(t.app, email, DEFAULT_PASSWORD);
    const someone = crypto.randomUUID();
    await t.app.inject({ method: 'GET', url: `/api/user/${someone}`, headers: { cookie } });
    await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'Wrong#123' } });
    await t.app.inject({ method: 'GET', url: `/no-such-page-${someone}` });
    await t.app.inject({ method: 'POST', url: '/api/forget-password', payload: { email } });
    // The reset mail goes out after the answer (the same answer for anyone): wait for it.
    await vi.waitFor(() => expect(t.app.ctx.lifecycle.running().filter((w) => w.what === 'password reset mail')).toHaveLength(0));
    // A push to her device (the development outbox keeps it: a push service off this machine), and a listing, which
    // opens the listing pool on PostgreSQL.
    const endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
    const device = { endpoint, keys: { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') } };
    expect((await t.app.inject({ method: 'POST', url: apiUrl(API.pushSubscriptions), headers: { cookie }, payload: device })).statusCode).toBe(201);
    await recordNotification(t.database.db, { userId: memberId, kind: 'accountApproved', url: '/user/featured-profiles' });
    await deliverNotifications(t.app.ctx);
    const listing = await t.app.inject({ method: 'GET', url: apiUrl(API.featuredProfiles), headers: { cookie } });
    expect(listing.statusCode, listing.body).toBe(200);

    const res = await httpRequest(metrics.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const body = res.body;
    expect(body).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/user\/:id",status="\d{3}"\}/m);
    expect(body).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/login",status="4\d\d"\} 1$/m);
    expect(body).toMatch(/route="unmatched",status="404"/);
    expect(body).toMatch(/^deliveries_total\{channel="mail",outcome="sent"\} 1$/m);
    expect(body).toMatch(/^deliveries_total\{channel="push",outcome="sent"\} 1$/m);
    for (const lane of ['page', 'scoring']) {
      expect(body).toMatch(new RegExp(`^listing_queue_tasks\\{lane="${lane}",state="running"\\} 0$`, 'm'));
      expect(body).toMatch(new RegExp(`^listing_queue_tasks\\{lane="${lane}",state="waiting"\\} 0$`, 'm'));
    }
    expect(body).toMatch(/^listing_queue_refusals_total 0$/m);
    expect(body).toMatch(/^match_list_refreshes_deferred_total 0$/m);
    expect(body).toMatch(/^match_list_builds_from_columns_total 0$/m);
    expect(body).toMatch(/^socketio_connected_sockets 0$/m);
    expect(body).toMatch(/^app_draining 0$/m);
    if (t.database.kind === 'postgres') {
      // Both pools, each in its three states; the listing, done, has left its connection idle in its own pool.
      for (const pool of ['main', 'listing']) {
        for (const state of ['in_use', 'idle', 'waiting']) expect(body).toMatch(new RegExp(`^db_pool_connections\\{pool="${pool}",state="${state}"\\} \\d+$`, 'm'));
      }
      expect(body).toMatch(/^db_pool_connections\{pool="listing",state="idle"\} [1-9]\d*$/m);
      expect(body).toMatch(/^db_pool_connections\{pool="listing",state="waiting"\} 0$/m);
    } else {
      // PGlite has no pool: nothing made up.
      expect(body).not.toMatch(/^db_pool_connections\{/m);
    }
    // This app runs no timers (jobs are run by hand here): the counter is declared, with no run of its own invented.
    expect(body).toContain('# TYPE job_runs_total counter');
    expect(body).not.toMatch(/^job_runs_total\{/m);
    // No email, name or id anywhere: not the member's, not the one asked for, not a session, not her device.
    for (const personal of [email, email.split('@')[0]!, 'Zainab', 'Siddiqui', someone, cookie.split('=')[1]!, endpoint, memberId]) expect(body).not.toContain(personal);
    expect(body).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
  });
});

/**
 * REDIS_URL's database number, on a Redis server of the test's own (so that database 0 can be seen to stay empty):
 * the rate limits, the attempt counters and the socket.io adapter (whose pub/sub channels no database number
 * separates, so it goes into their names) all use database 7. Runs once, in the PGlite project.
 */
const redisBinary = findRedisServer();
const runsRedisHere = process.env.TEST_DB !== 'postgres' && Boolean(redisBinary);
describe.skipIf(!runsRedisHere)('REDIS_URL with a database number (redis://host:port/7)', () => {
  let redis: ThrowawayRedis;
  let t: TestApp;

  beforeAll(async () => {
    redis = await startThrowawayRedis(redisBinary!);
    t = await createTestApp({ REDIS_URL: `${redis.url}/7` });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.destroy();
  });

  it('rate limits, attempt counters and the socket adapter all use database 7; database 0 stays empty', async () => {
    const member = await buildMember(t.database.db, { status: 'Active' });
    // Attempt counters (a failed sign-in) and rate limits (every request).
    await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: member.email, password: 'Wrong#123' } });
    const cookie = await signIn(t.app, member.email);
    // The adapter: a socket connects, so the adapter's channels are subscribed.
    const address = t.app.server.address() as { port: number };
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connectClient(`http://127.0.0.1:${address.port}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie },
    });
    socket.on('connect', () => socket.emit('setup'));
    await new Promise<void>((resolve) => socket.once('connected', () => resolve()));

    const db0 = new Redis(redis.url);
    const db7 = new Redis(`${redis.url}/7`);
    try {
      expect(await db0.dbsize()).toBe(0);
      const keys = await db7.keys('*');
      expect(keys.some((key) => key.startsWith('sakinah-rl:')), keys.join(', ')).toBe(true);
      expect(keys.some((key) => key.includes(member.email.toLowerCase()) || key.includes(member.id)), keys.join(', ')).toBe(true);
      const channels = (await db0.pubsub('CHANNELS', '*')) as string[];
      expect(channels.length).toBeGreaterThan(0);
      expect(channels.every((channel) => channel.startsWith('socket.io/db7')), channels.join(', ')).toBe(true);
    } finally {
      socket.close();
      db0.disconnect();
      db7.disconnect();
    }
  });
});
