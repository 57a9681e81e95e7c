import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { io as connectClient, type Socket } from 'socket.io-client';
import { CALL_SIGNAL_MAX_BYTES, MSG, notificationText, type Call, type CallSignalAck, type ClientToServerEvents, type ServerToClientEvents } from '@sakinah/contract';
import { guardians } from '../../db/schema';
import { createTestApp, recordEvents, type RecordedEvent, type TestApp } from '../../test/test-app';
import { MATCH, buildMember, connect, givePlan, signIn, signInAdmin, testClock } from '../../test/factories';
import { sweepCalls } from './calls.service';

/**
 * Calls (issue 44): who may ring whom (the server decides), the call's life, the guardian as a chaperone, the limits,
 * a block, report or suspension ending a call, and the signalling over the socket: every signal checked per call and
 * per participant, forged ids and strangers refused, oversized payloads refused.
 */
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const clock = testClock(new Date());
let t: TestApp;
let url: string;
let adminCookie: string;
const events: RecordedEvent[] = [];
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  t = await createTestApp({ RELAX_RATE_LIMITS: 'true' }, { now: clock.now });
  recordEvents(t.app, events);
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  adminCookie = await signInAdmin(t.app, t.database.db);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  t.app.inject({ method, url: path, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

interface Person {
  member: Awaited<ReturnType<typeof buildMember>>;
  cookie: string;
}

async function person(side: 'bride' | 'groom', features = ['calls'], overrides: Parameters<typeof buildMember>[1] = {}): Promise<Person> {
  const member = await buildMember(t.database.db, { status: 'Active', ...MATCH[side], ...overrides });
  await givePlan(t.database.db, member.id, { features });
  return { member, cookie: await signIn(t.app, member.email) };
}

async function couple() {
  const groom = await person('groom');
  const bride = await person('bride');
  await connect(t.database.db, groom.member.id, bride.member.id);
  return { groom, bride };
}

async function guardianOf(ward: Person) {
  const wali = await buildMember(t.database.db, { role: 'guardian', status: 'Active', firstName: 'Iqbal', lastName: 'Khan' });
  await t.database.db.insert(guardians).values({ memberId: ward.member.id, email: wali.email, status: 'active', guardianUserId: wali.id });
  return { member: wali, cookie: await signIn(t.app, wali.email) } as Person;
}

async function ring(from: Person, to: Person, kind: 'voice' | 'video' = 'video') {
  const res = await call(from.cookie, 'POST', '/api/calls', { userId: to.member.id, kind });
  return { res, body: res.json() as { success: boolean; message: string; call: Call; connection: { iceServers: unknown[]; iceTransportPolicy: string } } };
}

function socketOf(cookie: string): Promise<ClientSocket> {
  const socket: ClientSocket = connectClient(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connected', () => resolve(socket));
    socket.once('connect_error', reject);
    socket.emit('setup');
  });
}

const signal = (socket: ClientSocket, payload: unknown) =>
  new Promise<CallSignalAck>((resolve) => (socket.emit as (e: string, p: unknown, ack: (a: CallSignalAck) => void) => void)('callSignal', payload, resolve));

/** Her notification centre as "kind url" lines, newest first. */
const centreOf = async (who: Person) =>
  ((await call(who.cookie, 'GET', '/api/notifications')).json().notifications as Array<{ kind: string; url: string; body: string }>).map((n) => `${n.kind} ${n.url} ${n.body}`);

const lastCallEvent = (userId: string) => [...events].reverse().find((e) => e.userId === userId && e.event === 'callUpdated')?.payload as { call: Call } | undefined;

describe('who may call', () => {
  it('a connected member with calls in her plan rings another: 201 with the call, the callee hears it ring', async () => {
    const { groom, bride } = await couple();
    const { res, body } = await ring(groom, bride);
    expect(res.statusCode).toBe(201);
    expect(body.call).toMatchObject({ kind: 'video', status: 'ringing', callerId: groom.member.id, calleeId: bride.member.id, guardianRequired: false });
    expect(body.call.id).toMatch(/^[0-9a-f-]{36}$/);
    // No TURN configured: no servers, direct connection (the embedded default asks no outside service).
    expect(body.connection).toEqual({ iceServers: [], iceTransportPolicy: 'all' });
    expect(lastCallEvent(bride.member.id)?.call.status).toBe('ringing');
    // Recorded with the call for a push to a closed site (issue 42): naming no one, opening the conversation.
    expect(await centreOf(bride)).toEqual([`incomingCall /user/messages/${groom.member.id} ${notificationText({ kind: 'incomingCall' }).body}`]);
    expect(await centreOf(groom)).toEqual([]);
    await call(groom.cookie, 'POST', `/api/calls/${body.call.id}/end`);
  });

  it('anonymous: 401; a plan without calls: 403 with the upgrade path; no plan at all: 403', async () => {
    const { bride } = await couple();
    expect((await call(undefined, 'POST', '/api/calls', { userId: bride.member.id, kind: 'voice' })).statusCode).toBe(401);
    const basic = await person('groom', ['contactDetails']);
    await connect(t.database.db, basic.member.id, bride.member.id);
    const res = (await ring(basic, bride)).res;
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.callNeedsPlan);
  });

  it('a stranger, a blocked member, a suspended one, one hidden, a forged id and oneself all get the same refusal', async () => {
    const caller = await person('groom');
    const stranger = await person('bride');
    const refusals = [(await ring(caller, stranger)).res];

    const blocker = await person('bride');
    await connect(t.database.db, caller.member.id, blocker.member.id);
    expect((await call(blocker.cookie, 'POST', `/api/block/${caller.member.id}`)).statusCode).toBeLessThan(300);
    refusals.push((await ring(caller, blocker)).res);

    const suspended = await person('bride');
    await connect(t.database.db, caller.member.id, suspended.member.id);
    expect((await call(adminCookie, 'POST', `/api/admin/members/${suspended.member.id}/suspend`, { reason: 'test' })).statusCode).toBeLessThan(300);
    refusals.push((await ring(caller, suspended)).res);

    const pending = await person('bride', ['calls'], { status: 'Pending' });
    await connect(t.database.db, caller.member.id, pending.member.id);
    refusals.push((await ring(caller, pending)).res);

    refusals.push((await call(caller.cookie, 'POST', '/api/calls', { userId: '00000000-0000-4000-8000-000000000000', kind: 'voice' })));
    refusals.push((await ring(caller, caller)).res);
    for (const res of refusals) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: MSG.callNotAllowed, code: expect.any(String) });
    }
  });

  it('bad input: 400 and nothing changes', async () => {
    const { groom, bride } = await couple();
    for (const payload of [{ userId: bride.member.id, kind: 'hologram' }, { userId: 'x', kind: 'voice' }, { kind: 'voice' }, {}]) {
      const res = await call(groom.cookie, 'POST', '/api/calls', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await call(bride.cookie, 'GET', '/api/calls/current')).json().current).toBeNull();
  });
});

describe("the call's life", () => {
  it('accept, then either side ends; the log shows it with its length', async () => {
    const { groom, bride } = await couple();
    const { body } = await ring(groom, bride, 'voice');
    const accepted = await call(bride.cookie, 'POST', `/api/calls/${body.call.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().call.status).toBe('active');
    expect(lastCallEvent(groom.member.id)?.call.status).toBe('active');
    clock.advance(12 * 60 * 1000);
    expect((await call(bride.cookie, 'POST', `/api/calls/${body.call.id}/end`)).json().call.status).toBe('ended');
    expect(lastCallEvent(groom.member.id)?.call.status).toBe('ended');
    const log = (await call(groom.cookie, 'GET', `/api/calls/with/${bride.member.id}`)).json();
    expect(log.calls[0]).toMatchObject({ kind: 'voice', status: 'ended', durationSeconds: 720 });
  });

  it('decline; the caller hanging up while it rings leaves a missed call; the sweep misses one after 45 s', async () => {
    const { groom, bride } = await couple();
    const first = await ring(groom, bride);
    expect((await call(groom.cookie, 'POST', `/api/calls/${first.body.call.id}/accept`)).statusCode).toBe(403);
    expect((await call(bride.cookie, 'POST', `/api/calls/${first.body.call.id}/decline`)).json().call.status).toBe('declined');
    expect((await call(bride.cookie, 'POST', `/api/calls/${first.body.call.id}/accept`)).statusCode).toBe(409);
    const second = await ring(groom, bride);
    expect((await call(groom.cookie, 'POST', `/api/calls/${second.body.call.id}/end`)).json().call.status).toBe('missed');
    const third = await ring(bride, groom);
    clock.advance(30_000);
    await sweepCalls(t.app.ctx);
    expect((await call(groom.cookie, 'GET', '/api/calls/current')).json().current.call.status).toBe('ringing');
    clock.advance(21_000);
    await sweepCalls(t.app.ctx);
    expect(lastCallEvent(groom.member.id)?.call).toMatchObject({ id: third.body.call.id, status: 'missed' });
    expect((await call(groom.cookie, 'GET', '/api/calls/current')).json().current).toBeNull();
  });

  it('busy: a callee already on a call gets 409; of two calls racing to one member, one wins', async () => {
    const { groom, bride } = await couple();
    const other = await person('groom');
    await connect(t.database.db, other.member.id, bride.member.id);
    const first = await ring(groom, bride);
    const busy = await ring(other, bride);
    expect(busy.res.statusCode).toBe(409);
    expect(busy.body.message).toBe(MSG.callBusy);
    await call(groom.cookie, 'POST', `/api/calls/${first.body.call.id}/end`);

    const raced = await Promise.all([ring(groom, bride), ring(other, bride)]);
    expect(raced.map((r) => r.res.statusCode).sort()).toEqual([201, 409]);
    const won = raced.find((r) => r.res.statusCode === 201)!;
    await call(bride.cookie, 'POST', `/api/calls/${won.body.call.id}/decline`);
  });

  it('another member cannot answer, end, join or read a call she is not on; forged ids are refused', async () => {
    const { groom, bride } = await couple();
    const outsider = await person('bride');
    const { body } = await ring(groom, bride);
    for (const action of ['accept', 'decline', 'end', 'join', 'add-guardian']) {
      const res = await call(outsider.cookie, 'POST', `/api/calls/${body.call.id}/${action}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MSG.callNotFound);
    }
    for (const forged of ['00000000-0000-4000-8000-000000000000', 'not-a-call', "1' or '1'='1"]) {
      expect((await call(bride.cookie, 'POST', `/api/calls/${encodeURIComponent(forged)}/accept`)).statusCode).toBe(404);
    }
    expect((await call(outsider.cookie, 'GET', '/api/calls/current')).json().current).toBeNull();
    expect((await call(outsider.cookie, 'GET', `/api/guardian/calls/${bride.member.id}`)).statusCode).toBe(404);
    await call(groom.cookie, 'POST', `/api/calls/${body.call.id}/end`);
  });

  it('at most 10 attempts an hour, and 3 unanswered calls to one member a day', async () => {
    const { groom, bride } = await couple();
    for (let i = 0; i < 3; i += 1) {
      const { body } = await ring(groom, bride);
      await call(bride.cookie, 'POST', `/api/calls/${body.call.id}/decline`);
    }
    const fourth = await ring(groom, bride);
    expect(fourth.res.statusCode).toBe(429);
    expect(fourth.body.message).toBe(MSG.callTooManyUnanswered);

    const caller = await person('groom');
    for (let i = 0; i < 10; i += 1) {
      const callee = await person('bride');
      await connect(t.database.db, caller.member.id, callee.member.id);
      const { res, body } = await ring(caller, callee);
      expect(res.statusCode).toBe(201);
      await call(callee.cookie, 'POST', `/api/calls/${body.call.id}/accept`);
      await call(callee.cookie, 'POST', `/api/calls/${body.call.id}/end`);
    }
    const last = await person('bride');
    await connect(t.database.db, caller.member.id, last.member.id);
    const eleventh = await ring(caller, last);
    expect(eleventh.res.statusCode).toBe(429);
    expect(eleventh.body.message).toBe(MSG.callTooManyAttempts);
  });
});

describe('safety', () => {
  it('a block during a call ends it at once, for both', async () => {
    const { groom, bride } = await couple();
    const { body } = await ring(groom, bride);
    await call(bride.cookie, 'POST', `/api/calls/${body.call.id}/accept`);
    await call(bride.cookie, 'POST', `/api/block/${groom.member.id}`);
    expect(lastCallEvent(groom.member.id)?.call).toMatchObject({ status: 'ended', endReason: 'blocked' });
    expect(lastCallEvent(bride.member.id)?.call).toMatchObject({ status: 'ended', endReason: 'blocked' });
  });

  it('a report from the call screen ends it; a suspension ends it', async () => {
    const { groom, bride } = await couple();
    const first = await ring(groom, bride);
    await call(bride.cookie, 'POST', `/api/calls/${first.body.call.id}/accept`);
    const reported = await call(bride.cookie, 'POST', `/api/report/${groom.member.id}`, { reason: 'harassment' });
    expect(reported.statusCode).toBeLessThan(300);
    expect(lastCallEvent(groom.member.id)?.call).toMatchObject({ status: 'ended', endReason: 'reported' });

    const again = await couple();
    const second = await ring(again.groom, again.bride);
    await call(again.bride.cookie, 'POST', `/api/calls/${second.body.call.id}/accept`);
    await call(adminCookie, 'POST', `/api/admin/members/${again.groom.member.id}/suspend`, { reason: 'test' });
    expect(lastCallEvent(again.bride.member.id)?.call).toMatchObject({ status: 'ended', endReason: 'suspended' });
  });
});

describe('the guardian on calls', () => {
  it('with her setting, her guardian rings too and the call waits for him; he is a full participant; he sees her log', async () => {
    const { groom, bride } = await couple();
    expect((await call(bride.cookie, 'PUT', '/api/guardian-on-calls', { guardianOnCalls: true })).statusCode).toBe(400);
    const wali = await guardianOf(bride);
    expect((await call(wali.cookie, 'PUT', '/api/guardian-on-calls', { guardianOnCalls: true })).statusCode).toBe(403);
    expect((await call(bride.cookie, 'PUT', '/api/guardian-on-calls', { guardianOnCalls: 'yes' })).statusCode).toBe(400);
    const set = await call(bride.cookie, 'PUT', '/api/guardian-on-calls', { guardianOnCalls: true });
    expect(set.statusCode).toBe(200);
    expect(set.json().user.guardianOnCalls).toBe(true);

    const { body } = await ring(groom, bride);
    expect(body.call.guardianRequired).toBe(true);
    expect(lastCallEvent(wali.member.id)?.call.status).toBe('ringing');
    expect(await centreOf(wali)).toEqual([`incomingCall /guardian ${notificationText({ kind: 'incomingCall' }).body}`]);
    const accepted = (await call(bride.cookie, 'POST', `/api/calls/${body.call.id}/accept`)).json();
    expect(accepted.call.status).toBe('waiting_guardian');
    // No signal flows before he joins.
    const groomSocket = await socketOf(groom.cookie);
    expect(await signal(groomSocket, { callId: body.call.id, toUserId: bride.member.id, description: { type: 'offer', sdp: 'v=0' } })).toEqual({ ok: false, message: MSG.callSignalRefused });

    const joined = await call(wali.cookie, 'POST', `/api/calls/${body.call.id}/join`);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().call.status).toBe('active');
    const shown = lastCallEvent(groom.member.id)!.call;
    expect(shown.participants.find((p) => p.role === 'guardian')).toMatchObject({ userId: wali.member.id, name: 'Iqbal Khan', guardianOf: bride.member.id });
    expect(await signal(groomSocket, { callId: body.call.id, toUserId: wali.member.id, description: { type: 'offer', sdp: 'v=0' } })).toEqual({ ok: true });

    // He leaves: her setting asked for a guardian, so the call does not go on without one.
    clock.advance(60_000);
    expect((await call(wali.cookie, 'POST', `/api/calls/${body.call.id}/leave`)).json().call).toMatchObject({ status: 'ended', endReason: 'left' });
    const log = (await call(wali.cookie, 'GET', `/api/guardian/calls/${bride.member.id}`)).json();
    expect(log.calls[0]).toMatchObject({ callerName: `${groom.member.firstName} ${groom.member.lastName}`, guardianJoined: true, durationSeconds: 60 });
    expect((await call(groom.cookie, 'GET', `/api/guardian/calls/${bride.member.id}`)).statusCode).toBe(404);
  });

  it('without the setting she may add her guardian during a call; he may leave and the call goes on', async () => {
    const { groom, bride } = await couple();
    const wali = await guardianOf(bride);
    const { body } = await ring(groom, bride);
    await call(bride.cookie, 'POST', `/api/calls/${body.call.id}/accept`);
    expect((await call(groom.cookie, 'POST', `/api/calls/${body.call.id}/add-guardian`)).statusCode).toBe(400);
    expect((await call(wali.cookie, 'POST', `/api/calls/${body.call.id}/join`)).statusCode).toBe(404);
    expect((await call(bride.cookie, 'POST', `/api/calls/${body.call.id}/add-guardian`)).statusCode).toBe(200);
    expect(lastCallEvent(wali.member.id)?.call.id).toBe(body.call.id);
    expect(await centreOf(wali)).toEqual([`incomingCall /guardian ${notificationText({ kind: 'incomingCall' }).body}`]);
    expect((await call(wali.cookie, 'POST', `/api/calls/${body.call.id}/join`)).json().call.participants).toHaveLength(3);
    expect((await call(bride.cookie, 'POST', `/api/calls/${body.call.id}/add-guardian`)).statusCode).toBe(409);
    expect((await call(wali.cookie, 'POST', `/api/calls/${body.call.id}/leave`)).json().call.status).toBe('active');
    await call(groom.cookie, 'POST', `/api/calls/${body.call.id}/end`);
  });
});

describe('signalling over the socket', () => {
  it('relays a participant signal to the other only, and refuses strangers, forged ids and oversized payloads', async () => {
    const { groom, bride } = await couple();
    const stranger = await person('groom');
    const { body } = await ring(groom, bride);
    await call(bride.cookie, 'POST', `/api/calls/${body.call.id}/accept`);
    const [g, b, s] = await Promise.all([socketOf(groom.cookie), socketOf(bride.cookie), socketOf(stranger.cookie)]);
    const received: unknown[] = [];
    const strangerHeard: unknown[] = [];
    b.on('callSignal', (payload) => received.push(payload));
    s.on('callSignal', (payload) => strangerHeard.push(payload));

    const offer = { callId: body.call.id, toUserId: bride.member.id, description: { type: 'offer', sdp: 'v=0\r\n' }, extra: 'dropped' };
    expect(await signal(g, offer)).toEqual({ ok: true });
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toEqual({ callId: body.call.id, toUserId: bride.member.id, description: { type: 'offer', sdp: 'v=0\r\n' }, fromUserId: groom.member.id });

    const refused = { ok: false, message: MSG.callSignalRefused };
    const warn = vi.spyOn(t.app.log, 'warn');
    // A stranger cannot inject into the call, nor reach either member by naming them.
    expect(await signal(s, { callId: body.call.id, toUserId: bride.member.id, candidate: { candidate: 'candidate:1 1 udp 1 1.2.3.4 5 typ host' } })).toEqual(refused);
    // Forged and stale ids, a signal to oneself, a payload of the wrong shape.
    expect(await signal(g, { callId: '00000000-0000-4000-8000-000000000000', toUserId: bride.member.id, candidate: null })).toEqual(refused);
    expect(await signal(g, { callId: body.call.id, toUserId: stranger.member.id, candidate: null })).toEqual(refused);
    expect(await signal(g, { callId: body.call.id, toUserId: groom.member.id, candidate: null })).toEqual(refused);
    expect(await signal(g, { callId: 'x', toUserId: bride.member.id, candidate: null })).toEqual(refused);
    expect(await signal(g, { callId: body.call.id, toUserId: bride.member.id, description: { type: 'hack' } })).toEqual(refused);
    expect(await signal(g, 'nonsense')).toEqual(refused);
    // Over 64 KB: refused, and nothing relayed.
    const huge = { callId: body.call.id, toUserId: bride.member.id, description: { type: 'offer', sdp: 'a'.repeat(CALL_SIGNAL_MAX_BYTES) } };
    expect(await signal(g, huge)).toEqual({ ok: false, message: MSG.callSignalTooLarge });
    expect(g.connected).toBe(true);

    await call(groom.cookie, 'POST', `/api/calls/${body.call.id}/end`);
    // Stale: the call is over.
    expect(await signal(g, offer)).toEqual(refused);
    expect(received).toHaveLength(1);
    expect(strangerHeard).toHaveLength(0);
    // Each refusal is logged, with who tried and which call.
    const logged = warn.mock.calls.map((args) => args[1]);
    expect(logged).toContain('call signal refused: not on this call');
    expect(logged).toContain('call signal refused: too large');
    expect(warn.mock.calls).toContainEqual([{ userId: stranger.member.id, callId: body.call.id, toUserId: bride.member.id }, 'call signal refused: not on this call']);
    warn.mockRestore();
  });
});
