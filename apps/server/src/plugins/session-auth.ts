import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG, SESSION_HINT_COOKIE } from '@sakinah/contract';
import type { AppContext, ResolvedSession } from '../context';
import { AppError } from '../errors';
import { isAdmin, type MemberRow } from '../db/member-row';

/** The session cookie: an opaque random token (only its hash is stored, core/member/sessions.service.ts). */
export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    member: MemberRow | null;
    sessionId: string | null;
  }
}

/** Cookie options: httpOnly, SameSite=Lax, Secure in production (DESIGN.md trust rules). */
export function sessionCookieOptions(isProduction: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: isProduction, maxAge: Math.floor(SESSION_TTL_MS / 1000) };
}

/** The hint beside the session cookie (SESSION_HINT_COOKIE): readable by scripts, worth nothing to a thief. */
const hintCookieOptions = (isProduction: boolean) => ({ ...sessionCookieOptions(isProduction), httpOnly: false });

export function setSessionCookie(reply: FastifyReply, token: string, isProduction: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(isProduction));
  reply.setCookie(SESSION_HINT_COOKIE, '1', hintCookieOptions(isProduction));
}

export function clearSessionCookie(reply: FastifyReply, isProduction: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { ...sessionCookieOptions(isProduction), maxAge: 0 });
  reply.clearCookie(SESSION_HINT_COOKIE, { ...hintCookieOptions(isProduction), maxAge: 0 });
}

/** A live session without its hint (started before the hint existed, or the hint was cleared): give it back. */
function restoreHint(request: FastifyRequest, reply: FastifyReply, isProduction: boolean): void {
  if (request.cookies[SESSION_HINT_COOKIE] !== '1') reply.setCookie(SESSION_HINT_COOKIE, '1', hintCookieOptions(isProduction));
}

export function registerSessionAuth(app: FastifyInstance): void {
  app.decorateRequest('member', null);
  app.decorateRequest('sessionId', null);
}

/**
 * onRequest hook: a signed-in member is required (401 otherwise), checked before any body is parsed
 * or validated. Guardian accounts are read-only and pass only where a route allows them (their own
 * account, their guardian views).
 */
export function requireMember(ctx: AppContext, options: { allowGuardian?: boolean } = {}) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    admitMember(ctx, request, reply, await ctx.sessions.resolve(request.cookies[SESSION_COOKIE]), options);
  };
}

/**
 * requireMember's rules for a session already resolved (by ctx.sessions, or by a hot path's statement that
 * reads the session with its page): 401 without one, a guardian only where allowed; the request carries her.
 */
export function admitMember(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  resolved: ResolvedSession | null,
  options: { allowGuardian?: boolean } = {},
): MemberRow {
  if (!resolved) throw new AppError('UNAUTHENTICATED', MSG.notSignedIn);
  restoreHint(request, reply, ctx.config.isProduction);
  if (resolved.member.role === 'guardian' && !options.allowGuardian) throw new AppError('FORBIDDEN', MSG.guardianReadOnly);
  request.member = resolved.member;
  request.sessionId = resolved.sessionId;
  return resolved.member;
}

/** The session cookie's token, when there is one worth looking up (the session lookup ignores longer ones). */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 200 ? token : null;
}

/**
 * For a route that reads its session in the handler (requireSessionCookie, `attachValidation: true`): input that
 * failed validation is refused as requireMember would have it, 401 for a stranger before the 400 for a member.
 */
export async function refuseInvalidInput(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.validationError) return;
  admitMember(ctx, request, reply, await ctx.sessions.resolve(sessionTokenOf(request) ?? undefined));
  throw request.validationError;
}

/**
 * onRequest hook of a route that reads the session inside its own statement (requireMember's work deferred to
 * the handler): a request with no session cookie at all is refused here, before its input is even validated.
 */
export function requireSessionCookie() {
  return async (request: FastifyRequest) => {
    if (!sessionTokenOf(request)) throw new AppError('UNAUTHENTICATED', MSG.notSignedIn);
  };
}

/** onRequest hook: loads the member when there is one; anonymous requests go on. */
export function optionalMember(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const resolved = await ctx.sessions.resolve(request.cookies[SESSION_COOKIE]);
    if (resolved) restoreHint(request, reply, ctx.config.isProduction);
    request.member = resolved?.member ?? null;
    request.sessionId = resolved?.sessionId ?? null;
  };
}

/** onRequest hook for every admin route: a signed-in administrator, else 401/403, before any body is read. */
export function requireAdmin(ctx: AppContext) {
  const signedIn = requireMember(ctx);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await signedIn(request, reply);
    if (!isAdmin(memberOf(request))) throw new AppError('FORBIDDEN', MSG.adminOnly);
  };
}

/** The signed-in member of a route guarded by requireMember. */
export function memberOf(request: FastifyRequest): MemberRow {
  if (!request.member) throw new AppError('UNAUTHENTICATED', MSG.notSignedIn);
  return request.member;
}
