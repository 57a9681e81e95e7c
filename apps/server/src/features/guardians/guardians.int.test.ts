import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@sakinah/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, connect, cookieFrom, givePlan, signIn, testClock } from '../../test/factories';
import { addressesIn, requester } from '../../test/requests';

const clock = testClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => t.close());

// Each request from an address of its own: the routes' per-address limits are not what these tests are about.
const nextIp = addressesIn(43);
const call = requester(() => t.app, nextIp);

async function inviteAndAccept(memberCookie: string, email: string) {
  expect((await call(memberCookie, 'POST', '/api/guardians', { email })).json().message).toBe(MSG.guardianInvited);
  const mail = (await call(undefined, 'GET', `/api/dev/outbox?to=${email}`)).json().messages[0];
  const token = /\/guardian\/accept\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  const res = await call(undefined, 'POST', `/api/guardian/accept/${token}`, { firstName: 'Abdul', lastName: 'Rahman', password: 'Wali#2026' });
  expect(res.statusCode).toBe(201);
  return { token, cookie: cookieFrom(res.headers['set-cookie']) };
}

describe('guardian (wali) access', () => {
  it('a guardian reads requests, and conversations only when allowed, and cannot write; removal ends access', async () => {
    const member = await buildMember(t.database.db, { status: 'Active', gender: 'female' });
    await givePlan(t.database.db, member.id);
    const memberCookie = await signIn(t.app, member.email);
    const suitor = await buildMember(t.database.db, { status: 'Active', gender: 'male' });
    await givePlan(t.database.db, suitor.id);
    await connect(t.database.db, suitor.id, member.id);
    await call(await signIn(t.app, suitor.email), 'POST', `/api/messages/${member.id}`, { clientId: 'wali-msg-00001', text: 'Assalamu alaikum' });

    const { token, cookie } = await inviteAndAccept(memberCookie, `wali.${member.id.slice(0, 6)}@example.com`);
    expect((await call(undefined, 'POST', `/api/guardian/accept/${token}`, { firstName: 'Abdul', lastName: 'Rahman', password: 'Wali#2026' })).json().message).toBe(MSG.guardianInviteInvalid);
    expect((await call(cookie, 'GET', '/api/get-user')).json().user.role).toBe('guardian');

    const members = (await call(cookie, 'GET', '/api/guardian/members')).json().members;
    expect(members).toEqual([expect.objectContaining({ memberId: member.id, canReadConversations: false })]);
    const requests = (await call(cookie, 'GET', `/api/guardian/members/${member.id}/requests`)).json().data;
    expect(requests.requests.list[0]).toMatchObject({ userId: suitor.id });
    expect((await call(cookie, 'GET', `/api/guardian/members/${member.id}/conversations`)).json().message).toBe(MSG.guardianNoConversations);

    const [link] = (await call(memberCookie, 'GET', '/api/guardians')).json().guardians;
    await call(memberCookie, 'PUT', `/api/guardians/${link.id}`, { canReadConversations: true });
    expect((await call(cookie, 'GET', `/api/guardian/members/${member.id}/conversations`)).json().conversations[0]).toMatchObject({ otherUserId: suitor.id });
    const thread = (await call(cookie, 'GET', `/api/guardian/members/${member.id}/messages/${suitor.id}`)).json();
    expect(thread.messages[0].text).toBe('Assalamu alaikum');

    // Read-only: nothing a member can do works for a guardian.
    for (const [method, url, body] of [
      ['POST', `/api/messages/${suitor.id}`, { clientId: 'guardian-write-1', text: 'hi' }],
      ['POST', '/api/send-request', { receiverId: suitor.id }],
      ['PUT', '/api/update-user', { firstName: 'Changed', email: 'x@example.com' }],
      ['GET', '/api/featured-profiles', undefined],
      ['POST', `/api/block/${suitor.id}`, undefined],
      ['DELETE', '/api/delete-user', undefined],
    ] as const) {
      const res = await call(cookie, method, url, body as object | undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(MSG.guardianReadOnly);
    }

    // Another member's data is out of reach.
    const stranger = await buildMember(t.database.db, { status: 'Active' });
    expect((await call(cookie, 'GET', `/api/guardian/members/${stranger.id}/requests`)).json().message).toBe(MSG.guardianNoAccess);
    // Members cannot use guardian views.
    expect((await call(memberCookie, 'GET', '/api/guardian/members')).statusCode).toBe(403);

    expect((await call(memberCookie, 'DELETE', `/api/guardians/${link.id}`)).json().message).toBe(MSG.guardianRemoved);
    expect((await call(cookie, 'GET', '/api/get-user')).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: `wali.${member.id.slice(0, 6)}@example.com`, password: 'Wali#2026' }, remoteAddress: '10.88.0.1' });
    const fresh = cookieFrom(again.headers['set-cookie']);
    expect((await call(fresh, 'GET', '/api/guardian/members')).json().members).toEqual([]);
    expect((await call(fresh, 'GET', `/api/guardian/members/${member.id}/requests`)).statusCode).toBe(403);
  });

  it('refuses inviting oneself, duplicates, and a member account as guardian', async () => {
    const member = await buildMember(t.database.db, { status: 'Active' });
    const cookie = await signIn(t.app, member.email);
    expect((await call(cookie, 'POST', '/api/guardians', { email: member.email })).json().message).toBe(MSG.guardianSelf);
    // A member's email is refused at once, with nothing mailed.
    const other = await buildMember(t.database.db);
    const memberEmail = await call(cookie, 'POST', '/api/guardians', { email: other.email });
    expect(memberEmail.statusCode).toBe(409);
    expect(memberEmail.json().message).toBe(MSG.guardianInviteMemberEmail);
    expect((await call(undefined, 'GET', `/api/dev/outbox?to=${other.email}`)).json().messages).toEqual([]);
    const waliEmail = `wali.${Date.now()}@example.com`;
    expect((await call(cookie, 'POST', '/api/guardians', { email: waliEmail })).statusCode).toBeLessThan(300);
    expect((await call(cookie, 'POST', '/api/guardians', { email: waliEmail })).json().message).toBe(MSG.guardianDuplicate);
    // The address became a member account after the invitation: accepting says so to the invitee.
    await buildMember(t.database.db, { email: waliEmail });
    const mail = (await call(undefined, 'GET', `/api/dev/outbox?to=${waliEmail}`)).json().messages[0];
    const token = /\/guardian\/accept\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect((await call(undefined, 'POST', `/api/guardian/accept/${token}`, { firstName: 'Other', lastName: 'Person', password: 'Wali#2026' })).json().message).toBe(MSG.guardianEmailTaken);
  });

  it('an invitation expires after 7 days; inviting again sends a fresh link that works', async () => {
    const member = await buildMember(t.database.db, { status: 'Active' });
    const cookie = await signIn(t.app, member.email);
    const email = `late.wali.${member.id.slice(0, 6)}@example.com`;
    await call(cookie, 'POST', '/api/guardians', { email });
    const first = /\/guardian\/accept\/([A-Za-z0-9_-]+)/.exec((await call(undefined, 'GET', `/api/dev/outbox?to=${email}`)).json().messages[0].text)![1]!;
    clock.advance(7 * 24 * 36e5 + 60_000);
    const late = await call(undefined, 'POST', `/api/guardian/accept/${first}`, { firstName: 'Late', lastName: 'Wali', password: 'Wali#2026' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ success: false, message: MSG.guardianInviteInvalid });

    expect((await call(cookie, 'POST', '/api/guardians', { email })).json().message).toBe(MSG.guardianInvited);
    const fresh = /\/guardian\/accept\/([A-Za-z0-9_-]+)/.exec((await call(undefined, 'GET', `/api/dev/outbox?to=${email}`)).json().messages[0].text)![1]!;
    expect(fresh).not.toBe(first);
    expect((await call(undefined, 'POST', `/api/guardian/accept/${first}`, { firstName: 'Late', lastName: 'Wali', password: 'Wali#2026' })).statusCode).toBe(400);
    expect((await call(undefined, 'POST', `/api/guardian/accept/${fresh}`, { firstName: 'Late', lastName: 'Wali', password: 'Wali#2026' })).statusCode).toBe(201);
  });

  it('one link accepted twice at once admits one guardian', async () => {
    const member = await buildMember(t.database.db, { status: 'Active' });
    const cookie = await signIn(t.app, member.email);
    const email = `twice.wali.${member.id.slice(0, 6)}@example.com`;
    await call(cookie, 'POST', '/api/guardians', { email });
    const token = /\/guardian\/accept\/([A-Za-z0-9_-]+)/.exec((await call(undefined, 'GET', `/api/dev/outbox?to=${email}`)).json().messages[0].text)![1]!;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call(undefined, 'POST', `/api/guardian/accept/${token}`, { firstName: 'Twice', lastName: 'Wali', password: 'Wali#2026' })),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode !== 201).every((res) => res.statusCode === 400)).toBe(true);
  });

  it('when the ward pauses or deletes her account, her guardian is told so plainly; other members and visitors are not', async () => {
    const ward = await buildMember(t.database.db, { status: 'Active', firstName: 'Ayesha' });
    const wardCookie = await signIn(t.app, ward.email);
    const guardian = await inviteAndAccept(wardCookie, `wali-left-${ward.id.slice(0, 8)}@example.com`);
    const home = async () => (await call(guardian.cookie, 'GET', '/api/guardian/members')).json().members.find((m: { memberId: string }) => m.memberId === ward.id);
    expect(await home()).toMatchObject({ firstName: 'Ayesha', accountState: 'active' });

    expect((await call(wardCookie, 'POST', '/api/deactivate')).statusCode).toBe(200);
    expect(await home()).toMatchObject({ firstName: 'Ayesha', accountState: 'deactivated' });
    expect((await call(guardian.cookie, 'GET', `/api/guardian/members/${ward.id}/requests`)).statusCode).toBe(200);

    const wardAgain = await signIn(t.app, ward.email);
    expect((await call(wardAgain, 'DELETE', '/api/delete-user')).statusCode).toBe(200);
    expect(await home()).toMatchObject({ accountState: 'deleted' });
    const gone = await call(guardian.cookie, 'GET', `/api/guardian/members/${ward.id}/requests`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ success: false, message: MSG.guardianWardDeleted });

    // Nobody else learns it: another member and a visitor are refused as before.
    const other = await buildMember(t.database.db, { status: 'Active' });
    expect((await call(await signIn(t.app, other.email), 'GET', `/api/guardian/members/${ward.id}/requests`)).statusCode).toBe(403);
    expect((await call(undefined, 'GET', `/api/guardian/members/${ward.id}/requests`)).statusCode).toBe(401);
  });

  it('the invitation page names who invited her and for whom, only with a live link', async () => {
    const ward = await buildMember(t.database.db, {
      status: 'Active', firstName: 'Ayesha', lastName: 'Rizvi', profileFor: 'daughter', accountHolder: 'father', accountHolderName: 'Iqbal Rizvi',
    });
    const wardCookie = await signIn(t.app, ward.email);
    const email = `wali-named-${ward.id.slice(0, 8)}@example.com`;
    await call(wardCookie, 'POST', '/api/guardians', { email });
    const mail = (await call(undefined, 'GET', `/api/dev/outbox?to=${email}`)).json().messages[0];
    expect(mail.text).toContain('Iqbal Rizvi has invited you to be a guardian (wali) for Ayesha');
    const token = /\/guardian\/accept\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const page = await call(undefined, 'GET', `/api/guardian/accept/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ success: true, invitation: { inviterName: 'Iqbal Rizvi', wardName: 'Ayesha', by: 'email', phone: null, hasAccount: false } });

    // Her own profile: she invited herself by her name.
    const own = await buildMember(t.database.db, { status: 'Active', firstName: 'Sana', lastName: 'Ansari', accountHolder: 'self' });
    const ownEmail = `wali-own-${own.id.slice(0, 8)}@example.com`;
    await call(await signIn(t.app, own.email), 'POST', '/api/guardians', { email: ownEmail });
    const ownToken = /\/guardian\/accept\/([A-Za-z0-9_-]+)/.exec((await call(undefined, 'GET', `/api/dev/outbox?to=${ownEmail}`)).json().messages[0].text)![1]!;
    expect((await call(undefined, 'GET', `/api/guardian/accept/${ownToken}`)).json().invitation).toEqual({ inviterName: 'Sana Ansari', wardName: 'Sana', by: 'email', phone: null, hasAccount: false });

    // A made-up link and a used one are refused alike, and tell nothing.
    const madeUp = await call(undefined, 'GET', '/api/guardian/accept/not-a-real-token');
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json()).toMatchObject({ success: false, message: MSG.guardianInviteInvalid });
    expect((await call(undefined, 'POST', `/api/guardian/accept/${token}`, { firstName: 'Iqbal', lastName: 'Rizvi', password: 'Wali#2026' })).statusCode).toBe(201);
    expect((await call(undefined, 'GET', `/api/guardian/accept/${token}`)).json()).toEqual(madeUp.json());
  });

  it('lists a guardian by the name and relation given, then by the name she chose; refuses an unknown relation', async () => {
    const ward = await buildMember(t.database.db, { status: 'Active' });
    const wardCookie = await signIn(t.app, ward.email);
    const email = `wali-rel-${ward.id.slice(0, 8)}@example.com`;
    const bad = await call(wardCookie, 'POST', '/api/guardians', { email, name: 'Iqbal', relation: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: MSG.guardianRelationInvalid });
    expect((await call(wardCookie, 'POST', '/api/guardians', { email, name: 'Iqbal', relation: 'father' })).statusCode).toBe(201);
    const listed = async () => (await call(wardCookie, 'GET', '/api/guardians')).json().guardians.find((g: { email: string }) => g.email === email);
    expect(await listed()).toMatchObject({ name: 'Iqbal', relation: 'father', status: 'invited' });
    const token = /\/guardian\/accept\/([A-Za-z0-9_-]+)/.exec((await call(undefined, 'GET', `/api/dev/outbox?to=${email}`)).json().messages[0].text)![1]!;
    await call(undefined, 'POST', `/api/guardian/accept/${token}`, { firstName: 'Iqbal', lastName: 'Rizvi', password: 'Wali#2026' });
    expect(await listed()).toMatchObject({ name: 'Iqbal Rizvi', relation: 'father', status: 'active' });
    // Without a name (older clients): still accepted, listed by the name chosen on accepting, or the address till then.
    const plain = `wali-plain-${ward.id.slice(0, 8)}@example.com`;
    expect((await call(wardCookie, 'POST', '/api/guardians', { email: plain })).statusCode).toBe(201);
    const guardians: Array<{ email: string }> = (await call(wardCookie, 'GET', '/api/guardians')).json().guardians;
    expect(guardians.find((g) => g.email === plain)).toMatchObject({ name: null, relation: null });
    // A visitor cannot list or invite; another member sees only her own (none).
    expect((await call(undefined, 'GET', '/api/guardians')).statusCode).toBe(401);
    expect((await call(undefined, 'POST', '/api/guardians', { email: 'x@example.com', name: 'X', relation: 'father' })).statusCode).toBe(401);
    const other = await buildMember(t.database.db, { status: 'Active' });
    expect((await call(await signIn(t.app, other.email), 'GET', '/api/guardians')).json().guardians).toEqual([]);
  });
});

