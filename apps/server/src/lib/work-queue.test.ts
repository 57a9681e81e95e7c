import { describe, expect, it } from 'vitest';
import { QueueFullError, createWorkQueue } from './work-queue';

/** A task that finishes only when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createWorkQueue', () => {
  it('never runs more than `concurrency` tasks at once, and runs waiting tasks in order', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 10 });
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    const results = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        running += 1;
        peak = Math.max(peak, running);
        await g.opened;
        running -= 1;
        return i * 10;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(queue.active).toBe(2);
    expect(queue.waiting).toBe(3);

    gates[1]!.open();
    // The freed slot passes on at the next turn of the event loop (after pending I/O), not at once.
    await tick();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30, 40]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(queue.active).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('refuses at once when the waiting line is full, and accepts again once it moves', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 2 });
    const g = gate();
    const first = queue.run(() => g.opened);
    const waiting = [queue.run(async () => 'a'), queue.run(async () => 'b')];
    await expect(queue.run(async () => 'c')).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.waiting).toBe(2);
    g.open();
    await first;
    expect(await Promise.all(waiting)).toEqual(['a', 'b']);
    expect(await queue.run(async () => 'd')).toBe('d');
  });

  it('frees the slot when a task fails', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(queue.active).toBe(0);
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
