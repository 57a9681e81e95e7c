import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, PROFILE_VIEW_RETENTION_DAYS } from '@sakinah/contract';
import { blocks, profileViews, subscriptions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { statementsDuring } from '../../test/statements';
import { buildMember, givePlan, MATCH, signIn, testClock } from '../../test/factories';
import { viewRecorderOf } from './view-recorder';
import { expireProfileViews } from './viewers.service';

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => t.close());

type Side = 'bride' | 'groom';
/** An approved member with a plan in force holding these capability keys. */
async function member(side: Side, features: string[] = [], overrides: Parameters<typeof buildMember>[1] = {}) {
  const row = await buildMember(t.database.db, { ...MATCH[side], status: 'Active', isProfileComplete: true, firstName: side === 'bride' ? 'Amina' : 'Yusuf', ...overrides });
  const plan = await givePlan(t.database.db, row.id);
  await t.database.db.update(subscriptions).set({ features }).where(eq(subscriptions.id, plan.id));
  return { row, cookie: await signIn(t.app, row.email) };
}

const get = (cookie: string | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const view = async (viewerCookie: string, ownerId: string) => {
  const res = await get(viewerCookie, `/api/user/${ownerId}`);
  expect(res.statusCode).toBe(200);
};
const flush = () => viewRecorderOf(t.app.ctx)!.flush();
const rowsFor = (viewedId: string) => t.database.db.select().from(profileViews).where(eq(profileViews.viewedId, viewedId));

describe('recording profile views', () => {
  it('buffers views in memory and writes them in one batch; repeated views add up, the latest time wins', async () => {
    const owner = await member('bride', ['whoIsInterested']);
    const a = await member('groom');
    const b = await member('groom');
    await flush();
    await view(a.cookie, owner.row.id);
    clock.advance(1000);
    await view(a.cookie, owner.row.id);
    await view(b.cookie, owner.row.id);
    // Nothing written on the page's path: the buffer holds one entry per pair.
    expect(viewRecorderOf(t.app.ctx)!.pending()).toBe(2);
    expect(await rowsFor(owner.row.id)).toHaveLength(0);
    await flush();
    expect(viewRecorderOf(t.app.ctx)!.pending()).toBe(0);
    const rows = await rowsFor(owner.row.id);
    expect(rows.find((r) => r.viewerId === a.row.id)).toMatchObject({ count: 2, lastViewedAt: clock.now() });
    expect(rows.find((r) => r.viewerId === b.row.id)).toMatchObject({ count: 1 });
    // A later batch increments the stored count.
    clock.advance(1000);
    await view(a.cookie, owner.row.id);
    await flush();
    expect((await rowsFor(owner.row.id)).find((r) => r.viewerId === a.row.id)).toMatchObject({ count: 3, lastViewedAt: clock.now() });
  });

  it('does not record oneself, admins, guardians or a member browsing invisibly', async () => {
    const owner = await member('bride', ['whoIsInterested']);
    const admin = await buildMember(t.database.db, { role: 'admin', status: 'Active' });
    const adminCookie = await signIn(t.app, admin.email);
    const invisible = await member('groom', [], { invisibleMode: true });
    await view(owner.cookie, owner.row.id);
    await view(adminCookie, owner.row.id);
    await view(invisible.cookie, owner.row.id);
    await flush();
    expect(await rowsFor(owner.row.id)).toHaveLength(0);
  });

  it('a refused view (a block) is not recorded', async () => {
    const owner = await member('bride', ['whoIsInterested']);
    const blocked = await member('groom');
    await t.database.db.insert(blocks).values({ blockerId: owner.row.id, blockedId: blocked.row.id });
    expect((await get(blocked.cookie, `/api/user/${owner.row.id}`)).statusCode).toBe(404);
    await flush();
    expect(await rowsFor(owner.row.id)).toHaveLength(0);
  });

  it('the last views are written when the server closes', async () => {
    const other = await createTestApp({}, { now: clock.now });
    const owner = await buildMember(other.database.db, { ...MATCH.bride, status: 'Active', isProfileComplete: true });
    const viewer = await buildMember(other.database.db, { ...MATCH.groom, status: 'Active', isProfileComplete: true });
    await givePlan(other.database.db, viewer.id);
    const cookie = await signIn(other.app, viewer.email);
    expect((await other.app.inject({ method: 'GET', url: `/api/user/${owner.id}`, headers: { cookie } })).statusCode).toBe(200);
    await other.app.close();
    const rows = await other.database.db.select().from(profileViews).where(eq(profileViews.viewedId, owner.id));
    expect(rows).toHaveLength(1);
    await other.database.close();
  });
});

describe('who viewed me', () => {
  it('with whoIsInterested: the viewers newest first, as cards, paginated', async () => {
    const owner = await member('bride', ['whoIsInterested']);
    const viewers = [];
    for (let i = 0; i < 3; i += 1) {
      const v = await member('groom', [], { firstName: `Viewer${i}`, photoPrivacy: i === 0 ? 'public' : 'private' });
      viewers.push(v);
      await view(v.cookie, owner.row.id);
      clock.advance(60_000);
    }
    await flush();
    const first = await get(owner.cookie, '/api/profile-viewers?limit=2');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ success: true, locked: false, count: 3 });
    expect(body.viewers.map((v: { firstName: string }) => v.firstName)).toEqual(['Viewer2', 'Viewer1']);
    expect(body.viewers[0]).toMatchObject({ id: viewers[2]!.row.id, photosLocked: true, lastName: 'Khan' });
    expect(typeof body.viewers[0].viewedAt).toBe('string');
    expect(body.nextCursor).toEqual(expect.any(String));
    const second = (await get(owner.cookie, `/api/profile-viewers?limit=2&cursor=${body.nextCursor}`)).json();
    expect(second.viewers.map((v: { firstName: string }) => v.firstName)).toEqual(['Viewer0']);
    expect(second.viewers[0].photosLocked).toBe(false);
    expect(second.nextCursor).toBeNull();
  });

  it('a page is one statement after the session, and the locked count one too', async () => {
    const owner = await member('bride', ['whoIsInterested']);
    const locked = await member('bride', []);
    for (let i = 0; i < 3; i += 1) {
      const v = await member('groom', [], { firstName: `Counted${i}` });
      await view(v.cookie, owner.row.id);
      await view(v.cookie, locked.row.id);
    }
    await flush();
    for (const [who, url] of [[owner, '/api/profile-viewers?limit=2'], [locked, '/api/profile-viewers']] as const) {
      await get(who.cookie, url); // the session's sliding expiry, written at sign-in, is not due again
      const seen = await statementsDuring(t.database, async () => expect((await get(who.cookie, url)).json()).toMatchObject({ success: true, count: 3 }));
      expect(seen).toHaveLength(2);
    }
  });

  it('without the key: the count only, locked (the upgrade path)', async () => {
    const owner = await member('bride', ['dailySuggestions']);
    const v = await member('groom');
    await view(v.cookie, owner.row.id);
    await flush();
    const res = await get(owner.cookie, '/api/profile-viewers');
    expect(res.json()).toEqual({ success: true, locked: true, count: 1, viewers: [], nextCursor: null });
    // A member with no plan at all gets the same.
    const plain = await buildMember(t.database.db, { ...MATCH.bride, status: 'Active' });
    expect((await get(await signIn(t.app, plain.email), '/api/profile-viewers')).json()).toEqual({ success: true, locked: true, count: 0, viewers: [], nextCursor: null });
  });

  it('hides, at read time, viewers who went invisible, were blocked either way, paused, deleted or suspended', async () => {
    const owner = await member('bride', ['whoIsInterested']);
    const names = ['Stays', 'Invisible', 'BlockedByMe', 'BlockedMe', 'Paused', 'Deleted', 'Suspended'];
    const byName: Record<string, string> = {};
    for (const firstName of names) {
      const v = await member('groom', [], { firstName });
      byName[firstName] = v.row.id;
      await view(v.cookie, owner.row.id);
    }
    await flush();
    const shown = async () => {
      const body = (await get(owner.cookie, '/api/profile-viewers?limit=48')).json();
      return { count: body.count as number, names: (body.viewers as Array<{ firstName: string }>).map((v) => v.firstName).sort() };
    };
    expect(await shown()).toEqual({ count: names.length, names: [...names].sort() });
    const db = t.database.db;
    await db.update(users).set({ invisibleMode: true }).where(eq(users.id, byName.Invisible!));
    await db.insert(blocks).values({ blockerId: owner.row.id, blockedId: byName.BlockedByMe! });
    await db.insert(blocks).values({ blockerId: byName.BlockedMe!, blockedId: owner.row.id });
    await db.update(users).set({ deactivatedAt: clock.now() }).where(eq(users.id, byName.Paused!));
    await db.update(users).set({ deletedAt: clock.now() }).where(eq(users.id, byName.Deleted!));
    await db.update(users).set({ status: 'Suspended' }).where(eq(users.id, byName.Suspended!));
    expect(await shown()).toEqual({ count: 1, names: ['Stays'] });
    // Back out of invisible mode: shown again on the next request.
    await db.update(users).set({ invisibleMode: false }).where(eq(users.id, byName.Invisible!));
    expect(await shown()).toEqual({ count: 2, names: ['Invisible', 'Stays'] });
  });

  it('views older than the retention are not counted, and the expiry job deletes them', async () => {
    const owner = await member('bride', ['whoIsInterested']);
    const old = await member('groom', [], { firstName: 'Old' });
    const recent = await member('groom', [], { firstName: 'Recent' });
    await view(old.cookie, owner.row.id);
    await view(recent.cookie, owner.row.id);
    await flush();
    // The old one was seen just over the retention ago (sessions would not survive moving the clock that far).
    await t.database.db
      .update(profileViews)
      .set({ lastViewedAt: new Date(clock.now().getTime() - (PROFILE_VIEW_RETENTION_DAYS * DAY + 60_000)) })
      .where(eq(profileViews.viewerId, old.row.id));
    const body = (await get(owner.cookie, '/api/profile-viewers')).json();
    expect(body.count).toBe(1);
    expect(body.viewers.map((v: { firstName: string }) => v.firstName)).toEqual(['Recent']);
    expect(await expireProfileViews(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect((await rowsFor(owner.row.id)).map((r) => r.viewerId)).toEqual([recent.row.id]);
  });

  it('refuses anonymous callers, guardians, and forged cursors', async () => {
    const anonymous = await get(undefined, '/api/profile-viewers');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: MSG.notSignedIn });
    const guardian = await buildMember(t.database.db, { role: 'guardian', status: 'Active' });
    expect((await get(await signIn(t.app, guardian.email), '/api/profile-viewers')).statusCode).toBe(403);
    const owner = await member('bride', ['whoIsInterested']);
    for (const cursor of ['nope', Buffer.from('["x","y"]').toString('base64url'), 'a'.repeat(300)]) {
      const res = await get(owner.cookie, `/api/profile-viewers?cursor=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await get(owner.cookie, '/api/profile-viewers?limit=0')).statusCode).toBe(400);
  });

  it('an admin gets the locked answer (an admin has no plan and is never viewed as a match)', async () => {
    const admin = await buildMember(t.database.db, { role: 'admin', status: 'Active' });
    const res = await get(await signIn(t.app, admin.email), '/api/profile-viewers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ locked: true, viewers: [] });
  });
});
