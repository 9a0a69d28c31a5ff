/**
 * Where the serving process's memory goes: the service assembled in process as `src/main.ts` does
 * (store, catalog, semantic search), then new searches through `app.handle`, with a reading after
 * each step and again after a full collection. A diagnostic: the figure users get is `service`'s.
 *
 *   npm run bench -- service-memory [--searches 1800] [--database-url URL]
 *
 * Columns (MB): RSS; of it anonymous memory and pages of mapped files (the program, the vector
 * graph); the JavaScript heap's cells and the external memory it is told of (typed arrays, the
 * encoder's WASM memory), and of that the ArrayBuffers. `npm run bench` sets BUN_JSC_forceRAMSize as `npm start` does.
 */
import { heapStats } from 'bun:jsc';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import { createRuntime } from '../src/runtime';
import { operations } from '../src/ops';
import { mcpPlugin } from '../src/mcp/endpoint';
import { loadCatalog } from '../src/catalog/load';
import { createLogger } from '../src/logger';
import { args, rssBytes, table } from './lib';
import { searchPaths } from './search-questions';

const opts = args({
  options: {
    searches: { description: 'new searches after ready', default: 1800 },
    'database-url': { description: 'the store on this PostgreSQL (default: embedded, in a new folder)', default: '', value: '<url>' },
  },
}).values;

const dataDir = mkdtempSync(join(tmpdir(), 'morsel-memory-'));
const config = { ...loadConfig(), databaseUrl: opts['database-url'] || null, dataDir };
const log = createLogger('warn');
const MB = 1024 * 1024;
const mb = (field: 'VmRSS' | 'RssAnon' | 'RssFile') => Math.round(rssBytes(process.pid, field) / MB);
const rows: Record<string, string | number>[] = [];
function reading(step: string, collect = false): void {
  if (collect) Bun.gc(true);
  const heap = heapStats();
  rows.push({
    step: collect ? `${step}, collected` : step,
    RSS: mb('VmRSS'),
    anonymous: mb('RssAnon'),
    'mapped files': mb('RssFile'),
    'JS cells': Math.round((heap.heapSize - heap.extraMemorySize) / MB),
    external: Math.round(heap.extraMemorySize / MB),
    ArrayBuffers: Math.round(process.memoryUsage().arrayBuffers / MB),
  });
}

reading('runtime started');
const runtime = await createRuntime(config, operations, { log, extras: { plugins: [mcpPlugin] } });
reading('store open');
const catalog = await loadCatalog(config, log, { semanticAfter: Promise.resolve(), waitForSemantic: true });
runtime.setCatalog(catalog);
reading('catalog, semantic search ready');
reading('catalog, semantic search ready', true);

const { account, apiKey: key } = await runtime.services.accounts.createAccount('ultra', 'direct', 'memory');
await runtime.services.accounts.setLimits(account.id, 1_000_000_000, 1_000_000_000);
const paths = searchPaths().slice(0, opts.searches);
for (const path of paths) {
  const res = await runtime.app.handle(new Request(`http://localhost${path}`, { headers: { 'x-api-key': key } }));
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  await res.arrayBuffer();
}
reading(`${paths.length} new searches`);
reading(`${paths.length} new searches`, true);

console.log(`store: ${runtime.store.kind}; model: ${config.embeddingModel}`);
console.log(table(rows));
await runtime.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
