import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { MSG } from '@sakinah/contract';
import { AppError } from '../errors';
import { logRedisOutages, REDIS_RESILIENCE } from '../lib/redis-connection';

/**
 * Requests per address per minute on any route without a limit of its own: high enough for a
 * family behind one mobile network address browsing photos, low enough that one client cannot
 * flood the server. Sensitive routes (sign-in, OTP, uploads …) set tighter limits.
 */
export const DEFAULT_REQUESTS_PER_MINUTE = 1200;

/**
 * Every route has a limit: the default above on every request, checked in a root `onRequest` hook
 * so it runs before any session lookup or body parsing (a flood with made-up cookies costs no
 * database work), and tighter limits of their own on sensitive routes (`config.rateLimit`). Only the
 * health checks opt out (`rateLimit: false`: load balancers and benchmarks call them). Counters
 * live in Redis when REDIS_URL is set, so every instance shares them; otherwise in this process.
 */
export async function registerRateLimit(app: FastifyInstance, redisUrl: string | undefined, relaxed = false): Promise<void> {
  // No offline queue: while Redis is away a limit check fails at once and the request goes
  // through (skipOnError below) instead of waiting for a reconnection.
  const redis = redisUrl ? new Redis(redisUrl, { ...REDIS_RESILIENCE, enableOfflineQueue: false }) : undefined;
  if (redis) {
    logRedisOutages(redis, app.log, 'rate limit');
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => undefined);
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'sakinah-rl:' } : {}),
    // A rate limiter that cannot reach Redis lets requests through rather than failing them.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: MSG.rateLimited,
      code: 'RATE_LIMITED',
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });

  const defaultLimit = app.createRateLimit({ max: DEFAULT_REQUESTS_PER_MINUTE * (relaxed ? 100 : 1), timeWindow: '1 minute' });
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.rateLimit === false) return;
    const verdict = await defaultLimit(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    reply.header('retry-after', String(verdict.ttlInSeconds));
    throw new AppError('RATE_LIMITED', MSG.rateLimited);
  });
}
