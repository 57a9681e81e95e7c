import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Real processes for fault tests: a PostgreSQL cluster (initdb/pg_ctl), a redis-server, and the
 * server itself (`node --import tsx apps/server/src/main.ts`), each on a free port in a temp folder,
 * so they can be stopped, restarted and killed without touching anything shared.
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function findExecutable(name: string, extraDirs: string[] = []): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), ...extraDirs];
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

function postgresBinDirs(): string[] {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, 'bin'));
}

export interface PostgresBinaries {
  initdb: string;
  pgCtl: string;
}

export function findPostgresBinaries(): PostgresBinaries | undefined {
  const extra = ['/usr/local/bin', ...postgresBinDirs()];
  const initdb = findExecutable('initdb', extra);
  const pgCtl = findExecutable('pg_ctl', extra);
  return initdb && pgCtl ? { initdb, pgCtl } : undefined;
}

export function findRedisServer(): string | undefined {
  return findExecutable('redis-server', ['/usr/local/bin', '/usr/bin']);
}

interface RunResult {
  code: number | null;
  output: string;
}

/** Runs a command without blocking the event loop (load keeps flowing while PostgreSQL restarts). */
function run(command: string, args: string[], timeoutMs = 30_000): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

export interface ThrowawayPostgres {
  port: number;
  dataDir: string;
  /** Address of a database of this cluster. */
  url(database?: string): string;
  start(): Promise<void>;
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  /** kill -9 of the postmaster, as a crash would. */
  killPostmaster(): void;
  destroy(): Promise<void>;
}

/**
 * initdb refuses to run as root: then the cluster belongs to the `postgres` OS user and every
 * command runs through `runuser -u postgres`.
 */
export async function startThrowawayPostgres(bin: PostgresBinaries): Promise<ThrowawayPostgres> {
  const asRoot = process.getuid?.() === 0;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-pg-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'postgres.log');
  if (asRoot) {
    const ids = await run('id', ['-u', 'postgres']);
    const gids = await run('id', ['-g', 'postgres']);
    if (ids.code !== 0) throw new Error('running as root, but there is no `postgres` OS user to own a throwaway cluster');
    fs.chownSync(folder, Number(ids.output.trim()), Number(gids.output.trim()));
  }
  const as = (command: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args));
  const must = async (result: Promise<RunResult>, what: string) => {
    const { code, output } = await result;
    if (code !== 0) throw new Error(`${what} failed (${code}): ${output}\n${fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : ''}`);
  };
  await must(as(bin.initdb, ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']), 'initdb');
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  const start = async () => {
    // After a kill -9 the orphaned backends may hold the old shared memory for a moment.
    for (let attempt = 0; ; attempt += 1) {
      const result = await as(bin.pgCtl, ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '30', 'start']);
      if (result.code === 0) return;
      if (attempt >= 20) throw new Error(`pg_ctl start failed: ${result.output}\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
      await sleep(250);
    }
  };
  await start();
  const cluster: ThrowawayPostgres = {
    port,
    dataDir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop: (mode) => must(as(bin.pgCtl, ['-D', dataDir, '-m', mode, '-w', 'stop']), `pg_ctl stop -m ${mode}`),
    restart: (mode) => must(as(bin.pgCtl, ['-D', dataDir, '-l', logFile, '-o', options, '-m', mode, '-w', 'restart']), `pg_ctl restart -m ${mode}`),
    killPostmaster() {
      const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGKILL');
    },
    async destroy() {
      await as(bin.pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
  return cluster;
}

export interface ThrowawayRedis {
  url: string;
  start(): Promise<void>;
  /** Stops it abruptly (SIGKILL), as a crash or a lost node would. */
  kill(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startThrowawayRedis(bin: string): Promise<ThrowawayRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await portAnswers(port))) {
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await sleep(50);
    }
  };
  const kill = async () => {
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, kill, destroy: kill };
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export interface HttpResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP request; rejects on a dropped connection or when no answer comes within `timeoutMs`. */
export function httpRequest(
  url: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number; agent?: http.Agent } = {},
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: options.agent,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}), ...options.headers },
        timeout: options.timeoutMs ?? 10_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs ?? 10_000} ms`)));
    request.on('error', reject);
    request.end(payload);
  });
}

export interface ServerProcess {
  url: string;
  pid: number;
  alive(): boolean;
  /** Everything the server printed, for failure messages. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Sends a signal without waiting (a graceful stop is watched through `exited`). */
  signal(signal: NodeJS.Signals): void;
  /** Settles when the process has exited: its status, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The real server entry point in a child process, as production runs it; resolves once /api/health is 200. */
export async function startServerProcess(env: Record<string, string>, port?: number, options: { keepOutputChars?: number } = {}): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(listenPort), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-(options.keepOutputChars ?? 200_000));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${listenPort}`;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    url,
    pid: child.pid!,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    async kill(signal) {
      if (!server.alive()) return;
      child.kill(signal);
      await exited;
    },
    signal(signal) {
      if (server.alive()) child.kill(signal);
    },
    exited,
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!server.alive()) throw new Error(`the server exited while starting (${child.exitCode ?? child.signalCode}):\n${output}`);
    const health = await httpRequest(`${url}/api/health`, { timeoutMs: 2000 }).catch(() => undefined);
    if (health?.status === 200) return server;
    if (Date.now() > deadline) {
      await server.kill('SIGKILL');
      throw new Error(`the server did not become ready within 60 s:\n${output}`);
    }
    await sleep(100);
  }
}

export function findNginx(): string | undefined {
  return findExecutable('nginx', ['/usr/sbin', '/usr/local/sbin']);
}

export interface ThrowawayNginx {
  url: string;
  port: number;
  /** nginx's error log, for failure messages. */
  errors(): string;
  /** Whether nginx has passed a request to `upstream` (host:port) that it answered with a 2xx, since `sinceMs`. */
  servedBy(upstream: string, sinceMs: number): boolean;
  stop(): Promise<void>;
}

/**
 * nginx (Debian's package) in the foreground with a configuration of its own in a temp folder: `site` is the body
 * of its `http {}` block (deploy/nginx/sakinah.conf with the test's addresses), whose `listen` the caller points
 * at `port`.
 */
export async function startThrowawayNginx(bin: string, site: string, port: number): Promise<ThrowawayNginx> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-nginx-'));
  // nginx's workers run as `nobody` when it is started as root: they must be able to write their temp folders.
  fs.chmodSync(folder, 0o777);
  const errorLog = path.join(folder, 'error.log');
  const accessLog = path.join(folder, 'access.log');
  const conf = path.join(folder, 'nginx.conf');
  fs.writeFileSync(
    conf,
    [
      'worker_processes 2;',
      `pid ${path.join(folder, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      // Which instance answered each request, and how (a retried request lists every instance it tried).
      "  log_format upstreams '$msec|$upstream_addr|$upstream_status';",
      `  access_log ${accessLog} upstreams;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${path.join(folder, `${name}_temp`)};`),
      site,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(bin, ['-p', folder, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const errors = () => `${output}${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''}`;
  const deadline = Date.now() + 10_000;
  while (!(await portAnswers(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${errors()}`);
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}:\n${errors()}`);
    await sleep(50);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    errors,
    servedBy(upstream, sinceMs) {
      if (!fs.existsSync(accessLog)) return false;
      return fs
        .readFileSync(accessLog, 'utf8')
        .split('\n')
        .some((line) => {
          // `1795882245.950|127.0.0.1:1, 127.0.0.1:2|502, 200`: the addresses and statuses pair up in order.
          const [msec, addresses = '', statuses = ''] = line.split('|');
          if (!msec || Number(msec) * 1000 < sinceMs) return false;
          const tried = addresses.split(', ');
          const answers = statuses.split(', ');
          return tried.some((address, i) => address === upstream && /^2\d\d$/.test(answers[i] ?? ''));
        });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await Promise.race([exited, sleep(5000)]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
