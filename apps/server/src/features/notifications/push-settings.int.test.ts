import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API, apiUrl, MSG } from '@sakinah/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { activeMember } from '../../test/factories';
import { generateVapidKeys, VAPID_KEYS_FILE } from '../../providers/push/vapid-keys';
import { recordNotification } from '../../core/notifications/notification-outbox.repo';
import { deliverNotifications } from './delivery.service';

/** Where the VAPID keys come from, and what production does without them or with an internal push endpoint. */
const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://sakinah.example', ALLOW_SANDBOX_PAYMENTS: 'true', ALLOW_DEV_OUTBOX: 'true' };
const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const publicKey = async (app: TestApp) => (await app.app.inject({ method: 'GET', url: apiUrl(API.pushPublicKey) })).json();

describe('the default provider outside production', () => {
  it("keeps a push to a push service off this machine in the dev outbox (nothing calls out), and counts it", async () => {
    t = await createTestApp();
    const { member, cookie } = await activeMember(t.app, t.database.db);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/bench-device';
    const device = { endpoint, keys: { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') } };
    expect((await t.app.inject({ method: 'POST', url: apiUrl(API.pushSubscriptions), headers: { cookie }, payload: device })).statusCode).toBe(201);
    await recordNotification(t.database.db, { userId: member.id, kind: 'accountApproved', url: '/user/featured-profiles' });
    await deliverNotifications(t.app.ctx);
    const outbox = (await t.app.inject({ method: 'GET', url: `${apiUrl(API.devOutbox)}?to=${encodeURIComponent(endpoint)}` })).json();
    expect(outbox.messages).toHaveLength(1);
    expect(outbox.messages[0]).toMatchObject({ channel: 'push', to: endpoint });
    expect(JSON.parse(outbox.messages[0].text as string)).toMatchObject({ kind: 'accountApproved', title: 'Profile approved', url: '/user/featured-profiles' });
    expect(await t.app.ctx.metrics.registry.metrics()).toMatch(/^deliveries_total\{channel="push",outcome="sent"\} 1$/m);
  });
});

describe('VAPID keys', () => {
  it('by default a pair is generated once into DATA_DIR and kept', async () => {
    t = await createTestApp();
    const answer = await publicKey(t);
    expect(answer.available).toBe(true);
    const stored = JSON.parse(fs.readFileSync(path.join(t.dataDir, VAPID_KEYS_FILE), 'utf8')) as { publicKey: string; subject: string };
    expect(answer.publicKey).toBe(stored.publicKey);
    expect(stored.subject).toMatch(/^mailto:/);
    // A second app on the same DATA_DIR uses the same pair.
    const again = await createTestApp({ DATA_DIR: t.dataDir });
    expect((await publicKey(again)).publicKey).toBe(stored.publicKey);
    await again.app.close();
    await again.database.close();
  });

  it('production without VAPID_*: push is off, the rest works (subscribing answers that push is not available)', async () => {
    t = await createTestApp(production);
    expect(await publicKey(t)).toEqual({ success: true, available: false, publicKey: null });
    expect(fs.existsSync(path.join(t.dataDir, VAPID_KEYS_FILE))).toBe(false);
    const { cookie } = await activeMember(t.app, t.database.db);
    const res = await t.app.inject({ method: 'POST', url: apiUrl(API.pushSubscriptions), headers: { cookie }, payload: { endpoint: 'https://push.example/x', keys } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.pushUnavailable);
    const prefs = await t.app.inject({ method: 'GET', url: apiUrl(API.notificationPreferences), headers: { cookie } });
    expect(prefs.json().pushAvailable).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: apiUrl(API.notifications), headers: { cookie } })).statusCode).toBe(200);
  });

  it('production with VAPID_*: those keys, and endpoints on loopback or private addresses are refused', async () => {
    const vapid = generateVapidKeys('mailto:push@sakinah.example');
    t = await createTestApp({ ...production, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: vapid.subject });
    expect((await publicKey(t)).publicKey).toBe(vapid.publicKey);
    const { cookie } = await activeMember(t.app, t.database.db);
    for (const endpoint of ['https://127.0.0.1:8443/push/x', 'https://localhost/push/x', 'https://[::1]/push', 'https://10.1.2.3/push', 'https://192.168.0.10/push', 'http://169.254.169.254/latest/meta-data/']) {
      const res = await t.app.inject({ method: 'POST', url: apiUrl(API.pushSubscriptions), headers: { cookie }, payload: { endpoint, keys } });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message).toBe(MSG.pushEndpointRefused);
    }
  });
});
