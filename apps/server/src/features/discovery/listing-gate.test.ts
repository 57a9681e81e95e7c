import { describe, expect, it } from 'vitest';
import { createListingGate, GateTimeoutError } from './listing-gate';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('listing gate', () => {
  it('runs at most `concurrency` tasks at once and hands each freed slot to the next waiter, in order', async () => {
    const gate = createListingGate({ concurrency: 2, maxWaitMs: 1000 });
    const holds = [deferred(), deferred(), deferred()];
    const order: number[] = [];
    const runs = holds.map((hold, i) => gate.run(async () => (order.push(i), hold.promise)));
    await Promise.resolve();
    expect(gate.active).toBe(2);
    expect(gate.waiting).toBe(1);
    expect(order).toEqual([0, 1]);
    holds[0]!.resolve();
    await runs[0];
    await new Promise((r) => setTimeout(r, 0));
    expect(order).toEqual([0, 1, 2]);
    expect(gate.active).toBe(2);
    holds[1]!.resolve();
    holds[2]!.resolve();
    await Promise.all(runs);
    expect(gate.active).toBe(0);
  });

  it('a waiter gives up after maxWaitMs, and its place is not taken', async () => {
    const gate = createListingGate({ concurrency: 1, maxWaitMs: 30 });
    const hold = deferred();
    const first = gate.run(() => hold.promise);
    const started = Date.now();
    await expect(gate.run(async () => 'never')).rejects.toBeInstanceOf(GateTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(gate.waiting).toBe(0);
    hold.resolve();
    await first;
    expect(await gate.run(async () => 'next')).toBe('next');
    expect(gate.active).toBe(0);
  });

  it('a failing task frees its slot', async () => {
    const gate = createListingGate({ concurrency: 1, maxWaitMs: 100 });
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.active).toBe(0);
    expect(await gate.run(async () => 1)).toBe(1);
  });

  it('refuses at once when the queue is full or waiting is off', async () => {
    const hold = deferred();
    const full = createListingGate({ concurrency: 1, maxWaitMs: 1000, maxWaiting: 1 });
    const running = full.run(() => hold.promise);
    const waiting = full.run(async () => 'waited');
    await expect(full.run(async () => 'no room')).rejects.toBeInstanceOf(GateTimeoutError);
    const noWait = createListingGate({ concurrency: 1, maxWaitMs: 0 });
    const busy = noWait.run(() => hold.promise);
    await expect(noWait.run(async () => 'no wait')).rejects.toBeInstanceOf(GateTimeoutError);
    hold.resolve();
    await Promise.all([running, busy]);
    expect(await waiting).toBe('waited');
  });
});
