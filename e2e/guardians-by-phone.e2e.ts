import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LANGUAGE_COOKIE, MSG, PHONE_SIGN_IN_MSG, UI_TEXT } from '@sakinah/contract';
import { CATALOGUES } from '@sakinah/contract/translate';
import { apiCall, contextWithCookie, freshPhone, latestOtp, outbox, signUpViaApi } from './support/accounts';
import { baseUrl, connectBrowser, newPerson, screenshot } from './support/browser';

/**
 * Guardians by phone (issue 41, item 6), at 390 px: a member invites her father by WhatsApp; he opens the link from the
 * stand-in's outbox, proves his number with a code, follows her requests, and later signs in with his number.
 */
const PHONE_390 = { width: 390, height: 844 };
const RUN = Array.from({ length: 4 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

describe('a guardian invited by WhatsApp', () => {
  it('is invited by number, accepts with a code, sees his ward, and signs in later by number', { timeout: 180_000 }, async () => {
    const ward = await signUpViaApi({ firstName: 'Ayesha', lastName: `Rizvi${RUN}` });
    const fatherPhone = freshPhone();

    // Settings → Family on a phone: her father by name, relation and WhatsApp number; listed by name, number masked.
    const family = await contextWithCookie(browser, ward.cookie, PHONE_390);
    const settings = await family.newPage();
    await settings.goto('/settings?tab=family');
    await settings.getByLabel(UI_TEXT['guardians.nameLabel']).fill('Iqbal Rizvi');
    await settings.getByLabel(UI_TEXT['guardians.relationLabel']).selectOption('father');
    await settings.getByRole('radio', { name: UI_TEXT['guardians.byWhatsApp'] }).check();
    await settings.getByLabel(UI_TEXT['guardians.phoneLabel']).fill(fatherPhone);
    await settings.getByRole('button', { name: 'Send invitation' }).click();
    await settings.getByText(MSG.guardianInvitedWhatsApp).first().waitFor();
    await settings.getByText('Iqbal Rizvi (father)').waitFor();
    await settings.getByText(`Invitation sent to ••••••${fatherPhone.slice(-4)}`).waitFor();
    expect(await settings.getByText(fatherPhone).count()).toBe(0);
    await screenshot(settings, 'guardians-by-phone-list-390');

    // The invitation went by WhatsApp only, with the link.
    const messages = await outbox(fatherPhone);
    expect(messages.map((m) => m.channel)).toEqual(['whatsapp']);
    const link = /https?:\/\/\S+\/guardian\/accept\/[A-Za-z0-9_-]+/.exec(messages[0]!.text)![0];
    const path = new URL(link).pathname;

    // The invitation page in Hindi and Urdu (looked at, not used).
    for (const language of ['hi', 'ur'] as const) {
      const context = await newPerson(browser, PHONE_390);
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseUrl() }]);
      const page = await context.newPage();
      await page.goto(path);
      await page.getByRole('button', { name: CATALOGUES[language]['guardianInvite.sendCode'] }).waitFor();
      await screenshot(page, `guardians-by-phone-invitation-${language}-390`);
      await context.close();
    }

    // The father: his name, a code to his number, and he is in.
    const father = await newPerson(browser, PHONE_390);
    const page = await father.newPage();
    await page.goto(path);
    await page.getByText('Ayesha Rizvi', { exact: false }).first().waitFor();
    await page.getByLabel(UI_TEXT['ui.firstName']).fill('Iqbal');
    await page.getByLabel(UI_TEXT['ui.lastName']).fill('Rizvi');
    await screenshot(page, 'guardians-by-phone-invitation-en-390');
    await page.getByRole('button', { name: UI_TEXT['guardianInvite.sendCode'] }).click();
    const codeField = page.getByLabel(UI_TEXT['guardianInvite.codeLabel']);
    await codeField.waitFor();
    await codeField.fill(await latestOtp(fatherPhone));
    await page.getByRole('button', { name: UI_TEXT['guardianInvite.accept'] }).click();
    await page.waitForURL('**/guardian');
    await page.getByText('Ayesha', { exact: false }).first().waitFor();
    await screenshot(page, 'guardians-by-phone-home-390');
    await father.close();

    // Her list now shows him active, still by name.
    await settings.reload();
    await settings.getByText('Iqbal Rizvi (father)').waitFor();

    // Later, on another day: he signs in with his number and a code.
    const later = await newPerson(browser, PHONE_390);
    const login = await later.newPage();
    await login.goto('/auth/login');
    await login.getByLabel('Email Address', { exact: true }).click();
    await login.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await login.getByRole('button', { name: PHONE_SIGN_IN_MSG.tabPhone }).click();
    await login.getByLabel(PHONE_SIGN_IN_MSG.phoneLabel).fill(fatherPhone);
    await login.getByRole('button', { name: PHONE_SIGN_IN_MSG.sendCode }).click();
    const loginCode = login.getByLabel(PHONE_SIGN_IN_MSG.codeLabel);
    await loginCode.waitFor();
    await loginCode.fill(await latestOtp(fatherPhone));
    await login.getByRole('button', { name: PHONE_SIGN_IN_MSG.signIn, exact: true }).click();
    await login.waitForURL('**/guardian');
    await login.getByText('Ayesha', { exact: false }).first().waitFor();
    await Promise.all([later.close(), family.close()]);
  });

  it('the invitation form reads in Hindi and Urdu at 390 px', async () => {
    const ward = await signUpViaApi({ firstName: 'Zainab', lastName: `Rizvi${RUN}` });
    for (const language of ['hi', 'ur'] as const) {
      // A signed-in member reads in her account's language.
      expect((await apiCall(ward.cookie, 'PUT', '/update-user', { language })).status).toBe(200);
      const context = await contextWithCookie(browser, ward.cookie, PHONE_390);
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseUrl() }]);
      const page = await context.newPage();
      await page.goto('/settings?tab=family');
      await page.getByRole('radio', { name: CATALOGUES[language]['guardians.byWhatsApp'] }).check();
      await page.getByLabel(CATALOGUES[language]['guardians.phoneLabel']!).waitFor();
      await screenshot(page, `guardians-by-phone-form-${language}-390`);
      await context.close();
    }
  });
});
