import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PreparingPGlite } from './pglite-prepared';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every repository uses, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Connections in the pool (PGlite: 1, it runs one query at a time). */
  poolSize: number;
  /**
   * Calls the listener with every statement this handle sends (tests count queries with it);
   * returns the function that stops listening. Costs nothing while nobody listens.
   */
  observeQueries(listener: QueryListener): () => void;
  /**
   * The connections listings run on (docs/matching.md, "Protections"): PostgreSQL, a pool of its
   * own of `size` connections whose statements stop after `statementTimeoutMs`, opened on first use
   * and kept, so listings can never take the main pool's connections; PGlite, the one connection.
   */
  listingDb(size: number, statementTimeoutMs: number): Database;
  /**
   * PostgreSQL: connections of each pool (the listing pool once it is opened) and the requests waiting for one,
   * read by the metrics at scrape time; PGlite has no pool (an empty list).
   */
  poolStats(): PoolStats[];
  /** Runs the committed SQL migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface PoolStats {
  pool: 'main' | 'listing';
  total: number;
  idle: number;
  waiting: number;
}

export type QueryListener = (query: string, params: unknown[]) => void;

/** Drizzle's logger, forwarding each statement to whoever observes this handle. */
function queryObservers() {
  const listeners = new Set<QueryListener>();
  return {
    logger: {
      logQuery(query: string, params: unknown[]) {
        for (const listener of listeners) listener(query, params);
      },
    },
    observeQueries(listener: QueryListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Key of the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 727001;

export function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Migrations folder (apps/server/drizzle) not found');
}

export interface DatabaseOptions {
  /** postgres:// address; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; when absent PGlite keeps everything in memory (tests). */
  pgliteDir?: string | undefined;
  /** In memory, start from this PGlite data directory (`dumpDataDir`) instead of an empty one: tests begin migrated. */
  pgliteImage?: Blob | undefined;
  poolSize?: number;
  /** PostgreSQL: how long a request may wait for a connection before failing (503). */
  connectTimeoutMs?: number;
  /** PostgreSQL: longest a statement may run, so slow queries cannot starve the pool. */
  statementTimeoutMs?: number;
}

/** Defaults of the PostgreSQL pool timeouts (config.ts: DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS). */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: Error | boolean) => void) => void;

/**
 * A pool whose checked-out clients go back (and are discarded) as soon as their connection dies.
 * Drizzle's transaction never releases its client when `begin` fails, so a database restart
 * would otherwise leak pool slots until no request could get a connection again.
 */
class ResilientPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(releaseWhenBroken);
  }
}

function releaseWhenBroken(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const onError = (err: Error) => client.release(err);
  // The pool sets a fresh `release` on every checkout; this wrapper lives for this one.
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onError);
    release(err);
  };
  client.once('error', onError);
  return client;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();
  if (options.url) {
    const poolSize = options.poolSize ?? 10;
    const pool = new ResilientPool({
      connectionString: options.url,
      max: poolSize,
      // During an outage a request fails fast (503) instead of waiting for a connection forever.
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      // A transaction left open cannot hold its locks and its connection for long.
      idle_in_transaction_session_timeout: 60_000,
      keepAlive: true,
    });
    // A client that loses its server (a restart: 57P01, a reset socket) must not crash the
    // process: pg-pool only listens on idle clients, so listen on every client for its lifetime.
    // The failed query itself rejects and becomes a 503 (plugins/service-unavailable.ts).
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const observers = queryObservers();
    const db = drizzlePg(pool, { schema, logger: observers.logger }) as unknown as Database;
    let listing: { pool: pg.Pool; db: Database } | undefined;
    return {
      db,
      kind: 'postgres',
      poolSize,
      observeQueries: observers.observeQueries,
      listingDb(size, statementTimeoutMs) {
        if (!listing) {
          const listingPool = new ResilientPool({
            connectionString: options.url,
            max: size,
            connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
            statement_timeout: statementTimeoutMs,
            idle_in_transaction_session_timeout: 60_000,
            // The page read from a stored match list is a named statement PostgreSQL plans once
            // (db/prepared.ts); its generic plan only reads the list in index order (stopping after a
            // page) when sorting and bitmap scans are priced out. The list builds and live pages sort
            // whatever these say (nothing else gives their order), and without JIT the priced-out
            // plans are not compiled for nothing.
            options: '-c jit=off -c enable_sort=off -c enable_bitmapscan=off -c plan_cache_mode=force_generic_plan',
            keepAlive: true,
          });
          listingPool.on('error', () => undefined);
          listingPool.on('connect', (client) => client.on('error', () => undefined));
          listing = { pool: listingPool, db: drizzlePg(listingPool, { schema, logger: observers.logger }) as unknown as Database };
        }
        return listing.db;
      },
      poolStats() {
        const stats: PoolStats[] = [{ pool: 'main', total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }];
        if (listing) stats.push({ pool: 'listing', total: listing.pool.totalCount, idle: listing.pool.idleCount, waiting: listing.pool.waitingCount });
        return stats;
      },
      async migrate() {
        const client = await pool.connect();
        try {
          // Migrations may wait for another instance's lock and build indexes: no statement timeout.
          await client.query('set statement_timeout = 0');
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          // Discarded rather than pooled: its session has no statement timeout.
          client.release(true);
        }
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      async close() {
        await Promise.all([pool.end(), listing?.pool.end()]);
      },
    };
  }
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir
    ? new PreparingPGlite(options.pgliteDir)
    : new PreparingPGlite(options.pgliteImage ? { loadDataDir: options.pgliteImage } : {});
  await client.waitReady;
  const observers = queryObservers();
  const pgliteDb = drizzlePglite(client, { schema, logger: observers.logger });
  const db = pgliteDb as unknown as Database;
  return {
    db,
    kind: 'pglite',
    poolSize: 1,
    observeQueries: observers.observeQueries,
    listingDb: () => db,
    poolStats: () => [],
    async migrate() {
      await migratePglite(pgliteDb, { migrationsFolder });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await client.close();
    },
  };
}

/**
 * An in-memory PGlite data directory with every migration applied, as `pgliteImage` takes it. PGlite's own start
 * (its initdb) and the migrations take seconds; a test file opened from the image starts in about a third of that.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = new PreparingPGlite();
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: findMigrationsFolder() });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
