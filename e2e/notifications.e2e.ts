import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, CDPSession, Page, Worker } from 'playwright-core';
import { INSTALL_TEXT, PUSH_DEVICE_TEXT } from '../packages/contract/src/notification-texts';
import { MSG } from '../packages/contract/src/messages';
import { closeToasts, connectBrowser, DESKTOP, screenshot, screenshotOf, seriousAxeViolations } from './support/browser';
import { apiCall, contextWithCookie, demoMember, discoverablePair, indexOfDemo, outbox, DEMO_PASSWORD } from './support/accounts';
import { startBuiltServer, type BuiltServer } from './support/built-server';

/**
 * Issue 42 in the browser: the manifest, the service worker (shell cache, offline page, pushed notifications and their
 * click), sign-out emptying the device, the install offer in context, and the notification centre live with push
 * turned on in Settings and preferences honoured. On a server of its own with the demo members, so its requests and
 * connections touch no other browser test's members.
 */
const PHONE_390 = { width: 390, height: 844 } as const;
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let browser: Browser;
let server: BuiltServer;
let base: string;

beforeAll(async () => {
  browser = await connectBrowser();
  server = await startBuiltServer('installable-app', { SEED_DEMO: 'true' });
  base = server.baseUrl;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Signs in on this file's server and returns the session cookie. */
async function apiLogin(email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** What the tests use of the service worker's global scope (e2e/tsconfig has the page's types, not the worker's). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
  dispatchEvent(event: Event): boolean;
}

/** A member's page with the worker registered, active and holding the shell. */
async function memberWithWorker(cookie: string, viewport: { width: number; height: number } = DESKTOP): Promise<{ context: BrowserContext; page: Page; worker: Worker }> {
  const context = await contextWithCookie(browser, cookie, viewport, base);
  await context.grantPermissions(['notifications'], { origin: base });
  const page = await context.newPage();
  const workerStarted = context.waitForEvent('serviceworker', { timeout: 20_000 });
  await page.goto(`${base}/user/profile-page`);
  const worker = await workerStarted;
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).length), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match('/offline.html'))), { timeout: 15_000 })
    .toBe(true);
  return { context, page, worker };
}

/** Reads a PNG's size from its header (IHDR). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the installable app', () => {
  it('has a valid manifest, linked from the public pages and the app alike, with icons of the sizes it names', async () => {
    const response = await fetch(`${base}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; background_color: string; icons: Array<{ src: string; sizes: string; purpose: string }> };
    expect(manifest).toMatchObject({ short_name: 'Sakinah', start_url: '/user/profile-page', display: 'standalone', theme_color: '#1b4d3e' });
    for (const purpose of ['any', 'maskable']) {
      for (const size of ['192x192', '512x512']) expect(manifest.icons.some((icon) => icon.purpose === purpose && icon.sizes === size)).toBe(true);
    }
    for (const icon of manifest.icons) {
      const png = Buffer.from(await (await fetch(`${base}${icon.src}`)).arrayBuffer());
      const { width, height } = pngSize(png);
      expect(`${width}x${height}`).toBe(icon.sizes);
    }

    const context = await browser.newContext({ baseURL: base, viewport: DESKTOP });
    const page = await context.newPage();
    for (const path of ['/', '/about', '/faq', '/pricing', '/auth/login', '/user/profile-page']) {
      await page.goto(`${base}${path}`);
      expect(await page.locator('link[rel="manifest"]').getAttribute('href'), path).toBe('/manifest.webmanifest');
    }
    // Chromium's own reading of it: no errors.
    const cdp = await context.newCDPSession(page);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string }> };
    expect(errors.map((error) => error.message)).toEqual([]);

    // A visitor's public page registers no worker: its visitors need none, and it costs them nothing.
    await page.goto(`${base}/about`);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
    await context.close();
  });

  it('shows a pushed notification, naming no one, and a click opens its page in the open tab', async () => {
    const cookie = await apiLogin(demoMember(30).email, DEMO_PASSWORD);
    const { context, page, worker } = await memberWithWorker(cookie);
    const cdp = await context.newCDPSession(page);
    const registrations = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> }) => {
        const ours = event.registrations.find((registration) => registration.scopeURL === `${base}/` && !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registrations;

    // What the server sends: the notification's text and link, nothing more (schemas/notifications.ts).
    const payload = { id: 'n-1', kind: 'newMessage', title: 'New message', body: 'You have a new message', url: '/user/connections', tag: 'chat:abc' };
    // A push reaches only an activated worker: on a busy machine the registration is reported before activation.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: base, registrationId, data: JSON.stringify(payload) });
    const shown = await expect
      .poll(
        async () => {
          const listed = await worker.evaluate(async () =>
            (await (self as unknown as WorkerScope).registration.getNotifications()).map((n: Notification) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })),
          );
          // Delivered again while none shows (a push before activation is dropped); the same tag replaces, never adds.
          if (listed.length === 0) await cdp.send('ServiceWorker.deliverPushMessage', { origin: base, registrationId, data: JSON.stringify(payload) });
          return listed;
        },
        { timeout: 10_000 },
      )
      .toEqual([{ title: 'New message', body: 'You have a new message', tag: 'chat:abc', data: { url: '/user/connections' } }]);
    void shown;

    // A newer push of the same conversation replaces the older one on the device.
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: base, registrationId, data: JSON.stringify({ ...payload, id: 'n-2' }) });
    await page.waitForTimeout(300);
    expect(await worker.evaluate(async () => (await (self as unknown as WorkerScope).registration.getNotifications()).length)).toBe(1);

    // A link to another site is never followed: the notification opens the centre instead.
    const foreign = JSON.stringify({ title: 'x', body: 'y', url: 'https://evil.example/', tag: 't2' });
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: base, registrationId, data: foreign });
    await expect
      .poll(async () => {
        const urls = await worker.evaluate(async () =>
          (await (self as unknown as WorkerScope).registration.getNotifications({ tag: 't2' })).map((n: Notification) => (n.data as { url: string }).url),
        );
        // A busy browser can drop a push while it restarts the worker (seen in CI): delivered again, the tag replaces.
        if (urls.length === 0) await cdp.send('ServiceWorker.deliverPushMessage', { origin: base, registrationId, data: foreign });
        return urls;
      })
      .toEqual(['/user/notifications']);

    // Chromium cannot click a notification from outside; the worker's handler is given the same event it would
    // get (its waitUntil refuses an event the browser did not send, after the handler has started the work).
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications({ tag: 'chat:abc' });
      try {
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
      } catch {
        // waitUntil on an untrusted event
      }
    });
    await page.waitForURL(`${base}/user/connections`, { timeout: 10_000 });
    await page.getByRole('heading', { name: 'My Connections' }).waitFor();
    expect(await worker.evaluate(async () => (await (self as unknown as WorkerScope).registration.getNotifications({ tag: 'chat:abc' })).length)).toBe(0);
    await context.close();
  });

  it('shows the offline page for the member app when the network is off, and never caches API answers', async () => {
    const cookie = await apiLogin(demoMember(31).email, DEMO_PASSWORD);
    for (const [viewport, name] of [[PHONE_390, 'phone'], [DESKTOP, 'desktop']] as const) {
      const { context, page } = await memberWithWorker(cookie, viewport);
      await page.goto(`${base}/user/connections`);
      await page.getByRole('heading', { name: 'My Connections' }).waitFor();
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        return urls;
      });
      expect(cached).toContain('/offline.html');
      expect(cached.filter((path) => path.startsWith('/api') || path.startsWith('/media') || path.startsWith('/socket.io') || path.startsWith('/user'))).toEqual([]);

      await context.setOffline(true);
      await page.goto(`${base}/user/messages`).catch(() => undefined);
      await page.getByRole('heading', { name: 'You are offline' }).waitFor({ timeout: 10_000 });
      expect(await page.title()).toBe('You are offline · Sakinah');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `offline-page-${name}`);
      await context.setOffline(false);
      await page.getByRole('link', { name: 'Try again' }).click();
      await page.waitForURL(`${base}/user/messages`);
      await page.getByRole('heading', { name: 'You are offline' }).waitFor({ state: 'detached' });
      await context.close();
    }
  });

  it('signing out empties every cache of the worker on this device', async () => {
    const member = demoMember(32);
    const cookie = await apiLogin(member.email, DEMO_PASSWORD);
    const { context, page } = await memberWithWorker(cookie);
    expect(await page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${base}/`);
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).length), { timeout: 10_000 }).toBe(0);
    // The next person on this phone finds no shell of hers either after a reload.
    await page.reload();
    await page.waitForTimeout(500);
    expect(await page.evaluate(async () => (await caches.keys()).length)).toBe(0);
    await context.close();
  });
});

/** Chromium's install offer, as the browser would fire it (headless Chromium shows no install UI of its own). */
async function browserOffersInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { installPrompted: boolean }).installPrompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}

describe('the install offer', () => {
  it('is never made on a first visit or before a connection; after her first connection it is, and in Settings', async () => {
    const [a, b] = discoverablePair([30, 31, 32]);
    const cookieA = await apiLogin(a.email, DEMO_PASSWORD);
    const cookieB = await apiLogin(b.email, DEMO_PASSWORD);

    // A first visit: the home page and the sign-in page offer nothing, even when the browser would.
    const visitor = await browser.newContext({ baseURL: base, viewport: PHONE_390 });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${base}/`);
    expect(await visitorPage.getByTestId('install-offer').count()).toBe(0);
    await visitor.close();

    // Signed in, no connection yet: the connections page offers nothing.
    const context = await contextWithCookie(browser, cookieA, PHONE_390, base);
    const page = await context.newPage();
    await page.goto(`${base}/user/connections`);
    await page.getByRole('heading', { name: 'My Connections' }).waitFor();
    await browserOffersInstall(page);
    await page.waitForTimeout(300);
    expect(await page.getByTestId('install-offer').count()).toBe(0);

    // B accepts A's request: A's first connection.
    const idB = (await (await apiCall(cookieB, 'GET', '/get-user', undefined, base)).json()).user.id as string;
    const sent = await (await apiCall(cookieA, 'POST', '/send-request', { receiverId: idB }, base)).json();
    expect((await apiCall(cookieB, 'PUT', `/respond-request/${sent.request.id}`, { action: 'accepted' }, base)).status).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: 'My Connections' }).waitFor();
    await browserOffersInstall(page);
    const offer = page.getByTestId('install-offer');
    await offer.getByText(INSTALL_TEXT.afterConnectionBody).waitFor();
    await screenshot(page, 'install-offer-after-connection-390');
    await offer.getByRole('button', { name: 'Install app' }).click();
    expect(await page.evaluate(() => (window as unknown as { installPrompted?: boolean }).installPrompted)).toBe(true);
    await offer.waitFor({ state: 'detached' });

    // Settings → Notifications always has the card.
    await page.goto(`${base}/settings?tab=notifications`);
    await page.getByTestId('install-offer').getByRole('heading', { name: INSTALL_TEXT.title }).waitFor();
    await context.close();

    // On an iPhone there is no prompt: the Home Screen steps instead, on the connections page and in Settings.
    const iphone = await browser.newContext({ baseURL: base, viewport: PHONE_390, userAgent: IPHONE_UA, isMobile: true, hasTouch: true });
    const [name, value] = cookieA.split('=') as [string, string];
    await iphone.addCookies([{ name, value, url: base }, { name: 'signed_in', value: '1', url: base }]);
    const iphonePage = await iphone.newPage();
    await iphonePage.goto(`${base}/user/connections`);
    const steps = iphonePage.getByRole('list', { name: 'Add Sakinah to your Home Screen' });
    await steps.waitFor();
    expect(await steps.innerText()).toContain('Add to Home Screen');
    expect(await seriousAxeViolations(iphonePage)).toEqual([]);
    await screenshot(iphonePage, 'install-offer-iphone-390');
    await iphonePage.getByRole('button', { name: /Not now/ }).click();
    await iphonePage.reload();
    await iphonePage.getByRole('heading', { name: 'My Connections' }).waitFor();
    expect(await iphonePage.getByTestId('install-offer').count()).toBe(0);
    await iphone.close();
  });
});

/** The registration id DevTools gives this site's worker, for ServiceWorker.deliverPushMessage. */
async function workerRegistrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> }) => {
      const ours = event.registrations.find((registration) => registration.scopeURL === `${base}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/**
 * A push subscription of this device, as a browser's push service would give it. Chromium refuses Web Push in its
 * throwaway (incognito) profiles and would need Google's push service besides, which the tests may not call, so the
 * page's PushManager hands out this one: an https endpoint of a push service off this machine, with real P-256 and
 * auth keys. The server (NODE_ENV=test) keeps what it would send there in the dev outbox (channel `push`), from where
 * the test hands it to the service worker through DevTools, as the push service would.
 */
function deviceSubscription() {
  const { publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65);
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`,
    p256dh: Buffer.from(raw).toString('base64url'),
    auth: crypto.randomBytes(16).toString('base64url'),
  };
}

async function withPushService(context: BrowserContext, subscription: ReturnType<typeof deviceSubscription>): Promise<void> {
  await context.addInitScript((device) => {
    const KEY = 'e2e-push-subscribed';
    const made = () => ({
      endpoint: device.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint: device.endpoint, expirationTime: null, keys: { p256dh: device.p256dh, auth: device.auth } }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe() {
      localStorage.setItem(KEY, '1');
      return made() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return (localStorage.getItem(KEY) ? made() : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}

/** The payloads the server sent to this endpoint, oldest first. */
async function pushesTo(endpoint: string): Promise<Array<{ kind: string; title: string; body: string; url: string; tag?: string }>> {
  return (await outbox(endpoint, base)).filter((message) => message.channel === 'push').map((message) => JSON.parse(message.text)).reverse();
}

/** Signs in through the page's own Settings and turns push on for this device with a tap. */
async function turnOnPush(page: Page): Promise<void> {
  await page.goto(`${base}/settings?tab=notifications`);
  const device = page.getByTestId('push-device');
  await device.getByRole('button', { name: 'Turn on notifications' }).click();
  await device.getByText(PUSH_DEVICE_TEXT.on).waitFor({ timeout: 10_000 });
  await page.getByText(MSG.pushSubscribed).first().waitFor();
}

describe('the notification centre and push', () => {
  it('a request reaches her at once: the bell counts it live, a push naming no one opens the right page, the centre lists it and marks it read', async () => {
    const used = [30, 31, 32, ...discoverablePair([30, 31, 32]).map((member) => indexOfDemo(member.email))];
    const [sender, receiver] = discoverablePair(used);
    const senderCookie = await apiLogin(sender.email, DEMO_PASSWORD);
    const receiverCookie = await apiLogin(receiver.email, DEMO_PASSWORD);
    const receiverId = (await (await apiCall(receiverCookie, 'GET', '/get-user', undefined, base)).json()).user.id as string;

    const context = await contextWithCookie(browser, receiverCookie, PHONE_390, base);
    await context.grantPermissions(['notifications'], { origin: base });
    const device = deviceSubscription();
    await withPushService(context, device);
    const page = await context.newPage();
    const workerStarted = context.waitForEvent('serviceworker', { timeout: 20_000 });
    await turnOnPush(page);
    const worker = context.serviceWorkers()[0] ?? (await workerStarted);
    await closeToasts(page);
    await screenshot(page, 'settings-notifications-390');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // What the page's socket receives, to tell on a failure whether the event came (the bell has been a CI flake).
    const frames: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => frames.push(`${Date.now()} ${String(payload).slice(0, 80)}`)));
    await page.goto(`${base}/user/profile-page`);
    const bell = page.getByRole('link', { name: /^Notifications/ });
    await bell.waitFor();
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');

    // Another member sends a request: the bell rises without a reload.
    const sentAt = Date.now();
    const sent = await (await apiCall(senderCookie, 'POST', '/send-request', { receiverId }, base)).json();
    expect(sent.success).toBe(true);
    await page
      .getByRole('link', { name: 'Notifications, 1 unread' })
      .waitFor({ timeout: 15_000 })
      .catch(async (error: unknown) => {
        const unread = (await (await apiCall(receiverCookie, 'GET', '/notifications?limit=1', undefined, base)).json()).unread;
        throw new Error(
          `the bell says "${await bell.getAttribute('aria-label')}", the server counts ${unread} unread; request sent at ${sentAt}; socket frames: ${frames.join(' | ') || 'none'}`,
          { cause: error },
        );
      });
    await screenshotOf(page.locator('header'), 'bell-with-count-390');

    // The push the server sent to her device: its text and link, naming no one.
    await expect.poll(() => pushesTo(device.endpoint), { timeout: 15_000 }).toHaveLength(1);
    const [push] = await pushesTo(device.endpoint);
    expect(push).toMatchObject({ kind: 'requestReceived', title: 'New request', body: 'You have a new request', url: '/user/requests' });
    expect(JSON.stringify(push)).not.toContain(sender.firstName);
    // Nothing but the notification's own text and link (and its id, kind and tag).
    expect(Object.keys(push!).filter((key) => !['id', 'kind', 'title', 'body', 'url', 'tag'].includes(key))).toEqual([]);

    // Handed to the worker as the push service would: shown, and its click opens the page in this tab.
    const cdp = await context.newCDPSession(page);
    const registrationId = await workerRegistrationId(cdp);
    const [message] = (await outbox(device.endpoint, base)).filter((entry) => entry.channel === 'push');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    /**
     * Pushes `data` to the worker and waits until it shows exactly `shown`. Delivered again while none shows (on a
     * busy machine a push can come before activation and be dropped); the same tag replaces, never adds.
     */
    const showPush = async (data: string, shown: string) => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: base, registrationId, data });
      await expect
        .poll(
          async () => {
            const listed = await worker.evaluate(async () => (await (self as unknown as WorkerScope).registration.getNotifications()).map((n: Notification) => `${n.title}: ${n.body}`));
            if (listed.length === 0) await cdp.send('ServiceWorker.deliverPushMessage', { origin: base, registrationId, data });
            return listed;
          },
          { timeout: 10_000 },
        )
        .toEqual([shown]);
    };
    /** Clicks the notification the worker shows, as the phone would. */
    const clickShown = () =>
      worker.evaluate(async () => {
        const scope = self as unknown as WorkerScope;
        const [notification] = await scope.registration.getNotifications();
        try {
          scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
        } catch {
          // waitUntil on an untrusted event, after the handler started its work
        }
      });
    await showPush(message!.text, 'New request: You have a new request');
    await clickShown();
    await page.waitForURL(`${base}/user/requests`, { timeout: 10_000 });

    // The centre lists it, unread; marking it read brings the bell back to nothing.
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
    await page.waitForURL(`${base}/user/notifications`);
    const row = page.getByRole('link', { name: 'Unread: New request You have a new request' });
    await row.waitFor();
    await screenshot(page, 'notifications-page-390');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'notifications-page-desktop');
    await screenshotOf(page.locator('header'), 'bell-with-count-desktop');
    await page.getByRole('button', { name: 'Mark read: New request' }).click();
    await page.getByRole('link', { name: 'New request You have a new request', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    await page.getByText('You are all caught up.').waitFor();

    // Connected (she accepts), he writes: a push naming no one, whose click opens the conversation.
    expect((await apiCall(receiverCookie, 'PUT', `/respond-request/${sent.request.id}`, { action: 'accepted' }, base)).status).toBe(200);
    const senderId = (await (await apiCall(senderCookie, 'GET', '/get-user', undefined, base)).json()).user.id as string;
    const text = `Assalamu alaikum ${crypto.randomUUID().slice(0, 8)}`;
    expect((await apiCall(senderCookie, 'POST', `/messages/${receiverId}`, { clientId: crypto.randomUUID(), text }, base)).status).toBe(201);
    await expect.poll(async () => (await pushesTo(device.endpoint)).map((entry) => entry.kind), { timeout: 15_000 }).toEqual(['requestReceived', 'newMessage']);
    const messagePush = (await pushesTo(device.endpoint))[1]!;
    expect(messagePush).toMatchObject({ title: 'New message', body: 'You have a new message', url: `/user/messages/${senderId}` });
    expect(JSON.stringify(messagePush)).not.toContain(sender.firstName);
    expect(JSON.stringify(messagePush)).not.toContain(text);
    const messageEntry = (await outbox(device.endpoint, base)).find((entry) => entry.channel === 'push' && (JSON.parse(entry.text) as { kind: string }).kind === 'newMessage');
    // The request's notification closed with its click: none shows until this one does.
    await showPush(messageEntry!.text, 'New message: You have a new message');
    await clickShown();
    await page.waitForURL(`${base}/user/messages/${senderId}`, { timeout: 10_000 });
    await page.getByRole('log', { name: `Messages with ${sender.firstName}` }).getByText(text).waitFor();
    await context.close();
  });

  it('preferences are honoured: a kind turned off for push is listed in the centre but never pushed', async () => {
    const used = [30, 31, 32, ...discoverablePair([30, 31, 32]).map((member) => indexOfDemo(member.email))];
    const [first, second] = discoverablePair(used);
    const [asker, answerer] = discoverablePair([...used, indexOfDemo(first.email), indexOfDemo(second.email)]);
    const askerCookie = await apiLogin(asker.email, DEMO_PASSWORD);
    const answererCookie = await apiLogin(answerer.email, DEMO_PASSWORD);
    const answererId = (await (await apiCall(answererCookie, 'GET', '/get-user', undefined, base)).json()).user.id as string;

    const context = await contextWithCookie(browser, askerCookie, DESKTOP, base);
    await context.grantPermissions(['notifications'], { origin: base });
    const device = deviceSubscription();
    await withPushService(context, device);
    const page = await context.newPage();
    await turnOnPush(page);
    const accepted = page.getByRole('checkbox', { name: 'Push: Accepted requests' });
    await expect.poll(() => accepted.isChecked()).toBe(true);
    await accepted.click();
    await page.getByText(MSG.notificationPreferencesSaved).first().waitFor();
    await closeToasts(page);
    expect(await page.getByRole('checkbox', { name: 'Push: Accepted requests' }).isChecked()).toBe(false);
    await page.getByRole('switch', { name: 'Quiet hours' }).click();
    await page.getByLabel('From').waitFor();
    expect(await page.getByLabel('From').inputValue()).toBe('22:00');
    expect(await page.getByLabel('Until').inputValue()).toBe('07:00');
    // The times show at once; the switch takes the next click once the first is saved (it is busy until then, and a
    // click on a busy switch is not a second change: CI clicked into that window once).
    const quietSwitch = page.getByRole('switch', { name: 'Quiet hours' });
    await expect.poll(() => quietSwitch.getAttribute('aria-busy'), { timeout: 10_000 }).toBeNull();
    await quietSwitch.click();
    await page.getByLabel('From').waitFor({ state: 'detached' });
    await closeToasts(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'settings-notifications-desktop');

    // Her request is accepted: the centre has it, her device gets no push for it.
    const sent = await (await apiCall(askerCookie, 'POST', '/send-request', { receiverId: answererId }, base)).json();
    expect((await apiCall(answererCookie, 'PUT', `/respond-request/${sent.request.id}`, { action: 'accepted' }, base)).status).toBe(200);
    await page.goto(`${base}/user/notifications`);
    await page.getByRole('link', { name: 'Unread: Request accepted Your request was accepted' }).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(3000);
    expect((await pushesTo(device.endpoint)).filter((push) => push.kind === 'requestAccepted')).toEqual([]);

    // Turned off on this device: the subscription leaves the server too (nothing more is sent to it).
    await page.goto(`${base}/settings?tab=notifications`);
    await page.getByRole('button', { name: 'Turn off on this device' }).click();
    await page.getByTestId('push-device').getByText(PUSH_DEVICE_TEXT.off).waitFor();
    await context.close();
  });
});
