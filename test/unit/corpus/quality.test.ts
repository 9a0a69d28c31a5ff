import { describe, expect, test } from 'bun:test';
import { assessNutrition, confidenceScore, servability, type NutritionInput } from '../../../src/domain/foods/quality';

const per100g = (v: Omit<NutritionInput, 'basisGrams'>): NutritionInput => ({ basisGrams: 100, ...v });

describe('assessNutrition', () => {
  test('food-specific Atwater factors: salted butter (717 kcal from 4.27/8.79/3.87) is fully consistent', () => {
    const r = assessNutrition(
      per100g({ calories: 717, protein_g: 0.85, carbs_g: 0.06, fat_g: 81.11, water_g: 15.87, ash_g: 2.11, factors: { protein: 4.27, fat: 8.79, carbs: 3.87 } }),
    );
    expect(r).toMatchObject({ valid: true, reasons: [], validity: 100, mass_g: 100 });
  });

  test('general factors 4/9/4: deviation within tolerance lowers validity, beyond it excludes', () => {
    const macros = { protein_g: 10, carbs_g: 20, fat_g: 10 }; // 210 kcal expected
    expect(assessNutrition(per100g({ calories: 210, ...macros })).validity).toBe(100);
    // 30 kcal off, tolerance max(20, 15 % of 240) = 36: r = 0.83 → 100 − 33 = 67.
    expect(assessNutrition(per100g({ calories: 240, ...macros }))).toMatchObject({ valid: true, validity: 67 });
    // 40 kcal off, tolerance 37.5: inconsistent, validity under the servable 60.
    expect(assessNutrition(per100g({ calories: 250, ...macros }))).toMatchObject({ valid: false, reasons: ['inconsistent_energy'], validity: 57 });
  });

  test('kJ recorded as kcal is caught', () => {
    expect(assessNutrition(per100g({ calories: 879, protein_g: 10, carbs_g: 20, fat_g: 10 })).reasons).toEqual(['inconsistent_energy']);
  });

  test('energy from constituents outside the macros passes under the absolute floor (vinegar: 18 kcal, ~0 g macros)', () => {
    expect(assessNutrition(per100g({ calories: 18, protein_g: 0, carbs_g: 0.04, fat_g: 0 }))).toMatchObject({ valid: true, validity: 64 });
  });

  test('alcohol counts at 7 kcal/g by default (beer)', () => {
    expect(assessNutrition(per100g({ calories: 43, protein_g: 0.46, carbs_g: 3.55, fat_g: 0, alcohol_g: 3.9 })).validity).toBeGreaterThanOrEqual(95);
    expect(assessNutrition(per100g({ calories: 43, protein_g: 0.46, carbs_g: 3.55, fat_g: 0 })).valid).toBe(false);
  });

  test('fibre: US carbs include it (counted 0-4 kcal/g), EU carbs exclude it (2 kcal/g)', () => {
    const bran = { calories: 200, protein_g: 10, carbs_g: 80, fat_g: 4 }; // 396 kcal if fibre counted at 4
    expect(assessNutrition(per100g({ ...bran, fiber_g: 45 })).valid).toBe(true);
    expect(assessNutrition(per100g(bran)).reasons).toEqual(['inconsistent_energy']);
    const eu = { calories: 350, protein_g: 10, carbs_g: 50, fat_g: 10, fiber_g: 10, carbsIncludeFiber: false };
    expect(assessNutrition(per100g(eu))).toMatchObject({ valid: true, validity: 100, expected_kcal: { low: 330, high: 350 } });
  });

  test('mass balance: macros + water + ash may exceed the basis by 7 % at most, on any basis', () => {
    expect(assessNutrition(per100g({ calories: 680, protein_g: 30, carbs_g: 50, fat_g: 40 })).reasons).toEqual(['macros_exceed_basis']);
    // Analytical fish: 106.46 g per 100 g is within tolerance but costs validity.
    const salmon = assessNutrition(per100g({ calories: 231, protein_g: 25.72, carbs_g: 0, fat_g: 13.38, water_g: 65.6, ash_g: 1.76 }));
    expect(salmon.valid).toBe(true);
    expect(salmon.validity).toBeLessThan(100);
    // A 250 ml serving basis scales every threshold.
    expect(assessNutrition({ basisGrams: 250, calories: 105, protein_g: 2.5, carbs_g: 25, fat_g: 0, water_g: 222 }).valid).toBe(true);
  });

  test('required values: null is missing, a measured zero is not', () => {
    expect(assessNutrition(per100g({ calories: null, protein_g: 1, carbs_g: 1, fat_g: 1 }))).toMatchObject({
      valid: false,
      reasons: ['missing_calories'],
      validity: 0,
    });
    expect(assessNutrition(per100g({ calories: 10, protein_g: 1, carbs_g: null, fat_g: 1 })).reasons).toEqual(['missing_macros']);
    expect(assessNutrition(per100g({ calories: undefined, protein_g: undefined, carbs_g: 1, fat_g: 1 })).reasons).toEqual([
      'missing_calories',
      'missing_macros',
    ]);
    expect(assessNutrition(per100g({ calories: 0, protein_g: 0, carbs_g: 0, fat_g: 0, water_g: 99.9, ash_g: 0.1 }))).toMatchObject({
      valid: true,
      validity: 100,
    });
    expect(assessNutrition(per100g({ calories: 10, protein_g: -1, carbs_g: 3, fat_g: 0 })).reasons).toEqual(['invalid_values']);
  });
});

describe('confidence and servability', () => {
  test('confidence formula', () => {
    expect(confidenceScore({ curation: 1, analyticalShare: 1, dataPoints: 16, completeness: 1, hasPortions: true })).toBe(100);
    // 40 + 20·0.5 + 10·log2(4)/log2(17) + 25·0.8 + 0 = 40 + 10 + 4.9 + 20 = 74.9
    expect(confidenceScore({ curation: 1, analyticalShare: 0.5, dataPoints: 3, completeness: 0.8, hasPortions: false })).toBe(75);
    // Only calories and macros from a curated source: not enough.
    expect(confidenceScore({ curation: 1, analyticalShare: 0, dataPoints: 0, completeness: 4 / 30, hasPortions: false })).toBe(43);
  });
  test('servable only when keyed, not quarantined, validity ≥ 60 and confidence ≥ 50', () => {
    expect(servability({ id: 'x', validity: 60, confidence: 50 })).toEqual({ servable: true, reason: null });
    expect(servability({ id: '', validity: 90, confidence: 90 }).reason).toBe('unkeyed');
    expect(servability({ id: 'x', validity: 90, confidence: 90, quarantined: true }).reason).toBe('quarantined');
    expect(servability({ id: 'x', validity: 59, confidence: 90 }).reason).toBe('low_validity');
    expect(servability({ id: 'x', validity: 90, confidence: 49 }).reason).toBe('low_confidence');
  });
});
