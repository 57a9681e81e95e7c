import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@sakinah/contract';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, connect, givePlan, signIn } from '../../test/factories';
import { multipartBody, pngImage } from '../../test/images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function member(overrides: Parameters<typeof buildMember>[1] = {}) {
  const row = await buildMember(t.database.db, { status: 'Active', gender: 'female', caste: 'Syed', casteInterestedIn: ['Ansari'], ...overrides });
  await givePlan(t.database.db, row.id);
  return { member: row, cookie: await signIn(t.app, row.email) };
}
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('photo access requests', () => {
  it('request → owner accepts → photos visible → owner removes → 403 again', async () => {
    const owner = await member({ photoPrivacy: 'private' });
    const photo = multipartBody([{ filename: 'a.png', bytes: await pngImage() }]);
    const key = (await t.app.inject({ method: 'POST', url: '/api/upload-images', payload: photo.payload, headers: { ...photo.headers, cookie: owner.cookie } })).json().uploadedImages[0].key;
    const viewer = await member({ gender: 'male', caste: 'Ansari', casteInterestedIn: ['Syed'] });
    const media = () => call('GET', `/media/${key}-large.webp`, viewer.cookie);

    expect((await call('GET', `/api/check-photo-access/${owner.member.id}`, viewer.cookie)).json()).toMatchObject({ hasAccess: false, status: 'no_request' });
    expect((await media()).statusCode).toBe(403);
    const asked = await call('POST', '/api/request-photo-access', viewer.cookie, { targetUserId: owner.member.id });
    expect(asked.statusCode).toBe(201);
    expect((await call('POST', '/api/request-photo-access', viewer.cookie, { targetUserId: owner.member.id })).json().message).toBe(MSG.photoAccessDuplicate);
    expect((await call('GET', `/api/check-photo-access/${owner.member.id}`, viewer.cookie)).json().status).toBe('pending');

    const pending = (await call('GET', '/api/photo-access-requests?status=pending', owner.cookie)).json().requests;
    expect(pending).toHaveLength(1);
    expect(pending[0].requester).toMatchObject({ id: viewer.member.id, firstName: viewer.member.firstName });
    // Only the owner answers.
    expect((await call('PUT', `/api/respond-photo-request/${pending[0].id}`, viewer.cookie, { status: 'accepted' })).statusCode).toBe(403);
    const accepted = await call('PUT', `/api/respond-photo-request/${pending[0].id}`, owner.cookie, { status: 'accepted' });
    expect(accepted.json().message).toBe(MSG.photoRequestAccepted);
    expect((await media()).statusCode).toBe(200);
    expect((await call('GET', `/api/check-photo-access/${owner.member.id}`, viewer.cookie)).json()).toMatchObject({ hasAccess: true, status: 'accepted' });

    const approved = (await call('GET', '/api/photo-access-requests?status=accepted', owner.cookie)).json().requests;
    expect((await call('DELETE', `/api/remove-photo-access/${approved[0].id}`, viewer.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/remove-photo-access/${approved[0].id}`, owner.cookie)).json().message).toBe(MSG.accessRemoved);
    const revoked = await media();
    expect(revoked.statusCode).toBe(403);
    expect(revoked.headers['cache-control']).toBe('no-store');
    expect((await call('DELETE', `/api/remove-photo-access/${approved[0].id}`, owner.cookie)).statusCode).toBe(404);
  });

  it('rejected requests leave the list and cannot be asked again for 30 days; the requester may cancel a pending one', async () => {
    const owner = await member({ photoPrivacy: 'private' });
    const viewer = await member({ gender: 'male', caste: 'Ansari', casteInterestedIn: ['Syed'] });
    await call('POST', '/api/request-photo-access', viewer.cookie, { targetUserId: owner.member.id });
    const [pending] = (await call('GET', '/api/photo-access-requests', owner.cookie)).json().requests;
    expect((await call('PUT', `/api/respond-photo-request/${pending.id}`, owner.cookie, { status: 'rejected' })).json().message).toBe(MSG.photoRequestRejected);
    expect((await call('GET', '/api/photo-access-requests?status=pending', owner.cookie)).json().requests).toHaveLength(0);
    // A refusal ends the asking (D18): the same requester is refused for 30 days, nothing reaches the owner.
    const again = await call('POST', '/api/request-photo-access', viewer.cookie, { targetUserId: owner.member.id });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ success: false, message: MSG.photoAccessRefusedRecently(30) });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(29 * 24 * 3600);
    expect((await call('GET', '/api/photo-access-requests?status=pending', owner.cookie)).json().requests).toHaveLength(0);
    expect((await call('GET', `/api/check-photo-access/${owner.member.id}`, viewer.cookie)).json().status).toBe('no_request');
    const other = await member({ gender: 'male', caste: 'Ansari', casteInterestedIn: ['Syed'] });
    expect((await call('POST', '/api/request-photo-access', other.cookie, { targetUserId: owner.member.id })).statusCode).toBe(201);
    const cancel = await call('DELETE', '/api/cancel-photo-access-request', other.cookie, { targetUserId: owner.member.id });
    expect(cancel.json().message).toBe(MSG.photoAccessCancelled);
    expect((await call('DELETE', '/api/cancel-photo-access-request', other.cookie, { targetUserId: owner.member.id })).json().message).toBe(MSG.photoAccessNoPending);
    expect((await call('GET', `/api/check-photo-access/${owner.member.id}`, other.cookie)).json().status).toBe('no_request');
  });

  it("lists the requests to see my photos on my user record as photoRequests (userId, status), not the ones I made", async () => {
    const owner = await member({ photoPrivacy: 'private' });
    const first = await member({ gender: 'male', caste: 'Ansari', casteInterestedIn: ['Syed'] });
    const second = await member({ gender: 'male', caste: 'Ansari', casteInterestedIn: ['Syed'] });
    const self = async (cookie: string) => (await call('GET', '/api/get-user', cookie)).json().user.photoRequests;
    expect(await self(owner.cookie)).toEqual([]);
    await call('POST', '/api/request-photo-access', first.cookie, { targetUserId: owner.member.id });
    await call('POST', '/api/request-photo-access', second.cookie, { targetUserId: owner.member.id });
    const [request] = (await call('GET', '/api/photo-access-requests?status=pending', owner.cookie)).json().requests
      .filter((r: { requester: { id: string } }) => r.requester.id === first.member.id);
    await call('PUT', `/api/respond-photo-request/${request.id}`, owner.cookie, { status: 'accepted' });
    expect(await self(owner.cookie)).toEqual(
      expect.arrayContaining([
        { userId: first.member.id, status: 'accepted' },
        { userId: second.member.id, status: 'pending' },
      ]),
    );
    expect(await self(owner.cookie)).toHaveLength(2);
    expect(await self(first.cookie)).toEqual([]);
  });

  it('refuses asking oneself, a public album, a hidden member, and answering for someone else', async () => {
    const owner = await member({ photoPrivacy: 'public' });
    expect((await call('POST', '/api/request-photo-access', owner.cookie, { targetUserId: owner.member.id })).json().message).toBe(MSG.photoAccessSelf);
    const viewer = await member({ gender: 'male', caste: 'Ansari', casteInterestedIn: ['Syed'] });
    expect((await call('POST', '/api/request-photo-access', viewer.cookie, { targetUserId: owner.member.id })).json().message).toBe(MSG.photoAccessPublic);
    // Someone she may not discover (outside her castes) does not exist for her photo requests either.
    const elsewhere = await member({ photoPrivacy: 'private', caste: 'Qureshi' });
    expect((await call('POST', '/api/request-photo-access', viewer.cookie, { targetUserId: elsewhere.member.id })).json().message).toBe(MSG.userNotAvailable);
    expect((await call('GET', `/api/check-photo-access/${elsewhere.member.id}`, viewer.cookie)).statusCode).toBe(404);
    // A member not yet approved opens no profile, so learns nothing of anyone's photo settings either.
    const notApproved = await member({ status: 'Pending', gender: 'male', caste: 'Ansari', casteInterestedIn: ['Syed'] });
    const probe = await call('GET', `/api/check-photo-access/${owner.member.id}`, notApproved.cookie);
    expect(probe.statusCode).toBe(404);
    expect(probe.body).not.toContain('photoPrivacy');
    const hidden = await member({ photoPrivacy: 'private', profileVisibility: 'private' });
    expect((await call('POST', '/api/request-photo-access', viewer.cookie, { targetUserId: hidden.member.id })).statusCode).toBe(404);
    expect((await call('PUT', '/api/respond-photo-request/not-an-id', viewer.cookie, { status: 'accepted' })).statusCode).toBe(404);
    expect((await call('POST', '/api/request-photo-access', undefined, { targetUserId: owner.member.id })).statusCode).toBe(401);
  });
});

describe('privacy settings', () => {
  it('photo privacy says what it set; unknown values change nothing', async () => {
    const { member: me, cookie } = await member();
    const res = await call('PUT', '/api/update-photo-privacy', cookie, { photoPrivacy: 'public' });
    expect(res.json().message).toBe('Photo privacy set to public');
    for (const bad of [{ photoPrivacy: 'friends' }, {}, { photoPrivacy: 1 }]) {
      expect((await call('PUT', '/api/update-photo-privacy', cookie, bad)).statusCode).toBe(400);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.photoPrivacy).toBe('public');
  });

  it('account privacy, visibility, activity and searchable take effect at once', async () => {
    const owner = await member({ photoPrivacy: 'public' });
    const viewer = await member({ gender: 'male', caste: 'Ansari', casteInterestedIn: ['Syed'] });
    const listed = async () => (await call('GET', '/api/featured-profiles', viewer.cookie)).json().profiles.some((p: { id: string }) => p.id === owner.member.id);
    expect(await listed()).toBe(true);
    expect((await call('GET', `/api/user/${owner.member.id}`, viewer.cookie)).json().user.lastActiveAt).not.toBeNull();

    const set = (body: object) => call('PUT', '/api/update-privacy-settings', owner.cookie, body);
    expect((await set({ activityStatus: false })).json().message).toBe(MSG.privacySaved);
    expect((await call('GET', `/api/user/${owner.member.id}`, viewer.cookie)).json().user.lastActiveAt).toBeNull();

    // Not searchable: out of the listing, and so not there for strangers at all (one discovery rule).
    await set({ searchable: false });
    expect(await listed()).toBe(false);
    expect((await call('GET', `/api/user/${owner.member.id}`, viewer.cookie)).statusCode).toBe(404);

    await set({ searchable: true, accountPrivacy: 'private' });
    expect((await call('GET', `/api/user/${owner.member.id}`, viewer.cookie)).statusCode).toBe(403);
    await connect(t.database.db, viewer.member.id, owner.member.id);
    expect((await call('GET', `/api/user/${owner.member.id}`, viewer.cookie)).statusCode).toBe(200);

    await set({ accountPrivacy: 'public', profileVisibility: 'private' });
    expect((await call('GET', `/api/user/${owner.member.id}`, viewer.cookie)).statusCode).toBe(403);
    expect(await listed()).toBe(false);
    await set({ profileVisibility: 'followers' });
    expect((await call('GET', `/api/user/${owner.member.id}`, viewer.cookie)).statusCode).toBe(200);

    for (const bad of [{ accountPrivacy: 'secret' }, { profileVisibility: 'everyone' }, { searchable: 'yes' }, {}, { role: 'admin' }]) {
      const res = await set(bad);
      expect(res.statusCode).toBe(400);
    }
  });
});
