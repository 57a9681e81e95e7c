import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CATALOGUES } from '@sakinah/contract/translate';
import { PRIVACY_DOCUMENT, TERMS_DOCUMENT, UI_TEXT } from '@sakinah/contract';
import { baseUrl, connectBrowser, DESKTOP, newPerson, screenshot, seriousAxeViolations } from './support/browser';

/**
 * Issue 43: the Terms of Service and the Privacy Policy read entirely in Hindi and in Urdu (texts/legal.ts), with the
 * note that the English version prevails, at 390 px and on a desktop. Reads only: no member is created or changed.
 */
const PHONE_390 = { width: 390, height: 844 } as const;
const SCRIPT = { hi: '[\\u0900-\\u097F]', ur: '[\\u0600-\\u06FF]' } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
/** The document's headings, paragraphs and list items that carry no letter of the script. */
const untranslated = (page: Page, script: string) =>
  page.evaluate((pattern) => {
    const letters = new RegExp(pattern);
    return Array.from(document.querySelectorAll('main h1, main h2, main h3, main p, main li'))
      .map((element) => element.textContent?.trim() ?? '')
      .filter((text) => text !== '' && !letters.test(text));
  }, script);

describe('the legal pages as sent', () => {
  it('/hi/terms and /ur/privacy are pre-rendered in their language, with no English paragraph left', async () => {
    const hindi = await (await fetch(`${baseUrl()}/hi/terms`)).text();
    expect(hindi).toContain('<html lang="hi" dir="ltr"');
    expect(hindi).toContain(CATALOGUES.hi['legal.terms.agreement.title']);
    expect(hindi).toContain(CATALOGUES.hi['legal.englishPrevails']);
    expect(hindi).not.toContain(UI_TEXT['legal.terms.intro']);
    expect(hindi).not.toContain('Agreeing to these terms');

    const urdu = await (await fetch(`${baseUrl()}/ur/privacy`)).text();
    expect(urdu).toContain('<html lang="ur" dir="rtl"');
    expect(urdu).toContain(CATALOGUES.ur['legal.privacy.cookies.title']);
    expect(urdu).not.toContain('We only ask for what a serious marriage search needs.');
    expect(urdu).not.toContain('Cookies and tracking');

    const english = await (await fetch(`${baseUrl()}/terms`)).text();
    expect(english).toContain('Agreeing to these terms');
    expect(english).not.toContain('data-testid="english-prevails"');
  });
});

describe('a visitor reads the terms in Urdu and the privacy policy in Hindi', () => {
  it.each([
    ['ur', '/ur/terms', TERMS_DOCUMENT, 'rtl'],
    ['hi', '/hi/privacy', PRIVACY_DOCUMENT, 'ltr'],
  ] as const)('%s: %s at 390 px and 1280 px, every heading and paragraph in the language', async (language, url, legal, dir) => {
    for (const [width, viewport] of [
      [390, PHONE_390],
      [1280, DESKTOP],
    ] as const) {
      const context = await newPerson(browser, viewport);
      const page = await context.newPage();
      await page.goto(url);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([language, dir]);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(CATALOGUES[language][legal.title]);
      await expect.poll(() => page.getByTestId('english-prevails').isVisible()).toBe(true);
      const headings = await page.locator('article h2').allTextContents();
      expect(headings).toHaveLength(legal.sections.length);
      headings.forEach((heading, index) => expect(heading).toBe(`${index + 1}.${CATALOGUES[language][legal.sections[index]!.title]}`));
      expect(await untranslated(page, SCRIPT[language])).toEqual([]);
      await page.evaluate(() => document.fonts.ready);
      expect(await overflow(page), `${url} at ${width}`).toBeLessThanOrEqual(0);
      await screenshot(page, `legal-${language}-${url.split('/').pop()}-${width}`);
      await context.close();
    }
  });

  it('the contents and the closing link lead on in the same language', async () => {
    const context = await newPerson(browser, PHONE_390);
    const page = await context.newPage();
    await page.goto('/hi/privacy');
    await page.getByRole('navigation', { name: CATALOGUES.hi['legal.contents'] }).getByRole('link', { name: CATALOGUES.hi['legal.privacy.cookies.title'] }).click();
    await page.waitForURL('**/hi/privacy#cookies');
    await page.getByRole('link', { name: CATALOGUES.hi['footer.terms'] }).last().click();
    await page.waitForURL('**/hi/terms');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(CATALOGUES.hi['legal.terms.title']);
    await context.close();
  });

  it('no serious or critical accessibility violation, in Urdu, Hindi and English', async () => {
    const context = await newPerson(browser, DESKTOP);
    for (const url of ['/ur/terms', '/hi/privacy', '/terms', '/privacy']) {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      expect(await seriousAxeViolations(page), url).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it('English: the terms as written, without the translation note', async () => {
    const context = await newPerson(browser, PHONE_390);
    const page = await context.newPage();
    await page.goto('/terms');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Terms of Service');
    expect(await page.getByTestId('english-prevails').count()).toBe(0);
    await screenshot(page, 'legal-en-terms-390', { fullPage: false });
    await context.close();
  });
});
