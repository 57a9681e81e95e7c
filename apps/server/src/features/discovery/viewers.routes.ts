import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, apiUrl, errorResponseSchema, profileViewersQuerySchema, profileViewersResponseSchema } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { memberOf, requireMember } from '../../plugins/session-auth';
import { profileViewersFor } from './viewers.service';

export function viewersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiUrl(API.profileViewers),
      {
        onRequest: requireMember(ctx),
        schema: {
          tags: ['discovery'],
          summary: 'Who viewed my profile in the last 30 days, newest first (a plan feature; without it the count only)',
          querystring: profileViewersQuerySchema,
          response: { 200: profileViewersResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
        },
      },
      async (request) => profileViewersFor(ctx, memberOf(request), request.query),
    );
  };
}
