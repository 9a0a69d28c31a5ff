import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { ingredientOps } from '../../src/ops/ingredients';
import { body, createHarness, meter, type Harness } from '../helpers/harness';
import { FOODS, fixtureCatalog } from '../fixtures/catalog';

let h: Harness;
let key: string;
beforeAll(async () => {
  h = await createHarness(ingredientOps, { catalog: fixtureCatalog() });
  key = (await h.account('pro')).key;
}, 60_000);
afterAll(async () => {
  await h.stop();
});

const compute = (lines: string) => h.request(`/v1/compute-nutrition?ingredients=${encodeURIComponent(lines)}`, { key });

describe('GET /v1/compute-nutrition', () => {
  test('lines in input order with evidence; totals; unresolved listed; costs 1', async () => {
    const res = await compute('200 g apple\n1 cup 2% milk\nsalt to taste');
    expect(res.status).toBe(200);
    const b = await body<Record<string, any>>(res);
    expect(b.source).toBe('corpus-parser');
    expect(b.lines.map((l: { input: string }) => l.input)).toEqual(['200 g apple', '1 cup 2% milk', 'salt to taste']);
    expect(b.lines[0]).toMatchObject({ quantity: 200, unit: 'g', name: 'apple', grams: 200, resolved: true, food: { id: FOODS.apple.id } });
    expect(b.lines[1]).toMatchObject({ quantity: 1, unit: 'cup', grams: 240, resolved: true });
    expect(b.lines[1].evidence).toMatchObject({ method: 'density', assumption: expect.stringContaining('us_cup') });
    expect(b.lines[2]).toMatchObject({ resolved: false, quantity: null, grams: null, reason: expect.any(String) });
    expect(b.unresolved).toEqual(['salt to taste']);
    expect(b.calories).toBe(Math.round(52 * 2 + 50 * 2.4));
    expect(b.nutrients.find((n: { key: string }) => n.key === 'fiber').amount).toBe(0);
    expect(b.caloric_breakdown.percent_carbs).toBeGreaterThan(50);
    expect(meter(res).cost).toBe(1);
  });

  test('a name that matches only partly is not weighed as the closest food', async () => {
    const b = await body<Record<string, any>>(await compute('200 g apple\n100 g green apple kecap manis'));
    expect(b.lines[1]).toMatchObject({ resolved: false, grams: null, food: null, reason: expect.stringContaining('no confident reference food') });
    expect(b.unresolved).toEqual(['100 g green apple kecap manis']);
    expect(b.calories).toBe(104);
  });

  test('a kind of food ("herbs") is never weighed as an arbitrary member; the reason says so', async () => {
    const b = await body<Record<string, any>>(await compute('200 g apple\n2 cups herbs'));
    expect(b.lines[1]).toMatchObject({ resolved: false, food: null, grams: null, reason: expect.stringContaining('names a kind of food') });
    expect(b.unresolved).toEqual(['2 cups herbs']);
  });

  test('free search reads a slip of a word, never a word with another first letter', async () => {
    const b = await body<Record<string, any>>(await compute('200 g appel\n200 g dapple'));
    expect(b.lines[0]).toMatchObject({ resolved: true, food: { id: FOODS.apple.id } });
    expect(b.lines[1]).toMatchObject({ resolved: false, food: null });
  });

  test('a line in Chinese is read by the Chinese reader and its name by the lexicon', async () => {
    const b = await body<Record<string, any>>(await compute('苹果 200克\n苹果 半斤'));
    expect(b.lines[0]).toMatchObject({ input: '苹果 200克', quantity: 200, unit: 'g', name: '苹果', grams: 200, resolved: true, food: { id: FOODS.apple.id } });
    // Half a 市斤 (500 g): a unit only the Chinese reader knows.
    expect(b.lines[1]).toMatchObject({ quantity: 0.5, unit: 'jin', grams: 250, resolved: true, food: { id: FOODS.apple.id } });
  });

  test('grams the line writes beside a volume or count are the weight of the whole amount', async () => {
    const b = await body<Record<string, any>>(await compute('1 cup (130 g) apple\n2 (200 g) packs apple'));
    expect(b.lines[0]).toMatchObject({ quantity: 1, unit: 'cup', grams: 130, resolved: true, evidence: { method: 'stated' } });
    // A size in parentheses before a container is the package, not the whole amount.
    expect(b.lines[1]).toMatchObject({ grams: 400, evidence: { method: 'package' } });
  });

  test('404 when nothing resolves (cost kept); 400 for empty input', async () => {
    const nf = await compute('some salt\nunicorn dust');
    expect(nf.status).toBe(404);
    expect(meter(nf).cost).toBe(1);
    expect((await h.request('/v1/compute-nutrition?ingredients=', { key })).status).toBe(400);
    expect((await compute('\n\n  \n')).status).toBe(400);
  });

  test('a name spelt like a property of every object ("__proto__", "constructor") names no food: 404, never a 500', async () => {
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const res = await compute(`1 cup ${name}`);
      expect(res.status).toBe(404);
      expect(meter(res).cost).toBe(1);
    }
  });
});

describe('units, convert, amount', () => {
  test('GET /v1/ingredients/units', async () => {
    const res = await h.request('/v1/ingredients/units', { key });
    const b = await body<{ units: { name: string; ambiguous: boolean }[] }>(res);
    expect(b.units.find((u) => u.name === 'us_cup')).toMatchObject({ ambiguous: false });
    expect(b.units.find((u) => u.name === 'cup')).toMatchObject({ ambiguous: true });
    expect(meter(res).cost).toBe(1);
  });

  test('convert: same dimension, density with a food, ambiguous and impossible → 422, big body 413', async () => {
    const post = (json: unknown) => h.request('/v1/ingredients/convert', { method: 'POST', key, json });
    expect(await body(await post({ amount: 2, from_unit: 'us_cup', to_unit: 'ml' }))).toMatchObject({ result: 473.176473 });
    expect(await body(await post({ amount: 1, from_unit: 'us_cup', to_unit: 'g', food_id: FOODS.milk.id }))).toMatchObject({ method: 'density' });
    expect((await post({ amount: 1, from_unit: 'cup', to_unit: 'ml' })).status).toBe(422);
    const pinch = await post({ amount: 1, from_unit: 'pinch', to_unit: 'ml' });
    expect(pinch.status).toBe(422);
    expect((await body<{ message: string }>(pinch)).message).toContain('no standard measure; use an explicit unit: tsp');
    expect((await post({ amount: 1, from_unit: 'g', to_unit: 'ml' })).status).toBe(422);
    expect((await post({ amount: 1, from_unit: 'parsec', to_unit: 'ml' })).status).toBe(422);
    expect((await post({ amount: -1, from_unit: 'g', to_unit: 'kg' })).status).toBe(400);
    expect((await post({ amount: 1, from_unit: 'g', to_unit: 'kg', note: 'x'.repeat(5000) })).status).toBe(413);
  });

  test('amount: grams and servings to reach a target; 422 for zero content or wrong unit; 404 unknown food', async () => {
    const post = (json: unknown) => h.request('/v1/ingredients/amount', { method: 'POST', key, json });
    const ok = await body<Record<string, any>>(await post({ food_id: FOODS.apple.id, nutrient_key: 'carbs', target_amount: 27.6, target_unit: 'g' }));
    expect(ok.grams).toBe(200);
    expect(ok.servings).toBeCloseTo(200 / 240, 2);
    expect((await post({ food_id: FOODS.apple.id, nutrient_key: 'fiber', target_amount: 5, target_unit: 'g' })).status).toBe(422);
    expect((await post({ food_id: FOODS.apple.id, nutrient_key: 'calories', target_amount: 5, target_unit: 'g' })).status).toBe(422);
    expect((await post({ food_id: FOODS.apple.id, nutrient_key: 'sodium', target_amount: 5, target_unit: 'mg' })).status).toBe(422);
    expect((await post({ food_id: '0b7f3a1e-1111-4222-8333-444455556666', nutrient_key: 'protein', target_amount: 5, target_unit: 'g' })).status).toBe(404);
  });
});
