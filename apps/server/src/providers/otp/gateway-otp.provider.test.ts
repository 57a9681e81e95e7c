import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGatewayOtpProvider } from './gateway-otp.provider';

/** A local stand-in for the WhatsApp + SMS gateway, speaking its protocol. */
let server: http.Server;
let baseUrl: string;
let requests: Array<{ path: string; auth?: string; body: { to: string; channel: string; text: string } }> = [];
let failChannel: string | null = null;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { to: string; channel: string; text: string };
      requests.push({ path: req.url ?? '', auth: req.headers.authorization, body });
      if (req.headers.authorization !== 'Bearer gw-token') {
        res.writeHead(401).end('{"error":"unauthorized"}');
      } else if (body.channel === failChannel || failChannel === 'all') {
        res.writeHead(503).end('{"error":"unavailable"}');
      } else {
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"status":"queued"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
  failChannel = null;
});

describe('OTP gateway provider (against a local stub gateway)', () => {
  it('sends the code on WhatsApp and SMS with the token, in E.164', async () => {
    await createGatewayOtpProvider(baseUrl, 'gw-token').sendCode('9876543210', '123456 is your code');
    expect(requests.map((r) => r.body.channel).sort()).toEqual(['sms', 'whatsapp']);
    for (const r of requests) {
      expect(r.path).toBe('/messages');
      expect(r.auth).toBe('Bearer gw-token');
      expect(r.body).toMatchObject({ to: '+919876543210', text: '123456 is your code' });
    }
  });

  it('sends a guardian invitation on the one channel asked for (issue 41, item 6)', async () => {
    await createGatewayOtpProvider(baseUrl, 'gw-token').sendCode('9876543210', 'invitation', { channels: ['sms'] });
    expect(requests.map((r) => r.body.channel)).toEqual(['sms']);
    failChannel = 'sms';
    await expect(createGatewayOtpProvider(baseUrl, 'gw-token').sendCode('9876543210', 'invitation', { channels: ['sms'] })).rejects.toThrow();
  });

  it('succeeds when one channel delivers', async () => {
    failChannel = 'whatsapp';
    await expect(createGatewayOtpProvider(baseUrl, 'gw-token').sendCode('9876543210', 'x')).resolves.toBeUndefined();
  });

  it('fails when neither channel delivers, or the token is wrong', async () => {
    failChannel = 'all';
    await expect(createGatewayOtpProvider(baseUrl, 'gw-token').sendCode('9876543210', 'x')).rejects.toThrow();
    failChannel = null;
    await expect(createGatewayOtpProvider(baseUrl, 'bad').sendCode('9876543210', 'x')).rejects.toThrow();
  });
});
