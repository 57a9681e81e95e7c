import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/**
 * A local push service for the tests (RFC 8030), over HTTPS with a certificate of a throwaway CA. It does what a real
 * one checks and what a device does: it verifies the VAPID token (RFC 8292: ES256 over the header and claims, with the
 * key in `k`, audience = its own origin, expiry within 24 hours, a mailto:/https: subject) and decrypts the payload
 * with the device's private key (RFC 8291 aes128gcm), written here independently of the server's encoder.
 */

export interface TestCertificates {
  ca: string;
  key: string;
  cert: string;
}

/** A CA and a server certificate for 127.0.0.1, ::1, localhost and push.test (openssl, as an operator would). */
export function makeTestCertificates(): TestCertificates {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-push-ca-'));
  const at = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  openssl('req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', at('ca.key'), '-out', at('ca.pem'), '-days', '2', '-subj', '/CN=Sakinah test push CA');
  openssl('req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', at('server.key'), '-out', at('server.csr'), '-subj', '/CN=push.test');
  fs.writeFileSync(at('ext.cnf'), 'subjectAltName=IP:127.0.0.1,IP:::1,DNS:localhost,DNS:push.test\nbasicConstraints=CA:FALSE\n');
  openssl('x509', '-req', '-in', at('server.csr'), '-CA', at('ca.pem'), '-CAkey', at('ca.key'), '-CAcreateserial', '-out', at('server.pem'), '-days', '2', '-extfile', at('ext.cnf'));
  const result = { ca: fs.readFileSync(at('ca.pem'), 'utf8'), key: fs.readFileSync(at('server.key'), 'utf8'), cert: fs.readFileSync(at('server.pem'), 'utf8') };
  fs.rmSync(dir, { recursive: true, force: true });
  return result;
}

/** A browser's side of a subscription: its key pair and auth secret, and the JSON it would hand the site. */
export interface TestDevice {
  id: string;
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  ecdh: crypto.ECDH;
  auth: Buffer;
}

export interface ReceivedPush {
  deviceId: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload, parsed. */
  payload: { id: string; kind: string; title: string; body: string; url: string; tag: string } & Record<string, unknown>;
  /** The VAPID token's claims, once its signature checked out. */
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
}

export type Answer = { status: number; headers?: Record<string, string>; delayMs?: number };

export interface TestPushService {
  origin: string;
  received: ReceivedPush[];
  /** Requests refused as malformed (bad signature, undecryptable payload): a test expects none. */
  rejected: string[];
  newDevice(): TestDevice;
  /** What the next pushes to this device are answered (default 201); the last one stays. */
  answer(deviceId: string, ...answers: Answer[]): void;
  /** How many requests arrived (answered or not yet). */
  requests(): number;
  /** How many requests arrived for this device, whatever they were answered (received lists only the 201s). */
  requestsTo(deviceId: string): number;
  close(): Promise<void>;
}

const HKDF = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));

/** The device's side of RFC 8291: decrypts one aes128gcm record with its private key and auth secret. */
export function decryptPush(body: Buffer, device: Pick<TestDevice, 'ecdh' | 'auth'>): Buffer {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const shared = device.ecdh.computeSecret(senderPublic);
  const receiverPublic = device.ecdh.getPublicKey();
  const ikm = HKDF(device.auth, shared, Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]), 32);
  const key = HKDF(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = HKDF(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('last record without its 0x02 delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292: the token's signature against `k`, its audience, expiry and subject. */
export function verifyVapid(authorization: string | undefined, origin: string, nowS = Math.floor(Date.now() / 1000)) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no vapid authorization: ${authorization}`);
  const [head, claimsPart, signature] = match[1]!.split('.') as [string, string, string];
  const raw = Buffer.from(match[2]!, 'base64url');
  const publicKey = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  if (header.alg !== 'ES256') throw new Error('alg is not ES256');
  const valid = crypto.verify('sha256', Buffer.from(`${head}.${claimsPart}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp > nowS && claims.exp <= nowS + 24 * 3600)) throw new Error('exp not within 24 hours');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error('sub is neither mailto: nor https:');
  return { claims, vapidKey: match[2]! };
}

export interface PushServiceOptions {
  host?: string;
  /**
   * The fan-out bench: decrypt one payload in this many (each still parsed for its header), and verify each distinct
   * VAPID token once, as a push service caching its verifications would. Tests leave it at 1: every push checked.
   */
  decryptEvery?: number;
}

export async function startTestPushService(certificates: TestCertificates, options: PushServiceOptions = {}): Promise<TestPushService> {
  const host = options.host ?? '127.0.0.1';
  const decryptEvery = options.decryptEvery ?? 1;
  const verifiedTokens = new Map<string, ReturnType<typeof verifyVapid>>();
  const devices = new Map<string, TestDevice>();
  const answers = new Map<string, Answer[]>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  let requests = 0;
  const requestsByDevice = new Map<string, number>();
  let origin = '';
  const server = https.createServer({ key: certificates.key, cert: certificates.cert }, (request, response) => {
    requests += 1;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const deviceId = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
      requestsByDevice.set(deviceId, (requestsByDevice.get(deviceId) ?? 0) + 1);
      const device = devices.get(deviceId);
      const queue = answers.get(deviceId) ?? [];
      const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 201 };
      const reply = () => {
        response.writeHead(answer.status, answer.headers ?? {});
        response.end();
      };
      if (!device) {
        response.writeHead(404).end();
        return;
      }
      try {
        if (request.method !== 'POST' || request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not an aes128gcm POST');
        if (!request.headers.ttl || !request.headers.urgency) throw new Error('TTL or Urgency missing');
        // The audience is the origin the sender addressed (its Host), as a real push service checks it.
        const authorization = request.headers.authorization ?? '';
        const audience = `https://${request.headers.host ?? ''}`;
        const verified = (decryptEvery > 1 ? verifiedTokens.get(`${audience} ${authorization}`) : undefined) ?? verifyVapid(authorization, audience);
        if (decryptEvery > 1) verifiedTokens.set(`${audience} ${authorization}`, verified);
        const { claims, vapidKey } = verified;
        if (answer.status === 201) {
          const checked = (received.length + 1) % decryptEvery === 0 || decryptEvery === 1;
          const payload = checked
            ? (JSON.parse(decryptPush(Buffer.concat(chunks), device).toString('utf8')) as ReceivedPush['payload'])
            : ({ id: '', kind: '', title: '', body: '', url: '', tag: '' } as ReceivedPush['payload']);
          received.push({ deviceId, headers: request.headers, payload, claims, vapidKey });
        }
      } catch (error) {
        rejected.push((error as Error).message);
        response.writeHead(400).end();
        return;
      }
      if (answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    origin,
    received,
    rejected,
    newDevice() {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const id = crypto.randomUUID();
      const device: TestDevice = {
        id,
        ecdh,
        auth,
        subscription: { endpoint: `${origin}/push/${id}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
      };
      devices.set(id, device);
      return device;
    },
    answer(deviceId, ...list) {
      answers.set(deviceId, list);
    },
    requests: () => requests,
    requestsTo: (deviceId) => requestsByDevice.get(deviceId) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
