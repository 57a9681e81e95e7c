import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@sakinah/contract';
import { createTestApp, type TestApp } from '../test/test-app';

/** Cross-site request forgery: state-changing requests from another site's page are refused. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://sakinah.example' });
});
afterAll(async () => t.close());

const contact = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { host: 'sakinah.example', ...headers },
    payload: { name: 'Amina Khan', email: 'amina@example.com', subject: 'Hello', message: 'A question about plans.' },
  });

describe('same-origin check on state-changing requests', () => {
  it.each([
    ['another site in Origin', { origin: 'https://evil.example' }],
    ['a look-alike host', { origin: 'https://sakinah.example.evil.example' }],
    ['Origin null (sandboxed frame)', { origin: 'null' }],
    ['cross-site Sec-Fetch-Site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['same-site (a sibling subdomain) Sec-Fetch-Site', { 'sec-fetch-site': 'same-site' }],
  ])('refuses %s with 403 and stores nothing', async (_label, headers) => {
    const res = await contact(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: MSG.crossSiteRefused, code: 'FORBIDDEN' });
  });

  it.each([
    ['PUBLIC_URL in Origin', { origin: 'https://sakinah.example' }],
    ['the Host the browser asked for', { origin: 'http://sakinah.example' }],
    ['same-origin Sec-Fetch-Site', { 'sec-fetch-site': 'same-origin' }],
    ['a client that is not a browser page (no Origin, no Sec-Fetch-Site)', {}],
  ])('accepts %s', async (_label, headers) => {
    expect((await contact(headers)).statusCode).toBe(201);
  });

  it('lets cross-site reads through (links from other sites open pages)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/get-all-packages', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).not.toBe(403);
  });

  it('refuses a forged sign-in from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@b.co', password: 'whatever1!' },
    });
    expect(res.statusCode).toBe(403);
  });
});
