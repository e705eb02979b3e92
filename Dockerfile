# syntax=docker/dockerfile:1
# The application image: `docker build -t docauto .` then see docker-compose.yml and docs/deploy.md.

# ---- build: install everything, compile backend and packages (tsc -b) and the frontend (vite build)
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 (the embedded engine) compiles from source when no prebuilt binary is reachable.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# Manifests first, so the install is cached until a dependency changes.
COPY package.json package-lock.json ./
COPY event-schemas/package.json event-schemas/
COPY storage/package.json storage/
COPY projections/package.json projections/
COPY templating/package.json templating/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
# `npm install`, as in .ci/run: `npm ci` refuses this lockfile, which cannot list the packages of platforms
# the registry we build against does not serve (docs/decisions.md §6); the locked versions are installed all the same.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 # Only compiled output is needed at run time.
 && rm -rf */src */bench */tsconfig*.json tests scripts .ci docs

# ---- run: compiled code and production dependencies only, as an unprivileged user
FROM node:20-bookworm-slim AS run
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "backend/dist/main.js"]
