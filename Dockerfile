# syntax=docker/dockerfile:1
# Sakinah's image (docs/operations.md, "The image"), run twice behind nginx by deploy/compose.yaml.
#
# This project's machines run no container engine, so this file is not built by the project's own tests. Its
# steps are the ones CI runs, so that what CI proves is what the image holds: `npm ci`, `npm run build` (the web
# app and the server bundle), and at start what `npm start` runs after its build: `node apps/server/dist/main.js`,
# which migrates the database (serialised across instances) before it listens.

# 1. Build: every dependency, the web app and the server bundle, exactly as CI builds them.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies of the server only (the contract package is bundled into dist/; no tsx, no web tools).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace=apps/server --no-audit --no-fund

# 3. What runs: node, the server's production dependencies, the bundle, the migrations, the built web app.
FROM node:20-bookworm-slim
# pg_dump and pg_restore for `npm run backup` / `npm run restore` (node apps/server/dist/backup.js): the client of
# the compose file's PostgreSQL 16, from PostgreSQL's own Debian repository (bookworm's own client is 15, and
# pg_dump refuses a newer server).
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates postgresql-common \
 && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
 && apt-get install -y --no-install-recommends postgresql-client-16 \
 && apt-get purge -y --auto-remove postgresql-common \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=5000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json ./
COPY apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/assets apps/server/assets
COPY --from=build /app/apps/web/dist apps/web/dist
# Never root: the process owns only its data folder (sandbox secret, photos when S3 is not configured).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5000
# Liveness only (no database work): a database outage must not get instances restarted (docs/operations.md).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The graceful stop (SHUTDOWN_GRACE_MS, 10 s by default): give it that long before SIGKILL (compose: stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
