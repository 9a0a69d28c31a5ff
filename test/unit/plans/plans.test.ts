import { describe, expect, test } from 'bun:test';
import { generatePlan, NoMatchingRecipes, type PlanRecipe } from '../../../src/domain/plans/meal-plan';
import { buildShoppingList } from '../../../src/domain/workspaces/shopping-list';

const recipes: PlanRecipe[] = [
  {
    id: 1,
    title: 'Oatmeal',
    meal_types: ['breakfast'],
    diets: ['vegan', 'vegetarian'],
    ready_in_minutes: 10,
    calories: 300,
    protein_g: 10,
    ingredients: ['oats', 'water'],
  },
  {
    id: 2,
    title: 'Omelette',
    meal_types: ['breakfast'],
    diets: ['vegetarian'],
    ready_in_minutes: 15,
    calories: 350,
    protein_g: 20,
    ingredients: ['eggs', 'butter'],
  },
  {
    id: 3,
    title: 'Lentil soup',
    meal_types: ['lunch', 'soup'],
    diets: ['vegan', 'vegetarian'],
    ready_in_minutes: 40,
    calories: 400,
    protein_g: 22,
    ingredients: ['lentils', 'onion'],
  },
  {
    id: 4,
    title: 'Steak',
    meal_types: ['dinner', 'main course'],
    diets: [],
    ready_in_minutes: 30,
    calories: 700,
    protein_g: 50,
    ingredients: ['beef', 'salt'],
  },
  {
    id: 5,
    title: 'Chickpea curry',
    meal_types: ['dinner', 'main course'],
    diets: ['vegan', 'vegetarian'],
    ready_in_minutes: 35,
    calories: 600,
    protein_g: 18,
    ingredients: ['chickpeas', 'coconut milk'],
  },
];

describe('generatePlan', () => {
  test('one day near the target, slots filled, plan_days ready to save', () => {
    const r = generatePlan(recipes, { days: 1, target_calories: 2000 });
    expect(r.plan).toHaveLength(1);
    expect(r.plan[0]!.meals.map((m) => m.slot)).toEqual(['breakfast', 'lunch', 'dinner']);
    expect(r.plan[0]!.within_20_percent).toBe(true);
    expect(r.plan_days[0]!.meals[0]).toEqual({ recipe_id: expect.any(Number), servings: expect.any(Number), slot: 'breakfast' });
  });

  test('diet and exclusions filter by recorded metadata; deterministic', () => {
    const a = generatePlan(recipes, { days: 7, target_calories: 1800, diet: 'vegan', exclude_ingredients: ['coconut milk'] });
    expect(a.plan.flatMap((d) => d.meals.map((m) => m.recipe_id)).every((id) => id === 1 || id === 3)).toBe(true);
    expect(generatePlan(recipes, { days: 7, target_calories: 1800, diet: 'vegan' })).toEqual(
      generatePlan(recipes, { days: 7, target_calories: 1800, diet: 'vegan' }),
    );
  });

  test('no matching recipes → NoMatchingRecipes', () => {
    expect(() => generatePlan(recipes, { days: 1, target_calories: 2000, max_minutes: 5 })).toThrow(NoMatchingRecipes);
  });
});

describe('buildShoppingList', () => {
  test('combines same name and unit, normalises kg/l, keeps g and ml and cups apart, unknown separate', () => {
    const { items } = buildShoppingList([
      { name: 'Flour', quantity: 0.5, unit: 'kg' },
      { name: 'flour', quantity: 200, unit: 'g' },
      { name: 'milk', quantity: 1, unit: 'l' },
      { name: 'milk', quantity: 100, unit: 'g' },
      { name: 'sugar', quantity: 1, unit: 'us_cup' },
      { name: 'sugar', quantity: 2, unit: 'us_cup' },
      { name: 'salt', quantity: null, unit: null },
      { name: 'salt', quantity: null, unit: null },
    ]);
    const find = (name: string, unit: string | null) => items.filter((i) => i.name.toLowerCase() === name && i.unit === unit);
    expect(find('flour', 'g')[0]!.amount).toBe(700);
    expect(find('milk', 'ml')[0]!.amount).toBe(1000);
    expect(find('milk', 'g')[0]!.amount).toBe(100);
    expect(find('sugar', 'us_cup')[0]!.amount).toBe(3);
    expect(find('salt', null)).toHaveLength(2);
  });

  test('checked items of the previous list are kept', () => {
    const first = buildShoppingList([{ name: 'eggs', quantity: 6, unit: null }]).items;
    first[0]!.checked = true;
    const next = buildShoppingList([{ name: 'eggs', quantity: 12, unit: null }], first).items;
    expect(next[0]).toMatchObject({ amount: 6, checked: true });
  });
});
