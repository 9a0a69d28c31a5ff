/**
 * Labels (GET /v1/foods/{id}/label, /v1/barcode/{code}/label, /v1/recipes/{id}/label, POST
 * /v1/labels), daily values (`dv`) on the answers that carry nutrition, NRF9.3 on foods and the
 * Nutri-Score version on score and product answers: success, documented errors, cost header.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { labelOps } from '../../src/ops/labels';
import { foodsOps } from '../../src/ops/foods';
import { intelligenceOps } from '../../src/ops/intelligence';
import { recipeOps } from '../../src/ops/recipes';
import { ingredientOps } from '../../src/ops/ingredients';
import { parseOps } from '../../src/ops/parse';
import { recipeCalculationOps } from '../../src/ops/recipe-calculation';
import type { FoodRecord, NutrientAmount } from '../../src/domain/foods/food';
import { body, createHarness, meter, type Harness } from '../helpers/harness';
import { FOODS, fixtureCatalog, fixtureFood } from '../fixtures/catalog';
import { part, recipe } from '../unit/recipes/fixtures';

const n = (key: string, amount: number, unit: string): NutrientAmount => ({ key, name: key, amount, unit });

/** A reference food with every label nutrient and the NRF9.3 inputs except added sugars (SR28 has none). */
const YOGURT = fixtureFood('66666666-6666-4666-8666-666666666601', 'Yogurt, plain, whole milk', '100g', [61, 3.47, 4.66, 3.25], {
  nutrients: [
    n('calories', 61, 'kcal'),
    n('protein', 3.47, 'g'),
    n('carbs', 4.66, 'g'),
    n('fat', 3.25, 'g'),
    n('saturated_fat', 2.096, 'g'),
    n('trans_fat', 0, 'g'),
    n('cholesterol', 13, 'mg'),
    n('sodium', 46, 'mg'),
    n('fiber', 0, 'g'),
    n('sugar', 4.66, 'g'),
    n('calcium', 121, 'mg'),
    n('iron', 0.05, 'mg'),
    n('potassium', 155, 'mg'),
    n('magnesium', 12, 'mg'),
    n('vitamin_c', 0.5, 'mg'),
    n('vitamin_a_rae', 27, 'µg'),
    n('vitamin_e', 0.06, 'mg'),
    n('vitamin_d', 0.1, 'µg'),
  ],
});

/** A French product per 100 g with a 30 g serving: EU carbohydrate as printed, salt printed. */
const BISCUIT = fixtureFood('66666666-6666-4666-8666-666666666602', 'Butter biscuits', '100g', [480, 6.5, 68, 20], {
  dataset: 'openfoodfacts',
  barcode: '3017620422003',
  nutrients: [
    n('calories', 480, 'kcal'),
    n('energy_kj', 2010, 'kJ'),
    n('protein', 6.5, 'g'),
    n('carbs', 68, 'g'),
    n('fat', 20, 'g'),
    n('saturated_fat', 12, 'g'),
    n('sugar', 24, 'g'),
    n('fiber', 2.1, 'g'),
    n('salt', 0.75, 'g'),
  ],
  portions: [{ seq: 'serving', amount: 1, measure: '4 biscuits (30 g)', grams: 30 }],
  extra: {
    attribution: 'Open Food Facts contributors',
    license: 'ODbL-1.0',
    serving_size: '4 biscuits (30 g)',
    categories: ['en:snacks', 'en:sweet-snacks', 'en:biscuits-and-cakes', 'en:biscuits'],
    countries: ['en:france'],
    nutriscore_computed: { version: '2023', grade: 'E', score: 23, category: 'general' },
  },
});

/** A product whose basis the source does not state: metadata only, no numbers. */
const MYSTERY = fixtureFood('66666666-6666-4666-8666-666666666603', 'Mystery snack', 'unknown', [0, 0, 0, 0], {
  dataset: 'openfoodfacts',
  barcode: '5449000000996',
  calories: null,
  protein_g: null,
  carbs_g: null,
  fat_g: null,
  nutrients: [],
  extra: { attribution: 'Open Food Facts contributors', license: 'ODbL-1.0', resolution_required: { reason: 'nutrition_basis_unknown' } },
});

const SOUP = recipe({ title: 'Tomato soup', ingredients: [['2 tomatoes', 'tomato', 2, null]], calories: 120, protein: 3, carbs: 18, fat: 4 });
const NO_SERVINGS = recipe({ title: 'Stew without servings', ingredients: [['1 onion', 'onion', 1, null]], servings: null });

let h: Harness;
let key: string;
beforeAll(async () => {
  const catalog = fixtureCatalog([YOGURT, BISCUIT, MYSTERY]);
  for (const f of [BISCUIT, MYSTERY]) catalog.foods.byBarcode.set(f.barcode!, f as FoodRecord);
  catalog.parts.recipes = part([SOUP, NO_SERVINGS]);
  h = await createHarness([...labelOps, ...foodsOps, ...intelligenceOps, ...recipeOps, ...ingredientOps, ...parseOps, ...recipeCalculationOps], { catalog });
  key = (await h.account('ultra')).key;
}, 60_000);
afterAll(async () => {
  await h.stop();
});

const get = (path: string) => h.request(path, { key });
type Row = { key: string; label: string; values: string[]; percent: string | null; known: boolean; suffix?: string };
type LabelJson = {
  label: {
    rows: Row[];
    notes: string[];
    source: string;
    serving: [string, string] | null;
    calories: string | null;
    columns: string[];
    nutrition_known: boolean;
  };
};
const row = (b: LabelJson, k: string) => b.label.rows.find((r) => r.key === k)!;

describe('GET /v1/foods/{id}/label', () => {
  test('FDA JSON: rounding by 21 CFR 101.9(c), %DV of the declared amount, unknown added sugars, source named; costs 1', async () => {
    const res = await get(`/v1/foods/${YOGURT.id}/label?style=fda&format=json`);
    expect(res.status).toBe(200);
    expect(meter(res).cost).toBe(1);
    const b = await body<LabelJson>(res);
    expect(b.label.serving).toEqual(['Serving size', '100g']);
    expect(b.label.calories).toBe('60');
    expect(row(b, 'fat')).toMatchObject({ values: ['3.5g'], percent: '4%' });
    expect(row(b, 'saturated_fat')).toMatchObject({ values: ['2g'], percent: '10%' });
    expect(row(b, 'cholesterol')).toMatchObject({ values: ['15mg'], percent: '5%' });
    expect(row(b, 'sodium')).toMatchObject({ values: ['45mg'], percent: '2%' });
    expect(row(b, 'carbs')).toMatchObject({ values: ['5g'], percent: '2%' });
    expect(row(b, 'added_sugars')).toMatchObject({ values: ['not known'], percent: null, known: false });
    expect(row(b, 'vitamin_d')).toMatchObject({ values: ['0mcg'], percent: '0%' });
    expect(row(b, 'calcium')).toMatchObject({ values: ['120mg'], percent: '10%' });
    expect(b.label.source).toBe('Source: USDA National Nutrient Database for Standard Reference, Legacy (SR28), record 66666');
  });

  test('SVG, PNG and HTML: media types, no script allowed, nosniff; the SVG carries every row', async () => {
    const svg = await get(`/v1/foods/${YOGURT.id}/label?style=fda`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
    expect(svg.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(meter(svg).cost).toBe(1);
    const text = await svg.text();
    for (const k of [
      'fat',
      'saturated_fat',
      'trans_fat',
      'cholesterol',
      'sodium',
      'carbs',
      'fiber',
      'sugar',
      'added_sugars',
      'protein',
      'vitamin_d',
      'calcium',
      'iron',
      'potassium',
    ])
      expect(text).toContain(`data-key="${k}"`);
    expect(text).not.toContain('<script');
    const png = await get(`/v1/foods/${YOGURT.id}/label?style=eu&format=png&lang=fr`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-encoding')).toBeNull();
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(meter(png).cost).toBe(1);
    const html = await get(`/v1/foods/${YOGURT.id}/label?style=eu&format=html&lang=de`);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await html.text();
    expect(page).toContain('Nährwertdeklaration');
    expect(page).toContain('davon gesättigte Fettsäuren');
  });

  test('EU: available carbohydrate from a total-carbohydrate table, salt from sodium, decimal comma, one column without a serving', async () => {
    const b = await body<LabelJson>(await get(`/v1/foods/${YOGURT.id}/label?style=eu&format=json&lang=it`));
    expect(b.label.columns).toEqual(['per 100 g']);
    expect(row(b, 'energy')).toMatchObject({ label: 'Energia', values: ['255 kJ\n61 kcal'], percent: '3%' });
    expect(row(b, 'carbs')).toMatchObject({ values: ['4,7 g'] }); // 4.66 − 0 fibre
    expect(row(b, 'salt')).toMatchObject({ values: ['0,12 g'], percent: '2%' }); // 46 mg × 2.5
    expect(b.label.notes.at(-1)).toContain('Assunzione di riferimento di un adulto medio');
  });

  test('errors: unknown style, format and language (400 listing the languages), FDA in French, unknown food (404)', async () => {
    for (const [q, needle] of [
      ['style=uk', 'style'],
      ['style=fda&format=gif', 'format'],
      ['style=eu&lang=nl', '"en", "fr", "de", "es", "it"'],
      ['style=fda&lang=fr', 'English only'],
    ] as const) {
      const res = await get(`/v1/foods/${YOGURT.id}/label?${q}`);
      expect(res.status).toBe(400);
      expect((await body<{ message: string }>(res)).message).toContain(needle);
      expect(meter(res).cost).toBe(1);
    }
    const missing = await get('/v1/foods/99999999-9999-4999-8999-999999999999/label?style=fda');
    expect(missing.status).toBe(404);
    expect(await body(missing)).toMatchObject({ status: 'failure', code: 404 });
  });
});

describe('GET /v1/barcode/{code}/label', () => {
  test('a product: its serving in the FDA panel, per 100 g and per portion in the EU declaration, printed salt', async () => {
    const fda = await body<LabelJson>(await get(`/v1/barcode/${BISCUIT.barcode}/label?style=fda&format=json`));
    expect(fda.label.serving).toEqual(['Serving size', '4 biscuits (30 g)']);
    expect(fda.label.calories).toBe('140'); // 144 kcal
    expect(fda.label.source).toBe('Source: Open Food Facts contributors (ODbL 1.0), barcode 3017620422003');
    const eu = await body<LabelJson>(await get(`/v1/barcode/${BISCUIT.barcode}/label?style=eu&format=json&lang=es`));
    expect(eu.label.columns).toEqual(['por 100 g', 'por porción (30 g)']);
    expect(row(eu, 'salt')).toMatchObject({ values: ['0,75 g', '0,23 g'], percent: '4%' });
    expect(row(eu, 'saturated_fat')).toMatchObject({ label: 'de las cuales saturadas', values: ['12 g', '3,6 g'], percent: '18%' });
  });

  test('unknown basis: a label that says nutrition is not known, with no number', async () => {
    const res = await get(`/v1/barcode/${MYSTERY.barcode}/label?style=eu&format=json`);
    expect(res.status).toBe(200);
    const b = await body<LabelJson>(res);
    expect(b.label.nutrition_known).toBe(false);
    expect(b.label.notes[0]).toContain('Nutrition not known');
    expect(b.label.rows.flatMap((r) => r.values).every((v) => v === 'not known')).toBe(true);
    expect(b.label.rows.every((r) => r.percent === null)).toBe(true);
    const svg = await (await get(`/v1/barcode/${MYSTERY.barcode}/label?style=fda`)).text();
    // No number anywhere but in the footnotes (which say "per 100 g" and "2,000 calories").
    expect(svg.replace(/<g data-key="notes">.*?<\/g>/s, '').replace(/<[^>]+>/g, ' ')).not.toMatch(/\d/);
  });

  test('errors: invalid barcode 400, unknown barcode 404, both charged', async () => {
    const bad = await get('/v1/barcode/123/label?style=fda');
    expect(bad.status).toBe(400);
    const absent = await get('/v1/barcode/5000112637922/label?style=fda');
    expect(absent.status).toBe(404);
    expect(meter(absent).cost).toBe(1);
  });
});

describe('GET /v1/recipes/{id}/label', () => {
  test('per serving; the EU per-100 g column is not known; 404 unknown, 422 without nutrition', async () => {
    const b = await body<LabelJson>(await get(`/v1/recipes/${SOUP.id}/label?style=fda&format=json`));
    expect(b.label.serving).toEqual(['Serving size', '1 serving (1/4 of the recipe)']);
    expect(b.label.calories).toBe('120');
    // The fixture ingredients are no catalogue food: the carbohydrate definition is not known.
    expect(row(b, 'carbs')).toMatchObject({ values: ['not known'] });
    const eu = await body<LabelJson>(await get(`/v1/recipes/${SOUP.id}/label?style=eu&format=json`));
    expect(row(eu, 'energy').values).toEqual(['not known', '502 kJ\n120 kcal']);
    expect(eu.label.notes[0]).toContain('weight of the portion is not stated');
    expect((await get('/v1/recipes/999999/label?style=fda')).status).toBe(404);
    const none = await get(`/v1/recipes/${NO_SERVINGS.id}/label?style=fda`);
    expect(none.status).toBe(422);
    expect(meter(none).cost).toBe(1);
  });
});

describe('POST /v1/labels', () => {
  const post = (json: unknown, q = 'style=fda&format=json') => h.request(`/v1/labels?${q}`, { method: 'POST', key, json });

  test('the widget input, more nutrients and a serving; marked unverified', async () => {
    const res = await post({
      name: 'Granola',
      basis: 'per_100g',
      nutrients: { energy: 450, fat_g: 18, saturated_fat: 2.5, sodium_mg: 4.9, carbs: 62, fibre: 7, sugars: 20, added_sugars: 12, protein: 10 },
      serving: { quantity: 45, unit: 'g', description: '1/2 cup' },
    });
    expect(res.status).toBe(200);
    expect(meter(res).cost).toBe(1);
    const b = await body<LabelJson>(res);
    expect(b.label.serving).toEqual(['Serving size', '1/2 cup (45g)']);
    expect(b.label.calories).toBe('200'); // 202.5
    expect(row(b, 'sodium')).toMatchObject({ values: ['0mg'], percent: '0%' }); // 2.2 mg < 5 mg
    expect(row(b, 'added_sugars')).toMatchObject({ label: 'Includes', values: ['5g'], suffix: 'Added Sugars', percent: '10%' });
    expect(row(b, 'cholesterol')).toMatchObject({ values: ['not known'] });
    expect(b.label.notes).toContain('Values as submitted; not verified.');
  });

  test('bad input: negative, absurd, part above its whole, unknown nutrient, serving without basis or in the wrong unit', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'x', basis: 'per_100g', nutrients: { fat: -1 } }, 'nutrients.fat'],
      [{ name: 'x', basis: 'per_100g', nutrients: { fat: 150 } }, 'nutrients.fat'],
      [{ name: 'x', basis: 'per_100g', nutrients: { calories: 2000 } }, 'nutrients.calories'],
      [{ name: 'x', basis: 'per_100g', nutrients: { fat: 5, saturated_fat: 9 } }, 'saturated_fat'],
      [{ name: 'x', basis: 'per_100g', nutrients: { vitamin_q: 1 } }, "Unknown nutrient 'vitamin_q'"],
      [{ name: 'x', nutrients: { fat: 1 }, serving: { quantity: 30, unit: 'g' } }, "'basis'"],
      [{ name: 'x', basis: 'per_100g', nutrients: { fat: 1 }, serving: { quantity: 30, unit: 'ml' } }, 'serving.unit'],
    ];
    for (const [json, needle] of cases) {
      const res = await post(json);
      expect(res.status).toBe(400);
      expect((await body<{ message: string }>(res)).message).toContain(needle);
      expect(meter(res).cost).toBe(1);
    }
  });
});

describe('dv=us|eu on answers that carry nutrition', () => {
  type Dv = {
    system: string;
    basis: string;
    nutrients: { key: string; amount: number | null; percent: number | null }[];
    serving: { quantity: number; nutrients: { key: string; percent: number | null }[] } | null;
  };
  const pct = (dv: Dv, k: string) => dv.nutrients.find((r) => r.key === k)!.percent;

  test('a food: percentages per 100 g; an unknown amount has a null percentage; no dv, no block; nutrient density', async () => {
    const res = await get(`/v1/foods/${YOGURT.id}?dv=us`);
    expect(meter(res).cost).toBe(1);
    const b = await body<{ daily_values: Dv; nutrient_density: Record<string, unknown> }>(res);
    expect(b.daily_values).toMatchObject({ system: 'us', basis: '100g', serving: null });
    expect(pct(b.daily_values, 'calcium')).toBe(9.3);
    expect(pct(b.daily_values, 'added_sugars')).toBeNull();
    expect(pct(b.daily_values, 'fiber')).toBe(0);
    expect(b.nutrient_density).toMatchObject({ index: 'NRF9.3', score: null, lim3: null, missing: ['added_sugars'] });
    expect(typeof b.nutrient_density.nr9).toBe('number');
    expect(await body(await get(`/v1/foods/${YOGURT.id}`))).not.toHaveProperty('daily_values');
    expect((await get(`/v1/foods/${YOGURT.id}?dv=jp`)).status).toBe(400);
  });

  test('a product: per 100 g and per stated serving; EU energy in kJ and kcal, printed salt; nutriscore_version=2021', async () => {
    const b = await body<{ daily_values: Dv; nutriscore_computed: { version: string } }>(
      await get(`/v1/barcode/${BISCUIT.barcode}?dv=eu&nutriscore_version=2021`),
    );
    expect(b.daily_values.basis).toBe('100g');
    expect(pct(b.daily_values, 'energy_kj')).toBe(23.9);
    expect(pct(b.daily_values, 'calories')).toBe(24);
    expect(pct(b.daily_values, 'salt')).toBe(12.5);
    expect(b.daily_values.serving!.quantity).toBe(30);
    expect(b.daily_values.serving!.nutrients.find((r) => r.key === 'salt')!.percent).toBe(3.8);
    expect(b.nutriscore_computed).toMatchObject({ version: '2021', grade: expect.any(String) });
    const plain = await body<{ nutriscore_computed: { version: string } }>(await get(`/v1/barcode/${BISCUIT.barcode}`));
    expect(plain.nutriscore_computed.version).toBe('2023');
    expect((await get(`/v1/barcode/${BISCUIT.barcode}?nutriscore_version=2019`)).status).toBe(400);
  });

  test('a recipe and its nutrition (per serving), compute-nutrition (the total), a meal, a recipe calculation (per 100 g and per serving)', async () => {
    for (const path of [`/v1/recipes/${SOUP.id}?dv=us`, `/v1/recipes/${SOUP.id}/nutrition?dv=us`]) {
      const res = await get(path);
      expect(meter(res).cost).toBe(1);
      const dv = (await body<{ daily_values: Dv }>(res)).daily_values;
      expect(dv.basis).toBe('per_serving');
      expect(pct(dv, 'fat')).toBe(5.1);
      expect(pct(dv, 'carbs')).toBeNull();
    }
    const computed = await get(`/v1/compute-nutrition?ingredients=${encodeURIComponent('200 g apple')}&dv=eu`);
    expect(computed.status).toBe(200);
    const cdv = (await body<{ daily_values: Dv }>(computed)).daily_values;
    expect(cdv.basis).toBe('total');
    expect(pct(cdv, 'calories')).toBe(5.2);
    const meal = await h.request('/v1/parse?dv=us', { method: 'POST', key, json: { text: '200 g apple' } });
    expect(meter(meal).cost).toBe(5);
    expect((await body<{ daily_values: Dv }>(meal)).daily_values.basis).toBe('meal');
    const calc = await h.request('/v1/recipes/calculate?dv=us', {
      method: 'POST',
      key,
      json: { ingredients: [{ food_id: FOODS.apple.id, grams: 300 }], preparation: 'as_recorded', servings: 2, finished_weight_g: 250 },
    });
    expect(calc.status).toBe(200);
    const kdv = (await body<{ daily_values: Dv }>(calc)).daily_values;
    expect(kdv.basis).toBe('100g');
    expect(kdv.serving!.quantity).toBe(125);
  });
});

describe('POST /v1/score?nutriscore_version', () => {
  test('2023 by default, 2021 on request; the base follows the version', async () => {
    const post = (q: string) => h.request(`/v1/score${q}`, { method: 'POST', key, json: { food: { barcode: BISCUIT.barcode } } });
    const d = await body<{ nutriscore: { version: string; grade: string } }>(await post(''));
    expect(d.nutriscore.version).toBe('2023');
    const old = await post('?nutriscore_version=2021');
    expect(meter(old).cost).toBe(3);
    expect((await body<{ nutriscore: { version: string } }>(old)).nutriscore.version).toBe('2021');
    expect((await post('?nutriscore_version=2022')).status).toBe(400);
  });
});
