import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRiskQuerySchema, adminRiskResponseSchema, apiUrl, errorResponseSchema, messageResponseSchema, riskActionParamsSchema } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/session-auth';
import { actOnRisk, riskQueue } from './risk.service';
import { requireAdmin } from '../../plugins/session-auth';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** The admin Risk queue: what the server's own checks raised, and the admin's decision on each item. */
export function riskRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    app.addHook('onRequest', requireAdmin(ctx));

    app.get(
      apiUrl('/admin/risk'),
      { schema: { tags, summary: 'Risk items (open oldest first; closed newest first), with both members and photos', querystring: adminRiskQuerySchema, response: { 200: adminRiskResponseSchema, ...errors } } },
      async (request) => ({ success: true as const, items: await riskQueue(ctx, request.query.status) }),
    );

    app.post(
      apiUrl('/admin/risk/:id/:action'),
      { schema: { tags, summary: 'Decide an open item: false_alarm (release what was held), reject_photo, or suspend; audited; a second decision is 409', params: riskActionParamsSchema, response: { 200: messageResponseSchema, ...errors } } },
      async (request) => ({ success: true as const, message: await actOnRisk(ctx, memberOf(request), request.params.id, request.params.action) }),
    );
  };
}
