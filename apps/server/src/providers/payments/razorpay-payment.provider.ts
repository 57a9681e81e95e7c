import Razorpay from 'razorpay';
import type { PaymentProvider } from './payment.provider';
import { checkHmac } from './signatures';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  /** Razorpay's API address; changed only to test against a local stub of its API. */
  apiUrl?: string;
}

/** Razorpay: orders through its SDK, its checkout widget on /payment, HMAC-SHA256 signature checks. */
export function createRazorpayPaymentProvider(options: RazorpayOptions): PaymentProvider {
  const client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  if (options.apiUrl) {
    (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = options.apiUrl;
  }
  return {
    name: 'razorpay',
    displayName: 'Razorpay',
    publicKey: options.keyId,
    async createOrder({ amountPaise, currency, receipt, notes }) {
      const order = await client.orders.create({ amount: amountPaise, currency, receipt, notes });
      return { id: order.id, amount: Number(order.amount), currency: order.currency };
    },
    async hostedCheckoutUrl() {
      // Razorpay pays through its widget on our checkout page.
      return null;
    },
    verifyPaymentSignature({ orderId, paymentId, signature }) {
      return checkHmac(options.keySecret, `${orderId}|${paymentId}`, signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return Boolean(options.webhookSecret) && checkHmac(options.webhookSecret!, rawBody, signature);
    },
    async fetchOrder(orderId) {
      const order = await client.orders.fetch(orderId);
      let paymentId: string | null = null;
      if (order.status === 'paid') {
        const payments = await client.orders.fetchPayments(orderId);
        const captured = (payments.items as Array<{ id: string; status: string }>).find((p) => p.status === 'captured');
        paymentId = captured?.id ?? null;
      }
      return { status: order.status as 'created' | 'attempted' | 'paid', paymentId };
    },
    async refundPayment({ paymentId, amountPaise, receipt, notes }) {
      const refund = await client.payments.refund(paymentId, { amount: amountPaise, speed: 'normal', receipt, notes });
      if (refund.status === 'failed') throw new Error(`Razorpay refund ${refund.id} failed`);
      return { id: refund.id, status: refund.status === 'processed' ? 'processed' : 'pending' };
    },
  };
}
