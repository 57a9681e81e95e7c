/**
 * `npm run seed:bulk -- --members 100000`: fills a PostgreSQL database (DATABASE_URL, migrated: start the
 * server once against it) with that many Active bench members, each with a complimentary Premium plan in force,
 * so that any of them can sign in and browse. Set-based and streaming: each batch (`--batch`, 50,000 by default)
 * is one `INSERT … SELECT … FROM generate_series` for the members and one for their plans, built inside
 * PostgreSQL, so memory stays flat and 1,000,000 members take minutes. Members vary by gender, age, caste,
 * height, education, occupation, place, marital status, preferences (some not 'Any', some for a place),
 * verification, photo privacy and visibility; the values are deterministic (hashes of the member number).
 * Running it again tops the database up to `--members` (it never duplicates). Then relates the bench members to
 * each other (`--no-relations` skips it): per member about 3 profile requests (all four outcomes), 1 in 20 a block,
 * 1 in 5 a photo access request; about 5 messages per accepted pair, with their conversation starts, and a contact
 * exchange for a fifth of those pairs. Set-based too (drawn by hashes of the member numbers, one transaction per
 * batch of members, `--jobs` connections side by side), so the benchmarks see plans over tables that hold rows.
 * Ends with VACUUM ANALYZE, so the listing's covering index answers with index-only scans at once. Also adds the
 * single bench viewer that `npm run explain -w bench` uses (she has no relations).
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

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    batch: { type: 'string', default: '50000' },
    /** Connections that add the relations side by side. */
    jobs: { type: 'string', default: '2' },
    'no-relations': { type: 'boolean', default: false },
  },
});
const target = Number(values.members);
const batchSize = Number(values.batch);
const jobs = Number(values.jobs);
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
if (!Number.isInteger(jobs) || jobs < 1 || jobs > 8) {
  console.error('--jobs must be a whole number from 1 to 8');
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

/** h(n, k): a deterministic pseudo-random whole number in [0, 2^31) for the number n (an SQL expression) and stream k. */
const h = (n: string, k: number) => `(hashint8extended((${n})::bigint, ${k}) & 2147483647)`;
/** A uniform fraction in [0, 1) of h(n, k). */
const hf = (n: string, k: number) => `(${h(n, k)}::float8 / 2147483648.0)`;
/** r(k): h of member g; u(k): its fraction, which squared favours the start of a list. */
const r = (k: number) => h('g', k);
const u = (k: number) => hf('g', k);
/**
 * What the relations need to know of member n, computed as the member insert computes it (which uses these very
 * expressions), so relating members needs no look-up of theirs.
 */
const memberId = (n: string) => `md5('sakinah-bench-member-' || (${n}))::uuid`;
const isFemale = (n: string) => `(${h(n, 1)} % 2 = 0)`;
const hasPrivatePhotos = (n: string) => `(${h(n, 40)} % 100 >= 65)`;
/** Computed later than the insert ran, it is never earlier than the stored one: what follows it stays after it. */
const joinedAt = (n: string) => `(now() - (${h(n, 47)} % 1576800) * interval '1 minute')`;
/** An entry of the text array `param`, by h(n, k). */
const pickOf = (param: string, n: string, k: number) => `(${param}::text[])[1 + ${h(n, k)} % array_length(${param}::text[], 1)]`;
const pick = (param: string, k: number) => pickOf(param, 'g', k);
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
  select g, case when ${isFemale('g')} then 'female' else 'male' end as gender,
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
  ${memberId('g')},
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
  case when ${hasPrivatePhotos('g')} then 'private' else 'public' end,
  case when ${r(41)} % 100 < 90 then 'public' else 'private' end,
  case when ${r(42)} % 100 < 94 then 'public' when ${r(42)} % 100 < 98 then 'followers' else 'private' end,
  ${r(43)} % 100 < 98,
  ${r(44)} % 100 < 1,
  case when ${r(45)} % 100 < 25 then 'verified' when ${r(45)} % 100 < 30 then 'submitted' else 'none' end,
  now() - (${r(46)} % 43200) * interval '1 minute',
  ${joinedAt('g')},
  now()
from m
on conflict do nothing`;
const insertPlans = `
insert into subscriptions (id, user_id, package_id, kind, plan_name, duration, ${derived.map(([c]) => `${c}, `).join('')}max_photos_views,
  max_profile_views, messaging_daily_cap, features, starts_at, ends_at, is_active)
select md5('sakinah-bench-plan-' || g)::uuid, ${memberId('g')}, p.id, 'complimentary', p.name, p.duration,
  ${derived.map(([, expr]) => `${expr}, `).join('')}p.max_photos_views, p.max_profile_views, p.messaging_daily_cap, p.features,
  now() - (${r(50)} % 300) * interval '1 day', now() - (${r(50)} % 300) * interval '1 day' + interval '365 days', true
from generate_series($1::int, $2::int) as g
join users u on u.id = ${memberId('g')}
cross join packages p
where p.slug = '${PLAN_SLUG}'
on conflict do nothing`;

/*
 * The faith profile and the wishes with their musts (issue 41), given to every bench member that has none yet (its
 * spoken languages, always given here, mark it): so the score's faith parts and the musts' filtering weigh on the
 * benches as on real members. About 80 % Sunni, 15 % Shia, 3 % "Just Muslim", 8 % unstated; a school for most; four
 * in ten Sunni or Shia members make their own sect a must, two more a nice-to-have; some wish for praying partners,
 * their own community (a must) or mother tongue. Deterministic by member number, like the rest.
 */
const faithOf = `
update users u set sect = f.sect, school = f.school, community = f.community, prayer = f.prayer,
  islamic_education = f.islamic_education, mother_tongue = f.mother_tongue, languages = f.languages,
  partner_preferences = jsonb_strip_nulls(jsonb_build_object(
    'sect', case when f.sect in ('sunni', 'shia') and ${h('f.g', 66)} % 100 < 40 then jsonb_build_object('values', jsonb_build_array(f.sect), 'must', true)
                 when f.sect is not null and ${h('f.g', 66)} % 100 < 60 then jsonb_build_object('values', jsonb_build_array(f.sect), 'must', false) end,
    'prayer', case when ${h('f.g', 67)} % 100 < 30 then '{"values": ["always", "usually"], "must": false}'::jsonb end,
    'community', case when f.community is not null and ${h('f.g', 68)} % 100 < 8 then jsonb_build_object('values', jsonb_build_array(f.community), 'must', true) end,
    'motherTongue', case when f.mother_tongue is not null and ${h('f.g', 69)} % 100 < 15 then jsonb_build_object('values', jsonb_build_array(f.mother_tongue), 'must', false) end))
from (
  select g, s.sect,
    case when ${h('g', 61)} % 100 < 15 then null
         when s.sect = 'sunni' then (array['hanafi', 'hanafi', 'deobandi', 'barelvi', 'barelvi', 'ahl_e_hadith', 'shafii'])[1 + ${h('g', 62)} % 7]
         when s.sect = 'shia' then (array['ithna_ashari', 'ithna_ashari', 'ithna_ashari', 'bohra', 'khoja'])[1 + ${h('g', 62)} % 5] end as school,
    case when ${h('g', 63)} % 100 < 10 then null
         else (array['sheikh', 'syed', 'ansari', 'qureshi', 'pathan', 'siddiqui', 'khan', 'rayeen', 'mughal', 'rizvi', 'naqvi', 'saifi', 'salmani', 'idrisi', 'mansoori'])[1 + floor(15 * ${hf('g', 63)} * ${hf('g', 63)})::int] end as community,
    case when ${h('g', 64)} % 100 < 10 then null when ${h('g', 64)} % 100 < 45 then 'always' when ${h('g', 64)} % 100 < 75 then 'usually'
         when ${h('g', 64)} % 100 < 95 then 'sometimes' else 'rarely' end as prayer,
    case when ${h('g', 65)} % 100 < 5 then null when ${h('g', 65)} % 100 < 85 then 'none' when ${h('g', 65)} % 100 < 93 then 'hafiz'
         when ${h('g', 65)} % 100 < 98 then 'alim' else 'qari' end as islamic_education,
    case when ${h('g', 70)} % 100 < 7 then null when ${h('g', 70)} % 100 < 62 then 'urdu' when ${h('g', 70)} % 100 < 87 then 'hindi'
         when ${h('g', 70)} % 100 < 95 then 'awadhi' else 'bengali' end as mother_tongue,
    case when ${h('g', 71)} % 100 < 50 then array['urdu', 'hindi'] when ${h('g', 71)} % 100 < 80 then array['urdu', 'hindi', 'english'] else array['hindi'] end as languages
  from generate_series($1::int, $2::int) as g
  cross join lateral (select case when ${h('g', 60)} % 100 < 8 then null when ${h('g', 60)} % 100 < 82 then 'sunni'
                                  when ${h('g', 60)} % 100 < 97 then 'shia' else 'just_muslim' end as sect) s
) f
where u.id = ${memberId('f.g')} and u.languages = '{}'`;

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

// Faith for every bench member still without it (members generated before issue 41's fields, or just now).
for (let lo = 1; lo <= target; lo += batchSize) {
  const hi = Math.min(target, lo + batchSize - 1);
  const t0 = Date.now();
  const given = await client.query(faithOf, [lo, hi]);
  if (given.rowCount) console.log(`  faith for members ${lo.toLocaleString('en')}–${hi.toLocaleString('en')}: ${given.rowCount.toLocaleString('en')} rows, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
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

/*
 * Relations between bench members, so that plans are measured over tables that hold rows: profile requests, blocks,
 * chats (messages, conversation starts, contact exchanges) and photo access requests. Every pair is drawn by its
 * later member n among members 1…n−1 (deterministic hashes of the numbers): a pair is drawn once, never both ways,
 * earlier members gather more pairs (as older accounts do: member 1 about 3·ln N, the last about 3), and a member's
 * pairs do not depend on how many members follow, so a top-up adds the new members' pairs and a rerun
 * finds every row already there (`on conflict do nothing`, the ids being hashes too). One transaction per batch of
 * members, in an order that keeps the application's rules: a block comes with no open request and no photo request
 * either way, and a photo request never crosses a block.
 */
/** p = n·PAIR + m: one number per pair of member numbers (both below 2^21, as --members is). */
const PAIR = 2097152;
/** A drawn pair (n, m) of opposite genders: its number p, the woman and the man, and when both had joined (at most 180 days ago). */
const pairPeople = `n::bigint * ${PAIR} + m as p,
      case when ${isFemale('n')} then ${memberId('n')} else ${memberId('m')} end as woman,
      case when ${isFemale('n')} then ${memberId('m')} else ${memberId('n')} end as man,
      greatest(${joinedAt('n')}, ${joinedAt('m')}, now() - interval '180 days') as since`;
/** Batch member n's k-th draw m among the members before her, for the members ($1–$2) that pass the gate. */
const drawn = (slots: number, gate: string, stream: number) => `
  select n, k, 1 + ${h('n::bigint * 16 + k', stream)} % (n - 1) as m
  from generate_series(greatest(2, $1::int), $2::int) as n cross join generate_series(1, ${slots}) as k
  where ${gate}`;
const GREETINGS = [
  'Assalamu alaikum, JazakAllah khair for accepting my request.',
  'Assalamu alaikum! I read your profile and felt we share the same values.',
  'Assalamu alaikum, how are you? I hope your family is well.',
  'Wa alaikum assalam. Thank you for your interest, I would like to know more about you.',
];
const CHATS = [
  'Alhamdulillah, all is well here. How was your week?',
  'What do you enjoy doing on weekends?',
  'My family would like to speak with yours, in sha Allah.',
  'I work long hours during the week, but I always keep Fridays for family.',
  'Where would you like to settle after marriage?',
  'I love cooking biryani for guests, it is my mother\u2019s recipe.',
  'Do you prefer living with your parents or on your own?',
  'That sounds lovely, MashaAllah.',
  'I will discuss this with my parents and get back to you.',
  'How important is further study or work to you after marriage?',
  'We visited my grandparents in the village this weekend.',
  'JazakAllah khair, that means a lot.',
  'Which masjid does your family usually go to?',
  'Ramadan at home is my favourite time of the year.',
];
const PHOTO_NOTES = [
  'Assalamu alaikum, my family liked your profile. May I see your photos?',
  'May I see your photos? I am happy to share mine as well.',
  'Assalamu alaikum, I would like to see your photos before we speak further.',
];
/** The batch's requests, drawn once and read by every statement that follows from them (dropped at commit). */
const pairsTable = `create temp table if not exists bench_pairs (p bigint not null, sender_id uuid not null, receiver_id uuid not null,
  status text not null, created_at timestamptz not null, responded_at timestamptz, messages int not null, starter_id uuid not null,
  pair_key text not null) on commit delete rows`;
// Each member draws 0 to 12 others and keeps those of the other gender: about 3 requests per member.
const fillPairs = `
insert into bench_pairs (p, sender_id, receiver_id, status, created_at, responded_at, messages, starter_id, pair_key)
select p, sender_id, receiver_id, status, created_at,
  case when status <> 'pending' then created_at + least(now() - created_at, interval '7 days') * ${hf('p', 105)} end,
  case when status = 'accepted' then ${h('p', 106)} % 11 else 0 end,
  case when ${h('p', 107)} % 100 < 60 then sender_id else receiver_id end,
  least(sender_id, receiver_id)::text || '|' || greatest(sender_id, receiver_id)::text
from (
  select p,
    case when ${h('p', 103)} % 100 < 70 then man else woman end as sender_id,
    case when ${h('p', 103)} % 100 < 70 then woman else man end as receiver_id,
    case when ${h('p', 104)} % 100 < 35 then 'pending' when ${h('p', 104)} % 100 < 65 then 'accepted'
      when ${h('p', 104)} % 100 < 90 then 'declined' else 'cancelled' end as status,
    since + (now() - since) * ${hf('p', 102)} as created_at
  from (
    select ${pairPeople}
    from (
      select distinct on (n, m) n, m from (${drawn(12, `k <= ${h('n', 100)} % 13`, 101)}) d
      where ${isFemale('n')} <> ${isFemale('m')}
      order by n, m, k
    ) picked
    offset 0 -- a fence: each pair's ids and times computed once, not once per use above
  ) pairs
) requests`;
const insertRequests = `
insert into profile_requests (id, sender_id, receiver_id, status, created_at, responded_at)
select md5('sakinah-bench-request-' || p)::uuid, sender_id, receiver_id, status, created_at, responded_at from bench_pairs
on conflict do nothing`;
/** When the i-th of a pair's messages was sent: spread from the acceptance to now, in order. */
const messageAt = (i: string) => `(bp.responded_at + (now() - bp.responded_at) * ((${i} - 1) + ${hf(`bp.p * 16 + ${i}`, 111)}) / bp.messages)`;
// 0 to 10 messages per accepted pair (5 on average); the client id is unique per sender as the pair's number is.
const insertMessages = `
insert into messages (id, pair_key, sender_id, receiver_id, client_id, text, created_at, read_at)
select md5('sakinah-bench-message-' || p || '-' || i)::uuid, pair_key, from_id,
  case when from_id = sender_id then receiver_id else sender_id end,
  'bench-' || p || '-' || i,
  case when i = 1 then ${pickOf('$1', 'p * 16 + i', 112)} else ${pickOf('$2', 'p * 16 + i', 112)} end,
  sent_at,
  -- The last one or two of a conversation are often unread yet.
  case when i <= messages - 2 or ${h('p * 16 + i', 113)} % 100 >= 40 then sent_at + least(now() - sent_at, interval '2 days') * ${hf('p * 16 + i', 114)} end
from (
  select bp.*, i, ${messageAt('i')} as sent_at,
    case when i = 1 then bp.starter_id when ${h('bp.p * 16 + i', 110)} % 2 = 0 then bp.sender_id else bp.receiver_id end as from_id
  from bench_pairs bp cross join generate_series(1, bp.messages) as i
  where bp.messages > 0
  offset 0
) m
on conflict do nothing`;
const insertStarts = `
insert into conversation_starts (pair_key, starter_id, started_at)
select pair_key, starter_id, ${messageAt('1')} from bench_pairs bp where messages > 0
on conflict do nothing`;
// About a fifth of accepted pairs, among those who exchanged two messages or more; no guardian is asked (none is set).
const insertExchanges = `
insert into contact_exchanges (pair_key, requester_id, status, created_at, responded_at)
select pair_key, requester_id, status, created_at,
  case when status <> 'pending' then created_at + least(now() - created_at, interval '2 days') * ${hf('p', 124)} end
from (
  select pair_key, p,
    case when ${h('p', 121)} % 2 = 0 then sender_id else receiver_id end as requester_id,
    case when ${h('p', 122)} % 100 < 50 then 'accepted' when ${h('p', 122)} % 100 < 75 then 'pending'
      when ${h('p', 122)} % 100 < 90 then 'declined' else 'withdrawn' end as status,
    first_at + (now() - first_at) * ${hf('p', 123)} as created_at
  from (select bp.*, ${messageAt('1')} as first_at from bench_pairs bp where messages >= 2 and ${h('p', 120)} % 100 < 24) x
) e
on conflict do nothing`;
// Some declined requests end with a block of the sender (about 3 per 100 members).
const insertBlocksOfDeclined = `
insert into blocks (blocker_id, blocked_id, created_at)
select receiver_id, sender_id, responded_at + least(now() - responded_at, interval '3 days') * ${hf('p', 131)}
from bench_pairs where status = 'declined' and ${h('p', 130)} % 100 < 4
on conflict do nothing`;
/** No block between a and b, either way. */
const unblocked = (a: string, b: string) =>
  `not exists (select 1 from blocks x where x.blocker_id = ${a} and x.blocked_id = ${b}) and not exists (select 1 from blocks x where x.blocker_id = ${b} and x.blocked_id = ${a})`;
// About a fifth of the members ask one member of the other gender with private photos (the first of 12 draws that is one;
// a member whose own photos are public finds one in 2 of 3 cases).
const insertPhotoRequests = `
insert into photo_access_requests (id, owner_id, requester_id, status, message, created_at, responded_at)
select md5('sakinah-bench-photo-request-' || p)::uuid, owner_id, requester_id, status, message, created_at,
  case when status <> 'pending' then created_at + least(now() - created_at, interval '5 days') * ${hf('p', 145)} end
from (
  select p, owner_id, requester_id,
    case when ${h('p', 142)} % 100 < 45 then 'pending' when ${h('p', 142)} % 100 < 85 then 'accepted' else 'rejected' end as status,
    case when ${h('p', 143)} % 100 < 50 then ${pickOf('$3', 'p', 146)} end as message,
    since + (now() - since) * ${hf('p', 144)} as created_at
  from (
    select n::bigint * ${PAIR} + m as p,
      case when owner_is_n then ${memberId('n')} else ${memberId('m')} end as owner_id,
      case when owner_is_n then ${memberId('m')} else ${memberId('n')} end as requester_id,
      greatest(${joinedAt('n')}, ${joinedAt('m')}, now() - interval '180 days') as since
    from (
      select distinct on (n) n, m, owner_is_n from (
        select d.*, ${h('n::bigint * 16 + k', 141)} % 2 = 0 as owner_is_n from (${drawn(12, `${h('n', 139)} % 100 < 26`, 140)}) d
      ) d
      where ${isFemale('n')} <> ${isFemale('m')} and case when owner_is_n then ${hasPrivatePhotos('n')} else ${hasPrivatePhotos('m')} end
      order by n, k
    ) picked
    offset 0
  ) pairs
) requests
where ${unblocked('owner_id', 'requester_id')}
on conflict do nothing`;
// About 2 members in 100 block someone they never dealt with (a request or a photo request either way would be
// closed by the block): the first of 4 draws of the other gender. Women block more often.
const insertBlocksOfStrangers = `
insert into blocks (blocker_id, blocked_id, created_at)
select blocker_id, blocked_id, since + (now() - since) * ${hf('p', 153)}
from (
  select p,
    case when ${h('p', 152)} % 100 < 70 then woman else man end as blocker_id,
    case when ${h('p', 152)} % 100 < 70 then man else woman end as blocked_id,
    since
  from (
    select ${pairPeople}
    from (
      select distinct on (n) n, m from (${drawn(4, `${h('n', 150)} % 1000 < 21`, 151)}) d
      where ${isFemale('n')} <> ${isFemale('m')}
      order by n, k
    ) picked
    offset 0
  ) pairs
) b
where not exists (select 1 from profile_requests r where r.sender_id = blocker_id and r.receiver_id = blocked_id)
  and not exists (select 1 from profile_requests r where r.sender_id = blocked_id and r.receiver_id = blocker_id)
  and not exists (select 1 from photo_access_requests a where a.owner_id = blocker_id and a.requester_id = blocked_id)
  and not exists (select 1 from photo_access_requests a where a.owner_id = blocked_id and a.requester_id = blocker_id)
on conflict do nothing`;

/** New rows and time per table, over all batches (statement time, summed over the connections). */
const relationStats = new Map<string, { rows: number; ms: number }>();
/** Runs an insert into `table` (or, with `counts` false, a step of its, whose rows are not the table's). */
async function timed(db: pg.Client, table: string, text: string, values: unknown[] = [], counts = true): Promise<void> {
  const t0 = Date.now();
  const result = await db.query(text, values);
  const stat = relationStats.get(table) ?? { rows: 0, ms: 0 };
  relationStats.set(table, { rows: stat.rows + (counts ? (result.rowCount ?? 0) : 0), ms: stat.ms + Date.now() - t0 });
}
/** The relations drawn by members lo–hi, in one transaction. */
async function relate(db: pg.Client, lo: number, hi: number): Promise<void> {
  const t0 = Date.now();
  await db.query('begin');
  await timed(db, 'profile_requests', fillPairs, [lo, hi], false);
  await timed(db, 'profile_requests', insertRequests);
  await timed(db, 'messages', insertMessages, [GREETINGS, CHATS]);
  await timed(db, 'conversation_starts', insertStarts);
  await timed(db, 'contact_exchanges', insertExchanges);
  await timed(db, 'blocks', insertBlocksOfDeclined);
  await timed(db, 'photo_access_requests', insertPhotoRequests, [lo, hi, PHOTO_NOTES]);
  await timed(db, 'blocks', insertBlocksOfStrangers, [lo, hi]);
  await db.query('commit');
  console.log(`  relations of members ${lo.toLocaleString('en')}–${hi.toLocaleString('en')}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

const members = Number((await client.query(`select count(*)::int as n from users where email like $1`, [`bulk%@${BENCH_EMAIL_DOMAIN}`])).rows[0].n);
if (values['no-relations']) {
  console.log('Relations between bench members: skipped (--no-relations).');
} else if (members >= 2) {
  // The relations take each member's id and gender from her number: bench members 1…members, as this file makes them.
  const agree = (
    await client.query(
      `select count(*)::int as n from (select generate_series(1, least($1::int, 2000)) union select $1::int) as s(g)
       join users u on u.id = ${memberId('g')} and u.email = 'bulk' || g || '@${BENCH_EMAIL_DOMAIN}' and u.gender = case when ${isFemale('g')} then 'female' else 'male' end`,
      [members],
    )
  ).rows[0].n as number;
  if (agree !== Math.min(members, 2000) + (members > 2000 ? 1 : 0)) {
    console.error(`The bench members here are not numbered 1–${members} as this generator makes them (another version's?): no relations added (--no-relations skips them).`);
    process.exit(1);
  }
  // Batches share no pair (a pair belongs to its later member), so they may run side by side, one per core.
  const parallel = Math.min(jobs, Math.ceil(members / batchSize));
  console.log(`Relations between bench members 1–${members.toLocaleString('en')}, in batches of ${batchSize.toLocaleString('en')} on ${parallel} connection(s):`);
  const connections = await Promise.all(
    Array.from({ length: parallel }, async () => {
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      await db.query('set synchronous_commit = off');
      // Each pair's messages come from generate_series, which PostgreSQL expects to give 1,000 rows: it would
      // JIT-compile inserts that take a second, for longer than compiling saves.
      await db.query('set jit = off');
      await db.query(pairsTable);
      return db;
    }),
  );
  let next = 1;
  await Promise.all(
    connections.map(async (db) => {
      while (next <= members) {
        const lo = next;
        next += batchSize;
        await relate(db, lo, Math.min(members, lo + batchSize - 1));
      }
      await db.end();
    }),
  );
}
const relatedAt = Date.now();
if (relationStats.size) console.log('  per table, new rows and the time of their statements (summed over the connections):');
for (const [table, { rows, ms }] of relationStats) {
  console.log(`    ${table}: ${rows.toLocaleString('en')} new rows in ${(ms / 1000).toFixed(1)} s${ms ? ` (${Math.round((rows / ms) * 1000).toLocaleString('en')} rows/s)` : ''}`);
}

// The members above were written around the application, so no stored match list knows them: forget every
// list (each member rebuilds hers on her next browse, docs/matching.md). Absent before migration 0014.
await client.query(`do $$ begin if to_regclass('match_list_heads') is not null then truncate match_list_heads; end if; end $$`);

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
// The relations too: the listing's and the conversation list's anti-joins on blocks and requests read their indexes only.
const VACUUMED = ['users', 'subscriptions', 'profile_requests', 'blocks', 'messages', 'conversation_starts', 'contact_exchanges', 'photo_access_requests'];
const visible = new Map<string, number>();
for (const table of VACUUMED) visible.set(table, await vacuumUntilVisible(table));
await client.query('analyze');
const done = Date.now();

const total = (await client.query(`select count(*)::int as n from users where email like $1`, [`bulk%@${BENCH_EMAIL_DOMAIN}`])).rows[0].n;
const size = (await client.query(`select pg_size_pretty(pg_database_size(current_database())) as s`)).rows[0].s;
console.log(
  `Bench members: ${Number(total).toLocaleString('en')} (inserted in ${((insertedAt - startedAt) / 1000).toFixed(1)} s, relations ${((relatedAt - insertedAt) / 1000).toFixed(1)} s, ` +
    `VACUUM ANALYZE ${((done - relatedAt) / 1000).toFixed(1)} s, total ${((done - startedAt) / 1000).toFixed(1)} s; database ${size}; all-visible pages: ` +
    `${[...visible].map(([table, share]) => `${table} ${(share * 100).toFixed(1)} %`).join(', ')})`,
);
console.log(`Every bench member has a complimentary Premium plan in force; password ${BENCH_MEMBER_PASSWORD}.`);
console.log(`Query-plan viewer: ${BENCH_VIEWER.email} / ${BENCH_VIEWER.password}`);
await client.end();
