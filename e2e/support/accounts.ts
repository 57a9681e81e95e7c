import type { Browser, Page } from 'playwright-core';
import { baseUrl } from './browser';
import { buildDemoMembers, DEMO_MEMBER_COUNT } from '../../apps/server/src/seed/seed-data';
import { SESSION_HINT_COOKIE } from '@sakinah/contract';

export const DEMO_PASSWORD = 'Demo@1234';

/** Demo members seeded on the test server: Active ones first, the last four Pending (both paid). */
const demo = buildDemoMembers(new Date());
export const demoMember = (index: number) => demo[index]!;
export const activeDemoMember = (index = 0) => demo[index]!;
export const pendingDemoMember = (offset = 0) => demo[DEMO_MEMBER_COUNT - 4 + offset]!;

let phoneSeq = Math.floor(Math.random() * 1_000_000);
export function freshPhone(): string {
  phoneSeq += 1;
  return `6${String(process.pid % 1000).padStart(3, '0')}${String(phoneSeq % 1_000_000).padStart(6, '0')}`;
}

export function freshEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}

interface OutboxMessage {
  channel: string;
  to: string;
  subject: string;
  text: string;
}

export async function outbox(to: string, base = baseUrl()): Promise<OutboxMessage[]> {
  const res = await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/** Waits for the newest code sent to a phone and returns its six digits. */
export async function latestOtp(phone: string, base = baseUrl()): Promise<string> {
  for (let i = 0; i < 40; i += 1) {
    const [message] = await outbox(phone, base);
    const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no OTP arrived for ${phone}`);
}

export async function latestResetPath(email: string): Promise<string> {
  for (let i = 0; i < 40; i += 1) {
    const [message] = await outbox(email);
    const path = message && /\/auth\/reset-password\/[A-Za-z0-9_-]+/.exec(message.text)?.[0];
    if (path) return path;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no reset mail arrived for ${email}`);
}

/** Signs a new member up through the API (OTP from the dev outbox); unpaid and Pending. `base`: another server than the shared one. */
export async function signUpViaApi(
  overrides: Record<string, string> = {},
  base = baseUrl(),
): Promise<{ email: string; password: string; phone: string; cookie: string }> {
  const phone = overrides.contactNo ?? freshPhone();
  const email = overrides.email ?? freshEmail('member');
  const password = overrides.password ?? 'Sakinah#2026';
  const post = (path: string, body: unknown) =>
    fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const sent = await post('/send-otp', { phoneNumber: phone });
  if (!sent.ok) throw new Error(`send-otp: ${sent.status} ${await sent.text()}`);
  const verified = await post('/verify-otp', { phoneNumber: phone, otp: await latestOtp(phone, base) });
  if (!verified.ok) throw new Error(`verify-otp: ${verified.status}`);
  const res = await post('/signup', {
    firstName: 'Hina',
    lastName: 'Qureshi',
    middleName: '',
    contactNo: phone,
    phoneVerified: true,
    email,
    dob: '1998-06-15',
    gender: 'female',
    profileFor: 'self',
    customRelation: '',
    password,
    confirmPassword: password,
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`signup: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { email, password, phone, cookie };
}

/** Signs in through the login page as a person would. */
export async function loginViaUi(page: Page, email: string, password: string, path = '/auth/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // The pre-rendered page loads the app on the first touch of a field; a click before it is ready is held
  // and replayed (public-pages.e2e.ts tests that), so waiting here only keeps the tests' timings as before.
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Two Active demo members who may discover each other (opposite genders, castes both ways). */
export function discoverablePair(exclude: number[] = []): [ReturnType<typeof demoMember>, ReturnType<typeof demoMember>] {
  for (let i = 0; i < 40; i += 1) {
    for (let j = 0; j < 40; j += 1) {
      if (i === j || exclude.includes(i) || exclude.includes(j)) continue;
      const a = demo[i]!;
      const b = demo[j]!;
      if (a.gender === b.gender) continue;
      if (a.casteInterestedIn.includes(b.caste) && b.casteInterestedIn.includes(a.caste)) return [a, b];
    }
  }
  throw new Error('no discoverable pair among the demo members');
}

export const indexOfDemo = (email: string) => demo.findIndex((m) => m.email === email);

/** Signs in through the API and returns the session cookie's value. */
export async function apiLogin(email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

export async function apiCall(cookie: string, method: string, path: string, body?: unknown, base = baseUrl()): Promise<Response> {
  return fetch(`${base}/api${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A browser context already signed in with the given session cookie (and its hint, as sign-in leaves them). */
export async function contextWithCookie(browser: Browser, cookie: string, viewport = { width: 1280, height: 900 }, base = baseUrl()) {
  const context = await browser.newContext({ baseURL: base, viewport });
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([
    { name, value, url: base },
    { name: SESSION_HINT_COOKIE, value: '1', url: base },
  ]);
  return context;
}

/** Fills every section and uploads a photo through the API, so the profile is complete. */
export async function completeProfileViaApi(
  member: { cookie: string; email: string; phone: string },
  photo: Buffer,
  overrides: Record<string, unknown> = {},
  base = baseUrl(),
): Promise<void> {
  const res = await apiCall(member.cookie, 'PUT', '/update-user', {
    firstName: 'Hina', lastName: 'Qureshi', middleName: '', gender: 'female', dob: '1998-06-15', maritalStatus: 'single', weight: '55', height: "5'4",
    contactNo: member.phone, email: member.email, address: 'House 7, Civil Lines', state: 'Uttar Pradesh', city: 'Lucknow', education: 'Masters',
    occupation: 'Teacher', fatherName: 'Abdul Rahman', motherName: 'Shabana', siblings: '2', caste: 'Qureshi', casteInterestedIn: ['Qureshi', 'Ansari'],
    ageRangePreference: '26-30', heightPreference: 'Any', educationPreference: 'Any', occupationPreference: 'Any', aboutMe: 'Teacher and reader',
    expectations: 'Someone kind and honest', ...overrides,
  }, base);
  if (!res.ok) throw new Error(`update-user: ${res.status} ${await res.text()}`);
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
  const upload = await fetch(`${base}/api/upload-images`, { method: 'POST', headers: { cookie: member.cookie }, body: form });
  if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
}

/**
 * Makes a member with a complete profile active as a member becomes so: she buys Premium in the browser (pricing,
 * checkout, the sandbox gateway's success page), then the admin approves her. Returns her id.
 */
export async function payPremiumAndApprove(browser: Browser, member: { cookie: string }, adminCookie: string): Promise<string> {
  const context = await contextWithCookie(browser, member.cookie);
  const page = await context.newPage();
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Get Premium' }).click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.waitForURL('**/sandbox-pay/**');
  await page.getByRole('button', { name: /test success/ }).click();
  await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
  await context.close();
  const id = (await (await apiCall(member.cookie, 'GET', '/get-user')).json()).user.id as string;
  const approved = await apiCall(adminCookie, 'POST', `/admin/members/${id}/approve`);
  if (!approved.ok) throw new Error(`approve: ${approved.status} ${await approved.text()}`);
  return id;
}
