import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payloadHash, signatureV4 } from './aws-sigv4';
import { createS3Storage } from './s3.provider';

/** A local S3 stand-in: path-style objects, and it checks every request's Signature V4 like S3 does. */
const SECRET = 'local-secret-key-0123456789';
const objects = new Map<string, { body: Buffer; type: string }>();
const log: string[] = [];
let server: http.Server;
let endpoint: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const auth = String(req.headers.authorization ?? '');
      const signedHeaders = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
      const headers = Object.fromEntries(signedHeaders.map((name) => [name, String(req.headers[name] ?? '')]));
      const expected = signatureV4({
        method: req.method ?? '',
        path: req.url ?? '',
        headers,
        payloadHash: String(req.headers['x-amz-content-sha256']),
        accessKeyId: 'LOCALKEY',
        secretAccessKey: SECRET,
        region: 'ap-south-1',
        amzDate: String(req.headers['x-amz-date']),
      });
      const bodyOk = req.headers['x-amz-content-sha256'] === payloadHash(body.length ? body : undefined);
      log.push(`${req.method} ${req.url}`);
      if (!auth.includes('Credential=LOCALKEY/') || auth !== expected.authorization || !bodyOk) {
        res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const key = req.url!;
      if (req.method === 'PUT') {
        objects.set(key, { body, type: String(req.headers['content-type']) });
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else res.writeHead(200, { 'content-type': object.type }).end(object.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

const storage = (secret = SECRET) =>
  createS3Storage({ endpoint, bucket: 'sakinah-photos', region: 'ap-south-1', accessKeyId: 'LOCALKEY', secretAccessKey: secret });

describe('S3 storage (against a local S3 stand-in that checks signatures)', () => {
  it('puts, gets and deletes objects under the bucket and prefix', async () => {
    const bytes = Buffer.from('RIFF....WEBPVP8 fake image bytes');
    await storage().put('0123abcd-large.webp', bytes, 'image/webp');
    expect(log.at(-1)).toBe('PUT /sakinah-photos/photos/0123abcd-large.webp');
    expect(objects.get('/sakinah-photos/photos/0123abcd-large.webp')?.type).toBe('image/webp');
    expect(await storage().get('0123abcd-large.webp')).toEqual(bytes);
    await storage().delete('0123abcd-large.webp');
    expect(await storage().get('0123abcd-large.webp')).toBeNull();
  });

  it('fails loudly when the secret is wrong', async () => {
    await expect(storage('wrong-secret').put('k1-small.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403/);
  });

  it('refuses unsafe keys before any request', async () => {
    await expect(storage().get('../etc/passwd')).rejects.toThrow(/Unsafe/);
  });
});
