import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, MSG, OTP_TTL_MINUTES, type Language } from '@sakinah/contract';
import { CATALOGUES, translate } from '@sakinah/contract/translate';
import { createTestApp, type TestApp } from './test/test-app';
import { buildMember, signIn, uniquePhone } from './test/factories';
import { unsubscribeUrl } from './features/notifications/notification-mail';
import { SANDBOX_CHECKOUT_PATH } from './providers/payments/sandbox-payment.provider';
import { addressesIn } from './test/requests';

/**
 * Issue 43: the pages and texts the server writes itself (the one-click unsubscribe page, the sandbox's checkout page,
 * the phone sign-in code) in the reader's language: a signed-in member's record, else the visitor's cookie, then
 * Accept-Language; an unknown language reads English, and nothing answers 500. Texts come from the catalogues.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://sakinah.example', PAYMENT_SANDBOX_SECRET: 'sandbox-secret-for-tests-0123456789' });
});
afterAll(async () => t.close());

const db = () => t.database.db;
const nextIp = addressesIn(147);
const html = { accept: 'text/html' };
const langCookie = (language: string) => `${LANGUAGE_COOKIE}=${language}`;
const htmlTag = (language: Language) => `<html lang="${language}" dir="${language === 'ur' ? 'rtl' : 'ltr'}">`;
const unsubscribePath = async (userId: string) => {
  const url = new URL(await unsubscribeUrl(t.app.ctx, userId, 'requestReceived'));
  return url.pathname + url.search;
};
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the one-click unsubscribe page', () => {
  it('a Hindi member signed in reads it in Hindi, whatever her browser asks', async () => {
    const member = await buildMember(db(), { language: 'hi' });
    const cookie = await signIn(t.app, member.email);
    const path = await unsubscribePath(member.id);
    const page = await t.app.inject({ method: 'GET', url: path, headers: { ...html, cookie, 'accept-language': 'ur' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(htmlTag('hi'));
    expect(page.body).toContain(CATALOGUES.hi.unsubscribeConfirm);
    const done = await t.app.inject({ method: 'POST', url: path, headers: { ...html, ...form, cookie }, payload: 'List-Unsubscribe=One-Click' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(htmlTag('hi'));
    expect(done.body).toContain(CATALOGUES.hi.unsubscribedTitle);
    expect(done.body).toContain(translate('hi', 'unsubscribedText', { kind: CATALOGUES.hi['notifications.kind.requestReceived']! }));
  });

  it('an Urdu visitor (by her cookie) reads it right to left in Urdu; the mail client’s JSON is in Urdu too', async () => {
    const member = await buildMember(db(), { language: 'en' });
    const path = await unsubscribePath(member.id);
    const page = await t.app.inject({ method: 'GET', url: path, headers: { ...html, cookie: langCookie('ur'), 'accept-language': 'hi' } });
    expect(page.body).toContain(htmlTag('ur'));
    expect(page.body).toContain(CATALOGUES.ur.unsubscribeConfirm);
    const json = await t.app.inject({ method: 'POST', url: path, headers: { ...form, cookie: langCookie('ur') }, payload: 'List-Unsubscribe=One-Click' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ success: true, message: translate('ur', 'unsubscribedText', { kind: CATALOGUES.ur['notifications.kind.requestReceived']! }) });
  });

  it('Accept-Language speaks when there is no cookie; an unknown cookie or header reads English; a bad link is a 400', async () => {
    const member = await buildMember(db());
    const path = await unsubscribePath(member.id);
    expect((await t.app.inject({ method: 'GET', url: path, headers: { ...html, 'accept-language': 'ur-IN,ur;q=0.9' } })).body).toContain(htmlTag('ur'));
    const unknown = await t.app.inject({ method: 'GET', url: path, headers: { ...html, cookie: langCookie('fr'), 'accept-language': 'de' } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain(htmlTag('en'));
    expect(unknown.body).toContain(MSG.unsubscribeConfirm);
    const bad = await t.app.inject({ method: 'POST', url: `${path.split('?')[0]}?token=nonsense`, headers: { ...form, cookie: langCookie('hi') }, payload: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: CATALOGUES.hi.unsubscribeInvalid });
    const badPage = await t.app.inject({ method: 'POST', url: `${path.split('?')[0]}?token=x.y.z`, headers: { ...html, ...form, cookie: langCookie('xx') }, payload: '' });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.body).toContain(htmlTag('en'));
    expect(badPage.body).toContain(MSG.unsubscribeInvalid);
  });
});

describe('the development sandbox’s checkout page', () => {
  const order = async () => (await t.app.ctx.payments.createOrder({ amountPaise: 199_900, currency: 'INR', receipt: 'rcpt_lang', notes: {} })).id;

  it('in Urdu by the cookie, right to left, the amount kept left to right', async () => {
    const id = await order();
    const page = await t.app.inject({ method: 'GET', url: `${SANDBOX_CHECKOUT_PATH}/${id}`, headers: { cookie: langCookie('ur') } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(htmlTag('ur'));
    for (const key of ['sandboxBadge', 'sandboxHeading', 'sandboxFail', 'sandboxClose'] as const) expect(page.body).toContain(CATALOGUES.ur[key]);
    expect(page.body).toContain(translate('ur', 'sandboxPay', { amount: '\u2066₹1,999\u2069' }));
  });

  it('in Hindi for a Hindi member, in English for an unknown language, and a missing order is a 404 page', async () => {
    const member = await buildMember(db(), { language: 'hi' });
    const cookie = await signIn(t.app, member.email);
    const id = await order();
    // The sandbox page has no session of its own: a member's browser carries her language cookie; without it, her Accept-Language.
    const hindi = await t.app.inject({ method: 'GET', url: `${SANDBOX_CHECKOUT_PATH}/${id}`, headers: { cookie: `${cookie}; ${langCookie('hi')}` } });
    expect(hindi.body).toContain(htmlTag('hi'));
    expect(hindi.body).toContain(CATALOGUES.hi.sandboxHeading);
    const english = await t.app.inject({ method: 'GET', url: `${SANDBOX_CHECKOUT_PATH}/${id}`, headers: { 'accept-language': 'zz' } });
    expect(english.body).toContain(htmlTag('en'));
    expect(english.body).toContain(MSG.sandboxHeading);
    const missing = await t.app.inject({ method: 'GET', url: `${SANDBOX_CHECKOUT_PATH}/order_nothing`, headers: { cookie: langCookie('ur') } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(CATALOGUES.ur.sandboxOrderMissing);
  });
});

describe('the phone sign-in code (send-login-code)', () => {
  const texts = async (phone: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(phone)}` })).json().messages.map((m: { text: string }) => m.text) as string[];
  const ask = (phone: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/send-login-code', payload: { phoneNumber: phone }, headers, remoteAddress: nextIp() });

  it('a Hindi member gets her code in Hindi, whatever the page that asked', async () => {
    const member = await buildMember(db(), { language: 'hi' });
    expect((await ask(member.contactNo!, { cookie: langCookie('ur') })).statusCode).toBe(200);
    const [text] = await texts(member.contactNo!);
    const code = /\d{6}/.exec(text!)![0];
    expect(text).toBe(translate('hi', 'signInCodeText', { code, minutes: OTP_TTL_MINUTES }));
  });

  it('a number without an account gets the note in the asking page’s language (Urdu cookie); unknown ones in English', async () => {
    const phone = uniquePhone();
    expect((await ask(phone, { cookie: langCookie('ur') })).statusCode).toBe(200);
    expect((await texts(phone))[0]).toBe(translate('ur', 'signInNoAccountText', { url: 'https://sakinah.example/auth/signup' }));
    const other = uniquePhone();
    expect((await ask(other, { cookie: langCookie('klingon'), 'accept-language': 'xx' })).statusCode).toBe(200);
    expect((await texts(other))[0]).toBe(MSG.signInNoAccountText('https://sakinah.example/auth/signup'));
  });

  it('an English member gets the English text the spec had', async () => {
    const member = await buildMember(db(), { language: 'en' });
    await ask(member.contactNo!, { 'accept-language': 'hi' });
    const [text] = await texts(member.contactNo!);
    expect(text).toMatch(/^\d{6} is your Sakinah sign-in code\. It expires in \d+ minutes\. Never share it with anyone, not even with us\.$/);
  });
});
