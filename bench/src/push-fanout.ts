/**
 * `npm run bench:push-fanout` (also the last part of `npm run bench` with DATABASE_URL; PUSH_FANOUT=0 skips it): the
 * notification delivery engine on PostgreSQL (issue 42). In a throwaway database of DATABASE_URL's cluster (dropped at
 * the end), the real app (in this process) delivers NOTIFICATIONS notifications to a local push service over HTTPS
 * (a throwaway CA; it verifies the VAPID tokens and decrypts one payload in DECRYPT_EVERY), and the p99 of sending a
 * chat message over HTTP is measured without delivery running and while it runs.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { pushSubscriptions, users } from '../../apps/server/src/db/schema';
import { deliverNotifications } from '../../apps/server/src/features/notifications/delivery.service';
import { generateVapidKeys } from '../../apps/server/src/providers/push/vapid-keys';
import { createWebPushProvider } from '../../apps/server/src/providers/push/web-push';
import { connect, givePlan } from '../../apps/server/src/test/factories';
import { makeTestCertificates, startTestPushService } from '../../apps/server/src/test/push-service';

const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('Set DATABASE_URL to a PostgreSQL database (a throwaway database is created beside it and dropped at the end).');
  process.exit(2);
}
const NOTIFICATIONS = Number(process.env.NOTIFICATIONS ?? 10_000);
const DEVICES = Number(process.env.DEVICES ?? 2_000);
const SENDS = Number(process.env.SENDS ?? 2_000);
const SEND_CONCURRENCY = Number(process.env.SEND_CONCURRENCY ?? 10);
const DECRYPT_EVERY = Number(process.env.DECRYPT_EVERY ?? 10);
const GOAL_S = 30;

const name = `sakinah_bench_push_${process.pid}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${name}`);
const benchUrl = new URL(url);
benchUrl.pathname = `/${name}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-push-bench-'));
const certificates = makeTestCertificates();
const service = await startTestPushService(certificates, { decryptEvery: DECRYPT_EVERY });
const database = await openDatabase({ url: benchUrl.toString(), poolSize: 10 });
const seconds = (ms: number) => (ms / 1000).toFixed(1);

try {
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: dataDir, SEED_DEMO: 'false', RELAX_RATE_LIMITS: 'true', DATABASE_URL: benchUrl.toString() });
  const push = createWebPushProvider({ keys: generateVapidKeys('mailto:bench@sakinah.example'), allowLoopback: true, testCa: certificates.ca });
  const app = await buildApp({ config, database, logger: false, overrides: { push } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const db = database.db;

  // Members with one device each (the push service's), not measured.
  const passwordHash = 'bench-not-a-hash';
  const memberIds: string[] = [];
  for (let start = 0; start < DEVICES; start += 500) {
    const rows = await db
      .insert(users)
      .values(Array.from({ length: Math.min(500, DEVICES - start) }, (_, i) => ({ firstName: 'Bench', lastName: 'Member', email: `push-${start + i}@bench.sakinah.local`, passwordHash, status: 'Active' as const })))
      .returning({ id: users.id });
    memberIds.push(...rows.map((row) => row.id));
  }
  for (let start = 0; start < memberIds.length; start += 500) {
    await db.insert(pushSubscriptions).values(
      memberIds.slice(start, start + 500).map((userId) => {
        const device = service.newDevice();
        return { userId, endpoint: device.subscription.endpoint, ...device.subscription.keys };
      }),
    );
  }

  async function recordPending(count: number) {
    await db.execute(sql`
      insert into notifications (user_id, kind, url)
      select s.user_id, 'accountApproved', '/user/featured-profiles'
      from generate_series(1, ${Math.ceil(count / memberIds.length)}) g, push_subscriptions s
      limit ${count}`);
  }

  // Chat senders: connected pairs with a plan, signed in by session rows (as the main bench does).
  const pairs: Array<{ cookie: string; to: string }> = [];
  for (let i = 0; i < 100; i += 1) {
    const [a, b] = await db
      .insert(users)
      .values([
        { firstName: 'Chat', lastName: 'Bride', email: `chat-a-${i}@bench.sakinah.local`, passwordHash, status: 'Active', gender: 'female', caste: 'Syed', casteInterestedIn: ['Ansari'] },
        { firstName: 'Chat', lastName: 'Groom', email: `chat-b-${i}@bench.sakinah.local`, passwordHash, status: 'Active', gender: 'male', caste: 'Ansari', casteInterestedIn: ['Syed'] },
      ])
      .returning({ id: users.id });
    await givePlan(db, a!.id);
    await givePlan(db, b!.id);
    await connect(db, a!.id, b!.id);
    for (const [from, to] of [[a!.id, b!.id], [b!.id, a!.id]] as const) {
      const token = crypto.randomBytes(32).toString('base64url');
      await db.execute(sql`insert into sessions (user_id, token_hash, user_agent, ip, expires_at)
        values (${from}, ${crypto.createHash('sha256').update(token).digest('hex')}, 'sakinah-bench', '127.0.0.1', now() + interval '1 day')`);
      pairs.push({ cookie: `sid=${token}`, to });
    }
  }

  async function sendMessages(count: number): Promise<{ p50: number; p99: number; failed: number }> {
    const latencies: number[] = [];
    let next = 0;
    let failed = 0;
    const worker = async () => {
      while (next < count) {
        const pair = pairs[next % pairs.length]!;
        next += 1;
        const started = performance.now();
        const res = await fetch(`${base}/api/messages/${pair.to}`, {
          method: 'POST',
          headers: { cookie: pair.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ clientId: crypto.randomUUID(), text: 'Assalamu alaikum, how are you?' }),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        if (res.status !== 201) failed += 1;
      }
    };
    await Promise.all(Array.from({ length: SEND_CONCURRENCY }, worker));
    latencies.sort((x, y) => x - y);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
    return { p50: Number(at(0.5)), p99: Number(at(0.99)), failed };
  }

  async function deliverAll(expected: number): Promise<number> {
    const started = performance.now();
    const before = service.received.length;
    while (service.received.length - before < expected) {
      if ((await deliverNotifications(app.ctx)) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      if (performance.now() - started > 300_000) throw new Error('delivery did not finish in 5 minutes');
    }
    return performance.now() - started;
  }

  // 1. Fan-out alone.
  await recordPending(NOTIFICATIONS);
  const fanoutMs = await deliverAll(NOTIFICATIONS);
  if (service.rejected.length > 0) throw new Error(`the push service refused ${service.rejected.length} pushes: ${service.rejected[0]}`);

  // 2. Sending messages without delivery, then while a second fan-out of the same size runs.
  await sendMessages(200);
  const quiet = await sendMessages(SENDS);
  await recordPending(NOTIFICATIONS);
  const delivering = deliverAll(NOTIFICATIONS);
  const busy = await sendMessages(SENDS);
  const busyFanoutMs = await delivering;

  console.log(`\nPush fan-out on PostgreSQL (${NOTIFICATIONS.toLocaleString('en')} notifications to ${DEVICES.toLocaleString('en')} devices of a local HTTPS push service; one payload in ${DECRYPT_EVERY} decrypted by it; load ${os.loadavg()[0]!.toFixed(2)}):`);
  console.log('| measure | value | goal |');
  console.log('|---|---|---|');
  console.log(`| deliver ${NOTIFICATIONS.toLocaleString('en')} notifications | ${seconds(fanoutMs)} s (${Math.round(NOTIFICATIONS / (fanoutMs / 1000))}/s) | ≤ ${GOAL_S} s ${fanoutMs <= GOAL_S * 1000 ? 'met' : 'MISSED'} |`);
  console.log(`| send a message, no delivery running (${SENDS} sends, ${SEND_CONCURRENCY} at a time) | p50 ${quiet.p50} ms, p99 ${quiet.p99} ms${quiet.failed ? `, ${quiet.failed} failed` : ''} | |`);
  console.log(`| send a message while ${NOTIFICATIONS.toLocaleString('en')} are delivered | p50 ${busy.p50} ms, p99 ${busy.p99} ms${busy.failed ? `, ${busy.failed} failed` : ''} | unchanged within noise |`);
  console.log(`| that delivery, beside the sends | ${seconds(busyFanoutMs)} s | |`);
  await app.close();
} finally {
  await database.close();
  await service.close();
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
