import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { CASTE_MAPPING, CASTES, COMMUNITIES, SCHOOLS, SECTS } from '@sakinah/contract';
import { users } from './schema';
import { findMigrationsFolder } from './client';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildMember } from '../test/factories';

/**
 * Migration 0030 moves each member's old caste into community, and sect and school where the old value was one
 * (issue 41), on PGlite and PostgreSQL. Its data step is run again here over members written with the old fields
 * only, as they were before it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const dataStep = () => {
  const text = fs.readFileSync(path.join(findMigrationsFolder(), '0033_faith_profile.sql'), 'utf8');
  return text.split('--> statement-breakpoint').find((part) => part.includes('UPDATE "users"'))!;
};

describe('the caste migration', () => {
  it('maps every old caste, keeps the caste, and never overwrites a faith field already set', async () => {
    const db = t.database.db;
    const members = [];
    for (const caste of CASTES) members.push(await buildMember(db, { caste }));
    const stated = await buildMember(db, { caste: 'Hanafi', sect: 'sunni', school: 'deobandi' });
    await db.execute(sql.raw(dataStep()));
    const rows = await db.select().from(users).where(inArray(users.id, [...members.map((m) => m.id), stated.id]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const member of members) {
      const row = byId.get(member.id)!;
      const mapped = CASTE_MAPPING[member.caste!]!;
      expect(row.caste, member.caste!).toBe(member.caste);
      expect({ community: row.community, sect: row.sect, school: row.school }, member.caste!).toEqual({
        community: mapped.community ?? null, sect: mapped.sect ?? null, school: mapped.school ?? null,
      });
    }
    expect(byId.get(stated.id)).toMatchObject({ sect: 'sunni', school: 'deobandi', caste: 'Hanafi' });
    // The pejorative labels land on the communities' own names.
    const qasai = members.find((m) => m.caste === 'Qasai')!;
    expect((await db.select().from(users).where(eq(users.id, qasai.id)))[0]!.community).toBe('qureshi');
  });

  it('maps only to values the new lists hold, and the lists hold no pejorative label', () => {
    const keys = (list: ReadonlyArray<{ value: string }>) => new Set(list.map((o) => o.value));
    const [communities, sects, schools] = [keys(COMMUNITIES), keys(SECTS), keys(SCHOOLS)];
    for (const caste of CASTES) {
      const mapped = CASTE_MAPPING[caste];
      expect(mapped, caste).toBeDefined();
      if (mapped!.community) expect(communities.has(mapped!.community), caste).toBe(true);
      if (mapped!.sect) expect(sects.has(mapped!.sect), caste).toBe(true);
      if (mapped!.school) expect(schools.has(mapped!.school), caste).toBe(true);
    }
    const labels = COMMUNITIES.map((c) => c.label);
    for (const label of ['Qasai', 'Julaha', 'Kunjra', 'Dhobi', 'Teli']) expect(labels).not.toContain(label);
  });
});
