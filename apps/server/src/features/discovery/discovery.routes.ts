import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, apiUrl, errorResponseSchema, featuredProfilesResponseSchema, featuredQuerySchema, memberCardSchema } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { admitMember, memberOf, refuseInvalidInput, requireMember, requireSessionCookie, sessionTokenOf } from '../../plugins/session-auth';
import { plainJsonSerializer } from '../../lib/plain-json';
import { candidateIndexOf, featuredProfiles, featuredProfilesOfSession } from './discovery.service';

const cardList = z.array(memberCardSchema);


export function discoveryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['discovery'];
    // The candidate columns' background catch-ups end with the app.
    app.addHook('onClose', async () => candidateIndexOf(ctx).close());
    app.get(
      apiUrl(API.featuredProfiles),
      {
        // The session is read with the page, in one statement (featuredProfilesOfSession); no cookie is a 401 at once.
        onRequest: requireSessionCookie(),
        // Validated input is refused in the handler, after the session (refuseInvalidInput).
        attachValidation: true,
        serializerCompiler: plainJsonSerializer,
        schema: {
          tags,
          summary:
            'Members the viewer may discover (Active, opposite gender, searchable, in casteInterestedIn), best fit first; keyset pages via nextCursor',
          querystring: featuredQuerySchema,
          response: {
            200: featuredProfilesResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
            /** The cursor belongs to another listing (other filters, changed preferences): start again. */
            409: errorResponseSchema,
            /** Her budget of listing work (list builds, pages scored live) is spent for this minute: try again after Retry-After. */
            429: errorResponseSchema,
            /** Too many listings at once, or the listing ran past its time: try again after Retry-After. */
            503: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        await refuseInvalidInput(ctx, request, reply);
        const page = await featuredProfilesOfSession(ctx, sessionTokenOf(request), request.query, (resolved) => admitMember(ctx, request, reply, resolved));
        // A page whose cards the statement wrote goes out as it came (the same body the schema would give).
        // The schema's type knows the page as an object; this one is its JSON text already.
        if ('renderedBody' in page) return (reply as FastifyReply).type('application/json; charset=utf-8').send(page.renderedBody);
        return { success: true as const, ...page };
      },
    );

    app.get(
      apiUrl(API.allUsers),
      {
        onRequest: requireMember(ctx),
        schema: {
          tags,
          summary: 'The first page of discoverable members (the spec\'s list call); same rules as featured profiles',
          response: { 200: z.object({ success: z.literal(true), users: cardList }), 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema },
        },
      },
      async (request) => {
        const { profiles } = await featuredProfiles(ctx, memberOf(request), featuredQuerySchema.parse({ limit: 48 }));
        return { success: true as const, users: profiles };
      },
    );
  };
}
