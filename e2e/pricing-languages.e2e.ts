import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CATALOGUES, translatePlansText } from '@sakinah/contract/translate';
import { apiCall, contextWithCookie, signUpViaApi } from './support/accounts';
import { baseUrl, connectBrowser, newPerson, screenshot } from './support/browser';

/**
 * Issue 43: the pricing page's plan cards and tabs in Hindi and Urdu, as the server renders /hi/pricing and /ur/pricing
 * for a visitor and as a member reads them at 390 px and 1280 px (her own new account; no demo member is touched).
 */
const PHONE_390 = { width: 390, height: 844 } as const;
const DESKTOP_1280 = { width: 1280, height: 900 } as const;
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(['hi', 'ur'] as const)('pricing in %s', (language) => {
  const c = CATALOGUES[language];

  it('the server renders the plan cards in the page’s language, whatever the browser asks', async () => {
    // The page as drawn: the plans' data travels beside it in English (the API's featureLines, page-data), never shown.
    const html = (await (await fetch(`${baseUrl()}/${language}/pricing`, { headers: { 'accept-language': 'en' } })).text()).replace(
      /<script type="application\/json" id="page-data">[\s\S]*?<\/script>/,
      '',
    );
    expect(html).toContain(`<html lang="${language}"`);
    // The seeded plans: Basic's limits, Premium's unlimited views, a capability, the badge and a description.
    expect(html).toContain(translatePlansText(language, { key: 'plans.feature.profileViews', values: { count: 30 } }));
    expect(html).toContain(c['plans.feature.profileViewsUnlimited']);
    expect(html).toContain(c['plans.feature.calls']);
    expect(html).toContain(c['plans.popular']);
    expect(html).toContain(c['plans.description.basic']);
    for (const english of ['View up to', 'Unlimited profile views', 'Most Popular', 'Start your search with the essentials']) expect(html).not.toContain(english);
  });

  it.each([
    ['390', PHONE_390],
    ['1280', DESKTOP_1280],
  ] as const)('a member reads the tabs and cards at %s px: in her language, mirrored in Urdu, nothing overflows', async (width, viewport) => {
    const member = await signUpViaApi();
    expect((await apiCall(member.cookie, 'PUT', '/update-user', { language })).status).toBe(200);
    const context = await contextWithCookie(browser, member.cookie, viewport);
    const page = await context.newPage();
    await page.goto(`/${language}/pricing`);
    const tabs = page.getByRole('tablist', { name: c['plans.durationTabs'] });
    await tabs.waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([language, language === 'ur' ? 'rtl' : 'ltr']);
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe(c['checkout.duration.1 Month']);
    const standard = page.getByRole('list', { name: c['plans.includes']!.replace('{plan}', language === 'ur' ? '\u2068Standard\u2069' : 'Standard') });
    expect(await standard.getByRole('listitem').allTextContents()).toEqual([
      translatePlansText(language, { key: 'plans.feature.profileViews', values: { count: 150 } }),
      translatePlansText(language, { key: 'plans.feature.photoViews', values: { count: 100 } }),
      c['plans.feature.conversationsUnlimited'],
      c['plans.feature.contactDetails'],
      c['plans.feature.dailySuggestions'],
      c['plans.feature.calls'],
    ]);
    // The year's tab, with its best-value badge, by a click as a person would.
    await page.getByRole('tab', { name: new RegExp(c['checkout.duration.1 Year']!) }).click();
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe(`${c['checkout.duration.1 Year']}${c['plans.bestValue']}`);
    await expect.poll(() => page.getByText(c['checkout.per.1 Year']!).count()).toBe(3);
    await page.evaluate(() => document.fonts.ready);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    if (language === 'ur') {
      // Mirrored: the first tab sits at the right.
      const boxes = await page.getByRole('tab').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().left));
      expect(boxes[0]!).toBeGreaterThan(boxes.at(-1)!);
    }
    const body = (await page.locator('main').textContent()) ?? '';
    for (const english of ['View up to', 'Most Popular', 'Best Value', 'All Plans Include', '/year']) expect(body).not.toContain(english);
    await screenshot(page, `pricing-${language}-${width}`, { fullPage: true });
    await context.close();
  });
});

describe('an English visitor still reads the English plans', () => {
  it('/pricing is unchanged', async () => {
    const context = await newPerson(browser, PHONE_390);
    const page = await context.newPage();
    await page.goto('/pricing');
    await expect.poll(() => page.locator('main').textContent()).toContain('View up to 30 profiles per month');
    await context.close();
  });
});
