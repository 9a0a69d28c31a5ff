import { describe, expect, test } from 'bun:test';
import {
  computeNutriScore,
  nutriScoreCategoryFromFoodGroup,
  nutriScoreCategoryFromTags,
  type NutriScoreInput,
  type NutriScoreResult,
} from '../../../src/domain/foods/nutriscore';

const input = (v: Partial<NutriScoreInput>): NutriScoreInput => ({
  energy_kj: null,
  sugars_g: null,
  saturated_fat_g: null,
  fat_g: null,
  salt_g: null,
  fiber_g: null,
  protein_g: null,
  fvl_percent: null,
  ...v,
});
const pts = (r: NutriScoreResult) => Object.fromEntries([...r.negative, ...r.positive].map((c) => [c.id, c.points]));

// Expected points are computed by hand from the 2023 thresholds (reference/nutriscore-2023.md).
describe('Nutri-Score 2023 components', () => {
  test('general food (breakfast cereal): protein not counted at ≥ 11 negative points', () => {
    const r = computeNutriScore(
      input({ energy_kj: 2450, sugars_g: 31, saturated_fat_g: 1.03, fat_g: 5, salt_g: 0.5525, fiber_g: 6.9, protein_g: 10.3, fvl_percent: 0 }),
      'general',
    );
    // energy 2450 > 335…2345 → 7; sugars 31 > 3.4…27 (not > 31) → 8; sat fat 1.03 > 1 → 1; salt 0.5525 > 0.2, 0.4 → 2.
    expect(pts(r)).toEqual({ energy: 7, sugars: 8, saturated_fat: 1, salt: 2, fiber: 4, fruits_vegetables_legumes: 0 });
    expect([r.negative_points, r.positive_points, r.score, r.grade]).toEqual([18, 4, 14, 'D']);
    expect(r.count_proteins).toBe(false);
  });

  test('general food with few negative points counts protein', () => {
    const r = computeNutriScore(
      input({ energy_kj: 500, sugars_g: 2, saturated_fat_g: 0.5, salt_g: 0.1, fiber_g: 3.5, protein_g: 12.5, fvl_percent: 45 }),
      'general',
    );
    // energy 1; protein 12.5 > 2.4, 4.8, 7.2, 9.6, 12 → 5; fiber 3.5 > 3.0 → 1; fvl 45 > 40 → 1.
    expect(pts(r)).toMatchObject({ energy: 1, sugars: 0, saturated_fat: 0, salt: 0, proteins: 5, fiber: 1, fruits_vegetables_legumes: 1 });
    expect([r.score, r.grade]).toEqual([-6, 'A']);
  });

  test('beverage: beverage thresholds, sweeteners add 4, grade bands', () => {
    const juice = computeNutriScore(
      input({ energy_kj: 182, sugars_g: 8.9, saturated_fat_g: 0, salt_g: 0.5, fiber_g: 0.5, protein_g: 0.2, fvl_percent: 100 }),
      'beverage',
    );
    // energy 182 > 30, 90, 150 → 3; sugars 8.9 > 0.5…8 → 7; salt 2; fvl 100 → 6 (beverage table).
    expect(pts(juice)).toMatchObject({
      energy: 3,
      sugars: 7,
      saturated_fat: 0,
      salt: 2,
      non_nutritive_sweeteners: 0,
      proteins: 0,
      fiber: 0,
      fruits_vegetables_legumes: 6,
    });
    expect([juice.score, juice.grade]).toEqual([6, 'C']);
    const diet = computeNutriScore(
      input({ energy_kj: 5, sugars_g: 0, saturated_fat_g: 0, salt_g: 0.02, fiber_g: 0, protein_g: 0, fvl_percent: 0, non_nutritive_sweeteners: true }),
      'beverage',
    );
    expect(pts(diet).non_nutritive_sweeteners).toBe(4);
    expect([diet.score, diet.grade]).toEqual([4, 'C']);
  });

  test('water is A whatever its values', () => {
    expect(computeNutriScore(input({}), 'water').grade).toBe('A');
  });

  test('fats, oils, nuts and seeds: energy from saturates and saturated-fat ratio (≥)', () => {
    const r = computeNutriScore(
      input({ energy_kj: 3367, sugars_g: 0, saturated_fat_g: 17, fat_g: 91, salt_g: 0, fiber_g: 0, protein_g: 0, fvl_percent: 100 }),
      'fats',
    );
    // 17 g × 37 = 629 kJ > 120…600 → 5; ratio 18.7 % ≥ 10, 16 → 2; 7 negative points: no protein (needs < 7).
    expect(pts(r)).toEqual({ energy_from_saturated_fat: 5, sugars: 0, saturated_fat_ratio: 2, salt: 0, fiber: 0, fruits_vegetables_legumes: 5 });
    expect([r.score, r.grade, r.count_proteins]).toEqual([2, 'B', false]);
    // The ratio threshold is inclusive: exactly 10 % scores a point.
    const ten = computeNutriScore(
      input({ energy_kj: 3000, sugars_g: 0, saturated_fat_g: 10, fat_g: 100, salt_g: 0, fiber_g: 0, protein_g: 0, fvl_percent: 0 }),
      'fats',
    );
    expect(pts(ten).saturated_fat_ratio).toBe(1);
    expect(
      computeNutriScore(input({ energy_kj: 2000, sugars_g: 0, saturated_fat_g: 1, fat_g: 50, salt_g: 0, fiber_g: 8, protein_g: 20, fvl_percent: 0 }), 'fats')
        .grade,
    ).toBe('A');
  });

  test('cheese always counts protein', () => {
    const v = input({ energy_kj: 1700, sugars_g: 0.1, saturated_fat_g: 21, fat_g: 33, salt_g: 1.8, fiber_g: 0, protein_g: 25, fvl_percent: 0 });
    // energy 5, sat fat 10, salt 8 → 23; protein 25 → 7.
    const cheese = computeNutriScore(v, 'cheese');
    expect([cheese.negative_points, cheese.positive_points, cheese.score, cheese.grade]).toEqual([23, 7, 16, 'D']);
    const other = computeNutriScore(v, 'general');
    expect([other.score, other.grade]).toEqual([23, 'E']);
  });

  test('red meat caps protein at 2 points', () => {
    const v = input({ energy_kj: 82, sugars_g: 0, saturated_fat_g: 10, fat_g: 20, salt_g: 0, protein_g: 50, fiber_g: 0, fvl_percent: 0 });
    const meat = computeNutriScore(v, 'red_meat');
    expect(pts(meat)).toMatchObject({ saturated_fat: 9, proteins: 2 });
    expect([meat.score, meat.grade]).toEqual([7, 'C']);
    expect(computeNutriScore(v, 'general').grade).toBe('B');
  });

  test('unknown values score 0 and are reported', () => {
    const r = computeNutriScore(input({ energy_kj: 1000, fat_g: 0, protein_g: 5 }), 'general');
    expect(r.missing).toEqual(expect.arrayContaining(['sugars', 'salt', 'fiber']));
    expect(r.missing).not.toContain('saturated_fat'); // fat 0 ⇒ saturated fat 0 (OFF rule)
  });
});

describe('Nutri-Score 2021 (the algorithm behind older OFF grades)', () => {
  test('rounded values and 2021 thresholds', () => {
    const r = computeNutriScore(
      input({ energy_kj: 2450, sugars_g: 31, saturated_fat_g: 1.03, fat_g: 5, sodium_mg: 221, salt_g: null, fiber_g: 6.9, protein_g: 10.3, fvl_percent: 0 }),
      'general',
      '2021',
    );
    // sat fat 1.03 rounds to 1.0 (not > 1); sugars 31 > 4.5…27 → 6; sodium 221 > 90, 180 → 2.
    expect(pts(r)).toEqual({ energy: 7, sugars: 6, saturated_fat: 0, sodium: 2, fruits_vegetables_nuts_colza_walnut_olive_oils: 0, fiber: 5 });
    expect([r.score, r.grade]).toEqual([10, 'C']);
  });
});

describe('category decisions', () => {
  test('from OFF category tags', () => {
    expect(nutriScoreCategoryFromTags({ categories: ['en:beverages', 'en:sodas'] }).category).toBe('beverage');
    expect(nutriScoreCategoryFromTags({ categories: ['en:beverages', 'en:waters', 'en:spring-waters'] }).category).toBe('water');
    expect(nutriScoreCategoryFromTags({ categories: ['en:beverages', 'en:waters', 'en:spring-waters', 'en:flavoured-waters'] }).category).toBe('beverage');
    expect(nutriScoreCategoryFromTags({ categories: ['en:dairies', 'en:cheeses'] }).category).toBe('cheese');
    expect(nutriScoreCategoryFromTags({ categories: ['en:fats', 'en:vegetable-oils', 'en:olive-oils'] }).category).toBe('fats');
    expect(nutriScoreCategoryFromTags({ categories: ['en:nuts'] }).category).toBe('fats');
    expect(nutriScoreCategoryFromTags({ categories: ['en:nuts', 'en:chestnuts'] }).category).toBe('general');
    expect(nutriScoreCategoryFromTags({ categories: ['en:sausages'], red_meat_percent: 60 }).category).toBe('red_meat');
    expect(nutriScoreCategoryFromTags({ categories: ['en:sausages'], red_meat_percent: 5 }).category).toBe('general');
    const wine = nutriScoreCategoryFromTags({ categories: ['en:beverages', 'en:alcoholic-beverages', 'en:wines'] });
    expect([wine.applicable, wine.not_applicable_category]).toEqual([false, 'en:alcoholic-beverages']);
    // 2021: milk drinks are beverages unless they hold ≥ 80 % milk; 2023: milk is a beverage.
    expect(nutriScoreCategoryFromTags({ categories: ['en:beverages', 'en:dairy-drinks'], milk_percent: 85 }, '2021').category).toBe('general');
    expect(nutriScoreCategoryFromTags({ categories: ['en:beverages', 'en:milks'] }, '2023').category).toBe('beverage');
  });

  test('from a generic food group and name', () => {
    expect(nutriScoreCategoryFromFoodGroup('Dairy and Egg Products', 'Cheese, cheddar')).toBe('cheese');
    expect(nutriScoreCategoryFromFoodGroup('Dairy and Egg Products', 'Milk, whole, 3.25% milkfat')).toBe('beverage');
    expect(nutriScoreCategoryFromFoodGroup('Fats and Oils', 'Oil, olive, salad or cooking')).toBe('fats');
    expect(nutriScoreCategoryFromFoodGroup('Beef Products', 'Beef, ground, 85% lean meat')).toBe('red_meat');
    expect(nutriScoreCategoryFromFoodGroup('Beverages', 'Beverages, water, tap, drinking')).toBe('water');
    expect(nutriScoreCategoryFromFoodGroup('Beverages', 'Beverages, carbonated, cola')).toBe('beverage');
    expect(nutriScoreCategoryFromFoodGroup('Beverages', 'Beverages, water, bottled, flavored, with sweetener')).toBe('beverage');
    expect(nutriScoreCategoryFromFoodGroup('Beverages', 'Water, bottled, generic')).toBe('water');
    expect(nutriScoreCategoryFromFoodGroup('Nut and Seed Products', 'Nuts, almonds')).toBe('fats');
    expect(nutriScoreCategoryFromFoodGroup('Cereal Grains and Pasta', 'Rice, white, long-grain')).toBe('general');
  });
});
