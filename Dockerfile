# morsel: the service on Bun (from the npm registry, like everything else).
# Source data is not in the image: mount it and point MORSEL_SHARED_DATA at it; the corpus is
# built into MORSEL_CORPUS_DIR on first start. Private data lives in MORSEL_DATA_DIR (embedded
# store) unless DATABASE_URL points at a PostgreSQL server.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY src ./src
COPY tsconfig.json bunfig.toml ./
ENV PORT=8080 \
    MORSEL_SHARED_DATA=/data \
    MORSEL_MODELS_DIR=/models \
    MORSEL_DATA_DIR=/var/lib/morsel \
    MORSEL_CORPUS_DIR=/var/lib/morsel-corpus
VOLUME ["/var/lib/morsel", "/var/lib/morsel-corpus"]
EXPOSE 8080
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node_modules/.bin/bun", "src/main.ts"]
