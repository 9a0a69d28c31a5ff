/**
 * Recipe search misses with `data=auto` → the recipe provider (local fakes in TheMealDB's and
 * Spoonacular's shapes): labelled pass-through answers, `data=owned`, owned hits first, 402/429
 * and the quota headers, and no outside URL (the provider's image links) in any answer.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { recipeOps } from '../../src/ops/recipes';
import { createHarness, meter, type Harness } from '../helpers/harness';
import { fixtureCatalog } from '../fixtures/catalog';
import { part, recipe } from '../unit/recipes/fixtures';
import { fakeServer, json, type FakeServer } from '../unit/providers/fake-server';

function catalog() {
  const c = fixtureCatalog();
  c.parts.recipes = part([recipe({ title: 'Lentil soup', ingredients: [['200 g lentils', 'lentils', 200, 'g']], steps: ['Simmer.'] })]);
  return c;
}

const servers: FakeServer[] = [];
const harnesses: Harness[] = [];
afterAll(async () => {
  for (const h of harnesses) await h.stop();
  for (const s of servers) s.stop();
});

async function setup(kind: 'themealdb' | 'spoonacular', handler: Parameters<typeof fakeServer>[0]) {
  const s = fakeServer(handler);
  servers.push(s);
  const h = await createHarness(recipeOps, {
    catalog: catalog(),
    env: { MORSEL_RECIPE_API_URL: s.url, MORSEL_RECIPE_API_KIND: kind, MORSEL_RECIPE_API_KEY: 'rk', MORSEL_PROVIDER_TIMEOUT_MS: '1000' },
  });
  harnesses.push(h);
  return { s, h, key: (await h.account('pro')).key };
}

const meal = (id: string, name: string) => ({
  idMeal: id,
  strMeal: name,
  strCategory: 'Seafood',
  strArea: 'Japanese',
  strInstructions: 'Cook.',
  strMealThumb: 'https://www.themealdb.com/images/media/meals/x.jpg',
  strIngredient1: 'salmon',
  strMeasure1: '2 fillets',
});

describe('TheMealDB', () => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup('themealdb', (_, url) => {
      const q = url.searchParams.get('s');
      if (!url.pathname.startsWith('/rk/search.php')) return json({}, 404);
      return json({ meals: q === 'teriyaki salmon' ? [meal('52773', 'Honey Teriyaki Salmon')] : null });
    });
  }, 60_000);

  test("an owned miss with data=auto: the provider's recipes, labelled, ids and images null", async () => {
    const r = await t.h.request('/v1/recipes/search?query=teriyaki%20salmon', { key: t.key });
    expect(r.status).toBe(200);
    expect(meter(r).cost).toBe(1);
    expect(await r.json()).toEqual({
      number: 1,
      offset: 0,
      totalResults: 1,
      source: 'themealdb',
      attribution: 'TheMealDB',
      recipes: [{ id: null, title: 'Honey Teriyaki Salmon', image: null, ready_in_minutes: null, calories: null }],
    });
    expect(t.s.hits).toHaveLength(1);
  });

  test('owned recipes answer first; data=owned never calls out', async () => {
    const owned = (await (await t.h.request('/v1/recipes/search?query=lentil', { key: t.key })).json()) as Record<string, unknown>;
    expect(owned).toMatchObject({ source: 'corpus', coverage_scope: 'owned_recipes', totalResults: 1 });
    const none = (await (await t.h.request('/v1/recipes/search?query=teriyaki%20salmon&data=owned', { key: t.key })).json()) as Record<string, unknown>;
    expect(none).toMatchObject({ source: 'corpus', totalResults: 0, recipes: [] });
    expect(t.s.hits).toHaveLength(1);
  });

  test('documented errors are unchanged with a provider: no query or filter 400, unknown data 400; the provider is not asked', async () => {
    const before = t.s.hits.length;
    for (const path of ['/v1/recipes/search', '/v1/recipes/search?query=x&data=outside']) {
      const r = await t.h.request(path, { key: t.key });
      expect(r.status).toBe(400);
      expect(await r.json()).toMatchObject({ status: 'failure', code: 400 });
      expect(meter(r).cost).toBe(1); // handler and validation errors keep the reserved cost
    }
    expect(t.s.hits.length).toBe(before);
  });

  test('the provider knows nothing either ({"meals": null}): the owned empty answer', async () => {
    const r = (await (await t.h.request('/v1/recipes/search?query=zzz', { key: t.key })).json()) as Record<string, unknown>;
    expect(r).toMatchObject({ source: 'corpus', totalResults: 0 });
  });
});

describe('Spoonacular', () => {
  let t: Awaited<ReturnType<typeof setup>>;
  let left = 10;
  beforeAll(async () => {
    t = await setup('spoonacular', (req, url) => {
      if (req.headers.get('x-api-key') !== 'rk' || url.pathname !== '/recipes/complexSearch') return json({}, 401);
      const q = url.searchParams.get('query');
      if (q === 'broke') return json({ status: 'failure', code: 402, message: 'Your daily points limit has been reached.' }, 402, { 'retry-after': '1' });
      if (q === 'slow down') return json({ status: 'failure', code: 429 }, 429, { 'retry-after': '1' });
      left -= 5;
      const headers = { 'x-api-quota-request': '5', 'x-api-quota-used': String(150 - left), 'x-api-quota-left': String(left) };
      const nutrition = {
        nutrients: [
          { name: 'Calories', amount: 512.4, unit: 'kcal' },
          { name: 'Protein', amount: 30, unit: 'g' },
        ],
      };
      return json(
        {
          results: [{ id: 716429, title: 'Pasta with Garlic', image: 'https://img.spoonacular.com/recipes/716429-312x231.jpg', servings: 2, nutrition }],
          totalResults: 1,
        },
        200,
        headers,
      );
    });
  }, 60_000);

  test('per-serving calories from the provider; the image link is never passed on', async () => {
    const r = await t.h.request('/v1/recipes/search?query=garlic%20pasta', { key: t.key });
    expect(await r.json()).toMatchObject({ source: 'spoonacular', recipes: [{ id: null, title: 'Pasta with Garlic', image: null, calories: 512 }] });
  });

  test('402 (points exhausted) and 429: the owned answer at once, and the provider is left alone for Retry-After', async () => {
    for (const q of ['broke', 'slow down']) {
      const t0 = performance.now();
      const r = await t.h.request(`/v1/recipes/search?query=${encodeURIComponent(q)}`, { key: t.key });
      expect(r.status).toBe(200);
      expect(performance.now() - t0).toBeLessThan(3000);
      expect(await r.json()).toMatchObject({ source: 'corpus', totalResults: 0 });
      const before = t.s.hits.length;
      await t.h.request('/v1/recipes/search?query=garlic%20pasta', { key: t.key }); // backing off: not sent
      expect(t.s.hits.length).toBe(before);
      await Bun.sleep(1100);
    }
  });

  test('X-API-Quota-Left: 0 → no further call today', async () => {
    while (left > 0) await t.h.request('/v1/recipes/search?query=garlic%20pasta', { key: t.key });
    const before = t.s.hits.length;
    const r = (await (await t.h.request('/v1/recipes/search?query=garlic%20pasta', { key: t.key })).json()) as Record<string, unknown>;
    expect(r).toMatchObject({ source: 'corpus', totalResults: 0 });
    expect(t.s.hits.length).toBe(before);
  });
});
