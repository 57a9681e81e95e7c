/**
 * What the loads against a running server share (bench:scale, bench:messages, bench): the checks before they start (a
 * target on this machine, its PostgreSQL database), and `seed:bulk`'s members signed in by session rows and paired.
 */
import crypto from 'node:crypto';
import type pg from 'pg';
import { SESSION_HINT_COOKIE } from '@sakinah/contract';

export const BENCH_EMAILS = 'bulk%@bench.sakinah.local';

export interface SignedIn {
  id: string;
  cookie: string;
}

/** Exits unless `baseUrl` is on this machine: benchmarks never load another. */
export function exitUnlessLocal(baseUrl: string): void {
  if (!['localhost', '127.0.0.1', '[::1]', '::1'].includes(new URL(baseUrl).hostname)) {
    console.error(`Refusing to load ${baseUrl}: benchmarks only target this machine.`);
    process.exit(2);
  }
}

/** DATABASE_URL when it names PostgreSQL (the server's database); exits otherwise. */
export function postgresUrlOrExit(databaseUrl: string | undefined, target: string): string {
  if (!databaseUrl || !/^postgres/.test(databaseUrl)) {
    console.error(`Set DATABASE_URL to the PostgreSQL database of the server at ${target}.`);
    process.exit(2);
  }
  return databaseUrl;
}

/**
 * `count` bench members from `offset` on (in id order), each with a new session row under `agent` and its cookie.
 * openToMessages: only members who may be messaged once connected (not invisible, searchable, a public profile): the
 * generator makes a few percent of them hide, and the policy refuses messages to those (privacy/policy.ts).
 */
export async function signInBenchMembers(db: pg.Client, options: { count: number; offset: number; agent: string; openToMessages?: boolean }): Promise<SignedIn[]> {
  const open = options.openToMessages ? `and not invisible_mode and searchable and profile_visibility = 'public'` : '';
  const picked = (
    await db.query(
      `select id from users where email like $1 and status = 'Active' and gender in ('male', 'female') ${open} order by id offset $2 limit $3`,
      [BENCH_EMAILS, options.offset, options.count],
    )
  ).rows as Array<{ id: string }>;
  const tokens = picked.map(() => crypto.randomBytes(32).toString('base64url'));
  await db.query(
    `insert into sessions (user_id, token_hash, user_agent, ip, expires_at)
     select unnest($1::uuid[]), unnest($2::text[]), $3, '127.0.0.1', now() + interval '1 day'`,
    [picked.map((v) => v.id), tokens.map((token) => crypto.createHash('sha256').update(token).digest('hex')), options.agent],
  );
  return picked.map((v, i) => ({ id: v.id, cookie: `sid=${tokens[i]!}; ${SESSION_HINT_COOKIE}=1` }));
}

/**
 * Members two by two, connected as after "Accept" (an accepted request): whatever the generator left between two of
 * them (pending, declined, removed) is removed first, as it would leave the pair unconnected.
 */
export async function connectInPairs(db: pg.Client, members: SignedIn[]): Promise<Array<[SignedIn, SignedIn]>> {
  const pairs: Array<[SignedIn, SignedIn]> = [];
  for (let i = 0; i + 1 < members.length; i += 2) pairs.push([members[i]!, members[i + 1]!]);
  const [firsts, seconds] = [pairs.map(([a]) => a.id), pairs.map(([, b]) => b.id)];
  await db.query(
    `delete from profile_requests r using unnest($1::uuid[], $2::uuid[]) as p(a, b)
     where (r.sender_id = p.a and r.receiver_id = p.b) or (r.sender_id = p.b and r.receiver_id = p.a)`,
    [firsts, seconds],
  );
  await db.query(`insert into profile_requests (sender_id, receiver_id, status) select unnest($1::uuid[]), unnest($2::uuid[]), 'accepted'`, [firsts, seconds]);
  return pairs;
}

/**
 * The next message of a conversation stream: each pair in turn, its two members taking turns to write, each message
 * with a new clientId (a resend would store nothing).
 */
export function messagesBetween(pairs: Array<[SignedIn, SignedIn]>): () => { cookie: string; path: string; body: string } {
  const runTag = crypto.randomBytes(4).toString('hex');
  let sent = 0;
  return () => {
    const k = sent++;
    const [a, b] = pairs[Math.floor(k / 2) % pairs.length]!;
    const [from, to] = k % 2 === 0 ? [a, b] : [b, a];
    return { cookie: from.cookie, path: `/api/messages/${to.id}`, body: JSON.stringify({ clientId: `bench-${runTag}-${k}`, text: 'Assalamu alaikum, how is everyone at home?' }) };
  };
}
