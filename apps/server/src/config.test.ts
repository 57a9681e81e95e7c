import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for the embedded setup', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.PORT).toBe(5000);
    expect(config.dataDir).toBe('/srv/app/data');
    expect(config.dbDir).toBe('/srv/app/data/db');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.isProduction).toBe(false);
  });

  it('keeps the public address without trailing slashes, so that mailed links never hold a double slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://sakinah.example//' }).PUBLIC_URL).toBe('https://sakinah.example');
    expect(loadConfig({ PUBLIC_URL: 'https://sakinah.example/app/' }).PUBLIC_URL).toBe('https://sakinah.example/app');
    expect(loadConfig({ PORT: '5300' }).PUBLIC_URL).toBe('http://localhost:5300');
  });

  it('does not seed demo data on PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ RAZORPAY_KEY_ID: 'rzp_test_x' }, 'RAZORPAY_KEY_SECRET'],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'https://sakinah.example' }, 'RAZORPAY_KEY_ID'],
    [{ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' }, 'PUBLIC_URL'],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'https://sakinah.example', ALLOW_SANDBOX_PAYMENTS: 'true' }, 'SMTP_URL'],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'https://sakinah.example', ALLOW_SANDBOX_PAYMENTS: 'true', SMTP_URL: 'smtp://mail:587' }, 'OTP_GATEWAY_URL'],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'https://sakinah.example', ALLOW_SANDBOX_PAYMENTS: 'true', ALLOW_DEV_OUTBOX: 'true', SEED_DEMO: 'true' }, 'SEED_DEMO'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.internal' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/40' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '99' }, 'TRUST_PROXY'],
    [{ SHUTDOWN_GRACE_MS: '10s' }, 'SHUTDOWN_GRACE_MS'],
    [{ SHUTDOWN_GRACE_MS: '0' }, 'SHUTDOWN_GRACE_MS'],
    [{ METRICS_PORT: 'abc' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '5000' }, 'METRICS_PORT'],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'https://sakinah.example', ALLOW_SANDBOX_PAYMENTS: 'true', ALLOW_DEV_OUTBOX: 'true', JOBS_EVERY_MS: '250' }, 'JOBS_EVERY_MS'],
    [{ VAPID_SUBJECT: 'admin@sakinah.example' }, 'VAPID_SUBJECT'],
    [{ VAPID_SUBJECT: 'http://sakinah.example' }, 'VAPID_SUBJECT'],
    [{ VAPID_PUBLIC_KEY: 'short' }, 'VAPID_PUBLIC_KEY'],
    [{ VAPID_SUBJECT: 'mailto:push@sakinah.example' }, 'VAPID_PUBLIC_KEY'],
  ])('refuses %j with one line naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(name);
      expect(message.split('\n')).toHaveLength(1);
    }
  });

  it('stops within 10 s by default; metrics are off unless METRICS_PORT is set, and then on loopback', () => {
    const config = loadConfig({});
    expect(config.SHUTDOWN_GRACE_MS).toBe(10_000);
    expect(config.METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_HOST).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).METRICS_HOST).toBe('0.0.0.0');
  });

  it('links mailed by a server on another port point at that port', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: 'https://sakinah.example' }).PUBLIC_URL).toBe('https://sakinah.example');
  });

  describe('a proxy hop count in production (security finding D19)', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://sakinah.example', ALLOW_SANDBOX_PAYMENTS: 'true', ALLOW_DEV_OUTBOX: 'true' };
    it.each(['0.0.0.0', '::', '203.0.113.7'])('is refused with HOST=%s, in one line pointing to the address form or a private HOST', (HOST) => {
      let error: unknown;
      try {
        loadConfig({ ...production, TRUST_PROXY: '1', HOST });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('TRUST_PROXY=1');
      expect(message).toContain('TRUST_PROXY=10.0.0.0/8');
      expect(message).toContain('private HOST');
      expect(message).not.toContain('\n');
    });
    it('is refused by default (HOST defaults to every interface)', () => {
      expect(() => loadConfig({ ...production, TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY=2/);
    });
    it.each(['127.0.0.1', 'localhost', '::1', '10.1.2.3', '172.20.0.5', '192.168.1.10', 'fd00::5'])('is allowed on the private HOST %s', (HOST) => {
      expect(loadConfig({ ...production, TRUST_PROXY: '1', HOST }).trustProxy).toBe(1);
    });
    it('the address form is allowed on every interface, and outside production a hop count too', () => {
      expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.0/8', HOST: '0.0.0.0' }).trustProxy).toEqual(['10.0.0.0/8']);
      expect(loadConfig({ ...production, TRUST_PROXY: 'uniquelocal' }).trustProxy).toEqual(['uniquelocal']);
      expect(loadConfig({ TRUST_PROXY: '1', HOST: '0.0.0.0' }).trustProxy).toBe(1);
    });
  });

  it('production is safe by default: no demo members, real mail and OTP unless a demo is asked for', () => {
    const demo = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://sakinah.example', ALLOW_SANDBOX_PAYMENTS: 'true', ALLOW_DEV_OUTBOX: 'true' });
    expect(demo.seedDemo).toBe(false);
    const real = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://sakinah.example',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      SMTP_URL: 'smtp://mail:587',
      OTP_GATEWAY_URL: 'https://otp.example/send',
    });
    expect(real.seedDemo).toBe(false);
    expect(real.isProduction).toBe(true);
  });

  it.each([
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, loopback', ['10.0.0.0/8', 'loopback']],
    ['192.168.1.10,fd00::/8', ['192.168.1.10', 'fd00::/8']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(5000);
  });
});
