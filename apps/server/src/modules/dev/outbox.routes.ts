import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, apiUrl, outboxQuerySchema, outboxResponseSchema } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { listOutboxMessages } from './outbox.repo';

/** Reads the dev outbox (mail, WhatsApp, SMS). Registered only outside production. */
export function devOutboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
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
