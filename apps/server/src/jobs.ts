import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { runTraced } from './lib/trace-context';
import { mailPendingReceipts } from './features/billing/receipts.service';
import { sendRenewalReminders } from './features/billing/renewals.service';
import { reconcilePendingOrders, sweepExpiredSubscriptions } from './features/billing/payments.service';
import { dropStaleMatchLists } from './features/discovery/discovery.service';
import { sendDailySuggestionMails } from './features/discovery/suggestions.service';
import { VIEW_FLUSH_MS, viewRecorderOf } from './features/discovery/view-recorder';
import { expireProfileViews } from './features/discovery/viewers.service';
import { sendMessageDigests } from './features/messaging/messaging.service';
import { deliverNotifications } from './features/notifications/delivery.service';
import { deleteOldNotifications } from './features/notifications/notifications.service';
import { NOTIFICATIONS_CHANNEL, notificationWake } from './core/notifications/notification-outbox.repo';
import { listenToChannel } from './db/notify-listener';
import { sweepCalls } from './features/calls/calls.service';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/** How often an instance looks for due notifications besides its own wakes (another instance's, retries, quiet hours' end). */
const NOTIFICATION_DELIVERY_MS = 2000;

/**
 * Every timer of the server, in one place: what runs in the background and how often. app.ts starts them with
 * `jobs: true` (npm start); tests run each job by hand. A failed run is logged and tried again at the next tick.
 *
 * Each run has an id (`job:<name>:<instance>-<n>`) that its log lines, and the mails and socket events it causes,
 * carry as `reqId` (lib/trace-context.ts); runs are counted and timed (`job_runs_total`, `job_run_duration_seconds`).
 * A job never overlaps itself on one instance (a tick that finds the last run still going is skipped); across
 * instances each job claims its items one by one in the database, so no mail goes out twice.
 *
 * When the process stops (ctx.lifecycle), no run starts any more, the running ones are told through their signal
 * to claim nothing more, and the server's close waits for them to finish what they claimed.
 */
export function startJobs(app: FastifyInstance, ctx: AppContext): void {
  const { lifecycle, metrics } = ctx;
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();
  const instance = crypto.randomBytes(3).toString('hex');
  let runs = 0;
  const run = (name: string, job: (signal: AbortSignal) => Promise<unknown>) => () => {
    if (lifecycle.draining || running.has(name)) return;
    const label = name.replaceAll(' ', '_');
    runs += 1;
    const traceId = `job:${label}:${instance}-${runs}`;
    const log = app.log.child({ reqId: traceId });
    const startedAt = performance.now();
    const work = runTraced({ traceId, log }, () => job(lifecycle.signal))
      .then(
        () => metrics.jobRuns.inc({ job: label, outcome: 'ok' }),
        (err: unknown) => {
          metrics.jobRuns.inc({ job: label, outcome: 'failed' });
          log.error({ err }, `${name} failed`);
        },
      )
      .finally(() => {
        metrics.jobDuration.observe({ job: label }, (performance.now() - startedAt) / 1000);
        running.delete(name);
      });
    running.set(name, work);
    void lifecycle.track(`job ${traceId}`, work);
  };
  // JOBS_EVERY_MS (tests only) runs every job that often, so that instances race for the same due work.
  const every = (ms: number, name: string, job: (signal: AbortSignal) => Promise<unknown>) =>
    timers.push(setInterval(run(name, job), ctx.config.JOBS_EVERY_MS ?? ms));

  // Billing: plans that ended, orders a member left unfinished, reminders before a plan ends, receipt mails that failed.
  every(HOUR, 'subscription sweep', () => sweepExpiredSubscriptions(ctx));
  every(5 * MINUTE, 'order reconciliation', (signal) => reconcilePendingOrders(ctx, signal));
  every(30 * MINUTE, 'renewal reminders', (signal) => sendRenewalReminders(ctx, signal));
  every(10 * MINUTE, 'receipt mails', (signal) => mailPendingReceipts(ctx, signal));
  // Messaging: the unread-message digest, at most one a day per member.
  every(30 * MINUTE, 'message digests', (signal) => sendMessageDigests(ctx, signal));
  // Discovery: the daily suggestions mail, expired profile views, match lists of earlier days.
  every(30 * MINUTE, 'daily suggestion mails', (signal) => sendDailySuggestionMails(ctx, undefined, signal));
  every(6 * HOUR, 'profile view expiry', () => expireProfileViews(ctx));
  // The stored lists refresh themselves when read (docs/matching.md); this drops those of earlier days and those no
  // longer read, and the logged changes every remaining list has applied.
  every(5 * MINUTE, 'match list cleanup', () => dropStaleMatchLists(ctx));
  // Profile views are buffered in memory and written every ~2 s (and once more when the server closes).
  every(VIEW_FLUSH_MS, 'profile view flush', async () => viewRecorderOf(ctx)?.flush());
  // Notifications: delivered every few seconds by whichever instance claims them first, and at once when this
  // instance recorded one (a wake after its commit); kept 90 days.
  const deliver = run('notification delivery', (signal) => deliverNotifications(ctx, signal));
  every(NOTIFICATION_DELIVERY_MS, 'notification delivery', (signal) => deliverNotifications(ctx, signal));
  const wake = () => {
    // A wake during a run is left to it (it goes on while anything is due) or to the next tick.
    if (!deliverySoon) deliverySoon = setTimeout(() => ((deliverySoon = undefined), deliver()), 10);
  };
  let deliverySoon: NodeJS.Timeout | undefined;
  // On PostgreSQL every instance hears each notification's commit (a NOTIFY), whichever instance recorded it, this one
  // too: the in-process wake would only run the worker a second time for the same notification. The embedded database
  // has no other instance and no NOTIFY to hear: there the in-process wake is the one.
  const listener = ctx.config.DATABASE_URL
    ? listenToChannel(ctx.config.DATABASE_URL, NOTIFICATIONS_CHANNEL, wake, (err) => app.log.warn({ err }, 'notification listener reconnecting'))
    : undefined;
  if (!listener) notificationWake.on('recorded', wake);
  const stopWaking = () => {
    notificationWake.off('recorded', wake);
    void listener?.close();
  };
  lifecycle.signal.addEventListener('abort', stopWaking, { once: true });
  app.addHook('onClose', async () => {
    stopWaking();
    await listener?.close();
  });
  every(HOUR, 'notification cleanup', () => deleteOldNotifications(ctx));
  // A call still ringing 45 s (plus a grace: the caller's screen normally ends it) is missed; an abandoned call ends.
  every(5000, 'call sweep', () => sweepCalls(ctx));
  // Once shortly after start, so a restart does not wait an hour for the sweep.
  timers.push(setTimeout(run('subscription sweep', () => sweepExpiredSubscriptions(ctx)), Math.min(5000, ctx.config.JOBS_EVERY_MS ?? 5000)));

  for (const timer of timers) timer.unref();
  const stopTimers = () => {
    for (const timer of timers) clearTimeout(timer);
  };
  lifecycle.signal.addEventListener('abort', stopTimers, { once: true });
  // Registered last, so it runs first of the onClose hooks (they run in reverse): the runs finish while Redis,
  // the socket server and the database are still there.
  app.addHook('onClose', async () => {
    stopTimers();
    await Promise.allSettled([...running.values()]);
  });
}
