import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, apiUrl, draftResponseSchema, draftSchema, errorResponseSchema, MSG } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { memberOf, requireMember } from '../../plugins/session-auth';
import { loadDraft, saveDraft } from './profile.service';

export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['profile'];
    const auth = requireMember(ctx);

    app.post(
      apiUrl(API.draft),
      {
        onRequest: auth,
        bodyLimit: 64 * 1024,
        schema: {
          tags,
          summary: "Save the editor's values as a draft, by section, with the current section",
          body: draftSchema,
          response: { 200: z.object({ success: z.literal(true), message: z.string() }), 400: errorResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request) => {
        await saveDraft(ctx, memberOf(request).id, request.body);
        return { success: true as const, message: MSG.draftSaved };
      },
    );

    app.get(
      apiUrl(API.getDraft),
      {
        onRequest: auth,
        schema: {
          tags,
          summary: 'The saved draft: values by section, and the section the member was on',
          response: {
            200: draftResponseSchema,
            401: errorResponseSchema,
          },
        },
      },
      async (request) => ({ success: true as const, ...(await loadDraft(ctx, memberOf(request).id)) }),
    );
  };
}
