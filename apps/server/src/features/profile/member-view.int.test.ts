import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@sakinah/contract';
import { contactExchanges, guardians, photoAccessRequests, planUsage, subscriptions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MATCH, buildMember, connect, signIn, activeMember, type MemberOverrides, type PlanLimits } from '../../test/factories';
import { multipartBody, pngImage } from '../../test/images';
import { pairKeyOf } from '../../core/member/pair-key.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** An approved member with a plan; brides by default, and `seeker` makes grooms who can discover them. */
const active = (overrides: MemberOverrides = {}, plan: PlanLimits = {}) =>
  activeMember(t.app, t.database.db, { ...MATCH.bride, ...overrides }, plan);
async function withPhoto(cookie: string) {
  const body = multipartBody([{ filename: 'me.png', bytes: await pngImage() }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/upload-images', payload: body.payload, headers: { ...body.headers, cookie } });
  return res.json().uploadedImages[0].key as string;
}
const seeker = (overrides: MemberOverrides = {}, plan: PlanLimits = {}) => active({ ...MATCH.groom, ...overrides }, plan);
const view = (cookie: string, id: string) => t.app.inject({ method: 'GET', url: `/api/user/${id}`, headers: { cookie } });

describe('GET /api/user/{id}', () => {
  it('shows public fields only; private photos as a blur; no contact details to strangers', async () => {
    const owner = await active({ photoPrivacy: 'private', city: 'Lucknow', aboutMe: 'Hello there' });
    const key = await withPhoto(owner.cookie);
    const viewer = await seeker();
    const res = await view(viewer.cookie, owner.member.id);
    expect(res.statusCode).toBe(200);
    const user = res.json().user;
    expect(user).toMatchObject({ id: owner.member.id, city: 'Lucknow', aboutMe: 'Hello there', photosLocked: true, images: [], email: null, contactNo: null, photoCount: 1 });
    expect(user.avatar).toBe(`/media/${key}-blur.webp`);
    expect(res.body).not.toContain(owner.member.email);
    expect(res.body).not.toContain(owner.member.contactNo!);
    expect(res.body).not.toMatch(/argon2|passwordHash|accountPrivacy|searchable/);
    expect(res.json().relation).toMatchObject({ connected: false, photoAccess: 'no_request' });
  });

  it('shows photos once access is accepted, and contact details only once both agreed (on a plan that includes them)', async () => {
    const owner = await active({ photoPrivacy: 'private' });
    const key = await withPhoto(owner.cookie);
    const viewer = await seeker({}, { canSeeContactInfo: true });
    await t.database.db.insert(photoAccessRequests).values({ ownerId: owner.member.id, requesterId: viewer.member.id, status: 'accepted' });
    await connect(t.database.db, viewer.member.id, owner.member.id);
    const connectedOnly = await view(viewer.cookie, owner.member.id);
    expect(connectedOnly.json().user).toMatchObject({ photosLocked: false, email: null, contactNo: null });
    expect(connectedOnly.json().relation).toMatchObject({ connected: true, contactExchange: null, contactVisible: false, contactNeedsPlan: false });
    expect(connectedOnly.body).not.toContain(owner.member.email);
    await t.database.db.insert(contactExchanges).values({ pairKey: pairKeyOf(owner.member.id, viewer.member.id), requesterId: owner.member.id, status: 'accepted' });
    const res = await view(viewer.cookie, owner.member.id);
    const user = res.json().user;
    expect(res.json().relation).toMatchObject({ contactExchange: { status: 'accepted', requesterId: owner.member.id }, contactVisible: true });
    expect(user.photosLocked).toBe(false);
    expect(user.images).toEqual([{ url: `/media/${key}-large.webp`, thumbUrl: `/media/${key}-small.webp`, isAvatar: true }]);
    expect(user.email).toBe(owner.member.email);
    expect(user.contactNo).toBe(owner.member.contactNo);
    const media = await t.app.inject({ method: 'GET', url: `/media/${key}-large.webp`, headers: { cookie: viewer.cookie } });
    expect(media.statusCode).toBe(200);
  });

  it('a connection on a plan without contact details sees none', async () => {
    const owner = await active();
    const viewer = await seeker({}, { canSeeContactInfo: false });
    await connect(t.database.db, owner.member.id, viewer.member.id);
    await t.database.db.insert(contactExchanges).values({ pairKey: pairKeyOf(owner.member.id, viewer.member.id), requesterId: owner.member.id, status: 'accepted' });
    const res = await view(viewer.cookie, owner.member.id);
    expect(res.json().user).toMatchObject({ email: null, contactNo: null });
    // Both agreed: the page says the plan is what is missing, not how to ask.
    expect(res.json().relation).toMatchObject({ contactVisible: false, contactNeedsPlan: true });
  });

  it('a private account needs an accepted request', async () => {
    const owner = await active({ accountPrivacy: 'private' });
    const viewer = await seeker();
    const res = await view(viewer.cookie, owner.member.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.privateProfile);
    await connect(t.database.db, viewer.member.id, owner.member.id, 'pending');
    expect((await view(viewer.cookie, owner.member.id)).statusCode).toBe(403);
    await t.database.db.delete((await import('../../db/schema')).profileRequests);
    await connect(t.database.db, viewer.member.id, owner.member.id, 'accepted');
    expect((await view(viewer.cookie, owner.member.id)).statusCode).toBe(200);
  });

  it('hides members who are not approved, deleted, or hidden; owners and admins always see', async () => {
    const viewer = await seeker();
    const pending = await buildMember(t.database.db, { status: 'Pending' });
    const res = await view(viewer.cookie, pending.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.userNotAvailable);
    // A profile nobody may list is not there for a stranger; to a connection it says it is hidden.
    const hidden = await active({ profileVisibility: 'private' });
    expect((await view(viewer.cookie, hidden.member.id)).json().message).toBe(MSG.userNotAvailable);
    const friend = await seeker();
    await connect(t.database.db, friend.member.id, hidden.member.id);
    expect((await view(friend.cookie, hidden.member.id)).json().message).toBe(MSG.profileNotVisible);
    expect((await view(hidden.cookie, hidden.member.id)).statusCode).toBe(200);
    const admin = await buildMember(t.database.db, { role: 'admin', status: 'Active' });
    const adminCookie = await signIn(t.app, admin.email);
    expect((await view(adminCookie, pending.id)).statusCode).toBe(200);
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1' or '1'='1"]) {
      expect((await view(viewer.cookie, encodeURIComponent(id))).statusCode).toBe(404);
    }
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, hidden.member.id));
    expect((await view(viewer.cookie, hidden.member.id)).statusCode).toBe(404);
  });

  it('needs a session and a plan', async () => {
    const owner = await active();
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${owner.member.id}` })).statusCode).toBe(401);
    const unpaid = await buildMember(t.database.db, { status: 'Active', ...MATCH.groom });
    const res = await view(await signIn(t.app, unpaid.email), owner.member.id);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(MSG.paymentRequiredText);
  });

  it('enforces the plan\'s profile views: distinct profiles per period', async () => {
    const a = await active();
    const b = await active();
    const viewer = await seeker({}, { maxProfileViews: 1 });
    expect((await view(viewer.cookie, a.member.id)).statusCode).toBe(200);
    const second = await view(viewer.cookie, b.member.id);
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ message: MSG.profileViewLimit, code: 'PLAN_LIMIT' });
    expect((await view(viewer.cookie, a.member.id)).statusCode).toBe(200);
  });

  it('enforces the plan\'s photo views', async () => {
    const a = await active({ photoPrivacy: 'public' });
    await withPhoto(a.cookie);
    const b = await active({ photoPrivacy: 'public' });
    await withPhoto(b.cookie);
    const viewer = await seeker({}, { maxPhotosViews: 1 });
    expect((await view(viewer.cookie, a.member.id)).json().user.photosLocked).toBe(false);
    const second = (await view(viewer.cookie, b.member.id)).json().user;
    expect(second).toMatchObject({ photosLocked: true, photosLimitReached: true, photosLimitMessage: MSG.photoViewLimit });
  });

  it('full-size photos fetched straight from /media spend the plan\'s photo views as the profile view does', async () => {
    const members = [await active({ photoPrivacy: 'public' }), await active({ photoPrivacy: 'public' }), await active({ photoPrivacy: 'public' })];
    const [keyA, keyB, keyC] = [await withPhoto(members[0]!.cookie), await withPhoto(members[1]!.cookie), await withPhoto(members[2]!.cookie)];
    const [a, b, c] = members.map((m) => m.member.id);
    const viewer = await seeker({}, { maxPhotosViews: 2 });
    const media = (key: string, variant: 'large' | 'small') => t.app.inject({ method: 'GET', url: `/media/${key}-${variant}.webp`, headers: { cookie: viewer.cookie } });
    // Opened through her profile: counted once, and her gallery costs nothing more.
    expect((await view(viewer.cookie, a!)).json().user.photosLocked).toBe(false);
    expect((await media(keyA, 'large')).statusCode).toBe(200);
    // Straight from /media (a card's address with -large): the second of two.
    expect((await media(keyB, 'large')).statusCode).toBe(200);
    const third = await media(keyC, 'large');
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ success: false, message: MSG.photoViewLimit });
    // The card's small picture is not a gallery: still open.
    expect((await media(keyC, 'small')).statusCode).toBe(200);
    // The profile views agree: b's photos are hers already, c's are over the limit.
    expect((await view(viewer.cookie, b!)).json().user.photosLocked).toBe(false);
    expect((await view(viewer.cookie, c!)).json().user).toMatchObject({ photosLocked: true, photosLimitReached: true });
    // Without a plan in force, no gallery at all; the owner always sees her own.
    const noPlan = await buildMember(t.database.db, { status: 'Active', ...MATCH.groom });
    const noPlanCookie = await signIn(t.app, noPlan.email);
    expect((await t.app.inject({ method: 'GET', url: `/media/${keyA}-large.webp`, headers: { cookie: noPlanCookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/media/${keyA}-large.webp`, headers: { cookie: members[0]!.cookie } })).statusCode).toBe(200);

    // Her guardian (an address she may hold herself) gets no gallery of others, only of her: no way round the limit.
    const wali = await buildMember(t.database.db, { role: 'guardian', status: 'Active' });
    await t.database.db.insert(guardians).values({ memberId: viewer.member.id, email: wali.email, status: 'active', guardianUserId: wali.id });
    const waliCookie = await signIn(t.app, wali.email);
    const asGuardian = (key: string, variant: 'large' | 'small') => t.app.inject({ method: 'GET', url: `/media/${key}-${variant}.webp`, headers: { cookie: waliCookie } });
    const refused = await asGuardian(keyC, 'large');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: MSG.photoNotAllowed });
    expect((await asGuardian(keyA, 'large')).statusCode).toBe(403);
    // What her ward's cards show stays visible to her.
    expect((await asGuardian(keyC, 'small')).statusCode).toBe(200);
  });

  it('one discovery rule: what a member may not discover she cannot open, and it costs no view', async () => {
    const viewer = await seeker({}, { maxProfileViews: 1 });
    const sameGender = await active({ ...MATCH.groom });
    const otherCaste = await active({ caste: 'Qureshi' });
    const invisible = await active({ invisibleMode: true });
    const unsearchable = await active({ searchable: false });
    const followersOnly = await active({ profileVisibility: 'followers' });
    const paused = await active({ deactivatedAt: new Date() });
    const guardian = await buildMember(t.database.db, { role: 'guardian', status: 'Active', ...MATCH.bride });
    for (const id of [sameGender.member.id, otherCaste.member.id, invisible.member.id, unsearchable.member.id, followersOnly.member.id, paused.member.id, guardian.id]) {
      const res = await view(viewer.cookie, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: MSG.userNotAvailable });
      const asked = await t.app.inject({ method: 'POST', url: '/api/send-request', payload: { receiverId: id }, headers: { cookie: viewer.cookie } });
      expect(asked.json().message).toBe(MSG.userNotAvailable);
    }
    // None of those spent her single profile view.
    const match = await active();
    expect((await view(viewer.cookie, match.member.id)).statusCode).toBe(200);
    // And what she can open, she can ask.
    const asked = await t.app.inject({ method: 'POST', url: '/api/send-request', payload: { receiverId: match.member.id }, headers: { cookie: viewer.cookie } });
    expect(asked.statusCode).toBe(201);
  });

  it('someone who asked her stays viewable to her even outside her interests', async () => {
    const viewer = await seeker();
    const suitor = await active({ caste: 'Qureshi' });
    expect((await view(viewer.cookie, suitor.member.id)).statusCode).toBe(404);
    await connect(t.database.db, suitor.member.id, viewer.member.id, 'pending');
    expect((await view(viewer.cookie, suitor.member.id)).statusCode).toBe(200);
  });

  it('reads the session with the member looked at: strangers, dead sessions, suspended members and guardians as on any route', async () => {
    const owner = await active();
    for (const cookie of ['sid=not-a-session', `sid=${'x'.repeat(300)}`]) {
      for (const id of [owner.member.id, 'not-an-id', 'x'.repeat(80)]) {
        const res = await view(cookie, id);
        expect(res.statusCode, `${cookie} ${id}`).toBe(401);
        expect(res.json().message).toBe(MSG.notSignedIn);
      }
    }
    const suspended = await seeker();
    expect((await view(suspended.cookie, owner.member.id)).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: 'Suspended' }).where(eq(users.id, suspended.member.id));
    expect((await view(suspended.cookie, owner.member.id)).statusCode).toBe(401);
    const guardian = await buildMember(t.database.db, { status: 'Active', role: 'guardian' });
    const guardianRes = await view(await signIn(t.app, guardian.email), owner.member.id);
    expect(guardianRes.statusCode).toBe(403);
    expect(guardianRes.json().message).toBe(MSG.guardianReadOnly);
  });

  it('an id in capitals names the same member, and herself is herself', async () => {
    const owner = await active();
    const viewer = await seeker();
    const upper = await view(viewer.cookie, owner.member.id.toUpperCase());
    expect(upper.statusCode).toBe(200);
    expect(upper.json().user.id).toBe(owner.member.id);
    expect(upper.json().relation.isSelf).toBe(false);
    const self = await view(owner.cookie, owner.member.id.toUpperCase());
    expect(self.statusCode).toBe(200);
    expect(self.json().relation.isSelf).toBe(true);
  });

  it('writes nothing on a plan without limits (nothing would read it), and counts on a plan with them', async () => {
    const owner = await active();
    const unlimited = await seeker();
    const limited = await seeker({}, { maxProfileViews: 5 });
    expect((await view(unlimited.cookie, owner.member.id)).statusCode).toBe(200);
    expect((await view(limited.cookie, owner.member.id)).statusCode).toBe(200);
    const used = await t.database.db.select({ subscriptionId: planUsage.subscriptionId }).from(planUsage).where(eq(planUsage.subjectId, owner.member.id));
    expect(used).toHaveLength(1);
    const [limitedPlan] = await t.database.db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, limited.member.id));
    expect(used[0]!.subscriptionId).toBe(limitedPlan!.id);
  });

  it('a view is one statement; on a limited plan a repeat view is one too, while a new profile is still counted', async () => {
    const seen = await active({ photoPrivacy: 'public' });
    await withPhoto(seen.cookie);
    const other = await active();
    const limited = await seeker({}, { maxProfileViews: 1, maxPhotosViews: 1 });
    const statementsOf = async (cookie: string, id: string) => {
      let count = 0;
      const stop = t.database.observeQueries(() => void (count += 1));
      try {
        const res = await view(cookie, id);
        return { count, res };
      } finally {
        stop();
      }
    };
    const unlimited = await seeker();
    expect((await statementsOf(unlimited.cookie, seen.member.id)).count).toBe(1);
    // The first view counts the profile and the photos, under their locks.
    const first = await statementsOf(limited.cookie, seen.member.id);
    expect(first.res.json().user.photosLocked).toBe(false);
    expect(first.count).toBeGreaterThan(1);
    // Seen again: both uses came with the view's own statement.
    const again = await statementsOf(limited.cookie, seen.member.id);
    expect(again.res.statusCode).toBe(200);
    expect(again.res.json().user.photosLocked).toBe(false);
    expect(again.count).toBe(1);
    // Another profile still meets the limit.
    const refused = await view(limited.cookie, other.member.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: MSG.profileViewLimit });
  });
});
