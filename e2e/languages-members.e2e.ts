import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import hi from '@sakinah/contract/catalogues/hi';
import ur from '@sakinah/contract/catalogues/ur';
import { baseUrl, closeToasts, connectBrowser, screenshot } from './support/browser';
import { apiCall, apiLogin, completeProfileViaApi, contextWithCookie, signUpViaApi } from './support/accounts';
import { photoWithExif } from './support/images';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './support/constants';

/**
 * Issue 43: a family that reads Hindi or Urdu pays, reads and answers a request, and chats, on a 390 px phone.
 * Its own members (never the demo ones other tests use); the texts expected are read from the catalogues.
 */
const PHONE_390 = { width: 390, height: 844 } as const;
const CATALOGUES = { hi, ur } as const;
type Language = keyof typeof CATALOGUES;

let browser: Browser;
let adminCookie: string;
beforeAll(async () => {
  browser = await connectBrowser();
  adminCookie = await apiLogin(E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
});
afterAll(async () => browser.close());

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A catalogue text with its `{values}` as wildcards, to find a button whatever name or amount it carries. */
const pattern = (text: string) => new RegExp(`^${text.split(/\{\w+\}/).map(escape).join('.+')}$`);

async function memberIn(language: Language, firstName: string, gender: 'male' | 'female', colour: { r: number; g: number; b: number }) {
  const member = await signUpViaApi({ firstName, lastName: 'Siddiqui', gender });
  await completeProfileViaApi(member, await photoWithExif(colour), { firstName, lastName: 'Siddiqui', gender, caste: 'Qureshi', casteInterestedIn: ['Qureshi', 'Ansari'] });
  const saved = await apiCall(member.cookie, 'PUT', '/update-user', { language });
  if (!saved.ok) throw new Error(`language: ${saved.status} ${await saved.text()}`);
  const id = (await (await apiCall(member.cookie, 'GET', '/get-user')).json()).user.id as string;
  return { ...member, id, firstName };
}

async function phoneOf(cookie: string, language: Language) {
  const context = await contextWithCookie(browser, cookie, PHONE_390);
  await context.addCookies([{ name: 'sakinah_lang', value: language, url: baseUrl() }]);
  // A silent microphone (the shared browser has no fake devices), so a voice call can ring.
  await context.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = async () => new AudioContext().createMediaStreamDestination().stream;
  });
  return { context, page: await context.newPage() };
}

/** In the language, mirrored for Urdu, nothing wider than the phone; then a picture of it. */
async function looksRight(page: Page, language: Language, name: string, fullPage = true) {
  await expect.poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), { timeout: 15_000 }).toEqual([language, language === 'ur' ? 'rtl' : 'ltr']);
  await closeToasts(page);
  await screenshot(page, `members-${language}-${name}-390`, { fullPage });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), name).toBeLessThanOrEqual(0);
}

/** Checkout in the language: the plan, Pay, the sandbox gateway, the thank-you card. */
async function pay(page: Page, language: Language, pictures: boolean) {
  const t = CATALOGUES[language];
  const { packages } = (await (await fetch(`${baseUrl()}/api/get-packages`)).json()) as { packages: Array<{ id: string; name: string }> };
  const premium = packages.find((plan) => plan.name === 'Premium')!;
  await page.goto(`/payment?id=${premium.id}`);
  await page.getByRole('heading', { level: 1, name: t['checkout.title'] }).waitFor();
  const payButton = page.getByRole('button', { name: pattern(t['checkout.payAmount']!) });
  await payButton.waitFor();
  if (pictures) await looksRight(page, language, 'checkout');
  await payButton.click();
  await page.waitForURL('**/sandbox-pay/**');
  // The sandbox gateway's page is in her language too.
  await page.getByRole('button', { name: pattern(t['sandboxPay']!) }).click();
  await page.getByRole('heading', { name: t['checkout.successTitle'] }).waitFor();
  expect(await page.getByTestId('paid-lead').innerText()).toContain(t['checkout.thanks']);
  if (pictures) await looksRight(page, language, 'payment-success');
}

describe('a member in Hindi and in Urdu at 390 px', () => {
  it.each([['hi'], ['ur']] as const)('%s: pays, answers a request, chats, and every screen reads in the language', { timeout: 240_000 }, async (language) => {
    const t = CATALOGUES[language];
    const a = await memberIn(language, 'Imran', 'male', { r: 60, g: 110, b: 160 });
    const b = await memberIn(language, 'Sana', 'female', { r: 170, g: 100, b: 80 });
    const phoneA = await phoneOf(a.cookie, language);
    const phoneB = await phoneOf(b.cookie, language);
    const pageA = phoneA.page;
    const pageB = phoneB.page;

    // Checkout, the thank-you card and the receipt.
    await pay(pageB, language, true);
    await pay(pageA, language, false);
    const [paid] = (await (await apiCall(b.cookie, 'GET', '/get-payment-history')).json()).data as Array<{ paymentId: string }>;
    await pageB.goto(`/user/receipts/${paid!.paymentId}`);
    await pageB.getByText(t['receipt.billedTo']!, { exact: true }).waitFor();
    await looksRight(pageB, language, 'receipt');
    await pageB.goto('/payment-failed?reason=cancelled');
    await pageB.getByText(t['checkout.failedLead']!).waitFor();
    await looksRight(pageB, language, 'payment-failed');
    for (const member of [a, b]) {
      const approved = await apiCall(adminCookie, 'POST', `/admin/members/${member.id}/approve`);
      if (!approved.ok) throw new Error(`approve: ${approved.status} ${await approved.text()}`);
    }

    // A request, read and accepted on the Requests page.
    const sent = await apiCall(a.cookie, 'POST', '/send-request', { receiverId: b.id, message: 'Assalamu alaikum, our families would like to talk.' });
    expect(sent.status).toBeLessThan(300);
    await pageB.goto('/user/requests');
    const card = pageB.getByTestId('request-card').filter({ hasText: 'Imran' });
    await card.getByRole('button', { name: t['requests.accept'] }).waitFor();
    await pageB.getByRole('heading', { name: new RegExp(`^${escape(t['requests.received']!)}`) }).waitFor();
    await looksRight(pageB, language, 'requests');
    // The photo requests, one tap away on the same page.
    await pageB.getByRole('button', { name: t['photoRequests.review'] }).click();
    const photoDialog = pageB.getByRole('dialog', { name: t['photoRequests.modalTitle'] });
    await photoDialog.getByText(t['photoRequests.noPending']!).waitFor();
    await looksRight(pageB, language, 'photo-requests', false);
    await photoDialog.getByRole('button', { name: t['ui.close'] }).click();
    await card.getByRole('button', { name: t['requests.accept'] }).click();
    const startChat = pageB.getByRole('link', { name: t['requests.startChat'] });
    await startChat.waitFor();
    await looksRight(pageB, language, 'requests-accepted');

    // The chat: her message, then she asks to exchange contact details.
    await startChat.click();
    await pageB.waitForURL(`**/user/messages/${a.id}`);
    const reply = language === 'hi' ? 'वालेकुम अस्सलाम, ज़रूर बात कीजिए।' : 'وعلیکم السلام، ضرور بات کیجیے۔';
    await pageB.getByRole('textbox', { name: t['chat.message'] }).fill(reply);
    await pageB.getByRole('button', { name: t['chat.send'] }).click();
    await pageB.getByRole('log').getByText(reply).waitFor();
    await pageB.getByRole('button', { name: t['chat.shareContact'] }).click();
    await pageB.getByText(pattern(t['chat.waitingForAccept']!)).waitFor();
    await looksRight(pageB, language, 'chat', false);
    // Mirrored in Urdu: the way back sits at the start of the header, the right-hand side.
    const back = await pageB.getByRole('link', { name: t['chat.back'] }).boundingBox();
    if (language === 'ur') expect(back!.x).toBeGreaterThan(PHONE_390.width / 2);
    else expect(back!.x).toBeLessThan(PHONE_390.width / 2);

    // He reads it, sees her ask, and Block asks first (cancelled).
    await pageA.goto(`/user/messages/${b.id}`);
    await pageA.getByRole('log').getByText(reply).waitFor();
    await pageA.getByText(t['chat.wouldLikeExchange']!.replace('{name}', 'Sana')).waitFor();
    await looksRight(pageA, language, 'chat-exchange', false);
    await pageA.getByRole('button', { name: t['safety.block'] }).click();
    const dialog = pageA.getByRole('dialog', { name: t['safety.blockTitle']!.replace('{name}', 'Sana') });
    await dialog.waitFor();
    await looksRight(pageA, language, 'block-dialog', false);
    await dialog.getByRole('button', { name: t['safety.cancel'] }).click();

    // A voice call: his call screen rings, hers shows the incoming call; she declines, and the chat keeps a line of it.
    await pageA.getByRole('button', { name: t['calls.voiceCall'], exact: true }).click();
    const callScreen = pageA.getByRole('dialog', { name: t['calls.screenLabel'], exact: true });
    await callScreen.getByText(t['calls.ringing']!).waitFor();
    await looksRight(pageA, language, 'call-screen', false);
    const ring = pageB.getByRole('alertdialog', { name: t['calls.incomingVoice'] });
    await ring.waitFor({ timeout: 15_000 });
    await looksRight(pageB, language, 'call-incoming', false);
    await ring.getByRole('button', { name: t['calls.decline'], exact: true }).click();
    await callScreen.waitFor({ state: 'detached', timeout: 10_000 });
    await pageA.getByTestId('call-log').getByText(t['calls.logDeclined']!, { exact: false }).waitFor({ timeout: 10_000 });
    await looksRight(pageA, language, 'chat-call-log', false);

    // The conversation list and the connections.
    await pageA.goto('/user/messages');
    await pageA.getByRole('list', { name: t['chat.conversations'] }).getByText('Sana Siddiqui').waitFor();
    await looksRight(pageA, language, 'messages');
    await pageA.goto('/user/connections');
    await pageA.getByRole('heading', { level: 1, name: t['connections.title'] }).waitFor();
    await looksRight(pageA, language, 'connections');
    // A message arrives while he reads another page: the header, with its counts, still fits the phone, down to 360 px
    // (the messages count once pushed the menu button off a 390 px screen in Hindi).
    const another = await apiCall(b.cookie, 'POST', `/messages/${a.id}`, { text: 'One more thing.', clientId: `unread-${language}-${Date.now()}` });
    expect(another.status).toBe(201);
    await pageA.getByRole('banner').getByRole('link', { name: t['chat.unreadLabel']!.replace('{count}', '1') }).waitFor();
    await looksRight(pageA, language, 'header-unread', false);
    await pageA.setViewportSize({ width: 360, height: 800 });
    await screenshot(pageA, `members-${language}-header-unread-360`, { fullPage: false });
    expect(await pageA.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'header at 360 px').toBeLessThanOrEqual(0);
    await pageA.setViewportSize(PHONE_390);
    await pageA.goto('/user/my-reports');
    await pageA.getByText(t['safety.noReports']!).waitFor();
    await looksRight(pageA, language, 'my-reports');

    // Settings, tab by tab, and the notification centre.
    const tabs = [
      ['account', 'settings.accountInfo'],
      ['notifications', 'notifications.whatTitle'],
      ['privacy', 'privacy.photosTitle'],
      ['security', 'settings.changePassword'],
      ['verification', 'verification.title'],
    ] as const;
    for (const [tab, heading] of tabs) {
      await pageA.goto(`/settings?tab=${tab}`);
      await pageA.getByRole('heading', { name: t[heading] }).first().waitFor();
      await looksRight(pageA, language, `settings-${tab}`);
    }
    await pageA.goto('/user/notifications');
    await pageA.getByRole('heading', { level: 1, name: t['nav.notifications'] }).waitFor();
    await looksRight(pageA, language, 'notifications');

    await phoneA.context.close();
    await phoneB.context.close();
  });
});
