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
for (const line of describeSeed(server.seed, config.isProduction)) console.log(line);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    server
      .stop()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  });
}
