import type { PackageView } from '@sakinah/contract';

/** POST /api/create-order with paymentMethod 'card': an order for the checkout widget. */
export interface CardOrderResponse {
  success: boolean;
  id: string;
  amount: number;
  currency: string;
  order: { id: string; amount: number; currency: string };
  key: string;
  provider: 'sandbox' | 'razorpay';
  package: PackageView;
  /** Razorpay's Standard Checkout script; null unless Razorpay takes the payment. */
  scriptUrl: string | null;
  /** The brand name the widget shows. */
  name: string;
  /** Plan name and duration, shown in the widget. */
  description: string;
  theme: { color: string };
  /** The member's details, filled into the widget. */
  prefill: { name: string; email: string; contact: string };
}

/** GET /api/verify-payment. */
export interface VerifyPaymentResponse {
  success: boolean;
  message?: string;
  data: {
    subscription: { planName: string; duration: string; kind: string; startDate: string; endDate: string };
    payment: { paymentId: string; amount: number; currency: string; createdAt: string; expiryDate: string };
    package?: PackageView;
  };
}

/** GET /api/get-payment/pid/{paymentId}. */
export interface PaymentRecord {
  paymentId: string;
  orderId: string;
  package: { id: string; name: string; duration: string };
  amount: number;
  currency: string;
  paymentStatus: string;
  isPaymentComplete: boolean;
  createdAt: string;
  expiryDate: string;
  /** When the plan this payment bought starts (later than now when it follows a plan in force). */
  startDate: string;
}

/** What the thank-you card shows, whichever way the payment was confirmed. */
export interface PaidSummary {
  planName: string;
  duration: string;
  amount: number;
  expiryDate: string;
  /** When the plan starts: a date to come means it waits for the plan in force to end. */
  startDate: string;
}

/** The gateway's three return fields, when the URL carries all of them. */
export function gatewayReturn(params: URLSearchParams) {
  const orderId = params.get('razorpay_order_id');
  const paymentId = params.get('razorpay_payment_id');
  const signature = params.get('razorpay_signature');
  return orderId && paymentId && signature
    ? { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature }
    : null;
}
