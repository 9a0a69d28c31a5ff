/**
 * One food, one answer: rows of several tables joined into a canonical food, served over HTTP
 * (search, food detail, a row by its own id, region and language), and the bad input of search.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { foodsOps } from '../../src/ops/foods';
import { joinCanonical } from '../../src/catalog/canonical';
import type { Catalog } from '../../src/catalog/types';
import type { FoodRecord } from '../../src/domain/foods/food';
import { FoodSearch } from '../../src/search/hybrid';
import { LexicalIndex } from '../../src/search/lexical';
import { searchDocFromFood } from '../../src/search/doc';
import { body, createHarness, meter, type Harness } from '../helpers/harness';
import { fixtureFood } from '../fixtures/catalog';

const nutrient = (key: string, name: string, amount: number, unit: string) => ({ key, name, amount, unit });
const SR = fixtureFood('99999999-9999-4999-8999-000000000001', 'Eggplant, raw', '100g', [25, 1, 5.9, 0.2], {
  source_id: '11209',
  aliases: ['eggplant', 'aubergine'],
  nutrients: [nutrient('calories', 'Energy', 25, 'kcal'), nutrient('protein', 'Protein', 1, 'g'), nutrient('fiber', 'Fiber, total dietary', 3, 'g')],
  unknown_keys: ['vitamin_d'],
  unresolved_keys: ['vitamin_d'],
});
const CNF = fixtureFood('99999999-9999-4999-8999-000000000002', 'Eggplant (aubergine, brinjal), raw', '100g', [24, 1, 5.7, 0.2], {
  dataset: 'cnf',
  source_id: '2396',
  names: [{ lang: 'fr', text: 'Aubergine, crue', source: 'cnf' }],
  nutrients: [
    nutrient('calories', 'Energy', 24, 'kcal'),
    nutrient('protein', 'Protein', 3, 'g'),
    nutrient('fiber', 'Fiber, total dietary', 3.1, 'g'),
    nutrient('vitamin_d', 'Vitamin D', 0, 'µg'),
  ],
});
const CIQUAL = fixtureFood('99999999-9999-4999-8999-000000000003', 'Eggplant, raw', '100g', [25.6, 1.1, 4.4, 0.2], {
  dataset: 'ciqual',
  source_id: '20005',
  names: [{ lang: 'fr', text: 'Aubergine, crue', source: 'ciqual' }],
  nutrients: [nutrient('calories', 'Energy', 25.6, 'kcal'), nutrient('protein', 'Protein', 1.1, 'g')],
});
const CANONICAL_ID = '99999999-9999-4999-8999-0000000000aa';

function canonicalCatalog(): Catalog {
  const rows: FoodRecord[] = [SR, CNF, CIQUAL];
  const canonical = joinCanonical(rows, {
    groups: [{ id: CANONICAL_ID, members: rows.map((r) => r.id), reported: rows.map((r) => r.nutrients.length), links: [] }],
    report: { linked: {}, refused: {}, conflicts: [], alone: {}, canonical_foods: 1 },
  });
  const docs = canonical.served.map(searchDocFromFood);
  return {
    builtAt: new Date(0).toISOString(),
    manifest: null,
    parts: {},
    foods: { byId: new Map([...rows, ...canonical.served].map((f) => [f.id, f])), byBarcode: new Map(), generic: canonical.served },
    canonical,
    search: new FoodSearch(docs, new LexicalIndex(docs), null),
    retention: new Map(),
  };
}

interface Food {
  id: string;
  name: string;
  dataset: string;
  sources: { id: string; dataset: string; source_id: string; name: string; license: string | null; attribution: string | null; primary: boolean }[];
  primary_rule?: string;
  canonical_id?: string;
  estimated_nutrients: { key: string; method: string; donor_id: string }[];
  disagreements?: { key: string }[];
  nutrients: { key: string; amount: number }[];
}
interface Answer {
  foods: Food[];
  region?: { requested: string; table: boolean; note?: string };
  reason?: string;
  suggestions?: Food[];
  language: { lang: string | null };
}

let h: Harness;
let key: string;
beforeAll(async () => {
  h = await createHarness(foodsOps, { catalog: canonicalCatalog() });
  key = (await h.account('starter')).key;
}, 60_000);
afterAll(async () => {
  await h.stop();
});

describe('a food held by three tables is one answer', () => {
  test('search answers it once with its three rows; borrowed values apart; disagreements marked; cost 1', async () => {
    const res = await h.request('/v1/foods/search?query=eggplant', { key });
    expect(res.status).toBe(200);
    expect(meter(res).cost).toBe(1);
    const b = await body<Answer>(res);
    expect(b.foods.map((f) => f.id)).toEqual([CANONICAL_ID]);
    const f = b.foods[0]!;
    expect(f.name).toBe('Eggplant, raw');
    // CNF reports the most nutrients: its values are served, the SR28 name kept.
    expect(f).toMatchObject({ dataset: 'cnf', primary_rule: 'most_complete' });
    expect(f.sources.map((s) => [s.dataset, s.source_id, s.primary])).toEqual([
      ['usda-sr28', '11209', false],
      ['cnf', '2396', true],
      ['ciqual', '20005', false],
    ]);
    expect(f.sources.every((s) => s.license && s.attribution && !/https?:/.test(s.attribution))).toBe(true);
    expect(f.disagreements!.map((d) => d.key)).toContain('protein');
  });

  test('region chooses the row: FR serves CIQUAL under its own name; the answer says so', async () => {
    const b = await body<Answer>(await h.request('/v1/foods/search?query=eggplant&region=fr', { key }));
    expect(b.region).toEqual({ requested: 'FR', table: true });
    expect(b.foods[0]).toMatchObject({ id: CANONICAL_ID, dataset: 'ciqual', primary_rule: 'region' });
    // SR28 and CNF report fibre, CIQUAL does not: borrowed from the first table, labelled, not in nutrients.
    expect(b.foods[0]!.nutrients.map((n) => n.key)).not.toContain('fiber');
    expect(b.foods[0]!.estimated_nutrients.find((e) => e.key === 'fiber')).toMatchObject({ method: 'same_food_other_table', donor_id: SR.id });
    expect(b.foods[0]!.estimated_nutrients.find((e) => e.key === 'vitamin_d')).toMatchObject({ donor_id: CNF.id });
  });

  test('a region no table describes falls back, and the answer says which rule served', async () => {
    const b = await body<Answer>(await h.request('/v1/foods/search?query=eggplant&region=de', { key }));
    expect(b.region).toMatchObject({ requested: 'DE', table: false });
    expect(b.region!.note).toContain('No reference table of region DE');
    expect(b.foods[0]!.primary_rule).toBe('most_complete');
  });

  test('a French query is served the French row', async () => {
    const b = await body<Answer>(await h.request(`/v1/foods/search?query=${encodeURIComponent('aubergine crue')}`, { key }));
    expect(b.language.lang).toBe('fr');
    expect(b.foods[0]).toMatchObject({ id: CANONICAL_ID, primary_rule: 'language' });
  });

  test('GET the canonical id, or a row by its own id (which names its food); 404 names an unknown id', async () => {
    const food = await body<Food>(await h.request(`/v1/foods/${CANONICAL_ID}?region=US`, { key }));
    expect(food).toMatchObject({ id: CANONICAL_ID, dataset: 'usda-sr28', primary_rule: 'region' });
    const rowRes = await h.request(`/v1/foods/${CIQUAL.id}`, { key });
    expect(rowRes.status).toBe(200);
    expect(meter(rowRes).cost).toBe(1);
    const row = await body<Food>(rowRes);
    expect(row).toMatchObject({ id: CIQUAL.id, dataset: 'ciqual', canonical_id: CANONICAL_ID });
    expect(row.sources.map((s) => s.id)).toEqual([CIQUAL.id]);
    const missing = '99999999-9999-4999-8999-0000000000ff';
    const res = await h.request(`/v1/foods/${missing}`, { key });
    expect(res.status).toBe(404);
    expect((await body<{ message: string }>(res)).message).toContain(missing);
  });

  test('400 for a malformed region, leaving usage untouched', async () => {
    for (const path of ['/v1/foods/search?query=eggplant&region=France', `/v1/foods/${CANONICAL_ID}?region=1`]) {
      const res = await h.request(path, { key });
      expect(res.status).toBe(400);
      expect(await body<{ status: string; message: string }>(res)).toMatchObject({ status: 'failure' });
    }
  });
});

describe('search bad input', () => {
  test('stop words, punctuation or digits alone: no food, a reason, never a 500', async () => {
    for (const q of ['the and of', '!!! ???', '12345', 'and']) {
      const res = await h.request(`/v1/foods/search?query=${encodeURIComponent(q)}`, { key });
      expect(res.status).toBe(200);
      const b = await body<Answer>(res);
      expect(b.foods).toEqual([]);
      expect(b.reason).toBeString();
    }
  });

  test('200 characters is the limit; mixed scripts answer', async () => {
    expect((await h.request(`/v1/foods/search?query=${'a'.repeat(200)}`, { key })).status).toBe(200);
    const long = await h.request(`/v1/foods/search?query=${'a'.repeat(201)}`, { key });
    expect(long.status).toBe(400);
    expect((await body<{ message: string }>(long)).message).toContain('200');
    const mixed = await h.request(`/v1/foods/search?query=${encodeURIComponent('eggplant 茄子 बैंगन')}`, { key });
    expect(mixed.status).toBe(200);
    const m = await body<Answer>(mixed);
    // Two of its three words name nothing here: the food comes as a suggestion, not a confident answer.
    expect([...m.foods, ...(m.suggestions ?? [])].map((f) => f.id)).toContain(CANONICAL_ID);
  });
});
