import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { recipeCalculationOps } from '../../src/ops/recipe-calculation';
import { body, createHarness, meter, type Harness } from '../helpers/harness';
import { FOODS, fixtureCatalog } from '../fixtures/catalog';

let h: Harness;
let key: string;
beforeAll(async () => {
  const catalog = fixtureCatalog();
  catalog.retention.set(5000, { code: 5000, food_group: 9, description: 'FRUIT,STEWED', factors: { '401': 70, '303': 100 } });
  h = await createHarness(recipeCalculationOps, { catalog });
  key = (await h.account('starter')).key;
}, 60_000);
afterAll(async () => {
  await h.stop();
});

const post = (json: unknown) => h.request('/v1/recipes/calculate', { method: 'POST', key, json });

describe('GET /v1/recipes/retention-factors', () => {
  test('matches words of the description; 400 without query', async () => {
    const res = await h.request('/v1/recipes/retention-factors?query=fruit%20stewed', { key });
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ number: 1, profiles: [{ retention_code: 5000, factors: 2 }] });
    expect(meter(res).cost).toBe(1);
    expect((await h.request('/v1/recipes/retention-factors', { key })).status).toBe(400);
  });
});

describe('POST /v1/recipes/calculate', () => {
  test('as recorded: per recipe, per serving, per 100 g, with evidence', async () => {
    const res = await post({
      ingredients: [
        { food_id: FOODS.apple.id, grams: 300 },
        { food_id: FOODS.milk.id, amount: 1, unit: 'serving' },
      ],
      preparation: 'as_recorded',
      servings: 2,
      finished_weight_g: 500,
    });
    expect(res.status).toBe(200);
    const b = await body<Record<string, any>>(res);
    expect(b.per_recipe.calories).toBe(Math.round(52 * 3 + 50 * 2.4));
    expect(b.per_serving.calories).toBe(Math.round((52 * 3 + 50 * 2.4) / 2));
    expect(b.input_weight_g).toBe(540);
    expect(b.ingredients[1].evidence).toMatchObject({ method: 'serving', serving_grams: 240 });
    expect(meter(res).cost).toBe(1);
  });

  test('volume uses the cup portion as density evidence', async () => {
    const b = await body<Record<string, any>>(
      await post({ ingredients: [{ food_id: FOODS.milk.id, amount: 236.588, unit: 'ml' }], preparation: 'as_recorded', servings: 1, finished_weight_g: 240 }),
    );
    expect(b.ingredients[0].grams).toBeCloseTo(240, 1);
  });

  test('cooked without a known code → 400; cooked with a code → input_macros and null macros', async () => {
    expect((await post({ ingredients: [{ food_id: FOODS.apple.id, grams: 100 }], preparation: 'cooked', servings: 1, finished_weight_g: 90 })).status).toBe(
      400,
    );
    const b = await body<Record<string, any>>(
      await post({ ingredients: [{ food_id: FOODS.apple.id, grams: 100 }], preparation: 'cooked', retention_code: 5000, servings: 1, finished_weight_g: 90 }),
    );
    expect(b.per_recipe.calories).toBeNull();
    expect(b.input_macros.calories).toBe(52);
  });

  test('errors: unknown food 404, unresolved unit 422, bad bodies 400, all keep the cost', async () => {
    const nf = await post({
      ingredients: [{ food_id: '0b7f3a1e-1111-4222-8333-444455556666', grams: 1 }],
      preparation: 'as_recorded',
      servings: 1,
      finished_weight_g: 1,
    });
    expect(nf.status).toBe(404);
    const unresolved = await post({ ingredients: [{ food_id: FOODS.cereal.id, grams: 30 }], preparation: 'as_recorded', servings: 1, finished_weight_g: 30 });
    expect(unresolved.status).toBe(422);
    expect((await body(unresolved)).unresolved_ingredients).toBeDefined();
    expect(meter(unresolved).cost).toBe(1);
    for (const json of [
      { ingredients: [], preparation: 'as_recorded', servings: 1, finished_weight_g: 1 },
      { ingredients: [{ food_id: FOODS.apple.id, grams: 1, amount: 1, unit: 'g' }], preparation: 'as_recorded', servings: 1, finished_weight_g: 1 },
      { ingredients: [{ food_id: FOODS.apple.id, grams: 200000 }], preparation: 'as_recorded', servings: 1, finished_weight_g: 1 },
      { ingredients: [{ food_id: FOODS.apple.id, grams: 1 }], preparation: 'fried', servings: 1, finished_weight_g: 1 },
      { ingredients: [{ food_id: FOODS.apple.id, grams: 1 }], preparation: 'as_recorded', servings: 0, finished_weight_g: 1 },
      { ingredients: [{ food_id: FOODS.apple.id, grams: 1 }], preparation: 'as_recorded', servings: 1 },
    ])
      expect((await post(json)).status).toBe(400);
  });
});
