/**
 * The server's import rules (docs/architecture.md, "Layers"), checked by `npm run check:architecture` in `npm test`.
 * Layers import only downward: infrastructure < core < features < back office < wiring (app.ts, jobs.ts, server.ts,
 * seed, cli). A feature reaches another feature only through an edge declared below, with its reason.
 */
const SRC = '^apps/server/src/';
const INFRASTRUCTURE = `${SRC}((config|errors|context)\\.ts$|(lib|db|providers|plugins|events|realtime)/)`;
const WIRING = `${SRC}((app|jobs|server|main)\\.ts$|(seed|cli|test)/)`;

/** Feature → feature imports that are a domain need, each with its reason. Keep this list short. */
const DECLARED_FEATURE_EDGES = [
  { from: 'account', to: 'profile', why: 'PUT /api/update-user saves the profile editor\'s fields through the profile feature (the spec\'s one endpoint for both)' },
  { from: 'guardians', to: 'messaging', why: 'a guardian reads her ward\'s conversations and decides the contact exchanges that wait for her' },
  { from: 'guardians', to: 'requests', why: 'a guardian reads her ward\'s requests' },
  { from: 'guardians', to: 'account', why: 'a guardian invited by phone proves her number with a code, under the limits and rules of every code (otp.service.ts)' },
  { from: 'safety', to: 'messaging', why: 'a report may quote the message it is about' },
  { from: 'requests', to: 'messaging', why: "a request's introduction is masked and scam-checked by chat's rules (one rule, not a copy)" },
];

/** Each unit of the core, with the core units it may import (the core's own order: media, plans, risk < member < privacy). */
const CORE_ORDER = {
  media: [],
  plans: [],
  risk: [],
  // The notification outbox: records what happened to a member in the cause's transaction (suspension is one).
  notifications: [],
  member: ['media', 'plans', 'notifications'],
  privacy: ['media', 'plans', 'member'],
};

const fs = require('node:fs');
const path = require('node:path');

const FEATURES = fs
  .readdirSync(path.join(__dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

module.exports = {
  forbidden: [
    { name: 'no-file-cycle', severity: 'error', comment: 'No import cycle between files, type-only imports included.', from: {}, to: { circular: true } },
    {
      name: 'infrastructure-imports-no-domain',
      severity: 'error',
      comment: 'config, errors, context, lib, db, providers, plugins, events and realtime import neither the core nor features.',
      from: { path: INFRASTRUCTURE },
      to: { path: `${SRC}(core|features|backoffice)/|${WIRING}` },
    },
    {
      name: 'core-imports-no-feature',
      severity: 'error',
      comment: 'The core (member, plans, media, privacy, risk intake) never imports a feature, the back office or the wiring.',
      from: { path: `${SRC}core/` },
      to: { path: `${SRC}(features|backoffice)/|${WIRING}` },
    },
    ...Object.entries(CORE_ORDER).map(([unit, allowed]) => ({
      name: `core-order-${unit}`,
      severity: 'error',
      comment: `core/${unit} imports only ${allowed.length ? allowed.map((u) => `core/${u}`).join(', ') : 'no other core unit'} of the core.`,
      from: { path: `${SRC}core/${unit}/` },
      to: { path: `${SRC}core/`, pathNot: `${SRC}core/(${[unit, ...allowed].join('|')})/` },
    })),
    {
      name: 'features-import-no-back-office',
      severity: 'error',
      comment: 'Features never import the back office or the wiring (app.ts subscribes back-office reactions to domain events).',
      from: { path: `${SRC}features/` },
      to: { path: `${SRC}backoffice/|${WIRING}` },
    },
    ...FEATURES.map((feature) => {
      const declared = DECLARED_FEATURE_EDGES.filter((edge) => edge.from === feature).map((edge) => edge.to);
      return {
        name: `feature-edges-${feature}`,
        severity: 'error',
        comment: `features/${feature} reaches another feature only through a declared edge${declared.length ? ` (${declared.join(', ')})` : ' (it has none)'}.`,
        from: { path: `${SRC}features/${feature}/` },
        to: { path: `${SRC}features/`, pathNot: `${SRC}features/(${[feature, ...declared].join('|')})/` },
      };
    }),
    {
      name: 'back-office-imports-no-wiring',
      severity: 'error',
      comment: 'The back office uses features and the core, never the wiring.',
      from: { path: `${SRC}backoffice/` },
      to: { path: WIRING },
    },
    {
      name: 'risk-review-imports-no-admin',
      severity: 'error',
      comment: 'The admin console shows risk scores (admin → risk-review); the risk review acts through the core.',
      from: { path: `${SRC}backoffice/risk-review/` },
      to: { path: `${SRC}backoffice/admin/` },
    },
  ],
};
