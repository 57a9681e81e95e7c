import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { reconcilePendingOrders, sweepExpiredSubscriptions } from './payments.service';
import { sendMessageDigests } from '../messaging/messaging.service';
import { sendRenewalReminders } from './renewals.service';
import { mailPendingReceipts } from './receipts.service';

const HOUR = 60 * 60 * 1000;

/** Background work: the hourly expiry sweep, reconciliation of pending orders, unread-message digests, renewal reminders, receipt mails that failed. */
export function startPaymentJobs(app: FastifyInstance, ctx: AppContext): void {
  const run = (name: string, job: () => Promise<unknown>) => () => {
    job().catch((err: unknown) => app.log.error({ err }, `${name} failed`));
  };
  const sweep = setInterval(run('subscription sweep', () => sweepExpiredSubscriptions(ctx)), HOUR);
  const reconcile = setInterval(run('order reconciliation', () => reconcilePendingOrders(ctx)), 5 * 60 * 1000);
  const digests = setInterval(run('message digests', () => sendMessageDigests(ctx)), 30 * 60 * 1000);
  const reminders = setInterval(run('renewal reminders', () => sendRenewalReminders(ctx)), 30 * 60 * 1000);
  const receiptMails = setInterval(run('receipt mails', () => mailPendingReceipts(ctx)), 10 * 60 * 1000);
  // Once shortly after start, so a restart does not wait an hour.
  const first = setTimeout(run('subscription sweep', () => sweepExpiredSubscriptions(ctx)), 5000);
  for (const timer of [sweep, reconcile, digests, reminders, receiptMails, first]) timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    clearInterval(reconcile);
    clearInterval(digests);
    clearInterval(reminders);
    clearInterval(receiptMails);
    clearTimeout(first);
  });
}
