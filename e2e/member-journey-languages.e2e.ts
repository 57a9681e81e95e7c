import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALES } from '@sakinah/contract';
import { CATALOGUES } from '@sakinah/contract/translate';
import { baseUrl, connectBrowser, newPerson, screenshot } from './support/browser';
import { apiCall, apiLogin, completeProfileViaApi, contextWithCookie, freshEmail, freshPhone, latestOtp } from './support/accounts';
import { photoWithExif } from './support/images';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './support/constants';

/**
 * Issue 43, the member's journey in Hindi and in Urdu on a 390 px phone: a father signs up his daughter through the
 * wizard in the language, completes her profile in the editor, states her faith and makes a wish a must, and finds
 * matches. Texts are checked against the catalogues (not copies of them), Urdu is right to left and mirrored, and
 * nothing is wider than the screen. Each language creates its own member; no demo member is changed.
 */
const PHONE_390 = { width: 390, height: 844 } as const;
const PASSWORD = 'Iqbal@786';

let browser: Browser;
let adminCookie: string;
beforeAll(async () => {
  browser = await connectBrowser();
  adminCookie = await apiLogin(E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
});
afterAll(async () => browser.close());

/** Letters only (names keep the letters rule), different every run: the shared server keeps earlier runs' members. */
const RUN = Array.from({ length: 4 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** Nothing wider than the screen: no horizontal scroll on a phone. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The start edge of an element: its right edge in Urdu, its left edge in Hindi. */
async function startEdge(locator: Locator, dir: 'ltr' | 'rtl'): Promise<number> {
  const box = (await locator.boundingBox())!;
  return dir === 'rtl' ? box.x + box.width : box.x;
}

describe.each([
  ['hi', 'ltr'],
  ['ur', 'rtl'],
] as const)('the member journey in %s at 390 px', (language, dir) => {
  const text = (key: string, values: Record<string, string | number> = {}) => {
    const message = CATALOGUES[language][key];
    if (message === undefined) throw new Error(`no ${language} text for ${key}`);
    return String(new IntlMessageFormat(message, INTL_LOCALES[language]).format(values));
  };

  it('signs up through the wizard, fills the profile, makes a must of faith, and finds matches, all in the language', async () => {
    const context = await newPerson(browser, PHONE_390);
    await context.addCookies([{ name: 'sakinah_lang', value: language, url: baseUrl() }]);
    const page = await context.newPage();

    // Sign-up: the wizard in the language.
    await page.goto('/auth/signup');
    await expect.poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), { timeout: 15_000 }).toEqual([language, dir]);
    await page.getByRole('heading', { level: 1, name: text('signup.pageTitle') }).waitFor();
    await page.getByRole('region', { name: text('signup.beforeYouBegin') }).getByText(text('signup.journeyHeading')).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `journey-${language}-signup-intro-390`);
    const next = page.getByRole('button', { name: text('signup.next'), exact: true });
    await next.click();
    const who = page.getByLabel(text('signup.whoLabel'), { exact: true });
    await who.waitFor();
    await who.selectOption('father');
    await page.getByLabel(text('signup.holderName'), { exact: true }).fill(`Iqbal ${RUN}`);
    await page.getByLabel(text('signup.profileFor'), { exact: true }).selectOption('daughter');
    await page.getByLabel(text('signup.firstName'), { exact: true }).fill('Ayesha');
    await page.getByLabel(text('signup.lastName'), { exact: true }).fill(`Rizvi${RUN}`);
    // The relations read in the language.
    expect(await who.locator('option[value="father"]').textContent()).toBe(text('holder.father'));
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `journey-${language}-signup-who-390`);
    // The progress bar fills from the start edge: its first step sits at the start.
    const steps = page.getByRole('list', { name: text('signup.progress') }).getByRole('listitem');
    const [first, last] = [await steps.first().boundingBox(), await steps.last().boundingBox()];
    if (dir === 'rtl') expect(first!.x).toBeGreaterThan(last!.x);
    else expect(first!.x).toBeLessThan(last!.x);
    await next.click();

    const phone = freshPhone();
    await page.getByRole('textbox', { name: text('signup.phoneLabel') }).fill(phone);
    await page.getByLabel(text('signup.whatsappConfirm')).check();
    await page.getByRole('button', { name: text('signup.sendOtp') }).click();
    await page.getByRole('textbox', { name: text('signup.enterOtp') }).fill(await latestOtp(phone));
    // The phone number reads left to right in Urdu too.
    expect(await page.locator('#contactNo').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await screenshot(page, `journey-${language}-signup-otp-390`);
    await page.getByRole('button', { name: text('signup.verify'), exact: true }).click();
    const emailField = page.getByLabel(text('signup.email'), { exact: true });
    await emailField.waitFor({ timeout: 10_000 });
    const email = freshEmail(`journey${language}`);
    await emailField.fill(email);
    await next.click();
    await page.getByLabel(text('signup.dob'), { exact: true }).fill('1999-08-21');
    await next.click();
    // "Daughter" at the first step preset the gender.
    expect(await page.getByRole('radio', { name: text('gender.female') }).isChecked()).toBe(true);
    await next.click();
    await page.getByLabel(text('signup.password'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(text('signup.confirmPassword'), { exact: true }).fill(PASSWORD);
    await page.getByText(text('signup.ruleLength', { count: 6 })).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `journey-${language}-signup-password-390`);
    await page.getByRole('button', { name: text('signup.submit'), exact: true }).click();
    await page.waitForURL('**/user/profile');
    const me = (await page.evaluate(async () => (await fetch('/api/get-user')).json())).user;
    expect(me).toMatchObject({ email, firstName: 'Ayesha', gender: 'female', language });

    // The profile editor: its tabs start at the start edge, the fields and their messages in the language.
    await page.getByRole('heading', { level: 1, name: text('editor.greeting', { name: dir === 'rtl' ? '\u2068Ayesha\u2069' : 'Ayesha' }) }).waitFor();
    const tabs = page.getByRole('tablist', { name: text('editor.sections') }).getByRole('tab');
    await expect.poll(() => tabs.first().textContent()).toBe(text('editor.tab.personal'));
    const strip = page.getByRole('tablist', { name: text('editor.sections') });
    expect(Math.abs((await startEdge(tabs.first(), dir)) - (await startEdge(strip, dir)))).toBeLessThan(24);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `journey-${language}-editor-personal-390`);
    // A required field left empty: the contract's message, shown in the language.
    await page.getByLabel(text('editor.weight')).fill('');
    await page.getByRole('button', { name: text('editor.saveNext') }).click();
    await page.getByText(text('required')).first().waitFor();

    // The rest of the profile and a photo through the API, then every tab of the editor.
    const cookie = await apiLogin(email, PASSWORD);
    await completeProfileViaApi({ cookie, email, phone }, await photoWithExif({ r: 60, g: 140, b: 110 }), {
      firstName: 'Ayesha', lastName: `Rizvi${RUN}`, gender: 'female', dob: '1999-08-21',
      aboutMe: language === 'ur' ? 'میں لکھنؤ میں استاد ہوں۔' : 'मैं लखनऊ में शिक्षिका हूँ।',
    });
    await page.reload();
    for (const section of ['personal', 'contact', 'education', 'family', 'preferences', 'about', 'photo'] as const) {
      await page.getByRole('tab', { name: text(`editor.tab.${section}`) }).click();
      await page.getByRole('tab', { name: text(`editor.tab.${section}`), selected: true }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `journey-${language}-editor-${section}-390`);
    }
    // Her own words keep their own direction.
    await page.getByRole('tab', { name: text('editor.tab.about') }).click();
    expect(await page.getByLabel(text('editor.aboutMe')).getAttribute('dir')).toBe('auto');

    // A plan and the team's approval, so the listing opens (the pricing flow in English, as other tests run it).
    await apiCall(cookie, 'PUT', '/update-user', { language: 'en' });
    const payer = await contextWithCookie(browser, cookie);
    const pay = await payer.newPage();
    await pay.goto('/pricing');
    await pay.getByRole('button', { name: 'Get Premium' }).click();
    await pay.getByRole('button', { name: 'Proceed to Payment' }).click();
    await pay.waitForURL('**/sandbox-pay/**');
    await pay.getByRole('button', { name: /test success/ }).click();
    await pay.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    await payer.close();
    await apiCall(cookie, 'PUT', '/update-user', { language });
    expect((await apiCall(adminCookie, 'POST', `/admin/members/${me.id}/approve`)).status).toBe(200);

    // Discovery: the listing with each card's reason line, and the filters.
    await page.goto('/user/featured-profiles');
    await page.getByRole('heading', { level: 1, name: text('discovery.title') }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(dir);
    const cards = page.getByRole('list', { name: text('discovery.listLabel') });
    await cards.getByRole('link', { name: text('card.viewProfile') }).first().waitFor({ timeout: 15_000 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `journey-${language}-discovery-390`, { fullPage: false });
    await cards.locator('article').first().scrollIntoViewIfNeeded();
    await screenshot(page, `journey-${language}-discovery-card-390`, { fullPage: false });
    await page.getByRole('button', { name: text('discovery.filters') }).click();
    const sidebar = page.getByRole('complementary', { name: text('discovery.filters') });
    await sidebar.getByText(text('discovery.refine')).waitFor();
    // A checkbox sits at the start edge of its label: on the right in Urdu.
    const married = sidebar.getByRole('checkbox', { name: text('marital.single') });
    const [box, label] = [await married.boundingBox(), await sidebar.getByText(text('marital.single'), { exact: true }).boundingBox()];
    if (dir === 'rtl') expect(box!.x).toBeGreaterThan(label!.x);
    else expect(box!.x).toBeLessThan(label!.x);
    await sidebar.getByLabel(text('discovery.minAge')).fill('24');
    await page.getByRole('group', { name: text('discovery.activeFilters') }).getByText(text('discovery.chipAgeFrom', { min: 24 })).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await sidebar.scrollIntoViewIfNeeded();
    await screenshot(page, `journey-${language}-filters-390`, { fullPage: false });
    await married.scrollIntoViewIfNeeded();
    await screenshot(page, `journey-${language}-filters-marital-390`, { fullPage: false });

    // Faith and wishes with a must: the options and the server's answer in the language.
    await page.goto('/settings?tab=faith');
    const sect = page.getByLabel(text('faithField.sect'), { exact: true });
    await sect.waitFor();
    expect(await sect.locator('option[value="sunni"]').textContent()).toBe(text('sect.sunni'));
    await sect.selectOption('sunni');
    await page.getByLabel(text('faithField.school'), { exact: true }).selectOption('hanafi');
    await page.getByLabel(text('faithField.community'), { exact: true }).selectOption('navayath');
    await page.getByLabel(text('faithField.prayer'), { exact: true }).selectOption('always');
    await page.getByRole('button', { name: text('faith.saveFaith') }).click();
    await page.getByText(text('faith.faithSaved')).first().waitFor();
    const community = page.getByRole('group', { name: text('preference.community'), exact: true });
    await community.getByRole('checkbox', { name: text('community.navayath') }).check();
    await community.getByRole('radio', { name: text('faith.must') }).check();
    await page.getByRole('button', { name: text('faith.saveWishes') }).click();
    await page.getByText(text('faith.faithSaved')).first().waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await sect.scrollIntoViewIfNeeded();
    await screenshot(page, `journey-${language}-faith-own-390`, { fullPage: false });
    await community.scrollIntoViewIfNeeded();
    await screenshot(page, `journey-${language}-faith-must-390`, { fullPage: false });
    // A must on a field she left empty: the server's faith refusal, translated.
    const refused = await apiCall(cookie, 'PUT', '/update-user', { partnerPreferences: { islamicEducation: { values: ['hafiz'], must: true } } });
    expect(refused.status).toBe(400);
    const refusal = await refused.json();
    expect(refusal.success).toBe(false);
    expect(refusal.errors?.[0]?.message ?? refusal.message).toBe(text('faith.mustOnEmptyField'));

    // Today's matches: too few meet her must, and the page names the must to relax, in the language.
    await page.goto('/user/featured-profiles');
    const relax = text('faith.relaxWish', { label: text('preference.community') });
    await page.getByText(relax, { exact: false }).first().waitFor({ timeout: 15_000 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `journey-${language}-relax-hint-390`, { fullPage: false });
    await context.close();
  });
});
