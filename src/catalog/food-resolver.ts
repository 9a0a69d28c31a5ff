/**
 * The catalog's ingredient-name resolver: the same reviewed matching the recipe import uses
 * (src/domain/recipes/food-resolver.ts: recipe-wording synonyms, head matches, every word of the
 * name covered), over the catalog's generic reference foods. Built once per food list and cached;
 * `loadCatalog` builds it before serving so no request pays for it.
 */
import type { FoodRecord } from '../domain/foods/food';
import { createFoodResolver, lookupWithState, namesNoReferenceFood, resolveLineFood, type FoodResolver } from '../domain/recipes/food-resolver';
import { editDistance, tokenize } from '../domain/language/text';
import type { Catalog } from './types';

const cache = new WeakMap<FoodRecord[], FoodResolver>();

export function catalogFoodResolver(catalog: Pick<Catalog, 'foods'>): FoodResolver {
  const generic = catalog.foods.generic;
  let r = cache.get(generic);
  if (!r) {
    r = createFoodResolver(generic);
    cache.set(generic, r);
  }
  return r;
}

/**
 * A free-search match below this match_score is more often another food than the one meant
 * ("kecap manis" → infant formula, "matcha powder" → a formula powder): a wrong food would be
 * invented nutrition, so such a name finds nothing and reports the closest candidate instead.
 */
const MIN_FALLBACK_SCORE = 0.5;

export type FoodMatch = { food: FoodRecord } | { food: null; closest: { name: string; score: number } | null; kind?: true };

/**
 * A food name as people write it → the reference food meant: the reviewed matching first
 * (synonyms, head matches: "red onion" is an onion, not onion soup; a line measured in cans names
 * the canned food), free search only for names it does not know, and only when confident. Every
 * path from a written name to nutrition (ingredient lines, meals, photo items) goes through here.
 */
export async function findReferenceFood(catalog: Pick<Catalog, 'foods' | 'search'>, lookup: string, line: { unit?: string | null; alternatives?: readonly string[]; preparation?: string | null } = {}): Promise<FoodMatch> {
  const known = resolveLineFood(catalogFoodResolver(catalog), lookup, line);
  if (known) return { food: catalog.foods.byId.get(known.food.id) ?? known.food };
  const none = namesNoReferenceFood(lookup);
  if (none) return none === 'kind' ? { food: null, closest: null, kind: true } : { food: null, closest: null };
  const hit = (await catalog.search.search(lookupWithState(lookup, line.preparation), { mode: 'hybrid', limit: 1, kind: 'generic' })).hits[0];
  const closest = hit ? (catalog.foods.byId.get(hit.id) ?? null) : null;
  if (!closest) return { food: null, closest: null };
  return hit!.score < MIN_FALLBACK_SCORE || !sharesAWord(closest, lookup) ? { food: null, closest: { name: closest.name, score: hit!.score } } : { food: closest };
}

/**
 * One written word must be the food's, or a slip of it ("onoin" → onion). A slip keeps its first
 * letter: "hing" is not "ling", "dashi" not "kashi", "harissa" not "carissa".
 */
function sharesAWord(food: FoodRecord, lookup: string): boolean {
  const own = tokenize([food.name, ...food.aliases].join(' '));
  return tokenize(lookup).some((t) => own.some((w) => w === t || (t.length >= 4 && w[0] === t[0] && editDistance(t, w, 1) <= 1)));
}

