import { describe, expect, test } from 'bun:test';
import type { FoodRecord } from '../../../src/domain/foods/food';
import { nameMatch, photoNutrition } from '../../../src/domain/vision/photo-nutrition';

function food(
  name: string,
  basis: FoodRecord['nutrition_basis'],
  macros: [number | null, number, number, number],
  extra: Partial<FoodRecord> = {},
): FoodRecord {
  const [calories, protein_g, carbs_g, fat_g] = macros;
  return {
    id: `id-${name}`,
    dataset: 'usda-sr28',
    source_id: name,
    name,
    aliases: [],
    group: null,
    nutrition_basis: basis,
    calories,
    protein_g,
    carbs_g,
    fat_g,
    nutrients: [
      ...(calories === null ? [] : [{ key: 'calories', name: 'Energy', amount: calories, unit: 'kcal' }]),
      { key: 'protein', name: 'Protein', amount: protein_g, unit: 'g' },
      { key: 'sodium', name: 'Sodium', amount: 10, unit: 'mg' },
    ],
    estimated_nutrients: [],
    unknown_keys: [],
    unresolved_keys: [],
    provenance: {},
    portions: [],
    confidence: 90,
    validity: 90,
    ...extra,
  };
}

const APPLE = food('Apples, raw, with skin', '100g', [52, 0.3, 13.8, 0.2], { aliases: ['apple'] });
const MILK = food('Milk, whole', '100ml', [61, 3.2, 4.8, 3.3], { aliases: ['whole milk'], portions: [{ amount: 1, measure: 'cup', grams: 244, seq: '1' }] });
const JUICE = food('Orange juice', '100ml', [45, 0.7, 10.4, 0.2]);
const BAR = food('Granola bar', 'per_serving', [190, 4, 29, 7]);
const NO_KCAL = food('Mystery powder', '100g', [null, 1, 1, 1]);
const byName = new Map<string, FoodRecord>([
  ['apple', APPLE],
  ['whole milk', MILK],
  ['orange juice', JUICE],
  ['granola bar', BAR],
  ['mystery powder', NO_KCAL],
  ['green apple slices', APPLE],
]);
const resolve = (n: string) => byName.get(n) ?? null;

describe('photoNutrition', () => {
  test('scales reference values by the estimated grams; 100 ml records through density evidence', () => {
    const out = photoNutrition(
      [
        { name: 'apple', grams: 150 },
        { name: 'whole milk', grams: 244 },
      ],
      resolve,
    );
    if (!out.ok) throw new Error('expected ok');
    const r = out.result;
    // 244 g of milk = 1 cup = 236.6 ml → × 2.366.
    expect(r.items[1]).toMatchObject({ calories: 144, protein_g: 8 });
    expect(r.items[0]).toMatchObject({ calories: 78, carbs_g: 21, match: 'exact', confidence: 'high' });
    expect(r).toMatchObject({ calories: 222, total_grams: 394, confidence: 'high', name: 'apple, whole milk' });
    // Macros are top-level; other nutrients reported by every record are summed.
    expect(r.nutrients.map((n) => n.key)).toEqual(['sodium']);
    expect(r.nutrients[0]!.amount).toBeCloseTo(15 + 23.66, 1);
  });

  test('a nutrient some record lacks gets no total', () => {
    const iron = food('Spinach', '100g', [23, 2.9, 3.6, 0.4], { aliases: ['spinach'] });
    iron.nutrients.push({ key: 'iron', name: 'Iron', amount: 2.7, unit: 'mg' });
    const out = photoNutrition(
      [
        { name: 'apple', grams: 100 },
        { name: 'spinach', grams: 50 },
      ],
      (n) => (n === 'spinach' ? iron : resolve(n)),
    );
    if (!out.ok) throw new Error('expected ok');
    expect(out.result.incomplete_nutrients).toEqual(['iron']);
  });

  test('unresolved items are listed with reasons; nothing is filled in', () => {
    const out = photoNutrition(
      [
        { name: 'apple', grams: 100 },
        { name: 'unicorn steak', grams: 200 },
        { name: 'orange juice', grams: 250 },
        { name: 'granola bar', grams: 40 },
        { name: 'mystery powder', grams: 10 },
      ],
      resolve,
    );
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.unresolved.map((u) => u.name)).toEqual(['unicorn steak', 'orange juice', 'granola bar', 'mystery powder']);
    expect(out.unresolved[1]!.reason).toContain('density');
    expect(out.unresolved[2]!.reason).toContain('per-100 g');
    expect(out.unresolved[3]!.reason).toContain('lacks calories');
  });

  test('confidence: exact → high, all words found → medium, loose → low; capped by record confidence', () => {
    expect(nameMatch('apple', APPLE)).toBe('exact');
    expect(nameMatch('raw apples', APPLE)).toBe('close');
    expect(nameMatch('green apple slices', APPLE)).toBe('loose');
    const loose = photoNutrition([{ name: 'green apple slices', grams: 100 }], resolve);
    expect(loose.ok && loose.result.confidence).toBe('low');
    const weak = food('Apples', '100g', [52, 0.3, 13.8, 0.2], { aliases: ['apple'], confidence: 65 });
    const capped = photoNutrition([{ name: 'apple', grams: 100 }], () => weak);
    expect(capped.ok && capped.result.confidence).toBe('medium');
  });
});
