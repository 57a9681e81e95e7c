import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { io as connectClient, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import type { ClientToServerEvents, ServerToClientEvents } from '@sakinah/contract';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../test/test-database';
import { buildMember, givePlan, signIn } from '../test/factories';

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

/** Resolves with the disconnect reason, or rejects after `timeoutMs`. */
const disconnected = (socket: ClientSocket, timeoutMs = 1000) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

describe('ending a session closes its sockets at once', () => {
  it('logout closes that session\'s socket within a second, and not another device\'s', async () => {
    const { app, url } = await instance();
    const member = await buildMember(database.db, { status: 'Active' });
    const phone = await signIn(app, member.email);
    const laptop = await signIn(app, member.email);
    const phoneSocket = await connectedAs(url, phone);
    const laptopSocket = await connectedAs(url, laptop);
    const closed = disconnected(phoneSocket);
    await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: phone } });
    expect(await closed).toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(laptopSocket.connected).toBe(true);
  });

  it('a password change closes the other devices\' sockets and keeps this one', async () => {
    const { app, url } = await instance();
    const member = await buildMember(database.db, { status: 'Active' });
    const here = await signIn(app, member.email);
    const elsewhere = await signIn(app, member.email);
    const hereSocket = await connectedAs(url, here);
    const elsewhereSocket = await connectedAs(url, elsewhere);
    const closed = disconnected(elsewhereSocket);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/update-password',
      headers: { cookie: here },
      payload: { password: member.password, newPassword: 'Newer#456', confirmNewPassword: 'Newer#456' },
    });
    expect(res.statusCode).toBe(200);
    await closed;
    expect(hereSocket.connected).toBe(true);
  });

  it('suspension and deletion close every socket of the member', async () => {
    const { app, url } = await instance();
    const admin = await buildMember(database.db, { role: 'admin', status: 'Active' });
    const adminCookie = await signIn(app, admin.email);
    const suspended = await buildMember(database.db, { status: 'Active' });
    const suspendedSocket = await connectedAs(url, await signIn(app, suspended.email));
    const closedBySuspension = disconnected(suspendedSocket);
    expect((await app.inject({ method: 'POST', url: `/api/admin/members/${suspended.id}/suspend`, headers: { cookie: adminCookie }, payload: {} })).statusCode).toBe(200);
    await closedBySuspension;

    const leaving = await buildMember(database.db, { status: 'Active' });
    const leavingCookie = await signIn(app, leaving.email);
    const leavingSocket = await connectedAs(url, leavingCookie);
    const closedByDeletion = disconnected(leavingSocket);
    const deleted = await app.inject({ method: 'DELETE', url: '/api/delete-user', headers: { cookie: leavingCookie } });
    expect(deleted.statusCode).toBe(200);
    await closedByDeletion;
  });

  it('a badly encoded session cookie is refused like no session, and the server keeps running', async () => {
    const { url } = await instance();
    for (const cookie of ['sid=%E0%A4%A', 'sid=%', 'sid=%ZZ; other=1']) {
      const socket = connect(url, cookie);
      const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
      expect(error.message).toBe('unauthorized');
    }
    expect((await fetch(`${url}/api/health/live`)).status).toBe(200);
  });

  it('a socket whose session is gone cannot come back', async () => {
    const { app, url } = await instance();
    const member = await buildMember(database.db, { status: 'Active' });
    const cookie = await signIn(app, member.email);
    await connectedAs(url, cookie);
    await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    const again = connect(url, cookie);
    const error = await new Promise<Error>((resolve) => again.once('connect_error', resolve));
    expect(error.message).toBe('unauthorized');
  });
});

describe('a database outage at connect', () => {
  it('answers "unavailable", not "unauthorized", so the client keeps her signed in and retries', async () => {
    // A database of its own, closed under the running server: every session check then fails.
    const failing = await openTestDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-rt-'));
    dirs.push(dir);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir, WEB_DIST: dir, SEED_DEMO: 'false' });
    const app = await buildApp({ config, database: failing, logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const member = await buildMember(failing.db, { status: 'Active' });
    const cookie = await signIn(app, member.email);
    await failing.close();
    try {
      const socket = connect(url, cookie);
      const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
      expect(error.message).toBe('unavailable');
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});

describe('floods and cross-site sockets', () => {
  it('a socket that floods is disconnected, and the server keeps answering meanwhile', async () => {
    const { app, url } = await instance();
    const { b, ca, cb } = await pair(app);
    const flooder = await connectedAs(url, ca);
    const bystander = await connectedAs(url, cb);
    const closed = disconnected(flooder, 5000);
    const warnings = vi.spyOn(app.log, 'warn');
    const healthDuringFlood = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const started = performance.now();
      const res = await fetch(`${url}/api/health`);
      return { status: res.status, ms: performance.now() - started };
    })();
    for (let i = 0; i < 3000; i += 1) flooder.emit('typing', { toUserId: b.id });
    expect(await closed).toBe('io server disconnect');
    expect((await healthDuringFlood).status).toBe(200);
    // Cut off once: the packets still buffered behind the verdict neither log nor disconnect again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(warnings.mock.calls.filter((call) => call.includes('socket disconnected for flooding'))).toHaveLength(1);
    // Everyone else is served as before.
    expect(bystander.connected).toBe(true);
  });

  it('relays typing to a connection only, from the socket\'s own copy of its connections', async () => {
    const { app, url } = await instance();
    const { a, b, ca, cb } = await pair(app);
    const stranger = await buildMember(database.db, { status: 'Active' });
    const strangerSocket = await connectedAs(url, await signIn(app, stranger.email));
    let strangerSawTyping = false;
    strangerSocket.on('typing', () => (strangerSawTyping = true));
    const { profileRequests } = await import('../db/schema');
    await database.db.insert(profileRequests).values({ senderId: a.id, receiverId: b.id, status: 'accepted' });
    const sender = await connectedAs(url, ca);
    const receiver = await connectedAs(url, cb);
    const typing = next(receiver, 'typing');
    sender.emit('typing', { toUserId: b.id });
    expect(await typing).toEqual({ fromUserId: a.id });
    sender.emit('typing', { toUserId: stranger.id });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(strangerSawTyping).toBe(false);
  });

  it('typing is not shown for a member who hides her activity, nor after a block on an open socket', async () => {
    const { app, url } = await instance();
    const { a, b, ca, cb } = await pair(app);
    const { profileRequests } = await import('../db/schema');
    await database.db.insert(profileRequests).values({ senderId: a.id, receiverId: b.id, status: 'accepted' });
    const sender = await connectedAs(url, ca);
    const receiver = await connectedAs(url, cb);
    let typingSeen = 0;
    receiver.on('typing', () => (typingSeen += 1));
    const typeAndWait = async () => {
      sender.emit('typing', { toUserId: b.id });
      await new Promise((resolve) => setTimeout(resolve, 300));
    };
    await typeAndWait();
    expect(typingSeen).toBe(1);

    // She blocks him while his socket stays open: his typing no longer reaches her.
    expect((await app.inject({ method: 'POST', url: `/api/block/${a.id}`, headers: { cookie: cb } })).statusCode).toBeLessThan(300);
    await typeAndWait();
    expect(typingSeen).toBe(1);

    // A member who hides her activity is never shown typing (a fresh socket reads her settings).
    const hider = await buildMember(database.db, { status: 'Active', activityStatus: false });
    const friend = await buildMember(database.db, { status: 'Active' });
    await database.db.insert(profileRequests).values({ senderId: hider.id, receiverId: friend.id, status: 'accepted' });
    const hiderSocket = await connectedAs(url, await signIn(app, hider.email));
    const friendSocket = await connectedAs(url, await signIn(app, friend.email));
    let hiddenTypingSeen = false;
    friendSocket.on('typing', () => (hiddenTypingSeen = true));
    hiderSocket.emit('typing', { toUserId: friend.id });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hiddenTypingSeen).toBe(false);
  });

  it('refuses a handshake from another site\'s page; accepts our own origin', async () => {
    const { app, url } = await instance();
    const member = await buildMember(database.db, { status: 'Active' });
    const cookie = await signIn(app, member.email);
    const evil: ClientSocket = connectClient(url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie, origin: 'https://evil.example' },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(evil);
    await new Promise<Error>((resolve) => evil.once('connect_error', resolve));
    expect(evil.connected).toBe(false);

    const own: ClientSocket = connectClient(url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie, origin: url },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(own);
    const ready = next(own, 'connected');
    own.emit('setup');
    await ready;
  });
});

describe.runIf(Boolean(redisUrl))('ending a session across instances', () => {
  it('logout on instance A closes the socket on instance B', async () => {
    const first = await instance({ REDIS_URL: redisUrl! });
    const second = await instance({ REDIS_URL: redisUrl! });
    const member = await buildMember(database.db, { status: 'Active' });
    const cookie = await signIn(first.app, member.email);
    const socketOnB = await connectedAs(second.url, cookie);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closed = disconnected(socketOnB);
    await first.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(await closed).toBe('io server disconnect');
  });
});
