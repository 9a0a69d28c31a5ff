/**
 * Real-corpus smoke run: the whole reference corpus built from ../shared/data (USDA SR28, Open
 * Food Facts, retention) and served over HTTP with lexical search; plus a subset with the real
 * USE-lite encoder for semantic search. Builds go to a temporary corpus folder.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { loadConfig } from '../../src/config';
import { SUITE_CORPUS_DIR } from '../helpers/suite-corpus';
import { loadCatalog } from '../../src/catalog/load';
import { createLogger } from '../../src/logger';
import { operations } from '../../src/ops';
import { body, createHarness, type Harness } from '../helpers/harness';
import { USDA_SUBSET } from '../fixtures/usda-subset';

const log = createLogger('silent');

/** A barcode of the corpus build's own products (their product store file). */
function corpusBarcode(): string {
  const db = new Database(full.runtime.services.catalog().products!.corpus!.path, { readonly: true });
  try {
    return db.query<{ key: string }, []>('SELECT key FROM product ORDER BY rowid LIMIT 1').get()!.key;
  } finally {
    db.close();
  }
}
let full: Harness;
let semantic: Harness;
let key: string;
let semKey: string;

beforeAll(async () => {
  const config = { ...loadConfig(), corpusDir: SUITE_CORPUS_DIR };
  const catalog = await loadCatalog(config, log, { embeddingModel: 'none' });
  full = await createHarness(operations, { catalog });
  key = (await full.account('ultra')).key;
  const small = await loadCatalog(config, log, { subset: { usda: USDA_SUBSET, limitProducts: 50 }, embeddingModel: 'use-lite', waitForSemantic: true });
  semantic = await createHarness(operations, { catalog: small });
  semKey = (await semantic.account('ultra')).key;
  // The cold build of every table (SR28, Open Food Facts, FNDDS, CNF, CIQUAL, IFCT …) takes
  // 2-3 minutes on 2 quiet cores; a loaded machine needs more.
}, 1_200_000);
afterAll(async () => {
  await full.stop();
  await semantic.stop();
});

describe('full corpus', () => {
  test('thousands of generic foods and products are served', async () => {
    const catalog = full.runtime.services.catalog();
    expect(catalog.foods.generic.length).toBeGreaterThan(8000);
    // The corpus's products are served from their product store file, not from memory.
    expect(catalog.foods.byBarcode.size).toBe(0);
    expect(catalog.products!.corpus!.count).toBeGreaterThan(1000);
    const usda = catalog.manifest!.sources.find((s) => s.name === 'usda-sr28')!;
    expect(usda.imported + Object.values(usda.excluded).reduce((a, b) => a + b, 0)).toBe(8789);
  });

  test('the world tables are built, counted in the manifest and served with their dataset', async () => {
    const catalog = full.runtime.services.catalog();
    for (const [name, rows] of [
      ['usda-fndds', 5431],
      ['cnf', 5690],
      ['ciqual', 3186],
      ['ifct', 542],
    ] as const) {
      const s = catalog.manifest!.sources.find((x) => x.name === name)!;
      expect(s.imported).toBeGreaterThan(rows / 2);
      expect(s.imported + Object.values(s.excluded).reduce((a, b) => a + b, 0)).toBe(rows);
    }
    const datasets = new Set(catalog.foods.generic.map((f) => f.dataset));
    expect([...datasets].sort()).toEqual(['ciqual', 'cnf', 'ifct', 'usda-fndds', 'usda-sr28']);
    const b = await body<{ foods: { id: string; name: string; dataset: string }[] }>(
      await full.request('/v1/search-foods?query=dal&number=1&mode=lexical', { key }),
    );
    expect(b.foods[0]).toMatchObject({ name: 'Dal', dataset: 'usda-fndds' });
  });

  test('household portions of the world tables weigh eaten lines', async () => {
    const res = await full.request('/v1/parse', { method: 'POST', key, json: { text: 'a bowl of dal and a slice of pizza' } });
    const items = (await body<{ items: { food: { name: string } | null; grams: number | null }[] }>(res)).items;
    expect(items.map((i) => [i.food?.name, i.grams])).toEqual([
      ['Dal', 240],
      ['Pizza, cheese, from restaurant or fast food, NS as to type of crust', 119],
    ]);
  });

  test("a stock of no stated kind is FNDDS's broth, a scoop of protein powder its scoop, a roti the Indian flatbread", async () => {
    const res = await full.request(
      `/v1/compute-nutrition?ingredients=${encodeURIComponent('2 cups stock\n1 scoop protein powder\n2 cups chicken stock\n2 roti')}`,
      { key },
    );
    const lines = (await body<{ lines: { food: { name: string } | null; grams: number | null }[] }>(res)).lines;
    expect(lines.map((l) => [l.food?.name, Math.round(l.grams ?? 0)])).toEqual([
      ['Soup, broth', 480],
      ['Nutritional powder mix, whey based, NFS', 26],
      ['Soup, stock, chicken, home-prepared', 480],
      // Not white bread, as the Malay and Indonesian "roti" would have it.
      ['Bread, chappatti or roti', 80],
    ]);
  });

  test('everyday queries find the generic food first', async () => {
    for (const [q, expected] of [
      ['apple', /^Apples?, raw/],
      ['garbanzo', /^Chickpeas/],
      ['OJ', /^Orange juice/],
      ['brocoli', /^Broccoli/],
      ['aubergine', /^Eggplant/],
      ['lasagna', /^Lasagna/],
      ['fraise', /^Strawberr(y|ies), raw/],
      ['roti', /^Bread, chappatti or roti/],
      ['chicken meat', /^Chicken, meat/],
      ['鶏肉', /^Chicken, meat/],
      ['beans', /^Beans, NFS$/],
      ['Käse', /^Cheese, NFS$/],
      ['chicken egg', /^Egg, chicken, whole, fresh or frozen, raw/],
      ['sour cream', /^Cream, sour/],
      ['soy milk', /^Soy ?milk/i],
      ['coconut', /^(Coconut|Nuts, coconut meat), raw/],
      ['pho', /^Soup, pho/],
      ['лук', /^Onions, raw/],
      ['pita', /^Bread, pita/],
      ['じゃがいも', /^Potato, NFS$/],
      ['sữa', /^Milk, NFS$/],
      ['salad', /^Salad/],
      ['tea', /^Tea, hot, leaf, black$/],
      ['cabbage', /^Cabbage, green, raw$/],
      ['tomato', /^Tomato(es)?, (red, ripe, )?raw/],
      ['carrot', /^Carrots?, raw/],
      ['zucchini', /^Squash, summer, zucchini, (includes skin, )?raw/],
      ['土豆', /^Potato, NFS$/],
      ['米饭', /^Rice, white, .*cooked/],
      ['ご飯', /^Rice, white, .*cooked/],
      ['계란', /^Egg, whole, raw/],
      ['양파', /^Onions, raw/],
      ['bun', /^Rolls?\b.*\bbuns?\b/i],
    ] as const) {
      const b = await body<{ foods: { name: string }[]; retrieval: { semantic_available: boolean } }>(
        await full.request(`/v1/search-foods?query=${encodeURIComponent(q)}&number=3`, { key }),
      );
      expect(b.retrieval.semantic_available).toBe(false);
      expect(b.foods[0]?.name).toMatch(expected);
    }
  });

  test('food detail keeps source precision, printed zeros and portions', async () => {
    const b = await body<{ foods: { id: string }[] }>(await full.request('/v1/search-foods?query=butter%20salted&number=1&mode=lexical', { key }));
    const food = await body<Record<string, any>>(await full.request(`/v1/foods/${b.foods[0]!.id}`, { key }));
    expect(food.name).toBe('Butter, salted');
    expect(food.nutrients.find((n: { key: string }) => n.key === 'fat').amount).toBe(81.11);
    expect(food.portions.length).toBeGreaterThan(0);
  });

  test('a meal is food as eaten: cooked rice, a spoonful of honey, an ounce of almonds, a slice of toast, a slice of cheese', async () => {
    const res = await full.request('/v1/parse', { method: 'POST', key, json: { text: 'a cup of rice, honey, almonds, a slice of toast and cheddar cheese' } });
    const items = (await body<{ items: { food: { name: string } | null; grams: number | null }[] }>(res)).items;
    expect(items.map((i) => [i.food?.name, i.grams])).toEqual([
      ['Rice, white, long-grain, regular, enriched, cooked', 158],
      ['Honey', 21],
      ['Nuts, almonds', 28.4],
      ['Bread, white, commercially prepared, toasted', 22],
      ['Cheese, cheddar', 28.4],
    ]);
  });

  test('a real barcode resolves with attribution', async () => {
    const code = corpusBarcode();
    const res = await full.request(`/v1/barcode/${code}`, { key });
    expect(res.status).toBe(200);
    expect(JSON.stringify(await body(res))).toContain('Open Food Facts');
  });
});

describe('semantic search with the real USE-lite encoder (subset)', () => {
  test('semantic mode answers and reports the model', async () => {
    const b = await body<{ foods: { name: string }[]; retrieval: Record<string, unknown> }>(
      await semantic.request('/v1/search-foods?query=soda&mode=semantic&number=5', { key: semKey }),
    );
    expect(b.retrieval).toMatchObject({ requested: 'semantic', semantic_available: true, model: 'use-lite' });
    expect(b.foods.length).toBeGreaterThan(0);
  });
});

describe('recipes and drinks on the real catalogue', () => {
  const get = (path: string) => full.request(path, { key });
  const post = (path: string, json: unknown) => full.request(path, { method: 'POST', key, json });

  test("search with filters; envelope; images are the service's own URLs", async () => {
    const res = await get('/v1/recipes/search?query=pasta&number=5');
    expect(res.status).toBe(200);
    const b = await body<Record<string, any>>(res);
    expect(b).toMatchObject({ coverage_scope: 'owned_recipes', catalogue_complete: true, source: 'corpus' });
    expect(b.recipes.length).toBeGreaterThan(0);
    for (const r of b.recipes) expect(r.image === null || r.image.startsWith('/v1/images/recipes/')).toBe(true);
    const withImage = b.recipes.find((r: { image: string | null }) => r.image);
    if (withImage) expect((await full.request(withImage.image)).status).toBe(200);
    expect((await body<Record<string, any>>(await get('/v1/recipes/search?diet=vegetarian&maxCalories=800&sort=calories'))).recipes.length).toBeGreaterThan(0);
  });

  test('bad input: no query or filter, offset over 900, unknown diet listing accepted values, non-integer id, servings 0, 26 bulk ids', async () => {
    expect((await get('/v1/recipes/search')).status).toBe(400);
    expect((await get('/v1/recipes/search?query=pasta&offset=901')).status).toBe(400);
    const diet = await get('/v1/recipes/search?diet=carnivore');
    expect(diet.status).toBe(400);
    expect((await body(diet)).message).toContain('vegetarian');
    expect((await get('/v1/recipes/abc')).status).toBe(400);
    const ids = Array.from({ length: 26 }, (_, i) => i + 1).join(',');
    expect((await get(`/v1/recipes/bulk?ids=${ids}`)).status).toBe(400);
    expect((await get('/v1/recipes/999999999')).status).toBe(404);
  });

  test('detail, scaling, nutrition, instructions, equipment, summary, card, similar, bulk', async () => {
    const { recipes } = await body<{ recipes: { id: number }[] }>(await get('/v1/recipes/search?query=soup&number=1'));
    const id = recipes[0]!.id;
    for (const sub of ['', '/nutrition', '/instructions', '/equipment', '/summary', '/card', '/similar'])
      expect((await get(`/v1/recipes/${id}${sub}`)).status).toBe(200);
    expect((await get(`/v1/recipes/${id}?servings=0`)).status).toBe(400);
    const bulk = await get(`/v1/recipes/bulk?ids=${id},${id},999999999`);
    expect(bulk.headers.get('x-ratelimit-cost')).toBe('5');
    expect(await body(bulk)).toMatchObject({ not_found: [999999999] });
  });

  test('pantry, drinks, analyze, widget, extract', async () => {
    const pantry = await body<Record<string, any>>(await get('/v1/recipes/by-ingredients?ingredients=eggs,flour,milk,butter&number=3&ranking=1'));
    expect(pantry.recipes[0].used_ingredient_count).toBeGreaterThan(0);
    expect((await body<Record<string, any>>(await get('/v1/drinks/search?query=gin'))).drinks.length).toBeGreaterThan(0);
    const steps = await body<Record<string, any>>(
      await post('/v1/recipes/analyze', { instructions: ['Preheat the oven to 180°C.', 'Bake for 25-30 minutes.'] }),
    );
    expect(JSON.stringify(steps)).toContain('oven');
    expect((await post('/v1/recipes/analyze', { instructions: [] })).status).toBe(400);
    const widget = await body<Record<string, any>>(
      await post('/v1/widgets/nutrition', { name: '<b>Soup</b>', basis: 'per_serving', nutrients: { calories: 120, sodium: 0 } }),
    );
    expect(widget.html).not.toContain('<b>Soup</b>');
    expect(widget.svg).not.toContain('<b>Soup</b>');
    expect(widget.html).toContain('&lt;b&gt;Soup');
    const html =
      '<html><script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Toast","recipeYield":"2 servings","recipeIngredient":["2 slices bread","1 tbsp butter"],"recipeInstructions":["Toast the bread.","Butter it."]}</script></html>';
    const extracted = await post('/v1/recipes/extract', { html });
    expect(extracted.status).toBe(200);
    expect(JSON.stringify(await body(extracted))).toContain('Toast');
    expect((await post('/v1/recipes/extract', { html: '<p>no recipe</p>' })).status).toBe(422);
    expect((await post('/v1/recipes/extract', { url: 'https://example.com/r' })).status).toBe(400);
  });
});

describe('meal plans and shopping lists', () => {
  test('generate a plan, store it, build its shopping list; stale revision 409; no match 422', async () => {
    const gen = await full.request('/v1/meal-plans/generate', { method: 'POST', key, json: { days: 1, target_calories: 2000 } });
    expect(gen.status).toBe(200);
    const plan = await body<Record<string, any>>(gen);
    expect(plan.plan[0].meals).toHaveLength(3);
    expect(typeof plan.plan[0].within_20_percent).toBe('boolean');
    expect(
      (await full.request('/v1/meal-plans/generate', { method: 'POST', key, json: { days: 1, target_calories: 2000, diet: 'vegan', max_minutes: 1 } })).status,
    ).toBe(422);
    expect((await full.request('/v1/meal-plans/generate', { method: 'POST', key, json: { days: 3, target_calories: 2000 } })).status).toBe(400);

    const user = {
      id: (await body<{ user_id: string }>(await full.request('/v1/users', { method: 'POST', key, json: { external_id: 'plan-user' } }))).user_id,
    };
    const planId = crypto.randomUUID();
    const created = await full.request(`/v1/users/${user.id}/plans`, {
      method: 'POST',
      key,
      json: { id: planId, data: { name: 'Week', start_date: '2026-11-23', days: plan.plan_days } },
    });
    expect(created.status).toBe(201);
    const listId = crypto.randomUUID();
    const list = await full.request(`/v1/users/${user.id}/plans/${planId}/shopping-list`, {
      method: 'POST',
      key,
      json: { id: listId, name: 'Groceries', plan_revision: 1 },
    });
    expect(list.status).toBe(201);
    const b = await body<Record<string, any>>(list);
    expect(b.data.items.length).toBeGreaterThan(0);
    expect(b.plan_revision).toBe(1);
    expect(
      (
        await full.request(`/v1/users/${user.id}/plans/${planId}/shopping-list`, {
          method: 'POST',
          key,
          json: { id: listId, name: 'Groceries', plan_revision: 2 },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await full.request(`/v1/users/${user.id}/plans/${crypto.randomUUID()}/shopping-list`, {
          method: 'POST',
          key,
          json: { id: listId, name: 'x', plan_revision: 1 },
        })
      ).status,
    ).toBe(404);
  });
});

describe('identify through the wired barcode and meal hooks', () => {
  test('barcode costs 1 and text costs 5, each answered by the matching operation', async () => {
    const code = corpusBarcode();
    const b = await full.request('/v1/identify', { method: 'POST', key, json: { type: 'barcode', barcode: code } });
    expect(b.status).toBe(200);
    expect(b.headers.get('x-ratelimit-cost')).toBe('1');
    expect(await body(b)).toMatchObject({ type: 'barcode', result: { barcode: code } });
    const t = await full.request('/v1/identify', { method: 'POST', key, json: { type: 'text', text: 'an apple and a glass of orange juice' } });
    expect(t.status).toBe(200);
    expect(t.headers.get('x-ratelimit-cost')).toBe('5');
    expect(await body(t)).toMatchObject({ type: 'text', result: { source: 'corpus-parser' } });
  });
});
