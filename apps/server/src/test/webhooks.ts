import type { TestApp } from './test-app';
import { hmacHex } from '../providers/payments/signatures';

/**
 * Posts a provider webhook as the provider would: the raw JSON body signed with `secret()` (or a given signature).
 * Both are read at each call, as test files set them up in `beforeAll`.
 */
export function webhookPoster(app: () => TestApp['app'], secret: () => string) {
  return (body: object, signature?: string, eventId = `evt_${Math.random().toString(36).slice(2)}`) => {
    const raw = JSON.stringify(body);
    return app().inject({
      method: 'POST',
      url: '/api/payment-webhook',
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature ?? hmacHex(secret(), raw), 'x-razorpay-event-id': eventId },
    });
  };
}
