import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { LOGIN_FAILURES_PER_NETWORK } from '../features/account/auth.service';

/**
 * Per-address limits behind a proxy: X-Forwarded-For is believed only from the proxies TRUST_PROXY
 * names, so a client cannot dodge a limit by sending its own header.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function addressSeen(env: Record<string, string>, remoteAddress: string, forwardedFor?: string): Promise<string> {
  t ??= await createTestApp(env, undefined, (app) => {
    app.get('/api/test-client-address', { config: { rateLimit: false } }, async (request) => ({ success: true, ip: request.ip }));
  });
  const res = await t.app.inject({ method: 'GET', url: '/api/test-client-address', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  return res.json().ip;
}

describe('client address behind proxies', () => {
  it('ignores X-Forwarded-For by default', async () => {
    expect(await addressSeen({}, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });

  it('with a hop count, believes that many proxies and no more', async () => {
    expect(await addressSeen({ TRUST_PROXY: '1' }, '10.0.0.2', '6.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
  });

  it('with a list, believes only those proxies: a client forging the header is seen as itself', async () => {
    expect(await addressSeen({ TRUST_PROXY: '10.0.0.0/8' }, '10.0.0.2', '198.51.100.1')).toBe('198.51.100.1');
    await t!.close();
    t = undefined;
    expect(await addressSeen({ TRUST_PROXY: '10.0.0.0/8' }, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('the sign-in limit per address cannot be dodged with a forged header', async () => {
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
    let last = 0;
    // Only wrong passwords count, generously per address (a shared NAT): the 101st from one address is stopped.
    for (let i = 0; i <= LOGIN_FAILURES_PER_NETWORK; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '203.0.113.50',
        headers: { 'x-forwarded-for': `198.51.${Math.floor(i / 250)}.${i % 250}` },
        payload: { email: `probe${i}@example.com`, password: 'Wrong#123' },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});
