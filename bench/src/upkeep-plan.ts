/**
 * The list upkeep's work for one batch, read from PostgreSQL's own plans rather than from a clock: the server's own
 * code (applyQueuedChanges) runs the batch on this connection in a transaction that is rolled back, its read (scoring
 * and the lists it touches) and its write explained with ANALYZE. It counts the lists the batch was scored against,
 * the pairs scored and the lists rewritten, which do not move with the machine's load, and gives the whole batch's
 * time (its statements and the server's merge, the least of a few runs) beside them.
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

/** The upkeep's statements, told apart by their text. */
const isRead = (text: string) => text.includes('with batch as');
const isWrite = (text: string) => text.trimStart().startsWith('update match_list_heads');

/**
 * Runs one upkeep batch of these members with the server's code on `client` (inside the caller's transaction): the
 * claim answers with the members given, as if they had been queued; every other statement runs. `explain` (when set)
 * receives the plans of the batch's read and write, each run with EXPLAIN ANALYZE as well.
 */
async function runBatch(client: pg.Client, memberIds: string[], explain?: (kind: 'read' | 'write', root: ExplainRoot) => void): Promise<void> {
  const explained = async (text: string, params: unknown[]) =>
    ((await client.query(`explain (analyze, buffers, format json) ${text}`, params)).rows[0] as { 'QUERY PLAN': ExplainRoot[] })['QUERY PLAN'][0]!;
  const recorder = {
    execute: async (query: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      if (text.includes('delete from match_list_changes')) return { rows: memberIds.map((id) => ({ member_id: id, waited_ms: 0 })) };
      if (explain && (isRead(text) || isWrite(text))) {
        const root = await explained(text, params);
        explain(isRead(text) ? 'read' : 'write', root);
        // ANALYZE ran an update (the write, or a read that writes too): done; a plain read runs again for its rows.
        if (root.Plan['Node Type'] === 'ModifyTable') return { rows: [] };
      }
      return client.query(text, params);
    },
  };
  const db = { transaction: async (work: (tx: unknown) => Promise<unknown>) => work(recorder) } as unknown as Database;
  await applyQueuedChanges(db, memberIds.length);
}

interface ExplainRoot {
  Plan: PlanNode;
  'Execution Time': number;
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

const buffersOf = (node: PlanNode) => (node['Shared Hit Blocks'] ?? 0) + (node['Shared Read Blocks'] ?? 0);

/**
 * The upkeep's work for a batch of these members, `change` (SQL over their ids as $1) applied first in the same
 * rolled-back transaction, so the batch has real score moves to apply; the least time of `runs` whole batches.
 */
export async function explainUpkeepBatch(client: pg.Client, memberIds: string[], change: string, runs = 3): Promise<UpkeepPlan> {
  const inRolledBack = async (work: () => Promise<void>) => {
    await client.query('begin');
    try {
      await client.query(change, [memberIds]);
      await work();
    } finally {
      await client.query('rollback');
    }
  };
  const plan: UpkeepPlan = { members: memberIds.length, listsConsidered: 0, pairsScored: 0, pairsEntering: 0, listsRewritten: 0, buffers: 0, executionMs: Infinity };
  await inRolledBack(() =>
    runBatch(client, memberIds, (kind, root) => {
      plan.buffers += buffersOf(root.Plan);
      if (kind === 'read') {
        const entering = findCte(root.Plan, 'entering');
        plan.listsConsidered = rowsOf(findCte(root.Plan, 'v'));
        plan.pairsScored = rowsLookedAt(entering);
        plan.pairsEntering = rowsOf(entering);
      }
      if (kind === 'write' || root.Plan['Node Type'] === 'ModifyTable') {
        // The update's own input (not a CTE): the lists rewritten, after those whose entries came out the same. (The
        // batch reads and writes in one statement: its read is also its write.)
        plan.listsRewritten = rowsOf(root.Plan.Plans?.find((child) => !child['Subplan Name']));
      }
    }),
  );
  for (let run = 0; run < runs; run += 1) {
    await inRolledBack(async () => {
      const started = performance.now();
      await runBatch(client, memberIds);
      plan.executionMs = Math.min(plan.executionMs, performance.now() - started);
    });
  }
  return plan;
}
