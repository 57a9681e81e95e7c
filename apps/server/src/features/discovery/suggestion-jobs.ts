import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { dropStaleMatchLists } from './discovery.service';
import { expireProfileViews } from './viewers.service';
import { sendDailySuggestionMails } from './suggestions.service';

const HOUR = 60 * 60 * 1000;

/**
 * Background work of suggestions and viewers: the daily suggestions mail, deleting expired profile
 * views, and dropping match lists of earlier days (their members rebuild them on their next browse).
 */
export function startSuggestionJobs(app: FastifyInstance, ctx: AppContext): void {
  const run = (name: string, job: () => Promise<unknown>) => () => {
    job().catch((err: unknown) => app.log.error({ err }, `${name} failed`));
  };
  const mails = setInterval(run('daily suggestion mails', () => sendDailySuggestionMails(ctx)), 30 * 60 * 1000);
  const expiry = setInterval(run('profile view expiry', () => expireProfileViews(ctx)), 6 * HOUR);
  const lists = setInterval(run('match list cleanup', () => dropStaleMatchLists(ctx)), HOUR);
  for (const timer of [mails, expiry, lists]) timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(mails);
    clearInterval(expiry);
    clearInterval(lists);
  });
}
