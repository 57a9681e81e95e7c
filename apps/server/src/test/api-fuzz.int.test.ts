import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@sakinah/contract';
import { createTestApp, type TestApp } from './test-app';
import { buildMember, givePlan, signIn } from './factories';

/**
 * A bounded, deterministic fuzz of every API operation in the OpenAPI document, as every role:
 * NUL bytes, huge strings, wrong types, deep nesting, malformed JSON and multipart, wrong content
 * types and bad path ids. No input may produce a 5xx, and every 4xx must be `{success:false, message}`.
 * The same seed gives the same inputs, so a failure printed here can be replayed.
 */

const SEED = 0x5a4b1a;
const HUGE = 'x'.repeat(100_000);
/** Inputs per (operation, role) once a role gets past authentication; the first role gets them all. */
const SAMPLE_FOR_OTHER_ROLES = 6;
/** Inputs per (operation, role) when the role is refused (401/403): the refusal must hold whatever the input. */
const SAMPLE_WHEN_REFUSED = 3;
/** Routes that end or change the caller's session run last, so the other routes keep their signed-in roles. */
const SESSION_ENDING = ['/api/deactivate', '/api/logout', '/api/delete-user'];
/** Answers that mean "not for this role", as opposed to a 401/403 about the input (e.g. a wrong password). */
const REFUSALS: string[] = [MSG.notSignedIn, MSG.adminOnly, MSG.guardianReadOnly, MSG.guardianNoAccess];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  minLength?: number;
  $ref?: string;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Partial<Record<Lowercase<Method>, Operation>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One request the fuzzer sends, described well enough to replay it. */
interface FuzzInput {
  label: string;
  path: Record<string, string>;
  /** Each entry is one `key=value` pair (already chosen, encoded at send time). */
  query: Array<[string, string]>;
  /** A raw query string appended as is (for shapes the pair list cannot express). */
  rawQuery?: string;
  contentType?: string;
  body?: string | Buffer;
}

/** mulberry32: small, fast, and the same sequence on every machine. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
  };
}
type Rng = ReturnType<typeof prng>;

/** A seed per name, so adding a route or a role does not change the inputs of the others. */
const seedFor = (name: string) => SEED ^ crypto.createHash('sha256').update(name).digest().readUInt32BE(0);

function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  for (let i = 0; i < 10 && current.$ref; i += 1) current = doc.components?.schemas?.[current.$ref.split('/').pop()!] ?? {};
  const options = current.anyOf ?? current.oneOf;
  if (options) return resolve(doc, options.find((option) => option.type !== 'null') ?? options[0]);
  if (current.allOf?.length) return resolve(doc, current.allOf[0]);
  return current;
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

/** A plausible value for a field, so that mutating one field leaves the rest valid and the input goes deep. */
function plausible(doc: OpenApiDocument, raw: JsonSchema | undefined, name: string, depth = 0): unknown {
  const schema = resolve(doc, raw);
  if (schema.enum?.length) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return depth > 3 ? [] : [plausible(doc, schema.items, name, depth + 1)];
    case 'object': {
      if (depth > 3 || !schema.properties) return {};
      return Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, plausible(doc, value, key, depth + 1)]));
    }
    default:
      return plausibleString(schema, name);
  }
}

function plausibleString(schema: JsonSchema, name: string): string {
  const lower = name.toLowerCase();
  if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  if (schema.format === 'date' || lower === 'dob' || lower.endsWith('date')) return '1995-01-01';
  if (schema.format === 'uuid' || lower.endsWith('id')) return '00000000-0000-4000-a000-000000000000';
  if (lower.includes('email')) return 'fuzz@example.com';
  if (lower.includes('phone') || lower === 'contactno') return '9876543210';
  if (lower.includes('password')) return 'Secret#123';
  if (lower === 'otp') return '123456';
  return 'fuzz value'.padEnd(Math.max(schema.minLength ?? 0, 10), 'x');
}

/** Every way a JSON field can be wrong: NUL, huge, wrong types, deep nesting. */
function fieldMutations(rng: Rng): Array<[string, unknown]> {
  return [
    ['NUL', `a${'\u0000'}b`],
    ['only NUL', '\u0000'],
    ['huge string', HUGE],
    ['number', rng.pick([0, -1, 1e308, 3.5, Number.MAX_SAFE_INTEGER])],
    ['array', ['a', 1, null]],
    ['object', { nested: 'x\u0000' }],
    ['null', null],
    ['boolean', false],
    ['deep object', deepObject(2_000)],
    ['unicode', '\u202e\ud83d\ude00\uffff'],
  ];
}

function deepObject(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

/** Puts a NUL into every string of a value, however deep. */
function nulEverywhere(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000`;
  if (Array.isArray(value)) return value.map(nulEverywhere);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, nulEverywhere(v)]));
  return value;
}

function multipart(boundary: string, parts: Array<{ name: string; filename?: string; type?: string; data: string | Buffer }>, close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function multipartInputs(rng: Rng): FuzzInput[] {
  const b = `fuzz${rng.int(1e9)}`;
  const type = `multipart/form-data; boundary=${b}`;
  // A JPEG signature followed by noise: it passes a sniff of the first bytes, then fails to decode.
  const jpegish = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(Array.from({ length: 512 }, () => rng.int(256)))]);
  const base = { path: {}, query: [] as Array<[string, string]> };
  return [
    { ...base, label: 'multipart: garbage', contentType: type, body: 'this is not multipart at all' },
    { ...base, label: 'multipart: no boundary', contentType: 'multipart/form-data', body: multipart(b, [{ name: 'images', filename: 'a.jpg', data: 'x' }]) },
    { ...base, label: 'multipart: wrong boundary', contentType: `multipart/form-data; boundary=other${b}`, body: multipart(b, [{ name: 'images', filename: 'a.jpg', data: 'x' }]) },
    { ...base, label: 'multipart: truncated', contentType: type, body: multipart(b, [{ name: 'document', filename: 'a.jpg', type: 'image/jpeg', data: jpegish }], false).subarray(0, 90) },
    { ...base, label: 'multipart: empty body', contentType: type, body: '' },
    { ...base, label: 'multipart: only the closing boundary', contentType: type, body: `--${b}--\r\n` },
    { ...base, label: 'multipart: NUL in the file name', contentType: type, body: multipart(b, [{ name: 'images', filename: 'a\u0000.jpg', type: 'image/jpeg', data: jpegish }]) },
    { ...base, label: 'multipart: NUL in a text field', contentType: type, body: multipart(b, [{ name: 'note', data: 'hello\u0000' }, { name: 'selfie', filename: 's.jpg', data: jpegish }]) },
    { ...base, label: 'multipart: NUL in the field name', contentType: type, body: multipart(b, [{ name: 'ima\u0000ges', filename: 'a.jpg', data: jpegish }]) },
    { ...base, label: 'multipart: not an image', contentType: type, body: multipart(b, [{ name: 'images', filename: 'a.jpg', type: 'image/jpeg', data: '<?php echo 1; ?>' }, { name: 'document', filename: 'd.pdf', data: '%PDF-1.4 broken' }, { name: 'selfie', filename: 's.png', data: 'png?' }]) },
    { ...base, label: 'multipart: huge text field', contentType: type, body: multipart(b, [{ name: 'field', data: HUGE }]) },
    { ...base, label: 'multipart: many parts', contentType: type, body: multipart(b, Array.from({ length: 40 }, (_, i) => ({ name: `images`, filename: `${i}.jpg`, data: 'x' }))) },
    { ...base, label: 'multipart: header without a name', contentType: type, body: `--${b}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${b}--\r\n` },
  ];
}

/** Whole-body inputs every write operation gets: malformed JSON, wrong content types, wrong top-level types. */
function bodyShapeInputs(rng: Rng, plausibleBody: unknown): FuzzInput[] {
  const base = { path: {}, query: [] as Array<[string, string]> };
  const json = 'application/json';
  const valid = JSON.stringify(plausibleBody ?? {});
  return [
    { ...base, label: 'malformed JSON: truncated', contentType: json, body: valid.slice(0, Math.max(1, Math.floor(valid.length / 2))) },
    { ...base, label: 'malformed JSON: garbage', contentType: json, body: '{]' },
    { ...base, label: 'malformed JSON: raw NUL', contentType: json, body: '{"a":"\u0000"}' },
    { ...base, label: 'malformed JSON: trailing comma', contentType: json, body: '{"a":1,}' },
    { ...base, label: 'JSON: empty body', contentType: json, body: '' },
    { ...base, label: 'JSON: prototype pollution', contentType: json, body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
    { ...base, label: 'JSON: deep arrays', contentType: json, body: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
    { ...base, label: 'JSON: top-level array', contentType: json, body: JSON.stringify([plausibleBody]) },
    { ...base, label: 'JSON: top-level number', contentType: json, body: String(rng.pick([0, -1, 1e308])) },
    { ...base, label: 'JSON: top-level string with NUL', contentType: json, body: JSON.stringify('a\u0000') },
    { ...base, label: 'JSON: null', contentType: json, body: 'null' },
    { ...base, label: 'JSON: NUL in every string', contentType: json, body: JSON.stringify(nulEverywhere(plausibleBody)) },
    { ...base, label: 'content type: text/plain', contentType: 'text/plain', body: valid },
    { ...base, label: 'content type: xml', contentType: 'application/xml', body: '<a>1</a>' },
    { ...base, label: 'content type: form', contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=%00' },
    { ...base, label: 'content type: multipart on a JSON route', contentType: 'multipart/form-data; boundary=zz', body: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zz--\r\n' },
    { ...base, label: 'content type: json with a charset and NUL', contentType: 'application/json; charset=utf-8', body: valid.replace(/"([^"]*)"/, '"$1\\u0000"') },
    { ...base, label: 'content type: missing, body present', body: valid },
  ];
}

const BAD_IDS = (rng: Rng): Array<[string, string]> => [
  ['random uuid', rng.uuid()],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['not a uuid', 'not-a-uuid'],
  ['NUL', 'a\u0000b'],
  ['long', 'z'.repeat(1_000)],
  ['number', String(rng.int(1e6))],
  ['unicode', 'ü😀'],
  ['sql', "' or 1=1 --"],
  ['uuid with NUL', `${rng.uuid()}\u0000`],
];

const QUERY_VALUES = (rng: Rng): Array<[string, string | string[]]> => [
  ['NUL', 'a\u0000b'],
  ['huge', HUGE],
  ['repeated', ['a', 'b']],
  ['empty', ''],
  ['negative', '-1'],
  ['NaN', 'NaN'],
  ['uuid', rng.uuid()],
  ['date-ish', '2026-13-45'],
];

/** Every input for one operation, deterministic for its name. */
function inputsFor(doc: OpenApiDocument, method: Method, path: string, operation: Operation): FuzzInput[] {
  const rng = prng(seedFor(`${method} ${path}`));
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const basePath = Object.fromEntries(pathParams.map((p) => [p.name, p.schema?.enum?.length ? String(p.schema.enum[0]) : rng.uuid()]));
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const writes = method !== 'GET';
  const plausibleBody = bodySchema ? plausible(doc, bodySchema, 'body') : undefined;
  const jsonBody = (value: unknown) => (value === undefined ? {} : { contentType: 'application/json', body: JSON.stringify(value) });
  const base = (label: string): FuzzInput => ({ label, path: { ...basePath }, query: [], ...jsonBody(plausibleBody) });

  const inputs: FuzzInput[] = [base('plausible input')];
  for (const param of pathParams) {
    for (const [label, value] of BAD_IDS(rng)) inputs.push({ ...base(`path ${param.name}: ${label}`), path: { ...basePath, [param.name]: value } });
  }
  // A percent sequence that does not decode.
  if (pathParams.length > 0) inputs.push({ ...base('path: bad percent-encoding'), path: { ...basePath, [pathParams[0]!.name]: '%E0%A4%A' } });
  for (const param of queryParams) {
    for (const [label, value] of QUERY_VALUES(rng)) {
      const pairs: Array<[string, string]> = (Array.isArray(value) ? value : [value]).map((v) => [param.name, v]);
      inputs.push({ ...base(`query ${param.name}: ${label}`), query: pairs });
    }
  }
  if (queryParams.length > 0) {
    inputs.push({ ...base('query: every param NUL'), query: queryParams.map((p) => [p.name, '\u0000']) });
    inputs.push({ ...base('query: bracket syntax and bad encoding'), rawQuery: `${queryParams[0]!.name}[a]=1&%E0%A4%A=2&${queryParams[0]!.name}=%00` });
  }
  if (writes) {
    const schema = resolve(doc, bodySchema);
    for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
      for (const [label, value] of fieldMutations(rng)) {
        const body = { ...(plausibleBody as Record<string, unknown>), [field]: value };
        inputs.push({ ...base(`body ${field}: ${label}`), ...jsonBody(body) });
      }
      // One level down too: objects and arrays of objects get a NUL in each of their strings.
      if (['object', 'array'].includes(typeOf(resolve(doc, fieldSchema)) ?? '')) {
        const body = { ...(plausibleBody as Record<string, unknown>), [field]: nulEverywhere((plausibleBody as Record<string, unknown>)[field]) };
        inputs.push({ ...base(`body ${field}: NUL in nested strings`), ...jsonBody(body) });
      }
    }
    if (bodySchema && !schema.properties) {
      // An open record (e.g. update-user): fuzz the keys it is likely to read.
      for (const key of ['firstName', 'email', 'bio', 'caste', 'hobbies', 'x\u0000']) {
        for (const [label, value] of fieldMutations(rng).slice(0, 6)) inputs.push({ ...base(`body ${key}: ${label}`), ...jsonBody({ [key]: value }) });
      }
    }
    for (const shape of bodyShapeInputs(rng, plausibleBody)) inputs.push({ ...shape, path: { ...basePath } });
    if (!bodySchema) for (const shape of multipartInputs(rng)) inputs.push({ ...shape, path: { ...basePath } });
  }
  return inputs;
}

function urlOf(path: string, input: FuzzInput): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = input.path[name] ?? '';
    return value.startsWith('%') ? value : encodeURIComponent(value);
  });
  const pairs = input.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  if (input.rawQuery) pairs.push(input.rawQuery);
  return pairs.length ? `${filled}?${pairs.join('&')}` : filled;
}

/** The input, short enough to print: long strings are cut, NUL made visible. */
function describeInput(method: Method, url: string, input: FuzzInput): string {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…(${text.length} chars)` : text);
  const visible = (text: string) => cut(text).split('\u0000').join('\\0');
  const body = input.body === undefined ? '' : ` body=${visible(Buffer.isBuffer(input.body) ? input.body.toString('latin1') : input.body)}`;
  return `${method} ${visible(url)} [${input.label}] content-type=${input.contentType ?? '(none)'}${body}`;
}

function jsonOf(text: string): { success?: unknown; message?: unknown } | undefined {
  try {
    return JSON.parse(text) as { success?: unknown; message?: unknown };
  } catch {
    return undefined;
  }
}

type Role = 'member' | 'admin' | 'guardian' | 'anonymous';
const ROLES: Role[] = ['member', 'admin', 'guardian', 'anonymous'];

let t: TestApp;
const cookies: Record<Role, string | undefined> = { member: undefined, admin: undefined, guardian: undefined, anonymous: undefined };
const emails: Partial<Record<Role, string>> = {};

async function signInRoles(): Promise<void> {
  for (const role of ['member', 'admin', 'guardian'] as const) {
    cookies[role] = await signIn(t.app, emails[role]!).catch(() => undefined);
  }
}

beforeAll(async () => {
  // Relaxed limits let inputs reach the handlers; a 429 is still an acceptable answer.
  t = await createTestApp({ RELAX_RATE_LIMITS: 'true' });
  const db = t.database.db;
  const member = await buildMember(db, { status: 'Active', gender: 'female' });
  await givePlan(db, member.id);
  await buildMember(db, { status: 'Active', gender: 'male' });
  const admin = await buildMember(db, { status: 'Active', role: 'admin' });
  const guardian = await buildMember(db, { status: 'Active', role: 'guardian' });
  Object.assign(emails, { member: member.email, admin: admin.email, guardian: guardian.email });
  await signInRoles();
});
afterAll(async () => t?.close());

describe('API fuzz (OpenAPI-driven, seeded)', () => {
  it('answers every input with a 2xx, 3xx or a JSON 4xx: never a 5xx', { timeout: 180_000 }, async () => {
    const docRes = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docRes.statusCode).toBe(200);
    const doc = docRes.json<OpenApiDocument>();

    const operations: Array<{ method: Method; path: string; operation: Operation }> = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      for (const [method, operation] of Object.entries(ops)) {
        if (operation && ['get', 'post', 'put', 'patch', 'delete'].includes(method)) operations.push({ method: method.toUpperCase() as Method, path, operation });
      }
    }
    const last = (path: string) => SESSION_ENDING.indexOf(path);
    operations.sort((a, b) => last(a.path) - last(b.path));
    expect(operations.length).toBeGreaterThan(50);

    const failures: string[] = [];
    let sent = 0;
    let ipCounter = 0;
    const send = async (role: Role, method: Method, path: string, input: FuzzInput) => {
      const url = urlOf(path, input);
      ipCounter += 1;
      const headers: Record<string, string> = {};
      if (cookies[role]) headers.cookie = cookies[role]!;
      if (input.contentType) headers['content-type'] = input.contentType;
      const res = await t.app.inject({
        method,
        url,
        headers,
        ...(input.body === undefined ? {} : { payload: input.body }),
        // A fresh address per request keeps per-address limits from hiding the handlers.
        remoteAddress: `10.${ROLES.indexOf(role) + 100}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
      });
      sent += 1;
      const where = `${role}: ${describeInput(method, url, input)}`;
      if (res.statusCode >= 500) failures.push(`${res.statusCode} for ${where}\n  -> ${res.body.slice(0, 300)}`);
      else if (res.statusCode >= 400) {
        const shaped = jsonOf(res.body);
        if (!String(res.headers['content-type'] ?? '').includes('application/json') || shaped?.success !== false || typeof shaped.message !== 'string' || !shaped.message) {
          failures.push(`${res.statusCode} without {success:false, message} for ${where}\n  -> ${res.body.slice(0, 300)}`);
        }
      }
      return res;
    };

    for (const { method, path, operation } of operations) {
      const inputs = inputsFor(doc, method, path, operation);
      let fullCoverageGiven = false;
      for (const role of ROLES) {
        const rng = prng(seedFor(`${role} ${method} ${path}`));
        // The plausible input first: it tells whether this role gets past authentication.
        const probe = await send(role, method, path, inputs[0]!);
        const refused = (probe.statusCode === 401 || probe.statusCode === 403) && REFUSALS.includes(String(jsonOf(probe.body)?.message));
        let chosen: FuzzInput[];
        if (!refused && !fullCoverageGiven) {
          chosen = inputs.slice(1);
          fullCoverageGiven = true;
        } else {
          const count = refused ? SAMPLE_WHEN_REFUSED : SAMPLE_FOR_OTHER_ROLES;
          chosen = Array.from({ length: Math.min(count, inputs.length - 1) }, () => inputs[1 + rng.int(inputs.length - 1)]!);
        }
        for (const input of chosen) await send(role, method, path, input);
      }
      if (SESSION_ENDING.includes(path)) await signInRoles();
    }

    console.info(`api fuzz: ${sent} requests over ${operations.length} operations and ${ROLES.length} roles (seed ${SEED})`);
    expect(failures.length, `${failures.length} bad answers; the first ones:\n${failures.slice(0, 25).join('\n')}`).toBe(0);
    expect(sent).toBeGreaterThan(2_000);
  });
});
