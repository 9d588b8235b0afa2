# syntax=docker/dockerfile:1
# The employer portal and the reference payroll API in one image (docs/decisions/0045-image-and-topology.md).
# No Docker engine runs on the development machines: this file has never been built there. It is
# checked by reading and by what runs without an engine (the decision record lists the checks).
#   docker build -t employer-portal \
#     --build-arg SOURCE_COMMIT=$(git rev-parse HEAD) --build-arg SOURCE_DATE_EPOCH=$(git log -1 --format=%ct) .
# One portal with its embedded API on PGlite:
#   docker run -p 3000:3000 -e SESSION_SECRET=<32+ characters> -v portal-data:/data employer-portal
# The reference API alone (compose.yaml runs it with two portals behind nginx):
#   docker run -e DATABASE_URL=postgres://... employer-portal node build/payroll-api/serve.js

# The current Node LTS (26, since 2026-10-28), on Debian 13 (trixie), the current Debian stable: the
# same release as package.json's `node` devDependency, which the build stage's npm scripts run on and
# which the production stage prunes (docs/decisions/0068; tests/unit/node-version.test.ts holds them equal).
ARG NODE_IMAGE=node:26.10.0-trixie-slim

# Every dependency: the build's tools.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The compiled portal (Vite), server and API (esbuild): npm run build writes build/.
FROM deps AS build
# The build context has no .git: the commit built and its time come as build arguments. They name the
# release of error reports and date the accessibility statement (decisions 0046 and 0051); without
# them the release has no commit and the statement carries the day of the build.
ARG SOURCE_COMMIT
ARG SOURCE_DATE_EPOCH
COPY . .
RUN npm run build

# The production dependencies alone, as `npm ci --omit=dev` installs them, pruned off the tree the
# first stage installed rather than downloaded again.
FROM deps AS production-deps
RUN npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
# tini as PID 1: it forwards SIGTERM to node, which finishes open requests before it stops, and it
# reaps the embedded API's process. Debian's package, with the base image's security updates.
# hadolint ignore=DL3008
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir /data \
  && chown node:node /data
# BIND_ADDRESS is read only by the API run alone (payroll-api/serve.ts): reachable from the portals.
# MALLOC_ARENA_MAX: what `npm start` sets, kept here where node is started directly (decision 23).
ENV NODE_ENV=production \
  PORT=3000 \
  DATA_DIR=/data \
  BIND_ADDRESS=0.0.0.0 \
  MALLOC_ARENA_MAX=2
WORKDIR /app
# Owned by root and read-only to the process: only /data is written (PGlite, the e-mail outbox).
# package.json says "type": "module" for build/'s ES modules.
COPY package.json ./
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# What the compiled API reads from disk (payroll-api/files.ts): its schema (the whole, made of the
# areas' parts by npm run codegen), migrations and postcodes.
COPY payroll-api/schema.graphql ./payroll-api/
COPY payroll-api/db/migrations ./payroll-api/db/migrations
COPY payroll-api/db/data/be-postcodes.csv ./payroll-api/db/data/
USER node
EXPOSE 3000
# Liveness of either role on PORT (both answer /healthz). A first start on PGlite creates and seeds
# the database (about 5 s on two cores): failures in the first minute do not count.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "build/server.js"]
