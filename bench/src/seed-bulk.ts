/**
 * `npm run seed:bulk -- --members 100000`: fills a PostgreSQL database (DATABASE_URL, migrated: start the
 * server once against it) with that many Active bench members, each with a complimentary Premium plan in force,
 * so that any of them can sign in and browse. Set-based and streaming: each batch (`--batch`, 50,000 by default)
 * is one `INSERT … SELECT … FROM generate_series` for the members and one for their plans, built inside
 * PostgreSQL, so memory stays flat and 1,000,000 members take minutes. Members vary by gender, age, caste,
 * height, education, occupation, place, marital status, preferences (some not 'Any', some for a place),
 * verification, photo privacy and visibility; the values are deterministic (hashes of the member number).
 * Running it again tops the database up to `--members` (it never duplicates). Ends with VACUUM ANALYZE, so the
 * listing's covering index answers with index-only scans at once. Also adds the single bench viewer that
 * `npm run explain -w bench` uses.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  AGE_RANGE_PREFERENCES, CASTES, EDUCATION_OPTIONS, FAMILY_TYPES, FAMILY_VALUES, HEIGHT_OPTIONS, INDIAN_STATES, OCCUPATION_OPTIONS,
} from '@sakinah/contract';
import { hash } from '@node-rs/argon2';

export const BENCH_VIEWER = { email: 'bench.viewer@bench.sakinah.local', password: 'Bench#Viewer1' };
/** Every bench member's password (they are signed in by sessions made in the database, but a person may try one). */
export const BENCH_MEMBER_PASSWORD = 'Bench#Member1';
export const BENCH_EMAIL_DOMAIN = 'bench.sakinah.local';
const PLAN_SLUG = 'premium-1-year';

const { values } = parseArgs({ options: { members: { type: 'string', default: '100000' }, batch: { type: 'string', default: '50000' } } });
const target = Number(values.members);
const batchSize = Number(values.batch);
const url = process.env.DATABASE_URL;
if (!url || !/^postgres/.test(url)) {
  console.error('Set DATABASE_URL to a PostgreSQL database (migrated: start the server once against it).');
  process.exit(2);
}
if (!Number.isInteger(target) || target < 1 || target > 2_000_000) {
  console.error('--members must be a whole number from 1 to 2,000,000');
  process.exit(2);
}
if (!Number.isInteger(batchSize) || batchSize < 1000 || batchSize > 200_000) {
  console.error('--batch must be a whole number from 1,000 to 200,000');
  process.exit(2);
}

/** Places with the largest Muslim populations first: the generator picks early entries more often. */
const POPULAR_STATES = ['Uttar Pradesh', 'West Bengal', 'Bihar', 'Maharashtra', 'Kerala', 'Jammu and Kashmir', 'Assam', 'Karnataka', 'Telangana', 'Delhi', 'Gujarat', 'Rajasthan', 'Madhya Pradesh', 'Tamil Nadu', 'Jharkhand'];
const states = [...POPULAR_STATES.filter((s) => s in INDIAN_STATES), ...Object.keys(INDIAN_STATES).filter((s) => !POPULAR_STATES.includes(s))];
const places = states.flatMap((state) => (INDIAN_STATES[state] ?? []).map((city) => [state, city] as const));
/** Weighted lists: a value appears as many times as its weight, and the SQL picks uniformly among them. */
const weighted = (pairs: ReadonlyArray<readonly [string, number]>) => pairs.flatMap(([value, weight]) => Array<string>(weight).fill(value));
const educations = weighted(EDUCATION_OPTIONS.map((e) => [e, ({ Bachelors: 7, Masters: 5, 'High School': 3, Diploma: 2, PhD: 1 } as Record<string, number>)[e] ?? 2] as const));
const FEMALE_NAMES = ['Ayesha', 'Fatima', 'Zainab', 'Maryam', 'Khadija', 'Sana', 'Hina', 'Noor', 'Amina', 'Sumaiya', 'Rukhsar', 'Farah', 'Iqra', 'Mehreen', 'Alina', 'Rabia', 'Nazia', 'Safiya', 'Huma', 'Shifa', 'Zoya', 'Aafreen'];
const MALE_NAMES = ['Imran', 'Faisal', 'Arif', 'Bilal', 'Yusuf', 'Hamza', 'Salman', 'Irfan', 'Zaid', 'Adil', 'Tariq', 'Omar', 'Rehan', 'Asif', 'Danish', 'Sameer', 'Junaid', 'Kashif', 'Nadeem', 'Shoaib', 'Wasim', 'Aamir'];
const SURNAMES = ['Khan', 'Qureshi', 'Ansari', 'Siddiqui', 'Sheikh', 'Syed', 'Pathan', 'Malik', 'Mirza', 'Farooqui', 'Hashmi', 'Rizvi', 'Abbasi', 'Memon', 'Naqvi'];
const FATHER_NAMES = ['Abdul Rahman', 'Mohammed Iqbal', 'Nasir Ahmed', 'Rashid Ali', 'Mohd Saleem', 'Anwar Hussain', 'Zafar Alam', 'Shakeel Ahmed'];
const MOTHER_NAMES = ['Shabana', 'Nasreen', 'Rehana', 'Saira', 'Parveen', 'Tabassum', 'Yasmin', 'Najma'];
const ABOUT = [
  'I value faith, family and honesty. I enjoy reading, cooking for my family and long walks after Maghrib.',
  'A practising Muslim who loves learning. I work hard, pray on time and hope to build a home filled with barakah.',
  'Simple, respectful and family oriented. I love travelling to new cities and volunteering at the local madrasa.',
  'Calm by nature, I enjoy Urdu poetry, cricket on weekends and time with my nieces and nephews.',
];
const EXPECTATIONS = [
  'Someone kind and God-conscious who respects both families and wants to grow together in deen and dunya.',
  'A patient, educated partner with good akhlaq who values family and is ready to share responsibilities.',
  'A practising partner with a sense of humour, who prays regularly and is close to their family.',
];

const client = new pg.Client({ connectionString: url });
await client.connect();
// Bulk loading: a lost tail after a crash is harmless here, and waiting for each commit's flush is not.
await client.query('set synchronous_commit = off');

const plan = (await client.query(`select id from packages where slug = $1`, [PLAN_SLUG])).rows[0] as { id: string } | undefined;
if (!plan) {
  console.error(`No '${PLAN_SLUG}' plan in this database: start the server once against it (it migrates and adds the plans).`);
  process.exit(2);
}
// Purchases copy the plan's capability keys; older schemas also keep two booleans derived from them.
const subColumns = new Set(
  (await client.query(`select column_name from information_schema.columns where table_name = 'subscriptions' and table_schema = current_schema()`)).rows.map(
    (r: { column_name: string }) => r.column_name,
  ),
);
const derived = [
  ...(subColumns.has('can_see_contact_info') ? [['can_see_contact_info', `'contactDetails' = any(p.features)`]] : []),
  ...(subColumns.has('read_receipts') ? [['read_receipts', `'readReceipts' = any(p.features)`]] : []),
] as const;

const startedAt = Date.now();
const existing = Number(
  (await client.query(`select count(*)::int as n from users where email like $1`, [`bulk%@${BENCH_EMAIL_DOMAIN}`])).rows[0].n,
);
const passwordHash = await hash(BENCH_MEMBER_PASSWORD);

/** r(k): a deterministic pseudo-random whole number in [0, 2^31) for member g and stream k. */
const r = (k: number) => `(hashint8extended(g::bigint, ${k}) & 2147483647)`;
/** A uniform fraction in [0, 1) of stream k; squared, it favours the start of a list. */
const u = (k: number) => `(${r(k)}::float8 / 2147483648.0)`;
const pick = (param: string, k: number) => `(${param}::text[])[1 + ${r(k)} % array_length(${param}::text[], 1)]`;
const pickSkewed = (param: string, k: number) => `(${param}::text[])[1 + floor(array_length(${param}::text[], 1) * ${u(k)} * ${u(k)})::int]`;
const ageBracket = (age: string) =>
  `case when ${age} <= 25 then '18-25' when ${age} <= 30 then '26-30' when ${age} <= 35 then '31-35' when ${age} <= 40 then '36-40' when ${age} <= 45 then '41-45' when ${age} <= 50 then '46-50' else 'Above 50' end`;

const params = [
  passwordHash, // $1
  HEIGHT_OPTIONS.map((h) => h.value), // $2
  places.map(([, city]) => city), // $3
  places.map(([state]) => state), // $4
  educations, // $5
  [...OCCUPATION_OPTIONS], // $6
  [...CASTES], // $7
  FEMALE_NAMES, // $8
  MALE_NAMES, // $9
  SURNAMES, // $10
  FATHER_NAMES, // $11
  MOTHER_NAMES, // $12
  ABOUT, // $13
  EXPECTATIONS, // $14
  [...FAMILY_TYPES], // $15
  [...FAMILY_VALUES], // $16
  [...AGE_RANGE_PREFERENCES], // $17
];
// $18, $19: the batch's first and last member number.
const insertMembers = `
with base as (
  select g, case when ${r(1)} % 2 = 0 then 'female' else 'male' end as gender,
    1 + floor(${places.length} * ${u(12)} * ${u(12)})::int as place
  from generate_series($18::int, $19::int) as g
), m as (
  select b.*,
    case when gender = 'female' then 20 + ${r(2)} % 12 + ${r(3)} % 6 else 23 + ${r(2)} % 12 + ${r(3)} % 8 end
      + case when ${r(8)} % 100 < 3 then 15 else 0 end as age,
    ${pickSkewed('$7', 13)} as caste
  from base b
)
insert into users (id, first_name, last_name, email, contact_no, phone_verified_at, password_hash, profile_for, gender, dob,
  marital_status, height, weight, address, city, state, education, occupation, work_location, father_name, mother_name,
  siblings, family_type, family_values, caste, caste_interested_in, age_range_preference, height_preference,
  education_preference, occupation_preference, location_preference, about_me, expectations, status, approved_at,
  payment_status, is_payment_complete, is_profile_complete, current_subscription_id, photo_privacy, account_privacy,
  profile_visibility, searchable, invisible_mode, verification_status, last_active_at, created_at, updated_at)
select
  md5('sakinah-bench-member-' || g)::uuid,
  case when gender = 'female' then ${pick('$8', 4)} else ${pick('$9', 4)} end,
  ${pick('$10', 5)},
  'bulk' || g || '@${BENCH_EMAIL_DOMAIN}',
  (6000000000 + g)::text,
  case when ${r(20)} % 100 < 30 then now() end,
  $1,
  case when ${r(6)} % 100 < 85 then 'self' when gender = 'female' then 'daughter' else 'son' end,
  gender,
  current_date - ((age * 365.25)::int + (${r(7)} % 365)::int),
  case when ${r(9)} % 100 < 82 then 'single' when ${r(9)} % 100 < 94 then 'divorced' else 'widowed' end,
  ($2::text[])[least(10, case when gender = 'female' then 1 + ${r(10)} % 5 + ${r(11)} % 4 else 4 + ${r(10)} % 4 + ${r(11)} % 4 end)],
  (case when gender = 'female' then 45 + ${r(14)} % 30 else 55 + ${r(14)} % 35 end)::text,
  'House ' || g,
  ($3::text[])[place], ($4::text[])[place],
  ${pick('$5', 15)}, ${pick('$6', 16)}, ($3::text[])[place],
  ${pick('$11', 17)}, ${pick('$12', 18)}, (${r(19)} % 6)::text, ${pick('$15', 21)}, ${pick('$16', 22)},
  caste,
  case when ${r(23)} % 100 < 10 then ($7::text[])[1:20]
    else array(select distinct c from unnest((array[caste, ${pickSkewed('$7', 24)}, ${pickSkewed('$7', 25)}, ${pickSkewed('$7', 26)}])[1:1 + ${r(27)} % 4]) as c) end,
  case when ${r(28)} % 100 < 15 then ${pick('$17', 29)}
    when gender = 'female' then ${ageBracket('age + 3')} else ${ageBracket('age - 3')} end,
  case when ${r(30)} % 100 < 60 then 'Any' when gender = 'female' then ($2::text[])[6 + ${r(31)} % 5] else ($2::text[])[2 + ${r(31)} % 5] end,
  case when ${r(32)} % 100 < 55 then 'Any' else ${pick('$5', 33)} end,
  case when ${r(34)} % 100 < 70 then 'Any' else ${pick('$6', 35)} end,
  case when ${r(36)} % 100 < 45 then null when ${r(36)} % 100 < 80 then ($4::text[])[place] else ($3::text[])[place] end,
  ${pick('$13', 37)}, ${pick('$14', 38)},
  'Active', now() - (${r(39)} % 700) * interval '1 day', 'paid', true, true,
  md5('sakinah-bench-plan-' || g)::uuid,
  case when ${r(40)} % 100 < 65 then 'public' else 'private' end,
  case when ${r(41)} % 100 < 90 then 'public' else 'private' end,
  case when ${r(42)} % 100 < 94 then 'public' when ${r(42)} % 100 < 98 then 'followers' else 'private' end,
  ${r(43)} % 100 < 98,
  ${r(44)} % 100 < 1,
  case when ${r(45)} % 100 < 25 then 'verified' when ${r(45)} % 100 < 30 then 'submitted' else 'none' end,
  now() - (${r(46)} % 43200) * interval '1 minute',
  now() - (${r(47)} % 1576800) * interval '1 minute',
  now()
from m
on conflict do nothing`;
const insertPlans = `
insert into subscriptions (id, user_id, package_id, kind, plan_name, duration, ${derived.map(([c]) => `${c}, `).join('')}max_photos_views,
  max_profile_views, messaging_daily_cap, features, starts_at, ends_at, is_active)
select md5('sakinah-bench-plan-' || g)::uuid, md5('sakinah-bench-member-' || g)::uuid, p.id, 'complimentary', p.name, p.duration,
  ${derived.map(([, expr]) => `${expr}, `).join('')}p.max_photos_views, p.max_profile_views, p.messaging_daily_cap, p.features,
  now() - (${r(50)} % 300) * interval '1 day', now() - (${r(50)} % 300) * interval '1 day' + interval '365 days', true
from generate_series($1::int, $2::int) as g
join users u on u.id = md5('sakinah-bench-member-' || g)::uuid
cross join packages p
where p.slug = '${PLAN_SLUG}'
on conflict do nothing`;

console.log(`Bench members already here: ${existing.toLocaleString('en')}; target ${target.toLocaleString('en')}, in batches of ${batchSize.toLocaleString('en')}.`);
for (let lo = existing + 1; lo <= target; lo += batchSize) {
  const hi = Math.min(target, lo + batchSize - 1);
  const t0 = Date.now();
  await client.query('begin');
  await client.query(insertMembers, [...params, lo, hi]);
  await client.query(insertPlans, [lo, hi]);
  await client.query('commit');
  const seconds = (Date.now() - t0) / 1000;
  console.log(`  members ${lo.toLocaleString('en')}–${hi.toLocaleString('en')}: ${seconds.toFixed(1)} s (${Math.round((hi - lo + 1) / seconds).toLocaleString('en')} rows/s)`);
}

// The single viewer of `npm run explain -w bench`: a man interested in many castes, with a plan in force.
const viewer = await client.query(
  `insert into users (first_name, last_name, email, contact_no, password_hash, gender, dob, status, payment_status, is_payment_complete,
     is_profile_complete, caste, caste_interested_in, age_range_preference, education_preference, height_preference, occupation_preference, state, city)
   values ('Bench', 'Viewer', $1, '5999999999', $2, 'male', '1995-01-01', 'Active', 'paid', true, true, 'Syed', $3, '26-30', 'Masters', 'Any', 'Any', 'Uttar Pradesh', 'Lucknow')
   on conflict do nothing returning id`,
  [BENCH_VIEWER.email, await hash(BENCH_VIEWER.password), CASTES.slice(0, 20)],
);
if (viewer.rows[0]) {
  const sub = await client.query(
    `insert into subscriptions (user_id, package_id, kind, plan_name, duration, ${derived.map(([c]) => `${c}, `).join('')}max_photos_views,
       max_profile_views, messaging_daily_cap, features, starts_at, ends_at)
     select $1, p.id, 'complimentary', p.name, p.duration, ${derived.map(([, expr]) => `${expr}, `).join('')}p.max_photos_views,
       p.max_profile_views, p.messaging_daily_cap, p.features, now(), now() + interval '365 days'
     from packages p where p.id = $2 returning id`,
    [viewer.rows[0].id, plan.id],
  );
  await client.query('update users set current_subscription_id = $1 where id = $2', [sub.rows[0].id, viewer.rows[0].id]);
}
const insertedAt = Date.now();

// The members above were written around the application, so no stored match list knows them: forget every
// list (each member rebuilds hers on her next browse, docs/matching.md). Absent before migration 0014.
await client.query(`do $$ begin if to_regclass('match_lists') is not null then truncate match_lists, match_list_heads; end if; end $$`);

// Index-only scans need the visibility map set; the planner needs fresh statistics. VACUUM cannot mark a page
// all-visible while its rows' commits (asynchronous above) are not yet flushed: one synchronous commit flushes them all.
await client.query('set synchronous_commit = on');
await client.query('begin');
await client.query('select txid_current()');
await client.query('commit');
/**
 * VACUUM ANALYZE a table until (nearly) every page is all-visible. A snapshot held by another session of this
 * database (autovacuum's own ANALYZE of a table just filled, say) keeps VACUUM from marking the newest rows
 * all-visible, so wait for such sessions to end first, and check.
 */
async function vacuumUntilVisible(table: string): Promise<number> {
  let share = 0;
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    for (let waited = 0; waited < 60_000; waited += 250) {
      const busy = await client.query(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_xmin is not null`,
      );
      if (busy.rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await client.query(`vacuum (analyze) ${table}`);
    const pages = (await client.query(`select relpages, relallvisible from pg_class where oid = $1::regclass`, [table])).rows[0] as { relpages: number; relallvisible: number };
    share = pages.relpages ? pages.relallvisible / pages.relpages : 1;
    if (share >= 0.99) break;
  }
  return share;
}
const visible = { users: await vacuumUntilVisible('users'), subscriptions: await vacuumUntilVisible('subscriptions') };
await client.query('analyze');
const done = Date.now();

const total = (await client.query(`select count(*)::int as n from users where email like $1`, [`bulk%@${BENCH_EMAIL_DOMAIN}`])).rows[0].n;
const size = (await client.query(`select pg_size_pretty(pg_database_size(current_database())) as s`)).rows[0].s;
console.log(
  `Bench members: ${Number(total).toLocaleString('en')} (inserted in ${((insertedAt - startedAt) / 1000).toFixed(1)} s, ` +
    `VACUUM ANALYZE ${((done - insertedAt) / 1000).toFixed(1)} s, total ${((done - startedAt) / 1000).toFixed(1)} s; database ${size}; all-visible pages: users ${(visible.users * 100).toFixed(1)} %, subscriptions ${(visible.subscriptions * 100).toFixed(1)} %)`,
);
console.log(`Every bench member has a complimentary Premium plan in force; password ${BENCH_MEMBER_PASSWORD}.`);
console.log(`Query-plan viewer: ${BENCH_VIEWER.email} / ${BENCH_VIEWER.password}`);
await client.end();
