/**
 * The service worker's decisions, as plain functions the tests call (sw.ts wires them to the worker's events).
 * What carries personal data (API answers, photos, sockets) is never cached: only the app's own build files.
 */
import { sitePath } from '../lib/site-path';

/** Every cache of the worker starts so; `activate` and sign-out delete them by it. */
export const CACHE_PREFIX = 'sakinah-shell-';

/** The offline page, answered for a navigation when the network is down. */
export const OFFLINE_PAGE = '/offline.html';

/** Where a notification without a link of its own leads. */
export const NOTIFICATIONS_PAGE = '/user/notifications';

/** Paths that carry a member's data: the worker never answers them and never stores them. */
const PERSONAL = [/^\/api(\/|$)/, /^\/media(\/|$)/, /^\/socket\.io(\/|$)/];

/** The build's own files, the same for everyone: hashed assets, icons, the manifest, the offline page. */
const SHELL = [/^\/assets\//, /^\/icons\//, /^\/manifest\.webmanifest$/, /^\/favicon\.svg$/, /^\/offline\.html$/];

export function isPersonal(pathname: string): boolean {
  return PERSONAL.some((pattern) => pattern.test(pathname));
}

/** Whether a same-origin GET may be answered from (and kept in) the shell cache. */
export function isShellFile(pathname: string): boolean {
  return !isPersonal(pathname) && SHELL.some((pattern) => pattern.test(pathname));
}

export interface ShownNotification {
  title: string;
  body: string;
  /** Replaces an earlier notification with the same tag on the device (one per conversation). */
  tag: string | undefined;
  url: string;
}

const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null);

/**
 * The notification a push payload asks for: its title, body, tag and link, nothing else. A payload that is not
 * JSON or lacks a title still shows something, so a member is never woken for nothing that she cannot see.
 */
export function notificationOf(payload: string | null, fallbackTitle: string): ShownNotification {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = payload ? JSON.parse(payload) : null;
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // not JSON: the fallback below
  }
  return {
    title: text(data.title, 120) ?? fallbackTitle,
    body: text(data.body, 300) ?? '',
    tag: text(data.tag, 120) ?? undefined,
    url: sitePath(data.url) ?? NOTIFICATIONS_PAGE,
  };
}

/** Where a subscription is told to the server (the contract's `API.pushSubscriptions`, under /api). */
export const PUSH_SUBSCRIPTIONS_URL = '/api/push/subscriptions';

/** What `pushsubscriptionchange` carries (either may be null: the browser need not say). */
export interface SubscriptionChange {
  oldSubscription: PushSubscription | null;
  newSubscription: PushSubscription | null;
}

/**
 * `pushsubscriptionchange`: the push service renewed or dropped this device's subscription. The worker subscribes
 * again with the same server key (unless the browser already did) and tells the server, with her session cookie. True
 * once the server took it; without an old key or a session nothing changes, and the next visit to Settings →
 * Notifications mends it.
 */
export async function renewPushSubscription(
  change: SubscriptionChange,
  pushManager: Pick<PushManager, 'subscribe'>,
  post: (url: string, init: RequestInit) => Promise<Response>,
): Promise<boolean> {
  const key = change.oldSubscription?.options.applicationServerKey ?? null;
  const renewed = change.newSubscription ?? (key ? await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
  if (!renewed) return false;
  const response = await post(PUSH_SUBSCRIPTIONS_URL, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(renewed.toJSON()),
  });
  return response.ok;
}
