/** Thrown by `run` when the queue already holds as many waiting tasks as it may. */
export class QueueFullError extends Error {
  constructor() {
    super('work queue is full');
    this.name = 'QueueFullError';
  }
}

/** Thrown by `run` when a waiting task found no free slot within `maxWaitMs`. */
export class QueueTimeoutError extends Error {
  constructor() {
    super('work queue: no free slot in time');
    this.name = 'QueueTimeoutError';
  }
}

export interface WorkQueue {
  /**
   * Runs the task when a slot is free (first come, first served); refuses at once when too many
   * wait (QueueFullError), and after `maxWaitMs` of waiting when that is set (QueueTimeoutError).
   */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

/**
 * A small in-process queue for expensive work (image decoding, listing builds): at most
 * `concurrency` tasks run at once, at most `maxWaiting` wait, each at most `maxWaitMs` when set.
 * The bounds turn an overload into a quick refusal instead of an ever longer wait and an ever
 * larger pile of requests in memory.
 */
export function createWorkQueue(options: { concurrency: number; maxWaiting: number; maxWaitMs?: number }): WorkQueue {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const maxWaiting = Math.max(0, Math.floor(options.maxWaiting));
  const maxWaitMs = options.maxWaitMs === undefined ? undefined : Math.max(0, Math.floor(options.maxWaitMs));
  const queue: Array<() => void> = [];
  let active = 0;

  const release = () => {
    const next = queue.shift();
    // The slot passes straight to the next task, so `active` never dips below the bound under load; the task
    // starts after pending I/O has had its turn (setImmediate), not in the same run of promise callbacks. On the
    // embedded database, whose queries run on this thread, handing over at once ran the whole queue back to back
    // and no other request (not even the health check) was read until it was empty.
    if (next) setImmediate(next);
    else active -= 1;
  };

  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (maxWaitMs === undefined) {
        queue.push(resolve);
        return;
      }
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const index = queue.indexOf(start);
        if (index >= 0) queue.splice(index, 1);
        reject(new QueueTimeoutError());
      }, maxWaitMs);
      queue.push(start);
    });

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) {
        active += 1;
      } else {
        if (queue.length >= maxWaiting || maxWaitMs === 0) throw new QueueFullError();
        await turn();
      }
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
