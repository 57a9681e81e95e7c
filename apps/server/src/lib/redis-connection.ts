import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';

/**
 * ioredis options for a Redis that may restart at any moment (DESIGN.md, faults). A command
 * waits for Redis at most about a second and then fails (a 503 for the request, or a limit
 * that fails open); reconnection is retried every half second at most, so service returns
 * within a second of Redis coming back, subscriptions included (ioredis re-subscribes).
 */
export const REDIS_RESILIENCE: RedisOptions = {
  // Commands issued while disconnected wait for one reconnection attempt, then fail.
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  // Bounds a command whose reply never comes (a frozen server, a dropped network).
  commandTimeout: 2000,
  retryStrategy: (attempt: number) => Math.min(attempt * 100, 500),
};

/**
 * The socket.io adapter publishes without handling a rejected promise, so its clients must
 * never reject a command: they queue while Redis is away and deliver when it returns.
 */
export const REDIS_PUBSUB_RESILIENCE: RedisOptions = {
  maxRetriesPerRequest: null,
  connectTimeout: 2000,
  retryStrategy: REDIS_RESILIENCE.retryStrategy,
};

/**
 * Logs an outage once (not every half-second reconnection attempt) and the recovery, then calls
 * `onRecovered`. The `error` listener also keeps ioredis from treating its errors as unhandled.
 */
export function logRedisOutages(client: Redis, log: FastifyBaseLogger, name: string, onRecovered?: () => void): void {
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err }, `redis (${name}) unavailable`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`redis (${name}) available again`);
    onRecovered?.();
  });
}
