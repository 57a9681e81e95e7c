import type { CheckoutOrderResponse } from '@sakinah/contract';

/** What Razorpay's handler receives after a successful payment: sent as-is to GET /api/verify-payment. */
export interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** The argument of Razorpay's `payment.failed` event. */
export interface RazorpayFailure {
  error: {
    code?: string;
    description?: string;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

/** The Standard Checkout options this site uses (Razorpay documents more). */
export interface RazorpayOptions {
  key: string;
  /** In paise. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    /** Set by Razorpay's checkout.js once it has loaded. */
    Razorpay?: RazorpayConstructor;
  }
}

/** The checkout script did not load (offline, blocked, missing) or did not define `Razorpay`. */
export class CheckoutScriptError extends Error {
  constructor() {
    super('Razorpay checkout script failed to load');
    this.name = 'CheckoutScriptError';
  }
}

/** A script that neither loads nor fails within this time counts as failed: never a stuck button. */
export const SCRIPT_TIMEOUT_MS = 20_000;

const loading = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Adds Razorpay's checkout script to the page once, on demand (callers meanwhile share the one
 * load). A failed load removes its script tag and is forgotten, so calling again retries.
 */
export function loadRazorpayCheckout(src: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  const pending = loading.get(src);
  if (pending) return pending;
  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const fail = () => {
      window.clearTimeout(timer);
      script.remove();
      loading.delete(src);
      reject(new CheckoutScriptError());
    };
    const timer = window.setTimeout(fail, timeoutMs);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      if (!window.Razorpay) return fail();
      loading.delete(src);
      resolve(window.Razorpay);
    });
    script.addEventListener('error', fail);
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

export interface CheckoutCallbacks {
  onPaid: (response: RazorpaySuccess) => void;
  onDismiss: () => void;
  onFailed: (failure: RazorpayFailure) => void;
}

/** The widget's options for an order the server created (`paymentMethod: 'card'`). */
export function checkoutOptions(order: CheckoutOrderResponse, callbacks: Pick<CheckoutCallbacks, 'onPaid' | 'onDismiss'>): RazorpayOptions {
  return {
    key: order.key,
    amount: order.order.amount,
    currency: order.order.currency,
    order_id: order.order.id,
    name: order.name,
    description: order.description,
    prefill: order.prefill,
    theme: { color: order.theme.color },
    handler: callbacks.onPaid,
    modal: { ondismiss: callbacks.onDismiss },
  };
}

/** Loads the script (throws CheckoutScriptError) and opens the widget for the order. */
export async function openRazorpayCheckout(order: CheckoutOrderResponse, callbacks: CheckoutCallbacks): Promise<RazorpayInstance> {
  if (!order.scriptUrl) throw new CheckoutScriptError();
  const Razorpay = await loadRazorpayCheckout(order.scriptUrl);
  const widget = new Razorpay(checkoutOptions(order, callbacks));
  widget.on('payment.failed', callbacks.onFailed);
  widget.open();
  return widget;
}
