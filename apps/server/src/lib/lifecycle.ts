/**
 * The process's stop, as the parts that must take part in it see it (docs/operations.md, "Stopping an instance").
 * `beginDrain` flips readiness to 503 and aborts `signal`, so background jobs take no new work; what is still
 * running registers itself (`track`), so that a drain whose grace runs out can say what was left (main.ts).
 */
export interface Lifecycle {
  readonly draining: boolean;
  /** Aborted when the drain begins: loops over claimed work stop claiming more. */
  readonly signal: AbortSignal;
  beginDrain(): void;
  /** Registers running work under a description until it settles; returns it unchanged. */
  track<T>(description: string, work: Promise<T>): Promise<T>;
  /** What is running now, with how long it has run, for the log line of a drain that outlasted its grace. */
  running(): Array<{ what: string; forMs: number }>;
}

export function createLifecycle(now: () => number = Date.now): Lifecycle {
  const controller = new AbortController();
  const running = new Map<Promise<unknown>, { what: string; since: number }>();
  return {
    get draining() {
      return controller.signal.aborted;
    },
    signal: controller.signal,
    beginDrain() {
      if (!controller.signal.aborted) controller.abort();
    },
    track(description, work) {
      running.set(work, { what: description, since: now() });
      const forget = () => running.delete(work);
      work.then(forget, forget);
      return work;
    },
    running() {
      const at = now();
      return [...running.values()].map(({ what, since }) => ({ what, forMs: at - since }));
    },
  };
}
