// Bundles the server (and the contract package it imports from source) into dist/.
// The server's own dependencies stay external (the image installs exactly those: `npm ci --omit=dev
// --workspace=apps/server`); everything else is bundled, so the contract's own dependencies (intl-messageformat)
// come in at the version the contract resolves, not whatever another workspace hoisted. Migrations are read from
// apps/server/drizzle at run time.
import fs from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

await build({
  // The command-line tools too, so that an image with production dependencies only (no tsx) can run them.
  entryPoints: { main: 'src/main.ts', seed: 'src/cli/seed.ts', admin: 'src/cli/admin.ts', backup: 'src/cli/backup.ts', restore: 'src/cli/restore.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // A package path also covers its subpaths (drizzle-orm/pg-core).
  external: Object.keys(dependencies),
  // The contract package is ours and written in TypeScript: bundle it rather than leave it external.
  // The contract's catalogues are a subpath of their own (@sakinah/contract/translate), mapped before the package.
  alias: { '@sakinah/contract/translate': '../../packages/contract/src/i18n/translate.ts', '@sakinah/contract': '../../packages/contract/src/index.ts' },
  logLevel: 'warning',
});
