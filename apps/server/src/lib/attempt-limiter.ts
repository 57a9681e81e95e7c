import type { Redis } from 'ioredis';

/**
 * Counts attempts per key in a fixed window: sign-ins per email, OTP sends per number and per
 * address. Counters live in Redis when configured (shared by all instances), else in memory.
 */
export interface AttemptLimiter {
  /** Adds one attempt; returns how many there are in the current window and when it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  peek(key: string): Promise<number>;
  /** Takes back one attempt counted by `hit` (one that turned out not to count, such as a good password). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createMemoryLimiter(now: () => number = Date.now): AttemptLimiter {
  const buckets = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const bucket = buckets.get(key);
    if (bucket && bucket.resetAt <= now()) {
      buckets.delete(key);
      return undefined;
    }
    return bucket;
  };
  return {
    async hit(key, windowMs) {
      const bucket = live(key) ?? { count: 0, resetAt: now() + windowMs };
      bucket.count += 1;
      buckets.set(key, bucket);
      // Keep the map from growing without bound under a flood of distinct keys.
      if (buckets.size > 50_000) {
        for (const [k, b] of buckets) if (b.resetAt <= now()) buckets.delete(k);
      }
      return { count: bucket.count, resetInMs: bucket.resetAt - now() };
    },
    async peek(key) {
      return live(key)?.count ?? 0;
    },
    async release(key) {
      const bucket = live(key);
      if (bucket && bucket.count > 0) bucket.count -= 1;
    },
    async reset(key) {
      buckets.delete(key);
    },
  };
}

const RELEASE_SCRIPT = "if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0 then return redis.call('decr', KEYS[1]) end return 0";

export function createRedisLimiter(redis: Redis, prefix = 'sakinah-att:'): AttemptLimiter {
  return {
    async hit(key, windowMs) {
      const name = prefix + key;
      const results = await redis.multi().incr(name).pexpire(name, windowMs, 'NX').pttl(name).exec();
      const count = Number(results?.[0]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async release(key) {
      // Only a counter that still exists: a DECR on an expired one would leave a -1 without expiry.
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
