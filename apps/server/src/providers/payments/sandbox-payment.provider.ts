import crypto from 'node:crypto';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './payment.provider';
import { checkHmac } from './signatures';
import { findSandboxOrder, insertSandboxOrder, setSandboxUrls } from './sandbox.repo';

export const SANDBOX_CHECKOUT_PATH = '/sandbox-pay';

/**
 * The built-in test gateway: it keeps its own orders, hosts a checkout page where the payer picks
 * success or failure, signs `order_id|payment_id` with HMAC-SHA256 and sends signed webhooks,
 * exactly as the real provider does, but offline.
 */
export function createSandboxPaymentProvider(db: Database, secret: string): PaymentProvider & { secret: string } {
  return {
    name: 'sandbox',
    displayName: 'Sandbox',
    publicKey: 'sbx_test_key',
    secret,
    async createOrder({ amountPaise, currency, receipt }) {
      const id = `order_sbx_${crypto.randomBytes(9).toString('hex')}`;
      await insertSandboxOrder(db, { id, amount: amountPaise, currency, receipt, callbackUrl: '', cancelUrl: '' });
      return { id, amount: amountPaise, currency };
    },
    async hostedCheckoutUrl(orderId, urls) {
      await setSandboxUrls(db, orderId, urls);
      return `${SANDBOX_CHECKOUT_PATH}/${orderId}`;
    },
    verifyPaymentSignature({ orderId, paymentId, signature }) {
      return checkHmac(secret, `${orderId}|${paymentId}`, signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return checkHmac(secret, rawBody, signature);
    },
    async fetchOrder(orderId) {
      const order = await findSandboxOrder(db, orderId);
      if (!order) throw new Error(`Unknown sandbox order ${orderId}`);
      return { status: order.status, paymentId: order.paymentId };
    },
    async refundPayment() {
      // The test gateway's money is not real: a refund is processed at once, as Razorpay's usually are.
      return { id: `rfnd_sbx_${crypto.randomBytes(9).toString('hex')}`, status: 'processed' };
    },
  };
}
