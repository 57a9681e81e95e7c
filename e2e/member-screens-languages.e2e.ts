import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALES, LANGUAGE_COOKIE } from '@sakinah/contract';
import hi from '@sakinah/contract/catalogues/hi';
import ur from '@sakinah/contract/catalogues/ur';
import { apiCall, apiLogin, completeProfileViaApi, contextWithCookie, latestResetPath, signUpViaApi, payPremiumAndApprove } from './support/accounts';
import { baseUrl, closeToasts, connectBrowser, newPerson, screenshot } from './support/browser';
import { photoWithExif } from './support/images';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './support/constants';

/**
 * Issue 43, the member screens that were left in English: another member's profile (who manages it, the detail cards),
 * the password's pages, Settings → Family and the thank-you page, read by a Hindi and an Urdu family at 390 px and on a
 * desktop. Its own members (never the demo ones); the texts expected are the catalogues'.
 */
const PHONE_390 = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 900 } as const;
const CATALOGUES = { hi, ur } as const;
type Language = keyof typeof CATALOGUES;
const RUN = Array.from({ length: 4 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

let browser: Browser;
let adminCookie: string;
beforeAll(async () => {
  browser = await connectBrowser();
  adminCookie = await apiLogin(E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
});
afterAll(async () => browser.close());

/** A catalogue text with its values, as the page formats it (a name inside Urdu's sentence is isolated; choices are not). */
function text(language: Language, key: string, values: Record<string, string | number> = {}) {
  const isolated = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, language === 'ur' && k === 'name' ? `\u2068${v}\u2069` : v]));
  return String(new IntlMessageFormat(CATALOGUES[language][key]!, INTL_LOCALES[language]).format(isolated));
}

/** A new member of her own: signed up, complete, paid in the sandbox, approved. */
async function activeMember(firstName: string, gender: 'male' | 'female', colour: { r: number; g: number; b: number }, extra: Record<string, string> = {}) {
  const member = await signUpViaApi({ firstName, lastName: `Rizvi${RUN}`, gender, ...extra });
  await completeProfileViaApi(member, await photoWithExif(colour), { firstName, lastName: `Rizvi${RUN}`, gender, caste: 'Qureshi', casteInterestedIn: ['Qureshi'] });
  const id = await payPremiumAndApprove(browser, member, adminCookie);
  return { ...member, id, firstName };
}

async function personIn(language: Language, viewport: { width: number; height: number }, cookie?: string) {
  const context = cookie ? await contextWithCookie(browser, cookie, viewport) : await newPerson(browser, viewport);
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseUrl() }]);
  return { context, page: await context.newPage() };
}

/** In the language, mirrored for Urdu, nothing wider than the screen; then a picture of it. */
async function looksRight(page: Page, language: Language, name: string) {
  await expect.poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), { timeout: 15_000 }).toEqual([language, language === 'ur' ? 'rtl' : 'ltr']);
  await closeToasts(page);
  const width = page.viewportSize()?.width ?? 0;
  await screenshot(page, `member-screens-${language}-${name}-${width}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), name).toBeLessThanOrEqual(0);
}

describe('the member screens in Hindi and in Urdu', () => {
  let bride: Awaited<ReturnType<typeof activeMember>>;
  const viewers = {} as Record<Language, Awaited<ReturnType<typeof activeMember>>>;
  beforeAll(async () => {
    // Her father manages her profile (issue 41): "Managed by her father, Iqbal".
    bride = await activeMember('Ayesha', 'female', { r: 170, g: 100, b: 80 }, { profileFor: 'daughter', accountHolder: 'father', accountHolderName: 'Iqbal Rizvi' });
    viewers.hi = await activeMember('Imran', 'male', { r: 60, g: 110, b: 160 });
    viewers.ur = await activeMember('Bilal', 'male', { r: 40, g: 120, b: 90 });
    for (const language of ['hi', 'ur'] as const) {
      const saved = await apiCall(viewers[language].cookie, 'PUT', '/update-user', { language });
      if (!saved.ok) throw new Error(`language: ${saved.status} ${await saved.text()}`);
    }
  }, 240_000);

  it.each([['hi'], ['ur']] as const)('%s: another member\u2019s profile says who manages it, with its detail cards, on a phone and a desktop', { timeout: 120_000 }, async (language) => {
    const t = CATALOGUES[language];
    const managed = text(language, 'profileView.managedByHolder', { gender: 'female', relation: 'father', name: 'Iqbal' });
    expect(managed).toMatch(language === 'hi' ? /पिता/ : /والد/);

    const phone = await personIn(language, PHONE_390, viewers[language].cookie);
    await phone.page.goto(`/user/view-profile/${bride.id}`);
    await phone.page.getByText(managed, { exact: true }).waitFor();
    await phone.page.getByText(t['profileView.managedByFamily']!, { exact: true }).waitFor();
    await phone.page.getByText(text(language, 'profileView.createdFor', { child: 'daughter' }), { exact: true }).waitFor();
    await phone.page.getByRole('button', { name: t['profileView.back'] }).waitFor();
    // Phones: the cards behind the Career, Family and About tabs.
    const tabs = phone.page.getByRole('tablist', { name: t['profileView.detailsLabel'] }).getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual([t['profileView.tabCareer'], t['profileView.tabFamily'], t['profileView.tabAbout']]);
    await phone.page.getByRole('heading', { name: t['profileCard.educationCareer'] }).waitFor();
    await phone.page.getByText(t['profileCard.occupation']!, { exact: true }).waitFor();
    await tabs.nth(1).click();
    await phone.page.getByRole('heading', { name: t['profileCard.familyDetails'] }).waitFor();
    await phone.page.getByText(t['profileCard.fatherName']!, { exact: true }).waitFor();
    await looksRight(phone.page, language, 'view-profile');
    await phone.context.close();

    // Desktop: every card at once, the person's details among them.
    const desktop = await personIn(language, DESKTOP, viewers[language].cookie);
    await desktop.page.goto(`/user/view-profile/${bride.id}`);
    await desktop.page.getByText(managed, { exact: true }).waitFor();
    for (const title of ['profileView.photos', 'profileCard.aboutMe', 'profileView.personalDetails', 'profileCard.educationCareer', 'profileCard.familyDetails', 'profileCard.expectations']) {
      await desktop.page.getByRole('heading', { level: 2, name: t[title] }).waitFor();
    }
    await desktop.page.getByText(t['marital.single']!, { exact: true }).first().waitFor();
    expect(await desktop.page.getByText('Managed by', { exact: false }).count()).toBe(0);
    await looksRight(desktop.page, language, 'view-profile');
    await desktop.context.close();
  });

  it.each([['hi'], ['ur']] as const)('%s: her own profile overview (plan, payments, cards) reads in the language', { timeout: 60_000 }, async (language) => {
    const t = CATALOGUES[language];
    for (const viewport of [PHONE_390, DESKTOP]) {
      const person = await personIn(language, viewport, viewers[language].cookie);
      await person.page.goto('/user/profile-page');
      for (const title of ['overview.subscription', 'overview.paymentHistory', 'overview.personalInformation', 'profileView.contactDetails']) {
        await person.page.getByRole('heading', { name: t[title] }).first().waitFor();
      }
      await person.page.getByText(t['overview.planStatus.Active']!, { exact: true }).first().waitFor();
      await person.page.getByRole('link', { name: new RegExp(`^${t['overview.receipt']}`) }).first().waitFor();
      await person.page.getByRole('progressbar', { name: t['overview.ringAria'] }).waitFor();
      for (const english of ['Payment History', 'Personal Information', 'Subscription', 'Expires on', 'Profile Views', 'Edit Profile', 'My Profile Overview']) {
        expect(await person.page.getByText(english, { exact: false }).count(), english).toBe(0);
      }
      await looksRight(person.page, language, 'overview');
      await person.context.close();
    }
  });

  it.each([['hi'], ['ur']] as const)('%s: Settings \u2192 Family reads in the language', { timeout: 60_000 }, async (language) => {
    const t = CATALOGUES[language];
    for (const viewport of [PHONE_390, DESKTOP]) {
      const person = await personIn(language, viewport, viewers[language].cookie);
      await person.page.goto('/settings?tab=family');
      await person.page.getByRole('heading', { name: t['guardians.heading'] }).waitFor();
      await person.page.getByRole('button', { name: t['guardians.sendInvitation'] }).waitFor();
      await person.page.getByText(t['guardians.none']!, { exact: true }).waitFor();
      await looksRight(person.page, language, 'guardians');
      await person.context.close();
    }
  });

  it.each([['hi'], ['ur']] as const)('%s: the password\u2019s pages and the thank-you page, for a visitor', { timeout: 90_000 }, async (language) => {
    const t = CATALOGUES[language];
    for (const viewport of [PHONE_390, DESKTOP]) {
      const visitor = await personIn(language, viewport);
      const page = visitor.page;
      await page.goto(`/${language}/auth/forget-password`);
      await page.getByRole('heading', { level: 1, name: t['forgot.title'] }).waitFor();
      await page.getByRole('button', { name: t['forgot.submit'] }).waitFor();
      await looksRight(page, language, 'forgot-password');

      await page.goto(`/${language}/thank-you`);
      await page.getByRole('heading', { level: 1, name: t['thankYou.title'] }).waitFor();
      await looksRight(page, language, 'thank-you');
      await visitor.context.close();
    }

    // The whole way: asked for a link in the language, the mail's link opened, the checklist in the language.
    const member = await signUpViaApi({ firstName: 'Hina', lastName: `Rizvi${RUN}` });
    const visitor = await personIn(language, PHONE_390);
    const page = visitor.page;
    await page.goto(`/${language}/auth/forget-password`);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await page.getByRole('textbox').first().fill(member.email);
    await page.getByRole('button', { name: t['forgot.submit'] }).click();
    await page.getByRole('heading', { level: 1, name: t['checkEmail.title'] }).waitFor();
    expect(page.url()).toContain(`/${language}/auth/check-email`);
    await page.getByText(t['checkEmail.follow']!, { exact: true }).waitFor();
    await looksRight(page, language, 'check-email');
    await page.goto(`/${language}${await latestResetPath(member.email)}`);
    await page.getByRole('heading', { level: 1, name: t['reset.title'] }).waitFor();
    await page.getByRole('list', { name: t['passwordRule.requirements'] }).getByText(t['passwordRule.upper']!).waitFor();
    await page.getByLabel(t['reset.newPassword']!, { exact: true }).fill('Sakinah#2027');
    await page.getByLabel(t['reset.confirmPassword']!, { exact: true }).fill('Sakinah#2027');
    await looksRight(page, language, 'reset-password');
    await page.getByRole('button', { name: t['reset.submit'] }).click();
    await page.getByText(t['resetPasswordSuccess']!, { exact: true }).waitFor();
    await page.getByRole('link', { name: t['reset.goToLogin'] }).waitFor();
    await visitor.context.close();
  });
});
