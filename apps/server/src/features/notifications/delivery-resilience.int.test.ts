import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { notificationDeliveries, pushSubscriptions } from '../../db/schema';
import { NOTIFICATIONS_CHANNEL, recordNotification } from '../../core/notifications/notification-outbox.repo';
import { listenToChannel } from '../../db/notify-listener';
import { generateVapidKeys } from '../../providers/push/vapid-keys';
import { createWebPushProvider } from '../../providers/push/web-push';
import { buildMember } from '../../test/factories';
import { recordEvents, type RecordedEvent } from '../../test/test-app';
import { makeTestCertificates, startTestPushService, type TestDevice, type TestPushService } from '../../test/push-service';
import { findPostgresBinaries, findRedisServer, sleep, startThrowawayPostgres, startThrowawayRedis, type ThrowawayPostgres } from '../../test/throwaway-services';
import { deliverNotifications } from './delivery.service';

/**
 * The delivery engine on real PostgreSQL (issue 42): two app instances share the work and each notification reaches
 * each device once; a PostgreSQL restart while pushes are in flight loses nothing and sends nothing twice. It brings its
 * own throwaway cluster (to restart it), so it runs once: in the PGlite project, not again in server-int-pg.
 *
 * Restarts of the server: an instance stopped after its claim is taken over once its lease lapses
 * (notifications.int.test.ts, on PGlite and PostgreSQL). Restarts of Redis: delivery does not use Redis; only the
 * socket event a fan-out emits goes through it (the socket.io adapter, whose client queues while Redis is away), so
 * the last test here delivers with Redis killed.
 */
const runsInThisProject = process.env.TEST_DB !== 'postgres';
const postgresBinaries = findPostgresBinaries();
const redisBinary = findRedisServer();
if (runsInThisProject && !postgresBinaries) console.warn('delivery-resilience.int.test.ts: SKIPPED: initdb/pg_ctl not found.');
if (runsInThisProject && postgresBinaries && !redisBinary) console.warn('delivery-resilience.int.test.ts: the Redis test SKIPPED: redis-server not found.');

const certificates = makeTestCertificates();
const vapid = generateVapidKeys('mailto:push@sakinah.example');

interface Instance {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
}

async function startInstance(url: string, env: Record<string, string> = {}): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-delivery-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: dataDir, SEED_DEMO: 'false', DATABASE_URL: url, ...env });
  const database = await openDatabase({ url, poolSize: 4, connectTimeoutMs: 2000 });
  const push = createWebPushProvider({ keys: vapid, allowLoopback: true, testCa: certificates.ca });
  const app = await buildApp({ config, database, logger: false, overrides: { push } });
  await app.ready();
  return { app, database, dataDir };
}

async function stopInstance(instance: Instance | undefined) {
  if (!instance) return;
  await instance.app.close();
  await instance.database.close();
  fs.rmSync(instance.dataDir, { recursive: true, force: true });
}

/** Runs deliveries until one full pass goes through (the database may still be coming back). */
async function deliverUntilDone(instance: Instance, deadlineMs = 20_000) {
  const until = Date.now() + deadlineMs;
  for (;;) {
    try {
      await deliverNotifications(instance.app.ctx);
      if ((await deliverNotifications(instance.app.ctx)) === 0) return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await sleep(200);
    }
  }
}

describe.skipIf(!runsInThisProject || !postgresBinaries)('delivery on PostgreSQL (throwaway cluster)', () => {
  let cluster: ThrowawayPostgres;
  let service: TestPushService;
  let first: Instance;
  let second: Instance;

  beforeAll(async () => {
    cluster = await startThrowawayPostgres(postgresBinaries!);
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query('create database sakinah');
    await admin.end();
    first = await startInstance(cluster.url('sakinah'));
    await first.database.migrate();
    second = await startInstance(cluster.url('sakinah'));
    service = await startTestPushService(certificates);
  }, 90_000);

  afterAll(async () => {
    await stopInstance(first);
    await stopInstance(second);
    await service?.close();
    await cluster?.destroy();
  });

  async function membersWithDevices(count: number, devicesEach: number) {
    const result: Array<{ id: string; devices: TestDevice[] }> = [];
    for (let i = 0; i < count; i += 1) {
      const member = await buildMember(first.database.db, { status: 'Active' });
      const devices: TestDevice[] = [];
      for (let d = 0; d < devicesEach; d += 1) {
        const device = service.newDevice();
        await first.database.db.insert(pushSubscriptions).values({ userId: member.id, endpoint: device.subscription.endpoint, ...device.subscription.keys });
        devices.push(device);
      }
      result.push({ id: member.id, devices });
    }
    return result;
  }

  const deliveredTo = (devices: TestDevice[]) => {
    const ids = new Set(devices.map((d) => d.id));
    return service.received.filter((push) => ids.has(push.deviceId)).map((push) => `${push.payload.id}|${push.deviceId}`);
  };

  it('a recorded notification wakes every instance at its commit (LISTEN/NOTIFY), not before; the listener survives a restart', async () => {
    let woken = 0;
    const listener = listenToChannel(cluster.url('sakinah'), NOTIFICATIONS_CHANNEL, () => (woken += 1), () => undefined);
    const waitFor = async (check: () => boolean, ms = 10_000) => {
      const until = Date.now() + ms;
      while (!check() && Date.now() < until) await sleep(20);
      return check();
    };
    try {
      // Once when it is listening (whatever was sent while it was not is looked for).
      expect(await waitFor(() => woken >= 1)).toBe(true);
      const [member] = await membersWithDevices(1, 0);
      const before = woken;
      await first.database.db.transaction(async (tx) => {
        await recordNotification(tx, { userId: member!.id, kind: 'accountApproved', url: '/user' });
        await sleep(300);
        expect(woken).toBe(before);
      });
      expect(await waitFor(() => woken > before, 5000)).toBe(true);
      const beforeRestart = woken;
      await cluster.restart('fast');
      expect(await waitFor(() => woken > beforeRestart, 20_000)).toBe(true);
      await deliverUntilDone(first);
    } finally {
      await listener.close();
    }
  });

  it('two instances: each notification reaches each device exactly once', async () => {
    const members = await membersWithDevices(4, 2);
    const devices = members.flatMap((m) => m.devices);
    for (const device of devices) service.answer(device.id, { status: 201, delayMs: 15 });
    for (let i = 0; i < 25; i += 1) {
      for (const member of members) await recordNotification(first.database.db, { userId: member.id, kind: 'accountApproved', url: '/user' });
    }
    // Both race for the same rows, several runs each.
    await Promise.all([0, 1, 2].flatMap(() => [deliverNotifications(first.app.ctx), deliverNotifications(second.app.ctx)]));
    await deliverUntilDone(first);
    const sent = deliveredTo(devices);
    expect(sent).toHaveLength(100 * 2);
    expect(new Set(sent).size).toBe(sent.length);
    expect(service.rejected).toEqual([]);
  });

  it('PostgreSQL stopped while pushes are in flight and started again: nothing lost, nothing sent twice to a device', async () => {
    const [member] = await membersWithDevices(1, 1);
    const device = member!.devices[0]!;
    // The push service answers slowly: the database goes away between the send and its record.
    service.answer(device.id, { status: 201, delayMs: 1500 });
    for (let i = 0; i < 40; i += 1) await recordNotification(first.database.db, { userId: member!.id, kind: 'accountApproved', url: '/user' });
    const before = service.requests();
    const running = deliverNotifications(first.app.ctx).catch((error: unknown) => error);
    const until = Date.now() + 10_000;
    while (service.requests() === before && Date.now() < until) await sleep(20);
    expect(service.requests()).toBeGreaterThan(before);
    // Pushes are in flight (answered in 1.5 s): the database stops under them (its connections killed) and comes
    // back only after they were answered, so their records fail and are kept in memory.
    await cluster.stop('immediate');
    expect(await running).toBeInstanceOf(Error);
    expect(deliveredTo([device]).length).toBeGreaterThan(0);
    await cluster.start();
    service.answer(device.id, { status: 201 });
    await deliverUntilDone(first);
    await deliverUntilDone(second);
    const sent = deliveredTo([device]);
    expect(new Set(sent).size).toBe(40);
    expect(sent).toHaveLength(40);
    const rows = await first.database.db.select().from(notificationDeliveries);
    const mine = rows.filter((row) => row.target !== 'mail' && sent.some((key) => key.startsWith(row.notificationId)));
    expect(mine.every((row) => row.status === 'sent')).toBe(true);
  });

  it.skipIf(!redisBinary)('Redis killed: delivery goes on (each notification to each device once), and after Redis is back', async () => {
    const redis = await startThrowawayRedis(redisBinary!);
    // An instance whose socket events go through Redis (the socket.io adapter), as in production.
    let withRedis: Instance | undefined;
    try {
      withRedis = await startInstance(cluster.url('sakinah'), { REDIS_URL: redis.url });
      const events: RecordedEvent[] = [];
      recordEvents(withRedis.app, events);
      const [member] = await membersWithDevices(1, 2);
      const devices = member!.devices;
      await redis.kill();
      for (let i = 0; i < 3; i += 1) await recordNotification(first.database.db, { userId: member!.id, kind: 'accountApproved', url: '/user' });
      await deliverUntilDone(withRedis, 10_000);
      expect(devices.map((device) => service.requestsTo(device.id))).toEqual([3, 3]);
      // Its bell's event was emitted (into the adapter's queue) without holding delivery up.
      expect(events.filter((event) => event.userId === member!.id && event.event === 'notificationsChanged')).toHaveLength(3);
      await redis.start();
      await recordNotification(first.database.db, { userId: member!.id, kind: 'accountApproved', url: '/user' });
      await deliverUntilDone(withRedis, 10_000);
      const sent = deliveredTo(devices);
      expect(sent).toHaveLength(4 * 2);
      expect(new Set(sent).size).toBe(sent.length);
      expect(service.rejected).toEqual([]);
    } finally {
      await stopInstance(withRedis);
      await redis.destroy();
    }
  });
});
