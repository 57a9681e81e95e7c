/**
 * `npm run explain -w bench`: EXPLAIN ANALYZE of the featured-profiles listing query on PostgreSQL
 * (DATABASE_URL), built by the server's own repository code, for the bench viewer.
 */
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { listDiscoverable, parseAgeRange } from '../../apps/server/src/modules/discovery/discovery.repo';
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

const castes = CASTES.slice(0, 20) as unknown as string[];
await explain('First page, no filters (castes of interest only)', { castes });
await explain('With filters: age 24–30, Masters, Uttar Pradesh', { castes, dobFrom: '1995-11-22', dobTo: '2002-11-22', education: ['Masters'], state: 'Uttar Pradesh' });
await explain('A later page (keyset cursor)', { castes }, { score: 5, createdAt: new Date(Date.now() - 864e5 * 30).toISOString(), id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' });
await client.end();
