import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@sakinah/contract';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock, uniquePhone } from '../../test/factories';
import { addressesIn } from '../../test/requests';

// Issue 41, "the family as itself": who is creating the profile is asked first, kept, and editable.
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => t.close());

const nextIp = addressesIn(61);
const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: nextIp() });
const put = (url: string, payload: unknown, cookie: string) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers: { cookie }, remoteAddress: nextIp() });
const getUser = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie } });

async function verifyPhone(phone: string) {
  await post('/api/send-otp', { phoneNumber: phone });
  const text: string = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json().messages[0].text;
  const res = await post('/api/verify-otp', { phoneNumber: phone, otp: /\b(\d{6})\b/.exec(text)![1] });
  expect(res.statusCode).toBe(200);
  clock.advance(61_000);
}

let emailCounter = 0;
const signupBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ayesha',
  middleName: '',
  lastName: 'Rizvi',
  contactNo: uniquePhone(),
  phoneVerified: true,
  email: `ayesha.holder${++emailCounter}@example.com`,
  dob: '1999-04-12',
  gender: 'female',
  profileFor: 'daughter',
  customRelation: '',
  accountHolder: 'father',
  accountHolderName: 'Iqbal Rizvi',
  password: 'Noor@123',
  confirmPassword: 'Noor@123',
  ...overrides,
});
const countUsers = async () => {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row!.n;
};
const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0]!;

describe('the account holder at sign-up', () => {
  it('keeps a father signing up his daughter, with his name, and returns them in get-user', async () => {
    const body = signupBody();
    await verifyPhone(body.contactNo);
    const res = await post('/api/signup', body);
    expect(res.statusCode).toBe(201);
    const me = (await getUser(cookieOf(res))).json().user;
    expect(me).toMatchObject({ firstName: 'Ayesha', profileFor: 'daughter', accountHolder: 'father', accountHolderName: 'Iqbal Rizvi' });
  });

  it('the spec body without an account holder still signs up: "self" for oneself, unknown for another', async () => {
    const own = signupBody({ profileFor: 'self', accountHolder: undefined, accountHolderName: undefined });
    await verifyPhone(own.contactNo);
    const ownRes = await post('/api/signup', own);
    expect(ownRes.statusCode).toBe(201);
    expect((await getUser(cookieOf(ownRes))).json().user).toMatchObject({ accountHolder: 'self', accountHolderName: '' });

    const other = signupBody({ profileFor: 'son', gender: 'male', dob: '1995-01-01', accountHolder: undefined, accountHolderName: undefined });
    await verifyPhone(other.contactNo);
    const otherRes = await post('/api/signup', other);
    expect(otherRes.statusCode).toBe(201);
    expect((await getUser(cookieOf(otherRes))).json().user).toMatchObject({ accountHolder: null, accountHolderName: '' });
  });

  it('a member creating her own profile keeps no holder name', async () => {
    const body = signupBody({ profileFor: 'self', accountHolder: 'self', accountHolderName: 'Someone Else' });
    await verifyPhone(body.contactNo);
    const res = await post('/api/signup', body);
    expect(res.statusCode).toBe(201);
    expect((await getUser(cookieOf(res))).json().user).toMatchObject({ accountHolder: 'self', accountHolderName: '' });
  });

  it.each([
    ['accountHolder', { accountHolder: 'uncle' }, MSG.accountHolderInvalid],
    ['accountHolderName', { accountHolderName: '' }, MSG.accountHolderNameRequired],
    ['accountHolderName', { accountHolderName: 'Iq' }, MSG.minCharsBeforeSpace],
    ['accountHolderName', { accountHolderName: 'Iqbal 7' }, MSG.minCharsBeforeSpace],
    ['accountHolderName', { accountHolderName: 'Iqbal'.repeat(11) }, MSG.fieldTooLong],
    ['profileFor', { accountHolder: 'self', profileFor: 'daughter' }, MSG.accountHolderSelfMismatch],
  ])('refuses a bad %s with 400 and its message, creating nothing (#%#)', async (field, overrides, message) => {
    const before = await countUsers();
    const res = await post('/api/signup', signupBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(res.json().errors).toContainEqual({ field, message });
    expect(await countUsers()).toBe(before);
  });
});

describe('the account holder in Settings → Account', () => {
  it('is changed with the account, refused when unknown or nameless, and unchanged when absent', async () => {
    const body = signupBody();
    await verifyPhone(body.contactNo);
    const cookie = cookieOf(await post('/api/signup', body));
    const account = { firstName: 'Ayesha', lastName: 'Rizvi', email: body.email };

    const changed = await put('/api/update-user', { ...account, accountHolder: 'mother', accountHolderName: 'Zainab Rizvi' }, cookie);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user).toMatchObject({ accountHolder: 'mother', accountHolderName: 'Zainab Rizvi' });

    const unknown = await put('/api/update-user', { ...account, accountHolder: 'uncle', accountHolderName: 'Tariq Rizvi' }, cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, message: MSG.accountHolderInvalid });
    const nameless = await put('/api/update-user', { ...account, accountHolder: 'brother', accountHolderName: '' }, cookie);
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({ success: false, message: MSG.accountHolderNameRequired });
    expect((await getUser(cookie)).json().user).toMatchObject({ accountHolder: 'mother', accountHolderName: 'Zainab Rizvi' });

    const untouched = await put('/api/update-user', { ...account, bio: 'Hello' }, cookie);
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json().user).toMatchObject({ accountHolder: 'mother', accountHolderName: 'Zainab Rizvi' });

    const self = await put('/api/update-user', { ...account, accountHolder: 'self' }, cookie);
    expect(self.json().user).toMatchObject({ accountHolder: 'self', accountHolderName: '' });
  });
});

describe('mails greet the account holder', () => {
  it('a father-managed account\'s password-reset mail greets him, a member\'s own greets her', async () => {
    const outbox = async (email: string): Promise<Array<{ text: string }>> =>
      (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${email}` })).json().messages;
    const resetMail = async (email: string) => {
      expect((await post('/api/forget-password', { email })).statusCode).toBe(200);
      await vi.waitFor(() => expect(t.app.ctx.lifecycle.running().filter((w) => w.what === 'password reset mail')).toHaveLength(0));
      return (await outbox(email))[0]!.text;
    };
    const managed = signupBody();
    await verifyPhone(managed.contactNo);
    expect((await post('/api/signup', managed)).statusCode).toBe(201);
    expect(await resetMail(managed.email)).toMatch(/^Assalamu alaikum Iqbal,/);

    const own = signupBody({ profileFor: 'self', accountHolder: 'self', accountHolderName: '' });
    await verifyPhone(own.contactNo);
    expect((await post('/api/signup', own)).statusCode).toBe(201);
    expect(await resetMail(own.email)).toMatch(/^Assalamu alaikum Ayesha,/);
  });
});
