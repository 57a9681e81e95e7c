import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A first-party device cookie, for "several accounts from one device": a random token the server sets
 * (httpOnly, never readable by scripts, no third-party fingerprinting); only its hash is stored.
 */
export const DEVICE_COOKIE = 'sk_device';
const TWO_YEARS_S = 2 * 365 * 24 * 3600;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The browser's device token, set now if it has none (or sent something that is not one of ours). */
export function deviceToken(request: FastifyRequest, reply: FastifyReply, isProduction: boolean): string {
  const sent = request.cookies[DEVICE_COOKIE];
  if (sent && TOKEN.test(sent)) return sent;
  const token = crypto.randomBytes(32).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: isProduction, maxAge: TWO_YEARS_S });
  return token;
}
