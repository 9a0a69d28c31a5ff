/**
 * Hot-path timings of the nutrition intelligence: barcode lookup (normalise + validate + Map),
 * ingredient analysis of a 40-ingredient list, and scoring.
 *
 * Run: npx bun bench/intelligence-speed.ts
 */
import { resolve } from 'node:path';
import { openFoodFactsSource } from '../src/corpus/off-products';
import { barcodeLookupKeys } from '../src/domain/foods/barcode';
import type { FoodRecord } from '../src/domain/foods/food';
import { analyzeIngredients } from '../src/domain/foods/ingredient-analysis';
import { rankAlternatives } from '../src/domain/foods/alternatives';
import { scoreFood, scoreInputFromFood } from '../src/domain/foods/score';
import { args, table, timeit } from './lib';

// No arguments: --help, and a refusal of unknown flags.
args({});

const DATA = process.env.MORSEL_SHARED_DATA ?? resolve(import.meta.dir, '../../shared/data');

const t0 = performance.now();
const { part } = await openFoodFactsSource.build({ dataDir: DATA, progress: () => {}, parts: {} });
const buildMs = performance.now() - t0;
const { products, taxonomy } = part;
const byKey = new Map<string, FoodRecord>();
for (const p of products) if (p.barcode) byKey.set(p.barcode, p);
const codes = products.map((p) => p.source_id);

const lookup = (code: string) => {
  for (const k of barcodeLookupKeys(code)) {
    const hit = byKey.get(k);
    if (hit) return hit;
  }
  return null;
};
let i = 0;
const barcode = await timeit(20000, () => lookup(codes[i++ % codes.length]!));
const miss = await timeit(20000, () => lookup('4006381333931'));

const FORTY =
  'Wheat flour (wheat flour, calcium carbonate, iron, niacin, thiamin), sugar, palm oil, rapeseed oil, whole milk powder, ' +
  'cocoa butter, cocoa mass, hazelnuts 5%, glucose syrup, dextrose, skimmed milk powder, whey powder (milk), butter (milk), ' +
  'eggs, salt, raising agents: sodium hydrogen carbonate, ammonium hydrogen carbonate, diphosphates; emulsifiers: soya lecithin, ' +
  'mono- and diglycerides of fatty acids (E471); flavourings, vanilla extract, caramelised sugar, honey, oat flakes, barley malt extract, ' +
  'rice flour, maize starch, modified starch, colour: E150d, paprika extract; acid: citric acid; preservative: potassium sorbate, ' +
  'antioxidant: ascorbic acid, tocopherol-rich extract; almonds, sesame seeds, cinnamon, nutmeg. May contain peanuts and other nuts.';
const items = FORTY.split(/[,;:(]/).length;
analyzeIngredients(FORTY, taxonomy); // builds the lookup maps once, as the service does at start
const analyze = await timeit(2000, () => analyzeIngredients(FORTY, taxonomy));

// A product from the largest group, so alternatives have candidates to rank.
const groups = new Map<string, FoodRecord[]>();
for (const p of products) if (p.group && p.nutrition_basis !== 'unknown') groups.set(p.group, [...(groups.get(p.group) ?? []), p]);
const largest = [...groups.values()].sort((a, b) => b.length - a.length)[0]!;
const product = largest.find((p) => (p.extra as { ingredients_text?: string }).ingredients_text) ?? largest[0]!;
const prepared = scoreInputFromFood(product, taxonomy);
const profile = { goals: ['low_sugar', 'heart_health'], diet: 'vegetarian', allergies: ['peanuts'], avoid: ['palm oil'] };
const score = await timeit(5000, () => scoreFood(prepared, profile, { explain: true }));
const scoreWithAnalysis = await timeit(2000, () => scoreFood(scoreInputFromFood(product, taxonomy), profile, { explain: true }));
const group = largest;
const alternatives = await timeit(200, () => rankAlternatives(product, group, profile, { taxonomy, number: 5 }));

console.log(`Nutrition intelligence speed (${products.length} products imported in ${buildMs.toFixed(0)} ms; p50/p95 in ms)\n`);
console.log(
  table([
    { operation: 'barcode lookup, hit (normalise + check digit + Map)', p50: barcode.p50, p95: barcode.p95, target: '≤ 0.05' },
    { operation: 'barcode lookup, miss', p50: miss.p50, p95: miss.p95, target: '≤ 0.05' },
    { operation: `analyze ingredients (${items} items, ${FORTY.length} chars)`, p50: analyze.p50, p95: analyze.p95, target: '≤ 1' },
    { operation: 'score (prepared input, explain)', p50: score.p50, p95: score.p95, target: '≤ 0.5' },
    { operation: 'score incl. ingredient analysis of the product', p50: scoreWithAnalysis.p50, p95: scoreWithAnalysis.p95, target: 'info' },
    { operation: `alternatives over ${group.length} same-group candidates`, p50: alternatives.p50, p95: alternatives.p95, target: 'info' },
  ]),
);
