import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, MSG, apiUrl, contactMessageSchema, errorResponseSchema } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { optionalMember } from '../../plugins/session-auth';
import { hasPrioritySupport } from '../../core/plans/priority-support';
import { insertContactMessage } from './contact.repo';

export function contactRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      apiUrl(API.contact),
      {
        // Anyone may write; a signed-in member whose plan has priority support is answered first.
        onRequest: optionalMember(ctx),
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
        bodyLimit: 16 * 1024,
        schema: {
          tags: ['public'],
          summary: 'Store a message from the contact form for the team',
          body: contactMessageSchema,
          response: { 201: z.object({ success: z.literal(true), message: z.string() }), 400: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const priority = await hasPrioritySupport(ctx, request.member?.id);
        await insertContactMessage(ctx.db, { ...request.body, ip: request.ip, priority });
        return reply.status(201).send({ success: true as const, message: MSG.contactSent });
      },
    );
  };
}
