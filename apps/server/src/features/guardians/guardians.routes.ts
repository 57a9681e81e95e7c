import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API, apiUrl, conversationsResponseSchema, errorResponseSchema, guardedMembersResponseSchema, guardianInvitationResponseSchema, guardianInviteSchema, guardiansResponseSchema,
  guardianAcceptSchema, guardianApprovalSettingSchema, guardianApprovalsResponseSchema, guardianDecisionParamsSchema, messageHistoryResponseSchema, messageResponseSchema, MSG, otpSentResponseSchema, requestDataResponseSchema, selfUpdatedResponseSchema,
} from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { memberOf, requireMember, setSessionCookie } from '../../plugins/session-auth';
import { loadSelf } from '../../core/member/self';
import { startSession } from '../../core/member/sessions.service';
import {
  acceptInvite, allowConversations, invitationDetails, guardianConversations, guardianHome, guardianRequests, guardianThread, inviteGuardian, myGuardians,
  removeGuardian, sendAcceptCode,
} from './guardians.service';
import { decideGuardianApproval, guardianApprovals, setGuardianApproval } from '../messaging/contact-approvals.service';

const errors = {
  400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 410: errorResponseSchema, 429: errorResponseSchema,
  502: errorResponseSchema,
};
const idParams = z.object({ id: z.string().max(64) });

export function guardiansRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['guardians'];
    const auth = requireMember(ctx);
    const signedInGuardian = requireMember(ctx, { allowGuardian: true });
    const guardianOnly = async (...[request, reply]: Parameters<ReturnType<typeof requireMember>>) => {
      await signedInGuardian(request, reply);
      if (memberOf(request).role !== 'guardian') throw new AppError('FORBIDDEN', MSG.guardianNoAccess);
    };

    // The member's side.
    app.get(apiUrl(API.guardians), { onRequest: auth, schema: { tags, summary: 'My guardians (invited and active)', response: { 200: guardiansResponseSchema, ...errors } } }, async (request) => ({
      success: true as const,
      guardians: await myGuardians(ctx, memberOf(request)),
    }));
    app.post(
      apiUrl(API.guardians),
      { onRequest: auth, config: { rateLimit: { max: 10, timeWindow: '1 hour' } }, schema: { tags, summary: 'Invite a guardian (wali) by email, or by WhatsApp or SMS to a mobile number, with their name and relation; limited per member and per number a day', body: guardianInviteSchema, response: { 201: messageResponseSchema, ...errors } } },
      async (request, reply) => {
        const message = await inviteGuardian(ctx, memberOf(request), request.body);
        return reply.status(201).send({ success: true as const, message });
      },
    );
    app.delete(apiUrl('/guardians/:id'), { onRequest: auth, schema: { tags, summary: 'Remove a guardian; their access ends at once', params: idParams, response: { 200: messageResponseSchema, ...errors } } }, async (request) => {
      await removeGuardian(ctx, memberOf(request), request.params.id);
      return { success: true as const, message: MSG.guardianRemoved };
    });
    app.put(
      apiUrl('/guardians/:id'),
      { onRequest: auth, schema: { tags, summary: 'Allow or stop a guardian reading my conversations', params: idParams, body: z.object({ canReadConversations: z.boolean() }), response: { 200: messageResponseSchema, ...errors } } },
      async (request) => {
        await allowConversations(ctx, memberOf(request), request.params.id, request.body.canReadConversations);
        return { success: true as const, message: MSG.guardianUpdated };
      },
    );

    app.put(
      apiUrl(API.guardianApprovalSetting),
      {
        onRequest: auth,
        schema: { tags, summary: "Contact exchange needs my guardian's approval (needs an active guardian to switch on)", body: guardianApprovalSettingSchema, response: { 200: selfUpdatedResponseSchema, ...errors } },
      },
      async (request) => {
        const on = request.body.guardianApprovesContacts;
        await setGuardianApproval(ctx, memberOf(request), on);
        return { success: true as const, message: on ? MSG.guardianApprovalOn : MSG.guardianApprovalOff, user: await loadSelf(ctx, memberOf(request).id) };
      },
    );

    app.get(
      apiUrl('/guardian/accept/:token'),
      {
        config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
        schema: {
          tags,
          summary: 'Who sent this guardian invitation and for whom (the link is the only key; nothing is changed)',
          params: z.object({ token: z.string().min(1).max(200) }),
          response: { 200: guardianInvitationResponseSchema, ...errors },
        },
      },
      async (request) => ({ success: true as const, invitation: await invitationDetails(ctx, request.params.token) }),
    );

    app.post(
      apiUrl('/guardian/accept/:token/code'),
      {
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
        schema: {
          tags,
          summary: 'Send a code to the number a guardian invitation went to (by phone only), limited like every code',
          params: z.object({ token: z.string().min(1).max(200) }),
          response: { 200: otpSentResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { resendInSeconds } = await sendAcceptCode(ctx, request.params.token, request.ip, request.visitorLanguage);
        return { success: true as const, message: MSG.guardianCodeSent, resendInSeconds };
      },
    );

    // Accepting an invitation creates the guardian's own sign-in (or, by phone, joins the number's guardian account).
    app.post(
      apiUrl('/guardian/accept/:token'),
      {
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
        schema: {
          tags,
          summary: "Accept a guardian invitation: by email with the guardian's name and password; by phone with the code sent to the number (and a name for a new account)",
          params: z.object({ token: z.string().min(1).max(200) }),
          body: guardianAcceptSchema,
          response: { 201: selfUpdatedResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const userId = await acceptInvite(ctx, request.params.token, request.body);
        const { token } = await startSession(ctx, userId, { userAgent: request.headers['user-agent'], ip: request.ip });
        setSessionCookie(reply, token, ctx.config.isProduction);
        return reply.status(201).send({ success: true as const, message: MSG.guardianWelcome, user: await loadSelf(ctx, userId) });
      },
    );

    // The guardian's side: read-only.
    app.get(apiUrl('/guardian/members'), { onRequest: guardianOnly, schema: { tags, summary: 'Members I am guardian of', response: { 200: guardedMembersResponseSchema, ...errors } } }, async (request) => ({
      success: true as const,
      members: await guardianHome(ctx, memberOf(request)),
    }));
    app.get(
      apiUrl(API.guardianApprovals),
      { onRequest: guardianOnly, schema: { tags, summary: "Contact exchanges of my wards waiting for my approval, and my decisions", response: { 200: guardianApprovalsResponseSchema, ...errors } } },
      async (request) => ({ success: true as const, approvals: await guardianApprovals(ctx, memberOf(request)) }),
    );
    app.post(
      apiUrl('/guardian/approvals/:memberId/:otherUserId/:decision'),
      {
        onRequest: guardianOnly,
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: { tags, summary: "Approve or decline a ward's contact exchange (once; audited)", params: guardianDecisionParamsSchema, response: { 200: messageResponseSchema, ...errors } },
      },
      async (request) => {
        const { memberId, otherUserId, decision } = request.params;
        await decideGuardianApproval(ctx, memberOf(request), memberId, otherUserId, decision);
        return { success: true as const, message: decision === 'approve' ? MSG.guardianApprovalApproved : MSG.guardianApprovalDeclined };
      },
    );
    app.get(
      apiUrl('/guardian/members/:memberId/requests'),
      { onRequest: guardianOnly, schema: { tags, summary: "A guarded member's requests", params: z.object({ memberId: z.string().max(64) }), response: { 200: requestDataResponseSchema, ...errors } } },
      async (request) => ({ success: true as const, data: await guardianRequests(ctx, memberOf(request), request.params.memberId) }),
    );
    app.get(
      apiUrl('/guardian/members/:memberId/conversations'),
      { onRequest: guardianOnly, schema: { tags, summary: "A guarded member's conversations (if they allow it)", params: z.object({ memberId: z.string().max(64) }), response: { 200: conversationsResponseSchema, ...errors } } },
      async (request) => ({ success: true as const, ...(await guardianConversations(ctx, memberOf(request), request.params.memberId)) }),
    );
    app.get(
      apiUrl('/guardian/members/:memberId/messages/:userId'),
      {
        onRequest: guardianOnly,
        schema: { tags, summary: 'One conversation of a guarded member (if they allow it)', params: z.object({ memberId: z.string().max(64), userId: z.string().max(64) }), querystring: z.object({ before: z.string().max(64).optional() }), response: { 200: messageHistoryResponseSchema, ...errors } },
      },
      async (request) => ({ success: true as const, ...(await guardianThread(ctx, memberOf(request), request.params.memberId, request.params.userId, request.query.before)) }),
    );
  };
}
