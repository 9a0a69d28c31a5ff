/**
 * Owned-recipe hot paths, in process over the real catalogue (built from the shared data):
 * - search with three filters (diet + cuisine/type + maxReadyTime), target p50 ≤ 1 ms;
 * - by-ingredients with 8 pantry items, target p50 ≤ 3 ms;
 * - card render (HTML + SVG), target p50 ≤ 5 ms.
 * Run: npx bun bench/recipes-speed.ts
 */
import { resolve } from 'node:path';
import { buildCorpus } from '../src/corpus/build';
import { buildRecipes } from '../src/corpus/recipes-import';
import { usdaSource } from '../src/corpus/usda-sr28';
import { parseIngredientLine } from '../src/domain/language/ingredient-line';
import { buildRecipeCatalogue } from '../src/domain/recipes/catalogue';
import { recipeCard } from '../src/domain/recipes/detail';
import { searchRecipes } from '../src/domain/recipes/filters';
import { foodNameResolver } from '../src/search/name-index';
import { foodsOfPart } from '../src/corpus/part-foods';
import { recipesByIngredients } from '../src/domain/recipes/pantry';
import { args, timeit } from './lib';

// No arguments: --help, and a refusal of unknown flags.
args({});

const dataDir = process.env.MORSEL_SHARED_DATA ?? resolve(import.meta.dir, '../../shared/data');
const { parts } = await buildCorpus({ dataDir, buildDir: resolve(import.meta.dir, '../corpus/bench-recipes'), sources: [usdaSource as never], log: () => {} });
const { part } = await buildRecipes(dataDir, { resolver: foodNameResolver(foodsOfPart(parts['usda-sr28'])), parseLine: parseIngredientLine });
const t = performance.now();
const cat = buildRecipeCatalogue(part);
const loadMs = performance.now() - t;
const ids = cat.entries.map((e) => e.recipe.id);

const searches = [
  { diet: 'vegetarian', type: 'main course', maxReadyTime: 60 },
  { diet: 'gluten_free', cuisine: 'european', maxReadyTime: 90 },
  { intolerances: 'dairy', type: 'side dish', maxCalories: 600 },
  { diet: 'dairy_free', type: 'main course', minProtein: 10 },
];
const pantries = [
  'egg, flour, milk, butter, sugar, salt, onion, garlic',
  'chicken, rice, soy sauce, ginger, garlic, green onion, egg, carrot',
  'tomato, olive oil, pasta, basil, parmesan, garlic, onion, salt',
  'potato, beef, onion, carrot, butter, pepper, water, flour',
];
let i = 0;
const search = await timeit(5000, () => searchRecipes(cat, searches[i++ % searches.length]!));
let j = 0;
const pantry = await timeit(3000, () => recipesByIngredients(cat, { ingredients: pantries[j++ % pantries.length]!, number: 10 }));
let k = 0;
const card = await timeit(2000, () => recipeCard(cat, ids[k++ % ids.length]!));

const row = (name: string, r: { p50: number; p95: number; p99: number }, target: number) =>
  `${name.padEnd(36)} ${r.p50.toFixed(3).padStart(8)} ${r.p95.toFixed(3).padStart(8)} ${r.p99.toFixed(3).padStart(8)} ${`≤ ${target}`.padStart(7)} ${r.p50 <= target ? 'ok' : 'MISS'}`;
console.log(`\nOwned recipe catalogue: ${part.recipes.length} recipes, ${cat.entries.length} admitted; index build ${loadMs.toFixed(1)} ms\n`);
console.log(`${'operation (ms)'.padEnd(36)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)} ${'target'.padStart(7)}`);
console.log(row('search, three filters', search, 1));
console.log(row('by-ingredients, 8 pantry items', pantry, 3));
console.log(row('card render (HTML + SVG)', card, 5));
