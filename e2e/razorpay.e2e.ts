import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MSG } from '../packages/contract/src/messages';
import { baseUrl, closeToasts, connectBrowser, DESKTOP, screenshot, seriousAxeViolations } from './support/browser';
import { apiCall, completeProfileViaApi, contextWithCookie, signUpViaApi } from './support/accounts';
import { photoWithExif } from './support/images';
import { startBuiltServer, type BuiltServer } from './support/built-server';
import { startRazorpayStub, type RazorpayStub } from './support/razorpay-stub';

/**
 * The card checkout people see when Razorpay takes the payments, driven in Chromium against a local
 * stand-in: a second built server configured with Razorpay keys whose API (RAZORPAY_API_URL) and
 * checkout script (RAZORPAY_CHECKOUT_SCRIPT_URL) are the stub's (e2e/support/razorpay-stub.ts).
 * The shared server of the other browser tests keeps the sandbox gateway.
 */
const PHONE_390 = { width: 390, height: 844 } as const;

let browser: Browser;
let stub: RazorpayStub;
let server: BuiltServer;
let base: string;

beforeAll(async () => {
  browser = await connectBrowser();
  stub = await startRazorpayStub();
  server = await startBuiltServer('razorpay', {
    RAZORPAY_KEY_ID: stub.keyId,
    RAZORPAY_KEY_SECRET: stub.keySecret,
    RAZORPAY_WEBHOOK_SECRET: stub.webhookSecret,
    RAZORPAY_API_URL: stub.url,
    RAZORPAY_CHECKOUT_SCRIPT_URL: stub.scriptUrl,
  });
  base = server.baseUrl;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await stub?.close();
});

interface Plan {
  id: string;
  name: string;
  duration: string;
  finalPrice: number;
}

async function readyToPay() {
  const member = await signUpViaApi({}, base);
  await completeProfileViaApi(member, await photoWithExif({ r: 120, g: 90, b: 160 }), {}, base);
  return member;
}

async function planNamed(cookie: string, name: string, duration: string): Promise<Plan> {
  const plans = (await (await apiCall(cookie, 'GET', '/get-packages', undefined, base)).json()).packages as Plan[];
  return plans.find((p) => p.name === name && p.duration === duration)!;
}

async function me(cookie: string) {
  return (await (await apiCall(cookie, 'GET', '/get-user', undefined, base)).json()).user as {
    paymentStatus: string;
    subscription: { planName: string; duration: string } | null;
    upcomingSubscriptions: Array<{ planName: string; duration: string; startsOnApproval: boolean }>;
  };
}

const payLabel = (plan: Plan) => `Pay ₹${plan.finalPrice.toLocaleString('en-IN')} Now`;
const standIn = (page: Page) => page.getByRole('dialog', { name: 'Razorpay Checkout' });
const openedOptions = (page: Page) =>
  page.evaluate(() => (window as unknown as { __razorpayStandIn?: { opened: Array<Record<string, unknown>> } }).__razorpayStandIn?.opened ?? []);

/** Collects the page's content-security-policy complaints: there must be none. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/** Serious axe violations inside the checkout's Payment panel (what this feature draws). */
async function paymentPanelAxeViolations(page: Page) {
  const violations = await seriousAxeViolations(page);
  const inPanel = await Promise.all(
    violations.map(async (violation) => {
      const nodes = await page.evaluate(
        (targets) => targets.filter((target) => !!document.querySelector(target)?.closest('[aria-labelledby="pay-heading"]')),
        violation.nodes.map((node) => node.target.join(' ')),
      );
      return nodes.length > 0 ? { id: violation.id, help: violation.help, nodes } : null;
    }),
  );
  return inPanel.filter((v) => v !== null);
}

async function checkoutPage(cookie: string, plan: Plan, viewport: { width: number; height: number } = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextWithCookie(browser, cookie, viewport, base);
  const page = await context.newPage();
  await page.goto(`/payment?id=${plan.id}`);
  await page.getByRole('button', { name: payLabel(plan) }).waitFor();
  return { context, page };
}

describe('Razorpay checkout (against a local stand-in)', () => {
  it('buys a plan from the pricing page through the checkout page, end to end', async () => {
    const member = await readyToPay();
    const context = await contextWithCookie(browser, member.cookie, DESKTOP, base);
    const page = await context.newPage();
    const violations = cspViolations(page);
    await page.goto('/pricing');
    await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
    await page.getByRole('button', { name: 'Get Standard' }).click();
    await page.getByText('Selected Plan').first().waitFor();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    // Both flows meet on the checkout page.
    await page.waitForURL('**/payment?id=**');
    // The pricing page opens on the 1 Month tab.
    const plan = await planNamed(member.cookie, 'Standard', '1 Month');
    expect(new URL(page.url()).searchParams.get('id')).toBe(plan.id);

    // Nothing of Razorpay is loaded before the member asks to pay.
    expect(await page.evaluate(() => typeof (window as unknown as { Razorpay?: unknown }).Razorpay)).toBe('undefined');
    await page.getByRole('button', { name: payLabel(plan) }).click();
    const dialog = standIn(page);
    await dialog.waitFor();
    const orderId = await dialog.getAttribute('data-order-id');
    const order = stub.orders.get(orderId!)!;
    expect(order).toMatchObject({ status: 'created', amount: Math.round(plan.finalPrice * 100), currency: 'INR' });
    const [options] = await openedOptions(page);
    expect(options).toEqual({
      key: stub.keyId,
      amount: order.amount,
      currency: 'INR',
      order_id: order.id,
      name: 'Sakinah',
      description: 'Standard plan, 1 Month',
      prefill: { name: 'Hina Qureshi', email: member.email, contact: member.phone },
      theme: { color: '#1b4d3e' },
      hasHandler: true,
      hasOnDismiss: true,
    });
    await expect(page.getByRole('button', { name: 'Processing...' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'razorpay-checkout-open-desktop', { fullPage: false });

    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    // Paid before approval: the plan starts when the team approves her (issue 39), never "activated" now.
    expect(await page.getByTestId('paid-lead').innerText()).toContain('Your plan starts when our team approves your profile');
    expect(await page.getByText(MSG.paymentSuccess).count()).toBe(0);
    expect(await page.locator('body').innerText()).toContain('Standard');
    await screenshot(page, 'razorpay-checkout-paid');

    expect(order.status).toBe('paid');
    const payment = [...stub.payments.values()].find((p) => p.order_id === order.id)!;
    expect(payment.status).toBe('captured');
    const user = await me(member.cookie);
    expect(user.paymentStatus).toBe('paid');
    expect(user.subscription).toBeNull();
    expect(user.upcomingSubscriptions[0]).toMatchObject({ planName: 'Standard', duration: '1 Month', startsOnApproval: true });
    const history = (await (await apiCall(member.cookie, 'GET', '/get-payment-history', undefined, base)).json()).data as Array<{ paymentId: string }>;
    expect(history.map((p) => p.paymentId)).toContain(payment.id);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('dismissing the widget gives the button back, and nothing is paid', async () => {
    const member = await readyToPay();
    const plan = await planNamed(member.cookie, 'Premium', '3 Months');
    const { context, page } = await checkoutPage(member.cookie, plan, PHONE_390);
    await page.getByRole('button', { name: payLabel(plan) }).click();
    const dialog = standIn(page);
    await dialog.waitFor();
    const orderId = (await dialog.getAttribute('data-order-id'))!;
    await screenshot(page, 'razorpay-checkout-open-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    const pay = page.getByRole('button', { name: payLabel(plan) });
    await pay.waitFor();
    expect(await pay.isEnabled()).toBe(true);
    expect(stub.orders.get(orderId)!.status).toBe('created');
    expect((await me(member.cookie)).subscription).toBeNull();

    // The button works again: a new order, the widget opens, Escape dismisses it too.
    await pay.click();
    await dialog.waitFor();
    expect(await dialog.getAttribute('data-order-id')).not.toBe(orderId);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await pay.waitFor();
    expect((await me(member.cookie)).paymentStatus).not.toBe('paid');
    await context.close();
  });

  it('a failed payment shows Razorpay\'s reason, the button is usable again, and the order is not paid', async () => {
    const member = await readyToPay();
    const plan = await planNamed(member.cookie, 'Basic', '1 Month');
    const { context, page } = await checkoutPage(member.cookie, plan);
    await page.getByRole('button', { name: payLabel(plan) }).click();
    const dialog = standIn(page);
    await dialog.waitFor();
    const orderId = (await dialog.getAttribute('data-order-id'))!;
    await dialog.getByRole('button', { name: 'Fail' }).click();
    const alert = page.getByRole('alert').filter({ hasText: MSG.paymentFailedTitle });
    await alert.waitFor();
    expect(await alert.innerText()).toContain("Your payment didn't go through as it was declined by the bank.");
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    const pay = page.getByRole('button', { name: payLabel(plan) });
    await pay.waitFor();
    expect(await pay.isEnabled()).toBe(true);
    await closeToasts(page);
    await screenshot(page, 'razorpay-checkout-failed');
    expect(await paymentPanelAxeViolations(page)).toEqual([]);
    expect(stub.orders.get(orderId)!.status).toBe('attempted');
    const user = await me(member.cookie);
    expect(user.paymentStatus).not.toBe('paid');
    expect(user.subscription).toBeNull();

    // Trying again clears the old reason and can succeed.
    await pay.click();
    await dialog.waitFor();
    expect(await alert.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    expect((await me(member.cookie)).upcomingSubscriptions[0]).toMatchObject({ planName: 'Basic', startsOnApproval: true });
    await context.close();
  });

  it('a payment whose browser left before the handler ran is activated by the signed webhook', async () => {
    const member = await readyToPay();
    const plan = await planNamed(member.cookie, 'Standard', '6 Months');
    const { context, page } = await checkoutPage(member.cookie, plan);
    await page.getByRole('button', { name: payLabel(plan) }).click();
    const dialog = standIn(page);
    await dialog.waitFor();
    const orderId = (await dialog.getAttribute('data-order-id'))!;
    // The member pays on Razorpay's side, then the tab is gone before our handler could run.
    const payment = stub.capture(orderId);
    await context.close();
    expect((await me(member.cookie)).subscription).toBeNull();

    const forged = await stub.sendWebhook(base, 'payment.captured', payment, stub.keySecret);
    expect(forged.status).toBe(400);
    expect((await me(member.cookie)).subscription).toBeNull();
    const res = await stub.sendWebhook(base, 'payment.captured', payment);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, activated: true });
    const user = await me(member.cookie);
    expect(user.paymentStatus).toBe('paid');
    expect(user.upcomingSubscriptions[0]).toMatchObject({ planName: 'Standard', duration: '6 Months', startsOnApproval: true });
  });

  it('a checkout script that cannot load gives a clear message and a Retry that opens the widget', async () => {
    const member = await readyToPay();
    const plan = await planNamed(member.cookie, 'Premium', '1 Month');
    for (const viewport of [PHONE_390, DESKTOP]) {
      const { context, page } = await checkoutPage(member.cookie, plan, viewport);
      const suffix = viewport === DESKTOP ? 'desktop' : 'phone';
      let blocked: 'missing' | 'offline' | null = 'missing';
      await page.route(`${stub.url}/v1/checkout.js`, async (route) => {
        if (blocked === 'missing') await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
        else if (blocked === 'offline') await route.abort('internetdisconnected');
        else await route.continue();
      });
      const pay = page.getByRole('button', { name: payLabel(plan) });
      await pay.click();
      const failed = page.getByRole('alert').filter({ hasText: MSG.checkoutScriptFailed });
      await failed.waitFor();
      // Never a stuck "Processing..." button.
      await pay.waitFor();
      expect(await pay.isEnabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Processing...' }).count()).toBe(0);
      await closeToasts(page);
      await failed.scrollIntoViewIfNeeded();
      await screenshot(page, `razorpay-checkout-script-failed-${suffix}`, { fullPage: viewport === DESKTOP });
      expect(await paymentPanelAxeViolations(page)).toEqual([]);

      // Still offline: Retry fails the same clear way.
      blocked = 'offline';
      await failed.getByRole('button', { name: 'Retry' }).click();
      await failed.waitFor();
      expect(await standIn(page).count()).toBe(0);

      // Back online: Retry opens the widget for the same order.
      blocked = null;
      const ordersBefore = stub.orders.size;
      await failed.getByRole('button', { name: 'Retry' }).click();
      await standIn(page).waitFor();
      expect(stub.orders.size).toBe(ordersBefore);
      expect(await failed.count()).toBe(0);
      await standIn(page).getByRole('button', { name: 'Close' }).click();
      await pay.waitFor();
      await context.close();
    }
    expect((await me(member.cookie)).subscription).toBeNull();
  });

  it('the stand-in is in no build: the web and server bundles never name it', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
    const built = [...files(path.join(root, 'apps/web/dist')), ...files(path.join(root, 'apps/server/dist'))].filter((file) => /\.(js|html|mjs|cjs)$/.test(file));
    expect(built.length).toBeGreaterThan(0);
    const naming = built.filter((file) => /__razorpayStandIn|razorpay-checkout-standin|standin\/payments/.test(fs.readFileSync(file, 'utf8')));
    expect(naming).toEqual([]);
  });

  it('allows Razorpay in the content security policy only on the Razorpay server', async () => {
    const withRazorpay = String((await fetch(`${base}/payment`)).headers.get('content-security-policy'));
    expect(withRazorpay).toContain(`script-src 'self' ${stub.url} https://checkout.razorpay.com https://cdn.razorpay.com`);
    const sandbox = String((await fetch(`${baseUrl()}/payment`)).headers.get('content-security-policy'));
    expect(sandbox).not.toContain('razorpay');
    expect(sandbox).toContain("script-src 'self';");
  });
});
