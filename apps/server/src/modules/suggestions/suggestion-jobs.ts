import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { expireProfileViews } from '../viewers/viewers.service';
import { sendDailySuggestionMails } from './suggestions.service';

const HOUR = 60 * 60 * 1000;

/** Background work of suggestions and viewers: the daily suggestions mail, and deleting expired profile views. */
export function startSuggestionJobs(app: FastifyInstance, ctx: AppContext): void {
  const run = (name: string, job: () => Promise<unknown>) => () => {
    job().catch((err: unknown) => app.log.error({ err }, `${name} failed`));
  };
  const mails = setInterval(run('daily suggestion mails', () => sendDailySuggestionMails(ctx)), 30 * 60 * 1000);
  const expiry = setInterval(run('profile view expiry', () => expireProfileViews(ctx)), 6 * HOUR);
  for (const timer of [mails, expiry]) timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(mails);
    clearInterval(expiry);
  });
}
