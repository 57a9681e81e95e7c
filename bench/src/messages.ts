/**
 * `npm run bench:messages` (issue 45, docs/performance.md "A message's round trips"): what one message costs, against
 * a running server (BENCH_URL, default http://localhost:5000) on PostgreSQL (DATABASE_URL, the server's database, with
 * `seed:bulk`'s members). Pairs of bench members are connected (an accepted request) and signed in by session rows,
 * then write to each other as an open loop (open-load.ts) at RATE messages a second (default 150) for DURATION_S
 * (default 10) after a 3 s warm-up; it prints the rate answered, p50 and p99, and the CPU per message of the server,
 * PostgreSQL's backends and this load generator (cpu-accounting.ts). The receivers never read, so after the first
 * message of each pair no notification is added (one per conversation until she opens it), as in a live chat.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { SESSION_HINT_COOKIE } from '@sakinah/contract';
import { cpuPerRequest, cpuSnapshot, listeningPid } from './cpu-accounting';
import { openLoad } from './open-load';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:5000';
const databaseUrl = process.env.DATABASE_URL;
const rate = Number(process.env.RATE ?? 150);
const durationS = Number(process.env.DURATION_S ?? 10);
const PAIRS = 200;
const SESSION_AGENT = 'sakinah-bench-messages';

if (!databaseUrl || !/^postgres/.test(databaseUrl)) {
  console.error('Set DATABASE_URL to the PostgreSQL database of the server at BENCH_URL.');
  process.exit(2);
}
if (!['localhost', '127.0.0.1'].includes(new URL(baseUrl).hostname)) {
  console.error(`Refusing to load ${baseUrl}: benchmarks only target this machine.`);
  process.exit(2);
}
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();

// Members open to messages (not hidden, searchable, public), from a slice bench:scale does not use.
const picked = (
  await db.query(
    `select id from users where email like 'bulk%@bench.sakinah.local' and status = 'Active' and gender in ('male', 'female')
       and not invisible_mode and searchable and profile_visibility = 'public'
     order by id offset 30000 limit $1`,
    [PAIRS * 2],
  )
).rows as Array<{ id: string }>;
if (picked.length < PAIRS * 2) {
  console.error(`Only ${picked.length} bench members to pair: run \`npm run seed:bulk\` against DATABASE_URL first.`);
  process.exit(2);
}
const tokens = picked.map(() => crypto.randomBytes(32).toString('base64url'));
await db.query(
  `insert into sessions (user_id, token_hash, user_agent, ip, expires_at)
   select unnest($1::uuid[]), unnest($2::text[]), $3, '127.0.0.1', now() + interval '1 day'`,
  [picked.map((m) => m.id), tokens.map((token) => crypto.createHash('sha256').update(token).digest('hex')), SESSION_AGENT],
);
const members = picked.map((m, i) => ({ id: m.id, cookie: `sid=${tokens[i]!}; ${SESSION_HINT_COOKIE}=1` }));
const pairs = Array.from({ length: PAIRS }, (_, i) => [members[2 * i]!, members[2 * i + 1]!] as const);
const [firsts, seconds] = [pairs.map(([a]) => a.id), pairs.map(([, b]) => b.id)];
// Whatever the generator left between two of them (pending, declined, removed) would leave the pair unconnected.
await db.query(
  `delete from profile_requests r using unnest($1::uuid[], $2::uuid[]) as p(a, b)
   where (r.sender_id = p.a and r.receiver_id = p.b) or (r.sender_id = p.b and r.receiver_id = p.a)`,
  [firsts, seconds],
);
await db.query(`insert into profile_requests (sender_id, receiver_id, status) select unnest($1::uuid[]), unnest($2::uuid[]), 'accepted'`, [firsts, seconds]);

const runTag = crypto.randomBytes(4).toString('hex');
let sent = 0;
const next = () => {
  const k = sent++;
  const [a, b] = pairs[Math.floor(k / 2) % pairs.length]!;
  const [from, to] = k % 2 === 0 ? [a, b] : [b, a];
  return { cookie: from.cookie, path: `/api/messages/${to.id}`, body: JSON.stringify({ clientId: `bench-${runTag}-${k}`, text: 'Assalamu alaikum, how is everyone at home?' }) };
};
const stream = { baseUrl, path: '/api/messages/x', method: 'POST' as const, rate, connections: 20, next };
await openLoad({ ...stream, durationS: 3 });
const serverPid = listeningPid(Number(new URL(baseUrl).port || 80));
const before = await cpuSnapshot(db, serverPid);
const result = await openLoad({ ...stream, durationS });
const cpu = cpuPerRequest(before, await cpuSnapshot(db, serverPid), Math.max(1, result.requests));
console.log(
  `messages at ${rate}/s asked for ${durationS} s: ${result.rps}/s answered, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}${result.codes ? ` (${result.codes})` : ''}; CPU per message ${cpu} ms (server / PostgreSQL / bench)`,
);
await db.query(`delete from sessions where user_agent = $1`, [SESSION_AGENT]);
await db.end();
