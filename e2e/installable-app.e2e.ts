import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Worker } from 'playwright-core';
import { INSTALL_TEXT } from '../packages/contract/src/notification-texts';
import { connectBrowser, DESKTOP, screenshot, seriousAxeViolations } from './support/browser';
import { apiCall, contextWithCookie, demoMember, discoverablePair, DEMO_PASSWORD } from './support/accounts';
import { startBuiltServer, type BuiltServer } from './support/built-server';

/**
 * The installable app on the device (issue 42): the manifest, the service worker (shell cache, offline page, pushed
 * notifications and their click), sign-out emptying the device, and the install offer in context. On a server of its
 * own with the demo members, so its requests and connections touch no other browser test's members.
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
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: base, registrationId, data: JSON.stringify(payload) });
    const shown = await expect
      .poll(
        () =>
          worker.evaluate(async () =>
            (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })),
          ),
        { timeout: 10_000 },
      )
      .toEqual([{ title: 'New message', body: 'You have a new message', tag: 'chat:abc', data: { url: '/user/connections' } }]);
    void shown;

    // A newer push of the same conversation replaces the older one on the device.
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: base, registrationId, data: JSON.stringify({ ...payload, id: 'n-2' }) });
    await page.waitForTimeout(300);
    expect(await worker.evaluate(async () => (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).length)).toBe(1);

    // A link to another site is never followed: the notification opens the centre instead.
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: base, registrationId, data: JSON.stringify({ title: 'x', body: 'y', url: 'https://evil.example/', tag: 't2' }) });
    await expect
      .poll(() => worker.evaluate(async () => (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications({ tag: 't2' })).map((n) => (n.data as { url: string }).url)))
      .toEqual(['/user/notifications']);

    // Chromium cannot click a notification from outside; the worker's handler is given the same event it would
    // get (its waitUntil refuses an event the browser did not send, after the handler has started the work).
    await worker.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications({ tag: 'chat:abc' });
      try {
        scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
      } catch {
        // waitUntil on an untrusted event
      }
    });
    await page.waitForURL(`${base}/user/connections`, { timeout: 10_000 });
    await page.getByRole('heading', { name: 'My Connections' }).waitFor();
    expect(await worker.evaluate(async () => (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications({ tag: 'chat:abc' })).length)).toBe(0);
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
