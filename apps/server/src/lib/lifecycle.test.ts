import { describe, expect, it } from 'vitest';
import { createLifecycle } from './lifecycle';

describe('lifecycle', () => {
  it('says what is still running and for how long, and forgets what settled, failed or not', async () => {
    let now = 1000;
    const lifecycle = createLifecycle(() => now);
    let finish!: () => void;
    void lifecycle.track('request r1: POST /api/contact', new Promise<void>((resolve) => (finish = resolve)));
    const failing = lifecycle.track('job job:x:1', Promise.reject(new Error('boom')));
    await failing.catch(() => undefined);
    now = 1500;
    expect(lifecycle.running()).toEqual([{ what: 'request r1: POST /api/contact', forMs: 500 }]);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    expect(lifecycle.running()).toEqual([]);
  });

  it('a drain aborts the signal once and stays draining', () => {
    const lifecycle = createLifecycle();
    let aborts = 0;
    lifecycle.signal.addEventListener('abort', () => (aborts += 1));
    expect(lifecycle.draining).toBe(false);
    lifecycle.beginDrain();
    lifecycle.beginDrain();
    expect(lifecycle.draining).toBe(true);
    expect(aborts).toBe(1);
  });
});
