# Two stages: the first builds the site and the server with every dev tool; the second carries only what
# runs: production packages, dist/ and build/. `docker compose up` (compose.yaml) runs two of these.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS run
# REQUIRE_POSTGRES: an instance started without DATABASE_URL stops instead of serving a database of its own.
# Metrics on 9464 of the container's network (not published: only a scraper beside it reaches them).
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data REQUIRE_POSTGRES=on METRICS_PORT=9464 METRICS_HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/build ./build
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM drains (DRAIN_SECONDS, then SHUTDOWN_TIMEOUT_SECONDS): `docker stop` must wait longer than both.
STOPSIGNAL SIGTERM
CMD ["node", "build/server/main.js"]
