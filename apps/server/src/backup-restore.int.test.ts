import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { buildMember, connect, cookieFrom, DEFAULT_PASSWORD, givePlan, MATCH, signIn } from './test/factories';
import { multipartBody, pngImage, syntheticPhoto } from './test/images';
import {
  findPostgresBinaries, httpRequest, repoRoot, startServerProcess, startThrowawayPostgres, type ServerProcess, type ThrowawayPostgres,
} from './test/throwaway-services';

/**
 * Issue 46, "Backup and restore, drilled": members, their photos and their messages are written through the app on
 * a PostgreSQL database; `npm run backup` (pg_dump and the photo storage, with a manifest) copies them; `npm run
 * restore` refuses a database that is not empty (unless --force) and a damaged backup, and loads them into a fresh
 * database and photo folder; the real server started there lets every member sign in and reach every message and
 * photo, byte for byte.
 *
 * It brings its own PostgreSQL (pg_dump must match its version), so it runs once: in the PGlite project.
 */
const runsInThisProject = process.env.TEST_DB !== 'postgres';
const postgresBinaries = findPostgresBinaries();
if (runsInThisProject && !postgresBinaries) {
  console.warn('backup-restore.int.test.ts: SKIPPED: initdb/pg_ctl not found (install the PostgreSQL 15 server binaries).');
}

function runCli(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, `apps/server/src/cli/${script}.ts`), ...args], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

describe.skipIf(!runsInThisProject || !postgresBinaries)('backup and restore drill (PostgreSQL, local photo storage)', () => {
  let cluster: ThrowawayPostgres;
  const temp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `sakinah-${name}-`));
  const folders: string[] = [];
  const folder = (name: string) => {
    const dir = temp(name);
    folders.push(dir);
    return dir;
  };
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    cluster = await startThrowawayPostgres(postgresBinaries!);
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    for (const name of ['source', 'restored', 'forced']) await admin.query(`create database ${name}`);
    await admin.end();
  }, 60_000);

  afterAll(async () => {
    await server?.kill('SIGKILL');
    await cluster?.destroy();
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs up, refuses a non-empty database and a damaged copy, restores into a fresh one that serves every member, message and photo', async () => {
    // The source: three members (two of them connected, writing to each other), each with photos, written through the app.
    const sourceData = folder('backup-src');
    const web = folder('backup-web');
    const sourceEnv = { DATABASE_URL: cluster.url('source'), DATA_DIR: sourceData, WEB_DIST: web, SEED_DEMO: 'false' };
    const database = await openDatabase({ url: sourceEnv.DATABASE_URL });
    await database.migrate();
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...sourceEnv }), database, logger: false });
    await app.ready();
    const members = [
      await buildMember(database.db, { status: 'Active', ...MATCH.groom }),
      await buildMember(database.db, { status: 'Active', ...MATCH.bride }),
      await buildMember(database.db, { status: 'Active', ...MATCH.bride }),
    ];
    for (const member of members) await givePlan(database.db, member.id);
    await connect(database.db, members[0]!.id, members[1]!.id);
    const photos = new Map<string, { owner: number; bytes: Buffer }>();
    for (const [index, member] of members.entries()) {
      const cookie = await signIn(app, member.email);
      const body = multipartBody([
        { filename: 'one.jpg', bytes: await syntheticPhoto(index * 2 + 1) },
        { filename: 'two.png', bytes: await pngImage(300 + index, 400), type: 'image/png' },
      ]);
      const res = await app.inject({ method: 'POST', url: '/api/upload-images', payload: body.payload, headers: { ...body.headers, cookie } });
      expect(res.statusCode, res.body).toBe(200);
      for (const image of (res.json() as { uploadedImages: Array<{ url: string }> }).uploadedImages) {
        const media = await app.inject({ method: 'GET', url: image.url, headers: { cookie } });
        expect(media.statusCode).toBe(200);
        photos.set(image.url, { owner: index, bytes: media.rawPayload });
      }
    }
    const texts: string[] = [];
    const cookies = [await signIn(app, members[0]!.email), await signIn(app, members[1]!.email)];
    for (let i = 0; i < 6; i += 1) {
      const from = i % 2;
      const text = `Assalamu alaikum, message ${i}`;
      const res = await app.inject({
        method: 'POST',
        url: `/api/messages/${members[1 - from]!.id}`,
        headers: { cookie: cookies[from]! },
        payload: { clientId: `backup-drill-${i}`, text },
      });
      expect(res.statusCode, res.body).toBe(201);
      texts.push(text);
    }
    await app.close();
    await database.close();

    // The backup.
    const backupDir = path.join(folder('backup-out'), 'drill');
    const backup = await runCli('backup', ['--out', backupDir], sourceEnv);
    expect(backup.code, backup.output).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as {
      database: { kind: string; file: string };
      storage: { files: Array<{ key: string; sha256: string }>; missing: string[] };
      counts: Record<string, number>;
    };
    expect(manifest.database.kind).toBe('postgres');
    // Three variants of each of the six photos.
    expect(manifest.storage.files).toHaveLength(18);
    expect(manifest.storage.missing).toEqual([]);
    expect(manifest.counts).toMatchObject({ users: 3, messages: 6, images: 6 });
    // A second backup into the same folder is refused.
    expect((await runCli('backup', ['--out', backupDir], sourceEnv)).code).toBe(2);

    // Refusals: a database that is not empty (the source itself), and a damaged file.
    const refused = await runCli('restore', ['--from', backupDir], { ...sourceEnv, DATA_DIR: folder('backup-refused') });
    expect(refused.code, refused.output).toBe(2);
    expect(refused.output).toContain('the database is not empty');
    expect(refused.output).toContain('--force');
    const damagedDir = path.join(folder('backup-damaged'), 'copy');
    fs.cpSync(backupDir, damagedDir, { recursive: true });
    const victim = path.join(damagedDir, 'photos', manifest.storage.files[0]!.key);
    fs.writeFileSync(victim, Buffer.concat([fs.readFileSync(victim), Buffer.from([0])]));
    const damaged = await runCli('restore', ['--from', damagedDir], { ...sourceEnv, DATABASE_URL: cluster.url('forced'), DATA_DIR: folder('backup-damaged-to') });
    expect(damaged.code, damaged.output).toBe(2);
    expect(damaged.output).toContain('damaged');

    // The restore into a fresh database and an empty data folder.
    const restoredEnv = { ...sourceEnv, DATABASE_URL: cluster.url('restored'), DATA_DIR: folder('backup-dst') };
    const restored = await runCli('restore', ['--from', backupDir], restoredEnv);
    expect(restored.code, restored.output).toBe(0);
    // --force replaces a database that is not empty.
    const forced = await runCli('restore', ['--from', backupDir, '--force'], { ...sourceEnv, DATABASE_URL: cluster.url('forced'), DATA_DIR: folder('backup-forced') });
    expect(forced.code, forced.output).toBe(0);
    const again = await runCli('restore', ['--from', backupDir, '--force'], { ...sourceEnv, DATABASE_URL: cluster.url('forced'), DATA_DIR: folder('backup-forced2') });
    expect(again.code, again.output).toBe(0);

    // The real server on the restored copy: every member signs in, reads the messages, sees each of her photos.
    server = await startServerProcess({ ...restoredEnv, REDIS_URL: '', RELAX_RATE_LIMITS: 'true' });
    for (const [index, member] of members.entries()) {
      const login = await httpRequest(`${server.url}/api/login`, { method: 'POST', body: { email: member.email, password: DEFAULT_PASSWORD } });
      expect(login.status, login.body).toBe(200);
      const cookie = cookieFrom(login.headers['set-cookie']);
      const self = await httpRequest(`${server.url}/api/get-user`, { headers: { cookie } });
      expect(self.status).toBe(200);
      expect(self.body).toContain(member.id);
      for (const [url, photo] of photos) {
        if (photo.owner !== index) continue;
        const res = await fetch(`${server.url}${url}`, { headers: { cookie } });
        expect(res.status, url).toBe(200);
        expect(Buffer.from(await res.arrayBuffer()).equals(photo.bytes), url).toBe(true);
      }
      if (index < 2) {
        const history = await httpRequest(`${server.url}/api/messages/${members[1 - index]!.id}?limit=50`, { headers: { cookie } });
        expect(history.status, history.body).toBe(200);
        const got = (JSON.parse(history.body) as { messages: Array<{ text: string }> }).messages.map((m) => m.text);
        expect(got.sort()).toEqual([...texts].sort());
      }
    }
  }, 120_000);
});
