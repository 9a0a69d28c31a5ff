/**
 * Where warm start spends time and memory: each step of `loadCatalog` done by hand, with the time
 * (wall and CPU: under shared load CPU time is the steadier figure) and the growth of RSS and JS
 * heap after each (a full GC before every reading, not counted). The steps follow
 * src/catalog/load.ts; the parts' sizes on disk are listed first.
 *
 *   bun bench/corpus-memory.ts [--corpus DIR]
 *
 * Build the corpus first (`bun src/corpus/cli.ts build`); the folder's build/ is read as it is.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { heapStats } from 'bun:jsc';
import { loadConfig } from '../src/config';
import { loadCatalog } from '../src/catalog/load';
import { createLogger } from '../src/logger';
import { args, table } from './lib';

const { corpus } = args({ options: { corpus: { description: 'the corpus folder (default: MORSEL_CORPUS_DIR, as the service)', value: '<dir>' } } }).values;
const base = loadConfig();
const config = { ...base, corpusDir: corpus ?? base.corpusDir, embeddingModel: 'none' };
const buildDir = join(config.corpusDir, 'build');

const files = readdirSync(buildDir).map((f) => ({ file: f, MB: Math.round(statSync(join(buildDir, f)).size / 1e5) / 10 }));
console.log(table(files.sort((a, b) => b.MB - a.MB)));

const rows: { step: string; ms: number; cpu_ms: number; rss_MB: number; heap_MB: number }[] = [];
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const reading = () => {
  Bun.gc(true);
  return { rss: process.memoryUsage().rss, heap: heapStats().heapSize };
};
let last = reading();
let t = performance.now();
let c = cpu();
const step = (name: string) => {
  const ms = Math.round(performance.now() - t);
  const cpu_ms = Math.round(cpu() - c);
  const now = reading();
  rows.push({ step: name, ms, cpu_ms, rss_MB: Math.round((now.rss - last.rss) / 1e6), heap_MB: Math.round((now.heap - last.heap) / 1e6) });
  last = now;
  t = performance.now();
  c = cpu();
};

const catalog = await loadCatalog(config, createLogger('silent'), {
  embeddingModel: 'none',
  onStep: step,
});
step('rest of loadCatalog');
rows.push({
  step: 'total',
  ms: rows.reduce((n, r) => n + r.ms, 0),
  cpu_ms: rows.reduce((n, r) => n + r.cpu_ms, 0),
  rss_MB: Math.round(last.rss / 1e6),
  heap_MB: Math.round(last.heap / 1e6),
});
console.log(table(rows));
console.log(`generic foods ${catalog.foods.generic.length}`);
process.exit(0);
