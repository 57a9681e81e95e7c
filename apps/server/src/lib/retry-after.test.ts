import { describe, expect, it } from 'vitest';
import { secondsUntil, secondsUntilWindowFrees } from './retry-after';

describe('Retry-After seconds', () => {
  const now = new Date('2026-11-24T10:00:00.000Z');
  it('rounds up, and is never less than a second', () => {
    expect(secondsUntil(now.getTime() + 59_001, now)).toBe(60);
    expect(secondsUntil(now.getTime(), now)).toBe(1);
    expect(secondsUntil(now.getTime() - 5_000, now)).toBe(1);
  });
  it('frees a sliding window when its oldest event leaves it', () => {
    expect(secondsUntilWindowFrees(new Date(now.getTime() - 45 * 60_000), 60 * 60_000, now)).toBe(15 * 60);
    expect(secondsUntilWindowFrees(null, 60 * 60_000, now)).toBe(3600);
  });
});
