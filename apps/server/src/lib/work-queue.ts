/** Thrown by `run` when the queue already holds as many waiting tasks as it may. */
export class QueueFullError extends Error {
  constructor() {
    super('work queue is full');
    this.name = 'QueueFullError';
  }
}

export interface WorkQueue {
  /** Runs the task when a slot is free (first come, first served); refuses at once when too many wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

/**
 * A small in-process queue for CPU-heavy work (image decoding): at most `concurrency` tasks run
 * at once, at most `maxWaiting` wait. The bound turns an overload into a quick refusal instead
 * of an ever longer wait and an ever larger pile of request bodies in memory.
 */
export function createWorkQueue(options: { concurrency: number; maxWaiting: number }): WorkQueue {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const maxWaiting = Math.max(0, Math.floor(options.maxWaiting));
  const queue: Array<() => void> = [];
  let active = 0;

  const release = () => {
    const next = queue.shift();
    // The slot passes straight to the next task, so `active` never dips below the bound under load.
    if (next) next();
    else active -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) {
        active += 1;
      } else {
        if (queue.length >= maxWaiting) throw new QueueFullError();
        await new Promise<void>((resolve) => queue.push(resolve));
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
