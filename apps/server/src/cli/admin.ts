import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createAdmin } from '../seed/admin-account';

/** `npm run admin -- create --email a@b.c --password '...'`: makes (or promotes) an administrator. */
const usage = "Usage: npm run admin -- create --email EMAIL --password PASSWORD [--first-name NAME] [--last-name NAME]";
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string', default: 'Sakinah' },
    'last-name': { type: 'string', default: 'Admin' },
  },
});

const input = z
  .object({
    command: z.literal('create'),
    email: z.email('a valid --email is required'),
    password: z.string().min(8, '--password needs at least 8 characters'),
  })
  .safeParse({ command: positionals[0], email: values.email, password: values.password });

if (!input.success) {
  console.error(`${input.error.issues[0]?.message ?? 'invalid arguments'}\n${usage}`);
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.DATABASE_URL ? undefined : config.dbDir });
  await database.migrate();
  const result = await createAdmin(database.db, {
    email: input.data.email,
    password: input.data.password,
    firstName: values['first-name'] ?? 'Sakinah',
    lastName: values['last-name'] ?? 'Admin',
  });
  console.log(result === 'created' ? `Admin ${input.data.email} created.` : `${input.data.email} is now an admin (password updated).`);
  await database.close();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
  process.exit(1);
}
