/**
 * The list upkeep's work for one batch, read from PostgreSQL's own plan rather than from a clock: the statement the
 * server runs (built by its repository code, applyQueuedChanges, captured rather than run), explained with ANALYZE in
 * a transaction that is rolled back. It counts the lists the batch was scored against and the pairs scored, which do
 * not move with the machine's load, and gives the statement's execution time (the least of a few runs) beside them.
 * bench:scale prints it at each list count, so two designs are compared by work done, not only by a noisy time.
 */
import type pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { applyQueuedChanges } from '../../apps/server/src/features/discovery/match-lists.repo';
import type { Database } from '../../apps/server/src/db/client';

export interface UpkeepPlan {
  members: number;
  /** Lists of the right gender the batch was scored against (the `v` step: after admit_need and any index pruning). */
  listsConsidered: number;
  /** (member, list) pairs whose score was compared with the list's boundary. */
  pairsScored: number;
  /** Pairs that enter a list (at or above its boundary). */
  pairsEntering: number;
  /** Lists rewritten. */
  listsRewritten: number;
  /** Shared buffers the statement touched (hit + read). */
  buffers: number;
  /** The least execution time over the runs, ms. */
  executionMs: number;
}

interface PlanNode {
  'Node Type': string;
  'CTE Name'?: string;
  'Subplan Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Rows Removed by Join Filter'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

const dialect = new PgDialect();

/**
 * A score move for the members whose ids are $1, as bench:scale's upkeep phase makes: her height wish between 'Any'
 * and none, one point of every pair's score, so every list holding her or admitting her moves.
 */
export const FLIP_HEIGHT_WISH = `update users set height_preference = case when height_preference = 'Any' then null else 'Any' end where id = any ($1::uuid[])`;

/** The refresh statement applyQueuedChanges would run for these members, captured from the server's own code. */
async function upkeepStatement(memberIds: string[]): Promise<{ sql: string; params: unknown[] }> {
  const statements: SQL[] = [];
  const recorder = {
    execute: async (query: SQL) => {
      statements.push(query);
      const text = dialect.sqlToQuery(query).sql;
      // The claim answers with the members given, as if they had been queued.
      if (text.includes('delete from match_list_changes')) return { rows: memberIds.map((id) => ({ member_id: id, waited_ms: 0 })) };
      return { rows: [] };
    },
  };
  const db = { transaction: async (work: (tx: unknown) => Promise<unknown>) => work(recorder) } as unknown as Database;
  await applyQueuedChanges(db, memberIds.length);
  const refresh = statements.map((query) => dialect.sqlToQuery(query)).find((query) => query.sql.includes('with batch as'));
  if (!refresh) throw new Error('the upkeep ran no refresh statement');
  return refresh;
}

/** The CTE scan or node named `name`, anywhere under `node`. */
function findCte(node: PlanNode, name: string): PlanNode | undefined {
  if (node['Subplan Name'] === `CTE ${name}`) return node;
  for (const child of node.Plans ?? []) {
    const found = findCte(child, name);
    if (found) return found;
  }
  return undefined;
}

/** Rows the node produced over all its loops. */
const rowsOf = (node: PlanNode | undefined) => (node ? node['Actual Rows'] * node['Actual Loops'] : 0);

/** Rows a node looked at: those it produced and those its filters removed (the pairs a join compared). */
const rowsLookedAt = (node: PlanNode | undefined) =>
  node ? rowsOf(node) + ((node['Rows Removed by Join Filter'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'] : 0;

/**
 * The upkeep's plan for a batch of these members, `change` (SQL over their ids as $1) applied first in the same
 * rolled-back transaction, so the batch has real score moves to apply; the least execution time of `runs`.
 */
export async function explainUpkeepBatch(client: pg.Client, memberIds: string[], change: string, runs = 3): Promise<UpkeepPlan> {
  const statement = await upkeepStatement(memberIds);
  let best: UpkeepPlan | undefined;
  for (let run = 0; run < runs; run += 1) {
    await client.query('begin');
    try {
      await client.query(change, [memberIds]);
      await client.query('set local enable_seqscan = off');
      const result = await client.query(`explain (analyze, buffers, format json) ${statement.sql}`, statement.params);
      const root = (result.rows[0] as { 'QUERY PLAN': Array<{ Plan: PlanNode; 'Execution Time': number }> })['QUERY PLAN'][0]!;
      const entering = findCte(root.Plan, 'entering');
      const v = findCte(root.Plan, 'v');
      const update = root.Plan;
      // The update's own input (not a CTE): the lists rewritten, after those whose entries came out the same.
      const rewritten = update.Plans?.find((child) => !child['Subplan Name']);
      const plan: UpkeepPlan = {
        members: memberIds.length,
        listsConsidered: rowsOf(v),
        pairsScored: rowsLookedAt(entering),
        pairsEntering: rowsOf(entering),
        listsRewritten: rowsOf(rewritten),
        buffers: (update['Shared Hit Blocks'] ?? 0) + (update['Shared Read Blocks'] ?? 0),
        executionMs: root['Execution Time'],
      };
      if (!best || plan.executionMs < best.executionMs) best = plan;
    } finally {
      await client.query('rollback');
    }
  }
  return best!;
}
