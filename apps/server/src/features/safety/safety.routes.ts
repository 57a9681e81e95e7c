import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API, apiUrl, blockedUsersResponseSchema, errorResponseSchema, messageResponseSchema, MSG, myReportsResponseSchema, reportSchema, selfUpdatedResponseSchema,
} from '@sakinah/contract';
import type { AppContext } from '../../context';
import { memberOf, requireMember } from '../../plugins/session-auth';
import { loadSelf } from '../../core/member/self';
import { block, blockedUsers, deactivate, myReports, reactivate, report, unblock } from './safety.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const userParams = z.object({ userId: z.string().max(64) });

export function safetyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['safety'];
    const auth = requireMember(ctx);

    app.post(
      apiUrl('/block/:userId'),
      { onRequest: auth, schema: { tags, summary: 'Block a member: both disappear from each other; open requests close', params: userParams, response: { 200: messageResponseSchema, ...errors } } },
      async (request) => {
        await block(ctx, memberOf(request), request.params.userId);
        return { success: true as const, message: MSG.blocked };
      },
    );
    app.delete(
      apiUrl('/block/:userId'),
      { onRequest: auth, schema: { tags, summary: 'Unblock a member', params: userParams, response: { 200: messageResponseSchema, ...errors } } },
      async (request) => {
        await unblock(ctx, memberOf(request), request.params.userId);
        return { success: true as const, message: MSG.unblocked };
      },
    );
    app.get(
      apiUrl(API.blockedUsers),
      { onRequest: auth, schema: { tags, summary: 'Members I blocked', response: { 200: blockedUsersResponseSchema, ...errors } } },
      async (request) => ({ success: true as const, users: await blockedUsers(ctx, memberOf(request)) }),
    );
    app.get(
      apiUrl(API.myReports),
      { onRequest: auth, schema: { tags, summary: 'What I reported and its outcome (never who else reported)', response: { 200: myReportsResponseSchema, ...errors } } },
      async (request) => ({ success: true as const, reports: await myReports(ctx, memberOf(request)) }),
    );
    app.post(
      apiUrl('/report/:userId'),
      {
        onRequest: auth,
        config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
        schema: { tags, summary: 'Report a member to the team (the reporter is never revealed)', params: userParams, body: reportSchema, response: { 201: messageResponseSchema, ...errors } },
      },
      async (request, reply) => {
        await report(ctx, memberOf(request), request.params.userId, request.body.reason, request.body.note, request.body.messageId);
        return reply.status(201).send({ success: true as const, message: MSG.reported });
      },
    );
    app.post(
      apiUrl(API.deactivate),
      { onRequest: auth, schema: { tags, summary: 'Pause my account until I reactivate it', response: { 200: selfUpdatedResponseSchema, ...errors } } },
      async (request) => {
        const me = memberOf(request);
        await deactivate(ctx, me, request.sessionId!);
        return { success: true as const, message: MSG.deactivated, user: await loadSelf(ctx, me.id) };
      },
    );
    app.post(
      apiUrl(API.reactivate),
      { onRequest: auth, schema: { tags, summary: 'Reactivate my paused account (after signing in)', response: { 200: selfUpdatedResponseSchema, ...errors } } },
      async (request) => {
        const me = memberOf(request);
        await reactivate(ctx, me);
        return { success: true as const, message: MSG.reactivated, user: await loadSelf(ctx, me.id) };
      },
    );
  };
}
