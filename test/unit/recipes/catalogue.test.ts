import { describe, expect, test } from 'bun:test';
import { buildRecipeCatalogue } from '../../../src/domain/recipes/catalogue';
import { bulkRecipes, recipeCard, recipeDetail, recipeEquipment, recipeInstructions, recipeNutrition, recipeSummary } from '../../../src/domain/recipes/detail';
import { DomainError } from '../../../src/domain/errors';
import { KIND_STATUS } from '../../../src/http/errors';
import { autocompleteRecipes, randomRecipes, recipesByNutrients, referenceDiets, searchRecipes } from '../../../src/domain/recipes/filters';
import { recipesByIngredients } from '../../../src/domain/recipes/pantry';
import { scaleIngredients } from '../../../src/domain/recipes/scaling';
import { similarRecipes } from '../../../src/domain/recipes/similar';
import { part, recipe } from './fixtures';

const pasta = recipe({
  title: 'Spaghetti aglio e olio',
  ingredients: [
    ['320 g spaghetti', 'spaghetti', 320, 'g'],
    ['4 cloves garlic', 'garlic', 4, 'clove'],
    ['1/2 cup olive oil', 'olive oil', 0.5, 'cup'],
    ['Salt to taste', 'salt', null, null],
  ],
  steps: ['Boil the spaghetti in a large pot for 10 minutes.', 'Fry garlic in a skillet.'],
  cuisines: ['italian', 'european'],
  meal_types: ['main course'],
  calories: 550,
  protein: 14,
  ready: 20,
  popularity: 80,
});
const omelette = recipe({
  title: 'Cheese omelette',
  ingredients: [
    ['3 eggs', 'eggs', 3, null],
    ['50 g cheddar', 'cheddar', 50, 'g'],
    ['1 tbsp butter', 'butter', 1, 'tbsp'],
    ['Salt', 'salt', null, null],
  ],
  cuisines: ['french', 'european'],
  meal_types: ['breakfast'],
  calories: 450,
  protein: 28,
  ready: 10,
  popularity: 60,
});
const salad = recipe({
  title: 'Tomato salad',
  ingredients: [
    ['4 tomatoes', 'tomatoes', 4, null],
    ['2 tbsp olive oil', 'olive oil', 2, 'tbsp'],
    ['1 tsp salt', 'salt', 1, 'tsp'],
    ['Water', 'water', null, null],
  ],
  meal_types: ['salad', 'side dish'],
  calories: 120,
  protein: 2,
  ready: 5,
  popularity: 40,
});
const curry = recipe({
  title: 'Chickpea curry',
  ingredients: [
    ['400 g chickpeas', 'chickpeas', 400, 'g'],
    ['1 onion', 'onion', 1, null],
    ['2 cloves garlic', 'garlic', 2, 'clove'],
    ['1 can coconut milk', 'coconut milk', 1, 'can'],
    ['1 tbsp curry powder', 'curry powder', 1, 'tbsp'],
  ],
  cuisines: ['indian', 'asian'],
  meal_types: ['main course'],
  calories: 380,
  protein: 12,
  ready: 35,
  popularity: 70,
});
const toast = recipe({
  title: 'Buttered toast',
  ingredients: [
    ['2 slices bread', 'bread', 2, 'slice'],
    ['1 tbsp butter', 'butter', 1, 'tbsp'],
  ],
  calories: 2000,
});
const unservable = recipe({ title: 'Mystery loaf', ingredients: [['500 g flour', 'flour', 500, 'g']], servings: null, calories: null });
const cat = buildRecipeCatalogue(part([pasta, omelette, salad, curry, toast, unservable]));

/** The domain error with the status the pipeline's table gives its kind. */
function error(fn: () => unknown): DomainError & { status: number } {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return Object.assign(e, { status: KIND_STATUS[e.kind] });
    throw e;
  }
  throw new Error('expected a DomainError');
}

describe('search', () => {
  test('envelope and query matching', () => {
    const r = searchRecipes(cat, { query: 'spaghetti' });
    expect(r).toMatchObject({ number: 1, offset: 0, totalResults: 1, coverage_scope: 'owned_recipes', catalogue_complete: true });
    expect(r.recipes[0]).toEqual({ id: pasta.id, title: pasta.title, image: null, ready_in_minutes: 20, calories: 550 });
  });
  test('a query or a filter is required; empty matches are an empty list', () => {
    expect(error(() => searchRecipes(cat, {})).status).toBe(400);
    expect(searchRecipes(cat, { query: 'zzzz' }).recipes).toEqual([]);
  });
  test('diet filter reads recorded metadata; vegan excludes eggs and butter', () => {
    const ids = searchRecipes(cat, { diet: 'vegan' }).recipes.map((x) => x.id);
    expect(ids).toContain(curry.id);
    expect(ids).not.toContain(omelette.id);
    expect(searchRecipes(cat, { diet: 'Gluten Free' }).recipes.map((x) => x.id)).not.toContain(pasta.id);
  });
  test('three filters together', () => {
    const r = searchRecipes(cat, { cuisine: 'european', maxReadyTime: 15, minProtein: 20 });
    expect(r.recipes.map((x) => x.id)).toEqual([omelette.id]);
  });
  test('intolerances, include and exclude ingredients', () => {
    expect(
      searchRecipes(cat, { intolerances: 'dairy,egg', type: 'main course' })
        .recipes.map((x) => x.id)
        .sort(),
    ).toEqual([pasta.id, curry.id].sort());
    expect(searchRecipes(cat, { includeIngredients: 'garlic,olive oil' }).recipes.map((x) => x.id)).toEqual([pasta.id]);
    expect(searchRecipes(cat, { query: 'a', excludeIngredients: 'garlic' }).recipes.map((x) => x.id)).not.toContain(pasta.id);
  });
  test('unknown vocabulary values are typed errors listing accepted values', () => {
    const e = error(() => searchRecipes(cat, { diet: 'carnivore' }));
    expect(e.status).toBe(400);
    expect(e.details.accepted).toContain('vegan');
    expect(error(() => searchRecipes(cat, { cuisine: 'martian' })).details.accepted).toContain('italian');
    expect(error(() => searchRecipes(cat, { query: 'x', sort: 'likes' })).details.accepted).toEqual(['popularity', 'calories', 'time', 'protein']);
  });
  test('sort, offset and number', () => {
    const all = searchRecipes(cat, { maxCalories: 1000, sort: 'calories' });
    expect(all.recipes.map((x) => x.calories)).toEqual([120, 380, 450, 550]);
    const page = searchRecipes(cat, { maxCalories: 1000, sort: 'calories', offset: 1, number: 2 });
    expect(page.recipes.map((x) => x.calories)).toEqual([380, 450]);
    expect(page.totalResults).toBe(4);
    expect(error(() => searchRecipes(cat, { query: 'x', offset: 901 })).status).toBe(400);
    expect(error(() => searchRecipes(cat, { query: 'x', number: 26 })).status).toBe(400);
  });
  test('not-admitted recipes are not discoverable but keep their id routes', () => {
    expect(searchRecipes(cat, { query: 'mystery' }).recipes).toEqual([]);
    expect(recipeDetail(cat, unservable.id).discoverable).toBe(false);
  });
});

describe('other lists', () => {
  test('random honours tags and is distinct', () => {
    const r = randomRecipes(cat, { number: 10, tags: 'main course' }, () => 0.3);
    expect(r.recipes.map((x) => x.id).sort()).toEqual([pasta.id, curry.id].sort());
    expect(error(() => randomRecipes(cat, { tags: 'spicy' })).status).toBe(400);
  });
  test('autocomplete prefers title prefixes', () => {
    expect(autocompleteRecipes(cat, { query: 'chi' }).suggestions).toEqual([{ id: curry.id, title: curry.title }]);
  });
  test('by-nutrients needs a range and applies all of them', () => {
    expect(error(() => recipesByNutrients(cat, {})).status).toBe(400);
    expect(recipesByNutrients(cat, { minProtein: 13, maxCalories: 500 }).recipes.map((x) => x.id)).toEqual([omelette.id]);
  });
  test('reference lists', () => {
    expect(referenceDiets().diets).toContain('gluten_free');
  });
});

describe('pantry discovery', () => {
  test('ranking 1 favours more used, ranking 2 fewer missing', () => {
    const pantry = 'bread, butter, eggs, cheddar, garlic';
    const r1 = recipesByIngredients(cat, { ingredients: pantry, ranking: 1 });
    expect(r1.recipes[0]!.id).toBe(omelette.id); // 3 used, salt missing
    expect(r1.recipes[0]!.missed_ingredients.map((m) => m.name)).toEqual(['salt']);
    expect(r1.catalogue_complete).toBe(true);
    const r2 = recipesByIngredients(cat, { ingredients: pantry, ranking: 2 });
    expect(r2.recipes[0]!.id).toBe(toast.id); // 2 used, nothing missing
    expect(r2.recipes[0]!.unused_ingredients).toEqual(['egg', 'cheddar', 'garlic']);
  });
  test('exact normalised names only', () => {
    const r = recipesByIngredients(cat, { ingredients: 'Tomato' });
    expect(r.recipes.map((x) => x.id)).toEqual([salad.id]);
    expect(recipesByIngredients(cat, { ingredients: 'tom' }).recipes).toEqual([]);
  });
  test('ignorePantry drops only water, salt and table salt', () => {
    const r = recipesByIngredients(cat, { ingredients: 'tomatoes, olive oil', ignorePantry: true });
    expect(r.recipes[0]!.missed_ingredient_count).toBe(0);
    const o = recipesByIngredients(cat, { ingredients: 'eggs', ignorePantry: 'true' });
    expect(o.recipes[0]!.missed_ingredients.map((m) => m.name).sort()).toEqual(['butter', 'cheddar']);
  });
  test('bad ranking is a 400', () => {
    expect(error(() => recipesByIngredients(cat, { ingredients: 'egg', ranking: 3 })).status).toBe(400);
  });
});

describe('id routes', () => {
  test('detail with servings adds serving_scale', () => {
    const d = recipeDetail(cat, pasta.id, 2);
    expect(d.serving_scale).toMatchObject({ servings: 2, source_servings: 4, scale_factor: 0.5, calories: 1100 });
    expect(error(() => recipeDetail(cat, 1)).status).toBe(404);
  });
  test('bulk keeps order, drops duplicates, lists misses', () => {
    const b = bulkRecipes(cat, `${salad.id},${pasta.id},${salad.id},42`);
    expect(b.recipes.map((r) => r.id)).toEqual([salad.id, pasta.id]);
    expect(b.not_found).toEqual([42]);
    expect(
      error(() =>
        bulkRecipes(
          cat,
          Array.from({ length: 26 }, (_, i) => i + 1),
        ),
      ).status,
    ).toBe(400);
  });
  test('scaling keeps units, leaves vague amounts null and needs known servings', () => {
    const s = scaleIngredients(pasta, 8);
    expect(s.scale_factor).toBe(2);
    expect(s.ingredients[2]).toMatchObject({ quantity: 1, unit: 'cup' });
    expect(s.ingredients[3]).toMatchObject({ quantity: null, quantity_known: false });
    const e = error(() => scaleIngredients(unservable, 2));
    expect(e.status).toBe(422);
    expect(e.details.reason).toBe('source_servings_unknown');
    expect(scaleIngredients(unservable).scale_factor).toBe(1);
    expect(error(() => scaleIngredients(pasta, 1001)).status).toBe(400);
    expect(error(() => scaleIngredients(pasta, 0)).status).toBe(400);
  });
  test('nutrition, instructions, equipment, summary', () => {
    expect(recipeNutrition(cat, pasta.id)).toMatchObject({ calories: 550, nutrition_basis: 'per_serving', servings: 4 });
    expect(recipeNutrition(cat, unservable.id).reason).toBe('source servings unknown');
    expect(recipeInstructions(cat, pasta.id).step_count).toBe(2);
    expect(recipeEquipment(cat, pasta.id).equipment).toEqual(['pot', 'frying pan']);
    expect(recipeSummary(cat, pasta.id).summary).toContain('550 kcal');
    expect(recipeCard(cat, pasta.id).svg.startsWith('<svg')).toBe(true);
  });
  test('similar excludes the recipe itself and ranks shared ingredients', () => {
    const s = similarRecipes(cat, pasta.id, 3);
    expect(s.recipes.map((r) => r.id)).not.toContain(pasta.id);
    expect(s.recipes[0]!.source_url).toBeNull();
    expect(error(() => similarRecipes(cat, 7)).status).toBe(404);
  });
});
