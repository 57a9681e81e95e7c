import type { Page } from 'playwright-core';
import { baseUrl } from './browser';
import { buildDemoMembers, DEMO_MEMBER_COUNT } from '../../apps/server/src/seed/seed-data';

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

export async function outbox(to: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/** Waits for the newest code sent to a phone and returns its six digits. */
export async function latestOtp(phone: string): Promise<string> {
  for (let i = 0; i < 40; i += 1) {
    const [message] = await outbox(phone);
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

/** Signs a new member up through the API (OTP from the dev outbox); unpaid and Pending. */
export async function signUpViaApi(overrides: Record<string, string> = {}): Promise<{ email: string; password: string; phone: string; cookie: string }> {
  const phone = overrides.contactNo ?? freshPhone();
  const email = overrides.email ?? freshEmail('member');
  const password = overrides.password ?? 'Sakinah#2026';
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl()}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const sent = await post('/send-otp', { phoneNumber: phone });
  if (!sent.ok) throw new Error(`send-otp: ${sent.status} ${await sent.text()}`);
  const verified = await post('/verify-otp', { phoneNumber: phone, otp: await latestOtp(phone) });
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
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
