import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { GZIP_MIN_BYTES } from '../../src/http/compression';
import { foodsOps } from '../../src/ops/foods';
import { body, createHarness, meter, type Harness } from '../helpers/harness';
import { FOODS, fixtureCatalog, fixtureFood } from '../fixtures/catalog';
import { breakStore } from '../helpers/broken-store';

/** Enough foods of one name for an answer above the gzip threshold. */
const QUINOAS = Array.from({ length: 20 }, (_, i) =>
  fixtureFood(`55555555-5555-4555-8555-${String(i).padStart(12, '0')}`, `Quinoa, variety ${i + 1}, cooked`, '100g', [120, 4.4, 21.3, 1.9]),
);

let h: Harness;
let key: string;
beforeAll(async () => {
  h = await createHarness(foodsOps, { catalog: fixtureCatalog(QUINOAS) });
  key = (await h.account('starter')).key;
}, 60_000);
afterAll(async () => {
  await h.stop();
});

describe('GET /v1/search-foods and /v1/foods/search', () => {
  test('finds by alias, reports retrieval, integer macros, costs 1', async () => {
    for (const path of ['/v1/search-foods', '/v1/foods/search']) {
      const res = await h.request(`${path}?query=2%25%20milk&number=3`, { key });
      expect(res.status).toBe(200);
      const b = await body<{ number: number; retrieval: Record<string, unknown>; foods: Record<string, unknown>[] }>(res);
      expect(b.retrieval).toEqual({ requested: 'hybrid', semantic_available: false, model: null });
      expect(b.foods[0]).toMatchObject({
        id: FOODS.milk.id,
        calories: 50,
        protein_g: 3,
        source: 'corpus',
        nutrition_basis: '100g',
        match_score: expect.any(Number),
      });
      expect(b.foods[0]!.unknown_keys).toEqual(['sodium']);
      expect(meter(res).cost).toBe(1);
    }
  });

  test('a repeated search answers the same body at the same cost; results carry enriched provenance only', async () => {
    const first = await h.request('/v1/search-foods?query=milk&mode=lexical&number=2', { key });
    const again = await h.request('/v1/search-foods?query=milk&mode=lexical&number=2', { key });
    const text = await first.text();
    expect(await again.text()).toBe(text);
    expect(meter(again).cost).toBe(1);
    expect(meter(again).used).toBe(meter(first).used + 1);
    const detail = await body<{ provenance: Record<string, { method: string }> }>(await h.request(`/v1/foods/${FOODS.milk.id}`, { key }));
    const listed = (JSON.parse(text) as { foods: { id: string; provenance: Record<string, unknown> }[] }).foods.find((f) => f.id === FOODS.milk.id)!;
    const enriched = Object.entries(detail.provenance)
      .filter(([, p]) => p.method !== 'reported')
      .map(([k]) => k);
    expect(detail.provenance.calories).toMatchObject({ method: 'reported' });
    expect(Object.keys(listed.provenance).sort()).toEqual(enriched.sort());
  });

  test('gzip when the client accepts it and the answer is large; the same JSON either way', async () => {
    const path = '/v1/search-foods?query=quinoa&mode=lexical&number=20';
    const plain = await h.request(path, { key });
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(GZIP_MIN_BYTES);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('accept-encoding');
    for (let i = 0; i < 2; i++) {
      // The second answer comes from the cache, with the compressed copy made once.
      const gz = await h.request(path, { key, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(gz.status).toBe(200);
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gz.headers.get('vary')).toBe('accept-encoding');
      expect(meter(gz).cost).toBe(1);
      const bytes = new Uint8Array(await gz.arrayBuffer());
      expect(bytes.byteLength).toBeLessThan(text.length / 3);
      expect(new TextDecoder().decode(Bun.gunzipSync(bytes))).toBe(text);
    }
    const refused = await h.request(path, { key, headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(text);
    const small = await h.request('/v1/search-foods?query=milk&mode=lexical&number=1', { key, headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toMatchObject({ number: 1 });
  });

  test('semantic mode without the encoder → 503, cost kept', async () => {
    const res = await h.request('/v1/search-foods?query=milk&mode=semantic', { key });
    expect(res.status).toBe(503);
    expect(meter(res).cost).toBe(1);
  });

  test('400 for empty or over-long query, number out of range, unknown mode', async () => {
    for (const q of ['query=', `query=${'a'.repeat(201)}`, 'query=milk&number=0', 'query=milk&number=26', 'query=milk&mode=fuzzy', '']) {
      const res = await h.request(`/v1/search-foods?${q}`, { key });
      expect(res.status).toBe(400);
      expect(await body(res)).toMatchObject({ status: 'failure', code: 400 });
    }
  });
});

describe('GET /v1/foods/autocomplete', () => {
  test('suggests names with calories', async () => {
    const res = await h.request('/v1/foods/autocomplete?query=app', { key });
    expect(res.status).toBe(200);
    const b = await body<{ suggestions: { name: string; calories: number }[] }>(res);
    expect(b.suggestions[0]).toMatchObject({ calories: 52 });
    expect(meter(res).cost).toBe(1);
  });
});

describe('GET /v1/foods/{id}', () => {
  test('reference food; 404 unknown; 400 malformed UUID', async () => {
    const ok = await h.request(`/v1/foods/${FOODS.juice.id}`, { key });
    expect(ok.status).toBe(200);
    expect(await body(ok)).toMatchObject({ name: 'Orange juice, raw', nutrition_basis: '100ml' });
    expect((await h.request('/v1/foods/0b7f3a1e-1111-4222-8333-444455556666', { key })).status).toBe(404);
    expect((await h.request('/v1/foods/not-a-uuid', { key })).status).toBe(400);
  });

  test('a product on a per-serving basis keeps its basis', async () => {
    const res = await body(await h.request(`/v1/foods/${FOODS.cereal.id}`, { key }));
    expect(res).toMatchObject({ nutrition_basis: 'per_serving', barcode: '4006381333931' });
  });
});

describe('POST /v1/foods (private foods)', () => {
  const valid = { name: 'Grandma bread', nutrition_basis: '100g', calories: 250, protein_g: 9, carbs_g: 48, fat_g: 3 };

  test('201, readable by its owner only', async () => {
    const res = await h.request('/v1/foods', { method: 'POST', key, json: valid });
    expect(res.status).toBe(201);
    const created = await body<{ id: string; source: string; calories: number }>(res);
    expect(created).toMatchObject({ source: 'private', calories: 250 });
    expect(meter(res).cost).toBe(1);
    expect((await h.request(`/v1/foods/${created.id}`, { key })).status).toBe(200);
    const other = (await h.account('starter')).key;
    expect((await h.request(`/v1/foods/${created.id}`, { key: other })).status).toBe(404);
  });

  test('422 names the implausible field; 400 for per_serving basis or unknown fields; nothing stored', async () => {
    const { key: k, id } = await h.account('starter');
    const implausible = await h.request('/v1/foods', { method: 'POST', key: k, json: { ...valid, calories: 2500 } });
    expect(implausible.status).toBe(422);
    expect((await body(implausible)).message).toContain('calories');
    expect((await h.request('/v1/foods', { method: 'POST', key: k, json: { ...valid, protein_g: 120 } })).status).toBe(422);
    expect((await h.request('/v1/foods', { method: 'POST', key: k, json: { ...valid, nutrition_basis: 'per_serving' } })).status).toBe(400);
    expect((await h.request('/v1/foods', { method: 'POST', key: k, json: { ...valid, sugar_g: 1 } })).status).toBe(400);
    const rows = await h.runtime.store.db.query.privateFoods.findMany({ where: (f, { eq }) => eq(f.accountId, id) });
    expect(rows).toHaveLength(0);
  });

  test('403 for marketplace keys', async () => {
    const { key: k } = await h.account('starter', 'marketplace');
    expect((await h.request('/v1/foods', { method: 'POST', key: k, json: valid })).status).toBe(403);
  });
});

describe('POST /v1/logs', () => {
  test('grams on a per-100 g food: server-calculated nutrition, 201', async () => {
    const res = await h.request('/v1/logs', { method: 'POST', key, json: { food_id: FOODS.apple.id, grams: 150, logged_at: '2026-11-22T08:00:00Z' } });
    expect(res.status).toBe(201);
    expect(await body(res)).toMatchObject({ nutrition: { calories: 78, carbs_g: 20.7 }, logged_at: '2026-11-22T08:00:00Z' });
  });

  test('ml on a per-100 ml food; a unit that does not match the basis → 422', async () => {
    expect((await h.request('/v1/logs', { method: 'POST', key, json: { food_id: FOODS.juice.id, amount: 200, unit: 'ml' } })).status).toBe(201);
    const mismatch = await h.request('/v1/logs', { method: 'POST', key, json: { food_id: FOODS.juice.id, grams: 200 } });
    expect(mismatch.status).toBe(422);
  });

  test('400 for 0 or >3000 g, bad dates; 404 for unknown food', async () => {
    for (const json of [
      { food_id: FOODS.apple.id, grams: 0 },
      { food_id: FOODS.apple.id, grams: 3001 },
      { food_id: FOODS.apple.id, grams: 10, logged_at: 'yesterday' },
      { food_id: 'x', grams: 1 },
    ]) {
      expect((await h.request('/v1/logs', { method: 'POST', key, json })).status).toBe(400);
    }
    expect((await h.request('/v1/logs', { method: 'POST', key, json: { food_id: '0b7f3a1e-1111-4222-8333-444455556666', grams: 10 } })).status).toBe(404);
  });
});

describe('GET /v1/logs', () => {
  let diaryKey: string;
  const log = (grams: number, logged_at: string, food_id = FOODS.apple.id) =>
    h.request('/v1/logs', { method: 'POST', key: diaryKey, json: { food_id, grams, logged_at } });
  beforeAll(async () => {
    diaryKey = (await h.account('starter')).key;
    for (const [g, at] of [
      [100, '2026-11-20T23:30:00Z'],
      [150, '2026-11-21T08:00:00Z'],
      [200, '2026-11-21T12:00:00+01:00'],
      [50, '2026-11-23T00:00:00Z'],
    ] as const) {
      expect((await log(g, at)).status).toBe(201);
    }
  });

  test('logs of a period, oldest first, with daily and overall totals; costs 1', async () => {
    const res = await h.request('/v1/logs?from=2026-11-20&to=2026-11-22', { key: diaryKey });
    expect(res.status).toBe(200);
    expect(meter(res).cost).toBe(1);
    const b = await body<{
      count: number;
      logs: { logged_at: string }[];
      days: { date: string; count: number; totals: Record<string, number>; missing_items: Record<string, number> }[];
      totals: Record<string, number>;
      complete: boolean;
      next_cursor: string | null;
    }>(res);
    expect(b.count).toBe(3);
    expect(b.logs.map((l) => l.logged_at)).toEqual(['2026-11-20T23:30:00Z', '2026-11-21T08:00:00Z', '2026-11-21T12:00:00+01:00']);
    expect(b.days).toEqual([
      {
        date: '2026-11-20',
        count: 1,
        totals: { calories: 52, protein_g: 0.3, carbs_g: 13.8, fat_g: 0.2 },
        missing_items: { calories: 0, protein_g: 0, carbs_g: 0, fat_g: 0 },
      },
      {
        date: '2026-11-21',
        count: 2,
        totals: { calories: 182, protein_g: 1.1, carbs_g: 48.3, fat_g: 0.7 },
        missing_items: { calories: 0, protein_g: 0, carbs_g: 0, fat_g: 0 },
      },
    ]);
    expect(b.totals.calories).toBe(234);
    expect(b).toMatchObject({ complete: true, next_cursor: null });
  });

  test('days follow utc_offset; pages follow next_cursor without gaps or repeats', async () => {
    const shifted = await body<{ days: { date: string }[] }>(await h.request('/v1/logs?from=2026-11-20&to=2026-11-24&utc_offset=%2B01:00', { key: diaryKey }));
    expect(shifted.days.map((d) => d.date)).toEqual(['2026-11-21', '2026-11-23']);
    const seen: string[] = [];
    let after = '';
    for (let page = 0; page < 5; page++) {
      const b = await body<{ logs: { id: string }[]; next_cursor: string | null; complete: boolean }>(
        await h.request(`/v1/logs?from=2026-11-01&to=2026-11-30&limit=3${after}`, { key: diaryKey }),
      );
      seen.push(...b.logs.map((l) => l.id));
      if (!b.next_cursor) break;
      expect(b.complete).toBe(false);
      after = `&after=${encodeURIComponent(b.next_cursor)}`;
    }
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(4);
  });

  test("another account's logs are not visible", async () => {
    const { key: other } = await h.account('starter');
    const b = await body<{ count: number }>(await h.request('/v1/logs?from=2026-11-01&to=2026-11-30', { key: other }));
    expect(b.count).toBe(0);
  });

  test('400 naming the parameter for missing, malformed, reversed or too long periods and bad cursors', async () => {
    for (const [q, field] of [
      ['to=2026-11-22', 'from'],
      ['from=2026-11-20&to=yesterday', 'to'],
      ['from=2026-11-20T08:00:00&to=2026-11-22', 'from'],
      ['from=2026-02-30&to=2026-03-02', 'from'],
      ['from=2026-11-22&to=2026-11-20', 'to'],
      ['from=2026-01-01&to=2026-03-01', 'to'],
      ['from=2026-11-20&to=2026-11-22&utc_offset=%2B15:00', 'utc_offset'],
      ['from=2026-11-20&to=2026-11-22&after=abc', 'after'],
      ['from=2026-11-20&to=2026-11-22&limit=501', 'limit'],
    ] as const) {
      const res = await h.request(`/v1/logs?${q}`, { key: diaryKey });
      expect({ q, status: res.status }).toEqual({ q, status: 400 });
      expect((await body<{ message: string }>(res)).message).toContain(field);
    }
  });

  test('403 for a marketplace key; 503 when the store is unreachable', async () => {
    const { key: k } = await h.account('starter', 'marketplace');
    expect((await h.request('/v1/logs?from=2026-11-20&to=2026-11-22', { key: k })).status).toBe(403);
    const restore = breakStore(h.runtime.services);
    try {
      const res = await h.request('/v1/logs?from=2026-11-20&to=2026-11-22', { key: diaryKey });
      expect(res.status).toBe(503);
      expect(await body(res)).toMatchObject({ status: 'failure', code: 503 });
    } finally {
      restore();
    }
  });
});
