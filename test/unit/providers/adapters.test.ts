import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { loadProviderConfig } from '../../../src/providers/config';
import { createFdcAdapter, fdcFoodToRecord } from '../../../src/providers/food-data/fdc';
import { createRecipeAdapter } from '../../../src/providers/food-data/recipes';
import { offAnswerToRecord, offQueryCodes } from '../../../src/providers/food-data/openfoodfacts';
import { gateProviderRecord } from '../../../src/providers/food-data/quality-gate';
import { parseBarcode } from '../../../src/domain/foods/barcode';
import { fakeServer, json, type FakeServer } from './fake-server';
import { taxonomy } from '../foods/shared-taxonomy';

const servers: FakeServer[] = [];
afterAll(() => {
  for (const s of servers) s.stop();
});

const nested = (number: string, amount: number, unitName: string) => ({ amount, nutrient: { number, name: number, unitName } });

describe('FoodData Central', () => {
  const detail = {
    fdcId: 2346404,
    description: 'Apple, raw',
    dataType: 'Foundation',
    foodCategory: { description: 'Fruits and Fruit Juices' },
    foodNutrients: [
      nested('957', 64, 'kcal'),
      nested('203', 0.17, 'g'),
      nested('204', 0.15, 'g'),
      nested('205', 14.8, 'G'),
      nested('291', 0, 'g'),
      nested('307', 1000, 'UG'),
      nested('318', 50, 'IU'),
    ],
    foodPortions: [{ gramWeight: 182, amount: 1, modifier: 'medium', measureUnit: { name: 'undetermined' }, sequenceNumber: 1 }],
  };

  test('detail → record: Atwater energy, unit case, µg → mg, measured zero kept, absent stays absent, portions', () => {
    const out = fdcFoodToRecord(detail, 2026);
    if (!('record' in out)) throw new Error(out.excluded);
    const r = out.record;
    expect(r).toMatchObject({
      dataset: 'fdc',
      source_id: '2346404',
      name: 'Apple, raw',
      nutrition_basis: '100g',
      calories: 64,
      protein_g: 0.17,
      carbs_g: 14.8,
      fat_g: 0.15,
      group: 'Fruits and Fruit Juices',
    });
    expect(r.provenance.calories!.detail).toEqual({ nutrient_number: '957' });
    expect(r.nutrients.find((n) => n.key === 'sodium')).toMatchObject({ amount: 1, unit: 'mg' });
    expect(r.nutrients.find((n) => n.key === 'fiber')?.amount).toBe(0);
    expect(r.nutrients.find((n) => n.key === 'vitamin_a_iu')).toMatchObject({ amount: 50, unit: 'IU' });
    expect(r.unknown_keys).toContain('sugar');
    expect(r.portions).toEqual([{ amount: 1, measure: 'medium', grams: 182, seq: '1' }]);
    expect(r.extra).toMatchObject({ license: 'CC0-1.0', attribution: expect.stringContaining('FoodData Central, 2026') });
    expect(gateProviderRecord(r).ok).toBe(true);
  });

  test('kJ only is converted and labelled calculated; search-hit spelling is read too', () => {
    const out = fdcFoodToRecord({
      fdcId: 1,
      description: 'Branded bar',
      dataType: 'Branded',
      gtinUpc: '00012345678905',
      foodNutrients: [
        { nutrientNumber: '268', value: 1674, unitName: 'KJ' },
        { nutrientNumber: '203', value: 10, unitName: 'G' },
      ],
    });
    if (!('record' in out)) throw new Error(out.excluded);
    expect(out.record.calories).toBeCloseTo(400, 0);
    expect(out.record.provenance.calories!.method).toBe('calculated');
    expect(out.record.protein_g).toBe(10);
    expect(out.record.carbs_g).toBeNull();
    expect(out.record.barcode).toBe('0012345678905');
    expect(gateProviderRecord(out.record)).toMatchObject({ ok: false, reason: 'missing_macros' });
  });

  test('malformed answers are refused with a reason', () => {
    expect(fdcFoodToRecord(null)).toEqual({ excluded: 'malformed_answer' });
    expect(fdcFoodToRecord({ fdcId: 'x', description: 'a' })).toEqual({ excluded: 'malformed_answer: fdcId' });
    expect(fdcFoodToRecord({ fdcId: 2, description: 'a', foodNutrients: {} })).toEqual({ excluded: 'malformed_answer: foodNutrients' });
    expect(fdcFoodToRecord({ fdcId: 2, description: 'a', foodNutrients: [nested('203', -1, 'g')] })).toEqual({ excluded: 'invalid_values' });
  });

  test('adapter sends the key as a header, never in the URL', async () => {
    const s = fakeServer((req, url) => {
      if (req.headers.get('x-api-key') !== 'k123') return json({ error: 'API_KEY_MISSING' }, 403);
      if (url.pathname === '/foods/search')
        return json({ totalHits: 1, foods: [{ fdcId: 2346404, description: 'Apple, raw', dataType: 'Foundation' }, { description: 'no id' }] });
      if (url.pathname === '/food/2346404') return json(detail);
      return json({}, 404);
    });
    servers.push(s);
    const fdc = createFdcAdapter(loadProviderConfig({ MORSEL_FDC_API_KEY: 'k123', MORSEL_FDC_API_URL: s.url }, '/tmp'))!;
    expect(await fdc.search('apple')).toEqual([{ fdcId: 2346404, description: 'Apple, raw', dataType: 'Foundation', brandOwner: null, gtinUpc: null }]);
    expect(await fdc.food(2346404)).toMatchObject({ fdcId: 2346404 });
    expect(await fdc.food(99)).toBeNull();
    expect(s.hits.every((h) => !h.includes('k123'))).toBe(true);
    expect(fdc.client.limiter.limits).toEqual({ perMinute: null, perHour: 1000 });
  });
});

describe('recipe providers', () => {
  test('TheMealDB: meals null is an empty answer; ingredients 1..20 trimmed', async () => {
    const s = fakeServer((_, url) =>
      url.searchParams.get('s') === 'none'
        ? json({ meals: null })
        : json({
            meals: [
              {
                idMeal: '52772',
                strMeal: 'Teriyaki Chicken',
                strCategory: 'Chicken',
                strArea: 'Japanese',
                strInstructions: 'Cook.',
                strMealThumb: 'https://www.themealdb.com/x.jpg',
                strIngredient1: 'soy sauce',
                strMeasure1: '3/4 cup ',
                strIngredient2: ' ',
                strMeasure2: ' ',
                strIngredient3: null,
              },
            ],
          }),
    );
    servers.push(s);
    const a = createRecipeAdapter(loadProviderConfig({ MORSEL_RECIPE_API_URL: s.url, MORSEL_RECIPE_API_KIND: 'themealdb' }, '/tmp'))!;
    expect(await a.search('none')).toEqual([]);
    const [r] = await a.search('teriyaki');
    expect(r).toMatchObject({
      source_id: '52772',
      title: 'Teriyaki Chicken',
      ingredients: [{ name: 'soy sauce', measure: '3/4 cup' }],
      nutrition_per_serving: null,
    });
    expect(s.hits[0]).toStartWith('/1/search.php?s=');
  });

  test('Spoonacular: per-serving nutrition by name, quota headers read, 402 backs off', async () => {
    let exhausted = false;
    const s = fakeServer(() =>
      exhausted
        ? json({ code: 402, message: 'Your daily points limit has been reached' }, 402)
        : json(
            {
              results: [
                {
                  id: 7,
                  title: 'Pasta',
                  servings: 2,
                  nutrition: {
                    nutrients: [
                      { name: 'Calories', amount: 520, unit: 'kcal' },
                      { name: 'Protein', amount: 18, unit: 'g' },
                      { name: 'Fat', amount: 12, unit: 'g' },
                    ],
                  },
                  extendedIngredients: [{ name: 'pasta', amount: 200, unit: 'g' }],
                },
              ],
            },
            200,
            { 'x-api-quota-used': '12.5', 'x-api-quota-left': '137.5' },
          ),
    );
    servers.push(s);
    const a = createRecipeAdapter(
      loadProviderConfig({ MORSEL_RECIPE_API_URL: s.url, MORSEL_RECIPE_API_KIND: 'spoonacular', MORSEL_RECIPE_API_KEY: 'sk' }, '/tmp'),
    )!;
    const [r] = await a.search('pasta');
    expect(r).toMatchObject({
      title: 'Pasta',
      servings: 2,
      nutrition_per_serving: { calories: 520, protein_g: 18, carbs_g: null, fat_g: 12 },
      ingredients: [{ name: 'pasta', measure: '200 g' }],
    });
    expect(a.quota).toMatchObject({ used: 12.5, left: 137.5 });
    exhausted = true;
    await expect(a.search('pasta')).rejects.toMatchObject({ reason: 'backoff' });
    await expect(a.search('pasta')).rejects.toMatchObject({ reason: 'backoff' });
    expect(s.hits).toHaveLength(2);
  });
});

describe('Open Food Facts mapping', () => {
  beforeAll(() => void taxonomy(), 60_000); // built once from the shared data: slow the first time
  const asked = (code: string) => {
    const b = parseBarcode(code);
    if (!b.ok) throw b.error;
    return b.barcode;
  };
  test('query codes: 13-digit form first, 12-digit UPC-A second; EAN-8 as printed', () => {
    expect(offQueryCodes(asked('012345678905'))).toEqual(['0012345678905', '012345678905']);
    expect(offQueryCodes(asked('3017620422003'))).toEqual(['3017620422003']);
    expect(offQueryCodes(asked('96385074'))).toEqual(['96385074']);
  });
  test('kJ-only energy is converted; an answer for another barcode is refused', () => {
    const raw = {
      code: '3017620422003',
      product_name: 'Spread',
      quantity: '400 g',
      nutriments: { energy_100g: 2252, proteins_100g: 6.3, carbohydrates_100g: 57.5, fat_100g: 30.9 },
    };
    const out = offAnswerToRecord(raw, asked('3017620422003'), taxonomy());
    if (!('record' in out)) throw new Error(out.excluded);
    expect(out.record.calories).toBeCloseTo(538.2, 1);
    expect(out.record.provenance.calories!.method).toBe('calculated');
    expect(offAnswerToRecord(raw, asked('4006381333931'), taxonomy())).toEqual({ excluded: 'barcode_mismatch' });
  });
});

describe('provider configuration', () => {
  test('defaults follow the published limits; bad values are refused', () => {
    const c = loadProviderConfig(
      { MORSEL_OFF_API_URL: 'https://world.openfoodfacts.org/', MORSEL_OFF_USER_AGENT: 'morsel/1 (x@y.z)', MORSEL_FDC_API_KEY: 'k' },
      '/data',
    );
    expect(c.off).toMatchObject({
      url: 'https://world.openfoodfacts.org',
      readsPerMinute: 100,
      searchesPerMinute: 10,
      imageHosts: ['images.openfoodfacts.org'],
    });
    expect(c.fdc).toMatchObject({ url: 'https://api.nal.usda.gov/fdc/v1', perHour: 1000 });
    expect(c.timeoutMs).toBe(2000);
    expect(c.imagesDir).toBe('/data/provider-images');
    expect(() => loadProviderConfig({ MORSEL_RECIPE_API_URL: 'http://x', MORSEL_RECIPE_API_KIND: 'edamam' }, '/d')).toThrow(/KIND/);
    expect(() => loadProviderConfig({ MORSEL_OFF_API_URL: 'ftp://x', MORSEL_OFF_USER_AGENT: 'a' }, '/d')).toThrow(/http/);
    expect(() => loadProviderConfig({ MORSEL_PROVIDER_TIMEOUT_MS: '0' }, '/d')).toThrow(/TIMEOUT/);
  });
});
