import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bornBy } from './pair-score.repo';
import { yearsBetween } from './match-score';

/**
 * The score's age window is written as birth-date bounds (bornBy) rather than age() per candidate:
 * it must agree with yearsBetween (the score's definition) on every birthday edge, leap days too.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysAround = (center: string, span: number) =>
  Array.from({ length: 2 * span + 1 }, (_, i) => isoDay(new Date(Date.parse(`${center}T00:00:00Z`) + (i - span) * 86_400_000)));

describe('bornBy', () => {
  it('agrees with whole years of age on birthdays, month ends and 29 February', async () => {
    const days = ['2026-11-23', '2027-02-28', '2027-03-01', '2028-02-28', '2028-02-29', '2028-03-01', '2026-12-31', '2027-01-01'];
    const dobs = [
      ...daysAround('2000-02-29', 3),
      ...daysAround('2001-02-28', 2),
      ...daysAround('1996-11-23', 2),
      ...daysAround('1999-12-31', 2),
      '1825-01-01',
      '2010-06-15',
    ];
    const yearsList = [0, 1, 18, 25, 26, 27, 28, 30, 31, 51, 201];
    const cases = days.flatMap((day) => yearsList.map((years) => ({ day, years })));
    const result = await t.database.db.execute(sql`
      select c.day, c.years, to_char(${bornBy(sql`c.day::date`, sql`c.years`)}, 'YYYY-MM-DD') as born_by
      from jsonb_to_recordset(${JSON.stringify(cases)}::jsonb) as c(day text, years int)
    `);
    const rows = (result as unknown as { rows: Array<{ day: string; years: number; born_by: string }> }).rows;
    expect(rows).toHaveLength(cases.length);
    let checked = 0;
    for (const { day, years, born_by: latest } of rows) {
      for (const dob of dobs) {
        if (dob > day) continue;
        expect({ day, dob, years, inWindow: dob <= latest }).toEqual({ day, dob, years, inWindow: yearsBetween(dob, day) >= years });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
