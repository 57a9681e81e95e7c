import path from 'node:path';
import { z } from 'zod';

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
  /** Public address of the site, used in links sent by mail. */
  PUBLIC_URL: z.url().default('http://localhost:5000'),
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
  /** Secret of the built-in sandbox gateway; when absent one is generated once and kept in DATA_DIR. */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).optional(),
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
  /** Trust X-Forwarded-* headers from a reverse proxy. */
  TRUST_PROXY: booleanFromString.default(false),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
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
  if (env.NODE_ENV === 'production' && env.RELAX_RATE_LIMITS) {
    throw new ConfigError('Invalid configuration: RELAX_RATE_LIMITS must not be set in production');
  }
  if (env.S3_ENDPOINT) {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name]) throw new ConfigError(`Invalid configuration: ${name} is required when S3_ENDPOINT is set`);
    }
  }
  const dataDir = path.resolve(cwd, env.DATA_DIR);
  return {
    ...env,
    isProduction: env.NODE_ENV === 'production',
    dataDir,
    dbDir: path.join(dataDir, 'db'),
    uploadsDir: path.join(dataDir, 'uploads'),
    webDist: path.resolve(cwd, env.WEB_DIST ?? defaultWebDist()),
    seedDemo: env.SEED_DEMO ?? env.DATABASE_URL === undefined,
  };
}

/** The web build sits beside the server in the repo: apps/web/dist. */
function defaultWebDist(): string {
  const here = path.dirname(new URL(import.meta.url).pathname);
  // src/config.ts or dist/main.js: both are one level below apps/server.
  return path.resolve(here, '..', '..', 'web', 'dist');
}
