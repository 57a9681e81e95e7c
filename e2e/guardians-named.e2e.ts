import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LANGUAGE_COOKIE, UI_TEXT } from '@sakinah/contract';
import { CATALOGUES } from '@sakinah/contract/translate';
import { apiCall, contextWithCookie, freshEmail, outbox, signUpViaApi } from './support/accounts';
import { baseUrl, connectBrowser, newPerson, screenshot } from './support/browser';

/**
 * Guardians as family (issue 41, item 6): a father who manages his daughter's profile invites her uncle by name and
 * relation, the uncle's invitation says who invited him and for whom, and when she deletes her account the uncle reads
 * a plain sentence, not an error. All at 390 px; the invitation also in Hindi and Urdu.
 */
const PHONE_390 = { width: 390, height: 844 };
const RUN = Array.from({ length: 4 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

describe('guardians named as family', () => {
  it('invited by name and relation, named on the invitation, told plainly when the ward leaves', { timeout: 120_000 }, async () => {
    const ward = await signUpViaApi({ firstName: 'Ayesha', lastName: `Rizvi${RUN}`, profileFor: 'daughter', accountHolder: 'father', accountHolderName: 'Iqbal Rizvi' });
    const uncleEmail = freshEmail('uncle');

    // Settings → Family, on a phone: the uncle invited by name and relation, and listed so.
    const family = await contextWithCookie(browser, ward.cookie, PHONE_390);
    const settings = await family.newPage();
    await settings.goto('/settings?tab=family');
    await settings.getByLabel(UI_TEXT['guardians.nameLabel']).fill('Abdul Rahman');
    await settings.getByLabel(UI_TEXT['guardians.relationLabel']).selectOption('uncle');
    await settings.getByLabel(UI_TEXT['guardians.emailLabel']).fill(uncleEmail);
    await settings.getByRole('button', { name: 'Send invitation' }).click();
    await settings.getByText('Abdul Rahman (uncle)').waitFor();
    expect(await settings.getByText(uncleEmail).count()).toBe(0);
    await screenshot(settings, 'guardians-named-list-390');

    // The invitation names who invited him and for whom, in each language.
    const [invite] = await outbox(uncleEmail);
    const token = /\/guardian\/accept\/([A-Za-z0-9_-]+)/.exec(invite!.text)![1]!;
    for (const language of ['en', 'hi', 'ur'] as const) {
      const context = await newPerson(browser, PHONE_390);
      if (language !== 'en') await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseUrl() }]);
      const page = await context.newPage();
      await page.goto(`/guardian/accept/${token}`);
      const sentence =
        language === 'en'
          ? 'Iqbal Rizvi invited you to be a guardian for Ayesha.'
          : CATALOGUES[language]['guardianInvite.invitedFor']!.replace('{inviter}', 'Iqbal Rizvi').replace('{ward}', 'Ayesha');
      await page.getByText(sentence).waitFor();
      await screenshot(page, `guardians-invitation-${language}-390`);
      await context.close();
    }

    const accepted = await apiCall('', 'POST', `/guardian/accept/${token}`, { firstName: 'Abdul', lastName: 'Rahman', password: 'Wali#2026' });
    expect(accepted.status).toBe(201);
    const uncleCookie = (accepted.headers.get('set-cookie') ?? '').split(';')[0]!;

    // She deletes her account: her uncle reads a plain sentence where her card was, not an error.
    expect((await apiCall(ward.cookie, 'DELETE', '/delete-user')).status).toBe(200);
    const uncle = await contextWithCookie(browser, uncleCookie, PHONE_390);
    const home = await uncle.newPage();
    await home.goto('/guardian');
    await home.getByText(UI_TEXT['guardianHome.wardDeleted']).waitFor();
    expect(await home.getByRole('alert').count()).toBe(0);
    await screenshot(home, 'guardians-ward-deleted-390');
    await Promise.all([family.close(), uncle.close()]);
  });
});
