/** A card payment provider: the built-in sandbox gateway or Razorpay, behind one interface. */
export interface ProviderOrder {
  id: string;
  /** Paise. */
  amount: number;
  currency: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'razorpay';
  /** Shown to people ("Failed to create Razorpay order."). */
  readonly displayName: string;
  /** The public key the checkout widget is configured with. */
  readonly publicKey: string;
  createOrder(input: { amountPaise: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  /** A page on which the payer pays this order, or null when the checkout widget is used. */
  hostedCheckoutUrl(orderId: string, urls: { callbackUrl: string; cancelUrl: string }): Promise<string | null>;
  /** HMAC-SHA256 over `order_id|payment_id` with the key secret. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** HMAC-SHA256 over the raw webhook body with the webhook secret. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  /** What the provider knows of an order (for reconciliation). */
  fetchOrder(orderId: string): Promise<{ status: 'created' | 'attempted' | 'paid'; paymentId: string | null }>;
  /**
   * Refunds a captured payment in full (an administrator's decision). `processed`: the money is on its way back
   * now; `pending`: the provider confirms later, with a `refund.processed` webhook. A refusal throws.
   */
  refundPayment(input: { paymentId: string; amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{ id: string; status: 'processed' | 'pending' }>;
}
