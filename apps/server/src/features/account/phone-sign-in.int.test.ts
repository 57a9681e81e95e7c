import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, OTP_MAX_WRONG_TRIES, PHONE_SIGN_IN_MSG } from '@sakinah/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, testClock, uniquePhone } from '../../test/factories';
import { addressesIn, outboxOf } from '../../test/requests';

/**
 * Signing in with the mobile number (issue 41): a code to the verified number, sign-in like POST /api/login, a
 * password reset by code, the same answer in the same time for any number, and the limits of every code.
 */
const clock = testClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => t.close());

const nextIp = addressesIn(41);
const post = (url: string, payload: unknown, remoteAddress = nextIp()) => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
const messagesTo = async (phone: string) => (await outboxOf(t.app, phone)).map((m) => m.text);
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? null;

describe('phone sign-in', () => {
  it('sends a code to a verified number and signs in with it, once; the session works like a password sign-in', async () => {
    const member = await buildMember(t.database.db, { status: 'Active' });
    const sent = await post('/api/send-login-code', { phoneNumber: member.contactNo });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, message: PHONE_SIGN_IN_MSG.codeSent });
    const code = codeIn((await messagesTo(member.contactNo!))[0]!)!;
    expect(code).toMatch(/^\d{6}$/);

    const res = await post('/api/login-with-code', { phoneNumber: member.contactNo, code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: PHONE_SIGN_IN_MSG.signedIn, user: { id: member.id } });
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    expect((await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie } })).json().user.id).toBe(member.id);
    // Used up: the same code does not sign in again.
    expect((await post('/api/login-with-code', { phoneNumber: member.contactNo, code })).statusCode).toBe(400);
  });

  it('refuses a wrong code with the tries left, then none; a sign-up code never signs in', async () => {
    const member = await buildMember(t.database.db, { status: 'Active' });
    await post('/api/send-login-code', { phoneNumber: member.contactNo });
    const code = codeIn((await messagesTo(member.contactNo!))[0]!)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post('/api/login-with-code', { phoneNumber: member.contactNo, code: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe(MSG.otpTriesLeft(OTP_MAX_WRONG_TRIES - 1));
    for (let i = 1; i < OTP_MAX_WRONG_TRIES; i += 1) await post('/api/login-with-code', { phoneNumber: member.contactNo, code: wrong });
    const locked = await post('/api/login-with-code', { phoneNumber: member.contactNo, code });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe(MSG.otpTooManyTries);

    // A sign-up code (send-otp, to a number nobody holds) is bound to sign-up: it signs in nobody.
    const phone = uniquePhone();
    await post('/api/send-otp', { phoneNumber: phone });
    const signUpCode = codeIn((await messagesTo(phone))[0]!)!;
    expect((await post('/api/login-with-code', { phoneNumber: phone, code: signUpCode })).statusCode).toBe(400);
  });

  it('refuses bad input and a number without an account, and a suspended member', async () => {
    for (const payload of [{ phoneNumber: '12345' }, {}, { phoneNumber: 'abcdefghij' }]) {
      const res = await post('/api/send-login-code', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await post('/api/login-with-code', { phoneNumber: uniquePhone(), code: '12' })).statusCode).toBe(400);
    // A stranger's number gets a note, no code; guessing its challenge signs in nobody.
    const stranger = uniquePhone();
    await post('/api/send-login-code', { phoneNumber: stranger });
    const [note] = await messagesTo(stranger);
    expect(codeIn(note!)).toBeNull();
    expect((await post('/api/login-with-code', { phoneNumber: stranger, code: '123456' })).statusCode).toBe(400);

    const suspended = await buildMember(t.database.db, { status: 'Suspended' });
    await post('/api/send-login-code', { phoneNumber: suspended.contactNo });
    const code = codeIn((await messagesTo(suspended.contactNo!))[0]!)!;
    const res = await post('/api/login-with-code', { phoneNumber: suspended.contactNo, code });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.accountSuspended);
  });

  it('an unverified number typed into a profile signs in nobody', async () => {
    const member = await buildMember(t.database.db, { status: 'Active', phoneVerifiedAt: null });
    await post('/api/send-login-code', { phoneNumber: member.contactNo });
    expect(codeIn((await messagesTo(member.contactNo!))[0]!)).toBeNull();
  });

  it('resets the password with a code: the new one works, other sessions end', async () => {
    const member = await buildMember(t.database.db, { status: 'Active' });
    const old = await post('/api/login', { email: member.email, password: member.password });
    const oldCookie = String(old.headers['set-cookie']).split(';')[0]!;
    await post('/api/send-login-code', { phoneNumber: member.contactNo });
    const code = codeIn((await messagesTo(member.contactNo!))[0]!)!;
    const weak = await post('/api/reset-password-with-code', { phoneNumber: member.contactNo, code, newPassword: 'x' });
    expect(weak.statusCode).toBe(400);
    const res = await post('/api/reset-password-with-code', { phoneNumber: member.contactNo, code, newPassword: 'NewPass#2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PHONE_SIGN_IN_MSG.passwordReset);
    expect((await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie: oldCookie } })).statusCode).toBe(401);
    expect((await post('/api/login', { email: member.email, password: 'NewPass#2026' })).statusCode).toBe(200);
  });

  it('limits codes per number like every code: one a minute, five an hour', async () => {
    const member = await buildMember(t.database.db, { status: 'Active' });
    expect((await post('/api/send-login-code', { phoneNumber: member.contactNo })).statusCode).toBe(200);
    const again = await post('/api/send-login-code', { phoneNumber: member.contactNo });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(MSG.otpWait);
    for (let i = 0; i < 4; i += 1) {
      clock.advance(61_000);
      expect((await post('/api/send-login-code', { phoneNumber: member.contactNo })).statusCode).toBe(200);
    }
    clock.advance(61_000);
    const sixth = await post('/api/send-login-code', { phoneNumber: member.contactNo });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(MSG.otpTooManySends);
  });

  it('answers a member\'s number and a stranger\'s alike, in the same time within noise', async () => {
    const ROUNDS = 25;
    const members = await Promise.all(Array.from({ length: ROUNDS + 1 }, () => buildMember(t.database.db)));
    const timed = async (phone: string) => {
      const started = performance.now();
      const res = await post('/api/send-login-code', { phoneNumber: phone });
      return { ms: performance.now() - started, text: `${res.statusCode} ${res.body}` };
    };
    await timed(members[ROUNDS]!.contactNo!);
    await timed(uniquePhone());
    const member: Array<{ ms: number; text: string }> = [];
    const stranger: Array<{ ms: number; text: string }> = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      member.push(await timed(members[i]!.contactNo!));
      stranger.push(await timed(uniquePhone()));
    }
    expect(new Set([...member, ...stranger].map((r) => r.text)).size).toBe(1);
    const median = (rows: Array<{ ms: number }>) => rows.map((r) => r.ms).sort((a, b) => a - b)[Math.floor(rows.length / 2)]!;
    const [m, s] = [median(member), median(stranger)];
    console.info(`send-login-code: median ${m.toFixed(1)} ms for members, ${s.toFixed(1)} ms for strangers (${ROUNDS} interleaved each)`);
    expect(Math.abs(m - s)).toBeLessThan(10 + Math.max(m, s) / 3);
  });
});
