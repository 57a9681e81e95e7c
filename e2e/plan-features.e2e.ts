import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PLAN_FEATURES } from '@sakinah/contract';
import { DESKTOP, connectBrowser, newPerson, screenshot, screenshotOf } from './support/browser';
import { apiCall, apiLogin, completeProfileViaApi, contextWithCookie, loginViaUi, signUpViaApi } from './support/accounts';
import { photoWithExif } from './support/images';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './support/constants';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

interface Plan {
  id: string;
  name: string;
  duration: string;
  finalPrice: number;
  featureLines: string[];
}

const PHONE_390 = { width: 390, height: 844 } as const;
const NEVER_ADVERTISED = ['Advanced search filters', 'Wali (guardian) access', 'Profile recommendations'];

describe('every advertised feature is real', () => {
  it('pricing shows each plan\'s own lines and says plans do not renew by themselves (phone and desktop)', async () => {
    const member = await signUpViaApi();
    await completeProfileViaApi(member, await photoWithExif({ r: 90, g: 130, b: 160 }));
    const plans = (await (await apiCall(member.cookie, 'GET', '/get-packages')).json()).packages as Plan[];
    for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE_390]] as const) {
      const context = await contextWithCookie(browser, member.cookie, viewport);
      const page = await context.newPage();
      await page.goto('/pricing');
      await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
      const basic = plans.find((p) => p.name === 'Basic' && p.duration === '3 Months')!;
      const list = page.getByRole('list', { name: 'Basic includes' });
      await list.getByRole('listitem').first().waitFor();
      expect(await list.getByRole('listitem').allTextContents()).toEqual(basic.featureLines);
      const premiumLines = await page.getByRole('list', { name: 'Premium includes' }).getByRole('listitem').allTextContents();
      expect(premiumLines).toContain('Priority support: your messages and reports are answered first');
      expect(premiumLines).toEqual(expect.arrayContaining(['Daily match suggestions', 'See who is interested in you']));
      const body = (await page.locator('main').textContent()) ?? '';
      for (const text of NEVER_ADVERTISED) expect(body).not.toContain(text);
      await page.getByText('Plans do not renew automatically').waitFor();
      await screenshot(page, `pricing-plan-features-${name}`);
      await context.close();
    }
  });

  it('the FAQ says plans do not renew by themselves', async () => {
    const context = await newPerson(browser);
    const page = await context.newPage();
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Does my plan renew automatically?' }).click();
    await page.getByText('Plans do not renew by themselves: we never store your card.').waitFor();
    expect(await page.getByText(/turn auto-renewal off/i).count()).toBe(0);
    await context.close();
  });

  it('the admin picks features from the list, and a Premium member\'s message comes first, marked Priority', async () => {
    // A member buys Premium at the checkout page and writes to the team.
    const member = await signUpViaApi({ firstName: 'Sumaiya', lastName: 'Naqvi' });
    await completeProfileViaApi(member, await photoWithExif({ r: 160, g: 110, b: 90 }), { firstName: 'Sumaiya', lastName: 'Naqvi' });
    const plans = (await (await apiCall(member.cookie, 'GET', '/get-packages')).json()).packages as Plan[];
    const premium = plans.find((p) => p.name === 'Premium' && p.duration === '1 Month')!;
    const memberContext = await contextWithCookie(browser, member.cookie);
    const page = await memberContext.newPage();
    await page.goto(`/payment?id=${premium.id}`);
    const benefits = page.getByRole('heading', { name: 'Plan Benefits' }).locator('xpath=following-sibling::ul[1]');
    await benefits.getByText(premium.featureLines.at(-1)!).waitFor();
    expect(await benefits.getByRole('listitem').allTextContents()).toEqual(premium.featureLines);
    await screenshot(page, 'checkout-plan-benefits');
    await page.getByRole('button', { name: `Pay ₹${premium.finalPrice.toLocaleString('en-IN')} Now` }).click();
    await page.waitForURL('**/sandbox-pay/**');
    await page.getByRole('button', { name: /test success/ }).click();
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    // Her plan starts when the team approves her (issue 39): priority support is a feature of a plan in force.
    const me = (await (await apiCall(member.cookie, 'GET', '/get-user')).json()).user as { id: string };
    expect((await apiCall(await apiLogin(E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD), 'POST', `/admin/members/${me.id}/approve`)).status).toBe(200);
    const sent = await apiCall(member.cookie, 'POST', '/contact', { name: 'Sumaiya Naqvi', email: member.email, message: 'How do I hide my photos from some members?' });
    expect(sent.status).toBe(201);
    const visitor = await fetch(new URL('/api/contact', page.url()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'A visitor', email: 'visitor-plan-features@example.com', message: 'Do plans renew?' }),
    });
    expect(visitor.status).toBe(201);
    await memberContext.close();

    const adminContext = await newPerson(browser);
    const admin = await adminContext.newPage();
    await loginViaUi(admin, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await admin.waitForURL('**/admin', { timeout: 8000 });

    await admin.goto('/admin/messages');
    await admin.getByRole('heading', { level: 1, name: 'Contact Messages' }).waitFor();
    const first = admin.getByRole('article').first();
    await first.getByRole('heading', { name: /Sumaiya Naqvi/ }).waitFor();
    await first.getByText('Priority', { exact: true }).waitFor();
    expect(await admin.getByRole('article').filter({ hasText: 'A visitor' }).getByText('Priority', { exact: true }).count()).toBe(0);
    await screenshot(admin, 'admin-messages-priority');

    await admin.goto('/admin/plans');
    await admin.getByRole('heading', { level: 1, name: 'Plans' }).waitFor();
    await screenshot(admin, 'admin-plans');
    await admin.getByRole('button', { name: 'Edit Premium (1 Month)' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit plan' });
    const features = dialog.getByRole('group', { name: 'Features' });
    expect(await features.getByRole('checkbox').count()).toBe(6);
    // Calls (issue 44) are a capability the editor sets like the others.
    expect(await features.getByRole('checkbox', { name: PLAN_FEATURES.calls.text }).isChecked()).toBe(true);
    expect(await features.getByRole('checkbox', { name: 'Read receipts in chat' }).isChecked()).toBe(true);
    expect(await features.getByRole('checkbox', { name: 'Daily match suggestions' }).isChecked()).toBe(true);
    expect(await features.getByRole('checkbox', { name: 'See who is interested in you' }).isChecked()).toBe(true);
    expect(await dialog.locator('textarea').count()).toBe(1);
    await screenshotOf(dialog, 'admin-plan-editor');
    await adminContext.close();

    const phoneAdmin = await newPerson(browser, PHONE_390);
    const phonePage = await phoneAdmin.newPage();
    await loginViaUi(phonePage, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await phonePage.waitForURL('**/admin', { timeout: 8000 });
    await phonePage.goto('/admin/plans');
    await phonePage.getByRole('button', { name: 'Edit Standard (1 Month)' }).click();
    const phoneFeatures = phonePage.getByRole('dialog', { name: 'Edit plan' }).getByRole('group', { name: 'Features' });
    await phoneFeatures.waitFor();
    await phoneFeatures.scrollIntoViewIfNeeded();
    await screenshot(phonePage, 'admin-plan-editor-phone', { fullPage: false });
    await phoneAdmin.close();
  });
});
