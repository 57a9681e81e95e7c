import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, PHONE_SIGN_IN_MSG } from '@sakinah/contract';
import { translate } from '@sakinah/contract/translate';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, cookieFrom, signIn, signInAdmin, testClock, uniquePhone } from '../../test/factories';
import { GUARDIAN_INVITES_PER_MEMBER_PER_DAY, GUARDIAN_INVITES_PER_NUMBER_PER_DAY } from './guardians.service';
import { addressesIn, requester, outboxOf } from '../../test/requests';

/**
 * Guardians by phone (issue 41, item 6): an invitation by WhatsApp or SMS through the OTP provider, accepted with a
 * code to the number, and the guardian's sign-in by number and code afterwards.
 */
const clock = testClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => t.close());

const nextIp = addressesIn(46);
const call = requester(() => t.app, nextIp);
const messagesTo = (phone: string) => outboxOf(t.app, phone);
const tokenIn = (text: string) => /\/guardian\/accept\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

async function ward(overrides: Parameters<typeof buildMember>[1] = {}) {
  const member = await buildMember(t.database.db, { status: 'Active', gender: 'female', firstName: 'Ayesha', lastName: 'Rizvi', ...overrides });
  return { member, cookie: await signIn(t.app, member.email) };
}

describe('guardians by phone', () => {
  it('invites by WhatsApp, accepts with a code, lists by name and masked number, and signs in later by number', async () => {
    const { member, cookie } = await ward();
    const phone = uniquePhone();
    const res = await call(cookie, 'POST', '/api/guardians', { phoneNumber: phone, channel: 'whatsapp', name: 'Iqbal Rizvi', relation: 'father' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: MSG.guardianInvitedWhatsApp });
    const sent = await messagesTo(phone);
    // Only the channel she chose, with the link, in the ward's language (English here).
    expect(sent.map((m) => m.channel)).toEqual(['whatsapp']);
    expect(sent[0]!.text).toContain('Ayesha Rizvi has invited you to be a guardian (wali) for Ayesha on Sakinah.');
    const token = tokenIn(sent[0]!.text);

    const listed = (await call(cookie, 'GET', '/api/guardians')).json().guardians;
    expect(listed).toEqual([expect.objectContaining({ name: 'Iqbal Rizvi', relation: 'father', email: null, channel: 'whatsapp', status: 'invited' })]);
    expect(listed[0].phone).toBe(`••••••${phone.slice(-4)}`);
    expect(JSON.stringify(listed)).not.toContain(phone);

    const page = (await call(undefined, 'GET', `/api/guardian/accept/${token}`)).json();
    expect(page.invitation).toEqual({ inviterName: 'Ayesha Rizvi', wardName: 'Ayesha', by: 'phone', phone: `••••••${phone.slice(-4)}`, hasAccount: false });

    // Without a code, with a wrong one, without a name: refused with the field named; the link still works.
    expect((await call(undefined, 'POST', `/api/guardian/accept/${token}`, { firstName: 'Iqbal', lastName: 'Rizvi' })).json()).toMatchObject({ success: false, message: MSG.guardianCodeRequired });
    const codeSent = await call(undefined, 'POST', `/api/guardian/accept/${token}/code`);
    expect(codeSent.json()).toMatchObject({ success: true, message: MSG.guardianCodeSent });
    const code = codeIn((await messagesTo(phone))[0]!.text);
    expect((await call(undefined, 'POST', `/api/guardian/accept/${token}`, { code })).json()).toMatchObject({ success: false, message: MSG.firstNameRequired });
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await call(undefined, 'POST', `/api/guardian/accept/${token}`, { firstName: 'Iqbal', lastName: 'Rizvi', code: wrong })).statusCode).toBe(400);
    // A sign-in code for the number does not accept the invitation (codes are bound to their purpose).
    const accepted = await call(undefined, 'POST', `/api/guardian/accept/${token}`, { firstName: 'Iqbal', lastName: 'Rizvi', code });
    expect(accepted.statusCode).toBe(201);
    const guardianCookie = cookieFrom(accepted.headers['set-cookie']);
    expect((await call(guardianCookie, 'GET', '/api/get-user')).json().user).toMatchObject({ role: 'guardian', firstName: 'Iqbal' });
    expect((await call(guardianCookie, 'GET', '/api/guardian/members')).json().members).toEqual([expect.objectContaining({ memberId: member.id })]);
    expect((await call(guardianCookie, 'GET', `/api/guardian/members/${member.id}/requests`)).statusCode).toBe(200);
    // Used: the link no longer works.
    expect((await call(undefined, 'GET', `/api/guardian/accept/${token}`)).json().message).toBe(MSG.guardianInviteInvalid);
    expect((await call(cookie, 'GET', '/api/guardians')).json().guardians[0]).toMatchObject({ status: 'active', name: 'Iqbal Rizvi' });

    // Later: signs in by number and code (guardian accounts are now served).
    clock.advance(2 * 60 * 1000);
    expect((await call(undefined, 'POST', '/api/send-login-code', { phoneNumber: phone })).json().message).toBe(PHONE_SIGN_IN_MSG.codeSent);
    const loginCode = codeIn((await messagesTo(phone))[0]!.text);
    const login = await call(undefined, 'POST', '/api/login-with-code', { phoneNumber: phone, code: loginCode });
    expect(login.json()).toMatchObject({ success: true, user: { role: 'guardian', firstName: 'Iqbal' } });
    // No mail goes to the address a phone-only account is given.
    const self = (await call(cookieFrom(login.headers['set-cookie']), 'GET', '/api/get-user')).json().user;
    expect((await call(undefined, 'GET', `/api/dev/outbox?to=${self.email}`)).json().messages).toEqual([]);
  });

  it('by SMS in the ward\'s language; a second ward joins the same guardian account with only a code', async () => {
    const phone = uniquePhone();
    const first = await ward({ language: 'ur', firstName: 'Zainab' });
    expect((await call(first.cookie, 'POST', '/api/guardians', { phoneNumber: phone, channel: 'sms', name: 'Iqbal', relation: 'father' })).json().message).toBe(translate('ur', 'guardianInvitedSms'));
    const [invitation] = await messagesTo(phone);
    expect(invitation!.channel).toBe('sms');
    expect(invitation!.text).toContain(translate('ur', 'guardianInvitePhoneText', { name: 'Zainab Rizvi', ward: 'Zainab', days: 7, url: '' }).slice(0, 20));
    const token = tokenIn(invitation!.text);
    await call(undefined, 'POST', `/api/guardian/accept/${token}/code`);
    const code = codeIn((await messagesTo(phone))[0]!.text);
    expect((await call(undefined, 'POST', `/api/guardian/accept/${token}`, { firstName: 'Iqbal', lastName: 'Rizvi', code })).statusCode).toBe(201);

    const second = await ward({ firstName: 'Maryam' });
    await call(second.cookie, 'POST', '/api/guardians', { phoneNumber: phone, channel: 'whatsapp' });
    const token2 = tokenIn((await messagesTo(phone))[0]!.text);
    // The number's guardian account's language (Urdu, the first ward's) now writes the invitation.
    expect((await messagesTo(phone))[0]!.text).not.toContain('has invited you');
    expect((await call(undefined, 'GET', `/api/guardian/accept/${token2}`)).json().invitation.hasAccount).toBe(true);
    clock.advance(2 * 60 * 1000);
    await call(undefined, 'POST', `/api/guardian/accept/${token2}/code`);
    const code2 = codeIn((await messagesTo(phone))[0]!.text);
    const joined = await call(undefined, 'POST', `/api/guardian/accept/${token2}`, { code: code2 });
    expect(joined.statusCode).toBe(201);
    const members = (await call(cookieFrom(joined.headers['set-cookie']), 'GET', '/api/guardian/members')).json().members;
    expect(members.map((m: { memberId: string }) => m.memberId).sort()).toEqual([first.member.id, second.member.id].sort());
  });

  it('a number shared with a member account signs in to the chooser', async () => {
    const father = await buildMember(t.database.db, { status: 'Active', firstName: 'Sana', accountHolder: 'father' });
    const phone = father.contactNo!;
    const { cookie } = await ward();
    await call(cookie, 'POST', '/api/guardians', { phoneNumber: phone, channel: 'whatsapp', name: 'Iqbal', relation: 'father' });
    const token = tokenIn((await messagesTo(phone))[0]!.text);
    await call(undefined, 'POST', `/api/guardian/accept/${token}/code`);
    const code = codeIn((await messagesTo(phone))[0]!.text);
    expect((await call(undefined, 'POST', `/api/guardian/accept/${token}`, { firstName: 'Iqbal', lastName: 'Rizvi', code })).statusCode).toBe(201);
    clock.advance(2 * 60 * 1000);
    await call(undefined, 'POST', '/api/send-login-code', { phoneNumber: phone });
    const res = await call(undefined, 'POST', '/api/login-with-code', { phoneNumber: phone, code: codeIn((await messagesTo(phone))[0]!.text) });
    expect(res.json()).toMatchObject({ message: PHONE_SIGN_IN_MSG.chooseProfile });
    expect(res.json().choice.profiles.map((p: { firstName: string; kind: string }) => `${p.firstName}:${p.kind}`).sort()).toEqual(['Iqbal:guardian', 'Sana:member']);
  });

  it('refuses bad input, her own number, duplicates and too many invitations with 4xx and a message, changing nothing', async () => {
    const { member, cookie } = await ward();
    const refusals: Array<[object, number, string]> = [
      [{ phoneNumber: '12345' }, 400, MSG.phoneInvalid],
      [{ phoneNumber: '+91 98765 43210' }, 400, MSG.phoneInvalid],
      [{ phoneNumber: uniquePhone(), channel: 'pigeon' }, 400, MSG.guardianChannelInvalid],
      [{}, 400, MSG.guardianEmailOrPhone],
      [{ email: 'wali@example.com', phoneNumber: uniquePhone() }, 400, MSG.guardianEmailAndPhone],
      [{ phoneNumber: member.contactNo! }, 400, MSG.guardianSelfPhone],
    ];
    for (const [body, status, message] of refusals) {
      const res = await call(cookie, 'POST', '/api/guardians', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    expect((await call(cookie, 'GET', '/api/guardians')).json().guardians).toEqual([]);
    // In her language: Hindi and Urdu.
    for (const language of ['hi', 'ur'] as const) {
      const speaker = await ward({ language });
      const res = await call(speaker.cookie, 'POST', '/api/guardians', { phoneNumber: speaker.member.contactNo });
      expect(res.json().message).toBe(translate(language, 'guardianSelfPhone'));
      expect(res.json().message).not.toBe(MSG.guardianSelfPhone);
    }

    const phone = uniquePhone();
    expect((await call(cookie, 'POST', '/api/guardians', { phoneNumber: phone })).statusCode).toBe(201);
    const again = await call(cookie, 'POST', '/api/guardians', { phoneNumber: phone, channel: 'sms' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.guardianDuplicate);
    expect(await messagesTo(phone)).toHaveLength(1);

    // Per number: others' invitations count too, told in the member's own limit's words.
    const target = uniquePhone();
    for (let i = 0; i < GUARDIAN_INVITES_PER_NUMBER_PER_DAY; i += 1) {
      expect((await call((await ward()).cookie, 'POST', '/api/guardians', { phoneNumber: target })).statusCode).toBe(201);
    }
    const over = await call((await ward()).cookie, 'POST', '/api/guardians', { phoneNumber: target });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, message: MSG.guardianInvitesTooMany });

    // Per member.
    const busy = await ward();
    for (let i = 0; i < GUARDIAN_INVITES_PER_MEMBER_PER_DAY; i += 1) expect((await call(busy.cookie, 'POST', '/api/guardians', { phoneNumber: uniquePhone() })).statusCode).toBe(201);
    const tooMany = await call(busy.cookie, 'POST', '/api/guardians', { phoneNumber: uniquePhone() });
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().message).toBe(MSG.guardianInvitesTooMany);
  });

  it('permissions: anonymous and a guardian cannot invite; another member and an admin cannot see or remove; links refuse alike', async () => {
    const { cookie } = await ward();
    const phone = uniquePhone();
    expect((await call(undefined, 'POST', '/api/guardians', { phoneNumber: phone })).statusCode).toBe(401);
    await call(cookie, 'POST', '/api/guardians', { phoneNumber: phone, name: 'Iqbal', relation: 'father' });
    const token = tokenIn((await messagesTo(phone))[0]!.text);
    await call(undefined, 'POST', `/api/guardian/accept/${token}/code`);
    const accepted = await call(undefined, 'POST', `/api/guardian/accept/${token}`, { firstName: 'Iqbal', lastName: 'Rizvi', code: codeIn((await messagesTo(phone))[0]!.text) });
    const guardianCookie = cookieFrom(accepted.headers['set-cookie']);
    expect((await call(guardianCookie, 'POST', '/api/guardians', { phoneNumber: uniquePhone() })).statusCode).toBe(403);

    const other = await ward();
    expect((await call(other.cookie, 'GET', '/api/guardians')).json().guardians).toEqual([]);
    // An admin's list is her own: no one else's guardians, nor their numbers.
    const admin = await signInAdmin(t.app, t.database.db);
    expect(JSON.stringify((await call(admin, 'GET', '/api/guardians')).json())).not.toContain(phone.slice(-4));
    const [link] = (await call(cookie, 'GET', '/api/guardians')).json().guardians;
    expect((await call(other.cookie, 'DELETE', `/api/guardians/${link.id}`)).statusCode).toBe(404);

    // A made-up link and an email invitation's link: the code route refuses, nothing is sent.
    for (const bad of ['made-up-token', 'x'.repeat(43)]) {
      const res = await call(undefined, 'POST', `/api/guardian/accept/${bad}/code`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.guardianInviteInvalid);
    }
    const email = `wali-${Date.now()}@example.com`;
    await call(cookie, 'POST', '/api/guardians', { email });
    const mailToken = tokenIn((await call(undefined, 'GET', `/api/dev/outbox?to=${email}`)).json().messages[0].text);
    expect((await call(undefined, 'POST', `/api/guardian/accept/${mailToken}/code`)).json().message).toBe(MSG.guardianInviteByEmail);
    // An email invitation without a password is refused with the field named.
    expect((await call(undefined, 'POST', `/api/guardian/accept/${mailToken}`, { firstName: 'Abdul', lastName: 'Rahman' })).json()).toMatchObject({ success: false, errors: [expect.objectContaining({ field: 'password' })] });
  });

  it('a sign-in code for an unknown number answers exactly as for a guardian\'s', async () => {
    const unknown = uniquePhone();
    const a = await call(undefined, 'POST', '/api/send-login-code', { phoneNumber: unknown });
    const { cookie } = await ward();
    const phone = uniquePhone();
    await call(cookie, 'POST', '/api/guardians', { phoneNumber: phone });
    const token = tokenIn((await messagesTo(phone))[0]!.text);
    await call(undefined, 'POST', `/api/guardian/accept/${token}/code`);
    await call(undefined, 'POST', `/api/guardian/accept/${token}`, { firstName: 'Iqbal', lastName: 'Rizvi', code: codeIn((await messagesTo(phone))[0]!.text) });
    clock.advance(2 * 60 * 1000);
    const b = await call(undefined, 'POST', '/api/send-login-code', { phoneNumber: phone });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
  });
});
