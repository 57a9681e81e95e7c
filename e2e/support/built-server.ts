import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface BuiltServer {
  baseUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

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

/**
 * The real built server (`node apps/server/dist/main.js`) on its own free port and its own DATA_DIR
 * (embedded database, plans seeded; demo members only when `env` asks), NODE_ENV=test. global-setup.ts
 * starts the shared one (sandbox gateway, demo data); a test file that needs another configuration
 * (razorpay.e2e.ts) starts its own. Its log is e2e/artifacts/server-<name>.log.
 */
export async function startBuiltServer(name: string, env: Record<string, string>): Promise<BuiltServer> {
  const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
  if (!fs.existsSync(serverEntry) || !fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('Browser tests need the build: run `npm run build` first (npm test does).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sakinah-e2e-${name}-`));
  const port = await freePort();
  const logFile = path.join(repoRoot, 'e2e', 'artifacts', `server-${name}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const baseUrl = `http://localhost:${port}`;
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
      SEED_DEMO: 'false',
      RELAX_RATE_LIMITS: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      ...env,
    },
    stdio: ['ignore', log, log],
  });

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        child.once('exit', resolve);
        setTimeout(resolve, 5000);
      });
    }
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The ${name} server exited early with code ${child.exitCode} (see ${logFile})`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The ${name} server did not answer ${baseUrl}/api/health within 90 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, logFile, stop };
}
