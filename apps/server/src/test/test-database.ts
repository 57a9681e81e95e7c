import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away
 * PostgreSQL database created on TEST_DATABASE_URL when the project runs with TEST_DB=postgres.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const handle = await openDatabase({});
    await handle.migrate();
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `sakinah_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await cleanup.end();
    },
  };
}
