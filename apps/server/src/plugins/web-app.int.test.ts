import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedCoding } from './content-coding';
import { registerWebApp } from './web-app';

/**
 * The built web app goes out as the brotli or gzip copy the build wrote (apps/web/scripts/compress.mjs)
 * when the browser takes it, with Vary and the right caching, and as it is otherwise.
 */
let app: FastifyInstance;
let dist: string;
const script = `console.log(${JSON.stringify('Sakinah '.repeat(400))});`;
const aboutPage = `<!doctype html><html><body><h1>About</h1>${'<p>Nikah</p>'.repeat(200)}</body></html>`;

function writeWithCopies(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-web-'));
  writeWithCopies(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>'.padEnd(800, ' '));
  writeWithCopies(path.join(dist, 'pages', 'about.html'), aboutPage);
  writeWithCopies(path.join(dist, 'assets', 'app-1a2b3c.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'font-9f8e7d.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  app = Fastify();
  await registerWebApp(app, dist, { hiddenRoutes: [], origin: 'https://sakinah.example' });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const decode = (body: Buffer, coding: string | undefined) =>
  (coding === 'br' ? zlib.brotliDecompressSync(body) : coding === 'gzip' ? zlib.gunzipSync(body) : body).toString();

describe('pre-compressed web app', () => {
  it('sends a hashed script as brotli, gzip or as it is, cached for a year either way', async () => {
    for (const [accept, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
      [undefined, undefined],
      ['identity', undefined],
    ] as const) {
      const res = await app.inject({ url: '/assets/app-1a2b3c.js', headers: accept ? { 'accept-encoding': accept } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers['content-type'])).toContain('javascript');
      if (coding) expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload, coding)).toBe(script);
    }
  });

  it('sends pre-rendered pages and the app shell compressed, revalidated on every visit', async () => {
    const page = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(String(page.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(page.headers['content-type'])).toContain('text/html');
    expect(decode(page.rawPayload, 'br')).toBe(aboutPage);
    expect(page.rawPayload.length).toBeLessThan(aboutPage.length / 4);

    const plain = await app.inject({ url: '/about' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(aboutPage);

    const missing = await app.inject({ url: '/no-such-page', headers: { 'accept-encoding': 'gzip' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(decode(missing.rawPayload, 'gzip')).toContain('id="root"');
  });

  it('leaves fonts as they are (woff2 is compressed already)', async () => {
    const res = await app.inject({ url: '/assets/font-9f8e7d.woff2', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding as RFC 9110 says', () => {
    expect(acceptedCoding(undefined)).toBeNull();
    expect(acceptedCoding('')).toBeNull();
    expect(acceptedCoding('BR')?.coding).toBe('br');
    expect(acceptedCoding('gzip;q=1.0, br;q=0')?.coding).toBe('gzip');
    expect(acceptedCoding('*')?.coding).toBe('br');
    expect(acceptedCoding('*;q=0')).toBeNull();
    expect(acceptedCoding('br;q=0, *;q=0.5')?.coding).toBe('gzip');
    expect(acceptedCoding('deflate')).toBeNull();
  });
});
