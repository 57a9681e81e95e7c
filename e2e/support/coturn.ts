import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's coturn (`apt-get install coturn`; .ci/run installs it). */
export const TURNSERVER = process.env.TURNSERVER_PATH || '/usr/bin/turnserver';
export const turnserverPresent = () => fs.existsSync(TURNSERVER);

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

export interface LocalCoturn {
  url: string;
  secret: string;
  stop(): Promise<void>;
}

/**
 * A throwaway coturn on loopback: a free listening port, a free band of relay ports, the TURN REST shared secret
 * (`use-auth-secret`), no TLS, no CLI. Loopback peers are allowed here only (production denies private ranges:
 * docs/operations.md). Stopped by `stop()`, which the tests call in afterAll whatever happened.
 */
export async function startCoturn(): Promise<LocalCoturn> {
  const port = await freePort();
  // A relay band above the listening port, away from the usual ephemeral ports of this machine's tests.
  const minPort = 40000 + Math.floor(Math.random() * 20000);
  const secret = crypto.randomBytes(24).toString('hex');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-coturn-'));
  const args = [
    '-n',
    `--listening-port=${port}`,
    '--listening-ip=127.0.0.1',
    '--relay-ip=127.0.0.1',
    '--external-ip=127.0.0.1',
    `--min-port=${minPort}`,
    `--max-port=${minPort + 200}`,
    '--use-auth-secret',
    `--static-auth-secret=${secret}`,
    '--realm=sakinah.test',
    '--fingerprint',
    '--no-tls',
    '--no-dtls',
    '--no-cli',
    '--allow-loopback-peers',
    '--no-multicast-peers',
    `--pidfile=${path.join(dir, 'turnserver.pid')}`,
    `--log-file=${path.join(dir, 'turn.log')}`,
    '--simple-log',
  ];
  const child: ChildProcess = spawn(TURNSERVER, args, { stdio: 'ignore' });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        child.once('exit', resolve);
        setTimeout(() => {
          child.kill('SIGKILL');
          resolve(undefined);
        }, 3000);
      });
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // Listening once a TCP connection to its port succeeds.
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`turnserver exited early with code ${child.exitCode}`);
    }
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('turnserver did not listen within 10 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `turn:127.0.0.1:${port}?transport=udp`, secret, stop };
}
