import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@sakinah/contract';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request comes from our own pages. Browsers name the page that made a request in
 * `Origin` (every cross-site POST and every WebSocket handshake) or, failing that, in
 * `Sec-Fetch-Site`; a request with neither is not from a browser page (curl, a provider's webhook)
 * and carries no victim's cookie to abuse. Our origin is PUBLIC_URL's, or the address the browser
 * itself asked for (its Host header), which covers a site reached under another name or port.
 */
export function isCrossSite(headers: IncomingHttpHeaders, publicOrigin: string): boolean {
  const origin = headers.origin;
  if (typeof origin === 'string') {
    if (origin === publicOrigin) return false;
    try {
      const { host } = new URL(origin);
      return host === '' || host !== headers.host;
    } catch {
      return true; // "null" (sandboxed frames, some redirects) or garbage
    }
  }
  const fetchSite = headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  return false;
}

/**
 * Cross-site request forgery: SameSite=Lax cookies are one guard; this is the second. Every
 * state-changing request from another site's page is refused before anything else runs.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossSite(request.headers, publicOrigin)) throw new AppError('FORBIDDEN', MSG.crossSiteRefused);
  });
}
