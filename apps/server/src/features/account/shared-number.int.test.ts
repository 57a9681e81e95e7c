import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, PHONE_SIGN_IN_MSG, PROFILE_CHOICE_TTL_SECONDS } from '@sakinah/contract';
import { translate } from '@sakinah/contract/translate';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, testClock, uniquePhone } from '../../test/factories';
import { MAX_PROFILES_PER_NUMBER } from './shared-number';
import { addressesIn, outboxOf } from '../../test/requests';

/**
 * A number shared by a family's profiles (issue 41, item 5): a father signs up his second daughter with his one
 * verified number, and his code signs in to a chooser of the two; an unknown number answers as a known one.
 */
const clock = testClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => t.close());

const nextIp = addressesIn(42);
const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {}, remoteAddress: nextIp() });
const messagesTo = async (phone: string) => (await outboxOf(t.app, phone)).map((m) => m.text);
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? null;
const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0]!;

/** A sign-in code for the number: asked for, read from the stand-in's outbox. */
async function signInCode(phone: string): Promise<string> {
  clock.advance(61_000);
  expect((await post('/api/send-login-code', { phoneNumber: phone })).statusCode).toBe(200);
  return codeIn((await messagesTo(phone))[0]!)!;
}

let emails = 0;
const daughterSignup = (contactNo: string, firstName: string, overrides: Record<string, unknown> = {}) => ({
  firstName,
  middleName: '',
  lastName: 'Rizvi',
  contactNo,
  phoneVerified: true,
  email: `rizvi-${++emails}-${contactNo}@example.com`,
  dob: '1999-04-12',
  gender: 'female',
  profileFor: 'daughter',
  customRelation: '',
  accountHolder: 'father',
  accountHolderName: 'Iqbal Rizvi',
  password: 'Noor@1234',
  confirmPassword: 'Noor@1234',
  ...overrides,
});

/** Proves the number at sign-up (send-otp, verify-otp) and signs up; the answer. */
async function signUp(body: ReturnType<typeof daughterSignup>) {
  // Past the number's five codes an hour: each sign-up here asks for one.
  clock.advance(13 * 60_000);
  await post('/api/send-otp', { phoneNumber: body.contactNo });
  const otp = codeIn((await messagesTo(body.contactNo))[0]!);
  expect((await post('/api/verify-otp', { phoneNumber: body.contactNo, otp })).statusCode).toBe(200);
  return post('/api/signup', body);
}

describe('a number a family shares', () => {
  it('a father signs up two daughters with his number; his code answers a chooser of first names and ids only, then signs in to the one chosen', async () => {
    const phone = uniquePhone();
    const ayesha = await signUp(daughterSignup(phone, 'Ayesha'));
    expect(ayesha.statusCode).toBe(201);
    const zainab = await signUp(daughterSignup(phone, 'Zainab'));
    expect(zainab.statusCode).toBe(201);
    const ids = [ayesha.json().user.id, zainab.json().user.id];

    const res = await post('/api/login-with-code', { phoneNumber: phone, code: await signInCode(phone) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: MSG.chooseProfile,
      choice: { token: expect.any(String), profiles: [{ id: ids[0], firstName: 'Ayesha', kind: 'member' }, { id: ids[1], firstName: 'Zainab', kind: 'member' }] },
    });

    const chosen = await post('/api/login-with-code/choose', { token: body.choice.token, userId: ids[1] });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ success: true, message: PHONE_SIGN_IN_MSG.signedIn, user: { id: ids[1] } });
    const me = await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie: cookieOf(chosen) } });
    expect(me.json().user.id).toBe(ids[1]);
  });

  it('the profiles already on the number are told, each in its language, when another joins it', async () => {
    const phone = uniquePhone();
    const ayesha = daughterSignup(phone, 'Ayesha', { language: 'ur' });
    expect((await signUp(ayesha)).statusCode).toBe(201);
    // The first profile on a number is no news to anyone.
    const mailsTo = async (to: string) => (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${to}` })).json().messages as Array<{ subject: string; text: string }>;
    expect((await mailsTo(ayesha.email)).filter((m) => m.subject === translate('ur', 'sharedNumberSubject'))).toEqual([]);
    const zainab = daughterSignup(phone, 'Zainab');
    expect((await signUp(zainab)).statusCode).toBe(201);
    const [notice] = (await mailsTo(ayesha.email)).filter((m) => m.subject === translate('ur', 'sharedNumberSubject'));
    expect(notice!.text).toContain(translate('ur', 'sharedNumberMailLine', { name: 'Zainab' }));
    expect((await mailsTo(zainab.email)).some((m) => m.subject === MSG.sharedNumberSubject)).toBe(false);
  });

  it('refuses a token altered, expired, or used for a profile it did not offer', async () => {
    const phone = uniquePhone();
    const first = await buildMember(t.database.db, { contactNo: phone, accountHolder: 'father', profileFor: 'daughter' });
    await buildMember(t.database.db, { contactNo: phone, accountHolder: 'father', profileFor: 'daughter' });
    const stranger = await buildMember(t.database.db);
    const { choice } = (await post('/api/login-with-code', { phoneNumber: phone, code: await signInCode(phone) })).json();

    const other = await post('/api/login-with-code/choose', { token: choice.token, userId: stranger.id });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ success: false, message: MSG.profileChoiceUnknown });

    const [payload, signature] = choice.token.split('.');
    const forged = Buffer.from(JSON.stringify({ phone, ids: [stranger.id], until: Date.now() + 60_000 })).toString('base64url');
    for (const token of [`${forged}.${signature}`, `${payload}.x${signature}`, 'nonsense', '']) {
      const res = await post('/api/login-with-code/choose', { token, userId: first.id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: MSG.profileChoiceExpired });
    }
    expect((await post('/api/login-with-code/choose', { token: choice.token, userId: 'not-an-id' })).statusCode).toBe(400);

    clock.advance(PROFILE_CHOICE_TTL_SECONDS * 1000 + 1);
    const late = await post('/api/login-with-code/choose', { token: choice.token, userId: first.id });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(MSG.profileChoiceExpired);
  });

  it('a chosen profile that left, was suspended or changed its number since is not signed in', async () => {
    const phone = uniquePhone();
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => buildMember(t.database.db, { contactNo: phone, accountHolder: 'mother', profileFor: 'son', gender: 'male' })));
    const { choice } = (await post('/api/login-with-code', { phoneNumber: phone, code: await signInCode(phone) })).json();
    expect(choice.profiles).toHaveLength(3);
    const { eq } = await import('drizzle-orm');
    const { users } = await import('../../db/schema');
    await t.database.db.update(users).set({ status: 'Suspended' }).where(eq(users.id, a!.id));
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, b!.id));
    await t.database.db.update(users).set({ contactNo: uniquePhone() }).where(eq(users.id, c!.id));
    expect((await post('/api/login-with-code/choose', { token: choice.token, userId: a!.id })).json().message).toBe(MSG.accountSuspended);
    expect((await post('/api/login-with-code/choose', { token: choice.token, userId: b!.id })).statusCode).toBe(401);
    expect((await post('/api/login-with-code/choose', { token: choice.token, userId: c!.id })).statusCode).toBe(401);
  });

  it('a reset code on a shared number answers the chooser and sets the password of the profile chosen only', async () => {
    const phone = uniquePhone();
    const a = await buildMember(t.database.db, { contactNo: phone, accountHolder: 'father', profileFor: 'daughter' });
    const b = await buildMember(t.database.db, { contactNo: phone, accountHolder: 'father', profileFor: 'daughter' });
    const res = await post('/api/reset-password-with-code', { phoneNumber: phone, code: await signInCode(phone), newPassword: 'Fresh#2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.chooseProfile);
    const chosen = await post('/api/login-with-code/choose', { token: res.json().choice.token, userId: b.id, newPassword: 'Fresh#2026' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().message).toBe(PHONE_SIGN_IN_MSG.passwordReset);
    expect((await post('/api/login', { email: b.email, password: 'Fresh#2026' })).statusCode).toBe(200);
    expect((await post('/api/login', { email: a.email, password: 'Fresh#2026' })).statusCode).toBe(401);
  });

  it("holds one person's own profile at most, and at most the cap in all", async () => {
    const phone = uniquePhone();
    const own = await signUp(daughterSignup(phone, 'Iqbal', { gender: 'male', profileFor: 'self', accountHolder: 'self', accountHolderName: '' }));
    expect(own.statusCode).toBe(201);
    const second = await signUp(daughterSignup(phone, 'Iqbal', { gender: 'male', profileFor: 'self', accountHolder: 'self', accountHolderName: '' }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ success: false, errors: [{ field: 'contactNo', message: MSG.phoneOwnProfileTaken }] });
    // The spec's body (no account holder, for oneself) is an own profile too.
    const spec = await signUp(daughterSignup(phone, 'Iqbal', { profileFor: 'self', accountHolder: undefined, accountHolderName: undefined }));
    expect(spec.json().message).toBe(MSG.phoneOwnProfileTaken);

    for (let i = 1; i < MAX_PROFILES_PER_NUMBER; i += 1) expect((await signUp(daughterSignup(phone, `Daughter${'abcdef'[i]}`))).statusCode).toBe(201);
    // Full: the sign-up code is a note, not a code, and sign-up is refused with the reason.
    clock.advance(13 * 60_000);
    expect((await post('/api/send-otp', { phoneNumber: phone })).statusCode).toBe(200);
    expect((await messagesTo(phone))[0]).toContain('already has a Sakinah account, so no code was sent');
    expect(codeIn((await messagesTo(phone))[0]!)).toBeNull();
  });

  it('an unknown number answers exactly like a shared one, before and after the code', async () => {
    const shared = uniquePhone();
    await buildMember(t.database.db, { contactNo: shared, accountHolder: 'father', profileFor: 'daughter' });
    await buildMember(t.database.db, { contactNo: shared, accountHolder: 'father', profileFor: 'daughter' });
    const unknown = uniquePhone();
    clock.advance(61_000);
    const [a, b] = [await post('/api/send-login-code', { phoneNumber: shared }), await post('/api/send-login-code', { phoneNumber: unknown })];
    expect(a.body).toBe(b.body);
    // A wrong code: the same refusal for both.
    const wrong = (code: string | null) => (code === '000000' ? '111111' : '000000');
    const sharedCode = codeIn((await messagesTo(shared))[0]!);
    const [x, y] = [
      await post('/api/login-with-code', { phoneNumber: shared, code: wrong(sharedCode) }),
      await post('/api/login-with-code', { phoneNumber: unknown, code: '000000' }),
    ];
    expect(x.statusCode).toBe(400);
    expect(x.body).toBe(y.body);
  });
});
