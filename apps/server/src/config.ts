import path from 'node:path';
import { z } from 'zod';
import { REFUSAL_COOLDOWN_DAYS_DEFAULT } from '@sakinah/contract';

/**
 * The only reader of process.env. Parsed once at boot; a bad value stops the process
 * with one line naming the variable. Every variable is documented in README.md.
 */
const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public address of the site, used in links sent by mail (default: http://localhost:PORT; required in production). */
  PUBLIC_URL: z.url().optional(),
  /** Where the embedded database and uploads live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Redis for socket.io fan-out and shared rate-limit counters across instances. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  /** Seed demo members and the demo admin (default: on with the embedded database only). */
  SEED_DEMO: booleanFromString.optional(),
  ADMIN_EMAIL: z.email().default('admin@sakinah.local'),
  /** Password of the seeded admin; when absent one is generated once and kept in DATA_DIR. */
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** Serve the built web app from this folder. */
  WEB_DIST: z.string().optional(),
  /** SMTP server for mail (smtp://user:pass@host:port); when absent mail goes to the dev outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('Sakinah <no-reply@sakinah.local>'),
  /** WhatsApp + SMS gateway for OTPs; when absent OTPs go to the dev outbox. */
  OTP_GATEWAY_URL: z.url().optional(),
  OTP_GATEWAY_TOKEN: z.string().optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** Razorpay's API address; only changed to test against a local stub. */
  RAZORPAY_API_URL: z.url().optional(),
  /**
   * Razorpay's Standard Checkout script, loaded by the checkout page when Razorpay is configured
   * (and then allowed by the content security policy); only changed to test against a local stand-in.
   */
  RAZORPAY_CHECKOUT_SCRIPT_URL: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
  /** Secret of the built-in sandbox gateway; when absent one is generated once and kept in DATA_DIR. */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).optional(),
  /**
   * Key of the digests of phone numbers and emails that have had the free trial (kept after an account is
   * deleted, so a new sign-up with them gets no second trial). When absent one is generated once and kept in
   * the database; set it so that a copy of the database alone cannot test numbers against the digests.
   */
  TRIAL_CLAIM_SECRET: z.string().min(16).optional(),
  /** The sandbox gateway accepts test payments; it is refused in production unless this is true. */
  ALLOW_SANDBOX_PAYMENTS: booleanFromString.optional(),
  /** S3-compatible storage for photos; when absent photos live under DATA_DIR/uploads. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Browser tests only: multiply per-address limits by 100 (every test comes from 127.0.0.1). Refused in production. */
  RELAX_RATE_LIMITS: booleanFromString.default(false),
  /**
   * Reverse proxies whose X-Forwarded-For is believed: `false`, how many proxies stand in front
   * (e.g. `1`), or their addresses and networks (e.g. `10.0.0.0/8,loopback`). Never `true`: that
   * would believe any client, and every per-address limit could be dodged.
   */
  TRUST_PROXY: z.string().default('false'),
  /**
   * Connections one client address may hold open at once (0: no cap); loopback and TRUST_PROXY's proxies are
   * exempt. Bounds slow-header floods (slowloris) from one address; many members behind one carrier NAT stay
   * far below it (a browser holds about six).
   */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(256),
  /** The built-in outbox for mail and OTPs (instead of SMTP_URL / OTP_GATEWAY_URL) is refused in production unless this is true (demos only). */
  ALLOW_DEV_OUTBOX: booleanFromString.optional(),
  /** PostgreSQL: how long a request waits for a connection before answering 503 (an outage, a full pool). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** PostgreSQL: longest a statement may run, so slow queries cannot starve the pool. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /**
   * How many featured-profiles listings one process runs at once (default: the machine's cores, at
   * least 2), on a pool of that many connections of their own, so the main pool stays free for
   * sign-in, chat and health checks (docs/matching.md, "Protections").
   */
  LISTING_CONCURRENCY: z.coerce.number().int().min(1).max(1000).optional(),
  /**
   * How many times a minute one member may make the listing do its expensive work: build a stored list (a
   * filter's first use, the first browse of the day) or score a page live (past the end of her list).
   * Beyond it: 429 with Retry-After. Pages read from her lists are never counted (docs/matching.md).
   */
  LISTING_WORK_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Days a refused photo request or a declined profile request cannot be asked again (security finding D18). */
  REFUSAL_COOLDOWN_DAYS: z.coerce.number().int().min(0).max(365).default(REFUSAL_COOLDOWN_DAYS_DEFAULT),
  /** How long a listing waits for its turn before answering 503 with Retry-After. */
  LISTING_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** PostgreSQL: longest the listing's statements may run (503 beyond it). */
  LISTING_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  /**
   * How many best candidates a member's stored match list holds (docs/matching.md): pages within it
   * are a range scan; past it the listing scores live. Storage is about 120 bytes per entry.
   */
  MATCH_LIST_SIZE: z.coerce.number().int().min(20).max(5000).default(240),
  /**
   * List builds score from the candidate columns each instance keeps in memory (docs/matching.md, "Builds from the
   * candidate columns": about 170 bytes a member) instead of in PostgreSQL; false: every build scores in SQL.
   */
  CANDIDATE_COLUMNS: booleanFromString.default(true),
  /**
   * How long a stop (SIGTERM, SIGINT) may take: readiness turns 503, the listener closes, requests in flight and
   * job runs finish, sockets are told to reconnect elsewhere, then Redis and the database close. A drain still
   * running after this is logged with what was left and the process exits with status 1 (docs/operations.md).
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Prometheus metrics on their own port (off when unset), never on the public one. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Interface of the metrics port: loopback unless an operator opens it to a scraper on purpose. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * Tests only: run every background job this often instead of its own schedule (the rolling-restart test has both
   * instances race for the same due work). Refused in production.
   */
  JOBS_EVERY_MS: z.coerce.number().int().min(50).max(3_600_000).optional(),
  /**
   * Web Push (VAPID, RFC 8292): the key pair as `web-push generate-vapid-keys` prints it (base64url) and the contact
   * push services may write to (`mailto:` or `https:`; Apple refuses others). All three together. When absent a pair is
   * generated once into DATA_DIR, except in production, where push is then off (mail and the centre still work).
   */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'must be a base64url P-256 public key (65 bytes)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{42,44}={0,2}$/, 'must be a base64url P-256 private key (32 bytes)').optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^@\s]+@[^@\s]+\.[^@\s]+|https:\/\/[^\s/]+\.[^\s]+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  /**
   * Calls (issue 44): TURN servers for the relay (comma-separated `turn:`/`turns:` URLs, e.g.
   * `turns:turn.example.in:443?transport=tcp`) and the secret shared with coturn (`static-auth-secret`), from which each
   * participant gets credentials for one call (TURN REST: HMAC of `expiry:userId`). Both or neither.
   */
  TURN_URLS: z
    .string()
    .transform((v) => v.split(',').map((u) => u.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^turns?:[^\s]+$/, 'must be turn: or turns: URLs')))
    .optional(),
  TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** STUN servers (comma-separated `stun:` URLs); none by default, so that no outside service is asked. */
  STUN_URLS: z
    .string()
    .transform((v) => v.split(',').map((u) => u.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^stuns?:[^\s]+$/, 'must be stun: URLs')))
    .default([]),
  /** With TURN configured, calls go through the relay only (`relay`: addresses stay hidden); `all` lets browsers connect directly. */
  CALL_ICE_TRANSPORT_POLICY: z.enum(['relay', 'all']).default('relay'),
  /** Seller's name printed on receipts (mail, page and PDF). */
  SELLER_NAME: z.string().trim().min(1).max(200).default('Sakinah Matrimony'),
  /** How long a profile review usually takes, as checkout, the thank-you card, receipts and mails say it. */
  REVIEW_TIME: z.string().trim().min(3).max(80).default('usually within one working day'),
  /** Seller's postal address printed on receipts; the default is a placeholder: set your registered address. */
  SELLER_ADDRESS: z.string().trim().min(1).max(500).default('2nd Floor, Hazratganj Corporate Centre, Lucknow, Uttar Pradesh 226001, India'),
  /** Seller's GSTIN (15 characters); when set, receipts show it and the GST included in the price. */
  SELLER_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN such as 09ABCDE1234F1Z5')
    .optional(),
  /** GST rate included in plan prices, in percent (receipts show it only with SELLER_GSTIN). */
  SELLER_GST_PERCENT: z.coerce.number().min(0).max(28).default(18),
});

export type Env = z.infer<typeof envSchema>;

/** What Fastify's trustProxy takes, minus `true`. */
export type TrustedProxies = false | number | string[];

export interface Config extends Omit<Env, 'PUBLIC_URL'> {
  PUBLIC_URL: string;
  trustProxy: TrustedProxies;
  isProduction: boolean;
  dataDir: string;
  dbDir: string;
  uploadsDir: string;
  webDist: string;
  seedDemo: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env, cwd = process.cwd()): Config {
  // Empty strings count as unset, as in most .env conventions.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message.toLowerCase()}`);
  }
  const env = parsed.data;
  if ((env.RAZORPAY_KEY_ID === undefined) !== (env.RAZORPAY_KEY_SECRET === undefined)) {
    throw new ConfigError('Invalid configuration: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  }
  if (env.NODE_ENV === 'production' && !env.RAZORPAY_KEY_ID && env.ALLOW_SANDBOX_PAYMENTS !== true) {
    throw new ConfigError(
      'Invalid configuration: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required in production (or set ALLOW_SANDBOX_PAYMENTS=true for a demo)',
    );
  }
  if (env.NODE_ENV === 'production' && !env.RAZORPAY_CHECKOUT_SCRIPT_URL.startsWith('https://')) {
    throw new ConfigError('Invalid configuration: RAZORPAY_CHECKOUT_SCRIPT_URL must be an https:// address in production');
  }
  if (env.NODE_ENV === 'production' && env.RELAX_RATE_LIMITS) {
    throw new ConfigError('Invalid configuration: RELAX_RATE_LIMITS must not be set in production');
  }
  if (env.NODE_ENV === 'production' && env.JOBS_EVERY_MS !== undefined) {
    throw new ConfigError('Invalid configuration: JOBS_EVERY_MS must not be set in production (it is for tests)');
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    throw new ConfigError('Invalid configuration: METRICS_PORT must differ from PORT (metrics are never served on the public port)');
  }
  if (env.NODE_ENV === 'production' && /^\d+$/.test(env.TRUST_PROXY.trim()) && Number(env.TRUST_PROXY.trim()) > 0 && !isPrivateHost(env.HOST)) {
    // Security finding D19: listening on every interface, a client that reaches the port directly writes its own
    // X-Forwarded-For, and a hop count believes its last entry (25 paid OTP sends went through one address).
    throw new ConfigError(
      `Invalid configuration: TRUST_PROXY=${env.TRUST_PROXY.trim()} (a hop count) with HOST=${env.HOST} believes X-Forwarded-For from any client that reaches the port; name the proxies (e.g. TRUST_PROXY=10.0.0.0/8 or uniquelocal) or listen on a private HOST (e.g. 127.0.0.1)`,
    );
  }
  if (env.NODE_ENV === 'production') {
    if (!env.PUBLIC_URL) throw new ConfigError('Invalid configuration: PUBLIC_URL is required in production (the address mailed links point to)');
    if (env.SEED_DEMO === true) {
      throw new ConfigError('Invalid configuration: SEED_DEMO must not be set in production (demo members share a published password)');
    }
    if (env.ALLOW_DEV_OUTBOX !== true && (!env.SMTP_URL || !env.OTP_GATEWAY_URL)) {
      throw new ConfigError(
        `Invalid configuration: ${env.SMTP_URL ? 'OTP_GATEWAY_URL' : 'SMTP_URL'} is required in production (or set ALLOW_DEV_OUTBOX=true for a demo)`,
      );
    }
  }
  const vapidSet = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT].filter((v) => v !== undefined).length;
  if (vapidSet !== 0 && vapidSet !== 3) {
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set together');
  }
  if ((env.TURN_URLS === undefined) !== (env.TURN_SECRET === undefined)) {
    throw new ConfigError('Invalid configuration: TURN_URLS and TURN_SECRET must be set together');
  }
  if (env.S3_ENDPOINT) {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name]) throw new ConfigError(`Invalid configuration: ${name} is required when S3_ENDPOINT is set`);
    }
  }
  const dataDir = path.resolve(cwd, env.DATA_DIR);
  return {
    ...env,
    // Links in mail must reach this server: by default on the port it really listens on.
    // Without trailing slashes: every mailed link is this base followed by a path that starts with one.
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    trustProxy: parseTrustedProxies(env.TRUST_PROXY),
    isProduction: env.NODE_ENV === 'production',
    dataDir,
    dbDir: path.join(dataDir, 'db'),
    uploadsDir: path.join(dataDir, 'uploads'),
    webDist: path.resolve(cwd, env.WEB_DIST ?? defaultWebDist()),
    // Production never seeds demo members (their password is published in the README).
    seedDemo: env.NODE_ENV === 'production' ? false : (env.SEED_DEMO ?? env.DATABASE_URL === undefined),
  };
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A bind address no client outside this machine or its private network reaches: loopback or a private range. */
export function isPrivateHost(host: string): boolean {
  const text = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  if (text === 'localhost' || text === '::1') return true;
  if (/^f[cd][0-9a-f]{2}:/.test(text)) return true;
  if (!IPV4.test(text)) return false;
  const [a = 0, b = 0] = text.split('.').map(Number);
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const v4 = IPV4.test(address);
  const v6 = !v4 && address.includes(':') && /^[0-9a-fA-F:.]+$/.test(address);
  if (!v4 && !v6) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (v4 ? 32 : 128);
}

/** TRUST_PROXY: `false`, a hop count, or a list of proxy addresses and networks; `true` is refused. */
export function parseTrustedProxies(value: string): TrustedProxies {
  const text = value.trim();
  if (['false', '0', 'no', ''].includes(text)) return false;
  if (['true', 'yes'].includes(text)) {
    throw new ConfigError(
      'Invalid configuration: TRUST_PROXY=true would believe any client\'s X-Forwarded-For; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8,loopback)',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new ConfigError('Invalid configuration: TRUST_PROXY hop count must be between 1 and 10');
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined || entries.length === 0) {
    throw new ConfigError(`Invalid configuration: TRUST_PROXY has "${bad ?? text}", not an address, a network (a.b.c.d/n) or loopback/linklocal/uniquelocal`);
  }
  return entries;
}

/** The web build sits beside the server in the repo: apps/web/dist. */
function defaultWebDist(): string {
  const here = path.dirname(new URL(import.meta.url).pathname);
  // src/config.ts or dist/main.js: both are one level below apps/server.
  return path.resolve(here, '..', '..', 'web', 'dist');
}
