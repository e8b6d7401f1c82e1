# KeywordLens app server image (decision 012): multi-stage, Node 20, runs as the unprivileged
# "node" user. The client is built and the server compiled to JavaScript here, as `npm start` does;
# the runtime runs plain Node on dist/server with the installed packages.
# Build: docker build -t keywordlens .   Run several behind one PostgreSQL: see compose.yaml.

# 1. Dependencies, installed once and shared by the later stages.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install` keeps the lockfile as it is (see the README on why not `npm ci` in this project).
RUN npm install --no-audit --no-fund && npm cache clean --force

# 2. The client bundle (Vite) into dist/client and the compiled server into dist/server.
FROM deps AS client
COPY tsconfig.json vite.config.ts ./
COPY scripts/build-server.mjs ./scripts/
COPY src ./src
RUN npx vite build --logLevel warn && node scripts/build-server.mjs

# 3. The runtime: sources, dependencies and the built client; no build tools run here.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    LOG_LEVEL=info
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json package-lock.json ./
COPY --from=client --chown=node:node /app/dist ./dist
# Only the embedded database (when DATABASE_URL is unset) writes here; with PostgreSQL nothing does.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Ready = database reachable, migrations current, not shutting down.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1 and handles SIGTERM: it drains requests (10 s at most), closes the database, exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
