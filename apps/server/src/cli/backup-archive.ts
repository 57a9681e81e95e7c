import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { selectStorage } from '../providers/storage/select-storage';
import { assertSafeKey } from '../providers/storage/storage.provider';
import { dropEverything, lastMigration, serverVersion, storedFiles, tableCounts, userTableCount } from './backup.repo';

/**
 * `npm run backup` and `npm run restore` (docs/operations.md, "Backup and restore"). A backup is a folder:
 *   manifest.json          what is in it, with a SHA-256 of every file (checked before anything is restored)
 *   database.dump          pg_dump's custom format (PostgreSQL), or database.pglite.tar.gz (the embedded database)
 *   photos/<key>           every file of the photo storage the database refers to (local disk or S3 alike)
 */
export const MANIFEST = 'manifest.json';
const FORMAT = 1;

export interface BackupManifest {
  format: typeof FORMAT;
  createdAt: string;
  database: {
    kind: 'postgres' | 'pglite';
    file: string;
    bytes: number;
    sha256: string;
    /** PostgreSQL's server_version_num of the source (pg_restore must be at least as new). */
    serverVersion?: number;
    /** The last migration applied to the source (drizzle's created_at), to tell which release wrote it. */
    lastMigration: string | null;
  };
  storage: {
    provider: string;
    files: Array<{ key: string; contentType: string; bytes: number; sha256: string }>;
    /** Keys the database refers to that the storage no longer had (deleted between the dump and the copy). */
    missing: string[];
  };
  /** Rows of the main tables at backup time: what a restore drill expects to find again. */
  counts: Record<string, number>;
}

/** Refusals a person can act on (exit status 2, one line), unlike failures of the tools (status 1). */
export class BackupRefusedError extends Error {}

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} exited with ${code}: ${errors.trim()}`))));
  });
}

function capture(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} exited with ${code}`))));
  });
}

/**
 * pg_dump and pg_restore refuse a server newer than themselves: the newest of Debian's versioned folders
 * (/usr/lib/postgresql/<major>/bin) that is at least the server's major, else the one on PATH if it is new enough.
 */
export async function findPostgresTool(tool: 'pg_dump' | 'pg_restore', serverVersionNum: number): Promise<string> {
  const serverMajor = Math.floor(serverVersionNum / 10_000);
  const root = '/usr/lib/postgresql';
  const candidates = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .map(Number)
        .filter((major) => major >= serverMajor)
        .sort((a, b) => b - a)
        .map((major) => path.join(root, String(major), 'bin', tool))
        .filter((file) => fs.existsSync(file))
    : [];
  if (candidates[0]) return candidates[0];
  const version = await capture(tool, ['--version']).catch(() => '');
  const major = Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? 0);
  if (!version) throw new BackupRefusedError(`${tool} was not found: install PostgreSQL's client tools (Debian: postgresql-client)`);
  if (major < serverMajor) {
    throw new BackupRefusedError(`${tool} ${major} cannot read a PostgreSQL ${serverMajor} server: install postgresql-client-${serverMajor}`);
  }
  return tool;
}

async function openForTool(config: Config): Promise<DatabaseHandle> {
  return openDatabase({ url: config.DATABASE_URL, pgliteDir: config.DATABASE_URL ? undefined : config.dbDir });
}

/** Writes a backup of the configured database and photo storage into `outDir` (which must not exist yet or be empty). */
export async function writeBackup(config: Config, outDir: string, say: (line: string) => void): Promise<BackupManifest> {
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0) throw new BackupRefusedError(`${outDir} is not empty: choose a new folder`);
  fs.mkdirSync(path.join(outDir, 'photos'), { recursive: true });
  let database: BackupManifest['database'];
  let handle: DatabaseHandle;
  if (config.DATABASE_URL) {
    handle = await openForTool(config);
    const version = await serverVersion(handle.db);
    const pgDump = await findPostgresTool('pg_dump', version);
    const file = 'database.dump';
    // One consistent snapshot, taken while the site runs; owners and grants are the target's business.
    await run(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(outDir, file)}`, `--dbname=${config.DATABASE_URL}`]);
    const bytes = fs.readFileSync(path.join(outDir, file));
    database = { kind: 'postgres', file, bytes: bytes.length, sha256: sha256(bytes), serverVersion: version, lastMigration: await lastMigration(handle.db) };
  } else {
    if (!fs.existsSync(config.dbDir)) throw new BackupRefusedError(`there is no embedded database in ${config.dbDir}`);
    // The embedded database is one process's: the server must be stopped (docs/operations.md).
    const pglite = new PGlite(config.dbDir);
    await pglite.waitReady;
    const file = 'database.pglite.tar.gz';
    const bytes = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
    await pglite.close();
    fs.writeFileSync(path.join(outDir, file), bytes);
    handle = await openForTool(config);
    database = { kind: 'pglite', file, bytes: bytes.length, sha256: sha256(bytes), lastMigration: await lastMigration(handle.db) };
  }
  say(`database: ${database.file} (${database.bytes} bytes)`);
  try {
    // After the dump: files of photos added meanwhile are copied too (harmless); a photo deleted meanwhile is
    // listed as missing (its member deleted it).
    const storage = selectStorage(config);
    const files: BackupManifest['storage']['files'] = [];
    const missing: string[] = [];
    for (const { key, contentType } of await storedFiles(handle.db)) {
      assertSafeKey(key);
      const bytes = await storage.get(key);
      if (!bytes) {
        missing.push(key);
        continue;
      }
      fs.writeFileSync(path.join(outDir, 'photos', key), bytes);
      files.push({ key, contentType, bytes: bytes.length, sha256: sha256(bytes) });
    }
    say(`photos: ${files.length} files from ${storage.name}${missing.length ? `, ${missing.length} missing (deleted meanwhile)` : ''}`);
    const manifest: BackupManifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      database,
      storage: { provider: storage.name, files, missing },
      counts: await tableCounts(handle.db),
    };
    // Written last: a folder without a manifest is an unfinished backup, and restore refuses it.
    fs.writeFileSync(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await handle.close();
  }
}

/** Reads the manifest and checks every file against it before anything is written. */
export function readBackup(fromDir: string): BackupManifest {
  const file = path.join(fromDir, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupRefusedError(`${fromDir} has no ${MANIFEST}: not a backup, or an unfinished one`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== FORMAT) throw new BackupRefusedError(`${fromDir}: backup format ${String(manifest.format)} is not known to this release`);
  const check = (relative: string, expected: string) => {
    const full = path.join(fromDir, relative);
    if (!fs.existsSync(full) || sha256(fs.readFileSync(full)) !== expected) throw new BackupRefusedError(`${relative} is missing or damaged (its SHA-256 differs from the manifest)`);
  };
  check(manifest.database.file, manifest.database.sha256);
  for (const photo of manifest.storage.files) {
    assertSafeKey(photo.key);
    check(path.join('photos', photo.key), photo.sha256);
  }
  return manifest;
}

/**
 * Loads a backup into the configured database and photo storage. Refuses a database that already has tables, and
 * an embedded database or local photo folder that already has files, unless `force` (which replaces the database's
 * contents). The server must not be running on the target meanwhile; it migrates the restored data at its start.
 */
export async function restoreBackup(config: Config, fromDir: string, options: { force: boolean }, say: (line: string) => void): Promise<BackupManifest> {
  const manifest = readBackup(fromDir);
  const dumpFile = path.join(fromDir, manifest.database.file);
  // Checked before the database is touched, so a refusal leaves everything as it was.
  const storage = selectStorage(config);
  if (storage.name === 'local-disk' && fs.existsSync(config.uploadsDir) && fs.readdirSync(config.uploadsDir).length > 0 && !options.force) {
    throw new BackupRefusedError(`${config.uploadsDir} already holds photos: restore into an empty DATA_DIR, or pass --force`);
  }
  if (manifest.database.kind === 'postgres') {
    if (!config.DATABASE_URL) throw new BackupRefusedError('this backup is of PostgreSQL: set DATABASE_URL to the (empty) database to restore into');
    const handle = await openForTool(config);
    try {
      const tables = await userTableCount(handle.db);
      if (tables > 0 && !options.force) {
        throw new BackupRefusedError(`the database is not empty (${tables} tables): restore into an empty database, or pass --force to replace its contents`);
      }
      if (tables > 0) {
        say(`--force: dropping the ${tables} tables of the target database`);
        await dropEverything(handle.db);
      }
      const pgRestore = await findPostgresTool('pg_restore', Math.max(manifest.database.serverVersion ?? 0, await serverVersion(handle.db)));
      // One transaction: a restore that fails leaves the database as empty as it was.
      await run(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${config.DATABASE_URL}`, dumpFile]);
    } finally {
      await handle.close();
    }
  } else {
    if (config.DATABASE_URL) throw new BackupRefusedError('this backup is of the embedded database: unset DATABASE_URL and set DATA_DIR to restore into');
    if (fs.existsSync(config.dbDir) && fs.readdirSync(config.dbDir).length > 0) {
      if (!options.force) throw new BackupRefusedError(`${config.dbDir} already holds a database: restore into an empty DATA_DIR, or pass --force to replace it`);
      say(`--force: replacing the embedded database in ${config.dbDir}`);
      fs.rmSync(config.dbDir, { recursive: true, force: true });
    }
    fs.mkdirSync(config.dbDir, { recursive: true });
    const pglite = new PGlite(config.dbDir, { loadDataDir: new Blob([fs.readFileSync(dumpFile)]) });
    await pglite.waitReady;
    await pglite.close();
  }
  say(`database: restored from ${manifest.database.file}`);

  for (const photo of manifest.storage.files) {
    await storage.put(photo.key, fs.readFileSync(path.join(fromDir, 'photos', photo.key)), photo.contentType);
  }
  say(`photos: ${manifest.storage.files.length} files into ${storage.name}`);
  return manifest;
}
