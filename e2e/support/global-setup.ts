import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROME_ARGS, E2E_ADMIN_PASSWORD } from './constants';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${timeoutMs / 1000} s`);
}

/**
 * One built server (the real `node apps/server/dist/main.js` on a fresh embedded database with demo
 * data) and one Chromium for every browser test file.
 */
export default async function setup(project: TestProject) {
  const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
  if (!fs.existsSync(serverEntry) || !fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('Browser tests need the build: run `npm run build` first (npm test does).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-e2e-'));
  const port = await freePort();
  const logFile = path.join(repoRoot, 'e2e', 'artifacts', 'server.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'true',
      RELAX_RATE_LIMITS: 'true',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
    },
    stdio: ['ignore', log, log],
  });
  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(baseUrl, child, 90_000);

  const browserServer: BrowserServer = await chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROME_ARGS,
  });
  project.provide('baseUrl', baseUrl);
  project.provide('wsEndpoint', browserServer.wsEndpoint());

  return async () => {
    await browserServer.close().catch(() => undefined);
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (child.exitCode !== null) resolve(null);
      child.once('exit', resolve);
      setTimeout(resolve, 5000);
    });
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
  }
}
