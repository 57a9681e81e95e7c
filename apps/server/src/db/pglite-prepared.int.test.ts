import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { markPreparedText, PreparingPGlite } from './pglite-prepared';
import { createTestApp } from '../test/test-app';
import { MATCH, activeMember } from '../test/factories';

/**
 * The embedded database runs the statements the code prepares by name as named prepared statements
 * (parsed and planned once, then Bind/Execute/Sync). Their answers must be exactly what the usual
 * path gives, errors must leave the connection usable, and the locks must hold as `query`'s do.
 */
const describePglite = describe.skipIf(process.env.TEST_DB === 'postgres');

const rowsText = 'select id, at, born, tags, doc, n, note from prepared_probe where n >= $1 and id <> $2 order by n';
const countText = 'select count(*)::int as count from prepared_probe';
// drizzle's PGlite driver passes parsers like these: dates and instants stay text.
const drizzleLike = {
  rowMode: 'object' as const,
  parsers: { [types.TIMESTAMPTZ]: (value: string) => value, [types.DATE]: (value: string) => value },
};

let client: PreparingPGlite;
beforeAll(async () => {
  client = new PreparingPGlite();
  await client.exec(`
    create table prepared_probe (id uuid primary key, at timestamptz not null, born date, tags text[] not null, doc jsonb, n int not null, note text);
    insert into prepared_probe values
      ('00000000-0000-4000-8000-000000000001', '2026-01-02 03:04:05.123456+00', '1996-02-29', '{a,"b c"}', '{"k":[1,2]}', 1, null),
      ('00000000-0000-4000-8000-000000000002', '2026-03-04 05:06:07+05:30', null, '{}', null, 2, 'two'),
      ('00000000-0000-4000-8000-000000000003', '2026-05-06 07:08:09+00', '2000-01-01', '{x}', '"s"', 3, 'it''s');`);
  markPreparedText(rowsText);
  markPreparedText(countText);
}, 60_000);
afterAll(async () => client.close());

async function preparedStatements() {
  const { rows } = await client.query<{ name: string; executions: number }>(
    "select name, (generic_plans + custom_plans)::int as executions from pg_prepared_statements where name like 'named_%' order by name",
  );
  return rows;
}

describePglite('PreparingPGlite', () => {
  it('answers a registered statement exactly as the usual path does, in both row modes and with null parameters', async () => {
    const parameters = [1, '00000000-0000-4000-8000-000000000009'];
    // The trailing space makes the same statement an unregistered text.
    for (const options of [drizzleLike, { ...drizzleLike, rowMode: 'array' as const }, undefined]) {
      const named = await client.query(rowsText, parameters, options);
      const usual = await client.query(`${rowsText} `, parameters, options);
      expect(named.rows).toHaveLength(3);
      expect(named.rows).toEqual(usual.rows);
      expect(named.fields).toEqual(usual.fields);
    }
    const withNull = await client.query(rowsText, [2, null], drizzleLike);
    expect(withNull.rows).toEqual([]); // `id <> null` is never true
  });

  it('parses a registered statement once and executes it under its name after', async () => {
    const before = (await preparedStatements()).find((row) => row.name === 'named_1')?.executions ?? 0;
    for (let i = 0; i < 7; i += 1) await client.query(rowsText, [i % 4, '00000000-0000-4000-8000-000000000001'], drizzleLike);
    const statements = await preparedStatements();
    expect(statements.map((row) => row.name)).toEqual(['named_1']);
    expect(statements[0]!.executions).toBe(before + 7);
  });

  it('rejects a bad value with the database error and stays usable', async () => {
    await expect(client.query(rowsText, [1, 'not-a-uuid'], drizzleLike)).rejects.toMatchObject({ code: '22P02' });
    const { rows } = await client.query(rowsText, [3, '00000000-0000-4000-8000-000000000001'], drizzleLike);
    expect(rows).toHaveLength(1);
    // Not inside a failed transaction: an ordinary statement works too.
    expect((await client.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('waits for a transaction in progress, as query does, and runs inside one the usual way', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedSignal = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into prepared_probe values ('00000000-0000-4000-8000-000000000004', now(), null, '{}', null, 4, null)");
      expect((await tx.query<{ count: number }>(countText)).rows).toEqual([{ count: 4 }]);
      inserted();
      await held;
      await tx.query('delete from prepared_probe where n = 4');
    });
    await insertedSignal;
    // Asked while the transaction holds its row: had it not waited, the one connection would show 4.
    const outside = client.query<{ count: number }>(countText);
    setTimeout(release, 50);
    await transaction;
    expect((await outside).rows).toEqual([{ count: 3 }]);
  });

  it('gives each of many calls at once its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => client.query<{ n: number }>(rowsText, [(i % 3) + 1, '00000000-0000-4000-8000-000000000009'])),
    );
    answers.forEach((answer, i) => expect(answer.rows.map((row) => row.n)).toEqual([1, 2, 3].slice(i % 3)));
  });
});

describePglite('statements queued on the embedded database', () => {
  it('run one per turn of the event loop, so timers and I/O get their turn between them', async () => {
    const done: number[] = [];
    let turns = 0;
    const countTurns = () => {
      turns += 1;
      if (done.length < 5) setImmediate(countTurns);
    };
    setImmediate(countTurns);
    // Queued together behind the one lock, registered and unregistered texts alike.
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        (i % 2 ? client.query(countText) : client.query('select 1 as one')).then(() => done.push(turns)),
      ),
    );
    // The turn count seen by each statement as it finished: one statement per turn, never two in one.
    expect(new Set(done).size).toBe(done.length);
  });

  it('let a burst of new connections in while a long queue of statements runs', async () => {
    // Node accepts one new connection per turn of the event loop. Were the queued statements all run in one
    // turn, the connection would be accepted only after the last of them.
    const server = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const queued = 200;
      let finished = 0;
      const acceptedAfter: number[] = [];
      server.on('connection', () => acceptedAfter.push(finished));
      const statements = Promise.all(Array.from({ length: queued }, () => client.query(countText).then(() => (finished += 1))));
      const clients = Array.from({ length: 5 }, () => net.connect(port, '127.0.0.1').on('error', () => undefined));
      await statements;
      await new Promise((resolve) => setTimeout(resolve, 50));
      clients.forEach((socket) => socket.destroy());
      expect(acceptedAfter).toHaveLength(5);
      // All five were let in while statements were still queued (before the queue's end, not after it).
      expect(Math.max(...acceptedAfter)).toBeLessThan(queued);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describePglite('the embedded database behind the app', () => {
  it("runs the hot paths' statements as named statements (the profile view, featured profiles)", async () => {
    const t = await createTestApp();
    try {
      expect(t.database.kind).toBe('pglite');
      const bride = await activeMember(t.app, t.database.db, { ...MATCH.bride });
      const groom = await activeMember(t.app, t.database.db, { ...MATCH.groom });
      const viewed = await t.app.inject({ method: 'GET', url: `/api/user/${bride.member.id}`, headers: { cookie: groom.cookie } });
      expect(viewed.statusCode).toBe(200);
      const listed = await t.app.inject({ method: 'GET', url: '/api/featured-profiles', headers: { cookie: groom.cookie } });
      expect(listed.json().profiles.map((card: { id: string }) => card.id)).toContain(bride.member.id);
      const named = await t.database.db.execute(sql`select statement from pg_prepared_statements where name like 'named_%'`);
      const texts = (named as unknown as { rows: Array<{ statement: string }> }).rows.map((row) => row.statement);
      // The view's statement (it alone reads the viewed member's avatar as viewed_avatar) and the page's (match_list_heads).
      expect(texts.some((text) => text.includes('"viewed_avatar"'))).toBe(true);
      expect(texts.some((text) => text.includes('match_list_heads'))).toBe(true);
    } finally {
      await t.close();
    }
  });
});
