import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { runSeed, DEMO_PASSWORD, type SeedReport } from './seed/run-seed';
import { selectStorage } from './providers/storage/select-storage';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  seed: SeedReport;
  url: string;
  stop(): Promise<void>;
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
  const app = await buildApp({ config, database, logger: options.logger ?? true, jobs: true });
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const port = new URL(address).port;
  return {
    app,
    database,
    seed,
    url: `http://localhost:${port}`,
    async stop() {
      await app.close();
      await database.close();
    },
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
