import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { acceptedCoding } from './content-coding';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * JSON bodies smaller than this go out as they are: below about a kilobyte compression saves less
 * than a packet and still costs the server a compressor.
 */
export const JSON_COMPRESSION_MIN_BYTES = 1024;

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
    const body =
      coding.coding === 'br'
        ? await brotli(payload, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
          })
        : await gzip(payload, { level: 6 });
    reply.header('content-encoding', coding.coding);
    reply.removeHeader('content-length');
    return body;
  });
}
