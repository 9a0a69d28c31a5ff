# morsel: multi-stage image running as a non-root user.
#
#   docker build -t morsel .            (or: docker compose up --build, see compose.yaml)
#
# Source data is not in the image (it is large and has its own licences): mount it read-only at
# /data. The corpus is built from it on FIRST START into the volume /var/lib/morsel-corpus
# (progress is printed; later starts read the built parts, and rebuild only when inputs change).
# Private data lives in /var/lib/morsel (embedded store) unless DATABASE_URL names a PostgreSQL server.

# ---- 1. dependencies: npm ci with the full toolchain (native modules: sharp, usearch) ----
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# ---- 2. runtime: the dependencies, the source, nothing else; no root at run time ----
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
RUN groupadd --system --gid 10001 morsel \
 && useradd --system --uid 10001 --gid morsel --home-dir /app --shell /usr/sbin/nologin morsel \
 && mkdir -p /var/lib/morsel /var/lib/morsel-corpus /data /models \
 && chown morsel:morsel /var/lib/morsel /var/lib/morsel-corpus
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --chown=root:root package.json tsconfig.json bunfig.toml ./
COPY --chown=root:root src ./src
ENV NODE_ENV=production \
    PORT=8080 \
    MORSEL_SHARED_DATA=/data \
    MORSEL_MODELS_DIR=/models \
    MORSEL_DATA_DIR=/var/lib/morsel \
    MORSEL_CORPUS_DIR=/var/lib/morsel-corpus \
    MORSEL_DEV_ACCOUNT=false \
    BUN_JSC_forceRAMSize=1073741824
VOLUME ["/var/lib/morsel", "/var/lib/morsel-corpus"]
USER morsel:morsel
EXPOSE 8080
# /readyz turns 200 once the corpus is in memory; the first start builds it, hence the long start period.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30m \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node_modules/.bin/bun", "src/main.ts"]
