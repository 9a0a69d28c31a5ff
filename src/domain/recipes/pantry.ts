/**
 * Pantry discovery (GET /v1/recipes/by-ingredients).
 *
 * Rules (spec rule 2): ingredients match by exact normalised name (see names.ts: lower-case,
 * unaccented, descriptors removed, singular). ignorePantry=true ignores only water, salt and
 * table salt (they are neither used nor missing). Ranking 1 favours more used ingredients
 * (then fewer missing); ranking 2 favours fewer missing (then more used). Only recipes using at
 * least one listed ingredient are returned. The whole catalogue is read: catalogue_complete.
 */
import { ingredientKey, type RecipeCatalogue } from './catalogue';
import { invalidInput } from './errors';
import { parseNameList } from '../language/names';

const PANTRY_STAPLES = new Set(['water', 'salt', 'table salt']);

export interface PantryParams {
  ingredients: string | string[];
  number?: number;
  ranking?: number | string;
  ignorePantry?: boolean | string;
}

interface PantryIngredient {
  name: string;
  original: string | null;
}

interface PantryRecipe {
  id: number;
  title: string;
  image: string | null;
  used_ingredient_count: number;
  missed_ingredient_count: number;
  used_ingredients: PantryIngredient[];
  missed_ingredients: PantryIngredient[];
  /** Listed pantry items this recipe does not use. */
  unused_ingredients: string[];
}

function bool(v: boolean | string | undefined, name: string): boolean {
  if (v === undefined || v === '') return false;
  if (typeof v === 'boolean') return v;
  const t = v.trim().toLowerCase();
  if (t === 'true' || t === '1') return true;
  if (t === 'false' || t === '0') return false;
  throw invalidInput(`${name} must be true or false.`, { parameter: name });
}

export function recipesByIngredients(cat: RecipeCatalogue, p: PantryParams) {
  const number = p.number ?? 10;
  if (!Number.isInteger(number) || number < 1 || number > 25)
    throw invalidInput('number must be an integer from 1 to 25.', { parameter: 'number', minimum: 1, maximum: 25 });
  const ranking = p.ranking === undefined || p.ranking === '' ? 2 : Number(p.ranking);
  if (ranking !== 1 && ranking !== 2) throw invalidInput('ranking must be 1 (more used) or 2 (fewer missing).', { parameter: 'ranking', accepted: [1, 2] });
  const ignorePantry = bool(p.ignorePantry, 'ignorePantry');
  let pantry = parseNameList(p.ingredients);
  if (ignorePantry) pantry = pantry.filter((n) => !PANTRY_STAPLES.has(n));
  if (pantry.length === 0) throw invalidInput('ingredients must list at least one ingredient.', { parameter: 'ingredients' });
  const have = new Set(pantry);

  const scored: { r: PantryRecipe; pop: number }[] = [];
  for (const e of cat.entries) {
    let used = 0;
    for (const n of pantry) if (e.ingredientNames.has(n)) used++;
    if (used === 0) continue;
    const usedList: PantryIngredient[] = [];
    const missed: PantryIngredient[] = [];
    const seen = new Set<string>();
    for (const i of e.recipe.ingredients) {
      const key = ingredientKey(i);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      if (ignorePantry && PANTRY_STAPLES.has(key)) continue;
      (have.has(key) ? usedList : missed).push({ name: key, original: i.original });
    }
    scored.push({
      pop: e.recipe.popularity,
      r: {
        id: e.recipe.id,
        title: e.recipe.title,
        image: e.recipe.image,
        used_ingredient_count: usedList.length,
        missed_ingredient_count: missed.length,
        used_ingredients: usedList,
        missed_ingredients: missed,
        unused_ingredients: pantry.filter((n) => !e.ingredientNames.has(n)),
      },
    });
  }
  scored.sort((a, b) => {
    const byUsed = b.r.used_ingredient_count - a.r.used_ingredient_count;
    const byMissed = a.r.missed_ingredient_count - b.r.missed_ingredient_count;
    const primary = ranking === 1 ? byUsed || byMissed : byMissed || byUsed;
    return primary || b.pop - a.pop || a.r.id - b.r.id;
  });
  const recipes = scored.slice(0, number).map((s) => s.r);
  return {
    number: recipes.length,
    source: 'corpus' as const,
    ranking,
    ignore_pantry: ignorePantry,
    totalResults: scored.length,
    coverage_scope: 'owned_recipes' as const,
    catalogue_complete: true,
    recipes,
  };
}
