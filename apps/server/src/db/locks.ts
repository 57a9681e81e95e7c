import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { preparedStatement } from './prepared';

/** The handle a locked section works with: every query inside must use it, not the outer db. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs `work` in a transaction that first takes a transaction-scoped advisory lock on `key`, so
 * check-then-act sequences on one subject (a member's daily cap, a number's OTP sends …) run one
 * at a time across every instance. The lock is released at commit or rollback. On PGlite,
 * transactions already run one at a time; the lock costs nothing there and keeps the code the same.
 */
export async function withKeyLock<T>(db: Database, key: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockKey(tx, key);
    return work(tx);
  });
}

/** Takes one more key lock inside a locked section (always in the same order, to never deadlock). */
export async function lockKey(tx: Transaction, key: string): Promise<void> {
  await keyLock(tx, { key });
}

/** Prepared by name: every locked section takes one (a message, a request, an OTP …). */
const keyLock = preparedStatement('key_lock', () => sql`select pg_advisory_xact_lock(hashtextextended(${sql.placeholder('key')}::text, 0))`);
