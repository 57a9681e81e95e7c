import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API, apiUrl, callJoinResponseSchema, callLogParamsSchema, callLogResponseSchema, callParamsSchema, callResponseSchema, currentCallResponseSchema,
  errorResponseSchema, guardianOnCallsSettingSchema, MSG, selfUpdatedResponseSchema, startCallSchema,
} from '@sakinah/contract';
import type { AppContext } from '../../context';
import { memberOf, requireMember } from '../../plugins/session-auth';
import { loadSelf } from '../../core/member/self';
import {
  acceptCall, addGuardian, callLogWith, currentCall, declineCall, endCall, joinCall, setGuardianOnCallsSetting, startCall, wardCallLog,
} from './calls.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };

/** Voice and video calls (issue 44): the HTTP shape; every rule is in calls.service.ts. */
export function callsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['calls'];
    // Guardians are on calls too (rung with their ward, or added by her); the service checks each role.
    const auth = requireMember(ctx, { allowGuardian: true });

    app.post(
      apiUrl(API.calls),
      {
        onRequest: auth,
        // Attempts are counted per caller in the database as well (10 an hour); this bounds a flood of refusals.
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { tags, summary: 'Ring a connection: a voice or video call', body: startCallSchema, response: { 201: callJoinResponseSchema, ...errors } },
      },
      async (request, reply) => {
        const started = await startCall(ctx, memberOf(request), request.body.userId, request.body.kind);
        return reply.status(201).send({ success: true as const, message: MSG.callStarted, ...started });
      },
    );
    app.get(
      apiUrl(API.currentCall),
      { onRequest: auth, schema: { tags, summary: 'The call I am on or rung for, if any', response: { 200: currentCallResponseSchema, ...errors } } },
      async (request) => ({ success: true as const, current: await currentCall(ctx, memberOf(request)) }),
    );
    app.post(
      apiUrl('/calls/:callId/accept'),
      { onRequest: auth, schema: { tags, summary: 'Answer a call ringing me', params: callParamsSchema, response: { 200: callJoinResponseSchema, ...errors } } },
      async (request) => ({ success: true as const, message: MSG.callAccepted, ...(await acceptCall(ctx, memberOf(request), request.params.callId)) }),
    );
    app.post(
      apiUrl('/calls/:callId/join'),
      { onRequest: auth, schema: { tags, summary: "A guardian joins her ward's call", params: callParamsSchema, response: { 200: callJoinResponseSchema, ...errors } } },
      async (request) => ({ success: true as const, message: MSG.callGuardianJoined, ...(await joinCall(ctx, memberOf(request), request.params.callId)) }),
    );
    app.post(
      apiUrl('/calls/:callId/decline'),
      { onRequest: auth, schema: { tags, summary: 'Decline a call ringing me', params: callParamsSchema, response: { 200: callResponseSchema, ...errors } } },
      async (request) => ({ success: true as const, message: MSG.callDeclined, call: await declineCall(ctx, memberOf(request), request.params.callId) }),
    );
    app.post(
      apiUrl('/calls/:callId/end'),
      { onRequest: auth, schema: { tags, summary: 'End the call (a guardian leaves it)', params: callParamsSchema, response: { 200: callResponseSchema, ...errors } } },
      async (request) => ({ success: true as const, message: MSG.callEnded, call: await endCall(ctx, memberOf(request), request.params.callId) }),
    );
    app.post(
      apiUrl('/calls/:callId/leave'),
      { onRequest: auth, schema: { tags, summary: 'A guardian leaves the call', params: callParamsSchema, response: { 200: callResponseSchema, ...errors } } },
      async (request) => ({ success: true as const, message: MSG.callEnded, call: await endCall(ctx, memberOf(request), request.params.callId) }),
    );
    app.post(
      apiUrl('/calls/:callId/add-guardian'),
      { onRequest: auth, schema: { tags, summary: 'Ring my guardian into this call', params: callParamsSchema, response: { 200: callResponseSchema, ...errors } } },
      async (request) => ({ success: true as const, message: MSG.callGuardianInvited, call: await addGuardian(ctx, memberOf(request), request.params.callId) }),
    );
    app.get(
      apiUrl('/calls/with/:userId'),
      { onRequest: auth, schema: { tags, summary: 'The calls between me and another member', params: callLogParamsSchema, response: { 200: callLogResponseSchema, ...errors } } },
      async (request) => ({ success: true as const, calls: await callLogWith(ctx, memberOf(request), request.params.userId) }),
    );
    app.get(
      apiUrl('/guardian/calls/:userId'),
      { onRequest: auth, schema: { tags, summary: "A guardian reads her ward's call log", params: callLogParamsSchema, response: { 200: callLogResponseSchema, ...errors } } },
      async (request) => ({ success: true as const, calls: await wardCallLog(ctx, memberOf(request), request.params.userId) }),
    );
    app.put(
      apiUrl(API.guardianOnCalls),
      {
        onRequest: requireMember(ctx),
        schema: { tags, summary: 'Require my guardian on calls (needs an active guardian to switch on)', body: guardianOnCallsSettingSchema, response: { 200: selfUpdatedResponseSchema, ...errors } },
      },
      async (request) => {
        const on = request.body.guardianOnCalls;
        await setGuardianOnCallsSetting(ctx, memberOf(request), on);
        return { success: true as const, message: on ? MSG.guardianOnCallsOn : MSG.guardianOnCallsOff, user: await loadSelf(ctx, memberOf(request).id) };
      },
    );
  };
}
