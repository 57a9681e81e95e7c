import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isDynamicEntry?: boolean;
}

/**
 * The member app's weight from the build manifest (gzipped, level 9): the shell every signed-in page
 * loads first (index.html, the entry and its static imports, the stylesheet), then what each route
 * adds on top of it (its chunk and the static imports the shell does not already have).
 */
export function appChunkTable(webDist: string): { shellKiB: number; routes: { route: string; ownKiB: number; files: number }[] } {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const gzipKiB = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(webDist, file)), { level: 9 }).length / 1024;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const filesOf = (keys: Iterable<string>) => new Set([...keys].map((key) => manifest[key]!.file));
  const shellFiles = filesOf(closure('index.html'));
  const shell = [...shellFiles, ...(manifest['index.html']?.css ?? [])];
  const round = (n: number) => Math.round(n * 10) / 10;
  const routes = Object.keys(manifest)
    .filter((key) => manifest[key]!.isDynamicEntry && key.startsWith('src/routes/'))
    .map((key) => {
      const own = [...filesOf(closure(key))].filter((file) => !shellFiles.has(file));
      return { route: key.replace('src/routes/', ''), ownKiB: round(own.reduce((sum, file) => sum + gzipKiB(file), 0)), files: own.length };
    })
    .sort((a, b) => b.ownKiB - a.ownKiB);
  return { shellKiB: round(shell.reduce((sum, file) => sum + gzipKiB(file), 0)), routes };
}
