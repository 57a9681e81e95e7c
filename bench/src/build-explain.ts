/**
 * `npm run explain:build -w bench`: EXPLAIN ANALYZE on PostgreSQL (DATABASE_URL, filled by `npm run seed:bulk`) of a
 * list build (buildMatchList, the server's own code) for VIEWERS (default 5) bench members who browse, each in a
 * transaction rolled back: one plan in full (the first, or the PLAN_OF-th counted from 0; PLAN_OF=99 prints none),
 * then each build's time and buffers. What a build costs at this
 * database's size, the heart of the first browse of the day and of a new filter (docs/matching.md).
 */
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { buildMatchList } from '../../apps/server/src/features/discovery/match-lists.repo';
import { UNFILTERED_LIST_KEY } from '../../apps/server/src/db/schema/match-lists';
import type { Database } from '../../apps/server/src/db/client';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL (PostgreSQL, filled by `npm run seed:bulk`).');
  process.exit(2);
}
const viewers = Number(process.env.VIEWERS ?? 5);
const client = new pg.Client({ connectionString: url });
await client.connect();
const dialect = new PgDialect();

/** A database stand-in that records what a build would run instead of running it. */
function recorder(): { db: Database; statements: SQL[] } {
  const statements: SQL[] = [];
  const db = {
    execute: async (query: SQL) => (statements.push(query), { rows: [] }),
    transaction: async (work: (tx: Database) => Promise<unknown>) => work(db as unknown as Database),
  } as unknown as Database;
  return { db, statements };
}

const chosen = (
  await client.query(`
    select id, gender, caste_interested_in from users
    where email like 'bulk%@bench.sakinah.local' and status = 'Active' and gender in ('male', 'female')
      and cardinality(caste_interested_in) > 0
    order by md5(id::text) limit $1`, [viewers])
).rows as Array<{ id: string; gender: 'male' | 'female'; caste_interested_in: string[] }>;

const today = new Date().toISOString().slice(0, 10);
for (const [index, viewer] of chosen.entries()) {
  const { db, statements } = recorder();
  const filters = { castes: viewer.caste_interested_in };
  await buildMatchList(
    db,
    // A build reads her id, gender and castes here; her scoring columns come from her row in the statement.
    { id: viewer.id, gender: viewer.gender, casteInterestedIn: viewer.caste_interested_in } as unknown as Parameters<typeof buildMatchList>[1],
    { key: UNFILTERED_LIST_KEY, fingerprint: `explain-${Date.now()}`, filters },
    today,
    240,
    new Date(),
  );
  const build = statements.map((s) => dialect.sqlToQuery(s)).find((q) => /insert into match_list_heads/.test(q.sql));
  if (!build) throw new Error('no build statement recorded');
  await client.query('begin');
  try {
    // As the listing pool runs it (db/client.ts): no JIT, sorts and bitmap scans priced out.
    await client.query('set local jit = off; set local enable_sort = off; set local enable_bitmapscan = off');
    const plan = (await client.query(`explain (analyze, buffers, format text) ${build.sql}`, build.params)).rows.map((r: Record<string, unknown>) => String(r['QUERY PLAN']));
    if (index === Number(process.env.PLAN_OF ?? 0)) console.log(`\n### A build of her main list (castes of interest: ${viewer.caste_interested_in.length})\n\n\`\`\`\n${plan.join('\n')}\n\`\`\``);
    const time = plan.find((line) => line.startsWith('Execution Time'));
    const buffers = plan.find((line) => /^\s*Buffers/.test(line));
    console.log(`build ${index + 1}: ${time} · ${buffers?.trim()} · castes ${viewer.caste_interested_in.length}`);
  } finally {
    await client.query('rollback');
  }
}
await client.end();
