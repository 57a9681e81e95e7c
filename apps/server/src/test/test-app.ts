import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** A tiny stand-in for the built web app, so the web fallback can be tested without a build. */
function writeFakeWebDist(dir: string): void {
  fs.mkdirSync(path.join(dir, 'pages'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'pages', 'index.html'), '<!doctype html><title>Home</title><h1>Home page</h1>');
  fs.writeFileSync(path.join(dir, 'pages', 'about.html'), '<!doctype html><title>About</title><h1>About page</h1>');
  fs.writeFileSync(path.join(dir, 'pages', '404.html'), '<!doctype html><title>404</title><h1>Page not found</h1>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
}

/** Builds the real app on a fresh database with test configuration (env overrides win). */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides?: BuildAppOptions['overrides'],
  /** Runs before the app is sealed, e.g. to add a route that only a test needs. */
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-test-'));
  const webDist = path.join(dataDir, 'web');
  writeFakeWebDist(webDist);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    SEED_DEMO: 'false',
    ...env,
  });
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, logger: false, overrides });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RecordedEvent {
  userId: string;
  event: string;
  payload: unknown;
}

/** Records what the services emit to members into `into`, while the real socket hub still sends it. */
export function recordEvents(app: FastifyInstance, into: RecordedEvent[]): void {
  const events = app.ctx.events;
  const original = events.emitToUser.bind(events);
  events.emitToUser = (userId, event, payload) => {
    into.push({ userId, event, payload });
    original(userId, event, payload);
  };
}
