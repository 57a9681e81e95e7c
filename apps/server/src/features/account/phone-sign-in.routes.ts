import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API, apiUrl, chooseProfileSchema, errorResponseSchema, loginWithCodeResponseSchema, loginWithCodeSchema, MSG, otpSentResponseSchema,
  PHONE_SIGN_IN_MSG, resetPasswordWithCodeSchema, selfUpdatedResponseSchema, sendLoginCodeSchema,
} from '@sakinah/contract';
import type { AppContext } from '../../context';
import { chooseProfile, loginWithCode, resetPasswordWithCode, sendLoginCode, type CodeOutcome } from './phone-sign-in.service';
import { signIn } from './sign-in';

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
        const { resendInSeconds } = await sendLoginCode(ctx, request.body.phoneNumber, request.ip, request.visitorLanguage);
        return { success: true as const, message: PHONE_SIGN_IN_MSG.codeSent, resendInSeconds };
      },
    );

    /** A right code: signed in to the number's one profile, or the chooser of its profiles. */
    const answer = async (request: FastifyRequest, reply: FastifyReply, outcome: CodeOutcome, message: string) =>
      'member' in outcome
        ? signIn(ctx, request, reply, outcome.member, message)
        : { success: true as const, message: PHONE_SIGN_IN_MSG.chooseProfile, choice: outcome.choice };

    app.post(
      apiUrl(API.loginWithCode),
      {
        config: limited(30, '10 minutes'),
        schema: {
          tags,
          summary: 'Sign in with the number and its code, like POST /api/login; a number several profiles share answers a chooser (first names, ids, a token)',
          body: loginWithCodeSchema,
          response: { 200: loginWithCodeResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        answer(request, reply, await loginWithCode(ctx, request.body.phoneNumber, request.body.code), PHONE_SIGN_IN_MSG.signedIn),
    );

    app.post(
      apiUrl(API.loginWithCodeChoose),
      {
        config: limited(30, '10 minutes'),
        schema: {
          tags,
          summary: "Sign in to the profile chosen from a shared number's chooser, with its token (a few minutes); a new password too after a reset code",
          body: chooseProfileSchema,
          response: { 200: selfUpdatedResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { token, userId, newPassword } = request.body;
        const member = await chooseProfile(ctx, token, userId, newPassword);
        return signIn(ctx, request, reply, member, newPassword ? PHONE_SIGN_IN_MSG.passwordReset : PHONE_SIGN_IN_MSG.signedIn);
      },
    );

    app.post(
      apiUrl(API.resetPasswordWithCode),
      {
        config: limited(10, '15 minutes'),
        schema: {
          tags,
          summary: 'Set a new password with a sign-in code sent to the verified number; other sessions end, this one starts (a shared number answers the chooser)',
          body: resetPasswordWithCodeSchema,
          response: { 200: loginWithCodeResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { phoneNumber, code, newPassword } = request.body;
        return answer(request, reply, await resetPasswordWithCode(ctx, phoneNumber, code, newPassword), PHONE_SIGN_IN_MSG.passwordReset);
      },
    );
  };
}
