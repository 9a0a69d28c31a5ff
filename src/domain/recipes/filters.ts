/**
 * Owned recipe discovery: search with filters, random, autocomplete, by-nutrients and the
 * reference lists. Only admitted recipes are candidates; diet and intolerance filters read only
 * the metadata recorded at import.
 *
 * Decisions:
 * - A query matches when every query word is found in the title, the tags or the ingredient
 *   names (the last word also as a prefix); CJK text matches as a substring. Relevance: title
 *   words first, then tags, then ingredients; ties by popularity, then id.
 * - `includeIngredients` needs every listed name among the recipe's ingredient words;
 *   `excludeIngredients` drops a recipe when any listed name is among them.
 * - Sort directions: calories and time ascending, popularity and protein descending (override with
 *   `sortDirection`). A recipe without the sorted value goes last.
 * - The whole bounded catalogue is read for every request, so `catalogue_complete` is true.
 */
import type { CatalogueEntry, RecipeCatalogue } from './catalogue';
import { invalidInput } from './errors';
import { normaliseText, parseNameList, queryTokens } from '../language/names';
import { CUISINES, DIETS, MEAL_TYPES, parseCuisine, parseDiet, parseIntolerance, parseMealType, type Diet } from './tags';
import { recipeDetail, type RecipeDetail } from './detail';

export interface RecipeSearchParams {
  query?: string;
  diet?: string;
  cuisine?: string;
  type?: string;
  mealType?: string;
  intolerances?: string;
  includeIngredients?: string;
  excludeIngredients?: string;
  maxReadyTime?: number;
  minCalories?: number;
  maxCalories?: number;
  minProtein?: number;
  sort?: string;
  sortDirection?: string;
  offset?: number;
  number?: number;
}

interface RecipeSearchItem {
  id: number;
  title: string;
  image: string | null;
  ready_in_minutes: number | null;
  calories: number | null;
}

export interface RecipeSearchResult {
  number: number;
  offset: number;
  totalResults: number;
  source: 'corpus';
  coverage_scope: 'owned_recipes';
  catalogue_complete: boolean;
  recipes: RecipeSearchItem[];
}

const SORTS = ['popularity', 'calories', 'time', 'protein'] as const;

function intIn(name: string, v: number | undefined, min: number, max: number, fallback: number): number {
  if (v === undefined || v === null) return fallback;
  if (!Number.isInteger(v) || v < min || v > max)
    throw invalidInput(`${name} must be an integer from ${min} to ${max}.`, { parameter: name, minimum: min, maximum: max });
  return v;
}

function nonNegative(name: string, v: number | undefined): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (!Number.isFinite(v) || v < 0) throw invalidInput(`${name} must be a non-negative number.`, { parameter: name });
  return v;
}

const hasCjk = (s: string) => /[\u3400-\u9fff]/.test(s);

/** Relevance of a query for one recipe; 0 when some query word is not found. */
function queryScore(e: CatalogueEntry, tokens: string[], raw: string): number {
  if (tokens.length === 0) return 1;
  let score = 0;
  const last = tokens.length - 1;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (hasCjk(t)) {
      if (e.title.includes(t)) score += 3;
      else if (e.ingredientText.includes(t)) score += 1;
      else return 0;
      continue;
    }
    const prefix = k === last && t.length >= 2;
    const inTitle = e.titleWords.some((w) => w === t || w === `${t}s` || w === `${t}es` || (prefix && w.startsWith(t)));
    if (inTitle) {
      score += 3;
      continue;
    }
    if (e.tags.has(t) || e.tagWords.has(t)) {
      score += 2;
      continue;
    }
    if (e.ingredientWords.has(t) || (prefix && [...e.ingredientWords].some((w) => w.startsWith(t)))) {
      score += 1;
      continue;
    }
    return 0;
  }
  if (e.title === normaliseText(raw)) score += 5;
  return score;
}

const FIELD: Record<(typeof SORTS)[number], (e: CatalogueEntry) => number | null> = {
  popularity: (e) => e.recipe.popularity,
  calories: (e) => e.calories,
  time: (e) => e.recipe.ready_in_minutes,
  protein: (e) => e.protein,
};

function item(e: CatalogueEntry): RecipeSearchItem {
  const r = e.recipe;
  return { id: r.id, title: r.title, image: r.image, ready_in_minutes: r.ready_in_minutes, calories: e.calories === null ? null : Math.round(e.calories) };
}

/** Compiled filters: validation happens once per request, matching once per recipe. */
function compileFilters(p: RecipeSearchParams) {
  const diet = p.diet?.trim() ? parseDiet(p.diet) : null;
  const cuisines = p.cuisine?.trim()
    ? p.cuisine
        .split(',')
        .filter((c) => c.trim())
        .map(parseCuisine)
    : [];
  const typeRaw = p.type ?? p.mealType;
  const mealTypes = typeRaw?.trim()
    ? typeRaw
        .split(',')
        .filter((c) => c.trim())
        .map(parseMealType)
    : [];
  const intolerances: Diet[] = p.intolerances?.trim()
    ? [
        ...new Set(
          p.intolerances
            .split(',')
            .filter((x) => x.trim())
            .flatMap(parseIntolerance),
        ),
      ]
    : [];
  const include = parseNameList(p.includeIngredients);
  const exclude = parseNameList(p.excludeIngredients);
  const maxReady = nonNegative('maxReadyTime', p.maxReadyTime);
  const minCal = nonNegative('minCalories', p.minCalories);
  const maxCal = nonNegative('maxCalories', p.maxCalories);
  const minProtein = nonNegative('minProtein', p.minProtein);
  const any =
    diet !== null ||
    cuisines.length > 0 ||
    mealTypes.length > 0 ||
    intolerances.length > 0 ||
    include.length > 0 ||
    exclude.length > 0 ||
    maxReady !== undefined ||
    minCal !== undefined ||
    maxCal !== undefined ||
    minProtein !== undefined;
  const nameHit = (e: CatalogueEntry, n: string) => {
    if (e.ingredientNames.has(n)) return true;
    if (hasCjk(n)) return e.ingredientText.includes(n);
    const words = n.split(' ');
    return words.every((w) => e.ingredientWords.has(w));
  };
  const test = (e: CatalogueEntry): boolean => {
    if (diet && !e.diets.has(diet)) return false;
    if (cuisines.length && !cuisines.some((c) => e.recipe.cuisines.includes(c))) return false;
    if (mealTypes.length && !mealTypes.some((m) => e.recipe.meal_types.includes(m))) return false;
    for (const d of intolerances) if (!e.diets.has(d)) return false;
    if (maxReady !== undefined && (e.recipe.ready_in_minutes === null || e.recipe.ready_in_minutes > maxReady)) return false;
    if (minCal !== undefined && (e.calories === null || e.calories < minCal)) return false;
    if (maxCal !== undefined && (e.calories === null || e.calories > maxCal)) return false;
    if (minProtein !== undefined && (e.protein === null || e.protein < minProtein)) return false;
    for (const n of include) if (!nameHit(e, n)) return false;
    for (const n of exclude) if (nameHit(e, n)) return false;
    return true;
  };
  return { any, test };
}

/** GET /v1/recipes/search over the owned catalogue. */
export function searchRecipes(cat: RecipeCatalogue, p: RecipeSearchParams): RecipeSearchResult {
  const offset = intIn('offset', p.offset, 0, 900, 0);
  const number = intIn('number', p.number, 1, 25, 10);
  const query = (p.query ?? '').trim();
  const filters = compileFilters(p);
  if (!query && !filters.any) throw invalidInput('Give a query or at least one filter.', { parameter: 'query' });
  let sort: (typeof SORTS)[number] | null = null;
  if (p.sort !== undefined && p.sort !== '') {
    const s = p.sort.trim().toLowerCase();
    if (!(SORTS as readonly string[]).includes(s)) throw invalidInput(`Unknown sort '${p.sort}'.`, { parameter: 'sort', accepted: [...SORTS] });
    sort = s as (typeof SORTS)[number];
  }
  let direction: 1 | -1 = sort === 'calories' || sort === 'time' ? 1 : -1;
  if (p.sortDirection) {
    const d = p.sortDirection.trim().toLowerCase();
    if (d !== 'asc' && d !== 'desc')
      throw invalidInput(`Unknown sortDirection '${p.sortDirection}'.`, { parameter: 'sortDirection', accepted: ['asc', 'desc'] });
    direction = d === 'asc' ? 1 : -1;
  }
  const tokens = queryTokens(query);
  const hits: { e: CatalogueEntry; score: number }[] = [];
  for (const e of cat.entries) {
    if (!filters.test(e)) continue;
    const score = queryScore(e, tokens, query);
    if (score > 0) hits.push({ e, score });
  }
  const key = sort ? FIELD[sort] : null;
  hits.sort((a, b) => {
    if (key) {
      const va = key(a.e);
      const vb = key(b.e);
      if (va !== vb) {
        if (va === null) return 1;
        if (vb === null) return -1;
        return (va - vb) * direction;
      }
    }
    if (a.score !== b.score) return b.score - a.score;
    if (a.e.recipe.popularity !== b.e.recipe.popularity) return b.e.recipe.popularity - a.e.recipe.popularity;
    return a.e.recipe.id - b.e.recipe.id;
  });
  const page = hits.slice(offset, offset + number).map((h) => item(h.e));
  return { number: page.length, offset, totalResults: hits.length, source: 'corpus', coverage_scope: 'owned_recipes', catalogue_complete: true, recipes: page };
}

// ---------------------------------------------------------------- random

export interface RandomParams {
  number?: number;
  tags?: string;
}

/** Accepted random tags: diets, meal types and cuisines. */
function parseRandomTag(t: string): (e: CatalogueEntry) => boolean {
  const n = normaliseText(t).replace(/ /g, '_');
  const diet = DIETS.find((d) => d === n);
  if (diet) return (e) => e.diets.has(diet);
  const spaced = n.replace(/_/g, ' ');
  const meal = MEAL_TYPES.find((m) => m === spaced);
  if (meal) return (e) => e.recipe.meal_types.includes(meal);
  const cuisine = CUISINES.find((c) => c === spaced);
  if (cuisine) return (e) => e.recipe.cuisines.includes(cuisine);
  throw invalidInput(`Unknown tag '${t}'.`, { parameter: 'tags', accepted: { diets: [...DIETS], meal_types: [...MEAL_TYPES], cuisines: [...CUISINES] } });
}

/** GET /v1/recipes/random: distinct recipes carrying every tag; `random` is injectable for tests. */
export function randomRecipes(
  cat: RecipeCatalogue,
  p: RandomParams,
  random: () => number = Math.random,
): { number: number; source: 'corpus'; recipes: RecipeDetail[] } {
  const number = intIn('number', p.number, 1, 25, 5);
  const tests = (p.tags ?? '')
    .split(',')
    .filter((t) => t.trim())
    .map(parseRandomTag);
  const pool = cat.entries.filter((e) => tests.every((t) => t(e)));
  // Partial Fisher-Yates: the first `number` slots are a uniform sample.
  const idx = pool.map((_, i) => i);
  const take = Math.min(number, idx.length);
  for (let i = 0; i < take; i++) {
    const j = i + Math.floor(random() * (idx.length - i));
    [idx[i], idx[j]] = [idx[j]!, idx[i]!];
  }
  const recipes = idx.slice(0, take).map((i) => recipeDetail(cat, pool[i]!.recipe.id));
  return { number: recipes.length, source: 'corpus', recipes };
}

// ---------------------------------------------------------------- autocomplete

export function autocompleteRecipes(
  cat: RecipeCatalogue,
  p: { query?: string; number?: number },
): { number: number; source: 'corpus'; suggestions: { id: number; title: string }[] } {
  const number = intIn('number', p.number, 1, 25, 10);
  const q = normaliseText(p.query ?? '');
  if (!q) throw invalidInput('query is required.', { parameter: 'query' });
  const ranked: { e: CatalogueEntry; rank: number }[] = [];
  for (const e of cat.entries) {
    let rank = 0;
    if (e.title.startsWith(q)) rank = 3;
    else if (e.titleWords.some((w) => w.startsWith(q))) rank = 2;
    else if (e.title.includes(` ${q}`) || (hasCjk(q) && e.title.includes(q))) rank = 1;
    if (rank) ranked.push({ e, rank });
  }
  ranked.sort(
    (a, b) => b.rank - a.rank || a.e.title.length - b.e.title.length || b.e.recipe.popularity - a.e.recipe.popularity || a.e.recipe.id - b.e.recipe.id,
  );
  const suggestions = ranked.slice(0, number).map(({ e }) => ({ id: e.recipe.id, title: e.recipe.title }));
  return { number: suggestions.length, source: 'corpus', suggestions };
}

// ---------------------------------------------------------------- by nutrients

export interface NutrientRanges {
  minCalories?: number;
  maxCalories?: number;
  minProtein?: number;
  maxProtein?: number;
  minCarbs?: number;
  maxCarbs?: number;
  minFat?: number;
  maxFat?: number;
  number?: number;
}

const RANGE_FIELDS = [
  ['Calories', 'calories'],
  ['Protein', 'protein'],
  ['Carbs', 'carbs'],
  ['Fat', 'fat'],
] as const;

export function recipesByNutrients(cat: RecipeCatalogue, p: NutrientRanges) {
  const number = intIn('number', p.number, 1, 25, 10);
  const checks: ((e: CatalogueEntry) => boolean)[] = [];
  for (const [label, field] of RANGE_FIELDS) {
    const lo = nonNegative(`min${label}`, p[`min${label}`]);
    const hi = nonNegative(`max${label}`, p[`max${label}`]);
    if (lo !== undefined && hi !== undefined && lo > hi) throw invalidInput(`min${label} is greater than max${label}.`, { parameter: `min${label}` });
    if (lo !== undefined) checks.push((e) => e[field] !== null && e[field]! >= lo);
    if (hi !== undefined) checks.push((e) => e[field] !== null && e[field]! <= hi);
  }
  if (checks.length === 0) throw invalidInput('Give at least one nutrient range (minCalories, maxProtein...).', { parameter: 'minCalories' });
  const hits = cat.entries.filter((e) => checks.every((c) => c(e)));
  hits.sort((a, b) => b.recipe.popularity - a.recipe.popularity || a.recipe.id - b.recipe.id);
  const round = (v: number | null) => (v === null ? null : Math.round(v));
  const recipes = hits.slice(0, number).map((e) => ({
    id: e.recipe.id,
    title: e.recipe.title,
    image: e.recipe.image,
    calories: round(e.calories),
    protein_g: round(e.protein),
    carbs_g: round(e.carbs),
    fat_g: round(e.fat),
  }));
  return { number: recipes.length, source: 'corpus' as const, totalResults: hits.length, catalogue_complete: true, recipes };
}

// ---------------------------------------------------------------- reference lists

export const referenceDiets = () => ({ source: 'corpus' as const, diets: [...DIETS] });
export const referenceCuisines = () => ({ source: 'corpus' as const, cuisines: [...CUISINES] });
export const referenceMealTypes = () => ({ source: 'corpus' as const, meal_types: [...MEAL_TYPES] });
