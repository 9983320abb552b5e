# The site as a container: `docker compose up --build` (compose.yaml adds PostgreSQL).
#
# BASE_URL is a build argument as well as a runtime variable: pages are
# prerendered with absolute links to it. Build with the address the site will be
# served at (compose.yaml passes the same value to both); a different one at
# runtime makes scripts/start.mjs rebuild at start, which this image (without
# the build tools) cannot do.

# --- build: dependencies, then the production bundle --------------------------
# Node 24 LTS (Node 20 reached its end of life in April 2026; decision 023).
FROM node:24-bookworm-slim AS build
WORKDIR /app
# Compilers for better-sqlite3 when no prebuilt binary matches.
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: docs/decisions/006-install-in-ci.md. The lockfile
# still fixes the versions.
RUN npm install --no-audit --no-fund
COPY . .
ARG BASE_URL=http://localhost:3000
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    BASE_URL=$BASE_URL \
    DATABASE_URL= \
    DATA_DIR=/tmp/build-data
# Pages are prerendered from the database, so a throwaway one (migrated, demo
# content) comes first, as in scripts/start.mjs. What was prerendered from it must
# never be shown: the site's cache handler keeps its pages in DATA_DIR (the build's
# goes with /tmp/build-data) and never reads Next.js's prerendered files, so each
# page is rendered from the real database on its first request (decision 029).
# Those files also get a date in 2000, which Next.js (16.4, checked) reads as
# expired, should anything else read them; the build's data cache goes too.
# The origin marker follows publicOrigin() in scripts/start.mjs, so the server
# does not build again at start. `npm prune` rewrites package-lock.json: its old
# copy (and time) goes back, or start.mjs would find the build older than its inputs.
RUN npx tsx scripts/db-setup.ts \
    && npx next build \
    && node -e "const o = new URL(process.env.BASE_URL).origin; require('node:fs').writeFileSync('.next/site-origin', /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(o) ? 'localhost' : o)" \
    && find .next/server/app -type f -exec touch -d 2000-01-01T00:00:00Z {} + \
    && rm -rf /tmp/build-data .next/cache \
    && cp -p package-lock.json /tmp/package-lock.json \
    && npm prune --omit=dev --no-audit --no-fund \
    && cp -p /tmp/package-lock.json package-lock.json

# --- runtime: the bundle, production dependencies, a non-root user ---------------
FROM node:24-bookworm-slim
WORKDIR /app
# pg_dump, so `npm run backup` works inside the container (compose.yaml's PostgreSQL is 15).
RUN apt-get update \
    && apt-get install -y --no-install-recommends postgresql-client-15 \
    && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATA_DIR=/data
# The files scripts/start.mjs looks at (they must stay older than the build) and
# what the server and the command-line scripts (user, backup, db:*) run.
COPY --from=build /app/package.json /app/package-lock.json /app/next.config.ts /app/tsconfig.json /app/postcss.config.mjs ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/src ./src
COPY --from=build /app/messages ./messages
COPY --from=build /app/public ./public
# The bill PDFs' fonts (src/server/billing/pdf-text.ts).
COPY --from=build /app/assets ./assets
COPY --from=build /app/scripts ./scripts
# Next.js writes regenerated pages into .next at runtime: it belongs to the user.
COPY --from=build --chown=node:node /app/.next ./.next
RUN mkdir -p /data && chown node:node /data
USER node
# SQLite file (without DATABASE_URL), uploads, outbox, the generated auth secret.
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same start as `npm start` (migrations, the demo content on an empty
# database, then `next start`), without npm in between to pass signals on.
CMD ["node", "scripts/start.mjs"]
