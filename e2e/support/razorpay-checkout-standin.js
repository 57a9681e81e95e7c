/* global window, document, KeyboardEvent */
/**
 * BROWSER TESTS ONLY. A stand-in of Razorpay's Standard Checkout script (checkout.js), served by the
 * local Razorpay stub (e2e/support/razorpay-stub.ts) at /v1/checkout.js. It lives under e2e/ and is
 * never part of a build: production loads Razorpay's own script (RAZORPAY_CHECKOUT_SCRIPT_URL).
 *
 * Same surface as the real one: `new window.Razorpay(options)`, `.open()`, `.close()`,
 * `.on('payment.failed', fn)`. Its modal has three buttons:
 * - Pay: the stub captures a payment and returns the three fields, the signature computed by the
 *   stub with the key secret; the modal closes and `options.handler(fields)` runs.
 * - Fail: the stub records a declined payment; every `payment.failed` callback gets Razorpay's
 *   error object ({error: {code, description, source, step, reason, metadata}}). The modal stays
 *   open, as Razorpay's does (the payer may try again or close it).
 * - Close (or Escape): the modal closes and `options.modal.ondismiss()` runs.
 */
(function () {
  'use strict';
  const script = document.currentScript;
  const api = new URL(script && script.src ? script.src : window.location.href).origin;
  const record = (window.__razorpayStandIn = window.__razorpayStandIn || { opened: [] });

  function required(options, name, type) {
    if (typeof options[name] !== type || options[name] === '') throw new Error('Razorpay stand-in: option ' + name + ' must be a ' + type);
  }

  class Razorpay {
    constructor(options) {
      options = options || {};
      required(options, 'key', 'string');
      required(options, 'amount', 'number');
      required(options, 'currency', 'string');
      required(options, 'order_id', 'string');
      required(options, 'handler', 'function');
      this.options = options;
      this.failed = [];
      this.root = null;
      this.onKey = null;
    }

    on(event, callback) {
      if (event === 'payment.failed' && typeof callback === 'function') this.failed.push(callback);
    }

    close() {
      if (this.root) this.root.remove();
      this.root = null;
      if (this.onKey) document.removeEventListener('keydown', this.onKey);
      this.onKey = null;
    }

    open() {
      const o = this.options;
      record.opened.push({
        key: o.key, amount: o.amount, currency: o.currency, order_id: o.order_id, name: o.name, description: o.description,
        prefill: o.prefill || {}, theme: o.theme || {}, hasHandler: typeof o.handler === 'function',
        hasOnDismiss: !!(o.modal && typeof o.modal.ondismiss === 'function'),
      });
      this.close();
      const colour = (o.theme && o.theme.color) || '#3395ff';
      const prefill = o.prefill || {};

      const overlay = el('div', { position: 'fixed', inset: '0', zIndex: '2147483000', background: 'rgba(15, 23, 20, 0.62)', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '16px' });
      overlay.setAttribute('data-razorpay-standin', '');
      const card = el('div', { width: 'min(400px, 100%)', background: '#fff', borderRadius: '14px', overflow: 'hidden', boxShadow: '0 18px 48px rgba(0,0,0,0.35)', fontFamily: 'system-ui, sans-serif', color: '#1f2a24' });
      card.setAttribute('role', 'dialog');
      card.setAttribute('aria-modal', 'true');
      card.setAttribute('aria-label', 'Razorpay Checkout');
      card.setAttribute('data-order-id', o.order_id);

      const head = el('div', { background: colour, color: '#fff', padding: '18px 20px' });
      head.appendChild(text('p', o.name || 'Razorpay', { margin: '0', fontSize: '18px', fontWeight: '700' }));
      head.appendChild(text('p', o.description || '', { margin: '4px 0 0', fontSize: '14px', opacity: '0.9' }));
      card.appendChild(head);

      const body = el('div', { padding: '18px 20px 20px' });
      const amount = new Intl.NumberFormat('en-IN', { style: 'currency', currency: o.currency, maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(o.amount / 100);
      body.appendChild(text('p', amount, { margin: '0', fontSize: '28px', fontWeight: '700' }));
      body.appendChild(text('p', [prefill.name, prefill.email, prefill.contact].filter(Boolean).join(' · '), { margin: '6px 0 0', fontSize: '13px', color: '#55615b', overflowWrap: 'anywhere' }));
      body.appendChild(text('p', 'Test stand-in of Razorpay Checkout: no real money moves.', { margin: '10px 0 0', fontSize: '12px', color: '#8a5a00', background: '#fff6db', borderRadius: '8px', padding: '6px 8px' }));
      const status = text('p', '', { margin: '12px 0 0', minHeight: '20px', fontSize: '14px' });
      status.setAttribute('role', 'status');
      status.setAttribute('data-standin-status', '');
      body.appendChild(status);

      const row = el('div', { display: 'flex', gap: '8px', marginTop: '12px', flexWrap: 'wrap' });
      const pay = button('Pay', { background: colour, color: '#fff', border: '0', flex: '1 1 100%' });
      const fail = button('Fail', { background: '#fff', color: '#a11d1d', border: '1px solid #e4b4b4', flex: '1 1 0' });
      const close = button('Close', { background: '#fff', color: '#55615b', border: '1px solid #d0d7d3', flex: '1 1 0' });
      row.append(pay, fail, close);
      body.appendChild(row);
      card.appendChild(body);
      overlay.appendChild(card);
      document.body.appendChild(overlay);
      this.root = overlay;
      pay.focus();

      const busy = (on) => {
        pay.disabled = on;
        fail.disabled = on;
      };
      const post = async (path) => {
        const res = await fetch(api + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ key: o.key, order_id: o.order_id, email: prefill.email || '', contact: prefill.contact || '' }),
        });
        const data = await res.json();
        if (!res.ok) throw new Error((data && data.error && data.error.description) || 'Request failed');
        return data;
      };
      const dismiss = () => {
        this.close();
        if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
      };

      pay.addEventListener('click', async () => {
        busy(true);
        status.textContent = 'Paying...';
        try {
          const fields = await post('/v1/standin/payments');
          this.close();
          o.handler(fields);
        } catch (error) {
          busy(false);
          status.textContent = error.message;
        }
      });
      fail.addEventListener('click', async () => {
        busy(true);
        status.textContent = 'Paying...';
        try {
          const response = await post('/v1/standin/failures');
          busy(false);
          status.textContent = 'Payment failed: ' + response.error.description;
          this.failed.forEach((callback) => callback({ error: response.error }));
        } catch (error) {
          busy(false);
          status.textContent = error.message;
        }
      });
      close.addEventListener('click', dismiss);
      this.onKey = (event) => {
        if (event instanceof KeyboardEvent && event.key === 'Escape') dismiss();
      };
      document.addEventListener('keydown', this.onKey);
    }
  }

  function el(tag, style) {
    const node = document.createElement(tag);
    for (const name of Object.keys(style || {})) node.style[name] = style[name];
    return node;
  }
  function text(tag, value, style) {
    const node = el(tag, style);
    node.textContent = value;
    return node;
  }
  function button(label, style) {
    const node = el('button', { padding: '11px 14px', borderRadius: '999px', fontSize: '15px', fontWeight: '600', cursor: 'pointer', ...style });
    node.type = 'button';
    node.textContent = label;
    return node;
  }

  window.Razorpay = Razorpay;
})();
