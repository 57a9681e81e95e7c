import type { AppContext, ResolvedSession } from '../../context';
import { SESSION_TTL_MS } from '../../plugins/session-auth';
import { hashToken, randomToken } from '../../lib/tokens';
import { findLiveSessionMember } from './users.repo';
import { deleteSession, deleteSessionsOfUser, extendSession, insertSession } from './sessions.repo';

/** Sliding expiry is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 10 * 60 * 1000;


/** Starts a session: a new random token for the cookie; only its hash is stored. */
export async function startSession(
  ctx: Pick<AppContext, 'db' | 'now'>,
  userId: string,
  meta: { userAgent?: string; ip?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const expiresAt = new Date(ctx.now().getTime() + SESSION_TTL_MS);
  await insertSession(ctx.db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
  });
  return { token, expiresAt };
}

/** The member behind a cookie token, or null (unknown, expired, deleted or suspended account). */
export async function resolveSession(ctx: Pick<AppContext, 'db' | 'now'>, token: string | undefined): Promise<ResolvedSession | null> {
  if (!token || token.length > 200) return null;
  return acceptSession(ctx, await findLiveSessionMember(ctx.db, hashToken(token), ctx.now()));
}

/** The live session row read for a cookie (findLiveSessionMember's shape). */
export type LiveSessionRow = NonNullable<Awaited<ReturnType<typeof findLiveSessionMember>>>;

/**
 * The rules a live session row must pass, wherever it was read (resolveSession, or a hot path's statement that
 * reads the session together with its page): a suspended member's session counts for nothing; sliding expiry
 * is written at most every TOUCH_EVERY_MS.
 */
export async function acceptSession(ctx: Pick<AppContext, 'db' | 'now'>, found: LiveSessionRow | undefined): Promise<ResolvedSession | null> {
  if (!found) return null;
  const now = ctx.now();
  const { session, member } = found;
  if (member.status === 'Suspended') return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await extendSession(ctx.db, session.id, now, expiresAt);
    return { sessionId: session.id, member, expiresAt };
  }
  return { sessionId: session.id, member, expiresAt: session.expiresAt };
}

/** Ends one session and closes its sockets at once, on every instance. */
export async function endSession(ctx: Pick<AppContext, 'db' | 'events'>, sessionId: string): Promise<void> {
  await deleteSession(ctx.db, sessionId);
  ctx.events.closeSessions({ sessionId });
}

/** Ends every session of a member (or every one but the current) and closes their sockets. */
export async function endAllSessions(ctx: Pick<AppContext, 'db' | 'events'>, userId: string, exceptSessionId?: string): Promise<void> {
  await deleteSessionsOfUser(ctx.db, userId, exceptSessionId);
  ctx.events.closeSessions(exceptSessionId ? { userId, exceptSessionId } : { userId });
}
