import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** A file of the photo storage that the database refers to, with the type it was stored with. */
export interface StoredFile {
  key: string;
  contentType: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Every key of the photo storage the database refers to: each photo's three variants (core/media, `variantKey`)
 * and the identity documents not yet deleted after review. Read from the database rather than listed from the
 * storage, so a backup copies exactly what the dump it sits beside needs, on local disk and S3 alike.
 */
export async function storedFiles(db: Database): Promise<StoredFile[]> {
  const images = rowsOf<{ storage_key: string }>(await db.execute(sql`select storage_key from images order by storage_key`));
  const documents = rowsOf<{ document_key: string | null; document_type: string; selfie_key: string | null; selfie_type: string }>(
    await db.execute(sql`select document_key, document_type, selfie_key, selfie_type from verification_submissions order by id`),
  );
  return [
    ...images.flatMap(({ storage_key: key }) =>
      (['large', 'small', 'blur'] as const).map((variant) => ({ key: `${key}-${variant}.webp`, contentType: 'image/webp' })),
    ),
    ...documents.flatMap((row) => [
      ...(row.document_key ? [{ key: row.document_key, contentType: row.document_type }] : []),
      ...(row.selfie_key ? [{ key: row.selfie_key, contentType: row.selfie_type }] : []),
    ]),
  ];
}

/** Rows of the tables a restore drill checks first, recorded in the manifest. */
export async function tableCounts(db: Database): Promise<Record<string, number>> {
  const row = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select (select count(*) from users)::int as users, (select count(*) from messages)::int as messages,
             (select count(*) from images)::int as images, (select count(*) from payments)::int as payments
    `),
  )[0];
  return { ...row };
}

/** Tables of the database outside PostgreSQL's own schemas: a restore refuses a database that has any. */
export async function userTableCount(db: Database): Promise<number> {
  const row = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`),
  )[0];
  return row?.n ?? 0;
}

/** The last migration applied (drizzle's journal in the database), so a restore can say which release wrote it. */
export async function lastMigration(db: Database): Promise<string | null> {
  try {
    const row = rowsOf<{ created_at: string | number }>(
      await db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`),
    )[0];
    return row ? String(row.created_at) : null;
  } catch {
    return null;
  }
}

export async function serverVersion(db: Database): Promise<number> {
  const row = rowsOf<{ v: string }>(await db.execute(sql`select current_setting('server_version_num') as v`))[0];
  return Number(row?.v ?? 0);
}

/** Empties the database for a forced restore: every table, view and sequence of the app and of drizzle's journal. */
export async function dropEverything(db: Database): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
}
