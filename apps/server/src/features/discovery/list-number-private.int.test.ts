import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MATCH, buildMember, givePlan, signIn, signInAdmin } from '../../test/factories';

/**
 * A member's list number (users.list_number, docs/matching.md "List numbers instead of ids") only names her inside
 * stored lists: it counts members in the order they joined, so no answer may carry it, to herself, another member
 * or an admin.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const rowsOf = <T,>(result: unknown) => (result as { rows: T[] }).rows;

describe('the list number is never shown', () => {
  it('is given to every member, once, and appears in no answer about her', async () => {
    const groom = await buildMember(t.database.db, { status: 'Active', ...MATCH.groom });
    await givePlan(t.database.db, groom.id);
    const bride = await buildMember(t.database.db, { status: 'Active', ...MATCH.bride });
    await givePlan(t.database.db, bride.id);
    const numbers = rowsOf<{ id: string; list_number: number }>(
      await t.database.db.execute(sql`select id, list_number from users where id in (${groom.id}::uuid, ${bride.id}::uuid)`),
    );
    expect(numbers).toHaveLength(2);
    expect(new Set(numbers.map((row) => row.list_number)).size).toBe(2);

    const cookie = await signIn(t.app, groom.email);
    const admin = await signInAdmin(t.app, t.database.db);
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/featured-profiles', headers: { cookie } }),
      await t.app.inject({ method: 'GET', url: '/api/all-users', headers: { cookie } }),
      await t.app.inject({ method: 'GET', url: `/api/user/${bride.id}`, headers: { cookie } }),
      await t.app.inject({ method: 'GET', url: `/api/user/${groom.id}`, headers: { cookie } }),
      await t.app.inject({ method: 'GET', url: '/api/daily-suggestions', headers: { cookie } }),
      await t.app.inject({ method: 'GET', url: `/api/admin/members/${bride.id}`, headers: { cookie: admin } }),
    ];
    // The listing shows her: the answers are about her, not empty refusals.
    expect(answers[0]!.statusCode).toBe(200);
    expect((answers[0]!.json().profiles as Array<{ id: string }>).some((card) => card.id === bride.id)).toBe(true);
    expect(answers[2]!.statusCode).toBe(200);
    expect(answers[5]!.statusCode).toBe(200);
    for (const answer of answers) {
      expect(answer.body).not.toMatch(/list_?number/i);
    }
  });

  it('a member added later gets a larger number than every earlier one', async () => {
    const before = rowsOf<{ n: number }>(await t.database.db.execute(sql`select max(list_number)::int as n from users`))[0]!.n;
    const later = await buildMember(t.database.db, { status: 'Active', ...MATCH.bride });
    const [row] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select list_number as n from users where id = ${later.id}::uuid`));
    expect(row!.n).toBeGreaterThan(before);
  });
});
