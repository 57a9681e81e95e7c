import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { MSG, OTP_MAX_WRONG_TRIES } from '@sakinah/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEFAULT_PASSWORD, buildMember, cookieFrom, testClock, uniquePhone } from '../../test/factories';
import { createRedisLimiter, type AttemptLimiter } from '../../lib/attempt-limiter';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS, LOGIN_FAILURES_PER_NETWORK } from './auth.service';

/**
 * Guessing at once must not beat the limits (issue: 12 parallel passwords and 29 parallel OTPs were
 * all checked), and a stranger's wrong guesses must not keep the owner out.
 */
const clock = testClock(new Date());
let t: TestApp;
let redis: Redis | undefined;

// With Redis configured the sign-in counters live there: test that store too when one answers.
async function sharedLimiter(): Promise<AttemptLimiter | undefined> {
  const url = process.env.TEST_REDIS_URL;
  if (!url) return undefined;
  redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
  } catch {
    redis.disconnect();
    redis = undefined;
    return undefined;
  }
  return createRedisLimiter(redis, `sakinah-test-${crypto.randomBytes(4).toString('hex')}:`);
}

beforeAll(async () => {
  const limiter = await sharedLimiter();
  t = await createTestApp({}, { now: clock.now, ...(limiter ? { limiter } : {}) });
});
afterAll(async () => {
  await t.close();
  redis?.disconnect();
});

let ipCounter = 0;
const freshIp = () => `10.61.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const login = (email: string, password: string, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

async function mailsTo(email: string): Promise<Array<{ subject: string; text: string }>> {
  return (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json().messages;
}

function linkToken(text: string): string {
  const match = /\/auth\/sign-in-link\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no sign-in link in: ${text}`);
  return match[1]!;
}

const useLink = (token: string, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/sign-in-with-link', payload: { token }, remoteAddress: ip });

describe('password guesses sent at once', () => {
  it('30 parallel wrong passwords from one address: at most 5 are checked, then the right one is refused', async () => {
    const member = await buildMember(t.database.db);
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(member.email, 'Wrong#123', ip)));
    const checked = answers.filter((res) => res.statusCode === 401).length;
    expect(checked).toBeLessThan(LOGIN_FAILURES_PER_ADDRESS);
    expect(answers.every((res) => res.statusCode === 401 || res.statusCode === 429)).toBe(true);
    const right = await login(member.email, DEFAULT_PASSWORD, ip);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ success: false, message: MSG.tooManyLogins });
  });

  it('30 parallel wrong passwords from 30 addresses lock password sign-in everywhere', async () => {
    const member = await buildMember(t.database.db);
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(member.email, 'Wrong#123')));
    expect(answers.filter((res) => res.statusCode === 401).length).toBeLessThan(LOGIN_FAILURES_PER_ACCOUNT);
    const right = await login(member.email, DEFAULT_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(MSG.tooManyLogins);
  });
});

describe('no lock-out button for attackers', () => {
  it("a stranger's wrong guesses from one address do not stop the owner at hers", async () => {
    const member = await buildMember(t.database.db);
    const attacker = freshIp();
    for (let i = 0; i < 8; i += 1) await login(member.email, 'Wrong#123', attacker);
    expect((await login(member.email, DEFAULT_PASSWORD, attacker)).statusCode).toBe(429);
    const owner = await login(member.email, DEFAULT_PASSWORD);
    expect(owner.statusCode).toBe(200);
  });

  it('when the account locks, the owner is mailed once a single-use link that signs her in and lifts the lock', async () => {
    const member = await buildMember(t.database.db);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT + 5; i += 1) await login(member.email, 'Wrong#123');
    expect((await login(member.email, DEFAULT_PASSWORD)).statusCode).toBe(429);

    const mails = (await mailsTo(member.email)).filter((m) => m.subject === MSG.signInLinkSubject);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).not.toContain('Wrong#123');
    const token = linkToken(mails[0]!.text);

    const signedIn = await useLink(token);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ success: true, message: MSG.signInLinkSuccess, user: { email: member.email } });
    const cookie = cookieFrom(signedIn.headers['set-cookie']);
    expect((await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie } })).statusCode).toBe(200);

    const again = await useLink(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, message: MSG.signInLinkInvalid });
    // The lock is lifted: her password works again at once.
    expect((await login(member.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('a link used twice at once admits one session', async () => {
    const member = await buildMember(t.database.db);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i += 1) await login(member.email, 'Wrong#123');
    const token = linkToken((await mailsTo(member.email)).find((m) => m.subject === MSG.signInLinkSubject)!.text);
    const answers = await Promise.all(Array.from({ length: 8 }, () => useLink(token)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
  });

  it('refuses an expired link, a made-up one, and bad input', async () => {
    const member = await buildMember(t.database.db);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i += 1) await login(member.email, 'Wrong#123');
    const token = linkToken((await mailsTo(member.email)).find((m) => m.subject === MSG.signInLinkSubject)!.text);
    clock.advance(31 * 60 * 1000);
    expect((await useLink(token)).json()).toMatchObject({ success: false, message: MSG.signInLinkInvalid });
    expect((await useLink(crypto.randomBytes(32).toString('base64url'))).statusCode).toBe(400);
    for (const payload of [{}, { token: '' }, { token: 42 }, { token: 'x'.repeat(500) }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/sign-in-with-link', payload, remoteAddress: freshIp() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: MSG.signInLinkInvalid });
    }
  });

  it('refuses a suspended member even with a valid link', async () => {
    const member = await buildMember(t.database.db);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i += 1) await login(member.email, 'Wrong#123');
    const token = linkToken((await mailsTo(member.email)).find((m) => m.subject === MSG.signInLinkSubject)!.text);
    const { users } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(users).set({ status: 'Suspended' }).where(eq(users.id, member.id));
    const res = await useLink(token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.accountSuspended);
  });

  it('mails nothing for an unknown email and answers exactly as for a real one', async () => {
    const email = `nobody-${crypto.randomBytes(3).toString('hex')}@example.com`;
    const answers = [];
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT + 1; i += 1) answers.push(await login(email, 'Wrong#123'));
    expect(answers.at(-1)!.json()).toMatchObject({ success: false, message: MSG.tooManyLogins });
    expect(await mailsTo(email)).toHaveLength(0);
  });
});

describe('a shared address (carrier NAT, office, family): only failures count', () => {
  it('50 good sign-ins from one address all pass, to many accounts and to one', async () => {
    const ip = freshIp();
    const members = await Promise.all(Array.from({ length: 25 }, () => buildMember(t.database.db)));
    for (const member of members) expect((await login(member.email, DEFAULT_PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 25; i += 1) expect((await login(members[0]!.email, DEFAULT_PASSWORD, ip)).statusCode).toBe(200);
  });

  it("a member's good sign-ins between her own typos never add up to a lock", async () => {
    const member = await buildMember(t.database.db);
    const ip = freshIp();
    for (let round = 0; round < 6; round += 1) {
      expect((await login(member.email, 'Wrong#123', ip)).statusCode).toBe(401);
      expect((await login(member.email, DEFAULT_PASSWORD, ip)).statusCode).toBe(200);
    }
  });

  it(`${LOGIN_FAILURES_PER_NETWORK} wrong passwords from one address to any accounts stop that address, and say so truthfully`, async () => {
    const ip = freshIp();
    const member = await buildMember(t.database.db);
    // Good sign-ins before do not count.
    for (let i = 0; i < 10; i += 1) expect((await login(member.email, DEFAULT_PASSWORD, ip)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: LOGIN_FAILURES_PER_NETWORK + 5 }, (_, i) => login(`nobody-${i}-${crypto.randomBytes(3).toString('hex')}@example.com`, 'Wrong#123', ip)),
    );
    expect(answers.filter((res) => res.statusCode === 401)).toHaveLength(LOGIN_FAILURES_PER_NETWORK);
    const stopped = answers.filter((res) => res.statusCode === 429);
    expect(stopped).toHaveLength(5);
    for (const res of stopped) {
      expect(res.json()).toMatchObject({ success: false, message: MSG.tooManyLoginsFromNetwork });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // No link is promised where none was sent.
    expect(MSG.tooManyLoginsFromNetwork).not.toMatch(/link/);
    const right = await login(member.email, DEFAULT_PASSWORD, ip);
    expect(right.statusCode).toBe(429);
    // Other addresses are not affected.
    expect((await login(member.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('the account lock speaks of the link only conditionally, member or not', () => {
    expect(MSG.tooManyLogins).toContain('If an account uses this email');
    expect(MSG.tooManyLogins).not.toContain('the link we have emailed you');
  });
});

describe('OTP guesses sent at once', () => {
  async function freshCode(): Promise<{ phone: string; code: string }> {
    const phone = uniquePhone();
    const sent = await t.app.inject({ method: 'POST', url: '/api/send-otp', payload: { phoneNumber: phone }, remoteAddress: freshIp() });
    expect(sent.statusCode).toBe(200);
    const text: string = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json().messages[0].text;
    return { phone, code: /\b(\d{6})\b/.exec(text)![1]! };
  }
  const verify = (phoneNumber: string, otp: string) =>
    t.app.inject({ method: 'POST', url: '/api/verify-otp', payload: { phoneNumber, otp }, remoteAddress: freshIp() });
  const wrongCode = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

  it('30 parallel wrong codes: at most 5 are checked, then the right one is refused', async () => {
    const { phone, code } = await freshCode();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => verify(phone, wrongCode(code, i))));
    expect(answers.every((res) => res.statusCode === 400)).toBe(true);
    expect(answers.filter((res) => res.json().message.startsWith(MSG.otpInvalid)).length).toBeLessThan(OTP_MAX_WRONG_TRIES);
    const right = await verify(phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ success: false, message: MSG.otpTooManyTries });
  });

  it('4 wrong codes then the right one still verifies', async () => {
    const { phone, code } = await freshCode();
    for (let i = 0; i < OTP_MAX_WRONG_TRIES - 1; i += 1) expect((await verify(phone, wrongCode(code, i))).json().message).toBe(MSG.otpTriesLeft(OTP_MAX_WRONG_TRIES - 1 - i));
    expect((await verify(phone, code)).statusCode).toBe(200);
  });

  it('the right code sent twice at once verifies once and both answers are success', async () => {
    const { phone, code } = await freshCode();
    const answers = await Promise.all([verify(phone, code), verify(phone, code)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
  });

  it('10 parallel sends to one number send one code', async () => {
    const phone = uniquePhone();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: '/api/send-otp', payload: { phoneNumber: phone }, remoteAddress: freshIp() })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 429).every((res) => res.json().message === MSG.otpWait)).toBe(true);
    const outbox = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json().messages;
    expect(outbox).toHaveLength(2); // one code, on WhatsApp and by SMS
  });
});
