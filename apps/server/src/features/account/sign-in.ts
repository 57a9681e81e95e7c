import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { MemberRow } from '../../db/member-row';
import { loadSelf } from '../../core/member/self';
import { startSession } from '../../core/member/sessions.service';
import { setSessionCookie } from '../../plugins/session-auth';

/**
 * Every way in ends alike (password, link, sign-up, phone code, the profile chooser): a new session, its cookie, and
 * the answer `{success, message, user}` with the member's own record.
 */
export async function signIn(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, member: MemberRow, message: string) {
  const { token } = await startSession(ctx, member.id, { userAgent: request.headers['user-agent'], ip: request.ip });
  setSessionCookie(reply, token, ctx.config.isProduction);
  return { success: true as const, message, user: await loadSelf(ctx, member) };
}
