import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, apiUrl, siteCountsResponseSchema } from '@sakinah/contract';
import type { SiteCounts } from '@sakinah/contract';

/** GET /api/site-counts: public, cached by browsers and proxies for a few minutes (the home page has them already). */
export function siteCountsRoutes(siteCounts: () => Promise<SiteCounts>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiUrl(API.siteCounts),
      { schema: { tags: ['public'], summary: "The landing page's counts (verified profiles, connections made), each only from 100 up", response: { 200: siteCountsResponseSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return { success: true as const, counts: await siteCounts() };
      },
    );
  };
}
