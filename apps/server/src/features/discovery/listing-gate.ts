import { createWorkQueue, QueueFullError, QueueTimeoutError, type WorkQueue } from '../../lib/work-queue';

/** Thrown by `ListingGate.run` when no turn came within the wait bound. */
export class GateTimeoutError extends Error {
  constructor() {
    super('listing gate: no free slot in time');
    this.name = 'GateTimeoutError';
  }
}

/** A work queue whose refusals are GateTimeoutErrors. */
export type ListingGate = WorkQueue;

/**
 * The bound on one kind of expensive work in this process (the featured-profiles listing): a work
 * queue (lib/work-queue.ts) of `concurrency` slots whose waiters give up after `maxWaitMs`, at most
 * `maxWaiting` of them. Either refusal is a GateTimeoutError, which the listing answers with 503.
 */
export function createListingGate(options: { concurrency: number; maxWaitMs: number; maxWaiting?: number }): ListingGate {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const queue: WorkQueue = createWorkQueue({
    concurrency,
    maxWaiting: options.maxWaiting ?? concurrency * 64,
    maxWaitMs: options.maxWaitMs,
  });
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      try {
        return await queue.run(task);
      } catch (error) {
        // The queue's refusals (a listing's own failures are database errors, never these).
        if (error instanceof QueueFullError || error instanceof QueueTimeoutError) throw new GateTimeoutError();
        throw error;
      }
    },
    get active() {
      return queue.active;
    },
    get waiting() {
      return queue.waiting;
    },
  };
}
