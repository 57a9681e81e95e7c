import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connectClient, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import type { ClientToServerEvents, ServerToClientEvents } from '@sakinah/contract';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import { buildMember, givePlan, signIn } from '../../test/factories';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const redisUrl = process.env.TEST_REDIS_URL ?? (await redisAnswers('127.0.0.1', 6379) ? 'redis://127.0.0.1:6379' : undefined);

async function redisAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 500 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

let database: DatabaseHandle;
const apps: FastifyInstance[] = [];
const dirs: string[] = [];
const sockets: ClientSocket[] = [];

async function instance(env: Record<string, string> = {}): Promise<{ app: FastifyInstance; url: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-rt-'));
  dirs.push(dir);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir, WEB_DIST: dir, SEED_DEMO: 'false', ...env });
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  return { app, url: address };
}

function connect(url: string, cookie?: string): ClientSocket {
  const socket: ClientSocket = connectClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: cookie ? { cookie } : {},
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

const next = <E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E, timeoutMs = 5000) =>
  new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${String(event)} within ${timeoutMs} ms`)), timeoutMs);
    (socket as unknown as { once: (e: string, fn: (p: unknown) => void) => void }).once(event as string, (payload) => {
      clearTimeout(timer);
      resolve(payload as Parameters<ServerToClientEvents[E]>[0]);
    });
  });

async function connectedAs(url: string, cookie: string): Promise<ClientSocket> {
  const socket = connect(url, cookie);
  const ready = next(socket, 'connected');
  socket.emit('setup', { _id: 'someone-else' });
  return ready.then(() => socket);
}

async function pair(app: FastifyInstance) {
  const a = await buildMember(database.db, { status: 'Active', gender: 'male', caste: 'Ansari', casteInterestedIn: ['Syed'] });
  const b = await buildMember(database.db, { status: 'Active', gender: 'female', caste: 'Syed', casteInterestedIn: ['Ansari'] });
  await givePlan(database.db, a.id);
  await givePlan(database.db, b.id);
  return { a, b, ca: await signIn(app, a.email), cb: await signIn(app, b.email) };
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const app of apps) await app.close();
  await database.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('real time on one instance', () => {
  it('refuses a socket without a session', async () => {
    const { url } = await instance();
    const socket = connect(url);
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe('unauthorized');
  });

  it('takes identity from the cookie, not from setup, and delivers request events to every tab', async () => {
    const { app, url } = await instance();
    const { a, b, ca, cb } = await pair(app);
    const socket = connect(url, cb);
    const connected = next(socket, 'connected');
    socket.emit('setup', { _id: a.id });
    expect(await connected).toEqual({ userId: b.id });
    const secondTab = await connectedAs(url, cb);
    const senderSocket = await connectedAs(url, ca);

    const received = next(socket, 'requestReceived');
    const receivedInOtherTab = next(secondTab, 'requestReceived');
    const res = await app.inject({ method: 'POST', url: '/api/send-request', payload: { receiverId: b.id }, headers: { cookie: ca } });
    expect(res.statusCode).toBe(201);
    expect(await received).toMatchObject({ requestId: res.json().request.id, fromUserId: a.id, status: 'pending' });
    await receivedInOtherTab;

    const changed = next(senderSocket, 'requestStatusChanged');
    await app.inject({ method: 'PUT', url: `/api/respond-request/${res.json().request.id}`, payload: { action: 'accepted' }, headers: { cookie: cb } });
    expect(await changed).toMatchObject({ status: 'accepted' });
  });

  it('relays nothing on a client\'s word', async () => {
    const { app, url } = await instance();
    const { ca, cb } = await pair(app);
    const sender = await connectedAs(url, ca);
    const receiver = await connectedAs(url, cb);
    let got = false;
    receiver.on('requestReceived', () => (got = true));
    sender.emit('sendRequest', { receiverId: 'whoever' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(got).toBe(false);
  });
});

describe.runIf(Boolean(redisUrl))('real time across two instances through Redis', () => {
  it('an action on instance A reaches a socket on instance B', async () => {
    const first = await instance({ REDIS_URL: redisUrl! });
    const second = await instance({ REDIS_URL: redisUrl! });
    const { a, b, ca, cb } = await pair(first.app);
    const socketOnB = await connectedAs(second.url, cb);
    // Give the Redis adapter a moment to subscribe.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const received = next(socketOnB, 'requestReceived');
    const res = await first.app.inject({ method: 'POST', url: '/api/send-request', payload: { receiverId: b.id }, headers: { cookie: ca } });
    expect(res.statusCode).toBe(201);
    expect(await received).toMatchObject({ fromUserId: a.id });
  });
});
