# syntax=docker/dockerfile:1
# The production image, in two stages: `build` installs every dependency and builds; the
# final stage holds the server build, the migrations, the operator commands' sources and
# production dependencies only, and runs as the unprivileged `node` user.
# Configuration and secrets come from the environment at run time, never from the image.
ARG NODE_IMAGE=node:24-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NO_UPDATE_NOTIFIER=1 npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json ./
# The lock file lists no other platform's optional binaries, which npm ci can call "out of
# sync" (see .ci/run): only then install from the lock with npm install, and fail if the
# lock would change, so the locked versions are what is installed either way.
RUN cp package-lock.json /tmp/package-lock.json \
  && (npm ci || (rm -rf node_modules && npm install && cmp package-lock.json /tmp/package-lock.json))
COPY . .
# npm ci also installed the `node` devDependency (Node 24 for npm scripts where the system
# Node is older, ADR 0039): the build runs on it, and the prune removes it from the image.
RUN npm run build && npm prune --omit=dev

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    PGLITE_DATA_DIR=/data/pglite \
    NO_UPDATE_NOTIFIER=1
WORKDIR /app
# Root owns the code, so the server cannot change it; the node user writes only /data (the
# PGlite directory when no DATABASE_URL is set, generated secrets, .eml files without SMTP).
COPY --from=build /app/package.json /app/package-lock.json /app/server.js ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/server ./server
# db/migrations are read at start; the TypeScript sources are the operator commands
# (node app/cli/backup.ts, node events/cli/audit-verify.ts …), which Node 24 runs as they are.
COPY --from=build /app/db ./db
COPY --from=build /app/app ./app
COPY --from=build /app/domain ./domain
COPY --from=build /app/events ./events
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Readiness, not liveness: healthy once the database answers and the migrations are applied.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
