import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@sakinah/contract';
import { sessions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, cookieFrom, DEFAULT_PASSWORD, signIn, testClock, uniquePhone } from '../../test/factories';
import { loadSelf } from '../../core/member/self';
import { refreshCompletion } from '../../core/member/profile-completion';
import { LOGIN_FAILURES_PER_NETWORK } from './auth.service';
import { EMAIL_CHANGES_PER_ACCOUNT_PER_DAY, EMAIL_CHANGES_PER_ADDRESS_PER_DAY, SIGNUP_EMAIL_CHECKS_PER_ADDRESS_PER_DAY, SIGNUP_EMAIL_CHECKS_PER_PHONE_PER_HOUR } from '../../core/member/address-checks';
import { addressesIn } from '../../test/requests';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => t.close());

const nextIp = addressesIn(50);
const post = (url: string, payload: unknown, cookie?: string, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {}, remoteAddress: ip });
const put = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers: cookie ? { cookie } : {}, remoteAddress: nextIp() });
const getUser = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/get-user', headers: cookie ? { cookie } : {} });

async function verifyPhone(phone: string) {
  await post('/api/send-otp', { phoneNumber: phone });
  const text: string = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json().messages[0].text;
  const res = await post('/api/verify-otp', { phoneNumber: phone, otp: /\b(\d{6})\b/.exec(text)![1] });
  expect(res.statusCode).toBe(200);
  clock.advance(61_000);
}

let emailCounter = 0;
const signupBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Fatima',
  middleName: '',
  lastName: 'Ansari',
  contactNo: uniquePhone(),
  phoneVerified: true,
  email: `fatima${++emailCounter}@example.com`,
  dob: '1999-04-12',
  gender: 'female',
  profileFor: 'self',
  customRelation: '',
  password: 'Noor@123',
  confirmPassword: 'Noor@123',
  ...overrides,
});

const countUsers = async () => {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row!.n;
};

/** No response may carry a password hash, a session token or a code. */
function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/\$argon2/);
  expect(body).not.toMatch(/passwordHash|password_hash|tokenHash|token_hash|codeHash/);
}

describe('POST /api/signup', () => {
  it('creates a Pending, unpaid member once this server verified the number, and starts a session', async () => {
    const body = signupBody({ email: 'Fatima.Main@Example.com' });
    await verifyPhone(body.contactNo as string);
    const res = await post('/api/signup', body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({ success: true, message: MSG.accountCreated });
    expect(json.user).toMatchObject({
      firstName: 'Fatima',
      lastName: 'Ansari',
      email: 'fatima.main@example.com',
      contactNo: body.contactNo,
      status: 'Pending',
      paymentStatus: 'unpaid',
      isProfileComplete: false,
      gender: 'female',
      profileFor: 'self',
      age: 27,
    });
    expect(json.user._id).toBe(json.user.id);
    expectNoSecrets(res.body);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/sid=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const me = await getUser(cookieFrom(res.headers['set-cookie']));
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('fatima.main@example.com');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'fatima.main@example.com'));
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('refuses a number this server did not verify, whatever phoneVerified says', async () => {
    const before = await countUsers();
    const res = await post('/api/signup', signupBody({ phoneVerified: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.phoneNotVerified);
    expect(res.json().errors).toEqual([{ field: 'contactNo', message: MSG.phoneNotVerified }]);
    expect(await countUsers()).toBe(before);
  });

  it("uses a verification once; a member's number without a proof answers as any unproven number", async () => {
    const first = signupBody();
    await verifyPhone(first.contactNo as string);
    expect((await post('/api/signup', first)).statusCode).toBe(201);
    const again = await post('/api/signup', signupBody({ contactNo: first.contactNo }));
    const stranger = await post('/api/signup', signupBody());
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, message: MSG.phoneNotVerified, errors: [{ field: 'contactNo', message: MSG.phoneNotVerified }] });
    expect(again.body).toBe(stranger.body);
  });

  it('tells a proven sign-up that its email is taken, but only a few times per proven number', async () => {
    const members = await Promise.all(Array.from({ length: SIGNUP_EMAIL_CHECKS_PER_PHONE_PER_HOUR + 1 }, () => buildMember(t.database.db)));
    const body = signupBody();
    await verifyPhone(body.contactNo as string);
    for (const [i, member] of members.entries()) {
      const res = await post('/api/signup', { ...body, email: member.email });
      if (i < SIGNUP_EMAIL_CHECKS_PER_PHONE_PER_HOUR) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ success: false, message: MSG.emailTaken });
      } else {
        expect(res.statusCode).toBe(429);
        expect(res.json()).toMatchObject({ success: false, message: MSG.tooManyAddressChecks });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    // Nothing was created by the refusals.
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.contactNo, body.contactNo as string));
    expect(row!.n).toBe(0);
  });

  it('a number only typed into another profile (never verified) does not stop its owner: she proves it, signs up, and it leaves that profile', async () => {
    const squatter = await buildMember(t.database.db, { phoneVerifiedAt: null, isProfileComplete: true });
    const owner = signupBody({ contactNo: squatter.contactNo });
    await verifyPhone(owner.contactNo as string);
    const res = await post('/api/signup', owner);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, squatter.id));
    expect(row).toMatchObject({ contactNo: null, isProfileComplete: false });
    const mail = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(squatter.email)}` })).json().messages;
    expect(mail.map((m: { subject: string }) => m.subject)).toContain(MSG.phoneReleasedSubject);
  });

  it('tells one address whether emails are taken only a few times, whatever numbers it proves (issue 39, item 10)', async () => {
    const taken = await buildMember(t.database.db);
    const office = nextIp();
    const phonesNeeded = Math.ceil((SIGNUP_EMAIL_CHECKS_PER_ADDRESS_PER_DAY + 1) / SIGNUP_EMAIL_CHECKS_PER_PHONE_PER_HOUR);
    const statuses: number[] = [];
    for (let p = 0; p < phonesNeeded; p += 1) {
      const body = signupBody({ email: taken.email });
      await verifyPhone(body.contactNo as string);
      for (let i = 0; i < SIGNUP_EMAIL_CHECKS_PER_PHONE_PER_HOUR && statuses.length <= SIGNUP_EMAIL_CHECKS_PER_ADDRESS_PER_DAY; i += 1) {
        statuses.push((await post('/api/signup', body, undefined, office)).statusCode);
      }
    }
    // Sign-up's own limit (10 an hour per address) answers first; the address-check budget (20 a day) bounds each day.
    const answered = statuses.filter((s) => s === 409).length;
    expect(answered, String(statuses)).toBeGreaterThanOrEqual(SIGNUP_EMAIL_CHECKS_PER_PHONE_PER_HOUR + 1);
    expect(answered, String(statuses)).toBeLessThanOrEqual(SIGNUP_EMAIL_CHECKS_PER_ADDRESS_PER_DAY);
    expect(statuses.slice(answered).every((s) => s === 429), String(statuses)).toBe(true);
    // Another address is not stopped by this one.
    const elsewhere = signupBody({ email: taken.email });
    await verifyPhone(elsewhere.contactNo as string);
    expect((await post('/api/signup', elsewhere)).statusCode).toBe(409);
  });

  it('refuses a taken email with 409', async () => {
    const existing = await buildMember(t.database.db);
    const body = signupBody({ email: existing.email.toUpperCase() });
    await verifyPhone(body.contactNo as string);
    const res = await post('/api/signup', body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: MSG.emailTaken, errors: [{ field: 'email', message: MSG.emailTaken }] });
  });

  it('keeps the relation for profiles made for someone else', async () => {
    const body = signupBody({ profileFor: 'other', customRelation: 'Cousin' });
    await verifyPhone(body.contactNo as string);
    const res = await post('/api/signup', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ profileFor: 'other', customRelation: 'Cousin' });
  });

  // The shared schema checks the age against the real date (it runs in browsers too), not the test clock.
  const eighteenYearsAgoPlusOneDay = () => {
    const tomorrow = new Date(Date.now() + 24 * 36e5);
    return `${tomorrow.getUTCFullYear() - 18}-${String(tomorrow.getUTCMonth() + 1).padStart(2, '0')}-${String(tomorrow.getUTCDate()).padStart(2, '0')}`;
  };

  it.each([
    ['firstName', { firstName: '' }, MSG.firstNameRequired],
    ['firstName', { firstName: undefined }, MSG.firstNameRequired],
    ['firstName', { firstName: 'Al' }, MSG.minCharsBeforeSpace],
    ['firstName', { firstName: 'Al Noor' }, MSG.minCharsBeforeSpace],
    ['firstName', { firstName: 'Fati3a' }, MSG.minCharsBeforeSpace],
    ['lastName', { lastName: '' }, MSG.lastNameRequired],
    ['contactNo', { contactNo: '' }, MSG.contactRequired],
    ['contactNo', { contactNo: '98765' }, MSG.contactInvalid],
    ['email', { email: '' }, MSG.emailRequired],
    ['email', { email: 'fatima@' }, MSG.emailInvalid],
    ['dob', { dob: '' }, MSG.dobRequired],
    ['dob', { dob: '1900-01-01' }, MSG.ageRange],
    ['dob', { dob: '2015-01-01' }, MSG.ageRange],
    ['dob', { dob: '1999-02-30' }, MSG.ageRange],
    ['gender', { gender: '' }, MSG.genderRequired],
    ['gender', { gender: 'other' }, MSG.genderRequired],
    ['profileFor', { profileFor: 'friend' }, MSG.profileForRequired],
    ['customRelation', { profileFor: 'other', customRelation: '' }, MSG.relationRequired],
    ['password', { password: '', confirmPassword: '' }, MSG.passwordRequired],
    ['password', { password: 'a1@', confirmPassword: 'a1@' }, MSG.passwordMin6Long],
    ['password', { password: '123456@', confirmPassword: '123456@' }, MSG.passwordLetter],
    ['password', { password: 'abcdef@', confirmPassword: 'abcdef@' }, MSG.passwordNumber],
    ['password', { password: 'abcdef1', confirmPassword: 'abcdef1' }, MSG.passwordSpecial],
    // A symbol outside the spec's set !@#$%^&*() is not a special character.
    ['password', { password: 'abcde1-', confirmPassword: 'abcde1-' }, MSG.passwordSpecial],
    ['middleName', { middleName: 'Al Noor' }, MSG.minCharsBeforeSpace],
    ['confirmPassword', { confirmPassword: '' }, MSG.confirmPassword],
    ['confirmPassword', { confirmPassword: 'Other@123' }, MSG.passwordsMustMatch],
  ])('refuses a bad %s with its message, named under its field (#%#)', async (field, overrides, message) => {
    const before = await countUsers();
    const res = await post('/api/signup', signupBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, code: 'VALIDATION' });
    expect(res.json().errors).toContainEqual({ field, message });
    expect(await countUsers()).toBe(before);
  });

  it('a groom must be 21 (the legal age for men in India), a bride 18: 400 under gender, nothing created', async () => {
    const yearsAgo = (years: number, plusDays = 0) => {
      const d = new Date();
      d.setUTCFullYear(d.getUTCFullYear() - years);
      d.setUTCDate(d.getUTCDate() + plusDays);
      return d.toISOString().slice(0, 10);
    };
    const before = await countUsers();
    const young = await post('/api/signup', signupBody({ gender: 'male', dob: yearsAgo(21, 1) }));
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({ success: false, message: MSG.groomAgeMin, errors: [{ field: 'gender', message: MSG.groomAgeMin }] });
    expect(await countUsers()).toBe(before);
    const groom = signupBody({ gender: 'male', dob: yearsAgo(21) });
    await verifyPhone(groom.contactNo as string);
    expect((await post('/api/signup', groom)).statusCode).toBe(201);
    const bride = signupBody({ gender: 'female', dob: yearsAgo(18) });
    await verifyPhone(bride.contactNo as string);
    expect((await post('/api/signup', bride)).statusCode).toBe(201);
  });

  it('refuses someone who turns 18 tomorrow', async () => {
    const res = await post('/api/signup', signupBody({ dob: eighteenYearsAgoPlusOneDay() }));
    expect(res.json().message).toBe(MSG.ageRange);
  });

  it('refuses oversized fields', async () => {
    const res = await post('/api/signup', signupBody({ firstName: 'A'.repeat(5000) }));
    expect(res.statusCode).toBe(400);
  });
});

describe('sign-in, sessions and sign-out', () => {
  it('signs in with a new token each time; get-user needs one', async () => {
    const member = await buildMember(t.database.db, { email: 'sara.session@example.com' });
    expect((await getUser()).statusCode).toBe(401);
    expect((await getUser()).json()).toMatchObject({ success: false, message: MSG.notSignedIn });
    const first = await post('/api/login', { email: 'SARA.session@example.com', password: DEFAULT_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: MSG.loginSuccess, user: { id: member.id } });
    expectNoSecrets(first.body);
    const cookieA = cookieFrom(first.headers['set-cookie']);
    const cookieB = await signIn(t.app, member.email);
    expect(cookieA).not.toBe(cookieB);
    expect((await getUser(cookieA)).statusCode).toBe(200);
    // Only a hash of the token is stored.
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(stored.map((s) => s.tokenHash)).not.toContain(cookieA.slice(4));

    const out = await post('/api/logout', {}, cookieA);
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/sid=;/);
    expect((await getUser(cookieA)).statusCode).toBe(401);
    expect((await getUser(cookieB)).statusCode).toBe(200);
  });

  it('answers the same for a wrong password and an unknown email', async () => {
    const member = await buildMember(t.database.db);
    const wrong = await post('/api/login', { email: member.email, password: 'Wrong#123' });
    const unknown = await post('/api/login', { email: 'nobody@example.com', password: 'Wrong#123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MSG.invalidCredentials);
    expect(unknown.json().message).toBe(MSG.invalidCredentials);
  });

  it.each([
    [{ email: '', password: 'abcdef1!' }, MSG.emailRequired],
    [{ email: 'x@', password: 'abcdef1!' }, MSG.emailInvalid],
    [{ email: 'a@b.co', password: '' }, MSG.passwordRequired],
    [{ email: 'a@b.co', password: '12345' }, MSG.loginPasswordMin],
  ])('validates the form (#%#)', async (payload, message) => {
    const res = await post('/api/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('stops an address after 5 wrong passwords for one account with a clear 429', async () => {
    const member = await buildMember(t.database.db);
    for (let i = 0; i < 4; i += 1) expect((await post('/api/login', { email: member.email, password: 'Wrong#123' }, undefined, '10.52.0.1')).statusCode).toBe(401);
    const fifth = await post('/api/login', { email: member.email, password: 'Wrong#123' }, undefined, '10.52.0.1');
    expect(fifth.statusCode).toBe(429);
    const res = await post('/api/login', { email: member.email, password: DEFAULT_PASSWORD }, undefined, '10.52.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, message: MSG.tooManyLogins });
    // Both answers say when the lock lifts (a 15-minute window).
    for (const refused of [fifth, res]) expect(Number(refused.headers['retry-after'])).toSatisfy((s: number) => s >= 1 && s <= 15 * 60);
  });

  it('limits wrong passwords per address', async () => {
    let status = 0;
    for (let i = 0; i < LOGIN_FAILURES_PER_NETWORK + 1; i += 1) status = (await post('/api/login', { email: `probe${i}@example.com`, password: 'Wrong#123' }, undefined, '10.51.0.1')).statusCode;
    expect(status).toBe(429);
  });

  it('refuses a suspended member', async () => {
    const member = await buildMember(t.database.db, { status: 'Suspended' });
    const res = await post('/api/login', { email: member.email, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.accountSuspended);
  });

  it('a forged or garbage cookie is no session', async () => {
    expect((await getUser('sid=forged-token')).statusCode).toBe(401);
    expect((await getUser(`sid=${'x'.repeat(500)}`)).statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  const outbox = async (email: string): Promise<Array<{ subject: string; text: string }>> =>
    (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${email}` })).json().messages;
  // The mail goes out after the answer (the same answer in the same time, member or not): wait for it.
  const mailsAfterWork = async (email: string) => {
    await vi.waitFor(() => expect(t.app.ctx.lifecycle.running().filter((w) => w.what === 'password reset mail')).toHaveLength(0));
    return outbox(email);
  };

  async function resetTokenFor(email: string) {
    const before = (await outbox(email)).length;
    const res = await post('/api/forget-password', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.resetLinkSentIfAccount });
    const mails = await mailsAfterWork(email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails[0]!;
    expect(mail.subject).toMatch(/Reset/);
    return /\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  }

  it('answers an unknown address exactly as a member, and mails nothing (departure from the spec)', async () => {
    const member = await buildMember(t.database.db);
    const stranger = await post('/api/forget-password', { email: 'ghost@example.com' });
    const known = await post('/api/forget-password', { email: member.email });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.body).toBe(known.body);
    expect(stranger.json()).toEqual({ success: true, message: MSG.resetLinkSentIfAccount });
    expect(await mailsAfterWork('ghost@example.com')).toHaveLength(0);
    expect(await mailsAfterWork(member.email)).toHaveLength(1);
  });

  it.each([
    [{ email: '' }, MSG.emailRequired],
    [{ email: 'nope' }, MSG.emailInvalidForgot],
  ])('validates the email (#%#)', async (payload, message) => {
    expect((await post('/api/forget-password', payload)).json().message).toBe(message);
  });

  it('resets once with the mailed link, ends every session, and the new password works', async () => {
    const member = await buildMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    const token = await resetTokenFor(member.email);
    const res = await put(`/api/reset-password/${token}`, { newPassword: 'Brand#New9', confirmPassword: 'Brand#New9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.resetPasswordSuccess });
    expect((await getUser(cookie)).statusCode).toBe(401);
    await signIn(t.app, member.email, 'Brand#New9');
    const again = await put(`/api/reset-password/${token}`, { newPassword: 'Other#New9' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.resetLinkInvalid);
  });

  it('refuses an expired link (1 hour) and a made-up one', async () => {
    const member = await buildMember(t.database.db);
    const token = await resetTokenFor(member.email);
    clock.advance(61 * 60 * 1000);
    expect((await put(`/api/reset-password/${token}`, { newPassword: 'Brand#New9' })).json().message).toBe(MSG.resetLinkInvalid);
    expect((await put('/api/reset-password/made-up-token', { newPassword: 'Brand#New9' })).json().message).toBe(MSG.resetLinkInvalid);
  });

  it.each([
    ['short1!A', undefined],
    ['Sh0rt!', MSG.resetMin8],
    ['alllower1!', MSG.resetUpper],
    ['ALLUPPER1!', MSG.resetLower],
    ['NoDigits!!', MSG.resetDigit],
    ['NoSpecial12', MSG.resetSpecial],
  ])('applies the reset rules to %s', async (newPassword, message) => {
    const res = await put('/api/reset-password/whatever', { newPassword });
    if (message) expect(res.json().message).toBe(message);
    else expect(res.json().message).toBe(MSG.resetLinkInvalid);
  });

  it('limits reset mails per member silently (a 429 would tell who is a member), and per address', async () => {
    const member = await buildMember(t.database.db);
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/api/forget-password', { email: member.email });
      expect(res.json()).toEqual({ success: true, message: MSG.resetLinkSentIfAccount });
    }
    expect(await mailsAfterWork(member.email)).toHaveLength(3);
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) expect((await post('/api/forget-password', { email: `probe${i}@example.com` }, undefined, ip)).statusCode).toBe(200);
    const stopped = await post('/api/forget-password', { email: member.email }, undefined, ip);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({ success: false, message: MSG.tooManyResets });
  });
});

describe('PUT /api/update-password', () => {
  it('needs the current password and signs out other devices', async () => {
    const member = await buildMember(t.database.db);
    const here = await signIn(t.app, member.email);
    const elsewhere = await signIn(t.app, member.email);
    const wrong = await put('/api/update-password', { password: 'Wrong#123', newPassword: 'Next#Pass1' }, here);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: MSG.currentPasswordWrong, errors: [{ field: 'password', message: MSG.currentPasswordWrong }] });
    const same = await put('/api/update-password', { password: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD }, here);
    expect(same.json()).toMatchObject({ message: MSG.samePassword, errors: [{ field: 'newPassword', message: MSG.samePassword }] });
    expect((await put('/api/update-password', { password: '', newPassword: 'Next#Pass1' }, here)).json().message).toBe(MSG.currentPasswordRequired);
    expect((await put('/api/update-password', { password: DEFAULT_PASSWORD, newPassword: 'nodigits!' }, here)).json().message).toBe(MSG.passwordNumber);
    const dash = await put('/api/update-password', { password: DEFAULT_PASSWORD, newPassword: 'abcde1-' }, here);
    expect(dash.statusCode).toBe(400);
    expect(dash.json()).toMatchObject({ success: false, message: MSG.passwordSpecial });
    const ok = await put('/api/update-password', { password: DEFAULT_PASSWORD, newPassword: 'Next#Pass1', confirmNewPassword: 'Next#Pass1' }, here);
    expect(ok.json()).toEqual({ success: true, message: MSG.passwordUpdated });
    expect((await getUser(here)).statusCode).toBe(200);
    expect((await getUser(elsewhere)).statusCode).toBe(401);
    await signIn(t.app, member.email, 'Next#Pass1');
  });

  it('refuses without a session', async () => {
    expect((await put('/api/update-password', { password: DEFAULT_PASSWORD, newPassword: 'Next#Pass1' })).statusCode).toBe(401);
  });
});

describe('PUT /api/update-user (Settings → Account)', () => {
  it('updates names, email and bio; refuses another member\'s email', async () => {
    const other = await buildMember(t.database.db);
    const member = await buildMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    const taken = await put('/api/update-user', { firstName: 'Maryam', lastName: 'Siddiqui', email: other.email, bio: '' }, cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: MSG.emailTaken, errors: [{ field: 'email', message: MSG.emailTaken }] });
    const res = await put('/api/update-user', { firstName: 'Maryam', lastName: 'Siddiqui', email: 'Maryam.New@example.com', bio: 'Teacher from Lucknow' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: MSG.profileUpdated, user: { firstName: 'Maryam', email: 'maryam.new@example.com', bio: 'Teacher from Lucknow' } });
    expect((await put('/api/update-user', { firstName: '', email: 'a@b.co' }, cookie)).json().message).toBe(MSG.settingsFirstNameRequired);
    expect((await put('/api/update-user', { firstName: 'Maryam', email: '' }, cookie)).json().message).toBe(MSG.emailRequired);
    expect((await put('/api/update-user', { firstName: 'Maryam', email: 'a@b.co' })).statusCode).toBe(401);
  });

  it(`counts each new email tried: ${EMAIL_CHANGES_PER_ACCOUNT_PER_DAY} a day per account, then 429; bad input and the same email are not counted`, async () => {
    const member = await buildMember(t.database.db);
    const others = await Promise.all(Array.from({ length: EMAIL_CHANGES_PER_ACCOUNT_PER_DAY }, () => buildMember(t.database.db)));
    const cookie = await signIn(t.app, member.email);
    for (let i = 0; i < 3; i += 1) expect((await put('/api/update-user', { firstName: '', email: 'bad' }, cookie)).statusCode).toBe(400);
    expect((await put('/api/update-user', { firstName: 'Maryam', email: member.email }, cookie)).statusCode).toBe(200);
    for (const other of others) expect((await put('/api/update-user', { firstName: 'Maryam', email: other.email }, cookie)).statusCode).toBe(409);
    const stopped = await put('/api/update-user', { firstName: 'Maryam', email: 'brand.new@example.com' }, cookie);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({ success: false, message: MSG.tooManyAddressChecks });
    // Nothing changed, and another member is not affected.
    expect((await getUser(cookie)).json().user.email).toBe(member.email);
    const someoneElse = await buildMember(t.database.db);
    expect((await put('/api/update-user', { firstName: 'Maryam', email: 'her.new@example.com' }, await signIn(t.app, someoneElse.email))).statusCode).toBe(200);
  });
});

describe('email changes counted per address (issue 39, item 10)', () => {
  it(`${EMAIL_CHANGES_PER_ADDRESS_PER_DAY} a day from one address across its accounts, then 429 with nothing changed; another address is not stopped`, async () => {
    const taken = await buildMember(t.database.db);
    const office = nextIp();
    const perAccount = EMAIL_CHANGES_PER_ACCOUNT_PER_DAY - 2;
    const accounts = await Promise.all(Array.from({ length: Math.ceil((EMAIL_CHANGES_PER_ADDRESS_PER_DAY + 1) / perAccount) }, () => buildMember(t.database.db)));
    const tryFromOffice = (cookie: string, email: string) =>
      t.app.inject({ method: 'PUT', url: '/api/update-user', payload: { firstName: 'Maryam', email }, headers: { cookie }, remoteAddress: office });
    const statuses: number[] = [];
    let last: { cookie: string; email: string } | undefined;
    for (const account of accounts) {
      const cookie = await signIn(t.app, account.email);
      last = { cookie, email: account.email };
      for (let i = 0; i < perAccount && statuses.length <= EMAIL_CHANGES_PER_ADDRESS_PER_DAY; i += 1) statuses.push((await tryFromOffice(cookie, taken.email)).statusCode);
    }
    expect(statuses.slice(0, EMAIL_CHANGES_PER_ADDRESS_PER_DAY).every((s) => s === 409)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const stopped = await tryFromOffice(last!.cookie, 'free.address@example.com');
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({ success: false, message: MSG.tooManyAddressChecks });
    expect((await getUser(last!.cookie)).json().user.email).toBe(last!.email);
    expect((await put('/api/update-user', { firstName: 'Maryam', email: 'free.address@example.com' }, last!.cookie)).statusCode).toBe(200);
  });
});

describe('DELETE /api/delete-user', () => {
  it('a request that finishes after the deletion of its member is signed out (401), not a 500', async () => {
    // What an upload or a settings change sees when a deletion commits between its session check and its answer.
    const member = await buildMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/delete-user', headers: { cookie } })).statusCode).toBe(200);
    await expect(loadSelf(t.app.ctx, member.id)).rejects.toMatchObject({ status: 401, message: MSG.notSignedIn });
    await expect(refreshCompletion(t.app.ctx, member.id)).rejects.toMatchObject({ status: 401, message: MSG.notSignedIn });
  });

  it('removes personal data and sessions; the member cannot sign in again', async () => {
    const member = await buildMember(t.database.db, { aboutMe: 'Private words', fatherName: 'Abdul Rahman' });
    const cookie = await signIn(t.app, member.email);
    const other = await signIn(t.app, member.email);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/delete-user' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/delete-user', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.accountDeleted });
    expect((await getUser(other)).statusCode).toBe(401);
    expect((await post('/api/login', { email: member.email, password: DEFAULT_PASSWORD })).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.email).not.toBe(member.email);
    expect(row!.aboutMe).toBeNull();
    expect(row!.fatherName).toBeNull();
    expect(row!.contactNo).toBeNull();
    // The email is free again.
    await buildMember(t.database.db, { email: member.email });
  });
});
