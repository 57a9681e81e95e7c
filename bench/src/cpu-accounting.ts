/**
 * Where a target's CPU goes, per request: the server process, PostgreSQL's backends of the server's database and
 * this load generator, read from /proc (Linux; the server and PostgreSQL on this machine). A share of health says
 * how much slower a target is; this says which process pays for it, so a change can aim at the right one.
 */
import fs from 'node:fs';
import type pg from 'pg';

const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime of a process in milliseconds, or 0 when it is gone or unreadable. */
function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at index 2 of the stat line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The pid of the process listening on a TCP port of this machine, or null (not Linux, or not ours to see). */
export function listeningPid(port: number): number | null {
  try {
    const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
    const inodes = new Set<string>();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      if (!fs.existsSync(table)) continue;
      for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
        const cols = line.trim().split(/\s+/);
        // local_address is ip:port in hex; state 0A is LISTEN; column 9 is the socket's inode.
        if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A' && cols[9]) inodes.add(cols[9]);
      }
    }
    if (inodes.size === 0) return null;
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let fds: string[];
      try {
        fds = fs.readdirSync(`/proc/${entry}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        try {
          const link = fs.readlinkSync(`/proc/${entry}/fd/${fd}`);
          const match = /^socket:\[(\d+)\]$/.exec(link);
          if (match && inodes.has(match[1]!)) return Number(entry);
        } catch {
          // A descriptor closed while we looked.
        }
      }
    }
  } catch {
    return null;
  }
  return null;
}

export interface CpuSnapshot {
  server: number;
  /** Each backend's cumulative CPU by pid: a delta is taken per backend, so one that ends between two snapshots
   * (an idle pool connection closed) does not take its whole past with it. */
  postgres: Map<number, number>;
  loadGenerator: number;
}

/** Cumulative CPU of the three parties now; PostgreSQL counts the backends connected to the server's database. */
export async function cpuSnapshot(db: pg.Client | null, serverPid: number | null): Promise<CpuSnapshot> {
  const postgres = new Map<number, number>();
  if (db) {
    const backends = await db.query(`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    for (const row of backends.rows as Array<{ pid: number }>) postgres.set(row.pid, processCpuMs(row.pid));
  }
  const own = process.cpuUsage();
  return { server: serverPid ? processCpuMs(serverPid) : 0, postgres, loadGenerator: (own.user + own.system) / 1000 };
}

/** CPU milliseconds per request between two snapshots, as "server / PostgreSQL / load generator". */
export function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number): string {
  if (requests <= 0) return '';
  const per = (a: number, b: number) => Math.max(0, (b - a) / requests).toFixed(2);
  // Backends alive at the end: what each used since the first snapshot (all of it for one opened meanwhile). A
  // backend that ended between the snapshots is left out (its last CPU cannot be read), so the figure errs low.
  let postgres = 0;
  for (const [pid, cpu] of after.postgres) postgres += cpu - (before.postgres.get(pid) ?? 0);
  return `${per(before.server, after.server)} / ${per(0, postgres)} / ${per(before.loadGenerator, after.loadGenerator)}`;
}
