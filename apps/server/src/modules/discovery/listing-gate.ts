/** Thrown by `ListingGate.run` when no turn came within the wait bound. */
export class GateTimeoutError extends Error {
  constructor() {
    super('listing gate: no free slot in time');
    this.name = 'GateTimeoutError';
  }
}

export interface ListingGate {
  /** Runs the task when one of the slots is free (first come, first served), or throws GateTimeoutError after `maxWaitMs`. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

/**
 * A small semaphore for one kind of expensive work in this process (the featured-profiles
 * listing): at most `concurrency` run at once, the rest wait at most `maxWaitMs` and then give
 * up. With `concurrency` below the pool size, the other requests always find a connection.
 * `maxWaiting` bounds the queue itself: past it a request gives up at once.
 */
export function createListingGate(options: { concurrency: number; maxWaitMs: number; maxWaiting?: number }): ListingGate {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const maxWaitMs = Math.max(0, Math.floor(options.maxWaitMs));
  const maxWaiting = Math.max(0, Math.floor(options.maxWaiting ?? concurrency * 64));
  const queue: Array<{ start: () => void }> = [];
  let active = 0;

  const release = () => {
    const next = queue.shift();
    // The slot passes straight to the next waiter, so `active` never dips below the bound under load.
    if (next) next.start();
    else active -= 1;
  };

  const turn = () =>
    new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        const index = queue.indexOf(entry);
        if (index >= 0) queue.splice(index, 1);
        reject(new GateTimeoutError());
      }, maxWaitMs);
      queue.push(entry);
    });

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) active += 1;
      else if (maxWaitMs === 0 || queue.length >= maxWaiting) throw new GateTimeoutError();
      else await turn();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
