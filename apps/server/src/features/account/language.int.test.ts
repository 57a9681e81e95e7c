import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, LANGUAGE_COOKIE, type Language } from '@sakinah/contract';
import { CATALOGUES, translate } from '@sakinah/contract/translate';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, signIn, signInAdmin, uniquePhone } from '../../test/factories';
import { addressesIn } from '../../test/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const nextIp = addressesIn(43);
const inject = (options: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown; cookie?: string; headers?: Record<string, string> }) =>
  t.app.inject({
    method: options.method,
    url: options.url,
    payload: options.payload as object,
    remoteAddress: nextIp(),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
const outbox = async (to: string) => (await inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().messages as { subject?: string; text: string }[];

describe("the member's language on her record", () => {
  it('is English by default in GET /api/get-user, and PUT /api/update-user with {language} alone changes it', async () => {
    const member = await buildMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    expect((await inject({ method: 'GET', url: '/api/get-user', cookie })).json().user.language).toBe('en');

    const res = await inject({ method: 'PUT', url: '/api/update-user', cookie, payload: { language: 'ur' } });
    expect(res.statusCode).toBe(200);
    // The answer is already in her new language.
    expect(res.json()).toMatchObject({ success: true, message: CATALOGUES.ur.languageUpdated, user: { language: 'ur' } });
    expect((await inject({ method: 'GET', url: '/api/get-user', cookie })).json().user.language).toBe('ur');
  });

  it.each([['fr'], [''], [42], [null]])('refuses the unknown language %j with a 400 and changes nothing', async (language) => {
    const member = await buildMember(t.database.db, { language: 'hi' });
    const cookie = await signIn(t.app, member.email);
    const res = await inject({ method: 'PUT', url: '/api/update-user', cookie, payload: { language } });
    expect(res.statusCode).toBe(400);
    // In her language (Hindi), with the {success:false, message} shape and the field named.
    expect(res.json()).toMatchObject({ success: false, message: CATALOGUES.hi.invalidLanguage, errors: [{ field: 'language', message: CATALOGUES.hi.invalidLanguage }] });
    expect((await inject({ method: 'GET', url: '/api/get-user', cookie })).json().user.language).toBe('hi');
  });

  it('refuses {language} sent with other fields rather than dropping them', async () => {
    const member = await buildMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    const res = await inject({ method: 'PUT', url: '/api/update-user', cookie, payload: { language: 'hi', firstName: 'Someone' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.invalidLanguage);
  });

  it('needs a signed-in member', async () => {
    const res = await inject({ method: 'PUT', url: '/api/update-user', payload: { language: 'hi' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('refusals in the reader’s language', () => {
  it.each([
    ['en', undefined, undefined, MSG.invalidCredentials],
    ['hi', 'hi', undefined, CATALOGUES.hi.invalidCredentials],
    ['ur', 'ur', undefined, CATALOGUES.ur.invalidCredentials],
    ['hi', undefined, 'hi-IN,hi;q=0.9,en;q=0.5', CATALOGUES.hi.invalidCredentials],
    ['ur', undefined, 'en;q=0.3, ur-IN', CATALOGUES.ur.invalidCredentials],
    ['en (unknown cookie)', 'xx', 'ur', CATALOGUES.ur.invalidCredentials],
    ['en (unknown header)', undefined, 'fr-FR', MSG.invalidCredentials],
  ])('a visitor in %s (cookie %s, Accept-Language %s)', async (_name, cookieLanguage, acceptLanguage, expected) => {
    const res = await inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: `nobody-${Date.now()}@example.com`, password: 'Wrong#123' },
      ...(cookieLanguage ? { cookie: `${LANGUAGE_COOKIE}=${cookieLanguage}` } : {}),
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: expected });
  });

  it.each(['hi', 'ur'] as const)('field errors[] of a validation refusal in %s', async (language) => {
    const res = await inject({ method: 'POST', url: '/api/send-otp', payload: { phoneNumber: '123' }, cookie: `${LANGUAGE_COOKIE}=${language}` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe(CATALOGUES[language].phoneInvalid);
    for (const error of body.errors ?? []) expect(error.message).toBe(CATALOGUES[language].phoneInvalid);
  });

  it("a signed-in member reads her record's language, whatever the header says", async () => {
    const member = await buildMember(t.database.db, { language: 'ur' });
    const cookie = await signIn(t.app, member.email);
    const res = await inject({ method: 'POST', url: '/api/send-request', cookie, payload: { receiverId: member.id }, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('keeps the numbers of a templated refusal', async () => {
    const phone = uniquePhone();
    await inject({ method: 'POST', url: '/api/send-otp', payload: { phoneNumber: phone } });
    const res = await inject({ method: 'POST', url: '/api/verify-otp', payload: { phoneNumber: phone, otp: '000000' }, cookie: `${LANGUAGE_COOKIE}=hi` });
    expect(res.statusCode).toBe(400);
    const message: string = res.json().message;
    expect([translate('hi', 'otpTriesLeft', { left: 4 }), translate('hi', 'otpTriesLeft', { left: 3 }), CATALOGUES.hi.otpInvalid]).toContain(message);
  });
});

describe('OTP texts and mails in the recipient’s language', () => {
  it.each(['en', 'hi', 'ur'] as Language[])('the OTP on WhatsApp and SMS in %s', async (language) => {
    const phone = uniquePhone();
    const res = await inject({ method: 'POST', url: '/api/send-otp', payload: { phoneNumber: phone }, cookie: `${LANGUAGE_COOKIE}=${language}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(translate(language, 'otpSent'));
    const texts = (await outbox(phone)).map((m) => m.text);
    expect(texts).toHaveLength(2);
    const code = /\b(\d{6})\b/.exec(texts[0]!)![1]!;
    for (const text of texts) expect(text).toBe(translate(language, 'otpCodeText', { code, minutes: 10 }));
  });

  it('the approval mail in the member’s language, subject and body, her name and plan kept', async () => {
    const adminCookie = await signInAdmin(t.app, t.database.db);
    const member = await buildMember(t.database.db, { status: 'Pending', paymentStatus: 'paid', language: 'ur', firstName: 'Ayesha' });
    const res = await inject({ method: 'POST', url: `/api/admin/members/${member.id}/approve`, cookie: adminCookie });
    expect(res.statusCode).toBe(200);
    const [mail] = await outbox(member.email);
    expect(mail!.subject).toBe(CATALOGUES.ur.approvedMailSubject);
    expect(mail!.text).toContain(translate('ur', 'mailGreeting', { name: 'Ayesha' }));
    expect(mail!.text).toContain(CATALOGUES.ur.approvedMailBody);
    expect(mail!.text).toContain(CATALOGUES.ur.mailSignature);
  });

  it('the rejection mail in Hindi keeps the team’s reason as written', async () => {
    const adminCookie = await signInAdmin(t.app, t.database.db);
    const member = await buildMember(t.database.db, { status: 'Pending', paymentStatus: 'paid', language: 'hi' });
    await inject({ method: 'POST', url: `/api/admin/members/${member.id}/reject`, cookie: adminCookie, payload: { reason: 'Please upload a clear photo' } });
    const [mail] = await outbox(member.email);
    expect(mail!.subject).toBe(CATALOGUES.hi.rejectedMailSubject);
    expect(mail!.text).toContain(CATALOGUES.hi.rejectedMailIntro);
    expect(mail!.text).toContain('Please upload a clear photo');
  });
});
