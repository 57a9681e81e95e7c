import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@sakinah/contract';
import { createTestApp, type TestApp } from './test/test-app';
import { addressesIn } from './test/requests';

let t: TestApp;
/** A new client address per request, so the contact form's rate limit stays out of these tests. */
const nextIp = addressesIn(20);
beforeAll(async () => {
  t = await createTestApp({}, undefined, (app) => {
    // A route that fails unexpectedly, to prove a 500 never leaks internals.
    app.get('/api/__explode', async () => {
      throw new Error('secret internal detail at /srv/app.ts:42');
    });
  });
});
afterAll(async () => t.close());

const countContactMessages = async () => {
  const result = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from contact_messages`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
};

describe('health', () => {
  it('answers ok after checking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'ok', live: true, ready: true, database: t.database.kind, databaseReady: true });
  });

  it('tells liveness from readiness', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ success: true, live: true });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ success: true, ready: true, databaseReady: true });
  });

  it('answers 503 with Retry-After when the database does not, while liveness stays 200', async () => {
    const ping = t.database.ping;
    t.database.ping = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    };
    try {
      for (const url of ['/api/health', '/api/health/ready']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
        expect(res.json()).toMatchObject({ success: false, status: 'unavailable', live: true, ready: false, databaseReady: false, message: MSG.serviceUnavailable });
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      t.database.ping = ping;
    }
  });
});

describe('bad input never gets a 500', () => {
  it('unknown API route: 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: MSG.notFoundRoute, code: 'NOT_FOUND' });
  });

  it('unknown API route with another method: 404 JSON', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/health/x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });

  it('malformed JSON: 400 and nothing stored', async () => {
    const before = await countContactMessages();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Amina", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: MSG.invalidJson });
    expect(await countContactMessages()).toBe(before);
  });

  it('wrong content type: 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, message: MSG.unsupportedMediaType });
  });

  it('unknown content type: 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-something' },
      payload: 'a=b',
    });
    expect(res.statusCode).toBe(415);
  });

  it('oversized body: 413 and nothing stored', async () => {
    const before = await countContactMessages();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'A', email: 'a@b.co', message: 'x'.repeat(300_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: MSG.bodyTooLarge });
    expect(await countContactMessages()).toBe(before);
  });

  it('a JSON array or null where an object is expected: 400', async () => {
    for (const payload of ['[]', 'null', '"text"', '42']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: nextIp(),
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('an unexpected failure is a generic 500 without internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: MSG.serverError, code: 'INTERNAL' });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('.ts');
  });
});

describe('headers', () => {
  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed caller request id and replaces a malformed one', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-12345678' } });
    expect(ok.headers['x-request-id']).toBe('trace-12345678');
    const bad = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': '<script>' } });
    expect(bad.headers['x-request-id']).not.toBe('<script>');
  });
});

describe('OpenAPI', () => {
  it('documents the API at /api/docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/contact']));
  });
});

describe('web app fallback', () => {
  it('serves pre-rendered pages with their HTML', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toContain('Home page');
    const about = await t.app.inject({ method: 'GET', url: '/about/' });
    expect(about.body).toContain('About page');
  });

  it('serves the app shell for client routes', async () => {
    for (const url of ['/user/profile', '/user/view-profile/123', '/auth/reset-password/abc', '/settings', '/pricing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers 404 with the not-found page for unknown pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found');
  });

  it('does not walk out of the web folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/..%2f..%2fpackage.json' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('"workspaces"');
  });

  it('caches hashed assets for a year and HTML not at all', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
