import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, type Config } from './config';
import { describeSeed, startServer } from './server';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const server = await startServer(config).catch((error: unknown) => {
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

console.log(`\nSakinah is running at ${server.url} (database: ${server.database.kind})`);
if (server.metricsUrl) console.log(`Metrics: ${server.metricsUrl}`);
for (const line of describeSeed(server.seed, config.isProduction)) console.log(line);

const log = server.app.log;
// SIGTERM or SIGINT (or an uncaught error) drains the server within SHUTDOWN_GRACE_MS and exits 0; a second
// signal meanwhile exits at once, and a drain that outlasts the grace says what it was still waiting for and
// exits 1 (docs/operations.md, "Stopping an instance").
closeWithGrace(
  {
    delay: config.SHUTDOWN_GRACE_MS,
    logger: { error: (message: unknown) => log.error(message instanceof Error ? { err: message } : { detail: message }, 'stop failed') },
    onSecondSignal: (signal) => log.error({ signal }, 'second signal during the drain: exiting at once'),
    onSecondError: (err) => log.error({ err }, 'error during the drain: exiting at once'),
    onTimeout: (graceMs) => log.error({ graceMs, stillRunning: server.stillRunning() }, 'drain outlasted SHUTDOWN_GRACE_MS: exiting with what was still running'),
  },
  async ({ signal, err }) => {
    if (err) log.error({ err }, 'uncaught error: stopping');
    else log.info({ signal, graceMs: config.SHUTDOWN_GRACE_MS }, 'stopping: draining');
    const startedAt = Date.now();
    await server.stop();
    log.info({ drainMs: Date.now() - startedAt }, 'stopped');
  },
);
