import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long a client may take to send a request's headers; Node's default (60 s) lets a slow client hold a socket for a minute. */
export const HEADERS_TIMEOUT_MS = 15_000;
/**
 * How long a whole request may take to arrive, body included (Fastify turns Node's limit off): long enough for
 * several photos over a slow mobile network, short enough that a body trickled a byte at a time is cut off.
 */
export const REQUEST_TIMEOUT_MS = 300_000;
/** How often Node checks those limits (its default, 30 s, makes a 15 s limit act after up to 45 s). */
const TIMEOUT_CHECK_INTERVAL_MS = 2_000;

/**
 * Caps the connections one address holds open at once, so that a client trickling headers on thousands of
 * sockets (slowloris) cannot use up the process's file descriptors, and with them everyone else's requests and
 * the health checks. Loopback and trusted proxies are exempt (their connections carry many clients; the proxy
 * is what buffers and limits them). A connection over the cap is closed at once, before anything is read.
 */
export function guardConnections(server: Server, options: { perAddress: number; exempt: (address: string) => boolean }): void {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  // Read when the server starts listening, so it is set before then (Node 18.12+; not in our @types/node yet).
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = TIMEOUT_CHECK_INTERVAL_MS;
  if (options.perAddress <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || options.exempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > options.perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** Addresses of this machine: a proxy on the same host, the health checks of the platform, benchmarks. */
export const isLoopback = (address: string): boolean =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
