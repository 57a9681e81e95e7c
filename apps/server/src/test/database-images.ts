import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratedPgliteImage, openDatabase } from '../db/client';

/**
 * Global setup of the integration projects: the schema is migrated once per run, and each test file starts from a
 * copy (test-database.ts). On PGlite a dumped data directory, written to a file; on PostgreSQL a template database.
 * Migrating every file's database again took seconds each, about ninety files on each database.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = `sakinah_test_template_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const handle = await openDatabase({ url: url.toString(), poolSize: 1 });
    await handle.migrate();
    await handle.close();
    project.provide('postgresTemplate', template);
    return async () => {
      await adminQuery(adminUrl, `drop database if exists ${template} with (force)`).catch(() => undefined);
    };
  }
  const file = path.join(os.tmpdir(), `sakinah-pglite-image-${process.pid}-${crypto.randomBytes(4).toString('hex')}.tar`);
  fs.writeFileSync(file, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => fs.rmSync(file, { force: true });
}

/** One statement on the server's admin database (create or drop a database), on a connection of its own. */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory (server-int). */
    pgliteImage?: string;
    /** A migrated PostgreSQL database to create each file's database from (server-int-pg). */
    postgresTemplate?: string;
  }
}
