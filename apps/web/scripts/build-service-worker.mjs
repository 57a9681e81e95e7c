// Builds the service worker (src/service-worker/sw.ts) into dist/sw.js, one classic script with nothing to
// import, after the app's build: the list of shell files it caches comes from the build's manifest
// (the app's entry, the chunks it imports and its styles, the icons, the offline page), and their digest names the
// cache, so a new build's worker replaces the old shell. Fonts and lazily loaded pages are kept as they are first
// fetched (all of /assets is the build's own, the same for everyone): precaching every font subset would be megabytes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const webManifest = JSON.parse(fs.readFileSync(path.join(dist, 'manifest.webmanifest'), 'utf8'));

/** The app's entry and every chunk it imports statically, with their styles. */
function entryFiles(key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no ${key}.`);
  return [chunk.file, ...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((next) => entryFiles(next, seen))];
}

const files = new Set(entryFiles('index.html'));
const shellFiles = [
  '/offline.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  ...webManifest.icons.map((icon) => icon.src),
  '/icons/badge-96.png',
  ...[...files].sort().map((file) => `/${file}`),
];
for (const file of shellFiles) {
  if (!fs.existsSync(path.join(dist, file))) throw new Error(`The service worker's shell names ${file}, which the build lacks.`);
}
const digest = crypto.createHash('sha256');
for (const file of shellFiles) digest.update(file).update(fs.readFileSync(path.join(dist, file)));
const buildId = digest.digest('hex').slice(0, 16);

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  define: {
    __SHELL_FILES__: JSON.stringify(shellFiles),
    __BUILD_ID__: JSON.stringify(buildId),
    __APP_NAME__: JSON.stringify(webManifest.short_name),
  },
  build: {
    outDir: dist,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    lib: { entry: path.join(root, 'src/service-worker/sw.ts'), formats: ['iife'], name: 'sakinahWorker', fileName: () => 'sw.js' },
  },
});
console.log(`Service worker: dist/sw.js, shell ${buildId} of ${shellFiles.length} files`);
