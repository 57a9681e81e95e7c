import crypto from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { adminQuery } from './database-images';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away
 * PostgreSQL database created on TEST_DATABASE_URL when the project runs with TEST_DB=postgres.
 * Both start from the run's migrated copy when the project's global setup made one (database-images.ts);
 * `migrate` then finds nothing to apply.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const image = inject('pgliteImage');
    const handle = await openDatabase(image ? { pgliteImage: new Blob([fs.readFileSync(image)]) } : {});
    await handle.migrate();
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `sakinah_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`).catch(() => undefined);
    },
  };
}
