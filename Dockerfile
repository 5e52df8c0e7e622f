# syntax=docker/dockerfile:1
# Smart Journey Demo: the site and its built-in sandbox in one container, listening on two ports
# that must be two public origins (the sandbox's card fields, 3DS pages and hosted payment page
# run in cross-origin frames). See README "Hosting the demo"; compose.yaml runs it.
#   deps       the package files alone (the install layers are rebuilt only when they change)
#   build      `node scripts/install.mjs` (the install `npm start` and CI do), then `npm run build`
#   prod-deps  `npm ci --omit=dev --workspace @sjd/server`: what the server needs, nothing else
#   runtime    the node image, non-root, the build and the production dependencies only; runs
#              scripts/serve.mjs, which is what `npm run serve` runs
# The image is the project's one Node line, pinned to the release the project is tested on
# (scripts/node-release.mjs, package.json "engines"); nothing compiles on install (SQLite is Node's
# own node:sqlite), so no stage needs apt-get or a compiler.
# `npm test` builds this file as written with podman and runs the image (scripts/container-check.mjs):
# health, a payment, SIGTERM. Where no registry can be reached, the node image is a stand-in
# under its exact name, made from Debian's packages and the npm registry (README "Hosting the
# demo" says how it differs).
ARG NODE_VERSION=26.12.1

FROM node:${NODE_VERSION}-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/cards/package.json packages/cards/
COPY packages/contracts/package.json packages/contracts/
COPY packages/postgres/package.json packages/postgres/
COPY packages/sandbox/package.json packages/sandbox/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

FROM deps AS build
# install.mjs and every module it imports (lib.mjs → node-release.mjs, ports.mjs).
COPY scripts/install.mjs scripts/lib.mjs scripts/node-release.mjs scripts/ports.mjs scripts/
RUN node scripts/install.mjs
COPY . .
RUN npm run build
# An empty folder: the runtime's /data, the node user's (.dockerignore keeps any local data/ out).
RUN mkdir -p data

FROM deps AS prod-deps
RUN npm ci --omit=dev --workspace @sjd/server --no-audit --no-fund

FROM node:${NODE_VERSION}-slim AS runtime
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  SANDBOX_HOST=0.0.0.0 \
  SANDBOX_DB=/data/sandbox.db
WORKDIR /app
COPY --from=prod-deps /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY scripts/serve.mjs scripts/healthcheck.mjs scripts/
# The sandbox's state lives in /data (a volume), the only folder the node user may write; a
# named volume starts as a copy of it, owner included. Everything else is read-only to the app.
COPY --from=build --chown=node:node /app/data /data
USER node
VOLUME /data
EXPOSE 3000 3001
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "scripts/healthcheck.mjs"]
# Node itself as PID 1 (no npm, no shell): `docker stop` sends SIGTERM straight to the server,
# which finishes the requests in flight, closes the sandbox's store and exits 0.
CMD ["node", "scripts/serve.mjs"]
