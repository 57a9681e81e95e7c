/**
 * `npm run bench:web`: how light and fast the web app is for a visitor on a phone. Builds the app
 * (unless SKIP_BUILD=1), serves it from a fresh data directory on WEB_PORT (default 5131), then prints
 * - the first load of each page (HTML + linked styles and scripts + their static imports, gzipped);
 * - the member app's shell and what each route adds to it (from the build manifest);
 * - Lighthouse 12 (from npm) with its default mobile preset and simulated throttling, RUNS times per
 *   page (default 3), median by performance score, on the system Chromium (CHROMIUM_PATH, default
 *   /usr/bin/chromium). Nothing leaves this machine. LHR_DIR=<folder> keeps each run's full report and trace (PAGES=/ for one page).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { FIRST_LOAD_PAGES, firstLoad } from './first-load';
import { appChunkTable } from './app-chunks';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.WEB_PORT ?? 5131);
const runs = Number(process.env.RUNS ?? 3);
/** Where to keep each run's full Lighthouse report (unset: not kept). */
const lhrDir = process.env.LHR_DIR ? path.resolve(process.env.LHR_DIR) : undefined;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// In Hindi and Urdu too (issue 43): home, pricing and the FAQ, whose fonts are the language's script.
const ALL_LIGHTHOUSE_PAGES = ['/', '/about', '/faq', '/pricing', '/auth/login', '/hi/', '/ur/', '/hi/pricing', '/ur/pricing', '/hi/faq', '/ur/faq'];
// PAGES=/,/faq measures a few of them (while working on one page); the goal is stated for all.
const LIGHTHOUSE_PAGES = process.env.PAGES ? process.env.PAGES.split(',').map((page) => page.trim()).filter(Boolean) : ALL_LIGHTHOUSE_PAGES;
const baseUrl = `http://127.0.0.1:${port}`;

/** The bytes of the fonts among a Lighthouse run's requests. */
function fontBytes(details: unknown): number {
  const items = (details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
  return items.filter((item) => item.resourceType === 'Font').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

if (!Number.isInteger(runs) || runs < 1) {
  console.error('RUNS must be a whole number of at least 1.');
  process.exit(2);
}
if (!fs.existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: install Debian's chromium or set CHROMIUM_PATH.`);
  process.exit(2);
}
if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the web app and the server (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-bench-web-'));
// The embedded defaults (PGlite with demo data, no Redis), whatever this shell has set.
const { DATABASE_URL: _database, REDIS_URL: _redis, NODE_ENV: _mode, ...inherited } = process.env;
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.once('SIGINT', () => {
  stop();
  process.exit(130);
});

try {
  for (let waited = 0; ; waited += 250) {
    const ok = await fetch(`${baseUrl}/api/health`).then((res) => res.ok).catch(() => false);
    if (ok) break;
    if (waited > 180_000 || server.exitCode !== null) throw new Error('The server did not start.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  console.log('\nFirst load (gzipped; goal: public pages ≤ 100 KiB):');
  console.table(await Promise.all(FIRST_LOAD_PAGES.map((page) => firstLoad(baseUrl, page))));
  const chunks = appChunkTable(path.join(root, 'apps', 'web', 'dist'));
  console.log(
    `\nMember app (gzipped): the shell every signed-in page loads first is ${chunks.shellKiB} KiB (index.html, entry, its imports, stylesheet);` +
      ' what each route adds (shared chunks counted in each route that needs them; goal: shell + featured profiles ≤ 170 KiB, a route ≤ 50 KiB):',
  );
  console.table(chunks.routes);

  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  type Row = { page: string; performance: number; accessibility: number; bestPractices: number; seo: number; lcpS: number; tbtMs: number; cls: number; fontsKiB: number };
  const rows: Row[] = [];
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const samples: Row[] = [];
      for (let run = 0; run < runs; run += 1) {
        // A trace that fails to record (NO_NAVSTART, NO_FCP: seen now and then with headless Chromium) is run again.
        let trace: unknown;
        let lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'] | undefined;
        for (let attempt = 1; !lhr; attempt += 1) {
          const result = await lighthouse(`${baseUrl}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
          const failure = result.lhr.runtimeError;
          if (!failure) {
            lhr = result.lhr;
            trace = (result as unknown as { artifacts?: { Trace?: unknown } }).artifacts?.Trace;
          }
          else if (attempt >= 3) throw new Error(`Lighthouse on ${page}: ${failure.code} ${failure.message}`);
        }
        if (lhrDir) {
          // The whole report, for reading what a page's time goes to (its trace's LCP phases, render-blocking
          // requests, main-thread work): e.g. `jq '.audits["largest-contentful-paint-element"].details'`.
          fs.mkdirSync(lhrDir, { recursive: true });
          const name = `${page.replace(/\W+/g, '_').replace(/^_+|_+$/g, '') || 'home'}-${run + 1}`;
          fs.writeFileSync(path.join(lhrDir, `${name}.json`), JSON.stringify(lhr));
          // The page's own trace (Chromium's trace events: each task's Layout and UpdateLayoutTree with their box counts).
          if (trace) fs.writeFileSync(path.join(lhrDir, `${name}.trace.json`), JSON.stringify(trace));
        }
        const { categories, audits } = lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        samples.push({
          page,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpS: +((audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          cls: +(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
          // Every font the page downloaded (goal: ≤ 80 KB a page, issue 43).
          fontsKiB: +(fontBytes(audits['network-requests']?.details) / 1024).toFixed(1),
        });
      }
      samples.sort((a, b) => a.performance - b.performance);
      rows.push(samples[Math.floor(samples.length / 2)]!);
    }
  } finally {
    chrome.kill();
  }
  console.log(`\nLighthouse 12 mobile preset, median of ${runs} by performance (goal: performance ≥ 95, the others 100, LCP ≤ 2.0 s, CLS ≤ 0.05, fonts ≤ 80 KB):`);
  console.table(rows);
  console.log(`Load average at the end: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} (other work on this machine skews the timings).`);
} finally {
  stop();
}
