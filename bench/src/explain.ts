/**
 * `npm run explain -w bench`: EXPLAIN ANALYZE on PostgreSQL (DATABASE_URL) of what a featured-profiles request
 * runs, built by the server's own repository code: the one statement that serves a page from a stored list (the
 * session with the page), and the live scoring used past a list's end, for the bench viewer.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import { listDiscoverable, parseAgeRange } from '../../apps/server/src/features/discovery/discovery.repo';
import { sessionListPageQuery } from '../../apps/server/src/features/discovery/session-list-page.repo';
import type { Database } from '../../apps/server/src/db/client';
import { CASTES } from '@sakinah/contract';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL (PostgreSQL, filled by `npm run seed:bulk`).');
  process.exit(2);
}
const client = new pg.Client({ connectionString: url });
await client.connect();
const viewer = (await client.query(`select id from users where email = 'bench.viewer@bench.sakinah.local'`)).rows[0] as { id: string } | undefined;
if (!viewer) {
  console.error('No bench viewer: run `npm run seed:bulk` first.');
  process.exit(2);
}

/** A database stand-in that records the query instead of running it. */
let captured: SQL | undefined;
const recorder = { execute: async (query: SQL) => ((captured = query), { rows: [] }) } as unknown as Database;
const dialect = new PgDialect();

async function explain(title: string, filters: Parameters<typeof listDiscoverable>[2], cursor: Parameters<typeof listDiscoverable>[3] = null) {
  await listDiscoverable(
    recorder,
    {
      id: viewer!.id, gender: 'male', casteInterestedIn: CASTES.slice(0, 20), age: 31, height: "5'8", education: 'Masters', occupation: 'Engineer', state: 'Uttar Pradesh', city: 'Lucknow',
      ageRange: parseAgeRange('26-30'), heightPreference: 'Any', educationPreference: 'Masters', occupationPreference: 'Any', locationPreference: 'Uttar Pradesh',
    },
    filters,
    cursor,
    8,
    new Date().toISOString().slice(0, 10),
  );
  const query = dialect.sqlToQuery(captured!);
  const plan = await client.query(`explain (analyze, buffers, format text) ${query.sql}`, query.params);
  console.log(`\n### ${title}\n\n\`\`\`\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}\n\`\`\``);
}

/**
 * The page from a stored list, as the listing pool runs it: a named prepared statement (executed a few times first,
 * so PostgreSQL settles on its plan) with sorts and bitmap scans priced out. For a member whose list is built (any
 * bench viewer after `npm run bench`), signed in for the moment by a session row removed at the end.
 */
async function explainStoredPage(title: string, listKey: string) {
  const owner = (await client.query(`select viewer_id from match_list_heads where list_key = $1 limit 1`, [listKey])).rows[0] as { viewer_id: string } | undefined;
  if (!owner) {
    console.log(`\n### ${title}\n\nNo stored list yet: run \`npm run bench\` (its preparation builds them) and ask again.`);
    return;
  }
  const tokenHash = crypto.createHash('sha256').update(crypto.randomBytes(32)).digest('hex');
  await client.query(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 hour')`, [owner.viewer_id, tokenHash]);
  try {
    const query = sessionListPageQuery(drizzle(client) as unknown as Database).toSQL();
    const values: Record<string, unknown> = {
      tokenHash, now: new Date().toISOString(), cursorScore: null, cursorCreatedAt: null, cursorId: null, limit: 21, listKey,
      filterCastes: [], dobFrom: null, dobTo: null, maritalStatus: [], education: [], occupation: [], height: [], state: null, city: null,
    };
    const params = (query.params as unknown[]).map((p) => (p !== null && typeof p === 'object' && 'name' in p ? values[(p as { name: string }).name] : p));
    const name = `explain_${crypto.randomBytes(4).toString('hex')}`;
    await client.query('set enable_sort = off; set enable_bitmapscan = off; set jit = off');
    for (let i = 0; i < 6; i += 1) await client.query({ name, text: query.sql, values: params });
    const literal = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? client.escapeLiteral(`{${v.join(',')}}`) : typeof v === 'number' ? String(v) : client.escapeLiteral(String(v)));
    const plan = await client.query(`explain (analyze, buffers, format text) execute ${name}(${params.map(literal).join(', ')})`);
    console.log(`\n### ${title}\n\n\`\`\`\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}\n\`\`\``);
    await client.query('reset enable_sort; reset enable_bitmapscan; reset jit');
  } finally {
    await client.query('delete from sessions where token_hash = $1', [tokenHash]);
  }
}

await explainStoredPage('The page from her stored list, with her session (one statement; the first page without filters)', '');

const castes = CASTES.slice(0, 20) as unknown as string[];
console.log('\nPast the end of a stored list (or with no list current), a page is scored live:');
await explain('First page, no filters (castes of interest only)', { castes });
await explain('With filters: age 24–30, Masters, Uttar Pradesh', { castes, dobFrom: '1995-11-22', dobTo: '2002-11-22', education: ['Masters'], state: 'Uttar Pradesh' });
await explain('A later page (keyset cursor)', { castes }, { score: 5, createdAt: new Date(Date.now() - 864e5 * 30).toISOString(), id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' });
await client.end();
