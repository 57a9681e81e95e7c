import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, apiUrl, errorResponseSchema, forgotPasswordSchema, loginSchema, messageResponseSchema, MSG, otpSentResponseSchema, resetPasswordBodySchema, resetTokenParamsSchema, selfUpdatedResponseSchema, sendOtpSchema, signInWithLinkSchema, signupSchema, undoEmailChangeSchema, updatePasswordBodySchema, verifyOtpSchema } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { clearSessionCookie, memberOf, requireMember } from '../../plugins/session-auth';
import { signIn } from './sign-in';
import { findLiveUserById } from '../../core/member/users.repo';
import { changePassword, login, requestPasswordReset, resetPassword, signInWithLink, signup } from './auth.service';
import { sendOtp, verifyOtp } from './otp.service';
import { endSession, resolveSession } from '../../core/member/sessions.service';
import { undoEmailChange } from './email-change.service';
import { deviceToken } from '../../core/risk/device-cookie';
import { SESSION_COOKIE } from '../../plugins/session-auth';

const userBody = selfUpdatedResponseSchema;
/** Sign-in requests, good or bad, one address may send a minute: a whole office signing in at nine. */
export const LOGIN_REQUESTS_PER_ADDRESS_PER_MINUTE = 120;
const messageBody = messageResponseSchema;
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };

/** A 429 that says what was limited, instead of the generic text. */
const limited = (max: number, timeWindow: string, message: string = MSG.rateLimited) => ({
  rateLimit: {
    max,
    timeWindow,
    errorResponseBuilder: (_req: unknown, context: { ttl: number }) => ({
      statusCode: 429,
      success: false,
      message,
      code: 'RATE_LIMITED',
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  },
});

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['accounts'];

    app.post(
      apiUrl(API.sendOtp),
      {
        config: limited(10, '10 minutes'),
        schema: { tags, summary: 'Send a 6-digit code to a WhatsApp number (and by SMS)', body: sendOtpSchema, response: { 200: otpSentResponseSchema, ...errors } },
      },
      async (request) => {
        const { resendInSeconds } = await sendOtp(ctx, request.body.phoneNumber, request.ip, request.visitorLanguage);
        return { success: true as const, message: MSG.otpSent, resendInSeconds };
      },
    );

    app.post(
      apiUrl(API.verifyOtp),
      {
        config: limited(30, '10 minutes'),
        schema: { tags, summary: 'Verify the code sent to a number', body: verifyOtpSchema, response: { 200: messageBody, ...errors } },
      },
      async (request) => {
        await verifyOtp(ctx, request.body.phoneNumber, request.body.otp);
        return { success: true as const, message: MSG.phoneVerified };
      },
    );

    app.post(
      apiUrl(API.signup),
      {
        config: limited(10, '1 hour'),
        schema: { tags, summary: 'Create an account (the number must have been verified here) and start a session', body: signupSchema, response: { 201: userBody, ...errors } },
      },
      async (request, reply) => {
        const userId = await signup(ctx, { ...request.body, language: request.body.language ?? request.visitorLanguage }, request.ip);
        const body = await signIn(ctx, request, reply, (await findLiveUserById(ctx.db, userId))!, MSG.accountCreated);
        // Where the account came from (request.ip believes X-Forwarded-For only from TRUST_PROXY hops);
        // the device cookie goes after the session's, which stays the first Set-Cookie.
        await ctx.domainEvents.publish('memberSignedUp', { memberId: userId, ip: request.ip, deviceToken: deviceToken(request, reply, ctx.config.isProduction) });
        return reply.status(201).send(body);
      },
    );

    app.post(
      apiUrl(API.login),
      {
        // Only a flood guard (each check costs a password hash): wrong passwords are limited by the service,
        // which counts failures only, so the good sign-ins of a shared address are never refused.
        config: limited(LOGIN_REQUESTS_PER_ADDRESS_PER_MINUTE, '1 minute'),
        schema: { tags, summary: 'Sign in with email and password; a new session token every time', body: loginSchema, response: { 200: userBody, ...errors } },
      },
      async (request, reply) => {
        const member = await login(ctx, ctx.limiter, request.body.email, request.body.password, request.ip);
        return signIn(ctx, request, reply, member, MSG.loginSuccess);
      },
    );

    app.post(
      apiUrl(API.signInWithLink),
      {
        config: limited(10, '15 minutes'),
        schema: {
          tags,
          summary: 'Sign in with the single-use link mailed when password sign-in was locked; lifts the lock',
          body: signInWithLinkSchema,
          response: { 200: userBody, ...errors },
        },
      },
      async (request, reply) => {
        const member = await signInWithLink(ctx, ctx.limiter, request.body.token, request.ip);
        return signIn(ctx, request, reply, member, MSG.signInLinkSuccess);
      },
    );

    app.post(
      apiUrl(API.undoEmailChange),
      {
        config: limited(10, '15 minutes'),
        schema: {
          tags,
          summary:
            'The single-use link mailed to the address a sign-in email replaced: puts it back, signs out every device, makes the password unusable and mails a reset link there',
          body: undoEmailChangeSchema,
          response: { 200: messageBody, ...errors },
        },
      },
      async (request) => {
        await undoEmailChange(ctx, request.body.token);
        return { success: true as const, message: MSG.emailChangeUndone };
      },
    );

    app.post(
      apiUrl(API.logout),
      { schema: { tags, summary: 'End this session', response: { 200: messageBody } } },
      async (request, reply) => {
        const resolved = await resolveSession(ctx, request.cookies[SESSION_COOKIE]);
        if (resolved) await endSession(ctx, resolved.sessionId);
        clearSessionCookie(reply, ctx.config.isProduction);
        return { success: true as const, message: MSG.loggedOut };
      },
    );

    app.post(
      apiUrl(API.forgetPassword),
      {
        config: limited(5, '15 minutes', MSG.tooManyResets),
        schema: {
          tags,
          summary: 'Mail a single-use reset link (1 hour) if a member uses the address; the same answer either way',
          body: forgotPasswordSchema,
          response: { 200: messageBody, ...errors },
        },
      },
      async (request) => {
        requestPasswordReset(ctx, request.body.email);
        return { success: true as const, message: MSG.resetLinkSentIfAccount };
      },
    );

    app.put(
      apiUrl('/reset-password/:token'),
      {
        config: limited(10, '15 minutes'),
        schema: { tags, summary: 'Set a new password with a reset link; ends every session', params: resetTokenParamsSchema, body: resetPasswordBodySchema, response: { 200: messageBody, ...errors } },
      },
      async (request) => {
        await resetPassword(ctx, request.params.token, request.body.newPassword);
        return { success: true as const, message: MSG.resetPasswordSuccess };
      },
    );

    app.put(
      apiUrl(API.updatePassword),
      {
        config: limited(10, '15 minutes'),
        onRequest: requireMember(ctx, { allowGuardian: true }),
        schema: { tags, summary: 'Change password (current one required); signs out other devices', body: updatePasswordBodySchema, response: { 200: messageBody, ...errors } },
      },
      async (request) => {
        await changePassword(ctx, memberOf(request), request.sessionId!, request.body.password, request.body.newPassword);
        return { success: true as const, message: MSG.passwordUpdated };
      },
    );
  };
}
