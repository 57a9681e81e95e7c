import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@sakinah/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, connect, cookieFrom, givePlan, signIn, testClock } from '../../test/factories';

const clock = testClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => t.close());

const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

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
});
