import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@sakinah/contract';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEFAULT_REQUESTS_PER_MINUTE } from './rate-limit';

/** Every route has a limit, checked before anything costly; health checks are exempt. */
let t: TestApp;
let sessionLookups = 0;
beforeAll(async () => {
  t = await createTestApp();
  // Count session lookups: a flood must be cut before it reaches the database.
  const { sessions } = await import('../db/schema');
  const select = t.database.db.select.bind(t.database.db);
  t.database.db.select = ((...args: Parameters<typeof select>) => {
    const builder = select(...args);
    const from = builder.from.bind(builder);
    builder.from = ((table: unknown) => {
      if (table === sessions) sessionLookups += 1;
      return from(table as never);
    }) as typeof builder.from;
    return builder;
  }) as typeof select;
});
afterAll(async () => t.close());

describe('the default limit per address', () => {
  it('cuts a flood on a protected route with made-up cookies before any session is looked up', async () => {
    const answers: number[] = [];
    for (let i = 0; i < DEFAULT_REQUESTS_PER_MINUTE + 20; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: '/api/get-user', remoteAddress: '203.0.113.80', headers: { cookie: `sid=fake${i}` } });
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, DEFAULT_REQUESTS_PER_MINUTE).every((status) => status === 401)).toBe(true);
    expect(answers.slice(DEFAULT_REQUESTS_PER_MINUTE).every((status) => status === 429)).toBe(true);
    const lookupsBefore = sessionLookups;
    expect(lookupsBefore).toBeGreaterThan(0); // the spy sees lookups of requests under the limit
    const limited = await t.app.inject({ method: 'GET', url: '/api/get-user', remoteAddress: '203.0.113.80', headers: { cookie: 'sid=another' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ success: false, message: MSG.rateLimited });
    expect(sessionLookups).toBe(lookupsBefore);
    // Another address is not affected.
    expect((await t.app.inject({ method: 'GET', url: '/api/get-user', remoteAddress: '203.0.113.81' })).statusCode).toBe(401);
  });

  it('leaves the health checks to load balancers', async () => {
    for (let i = 0; i < DEFAULT_REQUESTS_PER_MINUTE + 20; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/live', remoteAddress: '203.0.113.90' });
      if (res.statusCode !== 200) throw new Error(`health answered ${res.statusCode} after ${i} requests`);
    }
  });
});
