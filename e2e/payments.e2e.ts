import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE, connectBrowser, screenshot } from './support/browser';
import { apiCall, apiLogin, completeProfileViaApi, contextWithCookie, outbox, signUpViaApi } from './support/accounts';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './support/constants';
import { photoWithExif } from './support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

async function readyToPay() {
  const member = await signUpViaApi();
  await completeProfileViaApi(member, await photoWithExif({ r: 90, g: 120, b: 160 }));
  return member;
}

describe('plans and payments', () => {
  it('a visitor sees the plans blurred behind Login Required', async () => {
    const context = await browser.newContext({ baseURL: (await import('./support/browser')).baseUrl() });
    const page = await context.newPage();
    await page.goto('/pricing');
    await page.getByRole('heading', { name: 'Login Required' }).waitFor();
    expect(await page.locator('a[href="/auth/login?redirect=pricing"]').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Create Account' }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('picks a plan, pays in the sandbox gateway, and finds the plan active', async () => {
    const member = await readyToPay();
    const context = await contextWithCookie(browser, member.cookie);
    const page = await context.newPage();
    await page.goto('/pricing');
    await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
    await page.getByRole('button', { name: 'Proceed to Payment' }).isVisible().catch(() => false);
    await page.getByRole('button', { name: 'Get Standard' }).click();
    await page.getByText('Selected Plan').first().waitFor();
    await screenshot(page, 'pricing-selected');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL('**/sandbox-pay/**');
    await screenshot(page, 'sandbox-checkout');
    await page.getByRole('button', { name: /test success/ }).click();
    await page.waitForURL('**/payment-success**');
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    // Paid before approval: the plan starts at approval (issue 39), never "active" now.
    expect(await page.getByTestId('paid-lead').innerText()).toContain('Your plan starts when our team approves your profile');
    await screenshot(page, 'payment-success');
    await page.getByRole('link', { name: 'View Profile' }).click();
    await page.waitForURL('**/user/profile-page');
    await page.getByTestId('plan-awaiting-approval').waitFor();
    const me = (await (await apiCall(member.cookie, 'GET', '/get-user')).json()).user;
    expect(me).toMatchObject({ paymentStatus: 'paid', isPaymentComplete: true, status: 'Pending', subscription: null });
    expect(me.upcomingSubscriptions[0]).toMatchObject({ planName: 'Standard', startsOnApproval: true });

    // The receipt: mailed, and opened from the payment history; printable, and as a PDF.
    const [paid] = (await (await apiCall(member.cookie, 'GET', '/get-payment-history')).json()).data as Array<{ paymentId: string; amount: number }>;
    await page.getByRole('link', { name: /^Receipt/ }).first().click();
    await page.waitForURL(`**/user/receipts/${paid!.paymentId}`);
    const number = (await page.getByText(/^SKN-\d{6}$/).innerText()).trim();
    expect(await page.getByTestId('receipt-amount').innerText()).toBe(`₹${paid!.amount.toLocaleString('en-IN')}`);
    const receiptText = await page.locator('main').innerText();
    for (const line of ['Standard', 'Sakinah Matrimony', paid!.paymentId, 'Card', member.email]) expect(receiptText).toContain(line);
    expect((await outbox(member.email)).map((m) => m.subject)).toContain(`Your Sakinah receipt ${number}`);
    await screenshot(page, 'receipt-desktop');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await screenshot(page, 'receipt-print');
    await page.emulateMedia({ media: 'screen' });
    const pdf = await context.request.get(String(await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByText(number).waitFor();
    await screenshot(page, 'receipt-phone');

    // Another member cannot open it: the same answer as for a receipt that does not exist.
    const other = await contextWithCookie(browser, (await readyToPay()).cookie);
    const otherPage = await other.newPage();
    await otherPage.goto(`/user/receipts/${paid!.paymentId}`);
    await otherPage.getByRole('heading', { name: 'Receipt not found' }).waitFor();
    expect(await otherPage.locator('main').innerText()).not.toContain(number);
    await other.close();

    // The admin's payments page links the same receipt.
    const admin = await contextWithCookie(browser, await apiLogin(E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD));
    const adminPage = await admin.newPage();
    await adminPage.goto(`/admin/payments`);
    await adminPage.getByRole('searchbox', { name: 'Member' }).fill(member.email);
    const row = adminPage.getByRole('row').filter({ hasText: paid!.paymentId });
    await row.waitFor();
    await screenshot(adminPage, 'admin-payments-receipt-link', { fullPage: false });
    await row.getByRole('link', { name: /^Receipt/ }).click();
    await adminPage.waitForURL(`**/user/receipts/${paid!.paymentId}`);
    await adminPage.getByText(number).waitFor();
    await admin.close();
    await context.close();
  });

  it('pays from the checkout page and sees the thank-you card', async () => {
    const member = await readyToPay();
    const plans = (await (await apiCall(member.cookie, 'GET', '/get-packages')).json()).packages as Array<{ id: string; name: string; duration: string; finalPrice: number }>;
    const plan = plans.find((p) => p.name === 'Premium' && p.duration === '3 Months')!;
    const context = await contextWithCookie(browser, member.cookie);
    const page = await context.newPage();
    await page.goto(`/payment?id=${plan.id}`);
    const pay = page.getByRole('button', { name: `Pay ₹${plan.finalPrice.toLocaleString('en-IN')} Now` });
    await pay.click();
    await page.waitForURL('**/sandbox-pay/**');
    await page.getByRole('button', { name: /test success/ }).click();
    await page.waitForURL('**/payment?**');
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    expect(await page.locator('body').innerText()).toContain('Premium');
    await context.close();
  });

  it('a failed payment lands on /payment-failed with its reason', async () => {
    const member = await readyToPay();
    const context = await contextWithCookie(browser, member.cookie);
    const page = await context.newPage();
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Get Basic' }).click();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL('**/sandbox-pay/**');
    await page.getByRole('button', { name: 'Simulate a failed payment' }).click();
    await page.waitForURL('**/payment-failed**');
    await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
    expect(await page.locator('body').innerText()).toContain('declined');
    await page.getByRole('link', { name: 'Try Again' }).click();
    await page.waitForURL('**/pricing');
    const me = (await (await apiCall(member.cookie, 'GET', '/get-user')).json()).user;
    expect(me.paymentStatus).toBe('unpaid');
    await context.close();
  });

  it('an incomplete profile is sent to the editor when choosing a plan', async () => {
    const member = await signUpViaApi();
    const context = await contextWithCookie(browser, member.cookie);
    const page = await context.newPage();
    await page.goto('/pricing');
    await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
    await screenshot(page, 'pricing-incomplete-profile');
    await page.getByRole('button', { name: 'Get Standard' }).click();
    await page.getByText('Incomplete Profile: Please complete your profile before proceeding to payment').waitFor();
    await page.waitForURL('**/user/profile');
    await context.close();
  });
});
