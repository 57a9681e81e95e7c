import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayPaymentProvider } from './razorpay-payment.provider';
import { hmacHex } from './signatures';

/** A local stand-in for Razorpay's REST API (orders), checking basic auth like the real one. */
let server: http.Server;
let apiUrl: string;
const seen: Array<{ method: string; path: string; auth: string; body: unknown }> = [];
const orders = new Map<string, { id: string; amount: number; currency: string; status: string }>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const auth = Buffer.from(String(req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
      seen.push({ method: req.method ?? '', path: req.url ?? '', auth, body: raw ? JSON.parse(raw) : null });
      const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (auth !== 'rzp_test_key:rzp_test_secret') return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      if (req.method === 'POST' && req.url === '/v1/orders') {
        const body = JSON.parse(raw) as { amount: number; currency: string };
        const order = { id: `order_${orders.size + 1}TEST`, entity: 'order', amount: body.amount, currency: body.currency, status: 'created' };
        orders.set(order.id, order);
        return send(200, order);
      }
      const fetchOrder = /^\/v1\/orders\/([^/]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && fetchOrder) {
        const order = orders.get(fetchOrder[1]!);
        return order ? send(200, order) : send(400, { error: { description: 'The id provided does not exist' } });
      }
      const payments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(req.url ?? '');
      if (req.method === 'GET' && payments) {
        return send(200, { entity: 'collection', count: 1, items: [{ id: 'pay_CAPTURED1', status: 'captured', order_id: payments[1] }] });
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
      if (req.method === 'POST' && refund) {
        const body = JSON.parse(raw) as { amount: number };
        if (refund[1] === 'pay_REFUNDED') return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' } });
        const status = refund[1] === 'pay_SLOW' ? 'pending' : 'processed';
        return send(200, { id: `rfnd_${refund[1]}`, entity: 'refund', amount: body.amount, currency: 'INR', payment_id: refund[1], status });
      }
      return send(404, { error: { description: 'not found' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = (secret = 'rzp_test_secret') =>
  createRazorpayPaymentProvider({ keyId: 'rzp_test_key', keySecret: secret, webhookSecret: 'whsec_test', apiUrl });

describe('Razorpay adapter (against a local stub of its API)', () => {
  it('creates orders in paise with the key pair, and fetches their state', async () => {
    const order = await provider().createOrder({ amountPaise: 179_900, currency: 'INR', receipt: 'rcpt_1', notes: { userId: 'u1' } });
    expect(order).toEqual({ id: 'order_1TEST', amount: 179_900, currency: 'INR' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', path: '/v1/orders', auth: 'rzp_test_key:rzp_test_secret', body: { amount: 179_900, currency: 'INR', receipt: 'rcpt_1', notes: { userId: 'u1' } } });
    expect(await provider().fetchOrder('order_1TEST')).toEqual({ status: 'created', paymentId: null });
    orders.get('order_1TEST')!.status = 'paid';
    expect(await provider().fetchOrder('order_1TEST')).toEqual({ status: 'paid', paymentId: 'pay_CAPTURED1' });
    expect(await provider().hostedCheckoutUrl('order_1TEST', { callbackUrl: '/x', cancelUrl: '/y' })).toBeNull();
  });

  it('refunds a payment in full, normal speed, and says whether it is processed or pending; a refusal throws', async () => {
    const input = { amountPaise: 179_900, receipt: 'refund_p1', notes: { by: 'admin@example.com' } };
    expect(await provider().refundPayment({ paymentId: 'pay_DONE', ...input })).toEqual({ id: 'rfnd_pay_DONE', status: 'processed' });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST', path: '/v1/payments/pay_DONE/refund', auth: 'rzp_test_key:rzp_test_secret',
      body: { amount: 179_900, speed: 'normal', receipt: 'refund_p1', notes: { by: 'admin@example.com' } },
    });
    expect(await provider().refundPayment({ paymentId: 'pay_SLOW', ...input })).toEqual({ id: 'rfnd_pay_SLOW', status: 'pending' });
    await expect(provider().refundPayment({ paymentId: 'pay_REFUNDED', ...input })).rejects.toBeDefined();
  });

  it('fails when Razorpay refuses the keys', async () => {
    await expect(provider('wrong').createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r', notes: {} })).rejects.toBeDefined();
  });

  it('checks payment signatures with the key secret and webhooks with the webhook secret', () => {
    const p = provider();
    const signature = hmacHex('rzp_test_secret', 'order_1TEST|pay_1');
    expect(p.verifyPaymentSignature({ orderId: 'order_1TEST', paymentId: 'pay_1', signature })).toBe(true);
    expect(p.verifyPaymentSignature({ orderId: 'order_1TEST', paymentId: 'pay_2', signature })).toBe(false);
    expect(p.verifyPaymentSignature({ orderId: 'order_1TEST', paymentId: 'pay_1', signature: '' })).toBe(false);
    const body = '{"event":"payment.captured"}';
    expect(p.verifyWebhookSignature(body, hmacHex('whsec_test', body))).toBe(true);
    expect(p.verifyWebhookSignature(body, hmacHex('rzp_test_secret', body))).toBe(false);
    const noSecret = createRazorpayPaymentProvider({ keyId: 'k', keySecret: 's', webhookSecret: undefined, apiUrl });
    expect(noSecret.verifyWebhookSignature(body, hmacHex('', body))).toBe(false);
  });
});
