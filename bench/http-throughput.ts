/**
 * Foundation figures: throughput of an authenticated, metered, cheap operation against a bare
 * Elysia hello-world, same load generator (a separate process), same run; and cold
 * start to /readyz on the embedded store with an already built corpus.
 *
 *   npx bun bench/http-throughput.ts [--path /v1/ingredients/units] [--seconds 10] [--connections 64]
 *   npx bun bench/http-throughput.ts --search-queries   # GET /v1/search-foods over the labelled queries
 *   ... [--generator load|autocannon]                   # default: load for --search-queries, else autocannon
 *
 * --search-queries rotates every connection through the labelled food queries of the relevance
 * benchmark (hybrid mode, the default), after one warm-up pass: the steady state
 * of a service whose callers repeat queries (query vectors and serialized answers are cached).
 * It is measured twice: with `accept-encoding: gzip`, as browsers, fetch and most HTTP libraries
 * send it, and without (identity), where the bytes of ~100 KB answers bound the rate. Every row of
 * that run, hello-world included, uses bench/load.ts by default instead of autocannon, which
 * decodes each body as UTF-8 and so measures itself on compressed answers (see there); on a fast
 * host autocannon also caps the hello-world, which flatters every ratio against it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, args, benchAccount, startService, table, waitFor } from './lib';
import { englishQueries } from './english-queries';
import type { Load } from './load';

const opt = args({
  flags: { 'search-queries': 'GET /v1/search-foods over the labelled food queries instead of one path' },
  options: {
    path: { description: 'the metered operation to load', default: '/v1/ingredients/units' },
    seconds: { description: 'length of each run', default: 10 },
    connections: { description: 'keep-alive connections', default: 64 },
    generator: { description: 'load generator (default: load with --search-queries, else autocannon)', value: '<load|autocannon>' },
  },
}).values;
const searchQueries = opt['search-queries'];
const path = searchQueries ? '/v1/search-foods' : opt.path;
const { seconds, connections } = opt;
/** Load generator: bench/load.ts for the search run (see above), autocannon otherwise, unless named. */
const generator = opt.generator ?? (searchQueries ? 'load' : 'autocannon');

/** Load on `url`, or on every URL listed in the file `urls`, in rotation (separate process). */
function generate(url: string, headers: Record<string, string> = {}, urls?: string): Load {
  const h = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  if (generator === 'load') {
    const args = ['bench/load.ts', ...(urls ? ['--urls', urls] : [url]), '--connections', String(connections), '--seconds', String(seconds), ...h];
    return JSON.parse(spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' }).stdout) as Load;
  }
  const r = spawnSync(
    'node',
    [
      `${ROOT}/node_modules/autocannon/autocannon.js`,
      '-c',
      String(connections),
      '-d',
      String(seconds),
      '-j',
      ...h,
      ...(urls ? ['--har', harOf(urls)] : []),
      url,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const j = JSON.parse(r.stdout) as { latency: { p50: number; p99: number }; '2xx': number; non2xx: number; duration: number };
  return { rps: j['2xx'] / j.duration, ok2xx: j['2xx'], non2xx: j.non2xx, p50: j.latency.p50, p99: j.latency.p99, bodyBytes: 0 };
}

/** Hybrid search is measured with its semantic half, which loads just after /readyz. */
async function waitForSemantic(base: string, key: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const res = await fetch(`${base}/v1/search-foods?query=apple`, { headers: { 'x-api-key': key } });
    if (((await res.json()) as { retrieval?: { semantic_available?: boolean } }).retrieval?.semantic_available) return;
    await Bun.sleep(500);
  }
  throw new Error('semantic search did not become available within 5 minutes');
}

/** One GET /v1/search-foods per labelled query. */
function searchUrls(base: string): string[] {
  return englishQueries.map(({ query }) => `${base}/v1/search-foods?query=${encodeURIComponent(query)}`);
}

/** The same URLs as a HAR file, autocannon's way of rotating requests. */
function harOf(urlFile: string): string {
  const entries = readFileSync(urlFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((url) => ({ request: { method: 'GET', url, headers: [] } }));
  const file = `${urlFile}.har`;
  writeFileSync(file, JSON.stringify({ log: { entries } }));
  return file;
}

function searchUrlFile(base: string): string {
  const file = join(tmpdir(), `morsel-search-${process.pid}.txt`);
  writeFileSync(file, searchUrls(base).join('\n'));
  return file;
}

/** Load on a bare Elysia server answering every GET with `body` (default: a hello-world). */
async function bareServer(bodyFile?: string): Promise<Load> {
  const port = 40000 + Math.floor(Math.random() * 10000);
  const env = { ...process.env, PORT: String(port), ...(bodyFile ? { BARE_BODY_FILE: bodyFile } : {}) };
  const bare = Bun.spawn([process.execPath, 'bench/fixtures/bare-elysia.ts'], { cwd: ROOT, env, stdout: 'ignore', stderr: 'inherit' });
  await waitFor(`http://127.0.0.1:${port}/`);
  const load = generate(`http://127.0.0.1:${port}/`);
  bare.kill();
  await bare.exited;
  return load;
}

const bareLoad = await bareServer();

const first = await startService();
const key = await benchAccount(first.base);
const check = await fetch(first.base + path + (searchQueries ? '?query=apple' : ''), { headers: { 'x-api-key': key } });
if (!check.ok) throw new Error(`${path} answered ${check.status}: ${await check.text()}`);
if (searchQueries) {
  await waitForSemantic(first.base, key);
  // Warm-up: one pass over the queries (encoding each query vector once, ~10 ms each).
  for (const url of searchUrls(first.base)) await (await fetch(url, { headers: { 'x-api-key': key } })).arrayBuffer();
}
// Reference for search: the same bare server sending a body the size of a real answer.
let sameSize: { bytes: number; load: Load } | null = null;
if (searchQueries) {
  const sample = await (await fetch(`${first.base}/v1/search-foods?query=cheddar%20cheese`, { headers: { 'x-api-key': key } })).text();
  const file = join(tmpdir(), `morsel-search-body-${process.pid}.json`);
  writeFileSync(file, sample);
  sameSize = { bytes: sample.length, load: await bareServer(file) };
}
const metered = searchQueries ? generate(first.base, { 'x-api-key': key }, searchUrlFile(first.base)) : generate(first.base + path, { 'x-api-key': key });
const gzipped = searchQueries ? generate(first.base, { 'x-api-key': key, 'accept-encoding': 'gzip' }, searchUrlFile(first.base)) : null;
await first.stop();

// Cold start: a second start on the same data dir (store exists, corpus built) until /readyz.
const again = await startService({}, first.dataDir);
const coldStartMs = again.readyMs;
await again.stop();

console.log(`\nHTTP throughput, ${connections} connections, ${seconds} s each (${generator === 'load' ? 'bench/load.ts' : 'autocannon'}), only 2xx counted\n`);
const row = (server: string, load: Load) => ({
  server,
  'req/s': Math.round(load.rps),
  '2xx': load.ok2xx,
  non2xx: load.non2xx,
  'p50 ms': load.p50,
  'p99 ms': load.p99,
  ...(searchQueries ? { 'body bytes': load.bodyBytes } : {}),
});
const served = `morsel GET ${path}${searchQueries ? ' (labelled queries)' : ''} (auth + metering)`;
console.log(
  table([
    row('bare Elysia hello-world', bareLoad),
    ...(sameSize ? [row(`bare Elysia, a ${Math.round(sameSize.bytes / 1024)} KB JSON body (reference)`, sameSize.load)] : []),
    row(gzipped ? `${served}, identity` : served, metered),
    ...(gzipped ? [row(`${served}, accept-encoding: gzip`, gzipped)] : []),
  ]),
);
const ratio = (load: Load) => ((100 * load.rps) / bareLoad.rps).toFixed(1);
if (gzipped) console.log(`\nratio: gzip ${ratio(gzipped)} %, identity ${ratio(metered)} % of bare (target ≥ 50 %); p99 ${gzipped.p99} / ${metered.p99} ms`);
else console.log(`\nratio: ${ratio(metered)} % of bare (target ≥ 60 %); p99 ${metered.p99} ms (target ≤ 5 ms)`);
console.log(`cold start to /readyz on the embedded store, corpus already built: ${(coldStartMs / 1000).toFixed(2)} s (target ≤ 3 s)`);
