// `npm test`: lint, import cycles (`npm run check:cycles`), the architecture's import rules (`npm run check:architecture`),
// typecheck, build, then every Vitest
// project (unit, integration on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL; web
// components; browser tests on the built app).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const started = Date.now();

function step(title, command, args) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

step('Lint', npx, ['eslint', '.', '--max-warnings=0']);
step('Import cycles', npm, ['run', '--silent', 'check:cycles']);
step('Architecture (layers, units, declared edges)', npm, ['run', '--silent', 'check:architecture']);
step('Typecheck', npm, ['run', '--silent', 'typecheck']);
step('Build', npm, ['run', '--silent', 'build']);

const report = path.join(os.tmpdir(), `sakinah-vitest-${process.pid}.json`);
console.log(
  process.env.TEST_DATABASE_URL
    ? '\n(integration tests run on PGlite and on PostgreSQL at TEST_DATABASE_URL)'
    : '\n(integration tests run on PGlite; set TEST_DATABASE_URL to also run them on PostgreSQL)',
);
const t0 = Date.now();
const vitest = spawnSync(npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
  stdio: 'inherit',
  env: process.env,
});
let summary = '';
try {
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  summary = `${json.numPassedTests} passed, ${json.numFailedTests} failed`;
  if (json.numPendingTests || json.numTodoTests) summary += `, ${json.numPendingTests + json.numTodoTests} skipped`;
  fs.rmSync(report, { force: true });
} catch {
  summary = `0 passed, 1 failed`;
}
console.log(`\nTests finished in ${((Date.now() - t0) / 1000).toFixed(0)} s; whole run ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${summary}`);
process.exit(vitest.status ?? 1);
