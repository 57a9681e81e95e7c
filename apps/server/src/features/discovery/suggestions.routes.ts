import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, apiUrl, dailySuggestionsResponseSchema, errorResponseSchema } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { memberOf, requireMember } from '../../plugins/session-auth';
import { dailySuggestionsFor } from './suggestions.service';

export function suggestionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiUrl(API.dailySuggestions),
      {
        onRequest: requireMember(ctx),
        schema: {
          tags: ['discovery'],
          summary: "Today's match suggestions (up to 10, best fit first; a plan feature: locked without it)",
          response: {
            200: dailySuggestionsResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
            /** Picking the day's suggestions builds her list: it counts against her budget of listing work. */
            429: errorResponseSchema,
            /** The listing is busy (its gate or statement timeout): try again after Retry-After. */
            503: errorResponseSchema,
          },
        },
      },
      async (request) => dailySuggestionsFor(ctx, memberOf(request)),
    );
  };
}

