import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { acceptedCoding, type CONTENT_CODINGS } from './content-coding';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * JSON bodies up to this size are compressed on the spot (zlib's sync calls), larger ones on libuv's thread pool.
 * The pool's round trip (a compressor stream per call, a hop to a worker thread and back) cost 170–200 µs of CPU
 * for a 3.7 KB page of cards, against 47 µs (brotli) and 23 µs (gzip) done in place; 64 KiB takes well under a
 * millisecond, so the event loop is never held long (docs/performance.md, "Compressed answers").
 */
export const JSON_SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;

/**
 * JSON bodies smaller than this go out as they are: below about a kilobyte compression saves less
 * than a packet and still costs the server a compressor.
 */
export const JSON_COMPRESSION_MIN_BYTES = 1024;

type Coding = (typeof CONTENT_CODINGS)[number]['coding'];
const brotliOptions = (size: number) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});
const GZIP_LEVEL = 6;

function compressInPlace(coding: Coding, payload: string | Buffer, size: number): Buffer {
  return coding === 'br' ? zlib.brotliCompressSync(payload, brotliOptions(size)) : zlib.gzipSync(payload, { level: GZIP_LEVEL });
}

function compressOnPool(coding: Coding, payload: string | Buffer, size: number): Promise<Buffer> {
  return coding === 'br' ? brotli(payload, brotliOptions(size)) : gzip(payload, { level: GZIP_LEVEL });
}

/** Adds a field to the response's Vary header without losing what another part of the app put there. */
function varyOn(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : typeof current === 'string' ? current : '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((part) => part.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...fields, field].join(', '));
}

/**
 * Compresses the API's JSON answers for the browsers that take it: brotli at quality 4 (about
 * gzip's speed, smaller), else gzip. A member on a phone downloads the plans (8.5 KiB of JSON)
 * or a page of cards in a fifth of the bytes. Static files are compressed at build time instead
 * (web-app.ts), and photos are already compressed images. No answer carries a secret beside
 * text an attacker chose (no CSRF token, no session in a body), so compression gives a BREACH
 * attacker nothing to read (docs/decisions.md).
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    const size = Buffer.byteLength(payload);
    if (size < JSON_COMPRESSION_MIN_BYTES) return payload;
    // The answer now depends on the request's Accept-Encoding, whether or not this one is compressed.
    varyOn(reply, 'Accept-Encoding');
    const coding = acceptedCoding(request.headers['accept-encoding']);
    if (!coding) return payload;
    const body = size <= JSON_SYNC_COMPRESSION_MAX_BYTES ? compressInPlace(coding.coding, payload, size) : await compressOnPool(coding.coding, payload, size);
    reply.header('content-encoding', coding.coding);
    reply.removeHeader('content-length');
    return body;
  });
}
