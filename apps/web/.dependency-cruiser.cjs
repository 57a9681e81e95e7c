/**
 * The web app's import rules (docs/architecture.md, "The web's layers"), checked by `npm run check:architecture`
 * on the code's own imports (tests left out). From the bottom up:
 *   lib/              API client, query client and keys, hooks with no feature in them: imports nothing of the app
 *   components/ui/    shared primitives: import lib only
 *   features/<name>/  one folder per feature: may use lib, components and other features, each only through
 *                     that feature's public.ts (the door: what it offers others)
 *   app-shell/, routes/, the files at the top (app.tsx, providers.tsx, page-data.ts, the entries): compose pages
 *                     from the features and may import any of their files; no feature imports them
 * @type {import('dependency-cruiser').IConfiguration['forbidden']}
 */
const SRC = '^apps/web/src/';

module.exports = {
  forbidden: [
    {
      name: 'no-file-cycle',
      comment: 'A cycle of files, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-imports-no-app-code',
      comment: 'lib/ is the bottom layer: it imports nothing of the app outside lib/ (no feature, component, route or shell).',
      severity: 'error',
      from: { path: `${SRC}lib/` },
      to: { path: SRC, pathNot: `${SRC}lib/` },
    },
    {
      name: 'components-import-only-lib',
      comment: 'components/ui holds primitives every layer uses: they import only components/ and lib/, never a feature.',
      severity: 'error',
      from: { path: `${SRC}components/` },
      to: { path: SRC, pathNot: [`${SRC}components/`, `${SRC}lib/`] },
    },
    {
      name: 'feature-through-public-file',
      comment: "A feature reaches another feature only through that feature's public.ts.",
      severity: 'error',
      from: { path: `${SRC}features/([^/]+)/` },
      to: { path: `${SRC}features/`, pathNot: [`${SRC}features/$1/`, `${SRC}features/[^/]+/public\\.ts$`] },
    },
    {
      name: 'public-file-is-a-door',
      comment: "A feature's public.ts re-exports its own feature's files, nothing from elsewhere in the app.",
      severity: 'error',
      from: { path: `${SRC}features/([^/]+)/public\\.ts$` },
      to: { path: SRC, pathNot: `${SRC}features/$1/` },
    },
    {
      name: 'features-below-the-shell',
      comment: 'Features import no layer above them: not the app shell, routes or the files at the top of src/.',
      severity: 'error',
      from: { path: `${SRC}features/` },
      to: { path: [`${SRC}(app-shell|routes)/`, `${SRC}[^/]+$`] },
    },
    {
      name: 'shell-below-the-routes',
      comment: 'The app shell (header, footer, guards) is composed by app.tsx; it imports no route and no file at the top of src/.',
      severity: 'error',
      from: { path: `${SRC}app-shell/` },
      to: { path: [`${SRC}routes/`, `${SRC}[^/]+$`] },
    },
  ],
};
