import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser, screenshot } from './support/browser';
import { apiCall, completeProfileViaApi, contextWithCookie, signUpViaApi } from './support/accounts';
import { photoWithExif } from './support/images';

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
}

describe('buying while a plan is in force', () => {
  it('says before paying that a plan bought in review starts at approval and a second one follows it, keeps both, and tells a member in review what happens next', async () => {
    const member = await signUpViaApi();
    await completeProfileViaApi(member, await photoWithExif({ r: 60, g: 140, b: 110 }));
    const plans = (await (await apiCall(member.cookie, 'GET', '/get-packages')).json()).packages as Plan[];
    const basicYear = plans.find((p) => p.name === 'Basic' && p.duration === '1 Year')!;
    const context = await contextWithCookie(browser, member.cookie);
    const page = await context.newPage();

    // First purchase from the checkout page, before approval: it starts at approval (issue 39).
    await page.goto(`/payment?id=${basicYear.id}`);
    await page.getByTestId('purchase-notice').getByText('Your Basic plan starts when our team approves your profile (usually within one working day)').waitFor();
    await page.getByRole('button', { name: `Pay ₹${basicYear.finalPrice.toLocaleString('en-IN')} Now` }).click();
    await page.waitForURL('**/sandbox-pay/**');
    await page.getByRole('button', { name: /test success/ }).click();
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    // Paid but not yet approved: told about the review, never offered plans or browsing.
    await page.getByText('your profile is now with our team for review').waitFor();
    expect(await page.getByRole('link', { name: 'Browse Profiles' }).count()).toBe(0);
    await screenshot(page, 'payment-success-under-review');

    // Second purchase from pricing: a different plan starts when the year ends.
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Get Standard' }).click();
    const notice = page.getByTestId('purchase-notice');
    await notice.getByText('Your Standard plan will follow your Basic plan, which starts when our team approves your profile (usually within one working day).', { exact: false }).waitFor();
    await screenshot(page, 'pricing-queued-notice');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL('**/sandbox-pay/**');
    await page.getByRole('button', { name: /test success/ }).click();
    await page.waitForURL('**/payment-success**');
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();

    const me = (await (await apiCall(member.cookie, 'GET', '/get-user')).json()).user;
    // Neither runs yet: both wait for the approval, in the order bought.
    expect(me.subscription).toBeNull();
    expect(me.upcomingSubscriptions).toEqual([
      expect.objectContaining({ planName: 'Basic', startsOnApproval: true }),
      expect.objectContaining({ planName: 'Standard', startsOnApproval: true }),
    ]);

    await page.goto('/user/profile-page');
    await page.getByTestId('plan-awaiting-approval').waitFor();
    await page.getByRole('heading', { name: 'Payment History' }).waitFor();
    await page.getByText('Awaiting Approval').first().waitFor();
    await screenshot(page, 'profile-plans-and-history', { fullPage: true });

    // The featured profiles say the profile is under review (not "buy a plan").
    await page.goto('/user/featured-profiles');
    await page.getByRole('heading', { name: 'Profile Under Review' }).waitFor();
    expect(await page.getByRole('link', { name: 'View Plans' }).count()).toBe(0);
    await context.close();
  });
});
