/** Entry point: `npm start`. Builds the corpus on first run, then serves HTTP and MCP. */
import { loadConfig } from './config';
import { createRuntime } from './runtime';
import { operations } from './ops';
import { mcpPlugin } from './mcp/endpoint';
import { loadCatalog } from './catalog/load';
import { stopLabelOcr } from './providers/ocr';
import { StoreFolderError } from './store/db';
import { purgeExpiredScans } from './scans/scan-memory';

const config = loadConfig();
const started = performance.now();
const runtime = await createRuntime(config, operations, { extras: { plugins: [mcpPlugin] } }).catch((err: unknown) => {
  // A store that cannot open is fatal: say why in one line and exit non-zero (no stack trace).
  if (err instanceof StoreFolderError) {
    console.error(`morsel: ${err.message}`);
    process.exit(2);
  }
  throw err;
});
const { services } = runtime;

if (config.createDevAccount && !config.databaseUrl && (await services.accounts.countAccounts()) === 0) {
  const { account, apiKey } = await services.accounts.createAccount('pro', 'direct', 'development');
  // Printed once: only the hash is stored.
  console.log(`\n  Development account ${account.id} (plan ${account.plan}).\n  API key (shown once, keep it): ${apiKey}\n  Try: curl -H "x-api-key: ${apiKey}" http://localhost:${config.port}/v1/ingredients/units\n`);
}

const server = runtime.app.listen({ port: config.port, maxRequestBodySize: 8 * 1024 * 1024 });
services.log.info('listening', { port: server.server?.port, store: runtime.store.kind, ms: Math.round(performance.now() - started) });

// Corpus after listening: /healthz answers at once, /readyz turns OK when the corpus is in memory.
const catalog = await loadCatalog(config, services.log, { progress: (line) => console.log(line) });
runtime.setCatalog(catalog);
services.log.info('ready', { ms: Math.round(performance.now() - started) });

// Scans expire after 30 days; reads already ignore expired rows, this only reclaims their space.
const HOUR_MS = 60 * 60 * 1000;
const purge = () =>
  purgeExpiredScans(services)
    .then((removed) => removed && services.log.info('expired scans purged', { removed }))
    .catch((err) => services.log.warn('scan purge failed', { error: String(err) }));
const purgeTimer = setInterval(purge, HOUR_MS);
void purge();

// SIGHUP: open the product store a finished `corpus:import` renamed into place (reads are synchronous, so the swap is safe).
process.on('SIGHUP', () => {
  try {
    const store = catalog.products?.reopen();
    services.log.info('product store reopened', { products: store?.count ?? 0 });
  } catch (err) {
    services.log.error('product store reopen failed; the previous store keeps serving', { error: String(err) });
  }
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    services.log.info('shutting down', { signal });
    clearInterval(purgeTimer);
    await server.stop();
    await stopLabelOcr();
    await runtime.stop();
    process.exit(0);
  });
}
