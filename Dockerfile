# syntax=docker/dockerfile:1
# Smart Journey Demo: the site and its built-in sandbox in one container, listening on two ports
# that must be two public origins (the sandbox's card fields, 3DS pages and hosted payment page
# run in cross-origin frames). See README "Hosting the demo"; compose.yaml runs it.
#   toolchain  package files, and what better-sqlite3 needs to compile when no prebuilt binary fits
#   build      `npm run build`, the build CI runs (after the install `npm start` and CI do)
#   prod-deps  `npm ci --omit=dev --workspace @sjd/server`, the install CI's serve check runs
#   runtime    Node LTS slim, non-root, the build and the production dependencies only; runs
#              scripts/serve.mjs, which is what `npm run serve` runs
ARG NODE_VERSION=26

FROM node:${NODE_VERSION}-slim AS toolchain
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Package files alone first: the install layers are rebuilt only when they change.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/cards/package.json packages/cards/
COPY packages/contracts/package.json packages/contracts/
COPY packages/sandbox/package.json packages/sandbox/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

FROM toolchain AS build
COPY scripts/lib.mjs scripts/install.mjs scripts/
RUN node scripts/install.mjs
COPY . .
RUN npm run build

FROM toolchain AS prod-deps
RUN npm ci --omit=dev --workspace @sjd/server --no-audit --no-fund

FROM node:${NODE_VERSION}-slim AS runtime
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  SANDBOX_HOST=0.0.0.0 \
  SANDBOX_DB=/data/sandbox.db
WORKDIR /app
# The sandbox's state lives in /data (a volume); everything else is read-only to the app.
RUN mkdir /data && chown node:node /data
COPY --from=prod-deps /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY scripts/serve.mjs scripts/healthcheck.mjs scripts/
USER node
VOLUME /data
EXPOSE 3000 3001
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "scripts/healthcheck.mjs"]
# Node itself as PID 1 (no npm, no shell): `docker stop` sends SIGTERM straight to the server,
# which finishes the requests in flight, closes the sandbox's store and exits 0.
CMD ["node", "scripts/serve.mjs"]
