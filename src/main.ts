/** Entry point: `npm start`. Builds the corpus on first run, then serves HTTP and MCP. */
import { loadConfig } from './config';
import { createRuntime, type Runtime } from './runtime';
import { operations } from './ops';
import { mcpPlugin } from './mcp/endpoint';
import { loadCatalog } from './catalog/load';
import type { Catalog } from './catalog/types';
import { reopenProductStoreOnSighup } from './catalog/product-reopen';
import { stopLabelOcr } from './providers/models/ocr';
import { StoreFolderError } from './store/db';
import { purgeExpiredScans } from './scans/scan-memory';
import { createLogger } from './logger';
import { startingHandler } from './http/starting';
import { collectWhenIdle, type IdleCollection } from './http/idle-collection';

/** How long a request that comes before the store is open waits for it before a 503. */
const START_WAIT_MS = 5_000;
let purgeTimer: ReturnType<typeof setInterval> | undefined;
let idle: IdleCollection | undefined;

const config = loadConfig();
const started = performance.now();
const log = createLogger(config.logLevel);

// The port listens at once; the store opens on its own thread while the corpus loads on this one
// (src/http/starting.ts answers meanwhile). A failure of either is fatal: one line, non-zero exit.
const fatal = (what: string) => (err: unknown) => {
  console.error(`morsel: ${what}: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(err instanceof StoreFolderError ? 2 : 1);
};
const opening = createRuntime(config, operations, { log, extras: { plugins: [mcpPlugin] } });
opening.catch(fatal('the store could not be opened'));
const server = Bun.serve({
  port: config.port,
  maxRequestBodySize: 8 * 1024 * 1024,
  fetch: startingHandler(
    opening.then((r) => r.app),
    START_WAIT_MS,
  ),
});
// SIGINT/SIGTERM at any time, during start too: stop listening, close the store once it is open
// (nothing is half-written: corpus parts are written to a temporary file and renamed), exit 0.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    clearInterval(purgeTimer);
    idle?.stop();
    server.stop();
    await stopLabelOcr();
    await (await opening.catch(() => null))?.stop();
    process.exit(0);
  });
}

// SIGHUP before ready would end the process (its default action): it is held, and the product store
// reopened once serving, in case a new file came after the start opened the old one.
let hupDuringStart = false;
const holdHup = () => {
  hupDuringStart = true;
  log.info('SIGHUP during start: the product store reopens once ready');
};
process.on('SIGHUP', holdHup);
// Said only now: whoever waits for this line may signal at once, and every handler is in place.
log.info('listening', { port: server.port, ms: Math.round(performance.now() - started) });

// The encoder and the vectors load once the store is open too: they would otherwise share the two
// cores with the store's start, which is what /readyz waits for.
const catalog = await loadCatalog(config, log, { progress: (line) => console.log(line), semanticAfter: opening }).catch(
  fatal('the corpus could not be loaded'),
);
const runtime = await opening;
// A signal during start: the handler above stops the service, and starting goes no further (not
// ready, no account created in a store that is closing).
if (!stopping) await serve(runtime, catalog);

async function serve(runtime: Runtime, catalog: Catalog): Promise<void> {
  const { services } = runtime;
  runtime.setCatalog(catalog);
  const quiet = collectWhenIdle();
  idle = quiet;
  server.reload({
    fetch: (request) => {
      quiet.seen();
      return runtime.app.handle(request);
    },
  });
  log.info('ready', { store: runtime.store.kind, ms: Math.round(performance.now() - started) });

  if (config.createDevAccount && !config.databaseUrl && (await services.accounts.countAccounts()) === 0) {
    const { account, apiKey } = await services.accounts.createAccount('pro', 'direct', 'development');
    // Printed once: only the hash is stored.
    console.log(
      `\n  Development account ${account.id} (plan ${account.plan}).\n  API key (shown once, keep it): ${apiKey}\n  Try: curl -H "x-api-key: ${apiKey}" http://localhost:${server.port}/v1/ingredients/units\n`,
    );
  }

  // Scans expire after 30 days; reads already ignore expired rows, this only reclaims their space.
  const HOUR_MS = 60 * 60 * 1000;
  const purge = () =>
    purgeExpiredScans(services)
      .then((removed) => removed && services.log.info('expired scans purged', { removed }))
      .catch((err) => services.log.warn('scan purge failed', { error: String(err) }));
  purgeTimer = setInterval(purge, HOUR_MS);
  void purge();

  // SIGHUP: open the product store a finished `corpus:import` renamed into place (reads are synchronous, so the swap is safe).
  reopenProductStoreOnSighup(catalog, services.log);
  process.off('SIGHUP', holdHup);
  if (hupDuringStart) process.emit('SIGHUP');
}
