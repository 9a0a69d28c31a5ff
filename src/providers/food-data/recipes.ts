/**
 * Recipe provider adapter (issue 19; meant for `data=auto` recipe search misses): TheMealDB
 * (`search.php?s=`, key in the path, `{"meals": null}` = no match) or Spoonacular
 * (`/recipes/complexSearch` with nutrition, key as `x-api-key`, 402 = daily points exhausted).
 * Spoonacular's terms restrict storage, so answers are a live pass-through and never promoted;
 * image URLs are handed to the re-hoster, never to clients.
 */
import { ProviderClient, ProviderError } from '../net/http-client';
import type { ProviderConfig, RecipeApiKind } from '../config';

interface ProviderRecipe {
  source_id: string;
  title: string;
  category: string | null;
  area: string | null;
  instructions: string | null;
  ingredients: { name: string; measure: string | null }[];
  /** Per serving, as the provider states it (Spoonacular); null when the provider has none (TheMealDB). */
  nutrition_per_serving: { calories: number | null; protein_g: number | null; carbs_g: number | null; fat_g: number | null } | null;
  servings: number | null;
  /** Provider image URL: for the re-hoster only. */
  image_url: string | null;
}

export interface RecipeAdapter {
  kind: RecipeApiKind;
  client: ProviderClient;
  /** Spoonacular's quota headers from the last answer (points). */
  quota: { used: number | null; left: number | null; day: string | null };
  search(query: string, limit?: number): Promise<ProviderRecipe[]>;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() && Number.isFinite(Number(v)) ? Number(v) : null;

export function createRecipeAdapter(config: ProviderConfig): RecipeAdapter | null {
  const r = config.recipes;
  if (!r) return null;
  const client = new ProviderClient({
    name: r.kind,
    timeoutMs: config.timeoutMs,
    breaker: config.breaker,
    limits: { perMinute: r.perMinute, perHour: null },
    headers: r.kind === 'spoonacular' && r.apiKey ? { 'x-api-key': r.apiKey } : {},
  });
  const adapter: RecipeAdapter = {
    kind: r.kind,
    client,
    quota: { used: null, left: null, day: null },
    async search(query, limit = 10) {
      if (r.kind === 'themealdb') {
        const answer = await client.getJson(`${r.url}/${encodeURIComponent(r.apiKey ?? '1')}/search.php?s=${encodeURIComponent(query)}`);
        const meals = (answer.json as { meals?: unknown } | null)?.meals;
        return Array.isArray(meals) ? meals.flatMap((m) => mealDbRecipe(m)).slice(0, limit) : [];
      }
      // Points are counted per UTC day: with none left today, the call is not made at all.
      const today = new Date().toISOString().slice(0, 10);
      if (adapter.quota.day === today && adapter.quota.left !== null && adapter.quota.left <= 0)
        throw new ProviderError(r.kind, 'backoff', 'daily quota used up (X-API-Quota-Left: 0)');
      const q = new URLSearchParams({
        query,
        number: String(Math.min(100, Math.max(1, limit))),
        addRecipeNutrition: 'true',
        addRecipeInformation: 'true',
        fillIngredients: 'true',
      });
      const answer = await client.getJson(`${r.url}/recipes/complexSearch?${q}`);
      adapter.quota = { used: num(answer.headers.get('x-api-quota-used')), left: num(answer.headers.get('x-api-quota-left')), day: today };
      const results = (answer.json as { results?: unknown } | null)?.results;
      return answer.status === 200 && Array.isArray(results) ? results.flatMap((x) => spoonacularRecipe(x)) : [];
    },
  };
  return adapter;
}

/** One TheMealDB meal → recipe; strIngredient1..20 with their measures, blanks dropped. */
function mealDbRecipe(m: unknown): ProviderRecipe[] {
  if (typeof m !== 'object' || m === null) return [];
  const o = m as Record<string, unknown>;
  const id = str(o.idMeal);
  const title = str(o.strMeal);
  if (!id || !title) return [];
  const ingredients: ProviderRecipe['ingredients'] = [];
  for (let i = 1; i <= 20; i++) {
    const name = str(o[`strIngredient${i}`]);
    if (name) ingredients.push({ name, measure: str(o[`strMeasure${i}`]) });
  }
  return [
    {
      source_id: id,
      title,
      category: str(o.strCategory),
      area: str(o.strArea),
      instructions: str(o.strInstructions),
      ingredients,
      nutrition_per_serving: null,
      servings: null,
      image_url: str(o.strMealThumb),
    },
  ];
}

/** One Spoonacular result → recipe; nutrition is per serving (nutrition.nutrients[] by name). */
function spoonacularRecipe(x: unknown): ProviderRecipe[] {
  if (typeof x !== 'object' || x === null) return [];
  const o = x as Record<string, unknown>;
  const id = num(o.id);
  const title = str(o.title);
  if (id === null || !title) return [];
  const rows = ((o.nutrition as Record<string, unknown> | undefined)?.nutrients ?? null) as Record<string, unknown>[] | null;
  const pick = (name: string, unit: string) => {
    const row = Array.isArray(rows) ? rows.find((r) => str(r?.name)?.toLowerCase() === name && str(r?.unit)?.toLowerCase() === unit) : undefined;
    return row ? num(row.amount) : null;
  };
  const nutrition = Array.isArray(rows)
    ? { calories: pick('calories', 'kcal'), protein_g: pick('protein', 'g'), carbs_g: pick('carbohydrates', 'g'), fat_g: pick('fat', 'g') }
    : null;
  const ingredients = Array.isArray(o.extendedIngredients)
    ? (o.extendedIngredients as Record<string, unknown>[]).flatMap((i) => {
        const name = str(i?.name);
        return name ? [{ name, measure: [num(i.amount), str(i.unit)].filter((v) => v !== null).join(' ') || null }] : [];
      })
    : [];
  const steps = ((o.analyzedInstructions as { steps?: { step?: unknown }[] }[] | undefined)?.[0]?.steps ?? []).map((s) => str(s?.step)).filter(Boolean);
  return [
    {
      source_id: String(id),
      title,
      category: null,
      area: null,
      instructions: steps.length ? steps.join('\n') : str(o.instructions),
      ingredients,
      nutrition_per_serving: nutrition,
      servings: num(o.servings),
      image_url: str(o.image),
    },
  ];
}
