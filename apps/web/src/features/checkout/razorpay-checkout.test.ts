import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackageView } from '@sakinah/contract';
import {
  CheckoutScriptError, loadRazorpayCheckout, openRazorpayCheckout, type RazorpayFailure, type RazorpayOptions,
} from './razorpay-checkout';
import type { CheckoutOrderResponse as CardOrderResponse } from '@sakinah/contract';

const SRC = 'https://checkout.razorpay.com/v1/checkout.js';

/** Scripts the loader adds; never really inserted, so nothing is fetched. */
let added: HTMLScriptElement[];
beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    added.push(node as unknown as HTMLScriptElement);
    return node;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete window.Razorpay;
});

const opened: Array<{ options: RazorpayOptions; failed: Array<(r: RazorpayFailure) => void>; open: boolean }> = [];
class FakeRazorpay {
  entry: (typeof opened)[number];
  constructor(options: RazorpayOptions) {
    this.entry = { options, failed: [], open: false };
    opened.push(this.entry);
  }
  open() {
    this.entry.open = true;
  }
  close() {
    this.entry.open = false;
  }
  on(_event: 'payment.failed', callback: (r: RazorpayFailure) => void) {
    this.entry.failed.push(callback);
  }
}

const order: CardOrderResponse = {
  success: true,
  id: 'order_Abc123',
  amount: 179_900,
  currency: 'INR',
  order: { id: 'order_Abc123', amount: 179_900, currency: 'INR' },
  key: 'rzp_test_key',
  provider: 'razorpay',
  package: { id: 'p1', name: 'Standard', duration: '3 Months' } as PackageView,
  scriptUrl: SRC,
  name: 'Sakinah',
  description: 'Standard plan, 3 Months',
  theme: { color: '#1b4d3e' },
  prefill: { name: 'Hina Qureshi', email: 'hina@example.com', contact: '9876543210' },
};

describe('loading the checkout script', () => {
  it('adds the script once, on demand, and resolves with window.Razorpay', async () => {
    const first = loadRazorpayCheckout(SRC);
    const second = loadRazorpayCheckout(SRC);
    expect(added).toHaveLength(1);
    expect(added[0]!.src).toBe(SRC);
    expect(added[0]!.async).toBe(true);
    window.Razorpay = FakeRazorpay;
    added[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(FakeRazorpay);
    await expect(second).resolves.toBe(FakeRazorpay);
    // Loaded: no second script.
    await expect(loadRazorpayCheckout(SRC)).resolves.toBe(FakeRazorpay);
    expect(added).toHaveLength(1);
  });

  it('fails when the script does not load, and a retry adds it again', async () => {
    const failing = loadRazorpayCheckout(SRC);
    const removed = vi.spyOn(added[0]!, 'remove');
    added[0]!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toBeInstanceOf(CheckoutScriptError);
    expect(removed).toHaveBeenCalled();
    const retry = loadRazorpayCheckout(SRC);
    expect(added).toHaveLength(2);
    window.Razorpay = FakeRazorpay;
    added[1]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(FakeRazorpay);
  });

  it('fails when the script loads but defines no Razorpay (a captive portal page, a wrong file)', async () => {
    const loading = loadRazorpayCheckout(SRC);
    added[0]!.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toBeInstanceOf(CheckoutScriptError);
  });

  it('fails after a time limit when the script hangs: never a stuck button', async () => {
    vi.useFakeTimers();
    const loading = loadRazorpayCheckout(SRC, 5000);
    const settled = vi.fn();
    loading.catch(settled);
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).rejects.toBeInstanceOf(CheckoutScriptError);
  });
});

describe('opening the widget', () => {
  it('opens Razorpay with the server\'s key, order, brand, theme and prefill, and wires the callbacks', async () => {
    window.Razorpay = FakeRazorpay;
    const callbacks = { onPaid: vi.fn(), onDismiss: vi.fn(), onFailed: vi.fn() };
    await openRazorpayCheckout(order, callbacks);
    const entry = opened.at(-1)!;
    expect(entry.open).toBe(true);
    expect(entry.options).toMatchObject({
      key: 'rzp_test_key',
      amount: 179_900,
      currency: 'INR',
      order_id: 'order_Abc123',
      name: 'Sakinah',
      description: 'Standard plan, 3 Months',
      prefill: { name: 'Hina Qureshi', email: 'hina@example.com', contact: '9876543210' },
      theme: { color: '#1b4d3e' },
    });
    const paid = { razorpay_order_id: 'order_Abc123', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' };
    entry.options.handler(paid);
    expect(callbacks.onPaid).toHaveBeenCalledWith(paid);
    entry.options.modal.ondismiss();
    expect(callbacks.onDismiss).toHaveBeenCalledTimes(1);
    const failure = { error: { code: 'BAD_REQUEST_ERROR', description: 'Payment declined', metadata: { order_id: 'order_Abc123' } } };
    entry.failed.forEach((callback) => callback(failure));
    expect(callbacks.onFailed).toHaveBeenCalledWith(failure);
  });

  it('refuses an order without a script address (the sandbox provider)', async () => {
    await expect(openRazorpayCheckout({ ...order, scriptUrl: null }, { onPaid: vi.fn(), onDismiss: vi.fn(), onFailed: vi.fn() })).rejects.toBeInstanceOf(
      CheckoutScriptError,
    );
    expect(added).toHaveLength(0);
  });
});
