import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@sakinah/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock, uniquePhone } from '../../test/factories';
import { addressesIn } from '../../test/requests';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => t.close());

const nextIp = addressesIn(40);
const send = (phoneNumber: unknown, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/send-otp', payload: { phoneNumber }, remoteAddress: ip });
const verify = (phoneNumber: string, otp: string) =>
  t.app.inject({ method: 'POST', url: '/api/verify-otp', payload: { phoneNumber, otp }, remoteAddress: nextIp() });

async function codeFor(phone: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
  const text: string = res.json().messages[0].text;
  return /\b(\d{6})\b/.exec(text)![1]!;
}

describe('POST /api/send-otp', () => {
  it.each(['12345', '98765432101', 'abcdefghij', '', 42])('refuses %j', async (phone) => {
    const res = await send(phone);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: MSG.phoneInvalid });
  });

  it('sends a random code on WhatsApp and SMS, never in the response', async () => {
    const phone = uniquePhone();
    const res = await send(phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.otpSent, resendInSeconds: 60 });
    const outbox = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json().messages;
    expect(outbox.map((m: { channel: string }) => m.channel).sort()).toEqual(['sms', 'whatsapp']);
    const code = await codeFor(phone);
    expect(res.body).not.toContain(code);
  });

  it("answers a member's number exactly as a stranger's, and tells that number it has an account (with a code to add a family profile)", async () => {
    const { buildMember } = await import('../../test/factories');
    const member = await buildMember(t.database.db);
    const stranger = await send(uniquePhone());
    const res = await send(member.contactNo);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(stranger.body);
    const texts: string[] = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${member.contactNo}` })).json().messages.map((m: { text: string }) => m.text);
    expect(texts).toHaveLength(2);
    for (const text of texts) {
      expect(text).toContain('already has a Sakinah account');
      expect(text).toContain('To add another profile for your family');
      expect(text).toMatch(/\b\d{6}\b/);
    }
    // Limited alike: a second ask within 60 seconds is refused as for anyone.
    expect((await send(member.contactNo)).json().message).toBe(MSG.otpWait);
  });

  it('refuses a resend before 60 seconds, allows it after', async () => {
    const phone = uniquePhone();
    expect((await send(phone)).statusCode).toBe(200);
    clock.advance(30_000);
    const early = await send(phone);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ success: false, message: MSG.otpWait });
    // Sent 30 s ago: the next may go in 30 s.
    expect(early.headers['retry-after']).toBe('30');
    clock.advance(31_000);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('limits sends per number per hour', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i += 1) {
      expect((await send(phone)).statusCode).toBe(200);
      clock.advance(61_000);
    }
    const res = await send(phone);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MSG.otpTooManySends);
    // The first of the five was sent 5 × 61 s ago: the hour frees up 305 s short of a full hour.
    expect(res.headers['retry-after']).toBe(String(3600 - 5 * 61));
    clock.advance(60 * 60 * 1000);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('limits sends per address', async () => {
    const ip = '10.41.0.1';
    let last = 200;
    for (let i = 0; i < 21 && last === 200; i += 1) last = (await send(uniquePhone(), ip)).statusCode;
    expect(last).toBe(429);
  });
});

describe('POST /api/verify-otp', () => {
  it('verifies the right code', async () => {
    const phone = uniquePhone();
    await send(phone);
    const res = await verify(phone, await codeFor(phone));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.phoneVerified });
  });

  it.each(['12345', '1234567', 'abcdef'])('refuses a malformed code %j', async (otp) => {
    const res = await verify(uniquePhone(), otp);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.otpInvalidFormat);
  });

  it('refuses a wrong code saying how many tries are left, and every code after five wrong tries', async () => {
    const phone = uniquePhone();
    await send(phone);
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      const res = await verify(phone, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: MSG.otpTriesLeft(5 - i) });
    }
    expect(MSG.otpTriesLeft(1)).toBe('Invalid OTP. 1 try left.');
    expect(MSG.otpTriesLeft(4)).toBe('Invalid OTP. 4 tries left.');
    expect((await verify(phone, wrong)).json().message).toBe(MSG.otpTooManyTries);
    const right = await verify(phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(MSG.otpTooManyTries);
  });

  it('refuses an expired code (10 minutes)', async () => {
    const phone = uniquePhone();
    await send(phone);
    const code = await codeFor(phone);
    clock.advance(10 * 60 * 1000 + 1000);
    const res = await verify(phone, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.otpExpired);
  });

  it("a code for one number does not verify another", async () => {
    const a = uniquePhone();
    const b = uniquePhone();
    await send(a);
    await send(b);
    const res = await verify(b, await codeFor(a));
    expect(res.json().success).toBe(false);
  });

  it('refuses a number that never got a code', async () => {
    const res = await verify(uniquePhone(), '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.otpInvalid);
  });
});

describe('when the OTP provider fails', () => {
  it("answers 502 'Failed to send OTP' and lets the member retry at once", async () => {
    let fail = true;
    const failing = await createTestApp({}, {
      otp: {
        name: 'failing',
        async sendCode() {
          if (fail) throw new Error('gateway down');
        },
      },
    });
    try {
      const phone = uniquePhone();
      const res = await failing.app.inject({ method: 'POST', url: '/api/send-otp', payload: { phoneNumber: phone } });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ success: false, message: MSG.otpSendFailed });
      fail = false;
      const retry = await failing.app.inject({ method: 'POST', url: '/api/send-otp', payload: { phoneNumber: phone } });
      expect(retry.statusCode).toBe(200);
    } finally {
      await failing.close();
    }
  });
});
