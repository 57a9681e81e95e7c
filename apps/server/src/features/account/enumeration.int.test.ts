import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@sakinah/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, testClock, uniquePhone } from '../../test/factories';

/**
 * Nothing tells a stranger who is a member (security finding D13): forgot-password and the phone-code request answer
 * a member's address or number exactly as anyone's, in the same time within noise. Timing is judged by medians of
 * interleaved samples (member, stranger, member, …), so a busy machine slows both alike; the bound is loose enough for
 * a shared 2-core machine and far below the 48 ms the old 404 path differed by (docs/decisions.md).
 */
const clock = testClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => t.close());

let ipCounter = 0;
const freshIp = () => `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const ROUNDS = 30;

async function timed(url: string, payload: object) {
  const started = performance.now();
  const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
  return { ms: performance.now() - started, status: res.statusCode, body: res.body };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Same answers, and medians within 10 ms plus a third of the slower one. */
function expectAlike(member: Array<Awaited<ReturnType<typeof timed>>>, stranger: Array<Awaited<ReturnType<typeof timed>>>, what: string) {
  expect(new Set([...member, ...stranger].map((r) => `${r.status} ${r.body}`)).size).toBe(1);
  const [m, s] = [median(member.map((r) => r.ms)), median(stranger.map((r) => r.ms))];
  console.info(`${what}: median ${m.toFixed(1)} ms for members, ${s.toFixed(1)} ms for strangers (${ROUNDS} interleaved each)`);
  expect(Math.abs(m - s)).toBeLessThan(10 + Math.max(m, s) / 3);
}

describe('the same answer in the same time, member or not', () => {
  it('forgot-password', async () => {
    const members = await Promise.all(Array.from({ length: ROUNDS }, () => buildMember(t.database.db)));
    const member: Array<Awaited<ReturnType<typeof timed>>> = [];
    const stranger: Array<Awaited<ReturnType<typeof timed>>> = [];
    // Warm up both paths once.
    await timed('/api/forget-password', { email: members[0]!.email });
    await timed('/api/forget-password', { email: 'warm-up@example.com' });
    for (let i = 0; i < ROUNDS; i += 1) {
      member.push(await timed('/api/forget-password', { email: members[i]!.email }));
      stranger.push(await timed('/api/forget-password', { email: `stranger-${i}@example.com` }));
    }
    expect(member[0]!.body).toBe(JSON.stringify({ success: true, message: MSG.resetLinkSentIfAccount }));
    expectAlike(member, stranger, 'forgot-password');
  });

  it('send-otp', async () => {
    const members = await Promise.all(Array.from({ length: ROUNDS + 1 }, () => buildMember(t.database.db)));
    const member: Array<Awaited<ReturnType<typeof timed>>> = [];
    const stranger: Array<Awaited<ReturnType<typeof timed>>> = [];
    await timed('/api/send-otp', { phoneNumber: members[ROUNDS]!.contactNo });
    await timed('/api/send-otp', { phoneNumber: uniquePhone() });
    for (let i = 0; i < ROUNDS; i += 1) {
      member.push(await timed('/api/send-otp', { phoneNumber: members[i]!.contactNo }));
      stranger.push(await timed('/api/send-otp', { phoneNumber: uniquePhone() }));
    }
    expect(JSON.parse(member[0]!.body)).toMatchObject({ success: true, message: MSG.otpSent });
    expectAlike(member, stranger, 'send-otp');
  });
});
