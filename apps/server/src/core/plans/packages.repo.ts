import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { packages } from '../../db/schema';

export async function listActivePackages(db: Database) {
  return db.select().from(packages).where(eq(packages.isActive, true)).orderBy(asc(packages.sortOrder), asc(packages.createdAt));
}

export async function findActivePackage(db: Database, id: string) {
  const [row] = await db.select().from(packages).where(and(eq(packages.id, id), eq(packages.isActive, true))).limit(1);
  return row;
}

export async function findBasicMonthlyPackage(db: Database) {
  const [row] = await db.select().from(packages).where(eq(packages.slug, 'basic-1-month')).limit(1);
  return row;
}
