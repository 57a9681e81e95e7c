/**
 * `npm run bench:day` (issue 45, docs/performance.md "A simulated day"): what a day of the matching engine leaves
 * behind in PostgreSQL (DATABASE_URL, bench members from `npm run seed:bulk`), compressed and scaled down from the
 * issue's model (100,000 lists built a day, 30 match-field changes a second at peak, here all day long: an upper
 * bound), with the server's own code for the lists' upkeep and cleanup. No server is needed. Steps:
 * 1. VACUUM ANALYZE of the three tables the engine churns (users, match_list_heads, match_list_changes): the morning;
 * 2. DAY_LISTS (default 500) main lists built by the server's own build (buildMatchList): the day's first browses
 *    (lists written by hand, as bench:scale writes them, do not hold the true best candidates, so every change let
 *    hundreds in and they grew to 1,700 entries in a day);
 * 3. the day's changes, scaled (30/s × 86,400 s × DAY_LISTS / 100,000: 12,960 at the default) in DAY_REFRESHES
 *    (default 20: a list read for ten minutes, refreshed every 30 s) slices: each changed member's row updated as a profile edit does (a scored field) and her change
 *    logged in the same statement, then every list refreshed once (refreshMatchList, as a page read 30 s or more
 *    after the last does);
 * 4. the night: the cleanup job's two steps as it runs the next morning (dropListsBefore, then
 *    dropIdleListsAndAppliedChanges past the log's margin);
 * 5. dead rows and table sizes after it, one VACUUM's time and the sizes after; then DAYS (default 3) days in all the
 *    same way, each followed by a VACUUM: space a VACUUM frees is used again, so by the last day the tables stop growing.
 * Prints each figure scaled back to the model's day, and a goal line. WRITE_DOCS=0 skips appending to
 * docs/performance.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { buildMatchList, refreshMatchList, dropIdleListsAndAppliedChanges, dropListsBefore, MATCH_LIST_IDLE_MS } from '../../apps/server/src/features/discovery/match-lists.repo';
import { UNFILTERED_LIST_KEY } from '../../apps/server/src/db/schema/match-lists';
import type { Database } from '../../apps/server/src/db/client';
import { BENCH_EMAILS, postgresUrlOrExit } from './bench-members';

const databaseUrl = postgresUrlOrExit(process.env.DATABASE_URL, 'http://localhost');
const dayLists = Number(process.env.DAY_LISTS ?? 500);
/** A list is refreshed at most once per 30 s while its member reads it: 20 times is a ten-minute visit. */
const slices = Math.max(1, Number(process.env.DAY_REFRESHES ?? 20));
/** The model's day: 100,000 lists built and 30 match-field changes a second, all day (the peak rate: an upper bound). */
const MODEL_LISTS = 100_000;
const MODEL_CHANGES = 30 * 86_400;
const scale = dayLists / MODEL_LISTS;
const dayChanges = Math.round(MODEL_CHANGES * scale);
const TABLES = ['users', 'match_list_heads', 'match_list_changes'] as const;
/** The server's default MATCH_LIST_SIZE: the size its builds cut at and its refreshes cut back to. */
const LIST_SIZE = Number(process.env.MATCH_LIST_SIZE ?? 240);

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
// The upkeep and the cleanup as the server runs them, through a pool of this bench's own.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const serverDb = drizzle(pool) as unknown as Database;

const lines: string[] = [];
const say = (line: string) => {
  console.log(line);
  lines.push(line);
};
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const gbPerModelDay = (bytes: number) => `${(bytes / scale / 1e9).toFixed(2)} GB`;

interface TableState {
  bytes: number;
  dead: number;
  live: number;
  written: number;
}
/** Each table's size on disk (with its indexes and TOAST), dead and live rows, and rows written (inserted or updated) so far. */
async function tables(): Promise<Record<(typeof TABLES)[number], TableState>> {
  // Every session's counts (this one's and the pool's, where the server's code ran) reach the statistics now rather
  // than at their next idle moment, up to 10 s later.
  const clients = await Promise.all([pool.connect(), pool.connect()]);
  for (const client of clients) {
    await client.query(`select pg_stat_force_next_flush()`);
    client.release();
  }
  await db.query(`select pg_stat_force_next_flush()`);
  await new Promise((resolve) => setTimeout(resolve, 600));
  const rows = (
    await db.query(
      `select relname, pg_total_relation_size(relid)::float8 as bytes, n_dead_tup::float8 as dead, n_live_tup::float8 as live,
              (n_tup_ins + n_tup_upd)::float8 as written
       from pg_stat_user_tables where relname = any($1)`,
      [TABLES],
    )
  ).rows as Array<{ relname: (typeof TABLES)[number] } & TableState>;
  return Object.fromEntries(rows.map((r) => [r.relname, { bytes: r.bytes, dead: r.dead, live: r.live, written: r.written }])) as Record<(typeof TABLES)[number], TableState>;
}
const total = (state: Awaited<ReturnType<typeof tables>>) => TABLES.reduce((sum, t) => sum + state[t].bytes, 0);

async function vacuumed(): Promise<number> {
  const started = performance.now();
  for (const table of TABLES) await db.query(`vacuum ${table}`);
  return (performance.now() - started) / 1000;
}

/** The members changed in the day, in turn: bench members who are not the lists' viewers. */
const changers = (await db.query(`select id from users where email like $1 order by id desc limit 20000`, [BENCH_EMAILS])).rows.map((r: { id: string }) => r.id);
let turn = 0;

/** The day's browsing members: bench members who list someone, the first DAY_LISTS by id. */
const browsing = (
  await db.query(
    `select id, gender, caste_interested_in from users
     where email like $1 and status = 'Active' and gender in ('male', 'female') and cardinality(caste_interested_in) > 0
     order by id limit $2`,
    [BENCH_EMAILS, dayLists],
  )
).rows as Array<{ id: string; gender: 'male' | 'female'; caste_interested_in: string[] }>;

/** One day: the lists built, the changes in slices with every list refreshed after each, then the night's cleanup. */
async function simulateDay(today: Date): Promise<number> {
  const buildsStarted = performance.now();
  for (const viewer of browsing) {
    // A build reads her id, gender and castes here; her scoring columns come from her row in its statement.
    const listingViewer = { id: viewer.id, gender: viewer.gender, casteInterestedIn: viewer.caste_interested_in } as unknown as Parameters<typeof buildMatchList>[1];
    await buildMatchList(serverDb, listingViewer, { key: UNFILTERED_LIST_KEY, fingerprint: 'bench-day', filters: { castes: viewer.caste_interested_in } }, today.toISOString().slice(0, 10), LIST_SIZE, today);
  }
  const buildsS = (performance.now() - buildsStarted) / 1000;
  const viewers = browsing.map((v) => v.id);
  const perSlice = Math.ceil(dayChanges / slices);
  for (let slice = 0; slice < slices; slice += 1) {
    for (let done = 0; done < perSlice; done += 1000) {
      const batch: string[] = [];
      for (let k = 0; k < Math.min(1000, perSlice - done); k += 1) batch.push(changers[turn++ % changers.length]!);
      // As a profile edit of a scored field (her prayer) writes: her row and a log row, in one transaction.
      await db.query(
        `with changed as (
           update users u set prayer = case when u.prayer = 'always' then 'usually' else 'always' end, updated_at = now()
           where u.id = any($1::uuid[]) returning u.id, u.gender, u.caste)
         insert into match_list_changes (member_id, gender, caste) select id, gender, caste from changed`,
        [batch],
      );
    }
    for (const viewerId of viewers) await refreshMatchList(serverDb, viewerId, UNFILTERED_LIST_KEY, today, LIST_SIZE);
  }
  const entries = (await db.query(`select min(cardinality(candidate_numbers))::int as min, max(cardinality(candidate_numbers))::int as max, avg(cardinality(candidate_numbers))::float8 as avg from match_list_heads`)).rows[0] as { min: number; max: number; avg: number };
  say(`  entries per list at the end of the day: ${entries.min}–${entries.max}, ${Number(entries.avg).toFixed(0)} on average (${LIST_SIZE} when built)`);
  // The next morning's cleanup (jobs.ts every 5 minutes): lists of earlier days, then the log every list has applied.
  const tomorrow = new Date(today.getTime() + 86_400_000);
  await dropListsBefore(serverDb, tomorrow.toISOString().slice(0, 10));
  await dropIdleListsAndAppliedChanges(serverDb, new Date(tomorrow.getTime() - MATCH_LIST_IDLE_MS), tomorrow);
  return buildsS;
}

say(`bench:day on ${new URL(databaseUrl).pathname.slice(1)}: ${dayLists.toLocaleString('en')} lists and ${dayChanges.toLocaleString('en')} changes a day (${(scale * 100).toFixed(1)} % of the model's 100,000 lists and 30 changes/s all day), every list refreshed ${slices} times a day`);
await db.query(`truncate match_list_heads, match_list_changes`);
for (const table of TABLES) await db.query(`vacuum analyze ${table}`);
const morning = await tables();
say(`morning (after VACUUM): ${TABLES.map((t) => `${t} ${mb(morning[t].bytes)}`).join(', ')}`);

const started = performance.now();
const builds1 = await simulateDay(new Date());
const dayS = (performance.now() - started) / 1000;
const night = await tables();
const writtenRows = TABLES.map((t) => `${t} ${(night[t].written - morning[t].written).toLocaleString('en')}`).join(', ');
say(`day 1 (${dayS.toFixed(0)} s, its ${dayLists.toLocaleString('en')} builds ${builds1.toFixed(0)} s): rows written ${writtenRows}; dead rows after the cleanup: ${TABLES.map((t) => `${t} ${night[t].dead.toLocaleString('en')}`).join(', ')}`);
const grownDay1 = total(night) - total(morning);
say(`  on disk: ${TABLES.map((t) => `${t} ${mb(night[t].bytes)}`).join(', ')}; grown ${mb(grownDay1)} in the day, ${gbPerModelDay(grownDay1)} at the model's day`);
const vacuum1 = await vacuumed();
const afterVacuum1 = await tables();
say(`  VACUUM of the three tables: ${vacuum1.toFixed(1)} s (${(vacuum1 / scale / 60).toFixed(1)} min at the model's day, by proportion); dead rows after it: ${TABLES.map((t) => `${t} ${afterVacuum1[t].dead.toLocaleString('en')}`).join(', ')}`);

// The days after: what a VACUUM freed is used again. Indexes keep the pages a day's rows left until a later VACUUM may
// recycle them, so the second day still grows a little; the last day's growth is the steady state.
const days = Math.max(2, Number(process.env.DAYS ?? 3));
let afterVacuumPrevious = afterVacuum1;
let grownLastDay = 0;
for (let day = 2; day <= days; day += 1) {
  await simulateDay(new Date());
  const nightN = await tables();
  const vacuumN = await vacuumed();
  const afterVacuumN = await tables();
  grownLastDay = total(afterVacuumN) - total(afterVacuumPrevious);
  say(`day ${day}: on disk after its VACUUM ${TABLES.map((t) => `${t} ${mb(afterVacuumN[t].bytes)}`).join(', ')}; grown ${mb(grownLastDay)} over the day before (${((100 * grownLastDay) / Math.max(1, grownDay1)).toFixed(0)} % of day 1's growth); VACUUM ${vacuumN.toFixed(1)} s; dead rows before it ${TABLES.map((t) => `${t} ${nightN[t].dead.toLocaleString('en')}`).join(', ')}`);
  afterVacuumPrevious = afterVacuumN;
}
const grownDay2 = grownLastDay;

const logLeft = Number((await db.query(`select count(*)::int as n from match_list_changes`)).rows[0].n);
const listsLeft = Number((await db.query(`select count(*)::int as n from match_list_heads`)).rows[0].n);
say(`left after the cleanup: ${listsLeft.toLocaleString('en')} lists, ${logLeft.toLocaleString('en')} log rows`);
say('');
say('Goal (issue 45):');
// What a day writes is needed (the lists built, the members' own edits, the log of them); what must not happen is a
// table that keeps growing because what a day leaves dead is never used again.
const met = grownDay2 <= 0.1 * Math.max(grownDay1, 1) && listsLeft === 0 && logLeft === 0;
say(`- ${met ? 'met' : 'MISSED'}: no table churns by gigabytes a day without need: a day leaves ${TABLES.map((t) => `${t} ${Math.round(night[t].dead / scale).toLocaleString('en')}`).join(', ')} dead rows at the model's day, all of it reclaimed by VACUUM (${(vacuum1 / scale / 60).toFixed(1)} min at the model's day); day ${days} grows the tables by ${mb(grownDay2)} (${((100 * grownDay2) / Math.max(1, grownDay1)).toFixed(0)} % of the first day's growth), and the cleanup leaves no list and no log row of the day before`);

await pool.end();
await db.end();

if (process.env.WRITE_DOCS !== '0') {
  const docs = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../docs/performance.md');
  const command = `DATABASE_URL=postgres://…@${new URL(databaseUrl).host}${new URL(databaseUrl).pathname} DAY_LISTS=${dayLists} DAY_REFRESHES=${slices} DAYS=${days} npm run bench:day`;
  fs.appendFileSync(docs, `\n### bench:day, ${new Date().toISOString().slice(0, 16)} UTC\n\n\`\`\`\n${command}\n${lines.join('\n')}\n\`\`\`\n`);
}
