import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { BackupRefusedError, restoreBackup } from './backup-archive';

/**
 * `npm run restore -- --from <folder> [--force]`: loads a backup into the configured database (DATABASE_URL, or the
 * embedded one under DATA_DIR) and photo storage. Refuses a database or photo folder that is not empty unless
 * --force. Checks every file's SHA-256 first. Start the server afterwards: it migrates the data to this release.
 * Exit status 2: refused (the line says why).
 */
const args = process.argv.slice(2);
const fromIndex = args.indexOf('--from');
const from = fromIndex >= 0 ? args[fromIndex + 1] : undefined;
if (!from) {
  console.error('Usage: npm run restore -- --from <backup folder> [--force]');
  process.exit(2);
}

try {
  const manifest = await restoreBackup(loadConfig(), path.resolve(from), { force: args.includes('--force') }, (line) => console.log(line));
  console.log(`Restored the backup of ${manifest.createdAt} (${Object.entries(manifest.counts).map(([table, n]) => `${n} ${table}`).join(', ')})`);
} catch (error) {
  if (error instanceof BackupRefusedError || error instanceof ConfigError) {
    console.error(`Restore refused: ${error.message}`);
    process.exit(2);
  }
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
