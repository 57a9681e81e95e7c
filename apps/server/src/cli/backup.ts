import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { BackupRefusedError, writeBackup } from './backup-archive';

/**
 * `npm run backup [-- --out <folder>]`: the database (pg_dump, or the embedded database's files) and every photo it
 * refers to, with a manifest, into a new folder (default ./backups/sakinah-<time>). Runs beside the live site on
 * PostgreSQL; stop the server first on the embedded database. Exit status 2: refused (the line says why).
 */
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outDir = path.resolve(outIndex >= 0 && args[outIndex + 1] ? args[outIndex + 1]! : path.join('backups', `sakinah-${stamp}`));

try {
  const manifest = await writeBackup(loadConfig(), outDir, (line) => console.log(line));
  console.log(`Backup written to ${outDir} (${Object.entries(manifest.counts).map(([table, n]) => `${n} ${table}`).join(', ')})`);
} catch (error) {
  if (error instanceof BackupRefusedError || error instanceof ConfigError) {
    console.error(`Backup refused: ${error.message}`);
    process.exit(2);
  }
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
