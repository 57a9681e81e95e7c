import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@sakinah/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildMember, connect, givePlan, signIn, signInAdmin } from '../../test/factories';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app, t.database.db);
});
afterAll(async () => t.close());

async function pair() {
  const a = await buildMember(t.database.db, { status: 'Active', gender: 'male', caste: 'Ansari', casteInterestedIn: ['Syed'] });
  const b = await buildMember(t.database.db, { status: 'Active', gender: 'female', caste: 'Syed', casteInterestedIn: ['Ansari'] });
  await givePlan(t.database.db, a.id);
  await givePlan(t.database.db, b.id);
  return { a, b, ca: await signIn(t.app, a.email), cb: await signIn(t.app, b.email) };
}
const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const listed = async (cookie: string, id: string) =>
  (await call(cookie, 'GET', '/api/featured-profiles')).json().profiles.some((p: { id: string }) => p.id === id);

describe('block', () => {
  it('both lose each other at once: listings, profiles, requests, conversations; unblock restores', async () => {
    const { a, b, ca, cb } = await pair();
    expect(await listed(ca, b.id)).toBe(true);
    const pending = (await call(ca, 'POST', '/api/send-request', { receiverId: b.id })).json().request;
    expect((await call(cb, 'POST', `/api/block/${a.id}`)).json().message).toBe(MSG.blocked);
    expect(await listed(ca, b.id)).toBe(false);
    expect(await listed(cb, a.id)).toBe(false);
    expect((await call(ca, 'GET', `/api/user/${b.id}`)).statusCode).toBe(404);
    expect((await call(cb, 'GET', `/api/user/${a.id}`)).statusCode).toBe(404);
    expect((await call(cb, 'GET', `/api/received-requests/${b.id}`)).json().data.incomingRequests.list).toHaveLength(0);
    expect((await call(cb, 'PUT', `/api/respond-request/${pending.id}`, { action: 'accepted' })).statusCode).toBe(409);
    expect((await call(ca, 'POST', '/api/send-request', { receiverId: b.id })).statusCode).toBe(404);
    const blocked = (await call(cb, 'GET', '/api/blocked-users')).json().users;
    expect(blocked.map((u: { id: string }) => u.id)).toEqual([a.id]);
    // No picture of someone she blocked (/media refuses it to her): the list shows initials.
    expect(blocked[0].avatar).toBeNull();
    expect((await call(cb, 'DELETE', `/api/block/${a.id}`)).json().message).toBe(MSG.unblocked);
    expect(await listed(ca, b.id)).toBe(true);
  });

  it('ends a connection and its conversation', async () => {
    const { a, b, ca, cb } = await pair();
    await connect(t.database.db, a.id, b.id);
    expect((await call(ca, 'POST', `/api/messages/${b.id}`, { clientId: 'blockcase0001', text: 'salaam' })).statusCode).toBe(201);
    await call(ca, 'POST', `/api/block/${b.id}`);
    expect((await call(ca, 'POST', `/api/messages/${b.id}`, { clientId: 'blockcase0002', text: 'again' })).statusCode).toBe(403);
    expect((await call(cb, 'GET', `/api/messages/${a.id}`)).statusCode).toBe(403);
    expect((await call(cb, 'GET', '/api/conversations')).json().conversations).toHaveLength(0);
    expect((await call(ca, 'GET', `/api/all-approved-requests/${a.id}`)).json().requests).toHaveLength(0);
  });

  it('blocks and reports only someone she can see or has crossed paths with: an id alone is 404 and reveals no name', async () => {
    const { a, ca } = await pair();
    const pending = await buildMember(t.database.db, { status: 'Pending', gender: 'female', caste: 'Syed', casteInterestedIn: ['Ansari'] });
    const notHerMatch = await buildMember(t.database.db, { status: 'Active', gender: 'female', caste: 'Khan', casteInterestedIn: ['Ansari'] });
    for (const stranger of [pending, notHerMatch]) {
      const blocked = await call(ca, 'POST', `/api/block/${stranger.id}`);
      expect(blocked.statusCode).toBe(404);
      expect(blocked.json().message).toBe(MSG.userNotAvailable);
      expect((await call(ca, 'POST', `/api/report/${stranger.id}`, { reason: 'fake_profile' })).statusCode).toBe(404);
    }
    expect((await call(ca, 'GET', '/api/blocked-users')).json().users).toEqual([]);
    expect((await call(ca, 'GET', '/api/my-reports')).json().reports).toEqual([]);
    // Someone who asked her once and has paused her account since can still be blocked and reported.
    const asker = await buildMember(t.database.db, { status: 'Active', gender: 'female', caste: 'Khan', casteInterestedIn: ['Ansari'] });
    await connect(t.database.db, asker.id, a.id, 'pending');
    await t.database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, asker.id));
    expect((await call(ca, 'POST', `/api/report/${asker.id}`, { reason: 'fake_profile' })).statusCode).toBeLessThan(300);
    expect((await call(ca, 'POST', `/api/block/${asker.id}`)).json().message).toBe(MSG.blocked);
    expect((await call(ca, 'GET', '/api/blocked-users')).json().users.map((u: { id: string }) => u.id)).toEqual([asker.id]);
  });

  it('refuses blocking oneself or nobody', async () => {
    const { a, ca } = await pair();
    expect((await call(ca, 'POST', `/api/block/${a.id}`)).json().message).toBe(MSG.blockSelf);
    expect((await call(ca, 'POST', '/api/block/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await call(ca, 'DELETE', '/api/block/00000000-0000-0000-0000-000000000000')).json().message).toBe(MSG.notBlocked);
    expect((await call(undefined, 'POST', `/api/block/${a.id}`)).statusCode).toBe(401);
  });
});

describe('report', () => {
  it('reaches the admin queue once per pair; the admin dismisses or suspends', async () => {
    const { a, b, ca, cb } = await pair();
    expect((await call(ca, 'POST', `/api/report/${b.id}`, { reason: 'nonsense' })).json().message).toBe(MSG.reportReasonRequired);
    const res = await call(ca, 'POST', `/api/report/${b.id}`, { reason: 'asking_for_money', note: 'Asked me to send money for a visa' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MSG.reported);
    expect((await call(ca, 'POST', `/api/report/${b.id}`, { reason: 'harassment' })).json().message).toBe(MSG.reportDuplicate);
    expect((await call(ca, 'POST', `/api/report/${a.id}`, { reason: 'other' })).json().message).toBe(MSG.reportSelf);

    const queue = (await call(adminCookie, 'GET', '/api/admin/reports')).json().reports;
    const mine = queue.find((r: { reported: { id: string } }) => r.reported.id === b.id);
    expect(mine).toMatchObject({ reason: 'asking_for_money', status: 'open', note: 'Asked me to send money for a visa' });
    expect((await call(ca, 'GET', '/api/admin/reports')).statusCode).toBe(403);
    // The reported member learns nothing of who reported them.
    const bView = await call(cb, 'GET', `/api/user/${a.id}`);
    expect(bView.body).not.toContain('asking_for_money');

    expect((await call(adminCookie, 'POST', `/api/admin/reports/${mine.id}/suspend`)).json().message).toBe(MSG.reportActioned);
    expect((await call(cb, 'GET', '/api/get-user')).statusCode).toBe(401);
    expect((await call(adminCookie, 'POST', `/api/admin/reports/${mine.id}/dismiss`)).statusCode).toBe(404);
  });
});

describe('invisible mode and deactivation', () => {
  it('invisible members leave every listing but keep browsing; their last-active time is hidden', async () => {
    const { a, b, ca, cb } = await pair();
    await call(cb, 'PUT', '/api/update-privacy-settings', { invisibleMode: true });
    expect(await listed(ca, b.id)).toBe(false);
    expect(await listed(cb, a.id)).toBe(true);
    // Strangers cannot open her profile either (one discovery rule); a connection can, without her activity.
    expect((await call(ca, 'GET', `/api/user/${b.id}`)).statusCode).toBe(404);
    await connect(t.database.db, a.id, b.id);
    const seen = await call(ca, 'GET', `/api/user/${b.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().user.lastActiveAt).toBeNull();
    expect((await call(cb, 'GET', '/api/get-user')).json().user.invisibleMode).toBe(true);
  });

  it('deactivation hides the profile and pauses everything until the member reactivates', async () => {
    const { a, b, ca, cb } = await pair();
    const other = await signIn(t.app, b.email);
    const res = await call(cb, 'POST', '/api/deactivate');
    expect(res.json()).toMatchObject({ message: MSG.deactivated, user: { deactivated: true } });
    expect((await call(other, 'GET', '/api/get-user')).statusCode).toBe(401);
    expect(await listed(ca, b.id)).toBe(false);
    expect((await call(ca, 'GET', `/api/user/${b.id}`)).statusCode).toBe(404);
    expect((await call(cb, 'GET', '/api/featured-profiles')).json().message).toBe(MSG.accountDeactivated);
    // Signing in again works; the member chooses to reactivate.
    const again = await signIn(t.app, b.email);
    expect((await call(again, 'GET', '/api/get-user')).json().user.deactivated).toBe(true);
    expect((await call(again, 'POST', '/api/reactivate')).json().message).toBe(MSG.reactivated);
    expect(await listed(ca, b.id)).toBe(true);
    expect((await call(again, 'POST', '/api/reactivate')).json().message).toBe(MSG.notDeactivated);
    void a;
  });

  it('a paused or suspended member leaves her partners\' lists at once, and comes back as she was', async () => {
    const { a, b, ca, cb } = await pair();
    await t.database.db.update(users).set({ photoPrivacy: 'private' }).where(eq(users.id, b.id));
    await connect(t.database.db, a.id, b.id);
    expect((await call(ca, 'POST', `/api/messages/${b.id}`, { clientId: 'pausedcase0001', text: 'salaam' })).statusCode).toBe(201);
    expect((await call(ca, 'POST', `/api/contact-exchange/${b.id}`)).statusCode).toBe(201);
    expect((await call(ca, 'POST', '/api/request-photo-access', { targetUserId: b.id })).statusCode).toBeLessThan(300);
    // What b's lists show of a: her conversation (unread), the connection, the contact exchange, the photo request.
    const listsOfB = async () => {
      const conversations = (await call(cb, 'GET', '/api/conversations')).json();
      return {
        conversations: conversations.conversations.map((c: { otherUserId: string; open: boolean }) => [c.otherUserId, c.open]),
        totalUnread: conversations.totalUnread,
        connections: (await call(cb, 'GET', `/api/all-approved-requests/${b.id}`)).json().requests.length,
        received: (await call(cb, 'GET', `/api/received-requests/${b.id}`)).json().data.requests.list.length,
        exchanges: (await call(cb, 'GET', '/api/contact-exchanges')).json().exchanges.length,
        photoRequests: (await call(cb, 'GET', '/api/photo-access-requests?status=pending')).json().requests.length,
      };
    };
    const whole = { conversations: [[a.id, true]], totalUnread: 1, connections: 1, received: 1, exchanges: 1, photoRequests: 1 };
    const none = { conversations: [], totalUnread: 0, connections: 0, received: 0, exchanges: 0, photoRequests: 0 };
    expect(await listsOfB()).toEqual(whole);

    expect((await call(ca, 'POST', '/api/deactivate')).statusCode).toBe(200);
    expect(await listsOfB()).toEqual(none);
    const aAgain = await signIn(t.app, a.email);
    expect((await call(aAgain, 'POST', '/api/reactivate')).statusCode).toBe(200);
    expect(await listsOfB()).toEqual(whole);

    expect((await call(adminCookie, 'POST', `/api/admin/members/${a.id}/suspend`, { reason: 'Checking a report' })).statusCode).toBe(200);
    expect(await listsOfB()).toEqual(none);
    expect((await call(adminCookie, 'POST', `/api/admin/members/${a.id}/reinstate`)).statusCode).toBe(200);
    expect(await listsOfB()).toEqual(whole);
  });
});
