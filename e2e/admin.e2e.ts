import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser, newPerson, screenshot } from './support/browser';
import { apiCall, completeProfileViaApi, contextWithCookie, loginViaUi, signUpViaApi } from './support/accounts';
import { photoWithExif } from './support/images';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './support/constants';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

describe('administration', () => {
  it('sign up, complete, pay, wait for review; an admin approves; the member reaches Featured Profiles', async () => {
    const member = await signUpViaApi({ firstName: 'Noorjahan', lastName: 'Abbasi' });
    await completeProfileViaApi(member, await photoWithExif({ r: 120, g: 90, b: 150 }), { firstName: 'Noorjahan', lastName: 'Abbasi' });

    // The member pays in the sandbox gateway.
    const memberContext = await contextWithCookie(browser, member.cookie);
    const page = await memberContext.newPage();
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Get Premium' }).click();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL('**/sandbox-pay/**');
    await page.getByRole('button', { name: /test success/ }).click();
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();

    // Signing in now: paid but not approved.
    await memberContext.clearCookies();
    await loginViaUi(page, member.email, member.password);
    await page.getByRole('dialog', { name: 'Profile Under Review' }).waitFor({ timeout: 8000 });
    await page.getByRole('dialog', { name: 'Profile Under Review' }).getByRole('button', { name: 'OK' }).click();

    // The admin approves from the queue.
    const adminContext = await newPerson(browser);
    const admin = await adminContext.newPage();
    await loginViaUi(admin, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await admin.waitForURL('**/admin', { timeout: 8000 });
    await admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await screenshot(admin, 'admin-dashboard');
    await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: /^Review queue/ }).click();
    await admin.getByRole('heading', { level: 1, name: 'Review Queue' }).waitFor();
    const card = admin.getByRole('article').filter({ has: admin.getByRole('heading', { name: 'Noorjahan Abbasi' }) });
    await card.getByRole('button', { name: /^Approve/ }).click();
    await admin.getByText('Member approved').waitFor();
    await screenshot(admin, 'admin-review-queue');

    // The approval is in the audit trail.
    await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Audit trail' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Audit Trail' }).waitFor();
    await admin.getByText('member.approve', { exact: true }).first().waitFor();

    // The member signs in again and reaches Featured Profiles.
    await memberContext.clearCookies();
    await loginViaUi(page, member.email, member.password);
    await page.waitForURL('**/user/featured-profiles', { timeout: 8000 });
    await page.getByRole('heading', { level: 1, name: 'Featured Profiles' }).waitFor();
    const mails = (await (await apiCall(member.cookie, 'GET', `/dev/outbox?to=${encodeURIComponent(member.email)}`)).json()).messages as Array<{ subject: string }>;
    expect(mails.some((m) => m.subject === 'Your Sakinah profile is approved')).toBe(true);
    await memberContext.close();
    await adminContext.close();
  });

  it('a member cannot open the console', async () => {
    const member = await signUpViaApi();
    const context = await contextWithCookie(browser, member.cookie);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    expect((await apiCall(member.cookie, 'GET', '/admin/dashboard')).status).toBe(403);
    await context.close();
  });
});
