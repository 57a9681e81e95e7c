import crypto from 'node:crypto';
import https from 'node:https';
import tls from 'node:tls';
import { checkEndpoint, EndpointRefused, type Resolve } from './endpoint-guard';
import type { PushMessage, PushOutcome, PushProvider, PushTarget } from './push.provider';
import type { VapidKeys } from './vapid-keys';

/**
 * Web Push by hand (RFC 8030 delivery, RFC 8291 aes128gcm message encryption, RFC 8292 VAPID) on Node's crypto and
 * https, rather than the `web-push` package (docs/decisions.md): the request must connect to the address the endpoint
 * guard checked (DNS rebinding), and the VAPID token is signed once per push service and reused for its lifetime.
 * TLS trusts exactly Node's certificate authorities (NODE_EXTRA_CA_CERTS works) and skips no check.
 */

const b64url = (data: Buffer) => data.toString('base64url');
const fromB64url = (text: string) => Buffer.from(text.replace(/=+$/, ''), 'base64url');

function hmac(key: Buffer, data: Buffer): Buffer {
  return crypto.createHmac('sha256', key).update(data).digest();
}

/** HKDF (RFC 5869) for output lengths of at most one hash block, as RFC 8291 uses it. */
function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = hmac(salt, ikm);
  return hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length);
}

/** Record size written in the header; one record holds any payload we send (a notification's text and link). */
const RECORD_SIZE = 4096;

/**
 * Encrypts a payload for one device (RFC 8291 §3.4, RFC 8188 aes128gcm, one record). `ephemeral` and `salt` are fresh
 * per message unless a test fixes them.
 */
export function encryptPayload(
  target: Pick<PushTarget, 'p256dh' | 'auth'>,
  plaintext: Buffer,
  fixed: { ephemeral?: crypto.ECDH; salt?: Buffer } = {},
): Buffer {
  const uaPublic = fromB64url(target.p256dh);
  const authSecret = fromB64url(target.auth);
  if (uaPublic.length !== 65 || uaPublic[0] !== 4 || authSecret.length !== 16) throw new EndpointRefused('malformed subscription keys');
  const ephemeral = fixed.ephemeral ?? crypto.createECDH('prime256v1');
  if (!fixed.ephemeral) ephemeral.generateKeys();
  const asPublic = ephemeral.getPublicKey();
  const ecdhSecret = ephemeral.computeSecret(uaPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hkdf(authSecret, ecdhSecret, keyInfo, 32);
  const salt = fixed.salt ?? crypto.randomBytes(16);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  if (plaintext.length + 1 + 16 > RECORD_SIZE) throw new Error('push payload too large for one record');
  const cipher = crypto.createCipheriv('aes-128-gcm', cek, nonce);
  // The last (only) record ends with the delimiter 0x02 and no padding.
  const body = Buffer.concat([cipher.update(Buffer.concat([plaintext, Buffer.from([2])])), cipher.final(), cipher.getAuthTag()]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(asPublic.length, 20);
  return Buffer.concat([header, asPublic, body]);
}

/** VAPID tokens live 12 hours (RFC 8292 allows up to 24); a new one is signed when less than an hour is left. */
const TOKEN_LIFETIME_S = 12 * 3600;
const TOKEN_RENEW_BEFORE_S = 3600;

/** Signs and caches one VAPID token per push service origin. */
export function vapidSigner(keys: VapidKeys, nowMs: () => number = Date.now) {
  const publicRaw = fromB64url(keys.publicKey);
  const privateKey = crypto.createPrivateKey({
    key: { kty: 'EC', crv: 'P-256', d: b64url(fromB64url(keys.privateKey)), x: b64url(publicRaw.subarray(1, 33)), y: b64url(publicRaw.subarray(33, 65)) },
    format: 'jwk',
  });
  const cache = new Map<string, { header: string; expiresAt: number }>();
  return {
    /** The Authorization header for a push to `origin`. */
    authorization(origin: string): string {
      const now = Math.floor(nowMs() / 1000);
      const cached = cache.get(origin);
      if (cached && cached.expiresAt - now > TOKEN_RENEW_BEFORE_S) return cached.header;
      const expiresAt = now + TOKEN_LIFETIME_S;
      const head = b64url(Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'ES256' })));
      const claims = b64url(Buffer.from(JSON.stringify({ aud: origin, exp: expiresAt, sub: keys.subject })));
      const signature = crypto.sign('sha256', Buffer.from(`${head}.${claims}`), { key: privateKey, dsaEncoding: 'ieee-p1363' });
      const header = `vapid t=${head}.${claims}.${b64url(signature)}, k=${keys.publicKey}`;
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
