import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CASTES, DURATIONS, OFFERED_PLAN_FEATURE_KEYS } from '@sakinah/contract';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { images, packages, photoHashBands, riskItems, users } from '../db/schema';
import { createLocalDiskStorage } from '../providers/storage/local-disk.provider';
import { verifyPassword } from '../lib/passwords';
import { openTestDatabase } from '../test/test-database';
import { DEMO_PASSWORD, runSeed } from './run-seed';
import { describeSeed } from '../server';
import { variantKey } from '../core/media/image-pipeline';

let database: DatabaseHandle;
let dataDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-seed-'));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ctx = (env: Record<string, string>) => {
  const config = loadConfig({ DATA_DIR: dataDir, ...env });
  return { config, db: database.db, storage: createLocalDiskStorage(config.uploadsDir), now: () => new Date('2026-11-22T10:00:00Z') };
};

describe('seed', () => {
  it('adds plans only when demo seeding is off', async () => {
    const report = await runSeed(ctx({ SEED_DEMO: 'false' }));
    expect(report).toEqual({ plansAdded: 12, membersAdded: 0 });
    const rows = await database.db.select().from(packages);
    expect(new Set(rows.map((row) => row.duration))).toEqual(new Set(DURATIONS));
    for (const row of rows) {
      expect(row.pricePaise).toBeGreaterThan(0);
      expect(Number.isInteger(row.pricePaise)).toBe(true);
      expect(row.discountPercent).toBeGreaterThanOrEqual(0);
      // Plans hold capability keys the server enforces, never free text (Basic has its limits and calls).
      for (const key of row.features) expect(OFFERED_PLAN_FEATURE_KEYS).toContain(key);
      expect(row.features).toEqual(
        {
          Basic: ['calls'],
          Standard: ['contactDetails', 'dailySuggestions', 'calls'],
          Premium: ['contactDetails', 'readReceipts', 'prioritySupport', 'dailySuggestions', 'whoIsInterested', 'calls'],
        }[row.name],
      );
      expect(row.buttonText).toBe(`Get ${row.name}`);
    }
    expect(rows.filter((row) => row.highlighted).length).toBe(DURATIONS.length);
  });

  it('adds demo members with avatars and an admin, and a second run adds nothing', async () => {
    const first = await runSeed(ctx({ SEED_DEMO: 'true', ADMIN_PASSWORD: 'Admin@Pass123' }));
    expect(first.plansAdded).toBe(0);
    expect(first.membersAdded).toBeGreaterThanOrEqual(40);
    expect(first.admin).toEqual({ email: 'admin@sakinah.local', password: 'Admin@Pass123', created: true });

    const members = await database.db.select().from(users).where(eq(users.role, 'member'));
    expect(members.length).toBe(first.membersAdded);
    expect(new Set(members.map((m) => m.gender))).toEqual(new Set(['male', 'female']));
    expect(new Set(members.map((m) => m.caste)).size).toBeGreaterThan(5);
    expect(new Set(members.map((m) => m.city)).size).toBeGreaterThan(5);
    expect(new Set(members.map((m) => m.education)).size).toBeGreaterThan(2);
    for (const member of members) {
      expect(CASTES).toContain(member.caste);
      expect(member.avatarImageId).not.toBeNull();
    }
    const storage = createLocalDiskStorage(path.join(dataDir, 'uploads'));
    const [image] = await database.db.select().from(images).limit(1);
    const bytes = await storage.get(variantKey(image!.storageKey, 'small'));
    expect(bytes?.subarray(8, 12).toString()).toBe('WEBP');
    expect(await verifyPassword(members[0]!.passwordHash, DEMO_PASSWORD)).toBe(true);
    // The drawn portraits share one template (near-duplicates by design): indexed for later uploads, never raised.
    const hashed = await database.db.select().from(images).where(sql`${images.perceptualHash} is not null`);
    expect(hashed.length).toBe(members.length);
    expect((await database.db.select().from(photoHashBands)).length).toBe(members.length * 4);
    expect(await database.db.select().from(riskItems)).toEqual([]);

    const [admin] = await database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admin?.passwordHash.startsWith('$argon2id$')).toBe(true);

    const second = await runSeed(ctx({ SEED_DEMO: 'true', ADMIN_PASSWORD: 'Admin@Pass123' }));
    expect(second.plansAdded).toBe(0);
    expect(second.membersAdded).toBe(0);
    expect(second.admin?.created).toBe(false);
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(count!.n).toBe(members.length + 1);
  });

  it('generates an admin password once and remembers it', async () => {
    const other = await openTestDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-seed2-'));
    try {
      const config = loadConfig({ DATA_DIR: dir, SEED_DEMO: 'true' });
      const c = { config, db: other.db, storage: createLocalDiskStorage(config.uploadsDir), now: () => new Date() };
      const { insertMissingPlans } = await import('./seed.repo');
      await insertMissingPlans(other.db, []).catch(() => 0);
      const first = await runSeed(c);
      expect(first.admin?.password).toMatch(/.{12,}/);
      const again = await runSeed(c);
      expect(again.admin).toEqual({ email: 'admin@sakinah.local', password: first.admin?.password, created: false });
    } finally {
      await other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('seed in production', () => {
  it('never adds demo members or an admin with a printed password, even on the embedded database', async () => {
    // A fresh data folder: no remembered admin password, no demo members yet in this config's eyes.
    const prodDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-seed-prod-'));
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const report = await runSeed(
      ctx({ NODE_ENV: 'production', PUBLIC_URL: 'https://sakinah.example', ALLOW_SANDBOX_PAYMENTS: 'true', ALLOW_DEV_OUTBOX: 'true', DATA_DIR: prodDir }),
    );
    fs.rmSync(prodDir, { recursive: true, force: true });
    expect(report.membersAdded).toBe(0);
    expect(report.admin).toBeUndefined();
    const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
    const lines = describeSeed({ plansAdded: 0, membersAdded: 44, admin: { email: 'a@b.in', password: 'Secret#123', created: true } }, true);
    expect(lines.join('\n')).not.toMatch(/Secret#123|Demo@1234/);
  });
});
