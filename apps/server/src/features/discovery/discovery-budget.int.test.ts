import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { MSG } from '@sakinah/contract';
import { matchListHeads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MATCH, buildMember, givePlan, signIn } from '../../test/factories';
import { buildApp } from '../../app';
import { createRedisLimiter } from '../../lib/attempt-limiter';

/**
 * A member's budget of expensive listing work (LISTING_WORK_PER_MINUTE, docs/matching.md "Protections"): list builds
 * and pages scored live count, pages read from her stored lists never do, and beyond the budget she gets 429 with
 * its message and Retry-After, and nothing is built. The budget is hers: her other sessions share it, other members
 * have their own.
 */
const BUDGET = 3;
const BRIDES = 26;
let t: TestApp;
beforeAll(async () => {
  // A list of 20 (the least it may be) before 26 brides: the fourth page of 8 runs past its end and is scored live.
  t = await createTestApp({ LISTING_WORK_PER_MINUTE: String(BUDGET), MATCH_LIST_SIZE: '20' });
  for (let i = 0; i < BRIDES; i += 1) await buildMember(t.database.db, { status: 'Active', ...MATCH.bride, dob: `199${i % 8}-0${(i % 9) + 1}-11` });
}, 60_000);
afterAll(async () => t.close());

async function groom() {
  const member = await buildMember(t.database.db, { status: 'Active', ...MATCH.groom });
  await givePlan(t.database.db, member.id);
  return { id: member.id, cookie: await signIn(t.app, member.email), email: member.email };
}
const list = (cookie: string, query = '') => t.app.inject({ method: 'GET', url: `/api/featured-profiles${query}`, headers: { cookie } });
/**
 * A filter only a few of the brides pass (born 1996 or 1997: 6 of 26), so her main list of 20 cannot fill its first
 * page and the filter's first use builds its own list; `n` makes each a new filter with the same members.
 */
const narrow = (n: number) => `?ageMin=${18 + n}&ageMax=30`;
const listsOf = async (memberId: string) =>
  (await t.database.db.select({ key: matchListHeads.listKey }).from(matchListHeads).where(eq(matchListHeads.viewerId, memberId))).length;

describe("a member's budget of listing work", () => {
  it('counts list builds, not pages read from her lists; beyond it: 429 with the message and Retry-After, nothing built', async () => {
    const me = await groom();
    // 1: her main list is built on her first browse; reading it again costs nothing, however often.
    for (let i = 0; i < 6; i += 1) expect((await list(me.cookie)).statusCode).toBe(200);
    // A filter most of her list passes: its first pages are read from her main list, nothing built, nothing counted.
    const broad = await list(me.cookie, '?ageMax=40');
    expect(broad.statusCode).toBe(200);
    expect(broad.json().profiles).toHaveLength(8);
    expect(await listsOf(me.id)).toBe(1);
    // 2 and 3: two filters her list cannot fill a page for, used for the first time: each builds her list for it.
    expect((await list(me.cookie, narrow(0))).statusCode).toBe(200);
    expect((await list(me.cookie, narrow(1))).statusCode).toBe(200);
    expect(await listsOf(me.id)).toBe(3);

    const refused = await list(me.cookie, narrow(2));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: MSG.discoveryTooFast });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await listsOf(me.id)).toBe(3);

    // Her lists already built still serve, over budget or not.
    for (const query of ['', '?ageMax=40', narrow(0), narrow(1)]) {
      const res = await list(me.cookie, query);
      expect(res.statusCode, query).toBe(200);
      expect(res.json().profiles.length).toBeGreaterThan(0);
    }
    // Her other session shares the budget; another member has his own.
    const again = await signIn(t.app, me.email);
    expect((await list(again, narrow(3))).statusCode).toBe(429);
    const other = await groom();
    expect((await list(other.cookie, narrow(2))).statusCode).toBe(200);
  });

  it('counts a page scored live past the end of her list', async () => {
    const me = await groom();
    // Page 1 builds her list of 20 (the first piece of work); page 2 reads it.
    const first = await list(me.cookie);
    const second = await list(me.cookie, `?cursor=${first.json().nextCursor}`);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    // Page 3 (members 17 to 24, and one more to know there is a next page) runs past the list's end: the second.
    const third = await list(me.cookie, `?cursor=${second.json().nextCursor}`);
    expect(third.statusCode).toBe(200);
    expect(third.json().profiles).toHaveLength(8);
    const ids = [first, second, third].flatMap((res) => res.json().profiles.map((card: { id: string }) => card.id));
    expect(new Set(ids).size).toBe(24);
    // The third: a filter's first use. Page 4, scored live again, is the fourth and is refused.
    expect((await list(me.cookie, narrow(4))).statusCode).toBe(200);
    const refused = await list(me.cookie, `?cursor=${third.json().nextCursor}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: MSG.discoveryTooFast });
    // Pages her list holds are still served.
    expect((await list(me.cookie, `?cursor=${first.json().nextCursor}`)).statusCode).toBe(200);
  });
});

describe('the budget under parallel requests', () => {
  it('six new filters at once after her first browse: exactly two are built, four refused', async () => {
    const me = await groom();
    expect((await list(me.cookie)).statusCode).toBe(200);
    const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => list(me.cookie, narrow(n))));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
    // Her main list and the two filters that got through, nothing for the refused ones.
    expect(await listsOf(me.id)).toBe(3);
  });
});

describe('when the budget cannot be counted', () => {
  it('lets the work go ahead (Redis away): the gate and the statement timeout still bound it', async () => {
    const away = new Error('redis away');
    const limiter = { hit: async () => Promise.reject(away), peek: async () => Promise.reject(away), release: async () => Promise.reject(away), reset: async () => Promise.reject(away) };
    const app = await buildApp({ config: t.config, database: t.database, logger: false, overrides: { limiter } });
    await app.ready();
    try {
      const me = await groom();
      for (const query of ['', narrow(0), narrow(1), narrow(2), narrow(3)]) {
        const res = await app.inject({ method: 'GET', url: `/api/featured-profiles${query}`, headers: { cookie: me.cookie } });
        expect(res.statusCode, query).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(Boolean(redisUrl))('the budget across two instances (counted in Redis)', () => {
  it('work done through one instance counts on the other', async () => {
    const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
    // Both instances on one database and one Redis, as behind a load balancer.
    const limiter = createRedisLimiter(redis, `sakinah-test-${crypto.randomBytes(4).toString('hex')}:`);
    const instance = async () => {
      const app = await buildApp({ config: t.config, database: t.database, logger: false, overrides: { limiter } });
      await app.ready();
      return app;
    };
    const [one, two] = [await instance(), await instance()];
    try {
      const me = await groom();
      const through = (app: typeof one, query: string) => app.inject({ method: 'GET', url: `/api/featured-profiles${query}`, headers: { cookie: me.cookie } });
      expect((await through(one, '')).statusCode).toBe(200);
      expect((await through(two, narrow(0))).statusCode).toBe(200);
      expect((await through(one, narrow(1))).statusCode).toBe(200);
      const refused = await through(two, narrow(2));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, message: MSG.discoveryTooFast });
      // Reads of her built lists are served by either.
      expect((await through(two, narrow(1))).statusCode).toBe(200);
    } finally {
      await Promise.all([one.close(), two.close()]);
      redis.disconnect();
    }
  });
});
