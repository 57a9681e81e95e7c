import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestCertificates, startTestPushService, type TestPushService } from '../../test/push-service';
import { checkEndpoint, isAllowedAddress } from './endpoint-guard';
import { generateVapidKeys } from './vapid-keys';
import { createWebPushProvider, vapidSigner } from './web-push';

const certificates = makeTestCertificates();
const keys = generateVapidKeys('mailto:push@sakinah.example');
let service: TestPushService;
beforeAll(async () => {
  service = await startTestPushService(certificates);
});
afterAll(async () => service.close());

const message = { payload: JSON.stringify({ id: 'n1', kind: 'newMessage', title: 'New message', body: 'You have a new message', url: '/user/messages', tag: 't' }), ttlSeconds: 60, urgency: 'high' as const, topic: 'abc' };

describe('the Web Push adapter against a local push service (RFC 8291, RFC 8292)', () => {
  it('sends a payload the device decrypts, signed with a VAPID token the service verifies', async () => {
    const push = createWebPushProvider({ keys, allowLoopback: true, testCa: certificates.ca });
    const device = service.newDevice();
    expect(await push.send({ endpoint: device.subscription.endpoint, ...device.subscription.keys }, message)).toEqual({ kind: 'sent' });
    const got = service.received.find((r) => r.deviceId === device.id)!;
    expect(got.payload).toEqual(JSON.parse(message.payload));
    expect(got.vapidKey).toBe(keys.publicKey);
    expect(got.claims.aud).toBe(service.origin);
    expect(got.headers.ttl).toBe('60');
    expect(got.headers.urgency).toBe('high');
    expect(got.headers.topic).toBe('abc');
    expect(service.rejected).toEqual([]);
    push.close();
  });

  it('answers 410 as gone, 429 as retry with its Retry-After, another 4xx as refused', async () => {
    const push = createWebPushProvider({ keys, allowLoopback: true, testCa: certificates.ca });
    const device = service.newDevice();
    const target = { endpoint: device.subscription.endpoint, ...device.subscription.keys };
    service.answer(device.id, { status: 410 });
    expect(await push.send(target, message)).toEqual({ kind: 'gone', status: 410 });
    service.answer(device.id, { status: 429, headers: { 'retry-after': '120' } });
    expect(await push.send(target, message)).toMatchObject({ kind: 'retry', status: 429, retryAfterMs: 120_000 });
    service.answer(device.id, { status: 503 });
    expect(await push.send(target, message)).toMatchObject({ kind: 'retry', status: 503 });
    service.answer(device.id, { status: 413 });
    expect(await push.send(target, message)).toMatchObject({ kind: 'refused', status: 413 });
    push.close();
  });

  it('refuses a subscription whose keys the library cannot encrypt for, without posting', async () => {
    const push = createWebPushProvider({ keys, allowLoopback: true, testCa: certificates.ca });
    const device = service.newDevice();
    const before = service.requests();
    const outcome = await push.send({ endpoint: device.subscription.endpoint, p256dh: 'AAAA', auth: device.subscription.keys.auth }, message);
    expect(outcome).toMatchObject({ kind: 'refused', detail: expect.stringMatching(/malformed subscription keys/) });
    expect(service.requests()).toBe(before);
    push.close();
  });

  it("trusts only Node's CAs: without the test CA the local service's certificate is refused (retried, never sent)", async () => {
    const push = createWebPushProvider({ keys, allowLoopback: true });
    const device = service.newDevice();
    const before = service.received.length;
    const outcome = await push.send({ endpoint: device.subscription.endpoint, ...device.subscription.keys }, message);
    expect(outcome.kind).toBe('retry');
    expect(service.received.length).toBe(before);
    push.close();
  });

  it('trusts NODE_EXTRA_CA_CERTS: a process started with the CA in it sends without any test seam', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-extra-ca-'));
    const caFile = path.join(dir, 'ca.pem');
    fs.writeFileSync(caFile, certificates.ca);
    const script = path.join(dir, 'send.mts');
    const adapter = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'web-push.ts');
    fs.writeFileSync(
      script,
      `import { createWebPushProvider } from ${JSON.stringify(adapter)};
       const push = createWebPushProvider({ keys: JSON.parse(process.env.KEYS!), allowLoopback: true });
       const outcome = await push.send(JSON.parse(process.env.TARGET!), JSON.parse(process.env.MESSAGE!));
       push.close();
       console.log(JSON.stringify(outcome));`,
    );
    const device = service.newDevice();
    const run = (extraCa: boolean) =>
      new Promise<{ kind: string }>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', script], {
          env: {
            ...process.env,
            ...(extraCa ? { NODE_EXTRA_CA_CERTS: caFile } : { NODE_EXTRA_CA_CERTS: '' }),
            KEYS: JSON.stringify(keys),
            TARGET: JSON.stringify({ endpoint: device.subscription.endpoint, ...device.subscription.keys }),
            MESSAGE: JSON.stringify(message),
          },
        });
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
        child.on('close', () => {
          try {
            resolve(JSON.parse(out.trim()) as { kind: string });
          } catch {
            reject(new Error(`the child printed no outcome: ${out} ${err}`));
          }
        });
      });
    // Without it the local service's certificate is not trusted (a network failure: retried later, never sent).
    expect((await run(false)).kind).toBe('retry');
    expect(await run(true)).toEqual({ kind: 'sent' });
    expect(service.received.filter((r) => r.deviceId === device.id)).toHaveLength(1);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('connects to the address it checked: a name resolved once to loopback is posted there, not looked up again', async () => {
    let lookups = 0;
    const push = createWebPushProvider({
      keys,
      allowLoopback: true,
      testCa: certificates.ca,
      resolve: async () => {
        lookups += 1;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    const device = service.newDevice();
    const endpoint = device.subscription.endpoint.replace('127.0.0.1', 'push.test');
    const outcome = await push.send({ endpoint, ...device.subscription.keys }, message);
    expect(outcome).toEqual({ kind: 'sent' });
    expect(lookups).toBe(1);
    push.close();
  });

  it('reuses one VAPID token per push service origin until it nears its end', () => {
    // The library refuses an expiry more than 24 hours past the real clock, so the test's clock starts at it.
    let now = Date.now();
    const signer = vapidSigner(keys, () => now);
    const first = signer.authorization('https://a.example');
    expect(signer.authorization('https://a.example')).toBe(first);
    expect(signer.authorization('https://b.example')).not.toBe(first);
    now += 11.5 * 3600 * 1000;
    expect(signer.authorization('https://a.example')).not.toBe(first);
  });
});

describe('the endpoint guard (server-side request forgery)', () => {
  const publicResolve = async () => [{ address: '93.184.216.34', family: 4 as const }];
  it.each(['http://push.example/x', 'file:///etc/passwd', 'javascript:alert(1)', 'http://169.254.169.254/latest/meta-data/', 'ftp://push.example/x', 'https://user:pw@push.example/x', 'not a url'])(
    'refuses %s',
    async (endpoint) => {
      await expect(checkEndpoint(endpoint, true, publicResolve)).rejects.toThrow();
    },
  );
  it.each(['https://169.254.169.254/latest', 'https://10.0.0.7/push', 'https://192.168.1.1/p', 'https://172.16.5.4/p', 'https://[fe80::1]/p', 'https://[fd00::1]/p', 'https://[::ffff:10.0.0.1]/p', 'https://0.0.0.0/p'])(
    'refuses the internal address %s in any mode',
    async (endpoint) => {
      await expect(checkEndpoint(endpoint, true, publicResolve)).rejects.toThrow(/internal/);
    },
  );
  it('in production refuses a name that resolves to loopback or a private address, even one of several', async () => {
    await expect(checkEndpoint('https://push.evil.example/x', false, async () => [{ address: '127.0.0.1', family: 4 }])).rejects.toThrow(/internal/);
    await expect(
      checkEndpoint('https://push.evil.example/x', false, async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.1.2.3', family: 4 },
      ]),
    ).rejects.toThrow(/internal/);
    await expect(checkEndpoint('https://[::1]:443/x', false, publicResolve)).rejects.toThrow(/internal/);
    await expect(checkEndpoint('https://push.example/x', false, async () => { throw new Error('ENOTFOUND'); })).rejects.toThrow(/resolve/);
  });
  it('allows a public address, and loopback only outside production', async () => {
    expect((await checkEndpoint('https://fcm.example/send/abc', false, publicResolve)).connectTo.address).toBe('93.184.216.34');
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('127.0.0.1', false)).toBe(false);
    expect(isAllowedAddress('2001:4860::1', false)).toBe(true);
  });
});
