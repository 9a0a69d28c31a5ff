/**
 * How well the Regulation (EU) 1169/2011 energy calculation (src/corpus/eu-energy.ts) agrees with
 * the energy CIQUAL publishes, on the foods that publish it and meet the calculation's conditions;
 * and how many foods without published energy it admits. The check behind computing the energy
 * of CIQUAL foods that publish none.
 *
 *   npx bun bench/ciqual-energy.ts
 *
 * Reads ../shared/data (or MORSEL_SHARED_DATA).
 */
import { join, resolve } from 'node:path';
import { csvRecordsOfFile } from '../src/corpus/csv-stream';
import { euEnergy } from '../src/corpus/eu-energy';
import { parseTableCell } from '../src/corpus/table-value';
import { args } from './lib';

// No arguments: --help, and a refusal of unknown flags.
args({});

const dataDir = process.env.MORSEL_SHARED_DATA ?? resolve(import.meta.dir, '../../shared/data');
const cell = (r: Record<string, string>, column: string) => parseTableCell(r[column]).amount;
const KCAL = 'Energy, Regulation EU No 1169/2011 (kcal/100g)';
const KJ = 'Energy, Regulation EU No 1169/2011 (kJ/100g)';

const rows: { published: number; computed: number; publishedKj: number; computedKj: number; name: string }[] = [];
let admitted = 0;
let noEnergy = 0;
for await (const r of csvRecordsOfFile(join(dataDir, 'ciqual/ciqual_2020_compo_en.csv'))) {
  const e = euEnergy({
    protein: cell(r, 'Protein (g/100g)'),
    carbs: cell(r, 'Carbohydrate (g/100g)'),
    fat: cell(r, 'Fat (g/100g)'),
    fiber: cell(r, 'Fibres (g/100g)'),
    alcohol: cell(r, 'Alcohol (g/100g)'),
    polyols: cell(r, 'Polyols (g/100g)'),
    organic_acids: cell(r, 'Organic acids (g/100g)'),
  });
  const kcal = cell(r, KCAL);
  const kj = cell(r, KJ);
  if (kcal === null && kj === null) noEnergy++;
  if (!e) continue;
  if (kcal === null && kj === null) admitted++;
  else if (kcal !== null && kj !== null) rows.push({ published: kcal, computed: e.kcal, publishedKj: kj, computedKj: e.kj, name: r.alim_nom_eng ?? '' });
}
const n = rows.length;
const within = (abs: number, rel: number, kj = false) =>
  `${((100 * rows.filter((x) => Math.abs(kj ? x.computedKj - x.publishedKj : x.computed - x.published) <= Math.max(abs, rel * (kj ? x.publishedKj : x.published))).length) / n).toFixed(1)} %`;
const gaps = rows.map((x) => Math.abs(x.computed - x.published)).sort((a, b) => a - b);
console.log(`CIQUAL 2020: ${noEnergy} foods publish no EU energy; the calculation admits ${admitted} of them`);
console.log(`agreement with the published energy, ${n} foods that publish it and meet the same conditions:`);
console.log(
  `  kcal within max(2 kcal, 2 %): ${within(2, 0.02)}; within max(5 kcal, 5 %): ${within(5, 0.05)}; median gap ${gaps[Math.floor(n / 2)]!.toFixed(2)} kcal`,
);
console.log(`  kJ within max(8 kJ, 2 %): ${within(8, 0.02, true)}; within max(20 kJ, 5 %): ${within(20, 0.05, true)}`);
console.log('largest gaps:');
for (const x of [...rows].sort((a, b) => Math.abs(b.computed - b.published) - Math.abs(a.computed - a.published)).slice(0, 5))
  console.log(`  ${x.name}: published ${x.published} kcal, computed ${x.computed}`);
