/**
 * `npm run bench:messages` (issue 45, docs/performance.md "A message's round trips"): what one message costs, against
 * a running server (BENCH_URL, default http://localhost:5000) on PostgreSQL (DATABASE_URL, the server's database, with
 * `seed:bulk`'s members). Pairs of bench members are connected (an accepted request) and signed in by session rows,
 * then write to each other as an open loop (open-load.ts) at RATE messages a second (default 150) for DURATION_S
 * (default 10) after a 3 s warm-up; it prints the rate answered, p50 and p99, and the CPU per message of the server,
 * PostgreSQL's backends and this load generator (cpu-accounting.ts). The receivers never read, so after the first
 * message of each pair no notification is added (one per conversation until she opens it), as in a live chat.
 */
import pg from 'pg';
import { connectInPairs, exitUnlessLocal, messagesBetween, postgresUrlOrExit, signInBenchMembers } from './bench-members';
import { cpuPerRequest, cpuSnapshot, listeningPid } from './cpu-accounting';
import { openLoad } from './open-load';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:5000';
const databaseUrl = postgresUrlOrExit(process.env.DATABASE_URL, baseUrl);
const rate = Number(process.env.RATE ?? 150);
const durationS = Number(process.env.DURATION_S ?? 10);
const PAIRS = 200;
const SESSION_AGENT = 'sakinah-bench-messages';

exitUnlessLocal(baseUrl);
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();

// Members open to messages, from a slice bench:scale does not use.
const members = await signInBenchMembers(db, { count: PAIRS * 2, offset: 30_000, agent: SESSION_AGENT, openToMessages: true });
if (members.length < PAIRS * 2) {
  console.error(`Only ${members.length} bench members to pair: run \`npm run seed:bulk\` against DATABASE_URL first.`);
  process.exit(2);
}
const pairs = await connectInPairs(db, members);

const next = messagesBetween(pairs);
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
