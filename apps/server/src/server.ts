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
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.DATABASE_URL ? undefined : config.dbDir });
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

export function describeSeed(seed: SeedReport): string[] {
  const lines: string[] = [];
  if (seed.plansAdded) lines.push(`Seeded ${seed.plansAdded} plans.`);
  if (seed.membersAdded) lines.push(`Seeded ${seed.membersAdded} demo members (password ${DEMO_PASSWORD}).`);
  if (seed.admin) {
    lines.push(
      seed.admin.password
        ? `Admin sign-in: ${seed.admin.email} / ${seed.admin.password}`
        : `Admin sign-in: ${seed.admin.email} (password set earlier; see ADMIN_PASSWORD)`,
    );
  }
  return lines;
}
