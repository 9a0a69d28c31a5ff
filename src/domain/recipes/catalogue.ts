/**
 * The in-memory owned recipe catalogue: every imported recipe by id (id routes), the admitted
 * ones for discovery, and per-recipe lookup keys computed once at load so searches are a single
 * linear pass over a few hundred plain objects (no allocation per recipe on the hot path).
 */
import { normaliseIngredientName, normaliseText } from '../language/names';
import type { RecipeRecord, RecipesPart } from './types';
import type { PlanRecipe } from '../plans/meal-plan';

export interface CatalogueEntry {
  recipe: RecipeRecord;
  /** Normalised title, and its words. */
  title: string;
  titleWords: string[];
  /** Distinct normalised ingredient names (English for zh-Hans lines where the lexicon knows them). */
  ingredientNames: Set<string>;
  /** Words of those names plus the source-language names, for word-level filters. */
  ingredientWords: Set<string>;
  /** Source-language ingredient names, for CJK substring filters. */
  ingredientText: string;
  /** cuisines, meal types, source tags (normalised). */
  tags: Set<string>;
  tagWords: Set<string>;
  diets: Set<string>;
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
}

export interface RecipeCatalogue {
  /** Every imported recipe, for id routes. */
  byId: Map<number, RecipeRecord>;
  /** Admitted recipes (ingredients, instructions, per-serving nutrition), in id order. */
  entries: CatalogueEntry[];
  entryById: Map<number, CatalogueEntry>;
  total: number;
}

/** Ingredient name keys of a recipe line: its recorded normalised name, else its own name. */
export function ingredientKey(i: { normalized_name: string | null; name: string }): string {
  return i.normalized_name ?? normaliseIngredientName(i.name);
}

function entryFor(r: RecipeRecord): CatalogueEntry {
  const names = new Set<string>();
  const words = new Set<string>();
  const texts: string[] = [];
  for (const i of r.ingredients) {
    const key = ingredientKey(i);
    if (key) names.add(key);
    for (const w of key.split(' ')) if (w) words.add(w);
    const own = normaliseIngredientName(i.name);
    for (const w of own.split(' ')) if (w) words.add(w);
    texts.push(i.name);
  }
  const title = normaliseText(r.title);
  const tags = new Set([...r.cuisines, ...r.meal_types, ...r.source_tags.map((t) => normaliseText(t))]);
  const n = r.nutrition;
  return {
    recipe: r,
    title,
    titleWords: title.split(' ').filter(Boolean),
    ingredientNames: names,
    ingredientWords: words,
    ingredientText: texts.join(' | ').toLowerCase(),
    tags,
    tagWords: new Set([...tags].flatMap((t) => t.split(' '))),
    diets: new Set(r.diets),
    calories: n?.calories ?? null,
    protein: n?.protein_g ?? null,
    carbs: n?.carbs_g ?? null,
    fat: n?.fat_g ?? null,
  };
}

export function buildRecipeCatalogue(part: RecipesPart): RecipeCatalogue {
  const byId = new Map<number, RecipeRecord>();
  for (const r of part.recipes) byId.set(r.id, r);
  const entries = part.recipes
    .filter((r) => r.admitted)
    .sort((a, b) => a.id - b.id)
    .map(entryFor);
  return { byId, entries, entryById: new Map(entries.map((e) => [e.recipe.id, e])), total: part.recipes.length };
}

/** Admitted recipes in the shape the meal-plan generator (src/domain/plans/meal-plan.ts) takes. */
export function planRecipes(cat: RecipeCatalogue): PlanRecipe[] {
  return cat.entries
    .filter((e) => e.calories !== null)
    .map((e) => ({
      id: e.recipe.id,
      title: e.recipe.title,
      meal_types: e.recipe.meal_types,
      diets: e.recipe.diets,
      ready_in_minutes: e.recipe.ready_in_minutes,
      calories: e.calories!,
      protein_g: e.protein,
      ingredients: [...e.ingredientNames],
    }));
}
