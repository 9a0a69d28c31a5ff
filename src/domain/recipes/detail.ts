/**
 * Recipe id routes over the owned dataset: detail (with optional serving_scale), bulk, nutrition,
 * instructions, equipment, summary and card. Every id route answers only from owned records and
 * throws a typed 404 on a miss; bulk lists misses in `not_found`.
 */
import { renderRecipeCard, type RecipeCard } from './card';
import type { RecipeCatalogue } from './catalogue';
import { invalidInput, recipeNotFound } from './errors';
import { analyzeInstructions, type InstructionAnalysis } from './instruction-analysis';
import { servingScale, validateServings, type ServingScale } from './scaling';
import type { RecipeRecord } from './types';

export function getRecipe(cat: RecipeCatalogue, id: number): RecipeRecord {
  const r = Number.isInteger(id) ? cat.byId.get(id) : undefined;
  if (!r) throw recipeNotFound(id);
  return r;
}

export type RecipeDetail = Omit<RecipeRecord, 'source'> & {
  source: 'corpus';
  dataset: RecipeRecord['source'];
  servings: number | null;
  /** In owned discovery (search, random, pantry...). */
  discoverable: boolean;
  vegan: boolean | null;
  vegetarian: boolean | null;
  gluten_free: boolean | null;
  dairy_free: boolean | null;
  serving_scale?: ServingScale;
};

/** GET /v1/recipes/{id}: the record as imported, plus a serving_scale block when `servings` is given. */
export function recipeDetail(cat: RecipeCatalogue, id: number, servingsInput?: number): RecipeDetail {
  const r = getRecipe(cat, id);
  const servings = validateServings(servingsInput, 100_000);
  const { source, admitted, ...rest } = r;
  const detail: RecipeDetail = {
    ...rest,
    admitted,
    source: 'corpus',
    dataset: source,
    servings: r.yield.servings,
    discoverable: admitted,
    vegan: r.dietary.vegan?.value ?? null,
    vegetarian: r.dietary.vegetarian?.value ?? null,
    gluten_free: r.dietary.gluten_free?.value ?? null,
    dairy_free: r.dietary.dairy_free?.value ?? null,
  };
  if (servings !== undefined) detail.serving_scale = servingScale(r, servings);
  return detail;
}

const MAX_BULK_IDS = 25;

/** GET /v1/recipes/bulk: request order, duplicates removed, unknown ids in not_found. */
export function bulkRecipes(cat: RecipeCatalogue, ids: string | (number | string)[]) {
  const raw = (Array.isArray(ids) ? ids.map(String) : ids.split(',')).map((s) => s.trim()).filter(Boolean);
  if (raw.length === 0) throw invalidInput('ids must list at least one recipe id.', { parameter: 'ids' });
  const parsed: number[] = [];
  for (const s of raw) {
    if (!/^\d{1,10}$/.test(s)) throw invalidInput(`ids: '${s}' is not an integer id.`, { parameter: 'ids' });
    const n = Number(s);
    if (!parsed.includes(n)) parsed.push(n);
  }
  if (parsed.length > MAX_BULK_IDS)
    throw invalidInput(`ids lists ${parsed.length} distinct ids; at most ${MAX_BULK_IDS} are allowed.`, { parameter: 'ids', maximum: MAX_BULK_IDS });
  const recipes: RecipeDetail[] = [];
  const notFound: number[] = [];
  for (const id of parsed) {
    if (cat.byId.has(id)) recipes.push(recipeDetail(cat, id));
    else notFound.push(id);
  }
  return { source: 'corpus' as const, number: recipes.length, recipes, not_found: notFound };
}

/** GET /v1/recipes/{id}/nutrition: the recorded per-serving nutrition and its evidence. */
export function recipeNutrition(cat: RecipeCatalogue, id: number) {
  const r = getRecipe(cat, id);
  const n = r.nutrition;
  return {
    id: r.id,
    title: r.title,
    source: 'corpus' as const,
    computed_by: 'corpus-parser',
    nutrition_basis: 'per_serving' as const,
    servings: r.yield.servings,
    calories: n?.calories ?? null,
    protein_g: n?.protein_g ?? null,
    carbs_g: n?.carbs_g ?? null,
    fat_g: n?.fat_g ?? null,
    nutrients: n?.nutrients ?? [],
    incomplete_keys: n?.incomplete_keys ?? [],
    coverage: n?.coverage ?? null,
    per_recipe: r.nutrition_per_recipe,
    reason: n ? null : r.yield.servings === null ? 'source servings unknown' : 'ingredients could not be resolved to reference foods',
    ingredients: r.ingredients.map((i) => ({
      original: i.original,
      grams: i.grams,
      food: i.food,
      quantity_known: i.quantity_known,
      evidence: i.evidence,
    })),
  };
}

/** GET /v1/recipes/{id}/instructions. */
export function recipeInstructions(cat: RecipeCatalogue, id: number) {
  const r = getRecipe(cat, id);
  return {
    id: r.id,
    title: r.title,
    source: 'corpus' as const,
    language: r.language,
    groups: r.instructions,
    step_count: r.instructions.reduce((s, g) => s + g.steps.length, 0),
  };
}

/** GET /v1/recipes/{id}/equipment: the instruction analysis of an owned recipe. */
export function recipeEquipment(
  cat: RecipeCatalogue,
  id: number,
): { id: number; title: string; source: 'corpus'; equipment: string[]; steps: InstructionAnalysis['steps'] } {
  const r = getRecipe(cat, id);
  const analysis = analyzeInstructions(r.instructions.flatMap((g) => g.steps.map((s) => s.step)));
  return { id: r.id, title: r.title, source: 'corpus', equipment: analysis.equipment, steps: analysis.steps };
}

/** GET /v1/recipes/{id}/summary: recorded yield, time, per-serving macros, ingredients and steps. */
export function recipeSummary(cat: RecipeCatalogue, id: number) {
  const r = getRecipe(cat, id);
  const n = r.nutrition;
  const parts: string[] = [];
  const lang = r.language === 'zh-Hans' ? ' (recipe text in Simplified Chinese)' : '';
  parts.push(`${r.title}${lang} has ${r.ingredients.length} ingredient lines and ${r.instructions.reduce((s, g) => s + g.steps.length, 0)} steps.`);
  if (r.yield.servings !== null) parts.push(`It makes ${r.yield.servings}${r.yield.servings_max ? `–${r.yield.servings_max}` : ''} servings.`);
  else if (r.yield.text) parts.push('Its yield is not stated as servings.');
  if (r.ready_in_minutes !== null) parts.push(`It is ready in about ${r.ready_in_minutes} minutes.`);
  if (n && n.calories !== null) {
    const g = (v: number | null, label: string) => (v === null ? `${label} not reported` : `${Math.round(v)} g ${label}`);
    parts.push(
      `Per serving: ${Math.round(n.calories)} kcal, ${g(n.protein_g, 'protein')}, ${g(n.carbs_g, 'carbohydrate')}, ${g(n.fat_g, 'fat')} (computed from ${n.coverage.weighted} of ${n.coverage.lines} ingredient lines).`,
    );
  }
  if (r.diets.length) parts.push(`Recorded diets: ${r.diets.join(', ').replace(/_/g, ' ')}.`);
  return {
    id: r.id,
    title: r.title,
    source: 'corpus' as const,
    summary: parts.join(' '),
    yield: r.yield,
    servings: r.yield.servings,
    ready_in_minutes: r.ready_in_minutes,
    prep_minutes: r.prep_minutes,
    cook_minutes: r.cook_minutes,
    calories: n?.calories === null || n?.calories === undefined ? null : Math.round(n.calories),
    protein_g: n?.protein_g === null || n?.protein_g === undefined ? null : Math.round(n.protein_g),
    carbs_g: n?.carbs_g === null || n?.carbs_g === undefined ? null : Math.round(n.carbs_g),
    fat_g: n?.fat_g === null || n?.fat_g === undefined ? null : Math.round(n.fat_g),
    ingredients: r.ingredients.map((i) => i.original),
    steps: r.instructions.flatMap((g) => g.steps.map((s) => s.step)),
  };
}

/** GET /v1/recipes/{id}/card. */
export function recipeCard(cat: RecipeCatalogue, id: number): RecipeCard & { source: 'corpus' } {
  return { ...renderRecipeCard(getRecipe(cat, id)), source: 'corpus' };
}
