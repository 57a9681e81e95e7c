// `npm run check:architecture` (part of `npm test`): the import rules of docs/architecture.md, read from the
// code's own imports with tests left out.
//  1. dependency-cruiser with each app's rule set (apps/server/.dependency-cruiser.cjs, apps/web/.dependency-cruiser.cjs):
//     layers import only downward, a feature reaches another only through a declared edge, no file cycle.
//  2. Units: a folder (or file) directly under src, or a folder under a grouping folder (server: core/, features/,
//     backoffice/; web: features/). No circle and no two-way tie among units, and on the server the core and
//     feature units stand in at most MAX_LEVELS levels.
// `--graph` also prints each app's unit graph with its levels.
import path from 'node:path';
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const showGraph = process.argv.includes('--graph');

const APPS = [
  {
    name: 'server',
    src: 'apps/server/src',
    config: 'apps/server/.dependency-cruiser.cjs',
    groupings: ['modules', 'core', 'features', 'backoffice'],
    /** Units whose longest chain is bounded (the issue's "feature and core units stand in at most 6 levels"). */
    levelled: (unit) => unit.startsWith('core/') || unit.startsWith('features/'),
    maxLevels: 6,
  },
  {
    name: 'web',
    src: 'apps/web/src',
    config: 'apps/web/.dependency-cruiser.cjs',
    groupings: ['features'],
    levelled: () => false,
    maxLevels: Infinity,
  },
];

const TEST_FILES = '(\\.test\\.tsx?$)|(/src/test/)';

function unitOf(app, file) {
  if (!file.startsWith(`${app.src}/`)) return null;
  const parts = file.slice(app.src.length + 1).split('/');
  if (parts.length > 2 && app.groupings.includes(parts[0])) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/** Tarjan's strongly connected components of size > 1. */
function circles(graph) {
  let counter = 0;
  const stack = [];
  const onStack = new Set();
  const index = new Map();
  const low = new Map();
  const found = [];
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

let failures = 0;
for (const app of APPS) {
  const ruleSet = require(path.join(root, app.config));
  const result = await cruise([app.src], {
    ruleSet,
    validate: true,
    exclude: { path: TEST_FILES },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: path.join(root, 'tsconfig.base.json') },
  });
  const output = result.output;
  const violations = output.summary.violations.filter((v) => v.rule.severity === 'error');
  for (const v of violations) {
    const via = v.cycle ? `\n      cycle: ${v.cycle.map((c) => c.name ?? c).join(' -> ')}` : '';
    console.error(`✖ ${app.name}: ${v.rule.name}: ${v.from} -> ${v.to}${via}`);
  }
  failures += violations.length;

  // The unit graph, with one example import per tie.
  const graph = new Map();
  const example = new Map();
  for (const mod of output.modules) {
    const from = unitOf(app, mod.source);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const dep of mod.dependencies) {
      const to = unitOf(app, dep.resolved);
      if (!to || to === from) continue;
      graph.get(from).add(to);
      if (!graph.has(to)) graph.set(to, new Set());
      const key = `${from} -> ${to}`;
      if (!example.has(key)) example.set(key, `${mod.source} -> ${dep.resolved}`);
    }
  }
  const found = circles(graph);
  for (const circle of found) {
    console.error(`✖ ${app.name}: units in a circle: ${circle.join(', ')}`);
    for (const from of circle)
      for (const to of graph.get(from)) if (circle.includes(to)) console.error(`      ${example.get(`${from} -> ${to}`)}`);
  }
  failures += found.length;

  if (found.length === 0) {
    const depth = new Map();
    const levelOf = (v) => {
      if (depth.has(v)) return depth.get(v);
      let level = app.levelled(v) ? 1 : 0;
      for (const w of graph.get(v)) level = Math.max(level, levelOf(w) + (app.levelled(v) ? 1 : 0));
      depth.set(v, level);
      return level;
    };
    const levelled = [...graph.keys()].filter(app.levelled);
    const deepest = Math.max(0, ...levelled.map(levelOf));
    if (deepest > app.maxLevels) {
      console.error(`✖ ${app.name}: core and feature units stand in ${deepest} levels (at most ${app.maxLevels})`);
      failures += 1;
    }
    if (showGraph) {
      console.log(`\n${app.name}: ${graph.size} units, core and features in ${deepest} levels`);
      for (const v of [...graph.keys()].sort()) console.log(`  ${v}${app.levelled(v) ? ` (level ${levelOf(v)})` : ''} -> ${[...graph.get(v)].sort().join(', ')}`);
    }
  }
  console.log(`${found.length || violations.length ? '✖' : '✔'} ${app.name}: ${output.summary.totalCruised} files, ${graph.size} units, ${violations.length} rule violations, ${found.length} unit circles`);
}
process.exit(failures ? 1 : 0);
