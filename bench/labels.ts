/**
 * Label render time in process (issue 36): p50 ≤ 5 ms SVG, ≤ 30 ms PNG. Labels of real foods of the
 * built corpus (SR28 and CIQUAL part files, every n-th food), FDA and EU (German, the longest words),
 * from the food record to the finished SVG, HTML or PNG (through sharp). The facts are read from the
 * part files before timing (they load lazily): what is timed is the label, not the store.
 * PNG time is also given as process CPU time, which depends less on what else runs on the machine.
 *
 * Run: npx bun bench/labels.ts [foods per table, default 150]
 */
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { readFoodPart } from '../src/corpus/food-part-file';
import { foodsOfPart } from '../src/corpus/part-foods';
import { euLabel, fdaLabel, type LabelSubject } from '../src/domain/labels/label';
import { fdaDrawing, fdaHtml } from '../src/domain/labels/fda-markup';
import { euDrawing, euHtml } from '../src/domain/labels/eu-markup';
import { svgOf } from '../src/domain/labels/drawing';
import { labelMeasure, labelPng } from '../src/render/label-png';
import { foodSubject } from '../src/ops/labels';
import { args, percentile, ROOT } from './lib';

const PER_TABLE = Number(args({ positionals: '[foods per table=150]' }).positionals[0] ?? 150);
const subjects: LabelSubject[] = [];
for (const table of ['usda-sr28', 'ciqual']) {
  const part = readFoodPart(join(ROOT, 'corpus/build', `${table}.sqlite`));
  if (!part) throw new Error(`corpus/build/${table}.sqlite is missing: build the corpus first (npm run corpus:build).`);
  const foods = foodsOfPart(part);
  const step = Math.max(1, Math.floor(foods.length / PER_TABLE));
  for (let i = 0; i < foods.length && subjects.length < PER_TABLE * 2; i += step) {
    const s = foodSubject(foods[i]!);
    // Materialise the lazily read facts now.
    subjects.push({ ...s, facts: { amounts: new Map(s.facts.amounts), carbs: s.facts.carbs } });
  }
}

interface Result {
  what: string;
  n: number;
  p50: number;
  p95: number;
  cpuP50?: number;
}

async function measure(what: string, n: number, render: (s: LabelSubject) => unknown): Promise<Result> {
  for (let i = 0; i < Math.min(20, n); i++) await render(subjects[i % subjects.length]!);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = subjects[i % subjects.length]!;
    const c = process.cpuUsage();
    const t = performance.now();
    await render(s);
    wall.push(performance.now() - t);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { what, n, p50: percentile(wall, 50), p95: percentile(wall, 95), cpuP50: percentile(cpu, 50) };
}

const load = loadavg()[0]!.toFixed(1);
// What the label operations do for each format (src/ops/labels.ts).
const m = labelMeasure();
const results = [
  await measure('FDA SVG', 3000, (s) => svgOf(fdaDrawing(fdaLabel(s), m))),
  await measure('EU SVG (de)', 3000, (s) => svgOf(euDrawing(euLabel(s, 'de'), m))),
  await measure('FDA HTML', 3000, (s) => fdaHtml(fdaLabel(s))),
  await measure('EU HTML (de)', 3000, (s) => euHtml(euLabel(s, 'de'))),
  await measure('FDA PNG', 500, (s) => labelPng(fdaDrawing(fdaLabel(s), m))),
  await measure('EU PNG (de)', 500, (s) => labelPng(euDrawing(euLabel(s, 'de'), m))),
];

console.log(`label render in process: ${subjects.length} foods (SR28, CIQUAL); load average ${load} on ${navigator.hardwareConcurrency} cores`);
console.log('| label | n | p50 ms | p95 ms | CPU p50 ms |');
console.log('|---|---|---|---|---|');
for (const r of results) console.log(`| ${r.what} | ${r.n} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.cpuP50!.toFixed(2)} |`);
