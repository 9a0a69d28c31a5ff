/**
 * In-process, warm: a 10-line compute-nutrition and a 3-item meal parse through the whole pipeline
 * (auth, metering, validation, search, grams, totals) on the real corpus.
 *
 *   npx bun bench/language-pipeline-speed.ts            (MORSEL_EMBEDDING_MODEL=none for lexical only)
 */
import { loadConfig } from '../src/config';
import { loadCatalog } from '../src/catalog/load';
import { createLogger } from '../src/logger';
import { operations } from '../src/ops';
import { createRuntime } from '../src/runtime';
import { args, table, timeit } from './lib';

// No arguments: --help, and a refusal of unknown flags.
args({});

const config = { ...loadConfig(), adminToken: 'bench', logLevel: 'silent' as const };
const log = createLogger('silent');
const catalog = await loadCatalog(config, log, { waitForSemantic: true });
const runtime = await createRuntime(config, operations, { inMemoryStore: true, flushEveryMs: 0, log });
runtime.setCatalog(catalog);
const { apiKey, account } = await runtime.services.accounts.createAccount('ultra', 'direct');
await runtime.services.accounts.setLimits(account.id, 1_000_000_000, 1_000_000_000);

const lines = [
  '1 ½ cups chopped onion',
  '2 (14.5 oz) cans diced tomatoes, drained',
  '3 cloves garlic, minced',
  '2 tbsp olive oil',
  '1 large egg',
  '200 g chicken breast',
  '1 cup cooked rice',
  '1 tsp salt',
  '100g butter',
  '2 medium carrots',
];
const compute = new URL(`http://localhost/v1/compute-nutrition?ingredients=${encodeURIComponent(lines.join('\n'))}`).toString();
const call = async (req: () => Request) => {
  const res = await runtime.app.handle(req());
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  await res.arrayBuffer();
};
const c = await timeit(500, () => call(() => new Request(compute, { headers: { 'x-api-key': apiKey } })));
const p = await timeit(500, () =>
  call(
    () =>
      new Request('http://localhost/v1/parse', {
        method: 'POST',
        headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'two eggs and a slice of toast with butter' }),
      }),
  ),
);
console.log(`\nsemantic: ${catalog.search.semanticAvailable ? catalog.search.model : 'off'}\n`);
console.log(
  table([
    { operation: 'compute-nutrition, 10 lines', 'p50 ms': c.p50, 'p95 ms': c.p95, 'p99 ms': c.p99, target: 'p50 ≤ 2 ms' },
    { operation: 'parse, 3-item meal', 'p50 ms': p.p50, 'p95 ms': p.p95, 'p99 ms': p.p99, target: 'p50 ≤ 2 ms' },
  ]),
);
await runtime.stop();
process.exit(0);
