import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { API, apiUrl, defaultNotificationPreferences, MAX_PUSH_DEVICES, MSG, type NotificationPreferences } from '@sakinah/contract';
import { buildApp } from '../../app';
import { createTestApp, recordEvents, type RecordedEvent, type TestApp } from '../../test/test-app';
import { activeMember, buildMember, connect, MATCH, signIn, signInAdmin } from '../../test/factories';
import { makeTestCertificates, startTestPushService, type TestDevice, type TestPushService } from '../../test/push-service';
import { generateVapidKeys } from '../../providers/push/vapid-keys';
import { createWebPushProvider } from '../../providers/push/web-push';
import type { PushProvider } from '../../providers/push/push.provider';
import type { MailMessage } from '../../providers/mail/mail.provider';
import { notificationWake, recordNotification } from '../../core/notifications/notification-outbox.repo';
import { guardians, messages, notificationDeliveries, notifications, pushSubscriptions, subscriptions, users } from '../../db/schema';
import { sendRenewalReminders } from '../billing/renewals.service';
import { sendMessageDigests } from '../messaging/messaging.service';
import { pairKeyOf } from '../../core/member/pair-key.repo';
import { deliverNotifications, fanOutDue, LEASE_MS } from './delivery.service';
import { claimDueNotifications, markEnded, markForRetry } from './delivery.repo';
import { deleteOldNotifications, SUBSCRIBES_PER_HOUR } from './notifications.service';

/**
 * Push notifications and the centre end to end (issue 42): the real app on a fresh database, a local push service over
 * HTTPS that verifies each VAPID signature and decrypts each payload with the device's key, and a clock the test moves.
 */
const certificates = makeTestCertificates();
const vapid = generateVapidKeys('mailto:push@sakinah.example');
let t: TestApp;
let service: TestPushService;
let offsetMs = 0;
const mails: MailMessage[] = [];
const events: RecordedEvent[] = [];

beforeAll(async () => {
  service = await startTestPushService(certificates);
  // The test seam of the adapter: the local service's CA added to Node's (docs/notifications.md).
  const push = createWebPushProvider({ keys: vapid, allowLoopback: true, testCa: certificates.ca });
  t = await createTestApp({}, {
    push,
    now: () => new Date(Date.now() + offsetMs),
    mail: { name: 'recording', send: async (message) => void mails.push(message) },
  });
  recordEvents(t.app, events);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({ method, url: apiUrl(url), ...(cookie ? { headers: { cookie } } : {}), ...(payload !== undefined ? { payload: payload as object } : {}) });

async function subscribeDevice(cookie: string): Promise<TestDevice> {
  const device = service.newDevice();
  const res = await inject('POST', API.pushSubscriptions, cookie, device.subscription);
  expect(res.statusCode, res.body).toBe(201);
  return device;
}

const pushesTo = (device: TestDevice) => service.received.filter((push) => push.deviceId === device.id);
const deliver = () => deliverNotifications(t.app.ctx);

async function pair() {
  const bride = await activeMember(t.app, t.database.db, { ...MATCH.bride, firstName: 'Aisha' });
  const groom = await activeMember(t.app, t.database.db, { ...MATCH.groom, firstName: 'Yusuf' });
  return { bride, groom };
}

describe('the public key', () => {
  it('is given to anyone, with whether push is available', async () => {
    const res = await inject('GET', API.pushPublicKey);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, available: true, publicKey: vapid.publicKey });
  });
});

describe('subscriptions', () => {
  it('anonymous: 401 for every member endpoint', async () => {
    for (const [method, url] of [['POST', API.pushSubscriptions], ['DELETE', API.pushSubscriptions], ['GET', API.notifications], ['POST', API.notificationsRead], ['GET', API.notificationPreferences], ['PUT', API.notificationPreferences]] as const) {
      const res = await inject(method, url, undefined, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('a malformed subscription gets 400 and stores nothing', async () => {
    const { member, cookie } = await activeMember(t.app, t.database.db);
    const device = service.newDevice();
    for (const body of [{}, { endpoint: device.subscription.endpoint }, { ...device.subscription, keys: { p256dh: 'short', auth: 'x' } }, { ...device.subscription, endpoint: 42 }]) {
      const res = await inject('POST', API.pushSubscriptions, cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id))).toHaveLength(0);
  });

  it.each(['http://push.example/x', 'file:///etc/passwd', 'javascript:alert(1)', 'http://169.254.169.254/latest/meta-data/', 'https://169.254.169.254/latest/meta-data/', 'https://10.0.0.5/push', 'https://[fe80::1]/push'])(
    'refuses the endpoint %s (server-side request forgery) with 400',
    async (endpoint) => {
      const { cookie } = await activeMember(t.app, t.database.db);
      const device = service.newDevice();
      const res = await inject('POST', API.pushSubscriptions, cookie, { ...device.subscription, endpoint });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.pushEndpointRefused);
    },
  );

  it('keeps at most 10 devices: the oldest goes first', async () => {
    const { member, cookie } = await activeMember(t.app, t.database.db);
    const devices: TestDevice[] = [];
    for (let i = 0; i < MAX_PUSH_DEVICES + 1; i += 1) {
      offsetMs += 1000;
      devices.push(await subscribeDevice(cookie));
    }
    const rows = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id));
    expect(rows).toHaveLength(MAX_PUSH_DEVICES);
    expect(rows.map((r) => r.endpoint)).not.toContain(devices[0]!.subscription.endpoint);
  });

  it('limits floods of subscribe calls per member (429)', async () => {
    const { cookie } = await activeMember(t.app, t.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < SUBSCRIBES_PER_HOUR + 1; i += 1) statuses.push((await inject('POST', API.pushSubscriptions, cookie, service.newDevice().subscription)).statusCode);
    expect(statuses.slice(0, SUBSCRIBES_PER_HOUR).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("another member's subscription cannot be deleted; the owner's can", async () => {
    const owner = await activeMember(t.app, t.database.db);
    const other = await activeMember(t.app, t.database.db);
    const device = await subscribeDevice(owner.cookie);
    const body = { endpoint: device.subscription.endpoint };
    expect((await inject('DELETE', API.pushSubscriptions, other.cookie, body)).statusCode).toBe(404);
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint))).toHaveLength(1);
    expect((await inject('DELETE', API.pushSubscriptions, owner.cookie, { endpoint: 42 })).statusCode).toBe(400);
    const res = await inject('DELETE', API.pushSubscriptions, owner.cookie, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.pushUnsubscribed);
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint))).toHaveLength(0);
  });
});

describe('delivery to a local push service', () => {
  it('a request received reaches every device of hers, named no one, signed and encrypted; the socket and the centre have it', async () => {
    const { bride, groom } = await pair();
    const phone = await subscribeDevice(bride.cookie);
    const laptop = await subscribeDevice(bride.cookie);
    const sent = await inject('POST', API.sendRequest, groom.cookie, { receiverId: bride.member.id });
    expect(sent.statusCode, sent.body).toBe(201);
    // Recorded with its cause, delivered off the request's path.
    expect(pushesTo(phone)).toHaveLength(0);
    await deliver();
    for (const device of [phone, laptop]) {
      const [push] = pushesTo(device);
      expect(push?.payload).toMatchObject({ kind: 'requestReceived', title: 'New request', body: 'You have a new request', url: '/user/requests' });
      expect(Object.keys(push!.payload).sort()).toEqual(['body', 'id', 'kind', 'tag', 'title', 'url']);
      expect(JSON.stringify(push!.payload)).not.toContain('Yusuf');
      expect(push!.vapidKey).toBe(vapid.publicKey);
      expect(push!.headers.urgency).toBe('normal');
    }
    expect(service.rejected).toEqual([]);
    const live = events.find((e) => e.userId === bride.member.id && e.event === 'notificationsChanged');
    expect(live?.payload).toMatchObject({ unread: 1, notification: { kind: 'requestReceived', body: 'You have a new request' } });
    const list = await inject('GET', API.notifications, bride.cookie);
    expect(list.json()).toMatchObject({ success: true, unread: 1, nextBefore: null, notifications: [{ kind: 'requestReceived', readAt: null, url: '/user/requests' }] });
    // A second run sends nothing again.
    await deliver();
    expect(pushesTo(phone)).toHaveLength(1);
  });

  it('names the other member only when she turns names on', async () => {
    const { bride, groom } = await pair();
    const phone = await subscribeDevice(groom.cookie);
    const prefs: NotificationPreferences = { ...defaultNotificationPreferences(), showNames: true };
    expect((await inject('PUT', API.notificationPreferences, groom.cookie, prefs)).statusCode).toBe(200);
    const request = await inject('POST', API.sendRequest, bride.cookie, { receiverId: groom.member.id });
    expect(request.statusCode).toBe(201);
    await deliver();
    expect(pushesTo(phone)[0]?.payload.body).toBe('Aisha sent you a request');
    expect((await inject('GET', API.notifications, groom.cookie)).json().notifications[0].body).toBe('Aisha sent you a request');
  });

  it('an accepted request notifies the sender; a push turned off for a kind is not sent, the centre still lists it', async () => {
    const { bride, groom } = await pair();
    const phone = await subscribeDevice(groom.cookie);
    const prefs = defaultNotificationPreferences();
    prefs.kinds.requestAccepted.push = false;
    await inject('PUT', API.notificationPreferences, groom.cookie, prefs);
    const sent = await inject('POST', API.sendRequest, groom.cookie, { receiverId: bride.member.id });
    const requestId = sent.json().request.id as string;
    expect((await inject('PUT', API.respondRequest(requestId), bride.cookie, { action: 'accepted' })).statusCode).toBe(200);
    await deliver();
    expect(pushesTo(phone)).toHaveLength(0);
    const list = (await inject('GET', API.notifications, groom.cookie)).json();
    expect(list.notifications.map((n: { kind: string }) => n.kind)).toEqual(['requestAccepted']);
    expect(list.notifications[0].body).toBe('Your request was accepted');
  });

  it.each([410, 404])('%i from the push service deletes the subscription at once; the device is never tried again', async (status) => {
    const { member, cookie } = await activeMember(t.app, t.database.db);
    const device = await subscribeDevice(cookie);
    const target = (await subscriptionId(device))!;
    service.answer(device.id, { status });
    await recordNotification(t.database.db, { userId: member.id, kind: 'accountApproved', url: '/user' });
    await deliver();
    expect(service.requestsTo(device.id)).toBe(1);
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.subscription.endpoint))).toHaveLength(0);
    expect(await deliveriesTo(target)).toMatchObject([{ status: 'gone', attempts: 1 }]);
    // Not a retry: an hour on, and with a newer notification, nothing more reaches it.
    offsetMs += 3_600_000;
    await recordNotification(t.database.db, { userId: member.id, kind: 'planEnding', daysLeft: 7, url: '/pricing' });
    await deliver();
    expect(service.requestsTo(device.id)).toBe(1);
    expect(await deliveriesTo(target)).toHaveLength(1);
  });

  it("429 is retried after the service's Retry-After, then delivered once", async () => {
    const { member, cookie } = await activeMember(t.app, t.database.db);
    const device = await subscribeDevice(cookie);
    service.answer(device.id, { status: 429, headers: { 'retry-after': '120' } }, { status: 201 });
    await recordNotification(t.database.db, { userId: member.id, kind: 'accountApproved', url: '/user' });
    await deliver();
    expect(pushesTo(device)).toHaveLength(0);
    const [row] = await t.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.target, (await subscriptionId(device))!));
    expect(row?.status).toBe('pending');
    const wait = row!.nextAttemptAt.getTime() - (Date.now() + offsetMs);
    expect(wait).toBeGreaterThan(100_000);
    expect(wait).toBeLessThanOrEqual(120_000);
    await deliver();
    expect(pushesTo(device)).toHaveLength(0);
    offsetMs += 121_000;
    await deliver();
    await deliver();
    expect(pushesTo(device)).toHaveLength(1);
  });

  it('5xx is retried 30 s later, then 60 s, doubling each time, and given up (failed) after 8 attempts', async () => {
    const { member, cookie } = await activeMember(t.app, t.database.db);
    const device = await subscribeDevice(cookie);
    const target = (await subscriptionId(device))!;
    // Every push to it is answered 503, without Retry-After: the engine's own backoff decides.
    service.answer(device.id, { status: 503 });
    await recordNotification(t.database.db, { userId: member.id, kind: 'accountApproved', url: '/user' });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      await deliver();
      expect(service.requestsTo(device.id)).toBe(attempt);
      const [row] = await deliveriesTo(target);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, lastError: 'push service answered 503' });
      const due = row!.nextAttemptAt.getTime();
      const expected = 30_000 * 2 ** (attempt - 1);
      const wait = due - (Date.now() + offsetMs);
      expect(wait).toBeLessThanOrEqual(expected);
      expect(wait).toBeGreaterThan(expected - 5000);
      expect(wait).toBeLessThanOrEqual(3_600_000);
      waits.push(expected);
      // Not before it is due.
      offsetMs = due - 2000 - Date.now();
      await deliver();
      expect(service.requestsTo(device.id)).toBe(attempt);
      offsetMs = due - Date.now();
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000]);
    // The eighth attempt fails too: given up.
    await deliver();
    expect(service.requestsTo(device.id)).toBe(8);
    expect(await deliveriesTo(target)).toMatchObject([{ status: 'failed', attempts: 8, lastError: 'push service answered 503' }]);
    offsetMs += 2 * 3_600_000;
    await deliver();
    expect(service.requestsTo(device.id)).toBe(8);
    expect(pushesTo(device)).toHaveLength(0);
    // Given up on the device only: the subscription stays and the centre still lists it.
    expect(await subscriptionId(device)).toBe(target);
    expect((await inject('GET', API.notifications, cookie)).json()).toMatchObject({ unread: 1, notifications: [{ kind: 'accountApproved' }] });
  });

  it('one push per conversation until she opens it', async () => {
    const { member, cookie } = await activeMember(t.app, t.database.db);
    const sender = await buildMember(t.database.db, { status: 'Active' });
    const device = await subscribeDevice(cookie);
    for (let i = 0; i < 3; i += 1) await recordNotification(t.database.db, { userId: member.id, kind: 'newMessage', actorId: sender.id, url: `/user/messages/${sender.id}` });
    await deliver();
    expect(pushesTo(device)).toHaveLength(1);
    expect(pushesTo(device)[0]!.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect((await inject('GET', API.notifications, cookie)).json().unread).toBe(1);
  });
});

describe('an instance stopped mid-delivery (its lease lapses, another instance takes over)', () => {
  it('nothing goes out before the lease lapses; then another instance delivers each notification to each device once', async () => {
    // A second instance on the same database and clock, whose pushes never return: it fans out, claims (the claim
    // commits, a statement of its own) and stops there for good, as if killed after its claim.
    const reached: string[] = [];
    const stuck: PushProvider = {
      name: 'stopped after its claim',
      publicKey: vapid.publicKey,
      send: (target) => {
        reached.push(target.endpoint);
        return new Promise<never>(() => undefined);
      },
    };
    const stopped = await buildApp({ config: t.config, database: t.database, logger: false, overrides: { push: stuck, now: () => new Date(Date.now() + offsetMs) } });
    await stopped.ready();
    try {
      const members = [await activeMember(t.app, t.database.db), await activeMember(t.app, t.database.db)];
      const devicesOf = new Map<string, TestDevice[]>();
      for (const { member, cookie } of members) devicesOf.set(member.id, [await subscribeDevice(cookie), await subscribeDevice(cookie)]);
      for (const { member } of members) {
        await recordNotification(t.database.db, { userId: member.id, kind: 'accountApproved', url: '/user' });
        await recordNotification(t.database.db, { userId: member.id, kind: 'planEnding', daysLeft: 7, url: '/pricing' });
        await recordNotification(t.database.db, { userId: member.id, kind: 'guardianApprovalNeeded', url: '/guardian' });
      }
      const devices = [...devicesOf.values()].flat();
      const targets = await Promise.all(devices.map(async (device) => (await subscriptionId(device))!));
      const mine = () => t.database.db.select().from(notificationDeliveries).where(inArray(notificationDeliveries.target, targets));
      const claimedAt = Date.now() + offsetMs;
      void deliverNotifications(stopped.ctx);
      const until = Date.now() + 10_000;
      while ((await mine()).filter((row) => row.status === 'sending').length < 12 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
      // Its claim committed and its sends began (none reached the push service); then it is gone.
      await stopped.close();
      const leased = await mine();
      expect(leased).toHaveLength(2 * 2 * 3);
      for (const row of leased) {
        expect(row).toMatchObject({ status: 'sending', attempts: 1 });
        expect(row.leaseUntil!.getTime() - claimedAt).toBeGreaterThanOrEqual(LEASE_MS);
        expect(row.leaseUntil!.getTime() - claimedAt).toBeLessThan(LEASE_MS + 5000);
      }
      expect(reached.filter((endpoint) => devices.some((device) => device.subscription.endpoint === endpoint))).toHaveLength(12);
      const leaseEnds = Math.max(...leased.map((row) => row.leaseUntil!.getTime()));
      const requests = () => devices.map((device) => service.requestsTo(device.id));
      // At once, and a second before the lease ends: its rows are still that instance's.
      await deliver();
      offsetMs = leaseEnds - 1000 - Date.now();
      await deliver();
      expect(requests()).toEqual([0, 0, 0, 0]);
      // The lease lapsed: this instance takes each over and sends it; further runs send nothing more.
      offsetMs = leaseEnds + 1000 - Date.now();
      await deliver();
      await deliver();
      expect(requests()).toEqual([3, 3, 3, 3]);
      for (const { member } of members) {
        const ids = (await t.database.db.select().from(notifications).where(eq(notifications.userId, member.id))).map((row) => row.id).sort();
        for (const device of devicesOf.get(member.id)!) expect(pushesTo(device).map((push) => push.payload.id).sort()).toEqual(ids);
      }
      expect(service.rejected).toEqual([]);
      const done = await mine();
      expect(done.map((row) => `${row.status} ${row.attempts}`)).toEqual(Array(12).fill('sent 2'));
      // Had the first instance only stalled, its late outcomes (for its claim, attempts 1) now change nothing: a
      // retry would have put a sent row back to pending and sent it twice.
      const [first, second] = done;
      await markForRetry(t.database.db, { notificationId: first!.notificationId, target: first!.target }, 1, new Date(Date.now() + offsetMs), 'late 503');
      await markEnded(t.database.db, { notificationId: second!.notificationId, target: second!.target }, 1, 'failed', 'late refusal');
      offsetMs += 2 * 60 * 60 * 1000;
      await deliver();
      expect((await mine()).map((row) => `${row.status} ${row.attempts}`)).toEqual(Array(12).fill('sent 2'));
      expect(requests()).toEqual([3, 3, 3, 3]);
    } finally {
      // Closing again is harmless; this one is for a failure before the first close.
      await stopped.close();
    }
  });
});

describe('the fan-out\'s clock', () => {
  it('takes a notification recorded in the same millisecond as the run (the database keeps microseconds), not one due the next', async () => {
    const { member } = await activeMember(t.app, t.database.db);
    const at = new Date('2026-11-30T10:00:00.123Z');
    await t.database.db.insert(notifications).values([
      { userId: member.id, kind: 'accountApproved', url: '/a', dueAt: at },
      { userId: member.id, kind: 'accountApproved', url: '/b', dueAt: at },
      { userId: member.id, kind: 'accountApproved', url: '/c', dueAt: at },
    ]);
    // Within the run's millisecond, a microsecond later than the run's own clock reads; and the next millisecond.
    await t.database.db.execute(sql`update notifications set due_at = due_at + interval '700 microseconds' where user_id = ${member.id} and url = '/b'`);
    await t.database.db.execute(sql`update notifications set due_at = due_at + interval '1 millisecond' where user_id = ${member.id} and url = '/c'`);
    const claimed = await t.database.db.transaction((tx) => claimDueNotifications(tx, at, 500));
    expect(claimed.filter((row) => row.userId === member.id).map((row) => row.url).sort()).toEqual(['/a', '/b']);
  });
});

describe('quiet hours (India time, a controlled clock)', () => {
  it('hold non-urgent pushes until they end, then send them as one; the centre has each at once', async () => {
    const { member, cookie } = await activeMember(t.app, t.database.db);
    const device = await subscribeDevice(cookie);
    const prefs = defaultNotificationPreferences();
    prefs.quietHours = { enabled: true, start: '22:00', end: '07:00' };
    expect((await inject('PUT', API.notificationPreferences, cookie, prefs)).statusCode).toBe(200);
    // 23:00 in India (17:30 UTC) on the clock's next day.
    const real = new Date();
    const night = Date.UTC(real.getUTCFullYear(), real.getUTCMonth(), real.getUTCDate() + 1, 17, 30);
    const saved = offsetMs;
    offsetMs = night - Date.now();
    await recordNotification(t.database.db, { userId: member.id, kind: 'accountApproved', url: '/user' });
    await recordNotification(t.database.db, { userId: member.id, kind: 'planEnding', daysLeft: 7, url: '/pricing' });
    await deliver();
    expect(pushesTo(device)).toHaveLength(0);
    expect((await inject('GET', API.notifications, cookie)).json().unread).toBe(2);
    // 06:59 India: still held.
    offsetMs = night + (7 * 60 + 59) * 60_000 - Date.now();
    await deliver();
    expect(pushesTo(device)).toHaveLength(0);
    // 07:00 India: one push for both.
    offsetMs = night + 8 * 3600_000 - Date.now();
    await deliver();
    expect(pushesTo(device)).toHaveLength(1);
    expect(pushesTo(device)[0]!.payload.body).toBe('You have 2 new notifications');
    offsetMs = saved;
  });

  it('never hold an incoming call', async () => {
    const { member, cookie } = await activeMember(t.app, t.database.db);
    const device = await subscribeDevice(cookie);
    const prefs = defaultNotificationPreferences();
    prefs.quietHours = { enabled: true, start: '00:00', end: '23:59' };
    await inject('PUT', API.notificationPreferences, cookie, prefs);
    await recordNotification(t.database.db, { userId: member.id, kind: 'incomingCall', url: '/user/messages' });
    await deliver();
    expect(pushesTo(device).map((p) => p.payload.kind)).toEqual(['incomingCall']);
    expect(pushesTo(device)[0]!.headers.urgency).toBe('high');
  });
});

describe('the privacy policy at delivery and read time', () => {
  it('after a block a pending notification is not sent and no longer listed', async () => {
    const { bride, groom } = await pair();
    const device = await subscribeDevice(bride.cookie);
    await inject('POST', API.sendRequest, groom.cookie, { receiverId: bride.member.id });
    expect((await inject('POST', API.block(groom.member.id), bride.cookie)).statusCode).toBe(200);
    await deliver();
    expect(pushesTo(device)).toHaveLength(0);
    expect((await inject('GET', API.notifications, bride.cookie)).json()).toMatchObject({ notifications: [], unread: 0 });
  });

  it('a withdrawn request: not listed any more', async () => {
    const { bride, groom } = await pair();
    const sent = await inject('POST', API.sendRequest, groom.cookie, { receiverId: bride.member.id });
    await deliver();
    expect((await inject('GET', API.notifications, bride.cookie)).json().unread).toBe(1);
    expect((await inject('DELETE', API.cancelRequest(sent.json().request.id as string), groom.cookie)).statusCode).toBe(200);
    expect((await inject('GET', API.notifications, bride.cookie)).json()).toMatchObject({ notifications: [], unread: 0 });
  });

  it('a request withdrawn before delivery runs is never pushed', async () => {
    const { bride, groom } = await pair();
    const device = await subscribeDevice(bride.cookie);
    const target = (await subscriptionId(device))!;
    const sent = await inject('POST', API.sendRequest, groom.cookie, { receiverId: bride.member.id });
    expect(sent.statusCode, sent.body).toBe(201);
    // Recorded with the request, not delivered yet (tests run the worker by hand).
    expect(service.requestsTo(device.id)).toBe(0);
    expect((await inject('DELETE', API.cancelRequest(sent.json().request.id as string), groom.cookie)).statusCode).toBe(200);
    await deliver();
    expect(service.requestsTo(device.id)).toBe(0);
    expect(await deliveriesTo(target)).toEqual([]);
    expect((await inject('GET', API.notifications, bride.cookie)).json()).toMatchObject({ notifications: [], unread: 0 });
  });

  it('a request withdrawn after the fan-out, before its push went out, is dropped at sending', async () => {
    const { bride, groom } = await pair();
    const device = await subscribeDevice(bride.cookie);
    const target = (await subscriptionId(device))!;
    const sent = await inject('POST', API.sendRequest, groom.cookie, { receiverId: bride.member.id });
    await fanOutDue(t.app.ctx);
    expect(await deliveriesTo(target)).toMatchObject([{ status: 'pending', attempts: 0 }]);
    expect((await inject('DELETE', API.cancelRequest(sent.json().request.id as string), groom.cookie)).statusCode).toBe(200);
    await deliver();
    expect(service.requestsTo(device.id)).toBe(0);
    expect(await deliveriesTo(target)).toMatchObject([{ status: 'dropped', lastError: 'hidden by the privacy policy' }]);
  });

  it("a deleted account's notifications are neither sent nor listed", async () => {
    const { member, cookie } = await activeMember(t.app, t.database.db);
    const device = await subscribeDevice(cookie);
    const gone = await buildMember(t.database.db, { status: 'Active', deletedAt: new Date() });
    await recordNotification(t.database.db, { userId: member.id, kind: 'newMessage', actorId: gone.id, url: `/user/messages/${gone.id}` });
    await deliver();
    expect(pushesTo(device)).toHaveLength(0);
    expect((await inject('GET', API.notifications, cookie)).json().notifications).toEqual([]);
  });
});

describe('signing out forgets this device (what useLogout sends)', () => {
  it('the DELETE of this device before the logout: no push reaches it afterwards; her other device still gets them', async () => {
    const { bride, groom } = await pair();
    const phone = await subscribeDevice(bride.cookie);
    const laptop = await subscribeDevice(bride.cookie);
    expect((await inject('DELETE', API.pushSubscriptions, bride.cookie, { endpoint: phone.subscription.endpoint })).statusCode).toBe(200);
    expect((await inject('POST', API.logout, bride.cookie)).statusCode).toBe(200);
    const sent = await inject('POST', API.sendRequest, groom.cookie, { receiverId: bride.member.id });
    expect(sent.statusCode, sent.body).toBe(201);
    await deliver();
    expect(service.requestsTo(phone.id)).toBe(0);
    expect(pushesTo(laptop).map((push) => push.payload.kind)).toEqual(['requestReceived']);
  });

  it('a push already fanned out to the device when she signs out is not sent to it', async () => {
    const { member, cookie } = await activeMember(t.app, t.database.db);
    const phone = await subscribeDevice(cookie);
    const target = (await subscriptionId(phone))!;
    await recordNotification(t.database.db, { userId: member.id, kind: 'accountApproved', url: '/user' });
    await fanOutDue(t.app.ctx);
    expect(await deliveriesTo(target)).toMatchObject([{ status: 'pending' }]);
    expect((await inject('DELETE', API.pushSubscriptions, cookie, { endpoint: phone.subscription.endpoint })).statusCode).toBe(200);
    await deliver();
    expect(service.requestsTo(phone.id)).toBe(0);
    expect(await deliveriesTo(target)).toMatchObject([{ status: 'dropped', lastError: 'subscription removed' }]);
  });

  it('after the logout the DELETE is refused (401) and the device stays subscribed: it must come first', async () => {
    const { cookie } = await activeMember(t.app, t.database.db);
    const phone = await subscribeDevice(cookie);
    expect((await inject('POST', API.logout, cookie)).statusCode).toBe(200);
    expect((await inject('DELETE', API.pushSubscriptions, cookie, { endpoint: phone.subscription.endpoint })).statusCode).toBe(401);
    expect(await subscriptionId(phone)).toBeDefined();
  });
});

describe('the notification centre', () => {
  it('pages newest first; marks some (only her own) or all read', async () => {
    const { member, cookie } = await activeMember(t.app, t.database.db);
    const other = await activeMember(t.app, t.database.db);
    for (let i = 0; i < 5; i += 1) {
      offsetMs += 1000;
      await t.database.db.insert(notifications).values({ userId: member.id, kind: 'planEnding', daysLeft: i, url: '/pricing', createdAt: new Date(Date.now() + offsetMs), fanout: 'done' });
    }
    const first = (await inject('GET', `${API.notifications}?limit=2`, cookie)).json();
    expect(first.notifications.map((n: { body: string }) => n.body)).toEqual(['Your plan ends in 4 days', 'Your plan ends in 3 days']);
    const second = (await inject('GET', `${API.notifications}?limit=2&before=${first.nextBefore}`, cookie)).json();
    expect(second.notifications.map((n: { body: string }) => n.body)).toEqual(['Your plan ends in 2 days', 'Your plan ends tomorrow']);
    const third = (await inject('GET', `${API.notifications}?limit=2&before=${second.nextBefore}`, cookie)).json();
    expect(third).toMatchObject({ nextBefore: null, notifications: [{ body: 'Your plan ends today' }] });
    expect((await inject('GET', `${API.notifications}?limit=0`, cookie)).statusCode).toBe(400);
    expect((await inject('GET', `${API.notifications}?before=nope`, cookie)).statusCode).toBe(400);
    // Another member cannot mark hers read.
    const ids = [first.notifications[0].id as string];
    expect((await inject('POST', API.notificationsRead, other.cookie, { ids })).json().unread).toBe(0);
    expect((await inject('GET', API.notifications, cookie)).json().unread).toBe(5);
    const marked = await inject('POST', API.notificationsRead, cookie, { ids });
    expect(marked.json()).toEqual({ success: true, unread: 4 });
    expect(events.some((e) => e.userId === member.id && e.event === 'notificationsChanged' && (e.payload as { unread: number }).unread === 4)).toBe(true);
    expect((await inject('POST', API.notificationsRead, cookie, { ids: [] })).statusCode).toBe(400);
    expect((await inject('POST', API.notificationsRead, cookie, { all: false })).statusCode).toBe(400);
    expect((await inject('POST', API.notificationsRead, cookie, { all: true })).json().unread).toBe(0);
  });

  it('a guardian has a centre and preferences too; an admin has her own', async () => {
    const guardian = await buildMember(t.database.db, { role: 'guardian', status: 'Active' });
    const cookie = await signIn(t.app, guardian.email);
    await recordNotification(t.database.db, { userId: guardian.id, kind: 'guardianApprovalNeeded', url: '/guardian' });
    const list = await inject('GET', API.notifications, cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().notifications[0]).toMatchObject({ kind: 'guardianApprovalNeeded', url: '/guardian' });
    expect((await inject('GET', API.notificationPreferences, cookie)).statusCode).toBe(200);
    const admin = await buildMember(t.database.db, { role: 'admin', status: 'Active' });
    const adminCookie = await signIn(t.app, admin.email);
    expect((await inject('GET', API.notifications, adminCookie)).json().notifications).toEqual([]);
  });

  it('notifications older than 90 days are deleted', async () => {
    const { member, cookie } = await activeMember(t.app, t.database.db);
    await t.database.db.insert(notifications).values({ userId: member.id, kind: 'accountApproved', url: '/user', createdAt: new Date(Date.now() + offsetMs - 91 * 864e5), fanout: 'done' });
    await t.database.db.insert(notifications).values({ userId: member.id, kind: 'accountApproved', url: '/user', createdAt: new Date(Date.now() + offsetMs - 89 * 864e5), fanout: 'done' });
    await deleteOldNotifications(t.app.ctx);
    expect((await inject('GET', API.notifications, cookie)).json().notifications).toHaveLength(1);
  });
});

describe('preferences and mail', () => {
  it('defaults, bad input refused with nothing changed, and a save read back', async () => {
    const { cookie } = await activeMember(t.app, t.database.db);
    const got = (await inject('GET', API.notificationPreferences, cookie)).json();
    expect(got).toEqual({ success: true, preferences: defaultNotificationPreferences(), pushAvailable: true });
    for (const bad of [{}, { ...got.preferences, showNames: 'yes' }, { ...got.preferences, quietHours: { enabled: true, start: '7', end: '22:00' } }]) {
      const res = await inject('PUT', API.notificationPreferences, cookie, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await inject('GET', API.notificationPreferences, cookie)).json().preferences).toEqual(defaultNotificationPreferences());
    const prefs = defaultNotificationPreferences();
    prefs.kinds.planEnding.mail = false;
    const saved = await inject('PUT', API.notificationPreferences, cookie, prefs);
    expect(saved.json()).toMatchObject({ success: true, message: MSG.notificationPreferencesSaved, preferences: prefs });
    // The plan mail is the renewal reminder Settings → Account shows.
    expect((await inject('GET', API.getUser, cookie)).json().user.renewalReminders).toBe(false);
  });

  it('a notification mail carries one-click unsubscribe (RFC 8058), which turns that mail off', async () => {
    const { bride, groom } = await pair();
    const prefs = defaultNotificationPreferences();
    prefs.kinds.requestReceived.mail = true;
    await inject('PUT', API.notificationPreferences, bride.cookie, prefs);
    await inject('POST', API.sendRequest, groom.cookie, { receiverId: bride.member.id });
    await deliver();
    const mail = mails.find((m) => m.to === bride.member.email);
    expect(mail?.subject).toContain('New request');
    expect(mail?.text).not.toContain('Yusuf');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    const path = new URL(link).pathname + new URL(link).search;
    // A scanner opening the link changes nothing; the page's button (or the mail client's POST) does.
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    expect((await inject('GET', API.notificationPreferences, bride.cookie)).json().preferences.kinds.requestReceived.mail).toBe(true);
    const tampered = path.replace(/token=[^&]+/, (m) => `${m.slice(0, -2)}xx`);
    expect((await t.app.inject({ method: 'POST', url: tampered, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' })).statusCode).toBe(400);
    const res = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(res.statusCode).toBe(200);
    expect((await inject('GET', API.notificationPreferences, bride.cookie)).json().preferences.kinds.requestReceived.mail).toBe(false);
  });

  it('the unread-message digest is the new-message mail: turned off there, none is sent', async () => {
    const reader = await activeMember(t.app, t.database.db);
    const quiet = await activeMember(t.app, t.database.db);
    const sender = await buildMember(t.database.db, { status: 'Active' });
    const prefs = defaultNotificationPreferences();
    prefs.kinds.newMessage.mail = false;
    await inject('PUT', API.notificationPreferences, quiet.cookie, prefs);
    const longAgo = new Date(Date.now() + offsetMs - 5 * 3600_000);
    for (const receiver of [reader.member, quiet.member]) {
      await t.database.db.insert(messages).values({ pairKey: pairKeyOf(sender.id, receiver.id), senderId: sender.id, receiverId: receiver.id, clientId: crypto.randomUUID(), text: 'Salaam', createdAt: longAgo });
      await t.database.db.update(users).set({ lastActiveAt: new Date(longAgo.getTime() - 1000) }).where(eq(users.id, receiver.id));
    }
    await sendMessageDigests(t.app.ctx);
    expect(mails.some((m) => m.to === reader.member.email && m.subject === MSG.messagesDigestSubject)).toBe(true);
    expect(mails.some((m) => m.to === quiet.member.email)).toBe(false);
  });
});

describe('what is notified, each from its cause', () => {
  const kindsOf = async (cookie: string) => (await inject('GET', API.notifications, cookie)).json().notifications.map((n: { kind: string; url: string }) => `${n.kind} ${n.url}`);

  it('a message: one per conversation until she opens it; opening it reads it', async () => {
    const { bride, groom } = await pair();
    await connect(t.database.db, groom.member.id, bride.member.id);
    const device = await subscribeDevice(bride.cookie);
    // Only a message that adds a notification wakes the delivery worker (the insert and its NOTIFY are one statement).
    let wakes = 0;
    const countWake = () => (wakes += 1);
    notificationWake.on('recorded', countWake);
    const afterWakes = () => new Promise((resolve) => setTimeout(resolve, 100));
    for (const [i, text] of ['Salaam', 'How are you?'].entries()) {
      const res = await inject('POST', API.messages(bride.member.id), groom.cookie, { clientId: crypto.randomUUID(), text });
      expect(res.statusCode, res.body).toBe(201);
      await afterWakes();
      expect(wakes, `wakes after message ${i + 1}`).toBe(1);
    }
    await deliver();
    expect(pushesTo(device).map((p) => p.payload.body)).toEqual(['You have a new message']);
    expect(await kindsOf(bride.cookie)).toEqual([`newMessage /user/messages/${groom.member.id}`]);
    expect((await inject('PUT', API.messagesRead(groom.member.id), bride.cookie)).statusCode).toBe(200);
    expect((await inject('GET', API.notifications, bride.cookie)).json().unread).toBe(0);
    // Opened, the next message notifies again.
    await inject('POST', API.messages(bride.member.id), groom.cookie, { clientId: crypto.randomUUID(), text: 'Are you there?' });
    await afterWakes();
    expect(wakes).toBe(2);
    notificationWake.off('recorded', countWake);
    await deliver();
    expect(pushesTo(device)).toHaveLength(2);
  });

  it('a photo request and its answer', async () => {
    const { bride, groom } = await pair();
    const asked = await inject('POST', API.requestPhotoAccess, groom.cookie, { targetUserId: bride.member.id });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await kindsOf(bride.cookie)).toEqual(['photoRequest /user/requests']);
    expect((await inject('PUT', API.respondPhotoRequest(asked.json().request.id as string), bride.cookie, { status: 'accepted' })).statusCode).toBe(200);
    expect(await kindsOf(groom.cookie)).toEqual([`photoRequestAnswered /user/view-profile/${bride.member.id}`]);
    expect((await inject('GET', API.notifications, groom.cookie)).json().notifications[0].body).toBe('Your photo request was accepted');
  });

  it('a contact exchange and its answer', async () => {
    const { bride, groom } = await pair();
    await connect(t.database.db, groom.member.id, bride.member.id);
    expect((await inject('POST', API.contactExchange(bride.member.id), groom.cookie)).statusCode).toBe(201);
    expect(await kindsOf(bride.cookie)).toEqual([`contactExchangeRequest /user/messages/${groom.member.id}`]);
    expect((await inject('PUT', API.contactExchange(groom.member.id), bride.cookie, { action: 'declined' })).statusCode).toBe(200);
    expect(await kindsOf(groom.cookie)).toEqual([`contactExchangeAnswered /user/messages/${bride.member.id}`]);
  });

  it("a guardian's approval needed: her guardian is notified (no names), with the exchange's wait", async () => {
    const { bride, groom } = await pair();
    await connect(t.database.db, groom.member.id, bride.member.id);
    const wali = await buildMember(t.database.db, { role: 'guardian', status: 'Active' });
    await t.database.db.insert(guardians).values({ memberId: bride.member.id, email: wali.email, status: 'active', guardianUserId: wali.id });
    const waliCookie = await signIn(t.app, wali.email);
    const device = await subscribeDevice(waliCookie);
    expect((await inject('PUT', API.guardianApprovalSetting, bride.cookie, { guardianApprovesContacts: true })).statusCode).toBe(200);
    expect((await inject('POST', API.contactExchange(bride.member.id), groom.cookie)).statusCode).toBe(201);
    expect((await inject('PUT', API.contactExchange(groom.member.id), bride.cookie, { action: 'accepted' })).statusCode).toBe(200);
    expect(await kindsOf(waliCookie)).toEqual(['guardianApprovalNeeded /guardian']);
    await deliver();
    expect(pushesTo(device).map((p) => p.payload.body)).toEqual(['A contact exchange is waiting for your approval']);
  });

  it('account approved by the team, and suspended', async () => {
    const adminCookie = await signInAdmin(t.app, t.database.db);
    const member = await buildMember(t.database.db, { status: 'Pending', paymentStatus: 'paid' });
    expect((await inject('POST', `/admin/members/${member.id}/approve`, adminCookie)).statusCode).toBe(200);
    const cookie = await signIn(t.app, member.email);
    expect(await kindsOf(cookie)).toEqual(['accountApproved /user/featured-profiles']);
    expect((await inject('POST', `/admin/members/${member.id}/suspend`, adminCookie, { reason: 'Fake profile' })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(notifications).where(and(eq(notifications.kind, 'accountSuspended'), eq(notifications.userId, member.id)));
    expect(row?.url).toBe('/auth/login');
  });

  it('account rejected by the team: pushed to her devices, naming no reason, and listed with the way to her profile', async () => {
    const adminCookie = await signInAdmin(t.app, t.database.db);
    const member = await buildMember(t.database.db, { status: 'Pending', paymentStatus: 'paid' });
    const cookie = await signIn(t.app, member.email);
    const device = await subscribeDevice(cookie);
    const reason = 'Please upload a clearer photo.';
    expect((await inject('POST', `/admin/members/${member.id}/reject`, adminCookie, { reason })).statusCode).toBe(200);
    expect(await kindsOf(cookie)).toEqual(['accountRejected /user/profile']);
    await deliver();
    const [push] = pushesTo(device);
    expect(push?.payload).toMatchObject({ kind: 'accountRejected', url: '/user/profile' });
    // The reason is for her eyes on the site, not for a shared phone's lock screen.
    expect(JSON.stringify(push?.payload)).not.toContain(reason);
  });

  it('a plan ending: the reminder job records it once, with or without the mail', async () => {
    const { member, cookie } = await activeMember(t.app, t.database.db);
    await t.database.db.update(subscriptions).set({ kind: 'paid', endsAt: new Date(Date.now() + offsetMs + 3 * 864e5) }).where(eq(subscriptions.userId, member.id));
    await t.database.db.update(users).set({ renewalReminders: false }).where(eq(users.id, member.id));
    await sendRenewalReminders(t.app.ctx);
    await sendRenewalReminders(t.app.ctx);
    const list = (await inject('GET', API.notifications, cookie)).json().notifications;
    expect(list.map((n: { kind: string }) => n.kind)).toEqual(['planEnding']);
    expect(list[0].body).toMatch(/^Your plan ends in \d days$/);
    expect(mails.some((m) => m.to === member.email)).toBe(false);
  });
});

const deliveriesTo = (target: string) => t.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.target, target));

async function subscriptionId(device: TestDevice): Promise<string | undefined> {
  const [row] = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
  return row?.id;
}
