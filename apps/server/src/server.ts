import { candidateIndexOf } from './features/discovery/discovery.service';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle, type PoolStats } from './db/client';
import { createLifecycle } from './lib/lifecycle';
import { createMetrics } from './lib/metrics';
import { startMetricsServer, type MetricsServer } from './plugins/metrics';
import { runSeed, DEMO_PASSWORD, type SeedReport } from './seed/run-seed';
import { selectStorage } from './providers/storage/select-storage';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  seed: SeedReport;
  url: string;
  /** Where Prometheus scrapes (METRICS_PORT), when it is set. */
  metricsUrl?: string;
  /**
   * The graceful stop (docs/operations.md, "Stopping an instance"): readiness answers 503 at once and no job run
   * starts; sockets are told to reconnect (elsewhere); the listener closes and requests in flight finish; job runs
   * finish what they claimed; then Redis, the metrics port and the database close. main.ts bounds it by
   * SHUTDOWN_GRACE_MS.
   */
  stop(): Promise<void>;
  /** What the stop still waits for (requests, job runs) and the database pools, for the log when the grace runs out. */
  stillRunning(): { work: Array<{ what: string; forMs: number }>; dbPools: PoolStats[] };
}

/** Opens the database, migrates, seeds, and listens: what `npm start` and the browser tests run. */
export async function startServer(config: Config, options: { logger?: boolean } = {}): Promise<RunningServer> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: config.DATABASE_URL ? undefined : config.dbDir,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
  });
  await database.migrate();
  const seed = await runSeed({ config, db: database.db, storage: selectStorage(config), now: () => new Date() });
  const lifecycle = createLifecycle();
  const metrics = createMetrics({ processMetrics: config.METRICS_PORT !== undefined });
  const app = await buildApp({ config, database, logger: options.logger ?? true, jobs: true, lifecycle, metrics });
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  // The list builds' candidate columns load in the background from the start, so that the first browses of the day
  // find them ready (until then builds score in SQL).
  if (config.CANDIDATE_COLUMNS) candidateIndexOf(app.ctx).warm(database.db);
  const port = new URL(address).port;
  let metricsServer: MetricsServer | undefined;
  if (config.METRICS_PORT !== undefined) {
    try {
      metricsServer = await startMetricsServer(metrics, config.METRICS_PORT, config.METRICS_HOST);
    } catch (error) {
      await app.close();
      await database.close();
      throw new Error(`metrics port ${config.METRICS_HOST}:${config.METRICS_PORT}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  let stopping: Promise<void> | undefined;
  return {
    app,
    database,
    seed,
    url: `http://localhost:${port}`,
    ...(metricsServer ? { metricsUrl: metricsServer.url } : {}),
    stop() {
      stopping ??= (async () => {
        lifecycle.beginDrain();
        // Sockets, listener, requests in flight, job runs, then Redis (app.ts's onClose hooks, in that order).
        await app.close();
        // Scraped until here, so the drain itself shows (app_draining 1).
        await metricsServer?.close();
        await database.close();
      })();
      return stopping;
    },
    stillRunning: () => ({ work: lifecycle.running(), dbPools: database.poolStats() }),
  };
}

/** What `npm start` prints about the seed. Production never prints a password. */
export function describeSeed(seed: SeedReport, isProduction = false): string[] {
  const lines: string[] = [];
  if (seed.plansAdded) lines.push(`Seeded ${seed.plansAdded} plans.`);
  if (seed.membersAdded && !isProduction) lines.push(`Seeded ${seed.membersAdded} demo members (password ${DEMO_PASSWORD}).`);
  if (seed.admin) {
    lines.push(
      seed.admin.password && !isProduction
        ? `Admin sign-in: ${seed.admin.email} / ${seed.admin.password}`
        : `Admin sign-in: ${seed.admin.email} (password set earlier; see ADMIN_PASSWORD)`,
    );
  } else if (isProduction) {
    lines.push('To add an administrator: npm run admin -- create --email you@example.com --password \'…\'');
  }
  return lines;
}
