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
    [{ NODE_ENV: 'production' }, 'RAZORPAY_KEY_ID'],
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

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(5000);
  });
});
