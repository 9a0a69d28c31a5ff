import { describe, expect, test } from 'bun:test';
import type { FoodRecord } from '../../../src/domain/foods/food';
import { relatedFoods } from '../../../src/domain/foods/related-foods';

const f = (id: string, name: string, portions = 1) =>
  ({
    id,
    name,
    nutrition_basis: '100g',
    portions: Array.from({ length: portions }, (_, i) => ({ seq: String(i + 1), amount: 1, measure: 'cup', grams: 100 })),
  }) as unknown as FoodRecord;
const FOODS = [
  f('a', 'Cheese, cheddar, sharp, sliced'),
  f('b', 'Cheese, cheddar'),
  f('c', 'Cheese, mozzarella, whole milk'),
  f('d', 'Shallots, raw'),
  f('e', 'Shallots, freeze-dried'),
  f('g', 'Peppers, sweet, red, raw'),
  f('h', 'Peppers, sweet, green, raw'),
  f('i', 'Peppers, sweet, red, canned, solids and liquids'),
  f('j', 'Cheese, cheddar, reduced fat', 0),
];

describe('relatedFoods', () => {
  test('the same food and kind, another variety', () => {
    expect(relatedFoods(FOODS[0]!, FOODS).map((x) => x.id)).toEqual(['b']);
    expect(relatedFoods(FOODS[5]!, FOODS).map((x) => x.id)).toEqual(['h']);
  });
  test('never another form (dried, canned) or another food of the class', () => {
    expect(relatedFoods(FOODS[3]!, FOODS)).toEqual([]);
    expect(relatedFoods(FOODS[5]!, FOODS).map((x) => x.id)).not.toContain('i');
    expect(relatedFoods(FOODS[1]!, FOODS).map((x) => x.id)).not.toContain('c');
  });
});
