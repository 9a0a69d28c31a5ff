/**
 * The sentence encoder's cost per query by batch size, and through QueryBatch when 1, 8 or 32
 * queries are asked at once (a diagnostic of why queries are encoded together; the service figure
 * is search p99 at 64 connections in `service`).
 *
 *   npx bun bench/encoder-batch.ts [seconds per row=3]
 */
import { loadConfig } from '../src/config';
import { loadEmbedder } from '../src/search/embedder';
import { QueryBatch } from '../src/search/query-batch';
import { args, table } from './lib';

const { positionals } = args({ positionals: '[seconds per row=3]' });
const seconds = Number(positionals[0] ?? 3);
const embedder = await loadEmbedder({ modelsDir: loadConfig().modelsDir, model: 'use-lite' });
const WORDS = ['grilled chicken', 'apple pie', 'brown rice', 'plain greek yogurt', 'cheese pizza', 'oat milk', 'salmon', 'tomato soup'];
let n = 0;
/** A query not asked before (the encoder keeps no cache; the service's cache is above it). */
const next = () => `${WORDS[n % WORDS.length]} ${n++}`;

async function perQuery(run: () => Promise<number>): Promise<number> {
  const started = performance.now();
  let done = 0;
  while (performance.now() - started < seconds * 1000) done += await run();
  return (performance.now() - started) / done;
}

for (let i = 0; i < 30; i++) await embedder.embed([next()]);
const rows: Record<string, string>[] = [];
for (const size of [1, 4, 8, 16, 32]) {
  const direct = await perQuery(async () => (await embedder.embed(Array.from({ length: size }, next))).length);
  const batch = new QueryBatch(embedder);
  const batched = await perQuery(async () => (await Promise.all(Array.from({ length: size }, () => batch.encode(next())))).length);
  rows.push({ 'queries at once': String(size), 'embed(texts), ms per query': direct.toFixed(2), 'QueryBatch, ms per query': batched.toFixed(2) });
}
console.log(table(rows));
process.exit(0);
