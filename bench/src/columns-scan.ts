/**
 * `npm run bench:columns -w bench`: the candidate columns (docs/matching.md, "Builds from the candidate columns") over
 * PostgreSQL (DATABASE_URL, filled by `npm run seed:bulk`), loaded as an instance loads them (CandidateIndex), then
 * VIEWERS (default 40) bench members' lists ranked ROUNDS times (default 3): in one go (rankCandidates), and in slices
 * with a turn of the event loop between them (ReadyColumns.rank, as builds rank). Prints what a build costs the
 * instance and the longest the event loop is held, in one go and in slices. No list is written.
 */
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../apps/server/src/db/schema';
import type { Database } from '../../apps/server/src/db/client';
import { CandidateIndex } from '../../apps/server/src/features/discovery/candidate-index';
import { readBuildViewer } from '../../apps/server/src/features/discovery/candidate-index.repo';
import { rankCandidates, SCAN_SLICE, type RankingRequest } from '../../apps/server/src/features/discovery/candidate-ranking';

const url = process.env.DATABASE_URL;
if (!url || !/^postgres/.test(url)) {
  console.error('Set DATABASE_URL to a PostgreSQL database filled by `npm run seed:bulk`.');
  process.exit(2);
}
const viewerCount = Number(process.env.VIEWERS ?? 40);
const rounds = Number(process.env.ROUNDS ?? 3);
const pool = new pg.Pool({ connectionString: url, max: 2 });
const db = drizzle(pool, { schema }) as unknown as Database;

// The instance's turn between slices, timed: each stretch of scanning between two turns is a hold of the event loop.
const holds: number[] = [];
let resumed = 0;
const index = new CandidateIndex({
  turn: async () => {
    holds.push(performance.now() - resumed);
    await nextTurn();
    resumed = performance.now();
  },
});
const loadStarted = performance.now();
await index.load(db);
const loadMs = performance.now() - loadStarted;
const { bytes, members } = index.size;

const chosen = (
  await pool.query<{ id: string; gender: string; caste_interested_in: string[] }>(`
    select id, gender, caste_interested_in from users
    where email like 'bulk%@bench.sakinah.local' and status = 'Active' and gender in ('male', 'female')
      and cardinality(caste_interested_in) > 0
    order by md5(id::text) limit $1`, [viewerCount])
).rows;
const today = new Date().toISOString().slice(0, 10);
const requests: RankingRequest[] = [];
for (const viewer of chosen) {
  const me = await readBuildViewer(db, viewer.id);
  if (!me) continue;
  requests.push({
    viewer: me.row, candidateGender: viewer.gender === 'male' ? 'female' : 'male', castes: viewer.caste_interested_in,
    filters: null, today, currentDate: me.currentDate, size: 240,
  });
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length - 1) * p))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

// Warmed up first (the JIT), then each member's ranking in one go and in slices, one after the other. In one go, a
// ranking holds the event loop for all of its scan; in slices, for the longest stretch between two turns.
for (const request of requests) {
  const ready = (await index.forBuild(db, db))!;
  rankCandidates(ready.columns, request);
  await ready.rank(request);
}
holds.length = 0;
const whole: number[] = [];
const sliced: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const request of requests) {
    const ready = (await index.forBuild(db, db))!;
    let started = performance.now();
    rankCandidates(ready.columns, request);
    whole.push(performance.now() - started);
    started = resumed = performance.now();
    await ready.rank(request);
    const ended = performance.now();
    holds.push(ended - resumed);
    sliced.push(ended - started);
  }
}

console.log(`bench:columns, ${new Date().toISOString()}: ${members.toLocaleString('en-US')} candidates, ${(bytes / 1e6).toFixed(0)} MB of columns, loaded in ${(loadMs / 1000).toFixed(1)} s`);
console.log(`${requests.length} bench members (${percentile(requests.map((r) => r.castes.length), 0.5)} castes at the median, ${Math.max(...requests.map((r) => r.castes.length))} at most), ${rounds} rounds; slices of ${SCAN_SLICE.toLocaleString('en-US')} candidates`);
console.log('| ranking | p50 | p90 | max | longest hold of the event loop |');
console.log('|---|---|---|---|---|');
console.log(`| in one go (rankCandidates) | ${ms(percentile(whole, 0.5))} | ${ms(percentile(whole, 0.9))} | ${ms(Math.max(...whole))} | ${ms(Math.max(...whole))} (the whole scan) |`);
console.log(`| in slices (ReadyColumns.rank) | ${ms(percentile(sliced, 0.5))} | ${ms(percentile(sliced, 0.9))} | ${ms(Math.max(...sliced))} | ${ms(Math.max(...holds))} (p99 of the stretches ${ms(percentile(holds, 0.99))}) |`);
index.close();
await pool.end();
