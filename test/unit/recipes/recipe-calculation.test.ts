import { describe, expect, test } from 'bun:test';
import { calculateRecipe, CalcError, type CalcDeps } from '../../../src/domain/recipes/recipe-calculation';
import type { FoodRecord } from '../../../src/domain/foods/food';

function food(id: string, basis: '100g' | '100ml', nutrients: [string, number, string][], portions: FoodRecord['portions'] = []): FoodRecord {
  const get = (k: string) => nutrients.find((n) => n[0] === k)?.[1] ?? null;
  return {
    id,
    dataset: 'usda-sr28',
    source_id: id,
    name: id,
    aliases: [],
    group: null,
    nutrition_basis: basis,
    calories: get('calories'),
    protein_g: get('protein'),
    carbs_g: get('carbs'),
    fat_g: get('fat'),
    nutrients: nutrients.map(([key, amount, unit]) => ({ key, name: key, amount, unit })),
    estimated_nutrients: [],
    unknown_keys: [],
    unresolved_keys: [],
    provenance: {},
    portions,
    confidence: 90,
    validity: 90,
  };
}

const rice = food(
  'rice',
  '100g',
  [
    ['calories', 365, 'kcal'],
    ['protein', 7.1, 'g'],
    ['carbs', 80, 'g'],
    ['fat', 0.7, 'g'],
    ['iron', 0.8, 'mg'],
    ['thiamin', 0.07, 'mg'],
  ],
  [{ seq: '1', amount: 1, measure: 'cup', grams: 185 }],
);
const oil = food(
  'oil',
  '100g',
  [
    ['calories', 884, 'kcal'],
    ['protein', 0, 'g'],
    ['carbs', 0, 'g'],
    ['fat', 100, 'g'],
  ],
  [{ seq: '1', amount: 1, measure: 'tbsp', grams: 13.5 }],
);
const milk = food('milk', '100ml', [
  ['calories', 50, 'kcal'],
  ['protein', 3.4, 'g'],
  ['carbs', 4.8, 'g'],
  ['fat', 2, 'g'],
]);
const foods = new Map([rice, oil, milk].map((f) => [f.id, f]));

const deps: CalcDeps = {
  food: (id) => foods.get(id) ?? null,
  density: (f) => (f.id === 'oil' ? { g_per_ml: 13.5 / 14.787, method: 'portion', portion: { seq: '1', amount: 1, measure: 'tbsp', grams: 13.5 } } : null),
  serving: (f) => (f.portions[0] ? { grams: f.portions[0].grams, evidence: `${f.portions[0].amount} ${f.portions[0].measure}` } : null),
  retention: (code) => (code === 1 ? { code: 1, food_group: 20, description: 'RICE,BOILED', factors: { '303': 90, '404': 50 } } : null),
  sr28Number: (key) => ({ iron: '303', thiamin: '404' })[key] ?? null,
};

describe('calculateRecipe', () => {
  test('as recorded: totals, per serving, per 100 g, yield; incomplete nutrients stay out of totals', () => {
    const r = calculateRecipe(
      {
        ingredients: [
          { food_id: 'rice', grams: 200 },
          { food_id: 'oil', amount: 10, unit: 'g' },
        ],
        preparation: 'as_recorded',
        servings: 2,
        finished_weight_g: 500,
      },
      deps,
    );
    expect(r.per_recipe.calories).toBe(Math.round(730 + 88.4));
    expect(r.per_serving.calories).toBe(Math.round((730 + 88.4) / 2));
    expect(r.input_weight_g).toBe(210);
    expect(r.yield_factor).toBeCloseTo(500 / 210, 3);
    expect((r.per_recipe.nutrients as { key: string }[]).map((n) => n.key)).not.toContain('iron');
    expect(r.incomplete_nutrient_subtotals.iron).toMatchObject({ amount: 1.6, supplied_by: 1, missing_from: ['oil'] });
    expect(r.unresolved_nutrients.map((u) => u.key)).toEqual(expect.arrayContaining(['iron', 'thiamin']));
  });

  test('volume on a per-100 ml record needs no density; input weight is then unknown', () => {
    const r = calculateRecipe(
      { ingredients: [{ food_id: 'milk', amount: 250, unit: 'ml' }], preparation: 'as_recorded', servings: 1, finished_weight_g: 250 },
      deps,
    );
    expect(r.per_recipe.calories).toBe(125);
    expect(r.input_weight_g).toBeNull();
    expect(r.yield_factor).toBeNull();
  });

  test('volume on a per-100 g record uses density evidence, and says which portion', () => {
    const r = calculateRecipe(
      { ingredients: [{ food_id: 'oil', amount: 14.787, unit: 'ml' }], preparation: 'as_recorded', servings: 1, finished_weight_g: 13.5 },
      deps,
    );
    expect(r.ingredients[0]!.grams).toBeCloseTo(13.5, 2);
    expect(r.ingredients[0]!.evidence).toMatchObject({ method: 'volume', portion: { measure: 'tbsp' } });
  });

  test('volume without density evidence → 422 with the evidence needed', () => {
    try {
      calculateRecipe({ ingredients: [{ food_id: 'rice', amount: 100, unit: 'ml' }], preparation: 'as_recorded', servings: 1, finished_weight_g: 100 }, deps);
      throw new Error('expected CalcError');
    } catch (err) {
      expect(err).toBeInstanceOf(CalcError);
      expect((err as CalcError).kind).toBe('unresolvable');
      expect((err as CalcError).details.unresolved_ingredients).toEqual([expect.objectContaining({ food_id: 'rice', accepted_units: ['g', 'serving'] })]);
    }
  });

  test('cooked: retention applies to covered nutrients, macros become input_macros', () => {
    const r = calculateRecipe(
      { ingredients: [{ food_id: 'rice', amount: 1, unit: 'serving' }], preparation: 'cooked', retention_code: 1, servings: 1, finished_weight_g: 400 },
      deps,
    );
    expect(r.per_recipe.calories).toBeNull();
    expect(r.input_macros).toEqual({
      calories: Math.round(365 * 1.85),
      protein_g: Math.round(7.1 * 1.85),
      carbs_g: Math.round(80 * 1.85),
      fat_g: Math.round(0.7 * 1.85),
    });
    const iron = (r.per_recipe.nutrients as { key: string; amount: number }[]).find((n) => n.key === 'iron')!;
    expect(iron.amount).toBeCloseTo(0.8 * 1.85 * 0.9, 3);
    expect(r.unresolved_nutrients.map((u) => u.key)).toContain('protein');
  });

  test('unknown food → 404, cooked without a code → 400, unknown code → 400', () => {
    expect(() => calculateRecipe({ ingredients: [{ food_id: 'x', grams: 1 }], preparation: 'as_recorded', servings: 1, finished_weight_g: 1 }, deps)).toThrow(
      CalcError,
    );
    expect(() => calculateRecipe({ ingredients: [{ food_id: 'rice', grams: 1 }], preparation: 'cooked', servings: 1, finished_weight_g: 1 }, deps)).toThrow(
      'retention_code',
    );
    expect(() =>
      calculateRecipe({ ingredients: [{ food_id: 'rice', grams: 1 }], preparation: 'cooked', retention_code: 99, servings: 1, finished_weight_g: 1 }, deps),
    ).toThrow('Unknown retention_code');
  });
});
