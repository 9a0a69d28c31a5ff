/** Small hand-written recipe records for catalogue tests (no corpus build needed). */
import { analyzeDiets } from '../../../src/domain/recipes/dietary';
import { normaliseIngredientName } from '../../../src/domain/language/names';
import type { RecipeIngredient, RecipeRecord, RecipesPart } from '../../../src/domain/recipes/types';

let nextId = 1000;

function ingredient(original: string, name: string, quantity: number | null, unit: string | null, grams: number | null = null): RecipeIngredient {
  return {
    original,
    group: null,
    name,
    normalized_name: normaliseIngredientName(name),
    quantity,
    quantity_max: null,
    unit,
    unit_text: unit,
    quantity_known: quantity !== null,
    preparation: null,
    optional: false,
    grams,
    food: grams !== null ? { id: `food-${name}`, name } : null,
    evidence: { grams_method: grams !== null ? 'mass' : null, grams_detail: null, lookup_name: name, reason: null },
  };
}

export interface RecipeSpec {
  title: string;
  ingredients: [string, string, number | null, string | null][];
  steps?: string[];
  servings?: number | null;
  ready?: number | null;
  calories?: number | null;
  protein?: number | null;
  carbs?: number | null;
  fat?: number | null;
  cuisines?: string[];
  meal_types?: string[];
  admitted?: boolean;
  popularity?: number;
  language?: 'en' | 'zh-Hans';
  image?: string | null;
}

export function recipe(spec: RecipeSpec): RecipeRecord {
  const ingredients = spec.ingredients.map(([o, n, q, u]) => ingredient(o, n, q, u, q !== null ? 100 : null));
  const diet = analyzeDiets(ingredients.map((i) => ({ label: i.original, name: i.name })));
  const servings = spec.servings === undefined ? 4 : spec.servings;
  const cal = spec.calories === undefined ? 400 : spec.calories;
  const id = nextId++;
  return {
    id,
    source: 'publicdomainrecipes',
    source_id: spec.title.toLowerCase().replace(/\W+/g, '-'),
    language: spec.language ?? 'en',
    title: spec.title,
    description: null,
    author: null,
    license: 'Public domain (Unlicense)',
    attribution: 'Test fixture',
    yield: { servings, servings_max: null, text: servings === null ? null : String(servings), amount: null, unit: null },
    prep_minutes: null,
    cook_minutes: null,
    ready_in_minutes: spec.ready ?? null,
    times_raw: { prep: null, cook: null, ready: null },
    ingredients,
    instructions: [{ name: null, steps: (spec.steps ?? ['Cook everything.']).map((step, i) => ({ number: i + 1, step })) }],
    source_tags: [],
    cuisines: spec.cuisines ?? [],
    meal_types: spec.meal_types ?? [],
    diets: diet.diets,
    dietary: diet.dietary,
    image: spec.image ?? null,
    nutrition:
      servings === null || cal === null
        ? null
        : {
            basis: 'per_serving',
            servings,
            calories: cal,
            protein_g: spec.protein ?? 10,
            carbs_g: spec.carbs ?? 50,
            fat_g: spec.fat ?? 10,
            nutrients: [{ key: 'calories', name: 'Energy', amount: cal, unit: 'kcal' }],
            incomplete_keys: [],
            coverage: { lines: ingredients.length, weighted: ingredients.length, unresolved: 0, unquantified: 0, resolved_share: 1, weight_share: 1 },
            input_weight_g: 100 * ingredients.length,
          },
    nutrition_per_recipe: null,
    admitted: spec.admitted ?? (servings !== null && cal !== null),
    exclusion_reasons: [],
    popularity: spec.popularity ?? 50,
  };
}

export function part(recipes: RecipeRecord[]): RecipesPart {
  return { version: 1, recipes, images: {} };
}
