/**
 * Recipe search misses with `data=auto` → the configured recipe provider (TheMealDB or
 * Spoonacular), as a live pass-through: nothing is stored (Spoonacular's terms restrict storage),
 * ids are null (not owned ids: the id routes serve the owned catalogue only), images are null
 * (never an outside URL). A provider that is down, rate-limiting (429) or out of quota (402,
 * or `X-API-Quota-Left: 0`) leaves the owned answer as it was, within the provider timeout.
 */
import type { Services } from '../http/services';
import type { RecipeSearchResult } from '../domain/recipes/filters';
import { ProviderError } from '../providers/net/http-client';

const ATTRIBUTION: Record<string, string> = { themealdb: 'TheMealDB', spoonacular: 'Spoonacular' };

export async function recipeSearchWithProvider(
  services: Services,
  query: { query?: string; number?: number; offset?: number; data?: 'auto' | 'owned' },
  owned: RecipeSearchResult,
) {
  const adapter = services.providers?.recipes;
  const text = query.query?.trim();
  // Only a plain query miss goes out: filters (diets, intolerances) need metadata the providers' answers lack.
  if (!adapter || owned.totalResults > 0 || query.data === 'owned' || !text || (query.offset ?? 0) > 0) return owned;
  let found: Awaited<ReturnType<typeof adapter.search>>;
  try {
    found = await adapter.search(text, query.number ?? 10);
  } catch (err) {
    if (err instanceof ProviderError) {
      services.log.warn('provider unavailable', { provider: adapter.kind, reason: err.reason });
      return owned;
    }
    throw err;
  }
  if (found.length === 0) return owned;
  const recipes = found.map((r) => ({
    id: null,
    title: r.title,
    image: null,
    ready_in_minutes: null,
    calories: r.nutrition_per_serving?.calories == null ? null : Math.round(r.nutrition_per_serving.calories),
  }));
  return {
    number: recipes.length,
    offset: 0,
    totalResults: recipes.length,
    source: adapter.kind,
    attribution: ATTRIBUTION[adapter.kind] ?? adapter.kind,
    recipes,
  };
}
