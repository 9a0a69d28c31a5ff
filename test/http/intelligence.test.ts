import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { intelligenceOps } from '../../src/ops/intelligence';
import { barcodeKey } from '../../src/domain/foods/barcode';
import { body, createHarness, meter, type Harness } from '../helpers/harness';
import { FOODS, fixtureCatalog, fixtureFood } from '../fixtures/catalog';
import { taxonomy } from '../unit/foods/shared-taxonomy';

const spread = fixtureFood('55555555-5555-4555-8555-555555555555', 'Hazelnut cocoa spread', '100g', [539, 6.3, 57.5, 30.9], {
  dataset: 'openfoodfacts',
  barcode: '3017620422003',
  group: 'sweet spreads',
  extra: {
    ingredients_text: 'Sugar, palm oil, hazelnuts 13%, skimmed milk powder 8.7%, fat-reduced cocoa 7.4%, emulsifier: lecithins (soya), vanillin',
    categories_tags: ['en:spreads', 'en:sweet-spreads'],
  },
});
const lighter = fixtureFood('66666666-6666-4666-8666-666666666666', 'Light fruit spread', '100g', [150, 0.5, 37, 0.1], {
  dataset: 'openfoodfacts',
  barcode: '4006381333931',
  group: 'sweet spreads',
});

let h: Harness;
let key: string;
let catalog: ReturnType<typeof fixtureCatalog>;
beforeAll(async () => {
  catalog = fixtureCatalog();
  for (const f of [spread, lighter]) {
    catalog.foods.byId.set(f.id, f);
    catalog.foods.byBarcode.set(barcodeKey(f.barcode!)!, f);
  }
  catalog.parts.openfoodfacts = { products: [spread, lighter], taxonomy: taxonomy(), attribution: 'Open Food Facts contributors', license: 'ODbL-1.0' };
  h = await createHarness(intelligenceOps, { catalog });
  key = (await h.account('pro')).key;
}, 60_000);
afterAll(async () => {
  await h.stop();
});

describe('GET /v1/barcode/{code}', () => {
  test('found (non-digits ignored), costs 1', async () => {
    const res = await h.request('/v1/barcode/3017-6204-22003', { key });
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ id: spread.id, barcode: '3017620422003', nutrition_basis: '100g', calories: 539 });
    expect(meter(res).cost).toBe(1);
  });
  test('400 for letters-only and wrong check digits (naming the problem), 404 unknown', async () => {
    const letters = await h.request('/v1/barcode/abcdef', { key });
    expect(letters.status).toBe(400);
    const check = await h.request('/v1/barcode/3017620422004', { key });
    expect(check.status).toBe(400);
    expect((await body(check)).message).toMatch(/check digit/i);
    expect(meter(check).cost).toBe(1);
    expect((await h.request('/v1/barcode/5000112548167', { key })).status).toBe(404);
  });
});

describe('POST /v1/analyze-ingredients', () => {
  test('additives, allergens, NOVA, diet flags; costs 2', async () => {
    const res = await h.request('/v1/analyze-ingredients', {
      method: 'POST',
      key,
      json: { ingredients: 'Water, sugar, E 330, wheat flour (gluten), may contain traces of peanuts' },
    });
    expect(res.status).toBe(200);
    const b = await body<Record<string, any>>(res);
    expect(b.additives.map((a: { code: string }) => a.code)).toContain('E330');
    expect(b.allergens).toContain('gluten');
    expect(b.traces).toContain('peanuts');
    expect(b.nova).toBeGreaterThanOrEqual(3);
    expect(b.gluten_free).toBe(false);
    expect(meter(res).cost).toBe(2);
  });
  test('400 for empty, missing or 4001-character lists', async () => {
    for (const json of [{}, { ingredients: '' }, { ingredients: 'a'.repeat(4001) }]) {
      expect((await h.request('/v1/analyze-ingredients', { method: 'POST', key, json })).status).toBe(400);
    }
  });
});

describe('the taxonomy file unreadable while serving (a corpus rebuilt or damaged under the running service)', () => {
  test('analyze-ingredients answers 503 saying why, costs its points; score answers without the taxonomy', async () => {
    const part = catalog.parts.openfoodfacts;
    catalog.parts.openfoodfacts = {
      products: [spread, lighter],
      get taxonomy(): never {
        throw new Error('corpus file /data/build/openfoodfacts.taxonomy.json cannot be read (ENOENT)');
      },
    };
    try {
      const res = await h.request('/v1/analyze-ingredients', { method: 'POST', key, json: { ingredients: 'Water, sugar' } });
      expect(res.status).toBe(503);
      expect(await body(res)).toMatchObject({ status: 'failure', code: 503, message: expect.stringContaining('cannot be read') });
      expect(meter(res).cost).toBe(2);
      const score = await h.request('/v1/score', { method: 'POST', key, json: { food: { barcode: '3017620422003' } } });
      expect(score.status).toBe(200);
    } finally {
      catalog.parts.openfoodfacts = part;
    }
  });
});

describe('POST /v1/score', () => {
  test('by barcode: score, grade, NOVA, reasons; explain adds a summary; costs 3', async () => {
    const res = await h.request('/v1/score', { method: 'POST', key, json: { food: { barcode: '3017620422003' }, explain: true } });
    expect(res.status).toBe(200);
    const b = await body<Record<string, any>>(res);
    expect(b).toMatchObject({ food: 'Hazelnut cocoa spread', grade: expect.stringMatching(/^[A-E]$/), nova: 4 });
    expect(b.score).toBeGreaterThanOrEqual(0);
    expect(typeof b.summary).toBe('string');
    expect(meter(res).cost).toBe(3);
  });
  test('allergy match forces F with a flag; deterministic', async () => {
    const json = { food: { barcode: '3017620422003' }, profile: { allergies: ['milk'] } };
    const a = await body<Record<string, any>>(await h.request('/v1/score', { method: 'POST', key, json }));
    expect(a.grade).toBe('F');
    expect(a.flags).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'allergen' })]));
    expect(await body(await h.request('/v1/score', { method: 'POST', key, json }))).toEqual(a);
  });
  test('by id and by name', async () => {
    expect((await h.request('/v1/score', { method: 'POST', key, json: { food: { id: FOODS.apple.id } } })).status).toBe(200);
    expect((await h.request('/v1/score', { method: 'POST', key, json: { food: { name: 'apple' } } })).status).toBe(200);
  });
  test('400: two identifiers, none, unknown goal or diet (listing accepted values), empty arrays; 404 unknown', async () => {
    const two = await h.request('/v1/score', { method: 'POST', key, json: { food: { name: 'apple', id: FOODS.apple.id } } });
    expect(two.status).toBe(400);
    expect((await h.request('/v1/score', { method: 'POST', key, json: { food: {} } })).status).toBe(400);
    const goal = await h.request('/v1/score', { method: 'POST', key, json: { food: { name: 'apple' }, profile: { goals: ['fly'] } } });
    expect(goal.status).toBe(400);
    expect((await body(goal)).message).toContain('weight_loss');
    expect((await h.request('/v1/score', { method: 'POST', key, json: { food: { name: 'apple' }, profile: { diet: 'carnivore' } } })).status).toBe(400);
    expect((await h.request('/v1/score', { method: 'POST', key, json: { food: { name: 'apple' }, profile: { goals: [] } } })).status).toBe(400);
    expect((await h.request('/v1/score', { method: 'POST', key, json: { food: { id: '0b7f3a1e-1111-4222-8333-444455556666' } } })).status).toBe(404);
  });
});

describe('GET /v1/alternatives', () => {
  test('higher-scoring foods of the same category, best first; costs 1', async () => {
    const res = await h.request('/v1/alternatives?barcode=3017620422003&number=3', { key });
    expect(res.status).toBe(200);
    const b = await body<Record<string, any>>(res);
    expect(b.for).toBe('Hazelnut cocoa spread');
    expect(b.alternatives[0]).toMatchObject({ name: 'Light fruit spread' });
    expect(b.alternatives[0].score).toBeGreaterThan(b.base_score);
    expect(meter(res).cost).toBe(1);
  });
  test('400 for number out of 1-10 or two identifiers; 404 unknown', async () => {
    expect((await h.request('/v1/alternatives?name=apple&number=11', { key })).status).toBe(400);
    expect((await h.request(`/v1/alternatives?name=apple&id=${FOODS.apple.id}`, { key })).status).toBe(400);
    expect((await h.request('/v1/alternatives?barcode=5000112548167', { key })).status).toBe(404);
  });
});
