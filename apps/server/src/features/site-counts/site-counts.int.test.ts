import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SITE_COUNT_MIN } from '@sakinah/contract';
import { profileRequests, users, type NewUserRow } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, connect, testClock, uniquePhone } from '../../test/factories';
import { SITE_COUNTS_TTL_MS } from './site-counts.service';

/**
 * Issue 39, item 6: the landing page claims only counts from the database (ID-verified Active members, accepted
 * requests), each from SITE_COUNT_MIN up; below it the count is left out, and with none the home page draws no band.
 */
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => t.close());

const ask = () => t.app.inject({ method: 'GET', url: '/api/site-counts' });

/** The answer once the last count is older than the cache's life (counted at most every SITE_COUNTS_TTL_MS). */
async function freshCounts() {
  clock.advance(SITE_COUNTS_TTL_MS + 1000);
  const res = await ask();
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** `n` members in one insert: buildMember's defaults, without its per-member match-list upkeep (nobody lists them here). */
async function insertMembers(n: number, over: Partial<NewUserRow>) {
  const rows: NewUserRow[] = Array.from({ length: n }, () => ({
    firstName: 'Amina',
    lastName: 'Khan',
    email: `count-${crypto.randomBytes(6).toString('hex')}@example.com`,
    contactNo: uniquePhone(),
    passwordHash: 'never-signs-in',
    dob: '1998-05-10',
    gender: 'female',
    profileFor: 'self',
    ...over,
  }));
  return t.database.db.insert(users).values(rows).returning({ id: users.id });
}

const verifiedActive = { status: 'Active', verificationStatus: 'verified' } as const;
const hundredPlus = [
  { key: 'verifiedProfiles', value: 100, text: '100+', label: 'Verified Profiles' },
  { key: 'connections', value: 100, text: '100+', label: 'Connections Made' },
];

describe('GET /api/site-counts', () => {
  it('claims nothing on a new service, publicly cacheable', async () => {
    expect(SITE_COUNT_MIN).toBe(100);
    const res = await ask();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, counts: [] });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('counts only ID-verified Active members and accepted requests; from 100 each is "100+", below it each is left out', async () => {
    // 99 ID-verified Active members: a groom and 98 brides.
    const hub = await buildMember(t.database.db, { ...verifiedActive, gender: 'male' });
    const brides = await insertMembers(98, verifiedActive);
    // Members who never count: not Active, not (yet) ID-verified, deleted, or not members.
    const notCounted = [
      ...(await insertMembers(1, { status: 'Pending', verificationStatus: 'verified' })),
      ...(await insertMembers(1, { status: 'Rejected', verificationStatus: 'verified' })),
      ...(await insertMembers(1, { status: 'Suspended', verificationStatus: 'verified' })),
      ...(await insertMembers(1, { status: 'Active', verificationStatus: 'submitted' })),
      ...(await insertMembers(1, { status: 'Active', verificationStatus: 'rejected' })),
      ...(await insertMembers(1, { status: 'Active', verificationStatus: 'none' })),
      ...(await insertMembers(1, { ...verifiedActive, deletedAt: clock.now() })),
      ...(await insertMembers(1, { ...verifiedActive, role: 'admin' })),
      ...(await insertMembers(1, { ...verifiedActive, role: 'guardian' })),
    ];
    // 99 accepted requests (connections made): the groom with each bride, and one with a member still under review.
    await t.database.db.insert(profileRequests).values(brides.map((bride) => ({ senderId: hub.id, receiverId: bride.id, status: 'accepted' as const })));
    await connect(t.database.db, notCounted[0]!.id, hub.id);
    // Requests that are not connections: waiting, declined, cancelled, removed.
    await t.database.db.insert(profileRequests).values(
      (['pending', 'declined', 'cancelled', 'removed'] as const).map((status, i) => ({ senderId: notCounted[i + 1]!.id, receiverId: hub.id, status })),
    );

    expect(await freshCounts()).toEqual({ success: true, counts: [] });

    // The 100th of each.
    const [hundredth] = await insertMembers(1, verifiedActive);
    await connect(t.database.db, hundredth!.id, hub.id);
    // Counted at most every 10 minutes: the answer of a moment ago still stands.
    clock.advance(1000);
    expect((await ask()).json()).toEqual({ success: true, counts: [] });
    expect(await freshCounts()).toEqual({ success: true, counts: hundredPlus });

    // One connection ends: 99 connections are not claimed, the 100 verified profiles still are.
    await t.database.db.update(profileRequests).set({ status: 'removed' }).where(eq(profileRequests.senderId, hundredth!.id));
    expect(await freshCounts()).toEqual({ success: true, counts: [hundredPlus[0]] });

    // One member is suspended: 99 verified profiles, and no count is left to show (the home page draws no band).
    await t.database.db.update(users).set({ status: 'Suspended' }).where(eq(users.id, hundredth!.id));
    expect(await freshCounts()).toEqual({ success: true, counts: [] });
  });
});
