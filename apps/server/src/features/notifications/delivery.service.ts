import { languageOr, URGENT_NOTIFICATION_KINDS, type NotificationKind } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { currentTrace } from '../../lib/trace-context';
import type { PushOutcome } from '../../providers/push/push.provider';
import { notificationMail } from './notification-mail';
import { heldNotificationsTextIn, presentNotification, pushPayload, pushShapeOf } from './notification-text';
import { unreadNotificationCounts } from '../../core/notifications/notification-outbox.repo';
import {
  addMailDelivery, addPushDeliveries, addPushDeliveriesFor, claimDueDeliveries, claimDueNotifications, holdUntil, markEnded, markFannedOut, markForRetry, markSent,
  type ClaimedDelivery, type DueNotification,
} from './delivery.repo';
import { completePreferences, quietUntil, wants } from './preferences';

/**
 * The delivery engine (docs/notifications.md). Two steps, each claiming its rows with FOR UPDATE SKIP LOCKED so any
 * number of instances share the work:
 *
 * 1. Fan-out: a notification due (recorded, or released by quiet hours) is checked against the privacy policy and
 *    her preferences, the socket is told, and one delivery row is made per device (and one for mail): the
 *    idempotency key notification × target. Quiet hours hold a non-urgent push until they end; the ones held are
 *    then sent as one.
 * 2. Sending: a due delivery is leased (`sending`, LEASE_MS), sent, and marked `sent`. A lease that lapses (its
 *    instance died) is taken over: at least once. A send whose record failed (the database went away) is kept in
 *    memory and recorded when the database is back, never sent again by this process.
 */

/** Kinds whose mail this engine sends; the others have their own mail (the digest, the reminders, the notices). */
const ENGINE_MAILED: ReadonlySet<NotificationKind> = new Set([
  'requestReceived', 'requestAccepted', 'photoRequest', 'photoRequestAnswered', 'contactExchangeRequest', 'contactExchangeAnswered',
]);
/** How long a claimed delivery stays this instance's before another may take it over. */
export const LEASE_MS = 60_000;
/** Retries with backoff (30 s doubling, at most an hour), then it is given up. */
const MAX_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 3_600_000;
/** Pushes in flight at once per run. */
const SEND_CONCURRENCY = 32;

/** Step 1; returns how many notifications it handled. */
export async function fanOutDue(ctx: AppContext, limit = 500): Promise<number> {
  const now = ctx.now();
  const pushOn = ctx.push.publicKey !== null;
  const fresh: DueNotification[] = [];
  const handled = await ctx.db.transaction(async (tx) => {
    const due = await claimDueNotifications(tx, now, limit);
    if (due.length === 0) return 0;
    const done: string[] = [];
    const toDevices: string[] = [];
    const releasedByUser = new Map<string, DueNotification[]>();
    for (const row of due) {
      if (!row.visible) {
        done.push(row.id);
        continue;
      }
      if (!row.held) fresh.push(row);
      const prefs = completePreferences(row.preferences, row.renewalReminders);
      if (ENGINE_MAILED.has(row.kind) && wants(prefs, row.kind, 'mail')) {
        await addMailDelivery(tx, row.id, now);
      }
      if (!pushOn || !wants(prefs, row.kind, 'push') || row.readAt) {
        done.push(row.id);
        continue;
      }
      const until = URGENT_NOTIFICATION_KINDS.includes(row.kind) ? null : quietUntil(prefs.quietHours, now);
      if (until) {
        await holdUntil(tx, row.id, until);
        continue;
      }
      if (row.held) {
        releasedByUser.set(row.userId, [...(releasedByUser.get(row.userId) ?? []), row]);
        continue;
      }
      toDevices.push(row.id);
      done.push(row.id);
    }
    await addPushDeliveriesFor(tx, toDevices, now);
    // What waited through quiet hours goes out as one push per member: the newest, saying how many there are.
    for (const [userId, rows] of releasedByUser) {
      const newest = rows.reduce((a, b) => (new Date(a.createdAt) >= new Date(b.createdAt) ? a : b));
      await addPushDeliveries(tx, newest.id, userId, rows.length, now);
      done.push(...rows.map((row) => row.id));
    }
    await markFannedOut(tx, done);
    return due.length;
  });
  // After the commit: her bell and list, live, on every tab.
  const unread = await unreadNotificationCounts(ctx.db, [...new Set(fresh.map((row) => row.userId))]);
  for (const row of fresh) {
    const prefs = completePreferences(row.preferences, row.renewalReminders);
    ctx.events.emitToUser(row.userId, 'notificationsChanged', { unread: unread.get(row.userId) ?? 0, notification: presentNotification(row, prefs.showNames, languageOr(row.readerLanguage)) });
  }
  return handled;
}

type Result = { status: 'sent' } | { status: 'gone' } | { status: 'retry'; at: Date; error: string } | { status: 'failed' | 'dropped'; error: string };
/** An outcome with the claim it belongs to (the row's `attempts` when claimed): recorded only while that claim holds. */
type Outcome = Result & { attempts: number };

/** Sends that happened but could not be recorded yet (the database was away), per app: recorded, never re-sent. */
const unrecordedOf = new WeakMap<AppContext, Map<string, Outcome>>();
const keyOf = (notificationId: string, target: string) => `${notificationId}|${target}`;

/** Step 2; returns how many deliveries it handled. */
export async function sendDueDeliveries(ctx: AppContext, limit = 500): Promise<number> {
  const unrecorded = unrecordedOf.get(ctx) ?? new Map<string, Outcome>();
  unrecordedOf.set(ctx, unrecorded);
  if (unrecorded.size > 0) await recordResults(ctx, new Map(unrecorded), unrecorded);
  const now = ctx.now();
  const claimed = await claimDueDeliveries(ctx.db, now, new Date(now.getTime() + LEASE_MS), limit);
  if (claimed.length === 0) return 0;
  const results = new Map<string, Outcome>();
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) {
      const row = claimed[next]!;
      next += 1;
      const key = keyOf(row.notificationId, row.target);
      const already = unrecorded.get(key);
      // This claim's attempts, also for an outcome kept from before: the row is held by this claim now.
      results.set(key, { ...(already ?? (await deliver(ctx, row))), attempts: row.attempts });
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, claimed.length) }, worker));
  await recordResults(ctx, results, unrecorded);
  return claimed.length;
}

/** One delivery: the policy and her preferences once more (things change while it waits), then the push or the mail. */
async function deliver(ctx: AppContext, row: ClaimedDelivery): Promise<Result> {
  const prefs = completePreferences(row.preferences, row.renewalReminders);
  if (!row.visible) return { status: 'dropped', error: 'hidden by the privacy policy' };
  const language = languageOr(row.readerLanguage);
  const item = presentNotification(row, prefs.showNames, language);
  if (row.target === 'mail') {
    if (!wants(prefs, row.kind, 'mail')) return { status: 'dropped', error: 'mail turned off' };
    try {
      await ctx.mail.send(await notificationMail(ctx, { id: row.userId, email: row.email, firstName: row.firstName, language, accountHolder: row.accountHolder, accountHolderName: row.accountHolderName }, row.kind, item));
      return { status: 'sent' };
    } catch (error) {
      return retryOrFail(ctx, row.attempts, undefined, (error as Error).message);
    }
  }
  if (!row.endpoint || !row.p256dh || !row.auth) return { status: 'dropped', error: 'subscription removed' };
  if (row.readAt) return { status: 'dropped', error: 'already read' };
  if (!wants(prefs, row.kind, 'push')) return { status: 'dropped', error: 'push turned off' };
  const shape = pushShapeOf(row);
  const text = row.collapsed > 1 ? heldNotificationsTextIn(language, row.collapsed) : item;
  let outcome: PushOutcome;
  try {
    outcome = await ctx.push.send(
      { endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
      { payload: pushPayload(item, shape.topic ?? item.id, text), ttlSeconds: shape.ttlSeconds, urgency: shape.urgency, ...(shape.topic ? { topic: shape.topic } : {}) },
    );
  } catch (error) {
    outcome = { kind: 'retry', detail: (error as Error).message };
  }
  switch (outcome.kind) {
    case 'sent':
      return { status: 'sent' };
    case 'gone':
      return { status: 'gone' };
    case 'refused':
      currentTrace()?.log.warn({ notificationId: row.notificationId, detail: outcome.detail }, 'push refused');
      return { status: 'failed', error: outcome.detail };
    case 'retry':
      return retryOrFail(ctx, row.attempts, outcome.retryAfterMs, outcome.detail);
  }
}

function retryOrFail(ctx: AppContext, attempts: number, retryAfterMs: number | undefined, error: string): Result {
  if (attempts >= MAX_ATTEMPTS) return { status: 'failed', error };
  const backoff = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (attempts - 1));
  // The push service's Retry-After wins when it gave one (it knows its own load); at least a second.
  const wait = retryAfterMs !== undefined ? Math.max(1000, retryAfterMs) : backoff;
  return { status: 'retry', at: new Date(ctx.now().getTime() + wait), error };
}

/** Writes the outcomes; those it could not write stay in `unrecorded` for the next run (and are not sent again). */
async function recordResults(ctx: AppContext, results: Map<string, Outcome>, unrecorded: Map<string, Outcome>): Promise<void> {
  const now = ctx.now();
  const keyParts = (key: string) => {
    const [notificationId, target] = key.split('|') as [string, string];
    return { notificationId, target };
  };
  const sent = [...results].filter(([, result]) => result.status === 'sent').map(([key]) => key);
  // The common case in one statement per thousand (the fan-out bench sends ten thousand).
  for (let start = 0; start < sent.length; start += 1000) {
    const keys = sent.slice(start, start + 1000);
    try {
      await markSent(ctx.db, keys.map(keyParts), now);
      for (const key of keys) unrecorded.delete(key);
    } catch (error) {
      for (const key of keys) unrecorded.set(key, { status: 'sent', attempts: results.get(key)?.attempts ?? 0 });
      currentTrace()?.log.warn({ err: error, count: keys.length }, 'sent pushes not recorded yet; kept to record later');
    }
  }
  for (const [key, result] of results) {
    if (result.status === 'sent') continue;
    try {
      if (result.status === 'retry') await markForRetry(ctx.db, keyParts(key), result.attempts, result.at, result.error);
      else await markEnded(ctx.db, keyParts(key), result.attempts, result.status, 'error' in result ? result.error : null);
      unrecorded.delete(key);
    } catch (error) {
      unrecorded.set(key, result);
      currentTrace()?.log.warn({ err: error, key }, 'delivery outcome not recorded yet; kept to record later');
    }
  }
}

/** Rows one round claims: small enough that a round's statements and sends leave the event loop to requests often. */
const ROUND_SIZE = 200;

/** Both steps until nothing is due (bounded), for the job and the wake after a notification was recorded. */
export async function deliverNotifications(ctx: AppContext, signal?: AbortSignal): Promise<number> {
  let total = 0;
  for (let round = 0; round < 500 && !signal?.aborted; round += 1) {
    const handled = (await fanOutDue(ctx, ROUND_SIZE)) + (await sendDueDeliveries(ctx, ROUND_SIZE));
    total += handled;
    if (handled === 0) break;
    // Requests waiting for the event loop go first: delivery is background work.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return total;
}
