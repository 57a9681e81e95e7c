import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { JSON_COMPRESSION_MIN_BYTES, JSON_SYNC_COMPRESSION_MAX_BYTES } from './json-compression';

/** The API's larger JSON answers go out brotli- or gzip-compressed to the browsers that take it. */
let t: TestApp;
const cities = Array.from({ length: 300 }, (_, i) => ({ name: `City ${i}`, state: 'Uttar Pradesh' }));
/** Past the size compressed in place: compressed on the thread pool instead. */
const manyCities = Array.from({ length: 4000 }, (_, i) => ({ name: `City ${i}`, state: 'Uttar Pradesh' }));

beforeAll(async () => {
  t = await createTestApp({}, undefined, (app) => {
    app.get('/api/test-large', async () => ({ success: true, cities }));
    app.get('/api/test-huge', async () => ({ success: true, cities: manyCities }));
    app.get('/api/test-large-vary', async (_request, reply) => {
      reply.header('vary', 'Origin');
      return { success: true, cities };
    });
  });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('JSON compression', () => {
  it('sends brotli when the browser takes it, and the body is the same JSON', async () => {
    const res = await get('/api/test-large', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(JSON.parse(body)).toEqual({ success: true, cities });
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(body) / 4);
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const res = await get('/api/test-large', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString())).toEqual({ success: true, cities });
  });

  it('sends the plain body without Accept-Encoding or when every coding is refused, still varying on it', async () => {
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0', '*;q=0']) {
      const res = await get('/api/test-large', header);
      expect(res.headers['content-encoding'], String(header)).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.json()).toEqual({ success: true, cities });
    }
  });

  it('compresses a body past the in-place bound on the thread pool, in either coding, to the same JSON', async () => {
    const plain = await get('/api/test-huge');
    expect(plain.rawPayload.length).toBeGreaterThan(JSON_SYNC_COMPRESSION_MAX_BYTES);
    const small = await get('/api/test-large');
    expect(small.rawPayload.length).toBeLessThanOrEqual(JSON_SYNC_COMPRESSION_MAX_BYTES);
    for (const [url, expected] of [['/api/test-huge', manyCities], ['/api/test-large', cities]] as const) {
      const br = await get(url, 'br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual({ success: true, cities: expected });
      const gz = await get(url, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual({ success: true, cities: expected });
    }
  });

  it('keeps a Vary the route set', async () => {
    const res = await get('/api/test-large-vary', 'br');
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
  });

  it('leaves small answers alone', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.rawPayload.length).toBeLessThan(JSON_COMPRESSION_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true });
  });

  it('compresses a real route: the OpenAPI document', async () => {
    const res = await get('/api/docs/json', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('leaves pages to the web app, which sends its own compressed copy once (not JSON, not compressed twice)', async () => {
    const res = await get('/about', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // The page's copy made once on its first request (plugins/web-app.ts): one coding, and it decodes to the page.
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('About page');
  });
});
