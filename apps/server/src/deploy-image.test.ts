import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES, pageFileName, ROUTES, SERVER_RENDERED_ROUTES, trimmedPathInLanguage } from '@sakinah/contract';
import { loadConfig } from './config';
import { findMigrationsFolder } from './db/client';
import { RENDERED_PAGE_MARKERS, renderEntryDirOf } from './plugins/rendered-pages';

/**
 * The image (deploy/Dockerfile) runs the built server with the server's production dependencies only. No container
 * engine runs here, so this checks the two things the image got wrong once (the pages the server renders itself fell
 * back to the app shell without a word):
 *  1. its runtime stage copies every folder the server reads at run time, as the server's own code locates them;
 *  2. the web app's render entry (apps/web/dist-ssr/entry-server.js, imported by plugins/rendered-pages.ts) loads and
 *     renders from a copy laid out as in the image, whose node_modules holds the server's production dependencies
 *     and nothing else (no react, no react-router: the web build bundles them into the entry).
 * The second part needs `npm run build` (npm test builds first); without any web build it is skipped.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const fromRoot = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');

interface Copy {
  from: string | undefined;
  sources: string[];
  /** Absolute, inside the image. */
  dest: string;
}
interface Stage {
  name: string | undefined;
  lines: string[];
  copies: Copy[];
}

/** The Dockerfile's stages, each with its instructions (continuation lines joined) and its COPY instructions. */
function readDockerfile(file: string): Stage[] {
  const instructions = fs
    .readFileSync(file, 'utf8')
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  let workdir = '/';
  for (const line of instructions) {
    const [keyword = '', ...args] = line.split(/\s+/);
    if (/^FROM$/i.test(keyword)) {
      const as = args.findIndex((arg) => /^AS$/i.test(arg));
      stages.push({ name: as >= 0 ? args[as + 1] : undefined, lines: [], copies: [] });
      workdir = '/';
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`${line}: before the first FROM`);
    stage.lines.push(line);
    if (/^WORKDIR$/i.test(keyword)) workdir = path.posix.resolve(workdir, args[0]!);
    if (/^COPY$/i.test(keyword)) {
      const flags = args.filter((arg) => arg.startsWith('--'));
      const paths = args.filter((arg) => !arg.startsWith('--'));
      const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
      stage.copies.push({ from, sources: paths.slice(0, -1), dest: path.posix.resolve(workdir, paths.at(-1)!) });
    }
  }
  return stages;
}

const dockerfile = path.join(repoRoot, 'deploy', 'Dockerfile');
const stages = readDockerfile(dockerfile);
const runtime = stages.at(-1)!;

/** What the server reads at run time, from the repository's root (the image's /app), as its code finds it. */
function runtimeFolders(): Record<string, string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-image-config-'));
  try {
    // The default WEB_DIST: the web build beside the server (config.ts), the same from src/ and from dist/.
    const { webDist } = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    return {
      'the bundle (CMD node apps/server/dist/main.js)': 'apps/server/dist',
      'the migrations (db/client.ts, findMigrationsFolder)': fromRoot(findMigrationsFolder()),
      'the receipt fonts (features/billing/receipt-pdf.ts)': 'apps/server/assets',
      'the web app (config.ts, WEB_DIST by default)': fromRoot(webDist),
      'the render entry and templates (plugins/rendered-pages.ts)': fromRoot(renderEntryDirOf(webDist)),
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('deploy/Dockerfile', () => {
  it('copies into its runtime stage every folder the server reads at run time, from the build stage', () => {
    const folders = runtimeFolders();
    expect(Object.values(folders)).toContain('apps/web/dist-ssr');
    const workdir = '/app';
    expect(runtime.lines).toContain(`WORKDIR ${workdir}`);
    for (const [what, folder] of Object.entries(folders)) {
      const inImage = path.posix.join(workdir, folder);
      const copy = runtime.copies.find((c) => c.from === 'build' && c.sources.includes(inImage) && c.dest === inImage);
      expect(copy, `${what}: no "COPY --from=build ${inImage} ${folder}" in the runtime stage`).toBeDefined();
    }
    expect(runtime.lines).toContainEqual(expect.stringMatching(/^CMD \["node", "apps\/server\/dist\/main\.js"\]$/));
  });

  it("gives the runtime stage the server's production dependencies only (what the render entry is checked against)", () => {
    const deps = stages.find((stage) => stage.name === 'deps');
    expect(deps?.lines).toContainEqual(expect.stringMatching(/^RUN npm ci --omit=dev --workspace=apps\/server\b/));
    expect(runtime.copies).toContainEqual({ from: 'deps', sources: ['/app/node_modules'], dest: '/app/node_modules' });
    // Nothing else brings packages in: no other node_modules, no install in the runtime stage.
    expect(runtime.copies.filter((c) => c.sources.some((s) => s.includes('node_modules')))).toHaveLength(1);
    expect(runtime.lines.filter((line) => /\bnpm (ci|install|i)\b/.test(line))).toEqual([]);
  });
});

const webBuild = path.join(repoRoot, 'apps', 'web', 'dist', 'index.html');
const built = fs.existsSync(webBuild);
if (!built) console.warn('deploy-image.test.ts: the render entry is not checked: no web build (run `npm run build`).');

describe.skipIf(!built)('the render entry, with the server production dependencies only', () => {
  const layout = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-image-'));
  afterAll(() => fs.rmSync(layout, { recursive: true, force: true }));

  it('loads and renders every server-rendered page in every language', () => {
    // Nothing above the copy may offer packages: Node would look there for what the entry imports.
    for (let dir = path.dirname(layout); ; dir = path.dirname(dir)) {
      expect(fs.existsSync(path.join(dir, 'node_modules')), `${dir}/node_modules would leak packages into the check`).toBe(false);
      if (path.dirname(dir) === dir) break;
    }
    const { webDist } = loadConfig({ NODE_ENV: 'test', DATA_DIR: layout });
    const entryDir = renderEntryDirOf(webDist);
    expect(fs.existsSync(path.join(entryDir, 'entry-server.js')), 'the web build left no dist-ssr/entry-server.js').toBe(true);

    // The image's /app: the render entry where the server looks for it, node_modules with the server's packages.
    const copiedEntryDir = path.join(layout, fromRoot(entryDir));
    fs.cpSync(entryDir, copiedEntryDir, { recursive: true });
    const serverPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps', 'server', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const serverDependencies = Object.keys(serverPackage.dependencies);
    expect(serverDependencies).toContain('zod');
    for (const name of serverDependencies) {
      const installed = [path.join(repoRoot, 'apps', 'server', 'node_modules', name), path.join(repoRoot, 'node_modules', name)].find((dir) => fs.existsSync(dir));
      expect(installed, `${name} is not installed`).toBeDefined();
      const link = path.join(layout, 'node_modules', name);
      fs.mkdirSync(path.dirname(link), { recursive: true });
      fs.symlinkSync(installed!, link, 'dir');
    }

    const routes = LANGUAGES.flatMap((language) => SERVER_RENDERED_ROUTES.map((route) => trimmedPathInLanguage(route, language)));
    expect(routes).toEqual(expect.arrayContaining([ROUTES.home, '/hi', '/ur', ROUTES.pricing, '/hi/pricing', '/ur/pricing']));
    const check = path.join(path.dirname(copiedEntryDir), 'check-render-entry.mjs');
    fs.writeFileSync(
      check,
      `const result = { unresolved: {}, pages: {} };
// Controls: the layout finds the server's packages and none of the web app's.
for (const name of ['react', 'react-dom/server', 'react-router', '@tanstack/react-query', 'lucide-react', 'sonner']) {
  try { await import(name); } catch (error) { result.unresolved[name] = error.code; }
}
result.serverPackage = typeof (await import('zod')).z.object;
const entry = await import('./${path.basename(copiedEntryDir)}/entry-server.js');
for (const route of JSON.parse(process.argv[2])) {
  result.pages[route] = { html: entry.render(route, entry.STYLESHEET_SAMPLE_DATA).html, data: entry.pageDataScript(entry.STYLESHEET_SAMPLE_DATA) };
}
process.stdout.write(JSON.stringify(result));
`,
    );
    let output: string;
    try {
      // A clean environment: no NODE_PATH or NODE_OPTIONS of the test runner's to widen the lookup.
      output = execFileSync(process.execPath, [check, JSON.stringify(routes)], {
        cwd: layout,
        env: { PATH: process.env.PATH, NODE_ENV: 'production' },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? String(error);
      throw new Error(`The render entry does not load with the server's dependencies only (rebuild with \`npm run build\`?):\n${stderr}`);
    }
    const result = JSON.parse(output) as { unresolved: Record<string, string>; serverPackage: string; pages: Record<string, { html: string; data: string }> };
    expect(result.unresolved).toEqual({
      react: 'ERR_MODULE_NOT_FOUND',
      'react-dom/server': 'ERR_MODULE_NOT_FOUND',
      'react-router': 'ERR_MODULE_NOT_FOUND',
      '@tanstack/react-query': 'ERR_MODULE_NOT_FOUND',
      'lucide-react': 'ERR_MODULE_NOT_FOUND',
      sonner: 'ERR_MODULE_NOT_FOUND',
    });
    expect(result.serverPackage).toBe('function');

    expect(Object.keys(result.pages).sort()).toEqual([...routes].sort());
    for (const route of routes) {
      const { html, data } = result.pages[route]!;
      expect(html.length, route).toBeGreaterThan(2000);
      expect(html, route).toContain('id="main"');
      expect(data, route).toMatch(/^<script type="application\/json" id="page-data">\{.*\}<\/script>$/s);
      // Each language's own words: Devanagari for Hindi, Arabic script for Urdu.
      if (route.startsWith('/hi')) expect(html, route).toMatch(/[\u0900-\u097F]{4}/);
      if (route.startsWith('/ur')) expect(html, route).toMatch(/[\u0600-\u06FF]{4}/);
      // The template the server puts it in, with its markers (plugins/rendered-pages.ts).
      const template = fs.readFileSync(path.join(copiedEntryDir, 'pages', `${pageFileName(route)}.html`), 'utf8');
      for (const marker of Object.values(RENDERED_PAGE_MARKERS)) expect(template, `${route}: ${marker}`).toContain(marker);
    }
    // The pricing pages carry the plans they were given.
    for (const route of routes.filter((r) => r.endsWith('/pricing'))) expect(result.pages[route]!.html, route).toContain('Premium');
  }, 60_000);
});
