import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, guardConnections, isLoopback } from './connection-guard';

const servers: http.Server[] = [];
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(perAddress: number, exempt: (address: string) => boolean): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((_request, response) => response.end('ok'));
  guardConnections(server, { perAddress, exempt });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as net.AddressInfo).port };
}

/** A client that opens a connection and sends half a request line, as slowloris does; resolves when the server closed it or after `waitMs`. */
function trickle(port: number, waitMs = 300): Promise<'closed' | 'open'> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n'));
    sockets.push(socket);
    const timer = setTimeout(() => resolve('open'), waitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve('closed');
    });
    socket.on('error', () => undefined);
  });
}

const get = (port: number) =>
  new Promise<number>((resolve, reject) => {
    http.get({ port, host: '127.0.0.1', path: '/', agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });

describe('guardConnections', () => {
  it('closes connections over the cap from one address at once, and frees places as they close', async () => {
    const { port } = await serve(3, () => false);
    const held = await Promise.all([trickle(port), trickle(port), trickle(port)]);
    expect(held).toEqual(['open', 'open', 'open']);
    expect(await trickle(port)).toBe('closed');
    // One of the three goes away: a new connection is served again.
    sockets[0]!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await get(port)).toBe(200);
  });

  it('leaves exempt addresses (loopback, trusted proxies) uncapped', async () => {
    const { port } = await serve(2, isLoopback);
    const held = await Promise.all(Array.from({ length: 6 }, () => trickle(port)));
    expect(held.every((state) => state === 'open')).toBe(true);
    expect(await get(port)).toBe(200);
  });

  it('gives a client 15 s for its headers, not Node\'s minute; 0 turns the cap off', async () => {
    const { server, port } = await serve(0, () => false);
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    // A whole request (a trickled body too) is bounded, and the limits are checked often enough to hold.
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect((server as http.Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval).toBeLessThanOrEqual(2000);
    expect(await Promise.all(Array.from({ length: 5 }, () => trickle(port)))).toEqual(Array(5).fill('open'));
  });

  it('knows loopback in both families', () => {
    for (const address of ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '2001:db8::1', '1.127.0.0']) expect(isLoopback(address)).toBe(false);
  });
});
