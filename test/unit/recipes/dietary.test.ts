import { describe, expect, test } from 'bun:test';
import { analyzeDiets } from '../../../src/domain/recipes/dietary';

const diets = (...names: string[]) => analyzeDiets(names.map((n) => ({ label: n, name: n })));

describe('diet metadata from ingredients', () => {
  test('plant-only recipe is vegan and free of the listed allergens', () => {
    const d = diets('chickpeas', 'onion', 'garlic', 'coconut milk', 'curry powder', 'salt', 'water');
    expect(d.diets).toEqual(expect.arrayContaining(['vegan', 'vegetarian', 'dairy_free', 'egg_free', 'nut_free', 'gluten_free']));
  });
  test('conflicts are false with the deciding lines as evidence', () => {
    const d = diets('spaghetti', 'pancetta', 'eggs', 'parmesan', 'black pepper');
    expect(d.dietary.vegetarian).toEqual({ value: false, evidence: ['pancetta'] });
    expect(d.dietary.gluten_free).toEqual({ value: false, evidence: ['spaghetti'] });
    expect(d.dietary.dairy_free.evidence).toEqual(['parmesan']);
    expect(d.dietary.egg_free.value).toBe(false);
  });
  test('look-alike words do not trigger: eggplant, peanut butter, coconut milk, cream of tartar, butternut squash', () => {
    const d = diets('eggplant', 'butternut squash', 'cream of tartar', 'coconut milk', 'nutmeg');
    expect(d.dietary.egg_free.value).toBe(true);
    expect(d.dietary.dairy_free.value).toBe(true);
    expect(d.dietary.nut_free.value).toBe(true);
    const p = diets('peanut butter', 'bread');
    expect(p.dietary.dairy_free.value).toBe(true);
    expect(p.dietary.peanut_free.value).toBe(false);
  });
  test('an unknown ingredient makes properties unknown (null), never true', () => {
    const d = diets('rice', 'zorblax paste');
    expect(d.dietary.vegan).toEqual({ value: null, evidence: ['zorblax paste'] });
    expect(d.diets).toEqual([]);
  });
  test('a reference food group counts as evidence', () => {
    const d = analyzeDiets([{ label: '200 g mystery cut', name: 'mystery cut', food: { name: 'Beef, chuck, raw', group: 'Beef Products' } }]);
    expect(d.dietary.vegetarian.value).toBe(false);
    expect(d.dietary.pescetarian.value).toBe(false);
  });
  test('fish sauce is fish, oyster sauce is mollusc, soy sauce has gluten', () => {
    const d = diets('fish sauce', 'oyster sauce', 'soy sauce', 'rice');
    expect(d.dietary.pescetarian.value).toBe(true);
    expect(d.dietary.fish_free.value).toBe(false);
    expect(d.dietary.shellfish_free.value).toBe(false);
    expect(d.dietary.gluten_free.value).toBe(false);
    expect(d.dietary.soy_free.value).toBe(false);
  });
});
