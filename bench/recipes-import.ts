/**
 * Recipe and drink import quality, per source:
 * - recipes imported and admitted to owned discovery (with the reasons for the rest);
 * - ingredient lines weighed and resolved to a reference food: over all lines, and over the lines
 *   that state an amount (target ≥ 85 %; a line such as "Salt" or "olive oil" has no amount to weigh);
 * - per-serving energy against Atwater energy of the macros (4 protein + 4 carbs + 9 fat + 7 alcohol)
 *   for every admitted recipe;
 * - outliers above 3000 kcal per serving, with their largest contributors.
 *
 * The USDA part is built (or reused) in corpus/bench-recipes/ — never in the service's own build dir.
 * `--unresolved [source]` lists the lines with an amount that were not weighed, with their reason.
 * Run: npx bun bench/recipes-import.ts [--unresolved [source]]
 */
import { resolve } from 'node:path';
import { buildCorpus } from '../src/corpus/build';
import { buildDrinks } from '../src/corpus/drinks-import';
import { buildRecipes } from '../src/corpus/recipes-import';
import { usdaSource } from '../src/corpus/usda-sr28';
import { parseIngredientLine } from '../src/domain/language/ingredient-line';
import { foodNameResolver } from '../src/search/name-index';
import { foodsOfPart } from '../src/corpus/part-foods';
import type { RecipeRecord } from '../src/domain/recipes/types';
import { args } from './lib';

// `--unresolved [source]`: the source is a positional, so that the flag also goes alone.
const { values: opt, positionals } = args({
  positionals: '[source]',
  flags: { unresolved: 'lists the lines with an amount that were not weighed (of [source] only when given)' },
});

const dataDir = process.env.MORSEL_SHARED_DATA ?? resolve(import.meta.dir, '../../shared/data');
const buildDir = resolve(import.meta.dir, '../corpus/bench-recipes');

const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`);
function table(head: string[], rows: (string | number)[][]) {
  const all = [head, ...rows.map((r) => r.map(String))];
  const w = head.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(w[i]!) : c.padStart(w[i]!))).join('  ');
  console.log(line(head));
  console.log(w.map((n) => '-'.repeat(n)).join('  '));
  for (const r of all.slice(1)) console.log(line(r));
  console.log();
}

const t0 = performance.now();
const { parts } = await buildCorpus({ dataDir, buildDir, sources: [usdaSource as never], log: () => {} });
const foods = foodsOfPart(parts['usda-sr28']);
const t1 = performance.now();
const resolver = foodNameResolver(foods);
const t2 = performance.now();
const { part, excluded } = await buildRecipes(dataDir, { resolver, parseLine: parseIngredientLine });
const t3 = performance.now();
const drinks = buildDrinks(dataDir, resolver);
const t4 = performance.now();

console.log(`\nRecipe import — ${part.recipes.length} recipes, ${foods.length} reference foods`);
console.log(
  `USDA part ${((t1 - t0) / 1000).toFixed(1)} s · resolver index ${((t2 - t1) / 1000).toFixed(1)} s · recipes ${((t3 - t2) / 1000).toFixed(1)} s · drinks ${((t4 - t3) / 1000).toFixed(2)} s\n`,
);

const bySource = new Map<string, RecipeRecord[]>();
for (const r of part.recipes) bySource.set(r.source, [...(bySource.get(r.source) ?? []), r]);

const rows: (string | number)[][] = [];
for (const [source, recipes] of bySource) {
  const lines = recipes.flatMap((r) => r.ingredients);
  const quantified = lines.filter((l) => l.quantity_known);
  const weighed = lines.filter((l) => l.grams !== null);
  const resolved = lines.filter((l) => l.grams !== null && l.food !== null);
  const qResolved = quantified.filter((l) => l.grams !== null && l.food !== null);
  rows.push([
    source,
    recipes.length,
    `${recipes.filter((r) => r.admitted).length} (${pct(recipes.filter((r) => r.admitted).length, recipes.length)})`,
    lines.length,
    pct(weighed.length, lines.length),
    pct(resolved.length, lines.length),
    pct(quantified.length, lines.length),
    pct(qResolved.length, quantified.length),
    pct(quantified.filter((l) => l.grams !== null).length, quantified.length),
  ]);
}
table(['source', 'recipes', 'admitted', 'lines', 'weighed', 'weighed+food', 'lines w/ amount', 'amount lines: weighed+food', 'amount lines: weighed'], rows);

if (opt.unresolved) {
  const only = positionals[0];
  const byReason = new Map<string, string[]>();
  for (const [source, recipes] of bySource) {
    if (only && !only.startsWith('--') && source !== only) continue;
    for (const l of recipes.flatMap((r) => r.ingredients)) {
      if (!l.quantity_known || (l.grams !== null && l.food !== null)) continue;
      const reason = (l.evidence.reason ?? 'weighed, no food').replace(/unit \S+ of/, 'unit … of');
      byReason.set(reason, [
        ...(byReason.get(reason) ?? []),
        `${l.original}  [${l.evidence.lookup_name ?? '—'} → ${l.food?.name ?? '—'}; unit ${l.unit ?? '(count)'}]`,
      ]);
    }
  }
  for (const [reason, ls] of [...byReason].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`${reason}: ${ls.length}`);
    for (const l of ls) console.log(`    ${l}`);
  }
  console.log();
}

console.log('Not admitted, by reason (a recipe may have several):');
table(
  ['reason', 'recipes'],
  Object.entries(excluded).sort((a, b) => b[1] - a[1]),
);

// ---------------------------------------------------------------- Atwater
const admitted = part.recipes.filter((r) => r.admitted && r.nutrition);
const dev: { r: RecipeRecord; kcal: number; atwater: number; d: number }[] = [];
const byFoodId = new Map(foods.map((f) => [f.id, f]));
/**
 * Alcohol per serving: the recorded total, else the sum over the lines whose food reports it (SR28
 * lists alcohol for drinks, not for shrimp or salt), so a splash of rice wine still counts.
 */
const alcoholOf = (r: RecipeRecord) => {
  const recorded = r.nutrition!.nutrients.find((x) => x.key === 'alcohol')?.amount;
  if (recorded !== undefined && recorded !== null) return recorded;
  const total = r.ingredients.reduce((sum, i) => {
    const food = i.food && i.grams !== null ? byFoodId.get(i.food.id) : undefined;
    const per100 = food?.nutrients.find((x) => x.key === 'alcohol')?.amount;
    return sum + (per100 ? (i.grams! * per100) / 100 : 0);
  }, 0);
  return total / r.yield.servings!;
};
for (const r of admitted) {
  const n = r.nutrition!;
  const alcohol = alcoholOf(r);
  const atwater = 4 * n.protein_g! + 4 * n.carbs_g! + 9 * n.fat_g! + 7 * alcohol;
  const kcal = n.calories!;
  dev.push({ r, kcal, atwater, d: atwater > 0 ? (kcal - atwater) / atwater : 0 });
}
dev.sort((a, b) => Math.abs(a.d) - Math.abs(b.d));
const q = (p: number) => dev[Math.min(dev.length - 1, Math.floor(p * dev.length))]!;
console.log(`Per-serving energy vs Atwater (4P + 4C + 9F + 7 alcohol), ${dev.length} admitted recipes:`);
table(
  ['measure', 'value'],
  [
    ['median |deviation|', `${(Math.abs(q(0.5).d) * 100).toFixed(1)} %`],
    ['p90 |deviation|', `${(Math.abs(q(0.9).d) * 100).toFixed(1)} %`],
    ['within ±10 %', pct(dev.filter((x) => Math.abs(x.d) <= 0.1).length, dev.length)],
    ['within ±20 %', pct(dev.filter((x) => Math.abs(x.d) <= 0.2).length, dev.length)],
  ],
);
console.log('Largest deviations:');
table(
  ['recipe', 'kcal', 'Atwater', 'deviation'],
  dev
    .slice(-5)
    .reverse()
    .map((x) => [x.r.title.slice(0, 40), Math.round(x.kcal), Math.round(x.atwater), `${(x.d * 100).toFixed(1)} %`]),
);

// ---------------------------------------------------------------- outliers
const cals = admitted.map((r) => r.nutrition!.calories!).sort((a, b) => a - b);
console.log(
  `Per-serving energy of admitted recipes: p10 ${Math.round(cals[Math.floor(cals.length * 0.1)]!)} · median ${Math.round(cals[Math.floor(cals.length / 2)]!)} · p90 ${Math.round(cals[Math.floor(cals.length * 0.9)]!)} · max ${Math.round(cals[cals.length - 1]!)} kcal\n`,
);
// Every recipe with a per-serving total over 3000 kcal, admitted or not (admission leaves them out).
const outliers = part.recipes.filter((r) => (r.nutrition?.calories ?? 0) > 3000).sort((a, b) => b.nutrition!.calories! - a.nutrition!.calories!);
console.log(`Recipes above 3000 kcal per serving: ${outliers.length} (admitted: ${outliers.filter((r) => r.admitted).length})`);
for (const r of outliers) {
  const top = r.ingredients
    .filter((i) => i.grams !== null && i.food)
    .sort((a, b) => b.grams! - a.grams!)
    .slice(0, 3);
  console.log(
    `  ${Math.round(r.nutrition!.calories!)} kcal — ${r.title} (yield "${r.yield.text}" → ${r.yield.servings} servings; ${r.admitted ? 'ADMITTED' : r.exclusion_reasons.join(', ')})`,
  );
  for (const i of top) console.log(`      ${Math.round(i.grams!)} g  ${i.original}  → ${i.food!.name} [${i.evidence.grams_method}]`);
}

// ---------------------------------------------------------------- drinks
const d = drinks.part.drinks;
const dl = d.flatMap((x) => x.ingredients);
console.log(
  `\nDrinks: ${drinks.versions} snapshot entries merged into ${d.length} drinks; ${d.filter((x) => x.nutrition).length} with complete per-drink nutrition;`,
);
console.log(
  `  ingredient lines with a volume: ${pct(dl.filter((i) => i.ml !== null).length, dl.length)}; volume lines resolved to a food: ${pct(dl.filter((i) => i.ml !== null && i.food).length, dl.filter((i) => i.ml !== null).length)}; drinks with a glass: ${pct(d.filter((x) => x.glass).length, d.length)}`,
);
