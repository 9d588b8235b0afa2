# The employer portal and the reference payroll API in one image. Not built here (no Docker engine on
# the development machines): kept correct by reading. Build: docker build -t employer-portal .
# One portal with its embedded API:
#   docker run -p 3000:3000 -e SESSION_SECRET=... -v portal-data:/data employer-portal
# Portal replicas behind a load balancer (docs/decisions/0022): the API alone, once, on PostgreSQL,
#   docker run -e DATABASE_URL=postgres://... -e PORTAL_URL=https://portal.example.com \
#     employer-portal node --import tsx payroll-api/serve.ts
# then each portal alone, with the same secret and the API's address on the private network:
#   docker run -p 3000:3000 -e SESSION_SECRET=... -e PAYROLL_API_URL=http://payroll-api:3000 \
#     -e TRUST_PROXY_HOPS=1 employer-portal

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci's postinstall applies these (patch-package): React Router's route matching (decision 23).
COPY patches ./patches
RUN npm ci
COPY . .
RUN npx remix build && npm prune --omit=dev

FROM node:20-bookworm-slim
# BIND_ADDRESS is read only by the API run alone (payroll-api/serve.ts): reachable from the portals.
# MALLOC_ARENA_MAX: glibc gives each thread that allocates its own arena and keeps what the arenas
# grew to under load; two arenas hold the portal's memory after a load near where it was (decision 23).
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data BIND_ADDRESS=0.0.0.0 MALLOC_ARENA_MAX=2
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/public ./public
COPY --chown=node:node package.json server.ts tsconfig.json ./
COPY --chown=node:node app ./app
COPY --chown=node:node domain ./domain
COPY --chown=node:node locales ./locales
COPY --chown=node:node payroll-api ./payroll-api
USER node
VOLUME ["/data"]
EXPOSE 3000
# Both roles answer /healthz on PORT.
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# One node process with tsx's loader runs server.ts (payroll-api/serve.ts for the API alone), with
# no npm or tsx launcher process beside it: SIGTERM reaches node, which finishes open requests first.
CMD ["node", "--import", "tsx", "server.ts"]
