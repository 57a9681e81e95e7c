import type { TestApp } from './test-app';

/**
 * Client addresses 10.<subnet>.x.y, a new one each call: a test that is not about the routes' per-address limits sends
 * each request from an address of its own. Each test file takes a subnet of its own.
 */
export function addressesIn(subnet: number): () => string {
  let count = 0;
  return () => `10.${subnet}.${Math.floor(count / 250)}.${(count++ % 250) + 1}`;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request as a member (her cookie) or a visitor (none), from the next address. */
export function requester(app: () => TestApp['app'], nextIp: () => string) {
  return (cookie: string | undefined, method: Method, url: string, payload?: object) =>
    app().inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}), remoteAddress: nextIp() });
}

/** What the development outbox (mail, WhatsApp, SMS) holds for an address or a number, newest first. */
export async function outboxOf(app: TestApp['app'], to: string): Promise<{ channel: string; subject: string; text: string }[]> {
  return (await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().messages;
}
