import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, apiUrl, outboxQuerySchema, outboxResponseSchema } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { listOutboxMessages } from '../../providers/outbox/outbox.repo';
import { requireAdmin } from '../../plugins/session-auth';

/**
 * Reads the dev outbox (mail, WhatsApp, SMS). Outside production anyone may read it (the demo's
 * codes and links); in a production demo (ALLOW_DEV_OUTBOX=true) only administrators may.
 */
export function devOutboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    if (ctx.config.isProduction) app.addHook('onRequest', requireAdmin(ctx));
    app.get(
      apiUrl(API.devOutbox),
      {
        schema: {
          tags: ['dev'],
          summary: 'Messages kept by the embedded mail and OTP providers, newest first (not in production)',
          querystring: outboxQuerySchema,
          response: { 200: outboxResponseSchema },
        },
      },
      async (request) => {
        const to = request.query.to?.toLowerCase();
        return { success: true as const, messages: await listOutboxMessages(ctx.db, to || undefined) };
      },
    );
  };
}
