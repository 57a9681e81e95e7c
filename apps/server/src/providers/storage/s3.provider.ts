import { amzDateOf, encodePath, payloadHash, signatureV4 } from './aws-sigv4';
import { assertSafeKey, type StorageProvider } from './storage.provider';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket. */
  prefix?: string;
  fetchImpl?: typeof fetch;
}

/**
 * Photos in an S3-compatible bucket (AWS S3, MinIO, R2 …), path-style requests signed with
 * Signature V4. Objects are private: the server reads them and checks who asks on every /media request.
 */
export function createS3Storage(options: S3Options): StorageProvider {
  const base = new URL(options.endpoint);
  const doFetch = options.fetchImpl ?? fetch;
  const prefix = options.prefix ?? 'photos/';

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    assertSafeKey(key);
    const path = `${base.pathname.replace(/\/+$/, '')}/${encodePath(options.bucket)}/${encodePath(prefix + key)}`;
    const amzDate = amzDateOf(new Date());
    const hash = payloadHash(body);
    const headers: Record<string, string> = {
      host: base.host,
      'x-amz-content-sha256': hash,
      'x-amz-date': amzDate,
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const { authorization } = signatureV4({
      method,
      path,
      headers,
      payloadHash: hash,
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      amzDate,
    });
    const { host: _host, ...sendHeaders } = headers;
    return doFetch(`${base.protocol}//${base.host}${path}`, {
      method,
      headers: { ...sendHeaders, authorization },
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
  }

  return {
    name: 's3',
    async put(key, bytes, contentType) {
      const res = await send('PUT', key, bytes, contentType);
      if (!res.ok) throw new Error(`S3 PUT ${key} answered ${res.status}`);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key} answered ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} answered ${res.status}`);
    },
  };
}
