# The employer portal with its embedded reference payroll API. Not built here (no Docker engine on
# the development machines): kept correct by reading. Build: docker build -t employer-portal .
# Run:   docker run -p 3000:3000 -e SESSION_SECRET=... -v portal-data:/data employer-portal

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npx remix build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
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
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# tsx runs server.ts directly; SIGTERM reaches node, which finishes open requests before stopping.
CMD ["node_modules/.bin/tsx", "server.ts"]
