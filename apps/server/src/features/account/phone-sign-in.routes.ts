import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API, apiUrl, errorResponseSchema, loginWithCodeSchema, MSG, otpSentResponseSchema, PHONE_SIGN_IN_MSG, resetPasswordWithCodeSchema,
  selfUpdatedResponseSchema, sendLoginCodeSchema,
} from '@sakinah/contract';
import type { AppContext } from '../../context';
import { loadSelf } from '../../core/member/self';
import { setSessionCookie } from '../../plugins/session-auth';
import { startSession } from '../../core/member/sessions.service';
import { loginWithCode, resetPasswordWithCode, sendLoginCode } from './phone-sign-in.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema };
const limited = (max: number, timeWindow: string) => ({
  rateLimit: {
    max,
    timeWindow,
    errorResponseBuilder: (_req: unknown, context: { ttl: number }) => ({
      statusCode: 429, success: false, message: MSG.rateLimited, code: 'RATE_LIMITED', retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  },
});

/** Signing in, and resetting a password, with the mobile number and a code (issue 41). */
export function phoneSignInRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['accounts'];

    app.post(
      apiUrl(API.sendLoginCode),
      {
        config: limited(10, '10 minutes'),
        schema: {
          tags,
          summary: 'Send a sign-in code by WhatsApp and SMS to a verified number; the same answer for any number, limited per number and per address',
          body: sendLoginCodeSchema,
          response: { 200: otpSentResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { resendInSeconds } = await sendLoginCode(ctx, request.body.phoneNumber, request.ip);
        return { success: true as const, message: PHONE_SIGN_IN_MSG.codeSent, resendInSeconds };
      },
    );

    app.post(
      apiUrl(API.loginWithCode),
      {
        config: limited(30, '10 minutes'),
        schema: { tags, summary: 'Sign in with the number and its code, like POST /api/login', body: loginWithCodeSchema, response: { 200: selfUpdatedResponseSchema, ...errors } },
      },
      async (request, reply) => {
        const member = await loginWithCode(ctx, request.body.phoneNumber, request.body.code);
        const { token } = await startSession(ctx, member.id, { userAgent: request.headers['user-agent'], ip: request.ip });
        setSessionCookie(reply, token, ctx.config.isProduction);
        return { success: true as const, message: PHONE_SIGN_IN_MSG.signedIn, user: await loadSelf(ctx, member) };
      },
    );

    app.post(
      apiUrl(API.resetPasswordWithCode),
      {
        config: limited(10, '15 minutes'),
        schema: {
          tags,
          summary: 'Set a new password with a sign-in code sent to the verified number; other sessions end, this one starts',
          body: resetPasswordWithCodeSchema,
          response: { 200: selfUpdatedResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const member = await resetPasswordWithCode(ctx, request.body.phoneNumber, request.body.code, request.body.newPassword);
        const { token } = await startSession(ctx, member.id, { userAgent: request.headers['user-agent'], ip: request.ip });
        setSessionCookie(reply, token, ctx.config.isProduction);
        return { success: true as const, message: PHONE_SIGN_IN_MSG.passwordReset, user: await loadSelf(ctx, member) };
      },
    );
  };
}
