/**
 * `npm run bench:photo-hash`: the duplicate-photo look-up at scale (issue 19 part 1). In a throwaway schema of
 * DATABASE_URL (PostgreSQL; dropped at the end), fills `images` with PHOTOS random 64-bit hashes from MEMBERS
 * members and `photo_hash_bands` with their 4 bands (SQL generate_series, then the primary key built once),
 * then times LOOKUPS look-ups built by the server's own repository code: half near-copies of a stored photo
 * (4 bits flipped), half new photos. Prints p50/p99 per look-up, the band rows probed and the query plan.
 */
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PHOTO_HASH_MAX_DISTANCE } from '@sakinah/contract';
import { nearestOtherPhotoQuery } from '../../apps/server/src/features/photos/photo-hashes.repo';
import { probesOf } from '../../apps/server/src/core/media/perceptual-hash';

const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('Set DATABASE_URL to a PostgreSQL database (a throwaway schema is created in it and dropped at the end).');
  process.exit(2);
}
const PHOTOS = Number(process.env.PHOTOS ?? 1_000_000);
const MEMBERS = Number(process.env.MEMBERS ?? 100_000);
const LOOKUPS = Number(process.env.LOOKUPS ?? 1_000);
const schema = `bench_photo_hash_${process.pid}`;

const client = new pg.Client({ connectionString: url });
await client.connect();
const dialect = new PgDialect();
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** A random signed 64-bit hash. */
function randomHash(): bigint {
  const high = BigInt(Math.floor(Math.random() * 2 ** 32));
  const low = BigInt(Math.floor(Math.random() * 2 ** 32));
  return BigInt.asIntN(64, (high << 32n) | low);
}
function flipBits(hash: bigint, n: number): bigint {
  let out = BigInt.asUintN(64, hash);
  const bits = new Set<number>();
  while (bits.size < n) bits.add(Math.floor(Math.random() * 64));
  for (const bit of bits) out ^= 1n << BigInt(bit);
  return BigInt.asIntN(64, out);
}
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

try {
  await client.query(`create schema ${schema}`);
  await client.query(`set search_path to ${schema}`);
  // The columns the look-up reads, as in migration 0016 (no foreign keys: nothing else lives here).
  await client.query(`create table images (id uuid primary key, user_id uuid not null, perceptual_hash bigint, created_at timestamptz not null default now())`);
  await client.query(`create table photo_hash_bands (band smallint not null, bits integer not null, image_id uuid not null, user_id uuid not null)`);

  let started = performance.now();
  await client.query(
    `insert into images (id, user_id, perceptual_hash)
     select gen_random_uuid(),
            ('00000000-0000-4000-8000-' || lpad(to_hex(i % $1), 12, '0'))::uuid,
            (floor(random() * 4294967296)::bigint << 32) | floor(random() * 4294967296)::bigint
     from generate_series(1, $2) i`,
    [MEMBERS, PHOTOS],
  );
  console.log(`filled images: ${PHOTOS.toLocaleString('en')} photos of ${MEMBERS.toLocaleString('en')} members in ${seconds(started)} s`);
  started = performance.now();
  await client.query(
    `insert into photo_hash_bands (band, bits, image_id, user_id)
     select b, ((perceptual_hash >> (48 - 16 * b)) & 65535)::int, id, user_id from images, generate_series(0, 3) b`,
  );
  await client.query(`alter table photo_hash_bands add primary key (band, bits, image_id)`);
  await client.query(`analyze images; analyze photo_hash_bands`);
  console.log(`filled photo_hash_bands: ${(PHOTOS * 4).toLocaleString('en')} rows and their primary key in ${seconds(started)} s`);

  const sample = (await client.query<{ perceptual_hash: string; user_id: string }>(`select perceptual_hash, user_id from images tablesample system (1) limit $1`, [LOOKUPS])).rows;
  const uploader = '00000000-0000-4000-8000-fffffffffffe';
  const lookups = Array.from({ length: LOOKUPS }, (_, i) => (i % 2 === 0 && sample.length ? flipBits(BigInt(sample[i % sample.length]!.perceptual_hash), 4) : randomHash()));

  // Warm the cache once, as a server that has been running would be.
  for (const hash of lookups.slice(0, 50)) {
    const q = dialect.sqlToQuery(nearestOtherPhotoQuery(hash, flipBits(hash, 32), uploader, PHOTO_HASH_MAX_DISTANCE));
    await client.query(q.sql, q.params);
  }
  const times: number[] = [];
  let found = 0;
  for (const hash of lookups) {
    // The mirrored hash of a real photo is another hash: a random one stands in for it.
    const q = dialect.sqlToQuery(nearestOtherPhotoQuery(hash, flipBits(hash, 32), uploader, PHOTO_HASH_MAX_DISTANCE));
    const t0 = performance.now();
    const { rows } = await client.query(q.sql, q.params);
    times.push(performance.now() - t0);
    if (rows.length) found += 1;
  }
  times.sort((a, b) => a - b);

  // Rows the probes touch (not timed): the band rows matched by the 136 probes of a hash and its mirror.
  const probed: number[] = [];
  for (const hash of lookups.slice(0, 200)) {
    const probes = [...probesOf(hash), ...probesOf(flipBits(hash, 32))];
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from unnest($1::smallint[], $2::int[]) as p(band, bits) join photo_hash_bands b on b.band = p.band and b.bits = p.bits`,
      [`{${probes.map((p) => p.band).join(',')}}`, `{${probes.map((p) => p.bits).join(',')}}`],
    );
    probed.push(rows[0]!.n);
  }
  probed.sort((a, b) => a - b);

  console.log(`\ncommand: DATABASE_URL=… PHOTOS=${PHOTOS} MEMBERS=${MEMBERS} LOOKUPS=${LOOKUPS} npm run bench:photo-hash`);
  console.log(`look-ups: ${LOOKUPS} (half near-copies 4 bits away, half new photos), found ${found}`);
  console.log(`time per look-up: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`);
  console.log(`band rows probed per look-up (136 probes): p50 ${percentile(probed, 50)}, p99 ${percentile(probed, 99)}`);

  const q = dialect.sqlToQuery(nearestOtherPhotoQuery(lookups[0]!, flipBits(lookups[0]!, 32), uploader, PHOTO_HASH_MAX_DISTANCE));
  const plan = await client.query(`explain (analyze, buffers, costs off) ${q.sql}`, q.params);
  console.log('\nplan of one look-up:');
  for (const row of plan.rows as Array<{ 'QUERY PLAN': string }>) console.log(`  ${row['QUERY PLAN']}`);
} finally {
  await client.query(`drop schema if exists ${schema} cascade`).catch(() => undefined);
  await client.end();
}
