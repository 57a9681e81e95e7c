import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API, MSG, apiUrl } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { RETRY_AFTER_SECONDS } from '../../plugins/service-unavailable';

/** Longest a readiness check waits for the database, so a load balancer's probe never hangs. */
const PING_TIMEOUT_MS = 2000;

const readinessResponse = z.object({
  success: z.boolean(),
  /**
   * ok: everything answers; degraded: Redis is away (most requests still work); unavailable: the database is away;
   * draining: this instance is stopping (send traffic elsewhere; it finishes what it has).
   */
  status: z.enum(['ok', 'degraded', 'unavailable', 'draining']),
  /** The process serves requests (it would not answer at all otherwise). */
  live: z.literal(true),
  /** The database answers: this instance can take traffic. */
  ready: z.boolean(),
  database: z.enum(['pglite', 'postgres']),
  /** Not checked while draining. */
  databaseReady: z.boolean().optional(),
  /** Only when REDIS_URL is set. */
  redisReady: z.boolean().optional(),
  message: z.string().optional(),
});
type Readiness = z.infer<typeof readinessResponse>;

const livenessResponse = z.object({ success: z.literal(true), live: z.literal(true) });

async function databaseAnswers(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([ctx.database.ping().then(() => true), timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** One `select 1` and a look at the Redis connection state: cheap enough for every probe. */
async function readiness(ctx: AppContext): Promise<Readiness> {
  // At once, without asking the database: the load balancer must stop sending before the listener closes.
  if (ctx.lifecycle.draining) {
    return { success: false, status: 'draining', live: true, ready: false, database: ctx.database.kind, message: MSG.serviceUnavailable };
  }
  const databaseReady = await databaseAnswers(ctx);
  const redisReady = ctx.redisReady?.();
  const status = !databaseReady ? 'unavailable' : redisReady === false ? 'degraded' : 'ok';
  return {
    success: databaseReady,
    status,
    live: true,
    ready: databaseReady,
    database: ctx.database.kind,
    databaseReady,
    ...(redisReady === undefined ? {} : { redisReady }),
    ...(databaseReady ? {} : { message: MSG.serviceUnavailable }),
  };
}

/**
 * Liveness (`/health/live`: the process serves; restart it if this fails) is kept apart from
 * readiness (`/health`, `/health/ready`: the database answers; send traffic elsewhere meanwhile),
 * so a database outage takes the instance out of rotation without getting it restarted.
 */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const ready = async (_request: FastifyRequest, reply: FastifyReply) => {
      const body = await readiness(ctx);
      if (!body.ready) reply.header('retry-after', String(RETRY_AFTER_SECONDS)).status(503);
      return body;
    };
    const readySchema = { tags: ['system'], response: { 200: readinessResponse, 503: readinessResponse } };
    // Probes are not rate limited: load balancers and benchmarks call them, and no limiter work (Redis) is added.
    const config = { rateLimit: false } as const;
    app.get(apiUrl(API.health), { config, schema: { ...readySchema, summary: 'Readiness: 200 when the database answers, else 503' } }, ready);
    app.get(apiUrl(API.healthReady), { config, schema: { ...readySchema, summary: 'Readiness probe (same answer as /health)' } }, ready);
    app.get(
      apiUrl(API.healthLive),
      {
        config,
        schema: { tags: ['system'], summary: 'Liveness probe: the process serves requests (no database work)', response: { 200: livenessResponse } },
      },
      async () => ({ success: true as const, live: true as const }),
    );
  };
}
