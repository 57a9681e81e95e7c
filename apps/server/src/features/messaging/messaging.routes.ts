import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { API, apiUrl, contactExchangeResponseSchema, conversationsResponseSchema, errorResponseSchema, markReadResponseSchema, messageHistoryResponseSchema, messageResponseSchema, messagesQuerySchema, MSG, sendMessageSchema, sentMessageResponseSchema, sharedContactsResponseSchema } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { memberOf, requireMember } from '../../plugins/session-auth';
import {
  answerContactExchange, askContactExchange, conversations, history, markConversationRead, myContactExchanges, sendMessage, withdrawContactExchange,
} from './messaging.service';
import { SESSION_COOKIE } from '../../plugins/session-auth';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };
const userParams = z.object({ userId: z.string().max(64) });

/** Flooding is limited per session (per address without one). */
const perSession = (request: FastifyRequest) => request.cookies[SESSION_COOKIE] ?? request.ip;

export function messagingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['messaging'];
    const auth = requireMember(ctx);

    app.get(
      apiUrl(API.conversations),
      { onRequest: auth, schema: { tags, summary: 'My conversations with the last message, time and unread count', response: { 200: conversationsResponseSchema, ...errors } } },
      async (request) => ({ success: true as const, ...(await conversations(ctx, memberOf(request))) }),
    );

    app.get(
      apiUrl('/messages/:userId'),
      {
        onRequest: auth,
        schema: { tags, summary: 'History with a member, newest first (?before=messageId for older)', params: userParams, querystring: messagesQuerySchema, response: { 200: messageHistoryResponseSchema, ...errors } },
      },
      async (request) => ({ success: true as const, ...(await history(ctx, memberOf(request), request.params.userId, request.query.before, request.query.limit)) }),
    );

    app.post(
      apiUrl('/messages/:userId'),
      {
        onRequest: auth,
        bodyLimit: 16 * 1024,
        config: {
          rateLimit: {
            max: 30,
            timeWindow: '1 minute',
            keyGenerator: perSession,
            errorResponseBuilder: (_req: unknown, context: { ttl: number }) => ({ statusCode: 429, success: false, message: MSG.tooManyMessages, code: 'RATE_LIMITED', retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
          },
        },
        schema: { tags, summary: 'Send a text message (idempotent by clientId)', params: userParams, body: sendMessageSchema, response: { 201: sentMessageResponseSchema, ...errors } },
      },
      async (request, reply) => {
        const message = await sendMessage(ctx, memberOf(request), request.params.userId, request.body.clientId, request.body.text);
        return reply.status(201).send({ success: true as const, message });
      },
    );

    app.put(
      apiUrl('/messages/:userId/read'),
      { onRequest: auth, schema: { tags, summary: "Mark a member's messages to me as read", params: userParams, response: { 200: markReadResponseSchema, ...errors } } },
      async (request) => ({ success: true as const, read: await markConversationRead(ctx, memberOf(request), request.params.userId) }),
    );

    app.post(
      apiUrl('/contact-exchange/:userId'),
      { onRequest: auth, schema: { tags, summary: 'Ask a connection to share phone and email', params: userParams, response: { 201: messageResponseSchema, ...errors } } },
      async (request, reply) => {
        await askContactExchange(ctx, memberOf(request), request.params.userId);
        return reply.status(201).send({ success: true as const, message: MSG.exchangeRequested });
      },
    );

    app.put(
      apiUrl('/contact-exchange/:userId'),
      { onRequest: auth, schema: { tags, summary: 'Accept or decline a contact exchange', params: userParams, body: contactExchangeResponseSchema, response: { 200: messageResponseSchema, ...errors } } },
      async (request) => {
        const row = await answerContactExchange(ctx, memberOf(request), request.params.userId, request.body.action);
        const message = row.status === 'awaiting_guardian' ? MSG.exchangeAwaitingGuardian : row.status === 'accepted' ? MSG.exchangeAccepted : MSG.exchangeDeclined;
        return { success: true as const, message };
      },
    );

    app.delete(
      apiUrl('/contact-exchange/:userId'),
      {
        onRequest: auth,
        schema: { tags, summary: 'Stop sharing phone and email with a member (or take back my own ask); hides them at once', params: userParams, response: { 200: messageResponseSchema, ...errors } },
      },
      async (request) => {
        await withdrawContactExchange(ctx, memberOf(request), request.params.userId);
        return { success: true as const, message: MSG.exchangeWithdrawn };
      },
    );

    app.get(
      apiUrl(API.contactExchanges),
      {
        onRequest: auth,
        schema: {
          tags,
          summary: 'The members I share contact details with, or asked to (Settings)',
          response: {
            200: sharedContactsResponseSchema,
            ...errors,
          },
        },
      },
      async (request) => ({ success: true as const, exchanges: await myContactExchanges(ctx, memberOf(request)) }),
    );
  };
}
