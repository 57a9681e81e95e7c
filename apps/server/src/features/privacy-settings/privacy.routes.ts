import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API, apiUrl, errorResponseSchema, messageResponseSchema, MSG, photoAccessCheckResponseSchema, photoAccessRequestsResponseSchema, photoAccessTargetSchema, photoPrivacyResponseSchema, photoPrivacySchema, photoRequestResponseSchema, photoRequestsQuerySchema, privacySettingsSchema, respondPhotoRequestSchema, selfUpdatedResponseSchema,
} from '@sakinah/contract';
import type { AppContext } from '../../context';
import { memberOf, requireMember } from '../../plugins/session-auth';
import { loadSelf } from '../../core/member/self';
import {
  cancelPhotoAccess, checkPhotoAccess, incomingPhotoRequests, removePhotoAccess, requestPhotoAccess, respondPhotoRequest,
  setPhotoPrivacy, setPrivacySettings,
} from './privacy.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };
const idParams = z.object({ id: z.string().max(64) });
/** Withdrawing names the member only. The contract's schemas are zod/mini (no `.pick`), so the field is reused as is. */
const cancelPhotoAccessBody = z.object({ targetUserId: photoAccessTargetSchema.shape.targetUserId });

export function privacyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['privacy'];
    const auth = requireMember(ctx);

    app.put(
      apiUrl(API.updatePhotoPrivacy),
      { onRequest: auth, schema: { tags, summary: 'Photos public or private', body: photoPrivacySchema, response: { 200: photoPrivacyResponseSchema, ...errors } } },
      async (request) => {
        const me = memberOf(request);
        await setPhotoPrivacy(ctx, me, request.body.photoPrivacy);
        return { success: true as const, message: MSG.photoPrivacySet(request.body.photoPrivacy), photoPrivacy: request.body.photoPrivacy, user: await loadSelf(ctx, me.id) };
      },
    );

    app.put(
      apiUrl(API.updatePrivacySettings),
      {
        onRequest: auth,
        schema: { tags, summary: 'Account privacy, profile visibility, activity status, searchable (each optional)', body: privacySettingsSchema, response: { 200: selfUpdatedResponseSchema, ...errors } },
      },
      async (request) => {
        const me = memberOf(request);
        await setPrivacySettings(ctx, me, request.body);
        return { success: true as const, message: MSG.privacySaved, user: await loadSelf(ctx, me.id) };
      },
    );

    app.post(
      apiUrl(API.requestPhotoAccess),
      {
        onRequest: auth,
        config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
        schema: { tags, summary: "Ask to see a member's private photos", body: photoAccessTargetSchema, response: { 201: photoRequestResponseSchema, ...errors } },
      },
      async (request, reply) => {
        const row = await requestPhotoAccess(ctx, memberOf(request), request.body.targetUserId, request.body.message);
        return reply.status(201).send({ success: true as const, message: MSG.photoAccessRequested, request: { _id: row.id, id: row.id, status: row.status } });
      },
    );

    app.delete(
      apiUrl(API.cancelPhotoAccessRequest),
      {
        onRequest: auth,
        schema: { tags, summary: 'Withdraw my pending photo request (body: targetUserId)', body: cancelPhotoAccessBody, response: { 200: messageResponseSchema, ...errors } },
      },
      async (request) => {
        await cancelPhotoAccess(ctx, memberOf(request), request.body.targetUserId);
        return { success: true as const, message: MSG.photoAccessCancelled };
      },
    );

    app.get(
      apiUrl('/check-photo-access/:userId'),
      {
        onRequest: auth,
        schema: { tags, summary: "Whether I may see a member's photos: hasAccess and no_request | pending | accepted", params: z.object({ userId: z.string().max(64) }), response: { 200: photoAccessCheckResponseSchema, ...errors } },
      },
      async (request) => ({ success: true as const, ...(await checkPhotoAccess(ctx, memberOf(request), request.params.userId)) }),
    );

    app.get(
      apiUrl('/photo-access-requests'),
      {
        onRequest: auth,
        schema: { tags, summary: 'Requests to see my photos (pending or accepted)', querystring: photoRequestsQuerySchema, response: { 200: photoAccessRequestsResponseSchema, ...errors } },
      },
      async (request) => ({ success: true as const, requests: await incomingPhotoRequests(ctx, memberOf(request), request.query.status) }),
    );

    app.put(
      apiUrl('/respond-photo-request/:id'),
      { onRequest: auth, schema: { tags, summary: 'Accept or reject a request to see my photos', params: idParams, body: respondPhotoRequestSchema, response: { 200: photoRequestResponseSchema, ...errors } } },
      async (request) => {
        const updated = await respondPhotoRequest(ctx, memberOf(request), request.params.id, request.body.status);
        return {
          success: true as const,
          message: request.body.status === 'accepted' ? MSG.photoRequestAccepted : MSG.photoRequestRejected,
          request: { _id: updated.id, id: updated.id, status: updated.status },
        };
      },
    );

    app.delete(
      apiUrl('/remove-photo-access/:id'),
      { onRequest: auth, schema: { tags, summary: 'Take back access I granted', params: idParams, response: { 200: messageResponseSchema, ...errors } } },
      async (request) => {
        await removePhotoAccess(ctx, memberOf(request), request.params.id);
        return { success: true as const, message: MSG.accessRemoved };
      },
    );
  };
}
