/**
 * Importers over a subset of the real source files, with a handful of hand-written reference foods
 * (values per 100 g, SR28-style names and portions) so no corpus build is needed.
 */
import { describe, expect, test } from 'bun:test';
import { resolve } from 'node:path';
import { buildDrinks } from '../../../src/corpus/drinks-import';
import { buildRecipes } from '../../../src/corpus/recipes-import';
import type { FoodRecord } from '../../../src/domain/foods/food';
import { parseIngredientLine } from '../../../src/domain/language/ingredient-line';
import { foodNameResolver } from '../../../src/search/name-index';
import { fixtureFood } from '../../fixtures/catalog';

const dataDir = process.env.MORSEL_SHARED_DATA ?? resolve(import.meta.dir, '../../../../shared/data');

function food(
  id: string,
  name: string,
  group: string,
  kcal: number,
  p: number,
  c: number,
  f: number,
  portions: [number, string, number][] = [],
  extra: { key: string; amount: number; unit: string }[] = [],
): FoodRecord {
  return fixtureFood(id, name, '100g', [kcal, p, c, f], {
    source_id: id,
    group,
    // Only what each food reports: no fibre row, no unknown keys.
    nutrients: [
      { key: 'calories', name: 'Energy', amount: kcal, unit: 'kcal' },
      { key: 'protein', name: 'Protein', amount: p, unit: 'g' },
      { key: 'carbs', name: 'Carbohydrate', amount: c, unit: 'g' },
      { key: 'fat', name: 'Total lipid (fat)', amount: f, unit: 'g' },
      ...extra.map((e) => ({ ...e, name: e.key })),
    ],
    unknown_keys: [],
    unresolved_keys: [],
    provenance: {},
    portions: portions.map(([amount, measure, grams], i) => ({ amount, measure, grams, seq: String(i + 1) })),
    confidence: 90,
  });
}

const FOODS: FoodRecord[] = [
  food('pasta', 'Pasta, dry, enriched', 'Cereal Grains and Pasta', 371, 13, 75, 1.5, [[1, 'cup', 105]]),
  food('olive', 'Oil, olive, salad or cooking', 'Fats and Oils', 884, 0, 0, 100, [
    [1, 'tablespoon', 13.5],
    [1, 'cup', 216],
  ]),
  food('garlic', 'Garlic, raw', 'Vegetables and Vegetable Products', 149, 6.4, 33, 0.5, [
    [1, 'cup', 136],
    [1, 'tsp', 2.8],
    [1, 'clove', 3],
  ]),
  food('cayenne', 'Spices, pepper, red or cayenne', 'Spices and Herbs', 318, 12, 57, 17, [
    [1, 'tsp', 1.8],
    [1, 'tbsp', 5.3],
  ]),
  food('parsley', 'Parsley, fresh', 'Vegetables and Vegetable Products', 36, 3, 6.3, 0.8, [[1, 'cup chopped', 60]]),
  food('egg', 'Egg, whole, raw, fresh', 'Dairy and Egg Products', 143, 12.6, 0.7, 9.5, [
    [1, 'large', 50],
    [1, 'cup (4.86 large eggs)', 243],
    [1, 'medium', 44],
  ]),
  food('salt', 'Salt, table', 'Spices and Herbs', 0, 0, 0, 0, [[1, 'tsp', 6]]),
  food('sesame', 'Oil, sesame, salad or cooking', 'Fats and Oils', 884, 0, 0, 100, [[1, 'tablespoon', 13.6]]),
  food('water', 'Beverages, water, tap, drinking', 'Beverages', 0, 0, 0, 0, [[1, 'fl oz', 29.6]]),
  food('gin', 'Alcoholic beverage, distilled, gin, 90 proof', 'Beverages', 263, 0, 0, 0, [[1, 'fl oz', 27.8]], [{ key: 'alcohol', amount: 37.9, unit: 'g' }]),
  food('lime', 'Lime juice, raw', 'Fruits and Fruit Juices', 25, 0.4, 8.4, 0.1, [
    [1, 'cup', 242],
    [1, 'fl oz', 30.8],
  ]),
  food('flour', 'Wheat flour, white, all-purpose, enriched, bleached', 'Cereal Grains and Pasta', 364, 10.3, 76.3, 1, [[1, 'cup', 125]]),
  food('honey', 'Honey', 'Sweets', 304, 0.3, 82.4, 0, [[1, 'tbsp', 21]]),
  food('yeast', "Leavening agents, yeast, baker's, active dry", 'Baked Products', 325, 40.4, 41.2, 7.6, [
    [1, 'tsp', 4],
    [1, 'tbsp', 12],
  ]),
  food('poppy', 'Spices, poppy seed', 'Spices and Herbs', 525, 18, 28.1, 41.6, [
    [1, 'tsp', 2.8],
    [1, 'tbsp', 8.8],
  ]),
];
const resolver = foodNameResolver(FOODS);
const subset = new Set(['aglio-e-olio', 'carbonara', 'cheese', 'challah-bread', 'howtocook-breakfast-微波炉荷包蛋']);

describe('recipes importer (subset)', async () => {
  const { part, excluded, notes } = await buildRecipes(dataDir, { resolver, parseLine: parseIngredientLine, subset });
  const by = Object.fromEntries(part.recipes.map((r) => [r.source_id, r]));

  test('honours the subset and issues stable positive ids', async () => {
    expect(Object.keys(by).sort()).toEqual([...subset].sort());
    const again = await buildRecipes(dataDir, { resolver, parseLine: parseIngredientLine, subset });
    expect(again.part.recipes.map((r) => r.id)).toEqual(part.recipes.map((r) => r.id));
    for (const r of part.recipes) expect(r.id > 0 && r.id <= 0x7fffffff).toBe(true);
    expect(notes.length).toBe(2);
  });

  test('English recipe: yield, times, tags, lines as recorded, per-serving nutrition with evidence', () => {
    const r = by['aglio-e-olio']!;
    expect(r).toMatchObject({
      language: 'en',
      title: 'Spaghetti aglio e olio',
      cook_minutes: 15,
      ready_in_minutes: 15,
      cuisines: ['european', 'italian'],
      meal_types: ['main course'],
    });
    expect(r.yield).toMatchObject({ servings: 4, text: '4' });
    const pasta = r.ingredients[0]!;
    expect(pasta).toMatchObject({ quantity: 1, unit: 'lb', quantity_known: true, food: { id: 'pasta' } });
    expect(pasta.grams).toBeCloseTo(453.59, 1);
    const oil = r.ingredients[1]!;
    expect(oil).toMatchObject({ quantity: 0.5, unit: 'cup', grams: 110 });
    expect(oil.evidence.grams_method).toBe('stated');
    expect(r.ingredients[2]).toMatchObject({ quantity: 5, quantity_max: 6, unit: 'clove', grams: 15 });
    const parsley = r.ingredients[4]!;
    expect(parsley.grams).toBeNull();
    const n = r.nutrition!;
    expect(n.servings).toBe(4);
    // Whole recipe ÷ 4: pasta 453.6 g × 3.71 + oil 110 g × 8.84 + garlic 15 g × 1.49 + cayenne 0.45 g × 3.18.
    expect(n.calories!).toBeCloseTo((453.592 * 3.71 + 110 * 8.84 + 15 * 1.49 + 0.45 * 3.18) / 4, 0);
    expect(n.coverage).toMatchObject({ lines: 5, weighted: 4 });
    expect(r.admitted).toBe(true);
    expect(r.image).toBeNull();
    expect(r.dietary.vegan!.value).toBe(true);
    expect(r.diets).toContain('vegan');
    expect(r.dietary.gluten_free).toEqual({ value: false, evidence: ['1 pound (500g) spaghetti (or similarly shaped pasta)'] });
  });

  test('service-hosted image path only where the manifest has a file; links stripped from steps', () => {
    const r = by.carbonara!;
    expect(r.image).toBe('/v1/images/recipes/carbonara.webp');
    expect(part.images['carbonara.webp']).toBe('recipes/images/publicdomainrecipes/carbonara.webp');
    const text = r.instructions.flatMap((g) => g.steps.map((s) => s.step)).join(' ');
    expect(text).toContain('typical pasta water');
    expect(text).not.toContain('](');
    expect(r.prep_minutes).toBe(5);
    expect(r.ready_in_minutes).toBe(30);
  });

  test('a per-serving energy no one person eats keeps its totals but stays out of discovery', () => {
    // The source's "2-4" servings are the loaves of a 1.5 kg-flour dough.
    const r = by['challah-bread']!;
    expect(r.nutrition!.calories!).toBeGreaterThan(3000);
    expect(r.admitted).toBe(false);
    expect(r.exclusion_reasons).toEqual(['implausible_serving_energy']);
    expect(excluded.implausible_serving_energy).toBe(1);
  });

  test('recipes without steps or servings are imported but not admitted', () => {
    const r = by.cheese!;
    expect(r.admitted).toBe(false);
    expect(r.exclusion_reasons).toEqual(expect.arrayContaining(['no_instructions', 'servings_unknown']));
    expect(r.nutrition).toBeNull();
    expect(excluded.no_instructions).toBe(1);
  });

  test('Chinese recipe keeps its own text; the lexicon only feeds resolution', () => {
    const r = by['howtocook-breakfast-微波炉荷包蛋']!;
    expect(r.language).toBe('zh-Hans');
    expect(r.title).toBe('微波炉荷包蛋');
    expect(r.yield.servings).toBe(1);
    expect(r.ingredients.map((i) => i.original)).toEqual(['鸡蛋 2 个', '饮用水 35ml', '芝麻油 3ml', '盐 0.8g']);
    expect(r.ingredients.map((i) => i.name)).toEqual(['鸡蛋', '饮用水', '芝麻油', '盐']);
    expect(r.ingredients.map((i) => i.normalized_name)).toEqual(['egg', 'water', 'sesame oil', 'salt']);
    expect(r.ingredients[0]).toMatchObject({ quantity: 2, unit: 'piece', unit_text: '个', grams: 88, food: { id: 'egg' } });
    expect(r.ingredients[0]!.evidence.grams_detail).toContain('1 medium = 44 g');
    expect(r.nutrition!.calories).toBeCloseTo(88 * 1.43 + ((3 * 13.6) / 14.787) * 8.84, 0);
    expect(r.instructions[0]!.steps.length).toBe(6);
  });
});

describe('drinks importer', () => {
  const { part, versions } = buildDrinks(dataDir, resolver);
  test('snapshots merge into one record per drink with per-source attribution', () => {
    expect(versions).toBeGreaterThan(part.drinks.length);
    const negroni = part.drinks.find((d) => d.name === 'Negroni')!;
    expect(negroni.sources.length).toBe(4);
    expect(negroni.sources.map((s) => s.license)).toContain('CC BY-SA 4.0');
    expect(negroni.glass).toBe('old fashioned glass');
    expect(negroni.ingredients.map((i) => i.ml)).toEqual([30, 30, 30]);
    expect(new Set(part.drinks.map((d) => d.id)).size).toBe(part.drinks.length);
    expect(JSON.stringify(part)).not.toMatch(/https?:\/\//);
  });
  test('nutrition only when every volume resolves (gimlet-like: gin + lime)', () => {
    const withNutrition = part.drinks.filter((d) => d.nutrition);
    for (const d of withNutrition) for (const i of d.ingredients) if (i.ml !== null) expect(i.food).not.toBeNull();
    expect(part.drinks.find((d) => d.name === 'Negroni')!.nutrition).toBeNull();
  });
});
