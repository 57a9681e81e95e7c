import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { MSG } from '@sakinah/contract';

/**
 * Rate limits are opt-in per route (`config.rateLimit`). Counters live in Redis when
 * REDIS_URL is set, so every instance shares them; otherwise in this process.
 */
export async function registerRateLimit(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: true }) : undefined;
  if (redis) {
    redis.on('error', (err: Error) => app.log.warn({ err }, 'redis (rate limit) error'));
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
}
