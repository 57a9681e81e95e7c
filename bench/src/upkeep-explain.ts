/**
 * `npm run explain:upkeep -w bench`: the list upkeep's plan for one batch of 25 bench members over the lists the
 * database holds now (upkeep-plan.ts; DATABASE_URL filled by `npm run seed:bulk`, lists by `npm run bench:scale`
 * or by members browsing). Prints the work in counts and the statement's time, the least of three rolled-back runs.
 */
import pg from 'pg';
import { explainUpkeepBatch, FLIP_HEIGHT_WISH } from './upkeep-plan';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL (PostgreSQL, filled by `npm run seed:bulk`).');
  process.exit(2);
}
const client = new pg.Client({ connectionString: url });
await client.connect();
const lists = Number((await client.query(`select count(*)::int as n from match_list_heads`)).rows[0].n);
const sample = (await client.query(`select id from users where email like 'bulk%' order by md5(id::text) limit 25`)).rows.map((row: { id: string }) => row.id);
if (sample.length === 0) {
  console.error('No bench members: run `npm run seed:bulk` first.');
  process.exit(2);
}
const plan = await explainUpkeepBatch(client, sample, FLIP_HEIGHT_WISH);
console.log(`${lists.toLocaleString('en')} lists, a batch of ${plan.members}:`);
console.log(`  lists considered ${plan.listsConsidered.toLocaleString('en')}, pairs scored ${plan.pairsScored.toLocaleString('en')}, entering ${plan.pairsEntering.toLocaleString('en')}, lists rewritten ${plan.listsRewritten.toLocaleString('en')}`);
console.log(`  buffers ${plan.buffers.toLocaleString('en')}, the statement ${plan.executionMs.toFixed(0)} ms (least of 3)`);
await client.end();
