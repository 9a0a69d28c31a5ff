/**
 * Similar recipes (GET /v1/recipes/{id}/similar): owned recipes ranked by shared ingredients
 * (Jaccard over normalised names, with salt/water/oil-type staples weighing less) plus shared
 * cuisines and meal types. The recipe itself is never returned; `source_url` is reserved for a
 * canonical service URL and is null (outside URLs are never returned).
 */
import { ingredientKey, type RecipeCatalogue } from './catalogue';
import { getRecipe } from './detail';
import { invalidInput } from './errors';

const STAPLES = new Set([
  'salt',
  'water',
  'pepper',
  'black pepper',
  'sugar',
  'oil',
  'vegetable oil',
  'olive oil',
  'butter',
  'garlic',
  'onion',
  'soy sauce',
  'flour',
]);

export function similarRecipes(cat: RecipeCatalogue, id: number, numberInput?: number) {
  const number = numberInput ?? 5;
  if (!Number.isInteger(number) || number < 1 || number > 25)
    throw invalidInput('number must be an integer from 1 to 25.', { parameter: 'number', minimum: 1, maximum: 25 });
  const r = getRecipe(cat, id);
  const mine = new Set(r.ingredients.map(ingredientKey).filter(Boolean));
  const weight = (n: string) => (STAPLES.has(n) ? 0.25 : 1);
  let mineWeight = 0;
  for (const n of mine) mineWeight += weight(n);
  const scored: { e: (typeof cat.entries)[number]; score: number }[] = [];
  for (const e of cat.entries) {
    if (e.recipe.id === r.id) continue;
    let shared = 0;
    let theirs = 0;
    for (const n of e.ingredientNames) {
      const w = weight(n);
      theirs += w;
      if (mine.has(n)) shared += w;
    }
    const union = mineWeight + theirs - shared;
    let score = union > 0 ? shared / union : 0;
    score += 0.15 * e.recipe.cuisines.filter((c) => r.cuisines.includes(c)).length;
    score += 0.1 * e.recipe.meal_types.filter((m) => r.meal_types.includes(m)).length;
    if (e.recipe.language === r.language) score += 0.02;
    if (score > 0.05) scored.push({ e, score });
  }
  scored.sort((a, b) => b.score - a.score || b.e.recipe.popularity - a.e.recipe.popularity || a.e.recipe.id - b.e.recipe.id);
  const recipes = scored.slice(0, number).map(({ e }) => ({
    id: e.recipe.id,
    title: e.recipe.title,
    ready_in_minutes: e.recipe.ready_in_minutes,
    servings: e.recipe.yield.servings,
    source_url: null,
  }));
  return { number: recipes.length, source: 'corpus' as const, recipes };
}
