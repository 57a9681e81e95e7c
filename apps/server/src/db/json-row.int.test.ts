import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, getTableColumns, sql, type Table } from 'drizzle-orm';
import { sessions, subscriptions, users } from './schema';
import { jsonRow } from './json-row';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildMember, givePlan, signIn } from '../test/factories';

/**
 * A row read as one JSON column (jsonRow, the session's member and plan on every signed-in request, the member a
 * profile view opens) must come back exactly as selecting its columns does: every type the tables use, nulls,
 * arrays, dates as text, instants to the microsecond.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const full = await buildMember(t.database.db, {
    status: 'Active', gender: 'female', caste: 'Syed', casteInterestedIn: ['Syed', 'Khan', "O'Brien \"quoted\""], dob: '1996-02-29',
    height: "5'4", education: 'Masters', occupation: 'Doctor', state: 'Kerala', city: 'Kochi', ageRangePreference: '26-30',
    heightPreference: 'Any', educationPreference: 'Masters', occupationPreference: 'Any', locationPreference: 'Ker%ala_\\',
    invisibleMode: true, searchable: false,
  });
  await givePlan(t.database.db, full.id);
  await signIn(t.app, full.email);
  // Instants with microseconds, and columns left null on other rows set here.
  await t.database.db.execute(sql`
    update users set approved_at = timestamptz '2026-01-02 03:04:05.123456+00', deactivated_at = timestamptz '2026-03-04 05:06:07.000001+05:30',
                     last_active_at = now()
    where id = ${full.id}`);
  await buildMember(t.database.db, { status: 'Pending', casteInterestedIn: [], dob: null, height: null });
}, 60_000);
afterAll(async () => t.close());

async function bothWays<T extends Table>(table: T, name: string) {
  const columns = await t.database.db.select().from(table as Table).orderBy(asc(sql.raw(`${name}.id`)));
  const mapper = jsonRow(table);
  const json = await t.database.db.select({ row: mapper.select() }).from(table as Table).orderBy(asc(sql.raw(`${name}.id`)));
  return { columns, decoded: json.map(({ row }) => mapper.rowOf(row as Record<string, unknown> | null)) };
}

describe('jsonRow', () => {
  it.each([
    ['users', users],
    ['sessions', sessions],
    ['subscriptions', subscriptions],
  ] as const)('%s: the JSON row decodes to what selecting its columns gives', async (name, table) => {
    const { columns, decoded } = await bothWays(table, name);
    expect(columns.length).toBeGreaterThan(0);
    expect(decoded).toEqual(columns);
    // Every column is there (none dropped by a name mismatch).
    for (const row of decoded) expect(Object.keys(row!).sort()).toEqual(Object.keys(getTableColumns(table)).sort());
  });

  it('an outer join that found nothing is null, not a row of nulls', async () => {
    const mapper = jsonRow(subscriptions);
    const [row] = await t.database.db
      .select({ plan: mapper.select() })
      .from(users)
      .leftJoin(subscriptions, sql`false`)
      .limit(1);
    expect(mapper.rowOf(row!.plan)).toBeNull();
  });
});
