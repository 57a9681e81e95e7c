import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { mailPendingReceipts } from './features/billing/receipts.service';
import { sendRenewalReminders } from './features/billing/renewals.service';
import { reconcilePendingOrders, sweepExpiredSubscriptions } from './features/billing/payments.service';
import { dropStaleMatchLists } from './features/discovery/discovery.service';
import { sendDailySuggestionMails } from './features/discovery/suggestions.service';
import { VIEW_FLUSH_MS, viewRecorderOf } from './features/discovery/view-recorder';
import { expireProfileViews } from './features/discovery/viewers.service';
import { sendMessageDigests } from './features/messaging/messaging.service';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * Every timer of the server, in one place: what runs in the background and how often. app.ts starts them with
 * `jobs: true` (npm start); tests run each job by hand. A failed run is logged and tried again at the next tick.
 */
export function startJobs(app: FastifyInstance, ctx: AppContext): void {
  const timers: NodeJS.Timeout[] = [];
  const run = (name: string, job: () => Promise<unknown>) => () => {
    job().catch((err: unknown) => app.log.error({ err }, `${name} failed`));
  };
  const every = (ms: number, name: string, job: () => Promise<unknown>) => timers.push(setInterval(run(name, job), ms));

  // Billing: plans that ended, orders a member left unfinished, reminders before a plan ends, receipt mails that failed.
  every(HOUR, 'subscription sweep', () => sweepExpiredSubscriptions(ctx));
  every(5 * MINUTE, 'order reconciliation', () => reconcilePendingOrders(ctx));
  every(30 * MINUTE, 'renewal reminders', () => sendRenewalReminders(ctx));
  every(10 * MINUTE, 'receipt mails', () => mailPendingReceipts(ctx));
  // Messaging: the unread-message digest, at most one a day per member.
  every(30 * MINUTE, 'message digests', () => sendMessageDigests(ctx));
  // Discovery: the daily suggestions mail, expired profile views, match lists of earlier days.
  every(30 * MINUTE, 'daily suggestion mails', () => sendDailySuggestionMails(ctx));
  every(6 * HOUR, 'profile view expiry', () => expireProfileViews(ctx));
  every(HOUR, 'match list cleanup', () => dropStaleMatchLists(ctx));
  // Profile views are buffered in memory and written every ~2 s (and once more when the server closes).
  every(VIEW_FLUSH_MS, 'profile view flush', async () => viewRecorderOf(ctx)?.flush());
  // Once shortly after start, so a restart does not wait an hour for the sweep.
  timers.push(setTimeout(run('subscription sweep', () => sweepExpiredSubscriptions(ctx)), 5000));

  for (const timer of timers) timer.unref();
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });
}
