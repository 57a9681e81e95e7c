import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BRAND_NAME, MSG } from '@sakinah/contract';
import { ConfigError, loadConfig } from '../../config';
import { packages, paymentRefunds, payments, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, signIn, signInAdmin, testClock } from '../../test/factories';
import { hmacHex } from '../../providers/payments/signatures';
import { runSeed } from '../../seed/run-seed';

/**
 * The create-order answer the checkout page opens Razorpay's widget with, and the content security
 * policy that lets the widget load only when Razorpay is configured. Razorpay's API is a local stub.
 */
const KEY_ID = 'rzp_test_int_key';
const KEY_SECRET = 'rzp_test_int_secret';
const WEBHOOK_SECRET = 'whsec_int_test';
const STANDIN_SCRIPT = 'http://127.0.0.1:9/v1/checkout.js';

let stub: http.Server;
let stubUrl: string;
const stubOrders = new Map<string, { id: string; amount: number; currency: string; status: string }>();
/** Refunds the stand-in was asked for: Razorpay's POST /v1/payments/:id/refund, with its body. */
const stubRefunds: Array<{ paymentId: string; amount: number; notes: Record<string, string> }> = [];

const clock = testClock();
let rzp: TestApp;
let sandbox: TestApp;
let standin: TestApp;

beforeAll(async () => {
  stub = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const auth = Buffer.from(String(req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
      const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (auth !== `${KEY_ID}:${KEY_SECRET}`) return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      if (req.method === 'POST' && req.url === '/v1/orders') {
        const body = JSON.parse(raw) as { amount: number; currency: string };
        const order = { id: `order_Int${String(stubOrders.size + 1).padStart(11, '0')}`, entity: 'order', amount: body.amount, currency: body.currency, status: 'created' };
        stubOrders.set(order.id, order);
        return send(200, order);
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
      if (req.method === 'POST' && refund) {
        const body = JSON.parse(raw) as { amount: number; speed?: string; receipt?: string; notes: Record<string, string> };
        stubRefunds.push({ paymentId: refund[1]!, amount: body.amount, notes: body.notes });
        return send(200, { id: `rfnd_Int${String(stubRefunds.length).padStart(10, '0')}`, entity: 'refund', amount: body.amount, currency: 'INR', payment_id: refund[1], status: 'processed' });
      }
      return send(404, { error: { description: 'not found' } });
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  const razorpayEnv = { RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, RAZORPAY_API_URL: stubUrl };
  rzp = await createTestApp(razorpayEnv, { now: clock.now });
  await runSeed({ config: rzp.config, db: rzp.database.db, storage: rzp.app.ctx.storage, now: clock.now });
  sandbox = await createTestApp({ PAYMENT_SANDBOX_SECRET: 'sandbox-secret-for-tests-0123456789' }, { now: clock.now });
  await runSeed({ config: sandbox.config, db: sandbox.database.db, storage: sandbox.app.ctx.storage, now: clock.now });
  standin = await createTestApp({ ...razorpayEnv, RAZORPAY_CHECKOUT_SCRIPT_URL: STANDIN_SCRIPT }, { now: clock.now });
  await runSeed({ config: standin.config, db: standin.database.db, storage: standin.app.ctx.storage, now: clock.now });
});
afterAll(async () => {
  await Promise.all([rzp?.close(), sandbox?.close(), standin?.close()]);
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

async function payer(t: TestApp, overrides: Parameters<typeof buildMember>[1] = {}) {
  const member = await buildMember(t.database.db, { status: 'Active', isProfileComplete: true, ...overrides });
  return { member, cookie: await signIn(t.app, member.email) };
}
const planOf = async (t: TestApp, duration: string, name: string) =>
  (await t.database.db.select().from(packages).where(and(eq(packages.duration, duration as never), eq(packages.name, name))))[0]!;
const createOrder = (t: TestApp, cookie: string | undefined, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/create-order', payload: body as object, headers: cookie ? { cookie } : {} });
const cspOf = async (t: TestApp, url = '/api/health') => String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

describe('create-order for the checkout widget (Razorpay)', () => {
  it('answers with the key, the order, the brand, the theme colour, the script and the member\'s prefill', async () => {
    const { member, cookie } = await payer(rzp, { firstName: 'Hina', middleName: 'Fatima', lastName: 'Qureshi' });
    const plan = await planOf(rzp, '3 Months', 'Standard');
    const res = await createOrder(rzp, cookie, { package: plan.id, paymentMethod: 'card' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const remote = stubOrders.get(body.order.id)!;
    expect(remote).toBeDefined();
    expect(body).toMatchObject({
      success: true,
      provider: 'razorpay',
      key: KEY_ID,
      id: remote.id,
      amount: remote.amount,
      currency: 'INR',
      order: { id: remote.id, amount: remote.amount, currency: 'INR' },
      package: { id: plan.id, name: 'Standard', duration: '3 Months' },
      scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      name: BRAND_NAME,
      description: 'Standard plan, 3 Months',
      theme: { color: '#1b4d3e' },
      prefill: { name: 'Hina Fatima Qureshi', email: member.email, contact: member.contactNo },
    });
    // The key secret and the webhook secret never reach the browser.
    expect(res.body).not.toContain(KEY_SECRET);
    expect(res.body).not.toContain(WEBHOOK_SECRET);
  });

  it('leads the pricing flow into the same checkout page', async () => {
    const { cookie } = await payer(rzp);
    const plan = await planOf(rzp, '1 Year', 'Premium');
    const res = await createOrder(rzp, cookie, { package: plan.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, paymentUrl: `/payment?id=${plan.id}`, orderId: expect.stringMatching(/^order_Int/) });
  });

  it('prefills an empty phone when the member has none, and the script address from the configuration', async () => {
    const { cookie } = await payer(standin, { contactNo: null });
    const plan = await planOf(standin, '1 Month', 'Basic');
    const body = (await createOrder(standin, cookie, { package: plan.id, paymentMethod: 'card' })).json();
    expect(body.scriptUrl).toBe(STANDIN_SCRIPT);
    expect(body.prefill.contact).toBe('');
  });

  it('refuses anonymous callers, incomplete profiles and unknown plans', async () => {
    const plan = await planOf(rzp, '1 Month', 'Basic');
    const anonymous = await createOrder(rzp, undefined, { package: plan.id, paymentMethod: 'card' });
    expect(anonymous.statusCode).toBe(401);
    const incomplete = await payer(rzp, { isProfileComplete: false });
    const refused = await createOrder(rzp, incomplete.cookie, { package: plan.id, paymentMethod: 'card' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MSG.incompleteProfile);
    const { cookie } = await payer(rzp);
    for (const id of ['nope', '00000000-0000-0000-0000-000000000000']) {
      const res = await createOrder(rzp, cookie, { package: id, paymentMethod: 'card' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: MSG.packageNotFound });
    }
    expect((await createOrder(rzp, cookie, { package: plan.id, paymentMethod: 'bitcoin' })).statusCode).toBe(400);
  });

  it('verifies the widget\'s handler fields with the key secret only, for the member\'s own order', async () => {
    const a = await payer(rzp);
    const b = await payer(rzp);
    const plan = await planOf(rzp, '6 Months', 'Standard');
    const order = (await createOrder(rzp, a.cookie, { package: plan.id, paymentMethod: 'card' })).json();
    const paymentId = 'pay_IntCheckout001';
    const fields = (secret: string) => ({ razorpay_order_id: order.order.id, razorpay_payment_id: paymentId, razorpay_signature: hmacHex(secret, `${order.order.id}|${paymentId}`) });
    const verify = (cookie: string, query: Record<string, string>) =>
      rzp.app.inject({ method: 'GET', url: `/api/verify-payment?${new URLSearchParams(query)}`, headers: { cookie } });

    const wrongSecret = await verify(a.cookie, fields('not-the-key-secret'));
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().message).toBe(MSG.paymentVerifyFailed);
    const otherMember = await verify(b.cookie, fields(KEY_SECRET));
    expect(otherMember.statusCode).toBe(404);
    const [before] = await rzp.database.db.select().from(users).where(eq(users.id, a.member.id));
    expect(before!.paymentStatus).not.toBe('paid');

    const ok = await verify(a.cookie, { ...fields(KEY_SECRET), packageId: plan.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: MSG.paymentSuccess, data: { subscription: { planName: 'Standard', duration: '6 Months' } } });
  });

  it('activates a plan from a signed payment.captured webhook when the browser never came back', async () => {
    const { member, cookie } = await payer(rzp);
    const plan = await planOf(rzp, '1 Month', 'Premium');
    const order = (await createOrder(rzp, cookie, { package: plan.id, paymentMethod: 'card' })).json();
    const event = (signatureSecret: string, eventId: string) => {
      const raw = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_IntWebhook001', order_id: order.order.id, status: 'captured', amount: order.amount } } },
      });
      return rzp.app.inject({
        method: 'POST',
        url: '/api/payment-webhook',
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(signatureSecret, raw), 'x-razorpay-event-id': eventId },
      });
    };
    const forged = await event(KEY_SECRET, 'evt_IntForged01');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(MSG.webhookInvalid);
    const res = await event(WEBHOOK_SECRET, 'evt_IntCaptured1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, activated: true });
    const me = (await rzp.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie } })).json().user;
    expect(me).toMatchObject({ id: member.id, paymentStatus: 'paid' });
    expect(me.subscription).toMatchObject({ planName: 'Premium' });
  });
});

describe('create-order for the checkout widget (sandbox)', () => {
  it('names no script: the sandbox pays on its own page', async () => {
    const { cookie } = await payer(sandbox);
    const plan = await planOf(sandbox, '1 Month', 'Basic');
    const body = (await createOrder(sandbox, cookie, { package: plan.id, paymentMethod: 'card' })).json();
    expect(body).toMatchObject({ provider: 'sandbox', scriptUrl: null, name: BRAND_NAME, theme: { color: '#1b4d3e' } });
  });
});

describe('content security policy', () => {
  it('allows Razorpay\'s checkout script, frames and API only when Razorpay is configured', async () => {
    const csp = await cspOf(rzp);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://checkout.razorpay.com https://cdn.razorpay.com");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://checkout.razorpay.com https://api.razorpay.com");
    expect(directive(csp, 'connect-src')).toContain('https://api.razorpay.com');
    expect(directive(csp, 'connect-src')).toContain('https://lumberjack.razorpay.com');
    expect(directive(csp, 'img-src')).toContain('https://cdn.razorpay.com');
    expect(csp).toContain("frame-ancestors 'none'");
    // Pages get the same policy as the API.
    expect(await cspOf(rzp, '/payment')).toBe(csp);

    const plain = await cspOf(sandbox);
    expect(plain).not.toContain('razorpay');
    expect(directive(plain, 'script-src')).toBe("script-src 'self'");
    expect(directive(plain, 'frame-src')).toBe("frame-src 'self'");
  });

  it('allows the configured script\'s own origin (a local stand-in in tests)', async () => {
    const csp = await cspOf(standin);
    expect(directive(csp, 'script-src')).toContain('http://127.0.0.1:9');
    expect(directive(csp, 'connect-src')).toContain('http://127.0.0.1:9');
    expect(directive(csp, 'script-src')).not.toContain('/v1/checkout.js');
  });
});

describe('RAZORPAY_CHECKOUT_SCRIPT_URL', () => {
  it('defaults to Razorpay\'s script, takes an address, and must be https in production', () => {
    expect(loadConfig({}).RAZORPAY_CHECKOUT_SCRIPT_URL).toBe('https://checkout.razorpay.com/v1/checkout.js');
    expect(loadConfig({ RAZORPAY_CHECKOUT_SCRIPT_URL: STANDIN_SCRIPT }).RAZORPAY_CHECKOUT_SCRIPT_URL).toBe(STANDIN_SCRIPT);
    expect(() => loadConfig({ RAZORPAY_CHECKOUT_SCRIPT_URL: 'not a url' })).toThrow(/RAZORPAY_CHECKOUT_SCRIPT_URL/);
    const production = {
      NODE_ENV: 'production', PUBLIC_URL: 'https://example.org', RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's',
      SMTP_URL: 'smtp://mail.example.org', OTP_GATEWAY_URL: 'https://otp.example.org',
    };
    expect(loadConfig(production).RAZORPAY_CHECKOUT_SCRIPT_URL).toBe('https://checkout.razorpay.com/v1/checkout.js');
    expect(() => loadConfig({ ...production, RAZORPAY_CHECKOUT_SCRIPT_URL: STANDIN_SCRIPT })).toThrow(ConfigError);
  });
});

describe('a rejection refunds what was paid during the review, through Razorpay', () => {
  it('asks Razorpay for the full amount of each waiting plan, records the refund and ends the plan', async () => {
    const { member, cookie } = await payer(rzp, { status: 'Pending' });
    const plan = await planOf(rzp, '3 Months', 'Standard');
    const order = (await createOrder(rzp, cookie, { package: plan.id, paymentMethod: 'card' })).json();
    const paymentId = 'pay_IntRejected01';
    const query = { razorpay_order_id: order.order.id, razorpay_payment_id: paymentId, razorpay_signature: hmacHex(KEY_SECRET, `${order.order.id}|${paymentId}`) };
    const paid = await rzp.app.inject({ method: 'GET', url: `/api/verify-payment?${new URLSearchParams(query)}`, headers: { cookie } });
    expect(paid.json().data.subscription).toMatchObject({ startsOnApproval: true });
    const admin = await signInAdmin(rzp.app, rzp.database.db);
    const res = await rzp.app.inject({ method: 'POST', url: `/api/admin/members/${member.id}/reject`, payload: { reason: 'Please add a photo of yourself.' }, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(stubRefunds).toContainEqual({ paymentId, amount: order.order.amount, notes: expect.objectContaining({ reason: 'profile not approved' }) });
    const [payment] = await rzp.database.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId));
    expect(payment!.status).toBe('refunded');
    const [refund] = await rzp.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment!.id));
    expect(refund).toMatchObject({ status: 'processed', providerRefundId: expect.stringMatching(/^rfnd_Int/) });
    const [row] = await rzp.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ status: 'Rejected', paymentStatus: 'unpaid' });
  });
});
