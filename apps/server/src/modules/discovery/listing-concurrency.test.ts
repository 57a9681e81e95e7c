import { describe, expect, it } from 'vitest';
import { defaultListingConcurrency } from './discovery.service';

describe('default listings at once', () => {
  it("is the machine's cores, at most the pool minus 3, at least 2", () => {
    expect(defaultListingConcurrency(10, 2)).toBe(2);
    expect(defaultListingConcurrency(10, 8)).toBe(7);
    expect(defaultListingConcurrency(20, 8)).toBe(8);
    expect(defaultListingConcurrency(1, 2)).toBe(2); // PGlite: one connection, the gate only bounds the queue
    expect(defaultListingConcurrency(4, 16)).toBe(2);
  });
});
