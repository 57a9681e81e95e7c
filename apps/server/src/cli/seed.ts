import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { selectStorage } from '../providers/storage/select-storage';
import { runSeed } from '../seed/run-seed';
import { describeSeed } from '../server';

/** `npm run seed`: migrate and seed without starting the server. */
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.DATABASE_URL ? undefined : config.dbDir });
await database.migrate();
const report = await runSeed({ config, db: database.db, storage: selectStorage(config), now: () => new Date() });
for (const line of describeSeed(report, config.isProduction)) console.log(line);
if (!report.plansAdded && !report.membersAdded) console.log('Nothing to seed: everything is already there.');
await database.close();
