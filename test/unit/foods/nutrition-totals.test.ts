import { describe, expect, test } from 'bun:test';
import {
  amountForTarget,
  AmountTargetError,
  caloricBreakdown,
  convertNutrientUnit,
  roundNutrientAmount,
  sumNutrientsExact,
  sumNutrition,
  type AmountFood,
  type NutrientSource,
} from '../../../src/domain/foods/nutrition-totals';

const n = (key: string, amount: number, unit = 'g') => ({ key, name: key, amount, unit });
const rice: NutrientSource = {
  nutrition_basis: '100g',
  nutrients: [n('calories', 130, 'kcal'), n('protein', 2.7), n('carbs', 28.2), n('fat', 0.3), n('iron', 0.2, 'mg')],
};
const oil: NutrientSource = { nutrition_basis: '100g', nutrients: [n('calories', 884, 'kcal'), n('protein', 0), n('carbs', 0), n('fat', 100)] };
const milk: NutrientSource = {
  nutrition_basis: '100ml',
  nutrients: [n('calories', 64, 'kcal'), n('protein', 3.3), n('carbs', 4.8), n('fat', 3.6), n('iron', 0.03, 'mg')],
};
const perServing: NutrientSource = { nutrition_basis: 'per_serving', nutrients: [n('calories', 200, 'kcal')] };

describe('sumNutrition', () => {
  test('scales per 100 g and per 100 ml and sums', () => {
    const t = sumNutrition([
      { grams: 200, food: rice },
      { grams: 13.5, food: oil },
      { grams: 250, ml: 242, food: milk },
    ]);
    expect(t.calories).toBe(Math.round(260 + 119.34 + 154.88));
    expect(t.protein_g).toBe(Math.round(5.4 + 0 + 7.986));
    expect(t.fat_g).toBe(Math.round(0.6 + 13.5 + 8.712));
    expect(t.lines_used).toBe(3);
  });

  test('a nutrient total appears only when every line supplies it', () => {
    const t = sumNutrition([
      { grams: 100, food: rice },
      { grams: 10, food: oil },
    ]);
    expect(t.nutrients.map((x) => x.key)).not.toContain('iron');
    expect(t.incomplete_nutrients).toEqual(['iron']);
    const all = sumNutrition([
      { grams: 100, food: rice },
      { grams: 100, ml: 100, food: milk },
    ]);
    expect(all.nutrients.find((x) => x.key === 'iron')!.amount).toBeCloseTo(0.23, 3);
    expect(all.incomplete_nutrients).toEqual([]);
  });

  test('a measured zero counts as supplied; a zero-weight line does not make totals incomplete', () => {
    const t = sumNutrition([{ grams: 100, food: oil }]);
    expect(t.protein_g).toBe(0);
    const z = sumNutrition([
      { grams: 100, food: rice },
      { grams: 0, food: oil },
    ]);
    expect(z.incomplete_nutrients).toEqual([]);
    expect(z.nutrients.find((x) => x.key === 'iron')).toBeDefined();
  });

  test('unresolved and unscalable lines are skipped with reasons', () => {
    const t = sumNutrition([
      { grams: 100, food: rice },
      { grams: null, food: null },
      { grams: 50, food: perServing },
      { grams: 100, ml: null, food: milk },
    ]);
    expect(t.lines_used).toBe(1);
    expect(t.lines_skipped.map((s) => s.index)).toEqual([1, 2, 3]);
    expect(t.lines_skipped[2]!.reason).toContain('100 ml');
    expect(t.calories).toBe(130);
  });

  test('nothing resolved: every field null, no breakdown', () => {
    const t = sumNutrition([{ grams: null, food: null }]);
    expect(t).toMatchObject({ calories: null, protein_g: null, carbs_g: null, fat_g: null, nutrients: [], caloric_breakdown: null, lines_used: 0 });
  });

  test('the same key in different units is not added', () => {
    const a: NutrientSource = { nutrition_basis: '100g', nutrients: [n('vitamin_x', 1, 'mg')] };
    const b: NutrientSource = { nutrition_basis: '100g', nutrients: [n('vitamin_x', 1, 'µg')] };
    expect(
      sumNutrientsExact([
        { grams: 100, food: a },
        { grams: 100, food: b },
      ]).incomplete,
    ).toEqual(['vitamin_x']);
  });

  test('caloric breakdown uses 4/4/9 over the macro energy and adds up to 100', () => {
    const t = sumNutrition([{ grams: 100, food: rice }]);
    const b = t.caloric_breakdown!;
    expect(b.percent_protein + b.percent_carbs + b.percent_fat).toBeCloseTo(100, 0);
    expect(caloricBreakdown(10, 10, 10)).toEqual({ percent_protein: 23.5, percent_carbs: 23.5, percent_fat: 52.9 });
    expect(caloricBreakdown(0, 0, 0)).toBeNull();
    expect(caloricBreakdown(null, 1, 1)).toBeNull();
  });

  test('rounding rules', () => {
    expect(roundNutrientAmount(1234.5678)).toBe(1234.6);
    expect(roundNutrientAmount(12.3456)).toBe(12.35);
    expect(roundNutrientAmount(0.123456)).toBe(0.123);
    expect(roundNutrientAmount(0)).toBe(0);
  });
});

describe('amountForTarget', () => {
  const chicken: AmountFood = {
    name: 'Chicken breast',
    nutrition_basis: '100g',
    nutrients: [n('protein', 22.5), n('calories', 120, 'kcal'), n('carbs', 0), n('sodium', 45, 'mg'), n('vitamin_b12', 0.2, 'µg')],
    estimated_nutrients: [{ key: 'vitamin_d' }],
    portions: [{ seq: '1', amount: 1, measure: 'breast', grams: 174 }],
  };
  const oj: AmountFood = {
    name: 'Orange juice',
    nutrition_basis: '100ml',
    nutrients: [n('vitamin_c', 50, 'mg')],
    portions: [{ seq: '1', amount: 1, measure: 'cup', grams: 248 }],
  };

  test('grams and servings for a per-100 g food', () => {
    const r = amountForTarget(chicken, 'protein_g', 45, 'g');
    expect(r).toMatchObject({ grams: 200, millilitres: null, servings: 1.15, basis: '100g' });
    expect(r.evidence.serving?.measure).toBe('breast');
  });
  test('energy and mass units convert; µg spellings agree', () => {
    expect(amountForTarget(chicken, 'calories', 502.08, 'kJ').grams).toBeCloseTo(100, 1);
    expect(amountForTarget(chicken, 'sodium', 0.09, 'g').grams).toBe(200);
    expect(amountForTarget(chicken, 'vitamin_b12', 0.4, 'mcg').grams).toBe(200);
    expect(convertNutrientUnit(1, 'mg', 'μg')).toBe(1000);
  });
  test('millilitres for a per-100 ml food, with grams from its volume portion', () => {
    const r = amountForTarget(oj, 'vitamin_c', 100, 'mg');
    expect(r.millilitres).toBe(200);
    expect(r.grams).toBeCloseTo(200 * (248 / 236.5882365), 1);
    expect(r.evidence.density?.g_per_ml).toBeCloseTo(1.048, 3);
  });
  const code = (fn: () => unknown) => {
    try {
      fn();
      return 'no error';
    } catch (e) {
      expect(e).toBeInstanceOf(AmountTargetError);
      expect((e as AmountTargetError).kind).toBe('unresolvable');
      return (e as AmountTargetError).code;
    }
  };
  test('422-class errors: missing, zero, estimate, incompatible unit, basis, bad target', () => {
    expect(code(() => amountForTarget(chicken, 'fiber', 5, 'g'))).toBe('missing_value');
    expect(code(() => amountForTarget(chicken, 'carbs', 5, 'g'))).toBe('zero_content');
    expect(code(() => amountForTarget(chicken, 'vitamin_d', 5, 'µg'))).toBe('estimate_only');
    expect(code(() => amountForTarget(chicken, 'protein', 5, 'kcal'))).toBe('incompatible_unit');
    expect(code(() => amountForTarget(chicken, 'protein', 5, 'IU'))).toBe('incompatible_unit');
    expect(code(() => amountForTarget({ ...chicken, nutrition_basis: 'per_serving' }, 'protein', 5, 'g'))).toBe('unsupported_basis');
    expect(code(() => amountForTarget(chicken, 'protein', 0, 'g'))).toBe('invalid_target');
    expect(code(() => amountForTarget(chicken, 'protein', -5, 'g'))).toBe('invalid_target');
    expect(code(() => amountForTarget(chicken, 'protein', Number.NaN, 'g'))).toBe('invalid_target');
    expect(code(() => amountForTarget(chicken, '', 5, 'g'))).toBe('unknown_nutrient');
  });
});
