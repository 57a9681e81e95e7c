import type { DatabaseHandle } from '../db/client';

/** The statements the database received while `run` ran (their SQL text, in order): for tests that count them. */
export async function statementsDuring(database: DatabaseHandle, run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const stop = database.observeQueries((query) => seen.push(query));
  try {
    await run();
  } finally {
    stop();
  }
  return seen;
}
