import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A local stand-in for Razorpay, for the browser tests only (never part of a build):
 * - the part of its REST API our server calls (basic auth with the key pair): POST /v1/orders,
 *   GET /v1/orders/:id, GET /v1/orders/:id/payments, GET /v1/payments/:id;
 * - GET /v1/checkout.js: a stand-in of the Standard Checkout script (razorpay-checkout-standin.js);
 * - what that stand-in calls from the browser with the public key: POST /v1/standin/payments
 *   ("pay": the payment is captured here and the handler's signature is computed here, with the
 *   key secret, HMAC-SHA256 over `order_id|payment_id`) and POST /v1/standin/failures;
 * - signed webhooks to the server under test (HMAC-SHA256 of the raw body with the webhook secret).
 */
export interface StubOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface StubPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  order_id: string;
  method: 'card';
  captured: boolean;
  email: string;
  contact: string;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface RazorpayStub {
  /** http://127.0.0.1:port, what RAZORPAY_API_URL is set to. */
  url: string;
  /** What RAZORPAY_CHECKOUT_SCRIPT_URL is set to. */
  scriptUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, StubOrder>;
  payments: Map<string, StubPayment>;
  /** Every request the stub answered, for assertions ("no order paid"). */
  requests: Array<{ method: string; path: string }>;
  /** Captures a payment on an order, as if the payer paid on Razorpay's side. */
  capture(orderId: string): StubPayment;
  /** Sends a signed webhook about a payment to the server under test. */
  sendWebhook(serverUrl: string, event: 'payment.captured' | 'payment.failed' | 'order.paid', payment: StubPayment, secret?: string): Promise<Response>;
  close(): Promise<void>;
}

const STANDIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'razorpay-checkout-standin.js');
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const razorpayId = (prefix: string) => `${prefix}_${Array.from(crypto.randomBytes(14), (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
export const hmacHex = (secret: string, data: string) => crypto.createHmac('sha256', secret).update(data).digest('hex');

/** Razorpay's shape of a declined card (the `payment.failed` event's `error`). */
function declined(order: StubOrder, paymentId: string) {
  return {
    code: 'BAD_REQUEST_ERROR',
    description: "Your payment didn't go through as it was declined by the bank. Try another payment method or contact your bank.",
    source: 'bank',
    step: 'payment_authorization',
    reason: 'payment_declined',
    metadata: { order_id: order.id, payment_id: paymentId },
  };
}

export async function startRazorpayStub(options: { keyId?: string; keySecret?: string; webhookSecret?: string } = {}): Promise<RazorpayStub> {
  const keyId = options.keyId ?? 'rzp_test_StandIn0001';
  const keySecret = options.keySecret ?? 'standin_key_secret_0123456789';
  const webhookSecret = options.webhookSecret ?? 'standin_webhook_secret_0123';
  const orders = new Map<string, StubOrder>();
  const payments = new Map<string, StubPayment>();
  const requests: RazorpayStub['requests'] = [];
  const now = () => Math.floor(Date.now() / 1000);

  function capture(orderId: string): StubPayment {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    if (order.status === 'paid') throw new Error(`order ${orderId} is already paid`);
    const payment: StubPayment = {
      id: razorpayId('pay'), entity: 'payment', amount: order.amount, currency: order.currency, status: 'captured', order_id: order.id,
      method: 'card', captured: true, email: '', contact: '', error_code: null, error_description: null, created_at: now(),
    };
    payments.set(payment.id, payment);
    Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0, attempts: order.attempts + 1 });
    return payment;
  }

  function fail(order: StubOrder) {
    const payment: StubPayment = {
      id: razorpayId('pay'), entity: 'payment', amount: order.amount, currency: order.currency, status: 'failed', order_id: order.id,
      method: 'card', captured: false, email: '', contact: '', error_code: 'BAD_REQUEST_ERROR', error_description: 'Payment declined', created_at: now(),
    };
    payments.set(payment.id, payment);
    Object.assign(order, { status: 'attempted', attempts: order.attempts + 1 });
    return { payment, error: declined(order, payment.id) };
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname });
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'GET, POST' };
      const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json', ...cors }).end(JSON.stringify(body));
      const refuse = (status: number, description: string) => send(status, { error: { code: 'BAD_REQUEST_ERROR', description } });
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return refuse(400, 'The request body is not valid JSON');
      }

      if (method === 'OPTIONS') return res.writeHead(204, cors).end();
      if (method === 'GET' && url.pathname === '/v1/checkout.js') {
        return res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(fs.readFileSync(STANDIN));
      }

      // The browser's calls: public key only, as Razorpay's checkout does.
      if (method === 'POST' && url.pathname.startsWith('/v1/standin/')) {
        if (body.key !== keyId) return refuse(401, 'The api key provided is invalid');
        const order = orders.get(String(body.order_id ?? ''));
        if (!order) return refuse(400, 'The id provided does not exist');
        if (order.status === 'paid') return refuse(400, 'This order is already paid');
        if (url.pathname === '/v1/standin/payments') {
          const payment = capture(order.id);
          Object.assign(payment, { email: String(body.email ?? ''), contact: String(body.contact ?? '') });
          return send(200, {
            razorpay_payment_id: payment.id,
            razorpay_order_id: order.id,
            razorpay_signature: hmacHex(keySecret, `${order.id}|${payment.id}`),
          });
        }
        if (url.pathname === '/v1/standin/failures') return send(200, { error: fail(order).error });
        return refuse(404, 'The requested URL was not found on the server.');
      }

      // The server's calls: basic auth with the key pair.
      const auth = Buffer.from(String(req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
      if (auth !== `${keyId}:${keySecret}`) return refuse(401, 'Authentication failed');
      if (method === 'POST' && url.pathname === '/v1/orders') {
        const amount = Number(body.amount);
        if (!Number.isInteger(amount) || amount < 100) return refuse(400, 'The amount must be atleast INR 1.00');
        const order: StubOrder = {
          id: razorpayId('order'), entity: 'order', amount, amount_paid: 0, amount_due: amount, currency: String(body.currency ?? 'INR'),
          receipt: typeof body.receipt === 'string' ? body.receipt : null, status: 'created', attempts: 0,
          notes: (body.notes as Record<string, string> | undefined) ?? {}, created_at: now(),
        };
        orders.set(order.id, order);
        return send(200, order);
      }
      const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname);
      if (method === 'GET' && orderPayments) {
        if (!orders.has(orderPayments[1]!)) return refuse(400, 'The id provided does not exist');
        const items = [...payments.values()].filter((p) => p.order_id === orderPayments[1]);
        return send(200, { entity: 'collection', count: items.length, items });
      }
      const oneOrder = /^\/v1\/orders\/([^/]+)$/.exec(url.pathname);
      if (method === 'GET' && oneOrder) {
        const order = orders.get(oneOrder[1]!);
        return order ? send(200, order) : refuse(400, 'The id provided does not exist');
      }
      const onePayment = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
      if (method === 'GET' && onePayment) {
        const payment = payments.get(onePayment[1]!);
        return payment ? send(200, payment) : refuse(400, 'The id provided does not exist');
      }
      return refuse(404, 'The requested URL was not found on the server.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    scriptUrl: `${url}/v1/checkout.js`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    requests,
    capture,
    async sendWebhook(serverUrl, event, payment, secret = webhookSecret) {
      const raw = JSON.stringify({
        entity: 'event',
        account_id: 'acc_StandIn0001',
        event,
        contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
        payload: {
          payment: { entity: payment },
          ...(event === 'order.paid' ? { order: { entity: orders.get(payment.order_id) } } : {}),
        },
        created_at: now(),
      });
      return fetch(`${serverUrl}/api/payment-webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(secret, raw), 'x-razorpay-event-id': razorpayId('evt') },
        body: raw,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
