/**
 * The service worker (built by scripts/build-service-worker.mjs into dist/sw.js). It keeps the app's shell
 * cached while a member is signed in on this device, answers a navigation with the offline page when the
 * network is down, shows pushed notifications and opens their page when one is clicked, and re-subscribes when
 * the push service renews the subscription. API answers, photos
 * and sockets carry personal data: it never answers or stores them (worker-rules.ts). Sign-out empties it.
 */
import { TO_PAGE, TO_WORKER, type MessageToWorker, type OpenMessage } from '../lib/worker-protocol';
import { sitePath } from '../lib/site-path';
import { CACHE_PREFIX, OFFLINE_PAGE, isShellFile, notificationOf, NOTIFICATIONS_PAGE, renewPushSubscription } from './worker-rules';

declare const self: ServiceWorkerGlobalScope;

const SHELL_CACHE = `${CACHE_PREFIX}${__BUILD_ID__}`;

async function cacheShell(): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  await cache.addAll(__SHELL_FILES__);
}

async function dropCaches(keep: (name: string) => boolean): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !keep(name)).map((name) => caches.delete(name)));
}

self.addEventListener('install', (event) => {
  // The page registers the worker only for a signed-in member: the shell is hers to start from.
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await dropCaches((name) => name === SHELL_CACHE);
      // The page's own request goes out at once, beside the worker's start-up, instead of after it.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const type = (event.data as MessageToWorker | null)?.type;
  if (type === TO_WORKER.clearDevice) event.waitUntil(dropCaches(() => false));
  else if (type === TO_WORKER.cacheShell) event.waitUntil(cacheShell());
});

async function navigate(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch {
    const offline = await caches.match(OFFLINE_PAGE, { cacheName: SHELL_CACHE });
    return offline ?? Response.error();
  }
}

async function fromShell(request: Request): Promise<Response> {
  // No cache after a sign-out: nothing is kept until someone signs in again (the page then asks for cacheShell).
  if (!(await caches.has(SHELL_CACHE))) return fetch(request);
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Only complete answers of this origin are kept (a 206 or an error is not the file).
  if (response.status === 200 && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(navigate(event));
  else if (isShellFile(url.pathname)) event.respondWith(fromShell(request));
  // Anything else (the API, photos, sockets) goes to the network untouched and is never stored.
});

self.addEventListener('push', (event) => {
  const shown = notificationOf(event.data?.text() ?? null, __APP_NAME__);
  event.waitUntil(
    self.registration.showNotification(shown.title, {
      body: shown.body,
      tag: shown.tag,
      data: { url: shown.url },
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'en-IN',
    }),
  );
});

self.addEventListener('pushsubscriptionchange', (event) => {
  // A failure (permission withdrawn, signed out, offline) changes nothing: Settings mends it on her next visit.
  event.waitUntil(renewPushSubscription(event, self.registration.pushManager, (url, init) => fetch(url, init)).catch(() => false));
});

/** Asks the app in a tab to show `url` itself (no reload, its socket stays); true once it says it did. */
function askToOpen(client: WindowClient, url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), 1500);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const message: OpenMessage = { type: TO_PAGE.open, url };
    client.postMessage(message, [channel.port2]);
  });
}

/** Shows `url` in an open tab of the site (the app navigates without reloading), or in a new window. */
async function openPage(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.focused) ?? windows[0];
  if (open) {
    await open.focus().catch(() => undefined);
    if (await askToOpen(open, url)) return;
    // A tab without the app (a public page before its script woke): load the page there, if it is ours.
    if (await open.navigate(url).catch(() => null)) return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sitePath((event.notification.data as { url?: unknown } | null)?.url) ?? NOTIFICATIONS_PAGE;
  event.waitUntil(openPage(url));
});
