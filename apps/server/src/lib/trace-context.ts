import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What caused the work running now: a request (its id, the one in `x-request-id` and in the request's log lines)
 * or a job run (`job:<name>:<n>`). Entered once per request (app.ts) and per job run (jobs.ts); everything that
 * work starts, awaited or not (socket events, mails, domain-event reactions, a webhook sent later), finds it here,
 * so one member's report can be followed through the logs by one id.
 */
export interface TraceContext {
  /** The request id, or the job run's id. */
  traceId: string;
  /** A logger whose lines carry that id (`reqId`). */
  log: FastifyBaseLogger;
}

const storage = new AsyncLocalStorage<TraceContext>();

export function runTraced<T>(context: TraceContext, work: () => T): T {
  return storage.run(context, work);
}

/** The trace of the work running now, if it was caused by a request or a job. */
export function currentTrace(): TraceContext | undefined {
  return storage.getStore();
}

/** The logger of the work running now (its lines carry its request or job id), or `fallback`. */
export function traceLog(fallback: FastifyBaseLogger): FastifyBaseLogger {
  return storage.getStore()?.log ?? fallback;
}
