import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, several projects (DESIGN.md test tiers):
 * contract and server unit tests, server integration tests on PGlite (and on PostgreSQL when
 * TEST_DATABASE_URL is set), web component tests, and browser tests in the system Chromium.
 */
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time (cores - 1). The integration files spend much of their time
    // waiting (on PostgreSQL, on timers, on child processes): two at a time keep both cores busy.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.int.test.ts'],
        },
      },
      {
        test: {
          name: 'server-int',
          include: ['apps/server/src/**/*.int.test.ts'],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/src/test/database-images.ts'],
          // A file builds its own app on its own database and imports nothing with module state a test changes: a
          // worker keeps its imports from file to file (each file re-imported the whole server: seconds apiece).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'server-int-pg',
                include: ['apps/server/src/**/*.int.test.ts'],
                env: { TEST_DB: 'postgres' },
                globalSetup: ['apps/server/src/test/database-images.ts'],
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          // A browser test that takes 30 s on a quiet machine took 60 s on a busy one (CI, 30 November): the limit
          // is there to stop a hung test, not to time a slow one.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A page's answer can take seconds on a busy two-core machine (the app's code loads on a first click, two
          // files run at once): a poll that waits only the default second fails on time, not on behaviour.
          expect: { poll: { timeout: 10_000 } },
          // Browser tests share one server and one browser; two files at a time suit two cores.
          maxWorkers: 2,
          // They run after every other project, not beside them.
          sequence: { groupOrder: 1 },
          fileParallelism: true,
        },
      },
    ],
  },
});
