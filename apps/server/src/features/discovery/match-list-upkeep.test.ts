import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { drainMatchListChanges } from './match-list-upkeep';

/** What pg raises when statement_timeout cancels a statement, wrapped as drizzle wraps it. */
const timeout = () => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }) });
const db = {} as Database;

/** A queue of `queued` members whose batches are cut off by the statement timeout above `limit` members. */
function queueCutOffAbove(queued: number, limit: number) {
  let left = queued;
  const sizes: number[] = [];
  const applyBatch = async (_db: Database, size: number) => {
    sizes.push(size);
    if (size > limit) throw timeout();
    const members = Math.min(size, left);
    left -= members;
    return { members, oldestWaitMs: 0 };
  };
  return { applyBatch, sizes, left: () => left };
}

describe('the upkeep cut off by the statement timeout', () => {
  it('halves its batch until one passes, grows back after, and drains the whole queue', async () => {
    const queue = queueCutOffAbove(60, 7);
    expect(await drainMatchListChanges(db, { batchSize: 25, applyBatch: queue.applyBatch })).toBe(60);
    expect(queue.left()).toBe(0);
    // 25 and 12 cut off, 6 passes, 12 cut off again, 6 … : never stuck on the size that fails.
    expect(queue.sizes.slice(0, 4)).toEqual([25, 12, 6, 12]);
  });

  it('a single member cut off alone fails the run (the next tick retries)', async () => {
    const queue = queueCutOffAbove(3, 0);
    await expect(drainMatchListChanges(db, { batchSize: 4, applyBatch: queue.applyBatch })).rejects.toThrow('Failed query');
    expect(queue.sizes).toEqual([4, 2, 1]);
  });

  it('any other failure is not retried smaller', async () => {
    const sizes: number[] = [];
    const failing = async (_db: Database, size: number) => {
      sizes.push(size);
      throw new Error('connection lost');
    };
    await expect(drainMatchListChanges(db, { batchSize: 25, applyBatch: failing })).rejects.toThrow('connection lost');
    expect(sizes).toEqual([25]);
  });
});
