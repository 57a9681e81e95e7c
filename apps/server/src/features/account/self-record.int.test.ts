import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@sakinah/contract';
import { images, photoAccessRequests, sessions, subscriptions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { statementsDuring } from '../../test/statements';
import { buildMember, givePlan, signIn } from '../../test/factories';

/**
 * GET /api/get-user reads the session and everything the member's own record shows in one statement
 * (self.repo.ts); the record must be the one loadSelf gives after a change, field for field.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const getUser = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/get-user', headers: cookie ? { cookie } : {} });
const day = 864e5;

/** A member with photos (one held), a plan in force and one queued, an ended plan and two photo requests. */
async function memberWithEverything() {
  const db = t.database.db;
  const member = await buildMember(db, { status: 'Active', gender: 'female' });
  const plan = await givePlan(db, member.id);
  const { id: _id, createdAt: _createdAt, ...base } = plan;
  await db.insert(subscriptions).values([
    { ...base, startsAt: new Date(Date.now() + 30 * day), endsAt: new Date(Date.now() + 60 * day) },
    { ...base, startsAt: new Date(Date.now() - 90 * day), endsAt: new Date(Date.now() - 60 * day) },
  ]);
  await db.insert(images).values([
    { userId: member.id, storageKey: `self-${member.id}-b`, width: 10, height: 10, position: 1 },
    { userId: member.id, storageKey: `self-${member.id}-a`, width: 10, height: 10, position: 0, held: true },
  ]);
  const [first, second] = [await buildMember(db, { status: 'Active' }), await buildMember(db, { status: 'Active' })];
  await db.insert(photoAccessRequests).values({ ownerId: member.id, requesterId: first.id, status: 'accepted', createdAt: new Date(Date.now() - day) });
  await db.insert(photoAccessRequests).values({ ownerId: member.id, requesterId: second.id, status: 'pending' });
  return { member, cookie: await signIn(t.app, member.email), requesters: [second.id, first.id] };
}

describe('the member\'s own record (GET /api/get-user)', () => {
  it('shows her photos in gallery order, her plans, the ended one only when none is in force, and photo requests newest first', async () => {
    const { member, cookie, requesters } = await memberWithEverything();
    const user = (await getUser(cookie)).json().user;
    expect(user.id).toBe(member.id);
    expect(user.images.map((url: string) => url.includes(`self-${member.id}-a`))).toEqual([true, false]);
    expect(user.subscription).toMatchObject({ planName: 'Test', isActive: true });
    expect(user.upcomingSubscriptions).toHaveLength(1);
    expect(user.expiredSubscription).toBeNull();
    expect(user.photoRequests).toEqual([{ userId: requesters[0], status: 'pending' }, { userId: requesters[1], status: 'accepted' }]);

    // Nothing in force (the plans withdrawn): the plan that ended last comes back for "Renew Now".
    await t.database.db.update(subscriptions).set({ isActive: false }).where(eq(subscriptions.userId, member.id));
    const after = (await getUser(cookie)).json().user;
    expect(after.subscription).toBeNull();
    expect(after.upcomingSubscriptions).toEqual([]);
    expect(after.expiredSubscription).toMatchObject({ isActive: false, planName: 'Test' });
  });

  it('is the record loadSelf gives after a change, field for field', async () => {
    const { cookie } = await memberWithEverything();
    const read = (await getUser(cookie)).json().user;
    const changed = await t.app.inject({ method: 'PATCH', url: '/api/notification-settings', headers: { cookie }, payload: { renewalReminders: read.renewalReminders } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user).toEqual(read);
  });

  it('costs one statement', async () => {
    const { cookie } = await memberWithEverything();
    await getUser(cookie); // the session's sliding expiry was just written at sign-in; nothing to write now
    const seen = await statementsDuring(t.database, async () => expect((await getUser(cookie)).statusCode).toBe(200));
    expect(seen).toHaveLength(1);
  });

  it('refuses a stranger, a forged or ended session and a suspended member with 401, as every signed-in route does', async () => {
    const anonymous = await getUser();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: MSG.notSignedIn });
    expect((await getUser('sid=forged-token')).statusCode).toBe(401);
    expect((await getUser(`sid=${'x'.repeat(500)}`)).statusCode).toBe(401);

    const { member, cookie } = await memberWithEverything();
    await t.database.db.update(users).set({ status: 'Suspended' }).where(eq(users.id, member.id));
    expect((await getUser(cookie)).json()).toMatchObject({ success: false, message: MSG.notSignedIn });
    await t.database.db.update(users).set({ status: 'Active' }).where(eq(users.id, member.id));
    expect((await getUser(cookie)).statusCode).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.userId, member.id));
    expect((await getUser(cookie)).statusCode).toBe(401);
  });
});
