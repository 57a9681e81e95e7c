import { describe, expect, it } from 'vitest';
import { defaultListingConcurrency } from './discovery.service';

describe('default listings at once (the size of the listing pool)', () => {
  it("is the machine's cores, at least 2", () => {
    expect(defaultListingConcurrency(2)).toBe(2);
    expect(defaultListingConcurrency(8)).toBe(8);
    expect(defaultListingConcurrency(1)).toBe(2);
  });
});
