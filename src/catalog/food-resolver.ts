/**
 * The catalog's ingredient-name resolver: the same reviewed matching the recipe import uses
 * (src/domain/recipes/food-resolver.ts: recipe-wording synonyms, head matches, every word of the
 * name covered), over the catalog's generic reference foods. Built once per food list and cached;
 * `loadCatalog` builds it before serving so no request pays for it.
 */
import type { FoodRecord } from '../domain/food';
import { createFoodResolver, type FoodResolver } from '../domain/recipes/food-resolver';
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
