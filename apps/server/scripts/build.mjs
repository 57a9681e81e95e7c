// Bundles the server (and the contract package it imports from source) into dist/.
// node_modules stay external; migrations are read from apps/server/drizzle at run time.
import { build } from 'esbuild';

await build({
  // The command-line tools too, so that an image with production dependencies only (no tsx) can run them.
  entryPoints: { main: 'src/main.ts', seed: 'src/cli/seed.ts', admin: 'src/cli/admin.ts', backup: 'src/cli/backup.ts', restore: 'src/cli/restore.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // The contract package is ours and written in TypeScript: bundle it rather than leave it external.
  // The contract's catalogues are a subpath of their own (@sakinah/contract/translate), mapped before the package.
  alias: { '@sakinah/contract/translate': '../../packages/contract/src/i18n/translate.ts', '@sakinah/contract': '../../packages/contract/src/index.ts' },
  logLevel: 'warning',
});
