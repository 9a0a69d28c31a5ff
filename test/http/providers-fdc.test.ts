/**
 * Food names the owned data does not know → FoodData Central (a local fake in FDC's search shape)
 * → quality gate → promotion: food search, compute-nutrition and meal parsing, `data=owned`,
 * quarantine, the negative cache, a provider that rate-limits, and another instance on the same
 * PostgreSQL serving the promoted food by name.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { foodsOps } from '../../src/ops/foods';
import { ingredientOps } from '../../src/ops/ingredients';
import { parseOps } from '../../src/ops/parse';
import { sr28NumberOf, EXPECTED_NUTRIENT_KEYS } from '../../src/domain/foods/nutrients';
import { ADMIN_TOKEN, createHarness, meter, scratchDatabase, type Harness } from '../helpers/harness';
import { fixtureCatalog } from '../fixtures/catalog';
import { fakeServer, json, type FakeServer } from '../unit/providers/fake-server';

const ops = [...foodsOps, ...ingredientOps, ...parseOps];
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** A complete FDC search hit (flat nutrient spelling, per 100 g): every expected nutrient, consistent macros. */
function fdcHit(fdcId: number, description: string, [kcal, protein, carbs, fat]: [number, number, number, number], dataType = 'Foundation') {
  const values: Record<string, number> = { protein, carbs, fat, fiber: 1.5, sugar: 8, water: 80 };
  const foodNutrients = EXPECTED_NUTRIENT_KEYS.flatMap((key) => {
    const number = sr28NumberOf(key);
    if (!number) return [];
    if (key === 'calories') return [{ nutrientId: 1008, nutrientNumber: number, nutrientName: 'Energy', unitName: 'KCAL', value: kcal }];
    return [
      {
        nutrientId: 1000 + Number(number),
        nutrientNumber: number,
        nutrientName: key,
        unitName: /vitamin|folate|b12/.test(key) ? 'UG' : /sodium|potassium|calcium|iron|magnesium|phosphorus|zinc|cholesterol/.test(key) ? 'MG' : 'G',
        value: values[key] ?? 0.1,
      },
    ];
  });
  return { fdcId, description, dataType, foodNutrients };
}

const FDC_FOODS: Record<string, unknown[]> = {
  'dragon fruit': [fdcHit(2710001, 'Dragon fruit, raw', [57, 0.4, 13, 0.1])],
  jackfruit: [fdcHit(2710002, 'Jackfruit, raw', [95, 1.7, 23, 0.6])],
  durian: [fdcHit(2710003, 'Durian, raw or frozen', [147, 1.5, 27, 5.3])],
  // 5,000 kcal per 100 g: fails the gate, quarantined with the reason.
  unobtainium: [fdcHit(2710004, 'Unobtainium, raw', [5000, 1, 10, 0])],
  rambutan: [fdcHit(2710005, 'Rambutan, canned, syrup pack', [82, 0.7, 21, 0.2])],
};

let fdc: FakeServer;
let h: Harness;
let key: string;
const asked = (q: string) => fdc.hits.filter((p) => p.startsWith('/foods/search?') && new URLSearchParams(p.split('?')[1]).get('query') === q).length;

beforeAll(async () => {
  fdc = fakeServer((req, url) => {
    if (req.headers.get('x-api-key') !== 'fdc-test-key') return json({ error: { code: 'API_KEY_MISSING' } }, 403);
    // The detail adds household portions (SR Legacy spelling: modifier + gramWeight).
    if (url.pathname === '/food/2710003')
      return json({
        ...(FDC_FOODS.durian![0] as object),
        foodPortions: [{ id: 1, amount: 1, modifier: 'cup, chopped or diced', gramWeight: 243, sequenceNumber: 1, measureUnit: { name: 'undetermined' } }],
      });
    if (url.pathname !== '/foods/search') return json({}, 404);
    const q = url.searchParams.get('query') ?? '';
    if (q === 'slowfruit') return new Promise<Response>(() => {}); // never answers
    if (q === 'busy') return json({ error: { code: 'OVER_RATE_LIMIT' } }, 429, { 'retry-after': '1' });
    const foods = FDC_FOODS[q] ?? [];
    return json({ totalHits: foods.length, currentPage: 1, totalPages: 1, foods });
  });
  h = await createHarness(ops, {
    catalog: fixtureCatalog(),
    env: { MORSEL_FDC_API_KEY: 'fdc-test-key', MORSEL_FDC_API_URL: fdc.url, MORSEL_PROVIDER_TIMEOUT_MS: '1000' },
  });
  key = (await h.account('pro')).key;
}, 60_000);

afterAll(async () => {
  await h.stop();
  fdc.stop();
});

describe('food search → FoodData Central', () => {
  test('no confident owned match: FDC foods answered with its label, attribution and licence; the repeat is corpus', async () => {
    const first = await h.request('/v1/search-foods?query=dragon%20fruit', { key });
    expect(first.status).toBe(200);
    expect(meter(first).cost).toBe(1);
    const body = (await first.json()) as Record<string, any>;
    expect(body.source).toBe('fdc');
    expect(body.foods[0]).toMatchObject({
      name: 'Dragon fruit, raw',
      source: 'fdc',
      dataset: 'fdc',
      calories: 57,
      license: 'CC0-1.0',
      attribution: expect.stringContaining('FoodData Central'),
    });
    expect(body.foods[0].match.score).toBeGreaterThanOrEqual(0.3);
    expect(asked('dragon fruit')).toBe(1);
    await h.runtime.services.providers!.barcode.idle();
    const again = (await (await h.request('/v1/search-foods?query=dragon%20fruit', { key })).json()) as Record<string, any>;
    expect(again).toMatchObject({ source: 'corpus', foods: [{ id: body.foods[0].id, source: 'corpus', dataset: 'fdc' }] });
    expect(asked('dragon fruit')).toBe(1);
    // The promoted food is a food like any other by its id.
    const detail = await h.request(`/v1/foods/${body.foods[0].id}`, { key });
    expect(detail.status).toBe(200);
    expect(await detail.json()).toMatchObject({ name: 'Dragon fruit, raw', source: 'corpus', dataset: 'fdc', license: 'CC0-1.0' });
  });

  test('a confident owned match never asks FDC', async () => {
    const r = (await (await h.request('/v1/search-foods?query=apple', { key })).json()) as Record<string, any>;
    expect(r).toMatchObject({ source: 'corpus', foods: [{ dataset: 'usda-sr28' }] });
    expect(fdc.hits.some((p) => new URLSearchParams(p.split('?')[1]).get('query') === 'apple')).toBe(false);
  });

  test('data=owned never calls out', async () => {
    const r = await h.request('/v1/search-foods?query=jackfruit&data=owned', { key });
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ source: 'corpus', foods: [], reason: expect.any(String) });
    expect(asked('jackfruit')).toBe(0);
  });

  test('data must be auto or owned', async () => {
    const r = await h.request('/v1/search-foods?query=x&data=outside', { key });
    expect(r.status).toBe(400);
  });

  test('an answer failing the gate is quarantined, not served, and the name is not asked again', async () => {
    for (let i = 0; i < 2; i++) {
      const r = (await (await h.request('/v1/search-foods?query=unobtainium', { key })).json()) as Record<string, any>;
      expect(r).toMatchObject({ source: 'corpus', foods: [] });
    }
    expect(asked('unobtainium')).toBe(1);
    await h.runtime.services.providers!.barcode.idle();
    const q = (await (await h.request('/admin/providers/quarantine', { headers: admin })).json()) as {
      items: { provider: string; source_key: string; reason: string }[];
    };
    expect(q.items.find((i) => i.source_key === '2710004')).toMatchObject({ provider: 'fdc', reason: 'inconsistent_energy' });
  });

  test('FDC rate-limiting (429): the owned answer within the timeout, and FDC is left alone after', async () => {
    const t0 = performance.now();
    const r = await h.request('/v1/search-foods?query=busy', { key });
    expect(r.status).toBe(200);
    expect(performance.now() - t0).toBeLessThan(3000);
    expect(((await r.json()) as Record<string, unknown>).source).toBe('corpus');
    const status = (await (await h.request('/admin/providers', { headers: admin })).json()) as { providers: Record<string, { blocked_until: string | null }> };
    expect(status.providers.fdc!.blocked_until).not.toBeNull();
    await Bun.sleep(1100); // Retry-After: 1
  });
});

describe('unresolved ingredient lines → FoodData Central', () => {
  test('compute-nutrition: data=owned leaves the line unresolved (404) without asking', async () => {
    const r = await h.request(`/v1/compute-nutrition?data=owned&ingredients=${encodeURIComponent('100 g jackfruit')}`, { key });
    expect(r.status).toBe(404);
    expect(meter(r).cost).toBe(1);
    expect(asked('jackfruit')).toBe(0);
  });

  test('compute-nutrition: the unknown name is resolved through FDC, labelled, then served as corpus', async () => {
    const path = `/v1/compute-nutrition?ingredients=${encodeURIComponent('200 g jackfruit\n1 cup 2% milk')}`;
    const r = await h.request(path, { key });
    expect(r.status).toBe(200);
    expect(meter(r).cost).toBe(1);
    const body = (await r.json()) as Record<string, any>;
    expect(body.lines[0]).toMatchObject({ resolved: true, grams: 200, food: { name: 'Jackfruit, raw', source: 'fdc', dataset: 'fdc', license: 'CC0-1.0' } });
    expect(body.lines[1].food).toEqual({ id: expect.any(String), name: 'Milk, reduced fat, fluid, 2% milkfat' });
    expect(body.unresolved).toEqual([]);
    expect(body.calories).toBe(190 + 120);
    expect(asked('jackfruit')).toBe(1);
    const again = (await (await h.request(path, { key })).json()) as Record<string, any>;
    expect(again.lines[0].food).toMatchObject({ name: 'Jackfruit, raw', source: 'corpus' });
    expect(asked('jackfruit')).toBe(1);
  });

  test("meal parsing resolves an unknown item through FDC, a cup weighed by the portion of FDC's food detail", async () => {
    const r = await h.request('/v1/parse', { method: 'POST', key, json: { text: '1 cup durian' } });
    expect(r.status).toBe(200);
    const body = (await r.json()) as Record<string, any>;
    expect(body.items[0]).toMatchObject({ resolved: true, grams: 243, food: { name: 'Durian, raw or frozen', source: 'fdc' } });
    expect(fdc.hits.filter((p) => p.startsWith('/food/2710003'))).toHaveLength(1);
  });

  test('an FDC that never answers costs the line at most the provider timeout', async () => {
    const t0 = performance.now();
    const r = await h.request(`/v1/compute-nutrition?ingredients=${encodeURIComponent('100 g slowfruit\n1 cup 2% milk')}`, { key });
    const ms = performance.now() - t0;
    expect(r.status).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(900); // the 1,000 ms timeout was waited for …
    expect(ms).toBeLessThan(3000); // … and not much more (slack for a loaded machine)
    expect(((await r.json()) as { unresolved: string[] }).unresolved).toEqual(['100 g slowfruit']);
  });

  test('a name FDC does not know stays unresolved, with the reason', async () => {
    const r = await h.request(`/v1/compute-nutrition?ingredients=${encodeURIComponent('100 g zorblax\n1 cup 2% milk')}`, { key });
    expect(r.status).toBe(200);
    const body = (await r.json()) as Record<string, any>;
    expect(body.unresolved).toEqual(['100 g zorblax']);
    expect(asked('zorblax')).toBe(1);
  });
});

describe('promoted foods across instances', () => {
  test.skipIf(!process.env.DATABASE_URL)(
    'another instance on the same PostgreSQL serves a promoted food by name within 2 s, without asking',
    async () => {
      const db = await scratchDatabase(process.env.DATABASE_URL!);
      const env = { DATABASE_URL: db.url, MORSEL_FDC_API_KEY: 'fdc-test-key', MORSEL_FDC_API_URL: fdc.url };
      const a = await createHarness(ops, { catalog: fixtureCatalog(), env });
      // The other instance has no provider of its own: it still watches the shared store.
      const b = await createHarness(ops, { catalog: fixtureCatalog(), env: { DATABASE_URL: db.url } });
      try {
        const ka = (await a.account('pro')).key;
        const first = (await (await a.request('/v1/search-foods?query=rambutan', { key: ka })).json()) as Record<string, any>;
        expect(first.source).toBe('fdc');
        await a.runtime.services.providers!.barcode.idle();
        const t0 = Date.now();
        const kb = (await b.account('pro')).key;
        // Asked once before the promotion reaches it: the answer without a food must not be cached.
        let seen = (await (await b.request('/v1/search-foods?query=rambutan', { key: kb })).json()) as Record<string, any>;
        while (Date.now() - t0 < 2000) {
          seen = (await (await b.request('/v1/search-foods?query=rambutan', { key: kb })).json()) as Record<string, any>;
          if (seen.foods.length) break;
          await Bun.sleep(100);
        }
        expect(seen).toMatchObject({ source: 'corpus', foods: [{ name: 'Rambutan, canned, syrup pack', dataset: 'fdc' }] });
        expect(asked('rambutan')).toBe(1);
      } finally {
        await a.stop();
        await b.stop();
        await db.drop();
      }
    },
    60_000,
  );
});
