/**
 * `npm run seed:bulk -- --members 100000`: fills a PostgreSQL database (DATABASE_URL) with many
 * Active members for benchmarks, in a few set-based INSERTs, plus one viewer the benchmark signs in as.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { CASTES, EDUCATION_OPTIONS, HEIGHT_OPTIONS, INDIAN_STATES, OCCUPATION_OPTIONS } from '@sakinah/contract';
import { hash } from '@node-rs/argon2';

export const BENCH_VIEWER = { email: 'bench.viewer@bench.sakinah.local', password: 'Bench#Viewer1' };

const { values } = parseArgs({ options: { members: { type: 'string', default: '100000' } } });
const count = Number(values.members);
const url = process.env.DATABASE_URL;
if (!url || !/^postgres/.test(url)) {
  console.error('Set DATABASE_URL to a PostgreSQL database (migrated: start the server once against it).');
  process.exit(2);
}
if (!Number.isInteger(count) || count < 1 || count > 2_000_000) {
  console.error('--members must be a whole number from 1 to 2,000,000');
  process.exit(2);
}

const client = new pg.Client({ connectionString: url });
await client.connect();
const places = Object.entries(INDIAN_STATES).flatMap(([state, cities]) => cities.map((city) => [state, city] as const));
const started = Date.now();
const passwordHash = await hash('Bench#Member1');
await client.query('begin');
await client.query(
  `insert into users (first_name, last_name, email, contact_no, password_hash, gender, dob, marital_status, height, weight,
     address, city, state, education, occupation, father_name, mother_name, siblings, caste, caste_interested_in,
     age_range_preference, height_preference, education_preference, occupation_preference, about_me, expectations,
     status, payment_status, is_payment_complete, is_profile_complete, photo_privacy, created_at, updated_at)
   select 'Member' || g, 'Bulk', 'bulk' || g || '@bench.sakinah.local', lpad((6000000000 + g)::text, 10, '0'), $1,
     case when g % 2 = 0 then 'female' else 'male' end,
     (date '2006-01-01' - ((g * 7919) % 10000) * interval '1 day')::date,
     (array['single','single','single','divorced','widowed'])[1 + g % 5],
     ($2::text[])[1 + g % array_length($2::text[], 1)], (45 + g % 40)::text,
     'House ' || g, ($3::text[])[1 + g % array_length($3::text[], 1)], ($4::text[])[1 + g % array_length($4::text[], 1)],
     ($5::text[])[1 + g % array_length($5::text[], 1)], ($6::text[])[1 + (g / 3) % array_length($6::text[], 1)],
     'Father ' || g, 'Mother ' || g, (g % 5)::text,
     ($7::text[])[1 + (g * 31) % array_length($7::text[], 1)],
     array[($7::text[])[1 + (g * 31) % array_length($7::text[], 1)], ($7::text[])[1 + (g * 17) % array_length($7::text[], 1)]],
     (array['18-25','26-30','31-35','36-40'])[1 + g % 4], 'Any', 'Any', 'Any', 'About member ' || g, 'Expectations of ' || g,
     'Active', 'paid', true, true, 'public', now() - g * interval '1 minute', now()
   from generate_series(1, $8::int) as g
   on conflict do nothing`,
  [
    passwordHash,
    HEIGHT_OPTIONS.map((h) => h.value),
    places.map(([, city]) => city),
    places.map(([state]) => state),
    [...EDUCATION_OPTIONS],
    [...OCCUPATION_OPTIONS],
    [...CASTES],
    count,
  ],
);
// The viewer: a man interested in many castes, with a plan in force.
const viewerHash = await hash(BENCH_VIEWER.password);
const viewer = await client.query(
  `insert into users (first_name, last_name, email, contact_no, password_hash, gender, dob, status, payment_status, is_payment_complete,
     is_profile_complete, caste, caste_interested_in, age_range_preference, education_preference, height_preference, occupation_preference, state, city)
   values ('Bench', 'Viewer', $1, '5999999999', $2, 'male', '1995-01-01', 'Active', 'paid', true, true, 'Syed', $3, '26-30', 'Masters', 'Any', 'Any', 'Uttar Pradesh', 'Lucknow')
   on conflict do nothing returning id`,
  [BENCH_VIEWER.email, viewerHash, CASTES.slice(0, 20)],
);
if (viewer.rows[0]) {
  const pkg = await client.query(`select id from packages where slug = 'premium-1-year'`);
  if (pkg.rows[0]) {
    const sub = await client.query(
      `insert into subscriptions (user_id, package_id, kind, plan_name, duration, can_see_contact_info, starts_at, ends_at)
       values ($1, $2, 'complimentary', 'Premium', '1 Year', true, now(), now() + interval '365 days') returning id`,
      [viewer.rows[0].id, pkg.rows[0].id],
    );
    await client.query('update users set current_subscription_id = $1 where id = $2', [sub.rows[0].id, viewer.rows[0].id]);
  }
}
await client.query('commit');
await client.query('analyze users');
const total = await client.query(`select count(*)::int as n from users`);
console.log(`Members in the database: ${total.rows[0].n} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
console.log(`Benchmark viewer: ${BENCH_VIEWER.email} / ${BENCH_VIEWER.password}`);
await client.end();
