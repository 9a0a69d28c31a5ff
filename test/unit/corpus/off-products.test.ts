import { beforeAll, describe, expect, test } from 'bun:test';
import { NUTRIENTS } from '../../../src/domain/foods/nutrients';
import { OFF_ATTRIBUTION } from '../../../src/domain/foods/datasets';
import { decideBasis, OFF_NUTRIENT_MAP, offProductToRecord, unitKind, type OffExtra, type OffRawProduct } from '../../../src/domain/foods/off-row';
import { openFoodFactsSource } from '../../../src/corpus/off-products';
import type { OffTaxonomy } from '../../../src/domain/foods/ingredient-taxonomy';
import { DATA_DIR, taxonomy } from '../foods/shared-taxonomy';

let tax: OffTaxonomy;
beforeAll(() => {
  tax = taxonomy();
}, 60_000);

// Hand-written rows in the shape of the OFF export (not copied from the data files).
const pasta: OffRawProduct = {
  code: '4006381333931',
  product_name: 'Spaghetti',
  brands: 'Example Mill, Other',
  quantity: '500 g',
  serving_size: '80 g',
  serving_quantity: 80,
  nutriments: {
    'energy-kcal_100g': 355,
    energy_100g: 1485,
    proteins_100g: 12.5,
    carbohydrates_100g: 71,
    sugars_100g: 3.5,
    fat_100g: 1.5,
    'saturated-fat_100g': 0.3,
    fiber_100g: 3,
    salt_100g: 0.01,
    sodium_100g: 0.004,
  },
  ingredients_text: 'Durum _wheat_ semolina, water. May contain eggs.',
  allergens_tags: ['en:gluten'],
  traces_tags: ['en:eggs'],
  additives_tags: [],
  categories_tags: ['en:plant-based-foods', 'en:cereals-and-their-products', 'en:pastas', 'en:spaghetti'],
  labels_tags: ['en:organic', 'en:eu-organic'],
  nova_group: 1,
  nutriscore_grade: 'a',
  ecoscore_grade: 'b',
  image_url: 'https://images.example.org/spaghetti.jpg',
};
const record = (raw: OffRawProduct) => {
  const out = offProductToRecord(raw, tax, 'fixture.jsonl');
  if ('excluded' in out) throw new Error(`excluded: ${out.excluded}`);
  return out.record;
};

describe('offProductToRecord', () => {
  test('a complete product becomes a 100 g record with attribution, metadata and no image URL', () => {
    const r = record(pasta);
    expect(r).toMatchObject({
      dataset: 'openfoodfacts',
      name: 'Spaghetti',
      brand: 'Example Mill',
      barcode: '4006381333931',
      nutrition_basis: '100g',
      calories: 355,
      protein_g: 12.5,
      carbs_g: 71,
      fat_g: 1.5,
    });
    expect(r.nutrients.find((n) => n.key === 'sodium')).toEqual({ key: 'sodium', name: 'Sodium', amount: 4, unit: 'mg' });
    expect(r.portions).toEqual([{ amount: 1, measure: '80 g', grams: 80, seq: 'serving' }]);
    const extra = r.extra as unknown as OffExtra;
    expect([extra.attribution, extra.license]).toEqual([OFF_ATTRIBUTION, 'ODbL-1.0']);
    expect(extra).toMatchObject({
      nova_group: 1,
      nutriscore_grade: 'a',
      eco_score: 'b',
      badges: ['organic', 'eu organic'],
      allergens: ['gluten'],
      traces: ['eggs'],
    });
    expect(extra.nutriscore_computed?.version).toBe('2023');
    expect(JSON.stringify(r)).not.toContain('images.example.org');
    expect(r.provenance.calories).toMatchObject({ method: 'reported' });
    expect(record(pasta).id).toBe(r.id); // deterministic
  });

  test('energy only in kJ is converted and labelled calculated; missing energy excludes', () => {
    const kj = record({ ...pasta, nutriments: { ...pasta.nutriments, 'energy-kcal_100g': '' } });
    expect(kj.calories).toBeCloseTo(1485 / 4.184, 1);
    expect(kj.provenance.calories).toMatchObject({ method: 'calculated' });
    const { 'energy-kcal_100g': _a, energy_100g: _b, ...noEnergy } = pasta.nutriments!;
    expect(offProductToRecord({ ...pasta, nutriments: noEnergy }, tax, 'f')).toEqual({ excluded: 'missing_calories' });
    const { proteins_100g: _p, ...noProtein } = pasta.nutriments!;
    expect(offProductToRecord({ ...pasta, nutriments: noProtein }, tax, 'f')).toEqual({ excluded: 'missing_macros' });
  });

  test('quality gate: check digits and nutrition consistency', () => {
    expect(offProductToRecord({ ...pasta, code: '4006381333932' }, tax, 'f')).toEqual({ excluded: 'invalid_barcode_check_digit' });
    expect(offProductToRecord({ ...pasta, code: '12345' }, tax, 'f')).toEqual({ excluded: 'invalid_barcode_length' });
    expect(offProductToRecord({ ...pasta, nutriments: { ...pasta.nutriments, 'energy-kcal_100g': 35 } }, tax, 'f')).toEqual({
      excluded: 'inconsistent_nutrition',
    });
    expect(offProductToRecord({ ...pasta, nutriments: { ...pasta.nutriments, sugars_100g: 90 } }, tax, 'f')).toEqual({ excluded: 'inconsistent_nutrition' });
    expect(offProductToRecord({ ...pasta, product_name: ' ' }, tax, 'f')).toEqual({ excluded: 'missing_name' });
  });

  test('basis from units and categories; unknown basis keeps metadata only', () => {
    expect(unitKind('33 cl')).toBe('volume');
    expect(unitKind('1 l (1030 g)')).toBe('volume');
    expect(unitKind('2 x 125 g')).toBe('mass');
    expect(unitKind('12 pcs')).toBeNull();
    expect(decideBasis({ code: '1', serving_size: '250 ml (1 cup)' }).basis).toBe('100ml');
    expect(decideBasis({ code: '1', categories_tags: ['en:beverages', 'en:sodas'] }).basis).toBe('100ml');
    expect(decideBasis({ code: '1', categories_tags: ['en:snacks'] }).basis).toBe('100g');
    const unknown = record({ ...pasta, quantity: undefined, serving_size: undefined, categories_tags: [] });
    expect(unknown.nutrition_basis).toBe('unknown');
    expect([unknown.calories, unknown.protein_g, unknown.nutrients.length]).toEqual([null, null, 0]);
    expect((unknown.extra as unknown as OffExtra).resolution_required?.reason).toBe('nutrition_basis_unknown');
    expect(unknown.name).toBe('Spaghetti');
  });

  test('a serving size without a number ("serving") still gives the serving quantity to the basis check', () => {
    // Peanut chocolate candies at 240 kcal "per 100 g", a 42.6 g serving: one serving's values.
    const candies: OffRawProduct = {
      ...pasta,
      product_name: 'Peanut candies',
      quantity: '46.2 g',
      serving_size: 'serving',
      serving_quantity: 42.6,
      categories_tags: ['en:confectioneries', 'en:chocolate-covered-peanuts'],
      nutriments: { 'energy-kcal_100g': 240, proteins_100g: 4, carbohydrates_100g: 22, fat_100g: 13, salt_100g: 0.2 },
    };
    expect((record(candies).extra as unknown as OffExtra).basis_suspect?.reason).toBe('energy_below_category');
    // A count of pieces is not an amount: no check.
    expect((record({ ...candies, serving_size: '2 pieces' }).extra as unknown as OffExtra).basis_suspect).toBeUndefined();
  });
});

test('OFF nutrients map onto the canonical nutrient keys', () => {
  const canonical = new Set([...NUTRIENTS.filter((d) => d.sr28.length > 0).map((d) => d.key), 'salt']);
  for (const [, key] of OFF_NUTRIENT_MAP) expect(canonical.has(key)).toBe(true);
});

describe('openfoodfacts source', () => {
  test('honours a subset of codes and counts exclusions by reason', async () => {
    const { part, manifest } = await openFoodFactsSource.build({
      dataDir: DATA_DIR,
      progress: () => {},
      parts: {},
      subset: { offCodes: new Set(['8029513120601', '3000000005309']), limitProducts: 10 },
    });
    // The first is a rich 2021 row; the second a Lifyzer row without energy.
    expect(part.products.map((p) => p.barcode)).toEqual(['8029513120601']);
    expect(manifest.imported).toBe(1);
    expect(manifest.excluded).toEqual({ missing_calories: 1 });
    expect(part.attribution).toBe(OFF_ATTRIBUTION);
    expect(part.taxonomy.ingredients.length).toBeGreaterThan(5000);
    expect(JSON.stringify(part.products)).not.toContain('static.openfoodfacts.org');
  }, 60_000);
});
