import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser, baseUrl, newPerson, screenshot } from './support/browser';
import { activeDemoMember, apiCall, apiLogin, contextWithCookie, DEMO_PASSWORD } from './support/accounts';

/** Issue 43: the app in Hindi and in Urdu on a 390 px phone, and the member's choice kept on her record. */
const PHONE_390 = { width: 390, height: 844 } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

async function withLanguageCookie(page: Page, language: 'hi' | 'ur') {
  await page.context().addCookies([{ name: 'sakinah_lang', value: language, url: baseUrl() }]);
}

/** Nothing wider than the screen: no horizontal scroll on a phone. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('a visitor in Hindi and in Urdu at 390 px', () => {
  it.each([
    ['hi', 'ltr', 'होम', 'सहायता'],
    ['ur', 'rtl', 'ہوم', 'مدد'],
  ] as const)('%s: the page is drawn in the language, with lang and dir, and nothing overflows', async (language, dir, home, support) => {
    const context = await newPerson(browser, PHONE_390);
    const page = await context.newPage();
    await withLanguageCookie(page, language);
    await page.goto('/about');
    await expect.poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), { timeout: 15_000 }).toEqual([language, dir]);
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.getByRole('heading', { name: support }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('banner').getByRole('button', { name: /مینو کھولیے|मेन्यू खोलिए/ }).click();
    await expect.poll(() => page.locator('#mobile-menu a').first().textContent(), { timeout: 15_000 }).toBe(home);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // The font of the script is the one in use (Nastaliq for Urdu): the browser loaded it for this page.
    const family = language === 'ur' ? 'Noto Nastaliq Urdu' : 'Noto Sans Devanagari';
    await expect.poll(() => page.evaluate((name) => document.fonts.check(`16px "${name}"`, 'ہوم होम'), family), { timeout: 15_000 }).toBe(true);
    await screenshot(page, `languages-visitor-${language}-390`, { fullPage: false });
    await page.getByRole('banner').getByRole('button', { name: /مینو بند کیجیے|मेन्यू बंद कीजिए/ }).click();
    await screenshot(page, `languages-visitor-${language}-390-full`);
    await context.close();
  });

  it('the header switch changes the language at once and remembers it in a cookie', async () => {
    const context = await newPerson(browser, PHONE_390);
    const page = await context.newPage();
    await page.goto('/faq');
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitemradio', { name: 'हिन्दी' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 15_000 }).toBe('hi');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'sakinah_lang')?.value).toBe('hi');
    // The server answers her refusals in it too.
    const refused = await page.evaluate(async () => {
      const res = await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong#1234' }) });
      return res.json() as Promise<{ success: boolean; message: string }>;
    });
    expect(refused).toEqual(expect.objectContaining({ success: false, message: 'ईमेल या पासवर्ड सही नहीं है' }));
    await context.close();
  });
});

describe('a member chooses Urdu in Settings → Account', () => {
  it('saves it on her record, mirrors the app (tab bar from the right), and nothing overflows at 390 px', async () => {
    const member = activeDemoMember(5);
    const cookie = await apiLogin(member.email, DEMO_PASSWORD);
    const context = await contextWithCookie(browser, cookie, PHONE_390);
    const page = await context.newPage();
    try {
      await page.goto('/settings');
      const group = page.getByRole('radiogroup', { name: 'Language' });
      await group.getByRole('radio', { name: 'اردو' }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.dir), { timeout: 15_000 }).toBe('rtl');
      await expect.poll(async () => (await (await apiCall(cookie, 'GET', '/get-user')).json()).user.language, { timeout: 15_000 }).toBe('ur');
      // The tab bar reads from the right: Matches (رشتے) is the right-most tab.
      const tabs = page.getByRole('navigation', { name: 'رکن کے ٹیب' }).getByRole('link');
      await expect.poll(() => tabs.first().textContent(), { timeout: 15_000 }).toContain('رشتے');
      const first = await tabs.first().boundingBox();
      const last = await tabs.last().boundingBox();
      expect(first!.x).toBeGreaterThan(last!.x);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      // The toast after the switch is in the new language.
      await expect.poll(() => page.getByText('زبان محفوظ ہو گئی').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await screenshot(page, 'languages-member-ur-settings-390', { fullPage: false });

      // Another page of the app: still Urdu, still right to left, still within the screen.
      await page.goto('/user/messages');
      await expect.poll(() => page.evaluate(() => document.documentElement.dir), { timeout: 15_000 }).toBe('rtl');
      await expect.poll(() => page.getByRole('status').filter({ hasText: /لوڈ|Loading/ }).count(), { timeout: 15_000 }).toBe(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'languages-member-ur-messages-390', { fullPage: false });

      // Hindi from the header's switch: saved on her record as well.
      await page.getByTestId('language-switch').click();
      await page.getByRole('menuitemradio', { name: 'हिन्दी' }).click();
      await expect.poll(async () => (await (await apiCall(cookie, 'GET', '/get-user')).json()).user.language, { timeout: 15_000 }).toBe('hi');
      await expect.poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), { timeout: 15_000 }).toEqual(['hi', 'ltr']);
      await screenshot(page, 'languages-member-hi-messages-390', { fullPage: false });
    } finally {
      // The demo member goes back to English for the other tests.
      await apiCall(cookie, 'PUT', '/update-user', { language: 'en' });
      await context.close();
    }
  });
});
