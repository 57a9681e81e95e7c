/**
 * How many events one socket may send: a token bucket (a steady rate with a small burst). Events
 * beyond it are dropped; a socket that keeps flooding after that is disconnected, so one client
 * can never hold the server's event loop (issue: 3,000 `typing` events stalled it for 9 s).
 */
export interface SocketBudgetOptions {
  /** Events per second allowed on average. */
  ratePerSecond: number;
  /** Events allowed at once after a quiet spell. */
  burst: number;
  /** Dropped events in a row that end the connection. */
  dropsBeforeDisconnect: number;
}

export const SOCKET_BUDGET: SocketBudgetOptions = { ratePerSecond: 5, burst: 20, dropsBeforeDisconnect: 50 };

export type BudgetVerdict = 'allow' | 'drop' | 'disconnect';

export function createSocketBudget(options: SocketBudgetOptions = SOCKET_BUDGET, now: () => number = Date.now) {
  let tokens = options.burst;
  let last = now();
  let drops = 0;
  return {
    take(): BudgetVerdict {
      const current = now();
      tokens = Math.min(options.burst, tokens + ((current - last) / 1000) * options.ratePerSecond);
      last = current;
      if (tokens >= 1) {
        tokens -= 1;
        drops = 0;
        return 'allow';
      }
      drops += 1;
      return drops >= options.dropsBeforeDisconnect ? 'disconnect' : 'drop';
    },
  };
}
