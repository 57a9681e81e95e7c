import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { isStatementTimeout } from '../../db/statement-timeout';
import { applyQueuedChanges } from './match-lists.repo';

/**
 * Members applied per upkeep batch (one transaction, the upkeep's lock held for its length; list builds wait only
 * while it passes their fence). Large enough that a burst of changes shares what a batch reads whole (every list's
 * numbers and viewer) and a list entered by several of them is rewritten once: per queued member at 100k members
 * and 5,000 lists, 17.3–17.5 ms in batches of 25, 13.3 of 50, 9.0–9.3 of 100 (a batch about 0.9 s), 7.0 of 200
 * (docs/performance.md). Larger batches hold a change back longer and meet the statement timeout sooner at many
 * lists (the drain then halves them).
 */
export const UPKEEP_BATCH_SIZE = 100;

/**
 * The longest a match-field change may wait before it reaches other members' stored lists (docs/decisions.md): the
 * upkeep job's tick, so that even with no nudge (another instance took the change, a nudge was lost) the queue is
 * worked well within it. A nudge after each change normally brings the wait to seconds at most (bench:scale at 5,000 lists: about 1 s under the model's rate, 12–25 s after bursts of 16 changers).
 */
export const UPKEEP_TICK_MS = 5_000;

/** After a change, how long the nudged upkeep waits so that changes arriving together share a batch. */
export const UPKEEP_NUDGE_DELAY_MS = 50;

/**
 * Works the queue of changed members until it is empty (or the process stops): batch after batch, each its own
 * transaction, so several instances share the work (each batch claims rows the others skip). Returns the members
 * applied. Each batch's oldest wait is observed as `match_list_upkeep_delay_seconds` when metrics are given.
 *
 * A batch cut off by the statement timeout (a loaded database, many lists) rolls back and leaves its members queued,
 * oldest first: the same batch would be cut off again at every tick and the queue would never move (seen in
 * bench:scale at 5,000 lists under load). So the next batch is half as large, down to one member, and grows back
 * after each batch that passes; a single member cut off alone fails the run, and the next tick tries again.
 */
export async function drainMatchListChanges(
  db: Database,
  options: {
    signal?: AbortSignal;
    observeDelay?: (seconds: number) => void;
    batchSize?: number;
    /** One batch's work (tests stand in for it); applyQueuedChanges by default. */
    applyBatch?: typeof applyQueuedChanges;
  } = {},
): Promise<number> {
  const applyBatch = options.applyBatch ?? applyQueuedChanges;
  const fullSize = options.batchSize ?? UPKEEP_BATCH_SIZE;
  let size = fullSize;
  let applied = 0;
  while (!options.signal?.aborted) {
    let batch: Awaited<ReturnType<typeof applyQueuedChanges>>;
    try {
      batch = await applyBatch(db, size);
    } catch (error) {
      if (!isStatementTimeout(error) || size === 1) throw error;
      size = Math.max(1, Math.floor(size / 2));
      continue;
    }
    if (batch.members === 0) break;
    applied += batch.members;
    size = Math.min(fullSize, size * 2);
    options.observeDelay?.(batch.oldestWaitMs / 1000);
  }
  return applied;
}

/** The upkeep job (jobs.ts): the queue worked on this instance's database. */
export function runMatchListUpkeep(ctx: AppContext, signal?: AbortSignal): Promise<number> {
  return drainMatchListChanges(ctx.db, { signal, observeDelay: (seconds) => ctx.metrics.matchListUpkeepDelay.observe(seconds) });
}
