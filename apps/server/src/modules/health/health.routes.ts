import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, apiUrl } from '@sakinah/contract';
import type { AppContext } from '../../context';

const healthResponse = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  message: z.string().optional(),
});

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiUrl(API.health),
      { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: healthResponse, 503: healthResponse } } },
      async (_request, reply) => {
        try {
          await ctx.database.ping();
          return { success: true, status: 'ok' as const, database: ctx.database.kind };
        } catch {
          return reply
            .status(503)
            .send({ success: false, status: 'degraded' as const, database: ctx.database.kind, message: 'Database unavailable' });
        }
      },
    );
  };
}
