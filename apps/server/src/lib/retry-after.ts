/** Whole seconds (at least 1) from `now` until `atMs`: a Retry-After that never says "now" while still refused. */
export function secondsUntil(atMs: number, now: Date): number {
  return Math.max(1, Math.ceil((atMs - now.getTime()) / 1000));
}

/**
 * A limit of so many per sliding window: when the oldest counted event leaves the window, one more is allowed.
 * Without a known oldest event, the whole window.
 */
export function secondsUntilWindowFrees(oldestAt: Date | null, windowMs: number, now: Date): number {
  return secondsUntil((oldestAt?.getTime() ?? now.getTime()) + windowMs, now);
}
