import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { CURRENCY_SYMBOL, directionOf, MSG, type Language } from '@sakinah/contract';
import { translate } from '@sakinah/contract/translate';
import { languageOf } from '../../plugins/language';
import type { AppContext } from '../../context';
import { findSandboxOrder, markSandboxAttempt, paySandboxOrderOnce } from '../../providers/payments/sandbox.repo';
import { SANDBOX_CHECKOUT_PATH } from '../../providers/payments/sandbox-payment.provider';
import { hmacHex } from '../../providers/payments/signatures';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page in the payer's language (her cookie, then Accept-Language), right to left in Urdu. */
function page(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f3f6f5;color:#1c2420;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px}
.card{background:#fff;border-radius:20px;box-shadow:0 10px 40px rgba(0,0,0,.08);max-width:420px;width:100%;padding:28px}
.badge{display:inline-block;background:#fdf3d8;color:#6f4f16;border-radius:999px;padding:4px 10px;font-size:12px;font-weight:600}
h1{font-size:20px;margin:14px 0 4px}.muted{color:#55615b;font-size:14px}.amount{font-size:34px;font-weight:700;color:#1b4d3e;margin:18px 0}
button{width:100%;border:0;border-radius:999px;padding:13px;font-size:15px;font-weight:600;cursor:pointer;margin-top:10px}
.ok{background:#1b4d3e;color:#fff}.fail{background:#fff;color:#a11d1d;border:1px solid #e4b4b4}.cancel{background:transparent;color:#55615b}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:14px;margin:0}dt{color:#55615b}dd{margin:0;text-align:end;word-break:break-all;direction:ltr;unicode-bidi:isolate}
</style></head><body><main class="card">${body}</main></body></html>`;
}

/**
 * The sandbox gateway's hosted checkout page: the payer chooses success or failure, or closes it.
 * Success signs `order_id|payment_id`, sends the signed webhook, and returns to the site.
 */
export function sandboxCheckoutRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    if (ctx.payments.name !== 'sandbox') return;
    const secret = (ctx.payments as unknown as { secret: string }).secret;

    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.get<{ Params: { orderId: string } }>(`${SANDBOX_CHECKOUT_PATH}/:orderId`, { schema: { hide: true } }, async (request, reply) => {
      const order = await findSandboxOrder(ctx.db, request.params.orderId);
      const language = languageOf(request);
      const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) => escapeHtml(translate(language, key, values));
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!order) {
        return reply.status(404).send(page(language, translate(language, 'sandboxOrderNotFound'), `<h1>${t('sandboxOrderNotFound')}</h1><p class="muted">${t('sandboxOrderMissing')}</p>`));
      }
      if (order.status === 'paid') {
        return reply.send(
          page(language, translate(language, 'sandboxAlreadyPaidTitle'), `<h1>${t('sandboxAlreadyPaid')}</h1><p class="muted"><a href="${escapeHtml(order.callbackUrl || '/')}">${t('sandboxReturn')}</a></p>`),
        );
      }
      // The amount reads left to right inside Urdu too.
      const amount = `\u2066${CURRENCY_SYMBOL}${(order.amount / 100).toLocaleString('en-IN')}\u2069`;
      return reply.send(
        page(
          language,
          translate(language, 'sandboxPageTitle', { amount }),
          `<span class="badge">${t('sandboxBadge')}</span>
<h1>${t('sandboxHeading')}</h1><p class="muted">${t('sandboxIntro')}</p>
<div class="amount" dir="ltr">${amount}</div>
<dl><dt>${t('sandboxOrder')}</dt><dd>${escapeHtml(order.id)}</dd><dt>${t('sandboxReceipt')}</dt><dd>${escapeHtml(order.receipt)}</dd></dl>
<form method="post" action="${SANDBOX_CHECKOUT_PATH}/${escapeHtml(order.id)}">
<button class="ok" name="outcome" value="success" type="submit">${t('sandboxPay', { amount })}</button>
<button class="fail" name="outcome" value="failure" type="submit">${t('sandboxFail')}</button>
<button class="cancel" name="outcome" value="cancel" type="submit">${t('sandboxClose')}</button>
</form>`,
        ),
      );
    });

    app.post<{ Params: { orderId: string }; Body: { outcome?: string } }>(
      `${SANDBOX_CHECKOUT_PATH}/:orderId`,
      { schema: { hide: true } },
      async (request, reply) => {
        const order = await findSandboxOrder(ctx.db, request.params.orderId);
        if (!order) {
          const language = languageOf(request);
          const title = translate(language, 'sandboxOrderNotFound');
          return reply.status(404).type('text/html; charset=utf-8').send(page(language, title, `<h1>${escapeHtml(title)}</h1>`));
        }
        const outcome = request.body?.outcome;
        const back = (url: string, params: Record<string, string>) => {
          const target = new URL(url || '/', 'http://local');
          for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
          return reply.redirect(`${target.pathname}${target.search}`, 303);
        };
        if (outcome === 'cancel') return back(order.cancelUrl || '/pricing', {});
        // A decline on an order already paid (another tab, a second click) changes nothing: back with its payment.
        if (outcome !== 'success' && (await markSandboxAttempt(ctx.db, order.id))) {
          const paymentId = `pay_sbx_${crypto.randomBytes(9).toString('hex')}`;
          void sendWebhook(app, secret, 'payment.failed', order.id, paymentId, order.amount, 'failed');
          return back('/payment-failed', { reason: MSG.sandboxDeclined });
        }
        const paid = await paySandboxOrderOnce(ctx.db, order.id, `pay_sbx_${crypto.randomBytes(9).toString('hex')}`);
        if (!paid) return back('/payment-failed', { reason: MSG.sandboxEnded });
        const { paymentId } = paid;
        // One capture, one webhook, as the provider does; a second click is sent back with the same payment.
        if (paid.first) void sendWebhook(app, secret, 'payment.captured', order.id, paymentId, order.amount, 'captured');
        return back(order.callbackUrl, {
          razorpay_order_id: order.id,
          razorpay_payment_id: paymentId,
          razorpay_signature: hmacHex(secret, `${order.id}|${paymentId}`),
          paymentId,
        });
      },
    );
  };
}

/** Delivers a signed webhook to this server's own endpoint, as the provider would. */
async function sendWebhook(
  app: Parameters<FastifyPluginAsync>[0],
  secret: string,
  event: string,
  orderId: string,
  paymentId: string,
  amount: number,
  status: string,
): Promise<void> {
  const body = JSON.stringify({
    entity: 'event',
    event,
    created_at: Math.floor(Date.now() / 1000),
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status } } },
  });
  await app
    .inject({
      method: 'POST',
      url: '/api/payment-webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(secret, body),
        'x-razorpay-event-id': `evt_sbx_${crypto.randomBytes(9).toString('hex')}`,
      },
      payload: body,
    })
    .catch((err: unknown) => app.log.warn({ err }, 'sandbox webhook failed'));
}
