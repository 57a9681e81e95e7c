import https from 'node:https';
import tls from 'node:tls';
import webpush from 'web-push';
import { checkEndpoint, EndpointRefused, type Resolve } from './endpoint-guard';
import type { PushMessage, PushOutcome, PushProvider, PushTarget } from './push.provider';
import type { VapidKeys } from './vapid-keys';

/**
 * Web Push (RFC 8030 delivery). The cryptography is the `web-push` library's: its `encrypt` (RFC 8291 aes128gcm) and
 * its `getVapidHeaders` (RFC 8292). The request is ours, on Node's https, rather than its `sendNotification`
 * (docs/decisions.md): it must connect to the address the endpoint guard checked (DNS rebinding), and the VAPID token is
 * signed once per push service and reused for its lifetime. TLS trusts exactly Node's certificate authorities
 * (NODE_EXTRA_CA_CERTS works) and skips no check.
 */

/** Record size of aes128gcm (the library's, 4096): one record holds any payload we send (a notification's text and link). */
const MAX_PLAINTEXT = 4096 - 1 - 16;

/** Encrypts a payload for one device; malformed subscription keys are refused, as the library finds them. */
function encryptPayload(target: Pick<PushTarget, 'p256dh' | 'auth'>, plaintext: Buffer): Buffer {
  if (plaintext.length > MAX_PLAINTEXT) throw new Error('push payload too large for one record');
  try {
    return webpush.encrypt(target.p256dh, target.auth, plaintext, 'aes128gcm').cipherText;
  } catch (error) {
    throw new EndpointRefused(`malformed subscription keys: ${(error as Error).message}`);
  }
}

/** VAPID tokens live 12 hours (RFC 8292 allows up to 24); a new one is signed when less than an hour is left. */
const TOKEN_LIFETIME_S = 12 * 3600;
const TOKEN_RENEW_BEFORE_S = 3600;

/** Signs (with the library) and caches one VAPID token per push service origin. */
export function vapidSigner(keys: VapidKeys, nowMs: () => number = Date.now) {
  const cache = new Map<string, { header: string; expiresAt: number }>();
  return {
    /** The Authorization header for a push to `origin`. */
    authorization(origin: string): string {
      const now = Math.floor(nowMs() / 1000);
      const cached = cache.get(origin);
      if (cached && cached.expiresAt - now > TOKEN_RENEW_BEFORE_S) return cached.header;
      const expiresAt = now + TOKEN_LIFETIME_S;
      const header = webpush.getVapidHeaders(origin, keys.subject, keys.publicKey, keys.privateKey, 'aes128gcm', expiresAt).Authorization;
      cache.set(origin, { header, expiresAt });
      return header;
    },
  };
}

export interface WebPushOptions {
  keys: VapidKeys;
  /** Development and tests: loopback endpoints are allowed (a local push service). */
  allowLoopback: boolean;
  /**
   * Test seam only: extra certificate authorities for the local push service of the server-int tests (they cannot set
   * NODE_EXTRA_CA_CERTS for a process already running). Node's own CAs stay trusted; production code never passes it.
   */
  testCa?: string;
  resolve?: Resolve;
  timeoutMs?: number;
}

/** Parses Retry-After (seconds or an HTTP date) into milliseconds from now. */
function retryAfterMs(value: string | string[] | undefined, now: number): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return undefined;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The real adapter: posts encrypted payloads to the devices' push services with a VAPID signature. */
export function createWebPushProvider(options: WebPushOptions): PushProvider & { close(): void } {
  const signer = vapidSigner(options.keys);
  const agent = new https.Agent({
    keepAlive: true,
    maxSockets: 64,
    // One context for every connection (a `ca` option would be rebuilt into each connection's key and context):
    // Node's bundled roots stay in, the test's CA is added.
    ...(options.testCa ? { secureContext: tls.createSecureContext({ ca: [...tls.rootCertificates, options.testCa] }) } : {}),
  });
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    name: 'web-push',
    publicKey: options.keys.publicKey,
    close: () => agent.destroy(),
    async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
      let checked;
      let body: Buffer;
      try {
        checked = await checkEndpoint(target.endpoint, options.allowLoopback, options.resolve);
        body = encryptPayload(target, Buffer.from(message.payload));
      } catch (error) {
        if (error instanceof EndpointRefused) return { kind: 'refused', detail: error.message };
        throw error;
      }
      const { url, connectTo } = checked;
      const headers: Record<string, string | number> = {
        'content-type': 'application/octet-stream',
        'content-encoding': 'aes128gcm',
        'content-length': body.length,
        ttl: message.ttlSeconds,
        urgency: message.urgency,
        authorization: signer.authorization(url.origin),
      };
      if (message.topic) headers.topic = message.topic;
      return new Promise<PushOutcome>((resolve) => {
        const request = https.request(
          url,
          {
            method: 'POST',
            agent,
            headers,
            timeout: timeoutMs,
            // Connect to the address the guard checked, never to a second answer of the DNS (rebinding).
            lookup: (_host, opts, callback) => {
              if ((opts as { all?: boolean }).all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [connectTo]);
              else (callback as (e: null, a: string, f: number) => void)(null, connectTo.address, connectTo.family);
            },
          },
          (response) => {
            response.resume();
            const status = response.statusCode ?? 0;
            const settle = () => {
              if (status === 201 || status === 202 || status === 200) resolve({ kind: 'sent' });
              else if (status === 404 || status === 410) resolve({ kind: 'gone', status });
              else if (status === 429 || status >= 500) {
                const after = retryAfterMs(response.headers['retry-after'], Date.now());
                resolve({ kind: 'retry', status, ...(after !== undefined ? { retryAfterMs: after } : {}), detail: `push service answered ${status}` });
              } else resolve({ kind: 'refused', status, detail: `push service answered ${status}` });
            };
            response.on('end', settle);
            response.on('error', settle);
          },
        );
        request.on('timeout', () => request.destroy(new Error('push service did not answer in time')));
        request.on('error', (error) => resolve({ kind: 'retry', detail: error.message }));
        request.end(body);
      });
    },
  };
}
