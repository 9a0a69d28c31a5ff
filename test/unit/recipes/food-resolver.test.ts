import { describe, expect, test } from 'bun:test';
import type { FoodRecord } from '../../../src/domain/food';
import { fixtureFood } from '../../fixtures/catalog';
import { createFoodResolver, lineGrams, resolveLineFood } from '../../../src/domain/recipes/food-resolver';

const food = (id: string, name: string, portions: [number, string, number][] = []): FoodRecord =>
  fixtureFood(id, name, '100g', [100, 1, 1, 1], { portions: portions.map(([amount, measure, grams], i) => ({ amount, measure, grams, seq: String(i + 1) })) });

const FOODS = [
  food('chicken-raw', 'Chicken, broilers or fryers, meat only, raw', [[1, 'oz', 28.35]]),
  food('chicken-roasted', 'Chicken, broilers or fryers, meat only, roasted', [[1, 'cup, chopped or diced', 140]]),
  food('egg', 'Egg, whole, raw, fresh', [[1, 'large', 50], [1, 'medium', 44]]),
  food('milk-ff', 'Milk, fat free', [[1, 'cup', 245]]),
  food('celery', 'Celery, raw', [[1, 'cup chopped', 101], [1, 'stalk, medium (7-1/2" - 8" long)', 40]]),
  food('cardamom', 'Spices, cardamom', [[1, 'tsp, ground', 2]]),
  food('lemon-peel', 'Lemon peel, raw', [[1, 'tbsp', 6], [1, 'tsp', 2]]),
  food('turmeric', 'Spices, turmeric, ground', [[1, 'tsp', 3]]),
  food('mushrooms', 'Mushrooms, white, raw', [[1, 'cup', 70]]),
  food('hoisin', 'Sauce, hoisin, ready-to-serve', [[1, 'tbsp', 16]]),
];
const resolver = createFoodResolver(FOODS);
const name = (n: string) => resolver.resolveFood(n)?.food.name ?? null;

describe('food resolver: common recipe names', () => {
  test('a state the cook wrote survives normalisation: cooked chicken is not raw chicken', () => {
    expect(name('chicken')).toBe('Chicken, broilers or fryers, meat only, raw');
    expect(name('cooked chicken')).toBe('Chicken, broilers or fryers, meat only, roasted');
  });
  test('husbandry qualifiers are dropped: free-range eggs are eggs', () => {
    expect(name('free-range eggs')).toBe('Egg, whole, raw, fresh');
  });
  test('a count noun after the food names the food before it', () => {
    expect(name('celery ribs')).toBe('Celery, raw');
    expect(name('cardamom pods')).toBe('Spices, cardamom');
  });
  test('a reviewed synonym: zest is the peel', () => {
    expect(name('lemon zest')).toBe('Lemon peel, raw');
  });
});

describe('food resolver: written variants of a known name', () => {
  test('frequent misspellings read as the word meant', () => {
    expect(name('tumeric')).toBe('Spices, turmeric, ground');
    expect(name('hoisin sause')).toBe('Sauce, hoisin, ready-to-serve');
  });
  test('"X powder" of a spice is the ground spice', () => {
    expect(name('turmeric powder')).toBe('Spices, turmeric, ground');
  });
  test('what the food comes with or in is not the food', () => {
    expect(name('mushrooms with liquid')).toBe('Mushrooms, white, raw');
  });
});

describe('lineGrams: count nouns in the line name', () => {
  test('"2 celery ribs" weighs two stalks (rib is a spelling of stalk)', () => {
    const celery = FOODS.find((f) => f.id === 'celery')!;
    expect(lineGrams({ quantity: 2, unit: null, name: 'celery ribs' }, celery)).toMatchObject({ grams: 80, method: 'portion' });
  });
});

describe('food resolver: a line in context', () => {
  const beans = createFoodResolver([
    { ...food('beans-dry', 'Beans, kidney, red, mature seeds, raw', [[1, 'cup', 184]]), aliases: ['kidney beans', 'raw kidney beans'] },
    { ...food('beans-canned', 'Beans, kidney, red, mature seeds, canned, solids and liquids', [[1, 'cup', 256]]), aliases: ['kidney beans', 'canned kidney beans'] },
  ]);
  test('a line measured in cans names the canned food', () => {
    expect(resolveLineFood(beans, 'kidney beans', { unit: 'can' })?.food.id).toBe('beans-canned');
    expect(resolveLineFood(beans, 'kidney beans', { unit: 'us_cup' })?.food.id).toBe('beans-dry');
  });
});

describe('food resolver: written states', () => {
  const pasta = createFoodResolver([
    food('pasta-dry', 'Pasta, dry, enriched'),
    { ...food('pasta-cooked', 'Pasta, cooked, enriched, without added salt'), aliases: ['spaghetti', 'cooked pasta'] },
  ]);
  test('"dried" spaghetti is the dry pasta SR28 writes as "dry"', () => {
    expect(pasta.resolveFood('dried spaghetti')?.food.id).toBe('pasta-dry');
    expect(pasta.resolveFood('cooked pasta')?.food.id).toBe('pasta-cooked');
  });
});

describe('food resolver: raw by default', () => {
  const kale = createFoodResolver([
    // The frozen form is the more common record (more household portions), as in SR28.
    { ...food('kale-frozen', 'Kale, frozen, cooked, boiled, drained, without salt', [[1, 'cup', 130], [1, 'package (10 oz)', 284], [1, 'oz', 28]]), aliases: ['kale'] },
    { ...food('kale-raw', 'Kale, raw', [[1, 'cup', 16]]), aliases: ['kale'] },
  ]);
  test('an ingredient named without a state is the raw food; a written state still decides', () => {
    expect(kale.resolveFood('kale')?.food.id).toBe('kale-raw');
    expect(kale.resolveFood('frozen kale')?.food.id).toBe('kale-frozen');
  });
});

describe('food resolver: one list of food states', () => {
  const potatoes = createFoodResolver([
    { ...food('potato-raw', 'Potatoes, flesh and skin, raw'), aliases: ['potatoes', 'potato'] },
    { ...food('potato-mashed', 'Potatoes, mashed, home-prepared, whole milk added'), aliases: ['mashed potatoes'] },
  ]);
  test('a written "mashed" keeps the mashed food, not the bare name\'s raw synonym', () => {
    expect(potatoes.resolveFood('mashed potatoes')?.food.id).toBe('potato-mashed');
    expect(potatoes.resolveFood('potatoes')?.food.id).toBe('potato-raw');
  });
});
