import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API, apiUrl, approvedRequestsResponseSchema, errorResponseSchema, messageResponseSchema, MSG, requestDataResponseSchema, respondRequestResponseSchema, respondRequestSchema, sendRequestResponseSchema, sendRequestSchema, waitingCountsResponseSchema,
} from '@sakinah/contract';
import type { AppContext } from '../../context';
import { memberOf, requireMember } from '../../plugins/session-auth';
import { countWaiting } from './waiting.repo';
import { approvedConnections, assertOwnList, cancelRequest, removeConnection, requestData, respondRequest, sendRequest } from './requests.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };
const idParams = z.object({ id: z.string().max(64) });

export function requestsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['requests'];
    const auth = requireMember(ctx);

    app.post(
      apiUrl(API.sendRequest),
      {
        onRequest: auth,
        config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
        schema: {
          tags,
          summary: 'Send a profile request (the sender is always the session member), with an optional introduction of at most 300 characters',
          body: sendRequestSchema,
          response: { 201: sendRequestResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const created = await sendRequest(ctx, memberOf(request), request.body.receiverId, request.body.message);
        return reply.status(201).send({ success: true as const, message: MSG.requestSent, request: created });
      },
    );

    app.put(
      apiUrl('/respond-request/:id'),
      {
        onRequest: auth,
        schema: { tags, summary: 'Accept or decline a request I received', params: idParams, body: respondRequestSchema, response: { 200: respondRequestResponseSchema, ...errors } },
      },
      async (request) => {
        const updatedRequest = await respondRequest(ctx, memberOf(request), request.params.id, request.body.action);
        return { success: true as const, message: request.body.action === 'accepted' ? MSG.requestAccepted : MSG.requestDeclined, updatedRequest };
      },
    );

    app.delete(
      apiUrl('/cancel-request/:id'),
      { onRequest: auth, schema: { tags, summary: 'Cancel a pending request I sent', params: idParams, response: { 200: messageResponseSchema, ...errors } } },
      async (request) => {
        await cancelRequest(ctx, memberOf(request), request.params.id);
        return { success: true as const, message: MSG.requestCanceled };
      },
    );

    app.delete(
      apiUrl('/remove-request/:id'),
      { onRequest: auth, schema: { tags, summary: 'End a connection (either side of an accepted request)', params: idParams, response: { 200: messageResponseSchema, ...errors } } },
      async (request) => {
        await removeConnection(ctx, memberOf(request), request.params.id);
        return { success: true as const, message: MSG.requestRemoved };
      },
    );

    app.get(
      apiUrl('/received-requests/:userId'),
      {
        onRequest: auth,
        schema: { tags, summary: 'My request data: accepted, incoming and outgoing lists (own id only)', params: z.object({ userId: z.string().max(64) }), response: { 200: requestDataResponseSchema, ...errors } },
      },
      async (request) => {
        const member = memberOf(request);
        assertOwnList(member, request.params.userId);
        return { success: true as const, data: await requestData(ctx, member) };
      },
    );

    app.get(
      apiUrl(API.waitingCounts),
      {
        onRequest: auth,
        schema: {
          tags,
          summary: 'What waits for my answer: profile requests received, photo-access requests, asks to share contact details (the tab bar badges)',
          response: { 200: waitingCountsResponseSchema, ...errors },
        },
      },
      async (request) => ({ success: true as const, ...(await countWaiting(ctx.db, memberOf(request).id)) }),
    );

    app.get(
      apiUrl('/all-approved-requests/:userId'),
      {
        onRequest: auth,
        schema: { tags, summary: 'My connections (own id only)', params: z.object({ userId: z.string().max(64) }), response: { 200: approvedRequestsResponseSchema, ...errors } },
      },
      async (request) => {
        const member = memberOf(request);
        assertOwnList(member, request.params.userId);
        return { success: true as const, requests: await approvedConnections(ctx, member) };
      },
    );
  };
}
