import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustedProxies } from '../config';

export type ProxyTrust = (address: string, hop: number) => boolean;

/** TRUST_PROXY as the function Fastify and proxy-addr both take: which hops' X-Forwarded-For to believe. */
export function proxyTrust(trust: TrustedProxies): ProxyTrust {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

/**
 * The client's address for requests Fastify does not see (socket.io handshakes), read with the same
 * rule as Fastify's `request.ip`: X-Forwarded-For is believed only as far as TRUST_PROXY says (a hop
 * count or the proxies' own addresses), never from anyone who sends it.
 */
export function clientAddressResolver(trust: TrustedProxies): (request: IncomingMessage) => string {
  const trusted = proxyTrust(trust);
  return (request) => proxyAddr(request, trusted);
}
