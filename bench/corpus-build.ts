/**
 * Corpus build benchmark: a cold build of every default source (or only USDA SR28 with --usda)
 * into a temporary folder, then an up-to-date check (nothing to rebuild), then the memory the
 * loaded parts take in a fresh process (heap after a full GC, and RSS growth).
 *
 *   npx bun bench/corpus-build.ts [--usda] [--keep]
 *
 * Reads ../shared/data (or MORSEL_SHARED_DATA). --keep leaves the build folder in place.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { args, table } from './lib';
import { buildCorpus, loadCorpusParts } from '../src/corpus/build';
import { defaultSources } from '../src/corpus/sources';
import { usdaSource } from '../src/corpus/usda-import';
import type { CorpusSource } from '../src/corpus/source';

const opt = args({
  flags: { usda: 'only USDA SR28', keep: 'leave the build folder in place' },
  options: { 'measure-load': { description: 'child mode: load this built folder and print its memory as JSON', value: '<dir>' } },
}).values;

// Child mode: load a built folder and report its memory.
if (opt['measure-load'] !== undefined) {
  const { heapStats } = await import('bun:jsc');
  Bun.gc(true);
  const rss0 = process.memoryUsage().rss;
  const heap0 = heapStats().heapSize;
  const t = performance.now();
  const loaded = loadCorpusParts(opt['measure-load']);
  const ms = performance.now() - t;
  Bun.gc(true);
  const result = {
    ms,
    rssMb: (process.memoryUsage().rss - rss0) / 1e6,
    heapMb: (heapStats().heapSize - heap0) / 1e6,
    parts: Object.keys(loaded?.parts ?? {}).length,
  };
  (globalThis as { keep?: unknown }).keep = loaded; // keep the parts alive until measured
  process.stdout.write(JSON.stringify(result));
  process.exit(0);
}

const dataDir = process.env.MORSEL_SHARED_DATA ?? resolve(import.meta.dir, '../../shared/data');
const buildDir = mkdtempSync(join(tmpdir(), 'morsel-corpus-bench-'));
const sources = (opt.usda ? [usdaSource] : defaultSources()) as CorpusSource<unknown>[];

let t = performance.now();
const cold = await buildCorpus({ dataDir, buildDir, sources, force: true, log: (line) => process.stderr.write(`${line}\n`) });
const coldMs = performance.now() - t;
const peakRssMb = process.resourceUsage().maxRSS / 1024;

t = performance.now();
const warm = await buildCorpus({ dataDir, buildDir, sources, log: () => {} });
const warmMs = performance.now() - t;

const child = Bun.spawnSync([process.execPath, import.meta.path, '--measure-load', buildDir], { stderr: 'inherit' });
const load = JSON.parse(child.stdout.toString()) as { ms: number; rssMb: number; heapMb: number };

console.log(`\ncorpus build (${sources.map((s) => s.name).join(', ')}) from ${dataDir}\n`);
console.log(
  table(
    cold.manifest.sources.map((s) => ({
      source: s.name,
      importer: s.version,
      imported: s.imported,
      excluded: Object.values(s.excluded).reduce((a, b) => a + b, 0),
      'excluded by reason':
        Object.entries(s.excluded)
          .sort((a, b) => b[1] - a[1])
          .map(([r, n]) => `${r} ${n}`)
          .join(', ') || '-',
      'build s': s.build_ms / 1000,
      // A part is `.json`, `.sqlite` (a table of foods) or `.json` + `.products.sqlite` (src/corpus/build.ts).
      'part MB':
        ['.json', '.sqlite', '.products.sqlite']
          .map((ext) => join(buildDir, s.name + ext))
          .filter((f) => existsSync(f))
          .reduce((n, f) => n + statSync(f).size, 0) / 1e6,
    })),
  ),
);
console.log(
  `\n${table([
    { measure: 'cold build, all listed sources (s)', value: coldMs / 1000 },
    { measure: 'peak RSS of the building process (MB)', value: Math.round(peakRssMb) },
    { measure: `up-to-date check, nothing rebuilt: ${!warm.rebuilt} (s)`, value: warmMs / 1000 },
    { measure: 'load of the built parts in a fresh process (s)', value: load.ms / 1000 },
    { measure: 'loaded parts: heap after GC (MB)', value: Math.round(load.heapMb) },
    { measure: 'loaded parts: RSS growth (MB)', value: Math.round(load.rssMb) },
  ])}`,
);

if (opt.keep) console.log(`\nbuild folder kept: ${buildDir}`);
else rmSync(buildDir, { recursive: true, force: true });
