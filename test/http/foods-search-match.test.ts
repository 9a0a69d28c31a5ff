import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { foodsOps } from '../../src/ops/foods';
import { body, createHarness, meter, type Harness } from '../helpers/harness';
import { fixtureCatalog, fixtureFood } from '../fixtures/catalog';

/** Generic foods carrying names in other languages, as the importers and the taxonomy link give them. */
const CHEESE = fixtureFood('66666666-6666-4666-8666-000000000001', 'Cheese, cheddar', '100g', [403, 25, 1.3, 33], {
  aliases: ['cheddar cheese'],
  names: [
    { lang: 'de', text: 'Käse', source: 'off-taxonomy' },
    { lang: 'fr', text: 'fromage', source: 'off-taxonomy' },
    { lang: 'zh', text: '奶酪', source: 'off-taxonomy' },
  ],
});
const DRESSING = fixtureFood('66666666-6666-4666-8666-000000000002', 'Salad dressing, caesar dressing, regular', '100g', [542, 2.2, 3.3, 58], {
  aliases: ['caesar dressing'],
});
const LENTILS = fixtureFood('66666666-6666-4666-8666-000000000003', 'Lentils, mature seeds, cooked, boiled', '100g', [116, 9, 20, 0.4], {
  aliases: ['cooked lentils', 'lentils'],
  names: [{ lang: 'hi', text: 'दाल', source: 'ifct' }],
});

const TOMATOES = fixtureFood('66666666-6666-4666-8666-000000000004', 'Tomatoes, red, ripe, raw, year round average', '100g', [18, 0.9, 3.9, 0.2], {
  aliases: ['tomatoes', 'tomato'],
});

// Namesakes of "superfine sugar", none the plain form: the powdered sugar has more measures, so the rank prior puts it first.
const measures = (n: number) => Array.from({ length: n }, (_, i) => ({ seq: String(i + 1), amount: i + 1, measure: `measure ${i + 1}`, grams: 10 * (i + 1) }));
const POWDERED_SUGAR = fixtureFood('66666666-6666-4666-8666-000000000005', 'Sugars, powdered', '100g', [389, 0, 100, 0], {
  aliases: ['superfine sugar', 'icing sugar'],
  portions: measures(8),
});
const GRANULATED_SUGAR = fixtureFood('66666666-6666-4666-8666-000000000006', 'Sugars, granulated', '100g', [387, 0, 100, 0], {
  aliases: ['superfine sugar', 'white sugar'],
});
// "peas": the synonym table names the green garden pea, the plain one of its namesakes.
const SNOW_PEAS = fixtureFood('66666666-6666-4666-8666-000000000007', 'Peas, edible-podded, raw', '100g', [42, 2.8, 7.6, 0.2], {
  aliases: ['peas', 'snow peas'],
  portions: measures(8),
});
const GREEN_PEAS = fixtureFood('66666666-6666-4666-8666-000000000008', 'Peas, green, raw', '100g', [81, 5.4, 14, 0.4], { aliases: ['peas', 'green peas'] });
const EGG = fixtureFood('66666666-6666-4666-8666-000000000009', 'Egg, whole, raw, fresh', '100g', [143, 12.6, 0.7, 9.5], { aliases: ['egg', 'eggs'] });
const SCRAMBLED = fixtureFood('66666666-6666-4666-8666-000000000010', 'Egg, whole, cooked, scrambled', '100g', [149, 10, 1.6, 11], {
  aliases: ['scrambled egg'],
});

// Linked through an English name ("coconut milk") the search answers with several foods alike.
const SANTAN = fixtureFood('66666666-6666-4666-8666-000000000011', 'Nuts, coconut milk, canned', '100g', [197, 2, 2.8, 21], {
  names: [{ lang: 'id', text: 'santan', source: 'morsel-lexicon', oneOfMany: true }],
});

let h: Harness;
let key: string;
beforeAll(async () => {
  h = await createHarness(foodsOps, {
    catalog: fixtureCatalog([CHEESE, DRESSING, LENTILS, TOMATOES, POWDERED_SUGAR, GRANULATED_SUGAR, SNOW_PEAS, GREEN_PEAS, EGG, SCRAMBLED, SANTAN]),
  });
  key = (await h.account('starter')).key;
}, 60_000);
afterAll(async () => {
  await h.stop();
});

interface Answer {
  number: number;
  language: { lang: string | null; by: string };
  foods: {
    id: string;
    name: string;
    match: { method: string; score: number; text?: string; lang?: string };
    local_name?: { lang: string; text: string; source?: string };
  }[];
  reason?: string;
  suggestions?: { id: string; match: { score: number } }[];
}

describe('GET /v1/foods/search: match, language, names in other languages', () => {
  test('every food carries a documented match; an exact English name is confident', async () => {
    const res = await h.request('/v1/foods/search?query=cheddar%20cheese', { key });
    expect(res.status).toBe(200);
    expect(meter(res).cost).toBe(1);
    const b = await body<Answer>(res);
    expect(b.foods[0]).toMatchObject({ id: CHEESE.id, match: { method: 'exact_name', text: 'Cheese, cheddar' } });
    expect(b.foods[0]!.match.score).toBeGreaterThanOrEqual(0.8);
    expect(b.language).toEqual({ lang: 'en', by: 'names' });
    for (const f of b.foods) expect(typeof f.match.score).toBe('number');
  });

  test('words no food name holds, read by the reviewed recipe lexicon: that food first, never confident', async () => {
    const res = await h.request('/v1/foods/search?query=roma%20tomatoes', { key });
    expect(res.status).toBe(200);
    expect(meter(res).cost).toBe(1);
    const b = await body<Answer>(res);
    expect(b.foods[0]).toMatchObject({ id: TOMATOES.id, match: { method: 'synonym', score: 0.7 } });
    expect(b.language).toEqual({ lang: 'en', by: 'names' });
    // A query search answers by its own words keeps that answer.
    const plain = await body<Answer>(await h.request('/v1/foods/search?query=tomatoes', { key }));
    expect(plain.foods[0]).toMatchObject({ id: TOMATOES.id });
    expect(plain.foods[0]!.match.method).not.toBe('synonym');
    // Products only: the lexicon names reference foods, so it answers nothing there.
    const products = await body<Answer>(await h.request('/v1/foods/search?query=roma%20tomatoes&kind=product', { key }));
    expect(products.foods.map((f) => f.match.method)).not.toContain('synonym');
  });

  test('a qualifier that departs from the standard food is never dropped to reach a lexicon word ("low fat roma tomatoes")', async () => {
    const res = await h.request('/v1/foods/search?query=low%20fat%20roma%20tomatoes', { key });
    expect(res.status).toBe(200);
    expect(meter(res).cost).toBe(1);
    expect((await body<Answer>(res)).foods.map((f) => f.match.method)).not.toContain('synonym');
    // Nor a grade the food's name does not give.
    const graded = await body<Answer>(await h.request('/v1/foods/search?query=2%25%20roma%20tomatoes', { key }));
    expect(graded.foods.map((f) => f.match.method)).not.toContain('synonym');
  });

  test('a misspelt word that search reads whole is kept, not dropped to reach a lexicon word ("scrambeld eggs" are scrambled, not raw)', async () => {
    const res = await h.request('/v1/foods/search?query=scrambeld%20eggs', { key });
    expect(res.status).toBe(200);
    expect(meter(res).cost).toBe(1);
    const b = await body<Answer>(res);
    expect(b.foods[0]).toMatchObject({ id: SCRAMBLED.id });
    expect(b.foods[0]!.match.score).toBeLessThan(0.8);
  });

  test("a diary's shorthand is read as the words it stands for ('cheddar chz' is cheddar cheese)", async () => {
    const res = await h.request('/v1/foods/search?query=cheddar%20chz', { key });
    expect(res.status).toBe(200);
    expect(meter(res).cost).toBe(1);
    const b = await body<Answer>(res);
    expect(b.foods[0]!.id).toBe(CHEESE.id);
    expect(b.foods[0]!.match.score).toBeGreaterThanOrEqual(0.8);
  });

  test('a query spelt like a property of every object ("__proto__") names no lexicon word: answered, never a 500', async () => {
    for (const q of ['__proto__', 'constructor']) {
      const res = await h.request(`/v1/foods/search?query=${q}`, { key });
      expect(res.status).toBe(200);
      expect(meter(res).cost).toBe(1);
      expect((await body<Answer>(res)).foods.map((f) => f.match.method)).not.toContain('synonym');
    }
  });

  test('of namesakes search answers alike, the one the recipe lexicon names first ("superfine sugar": granulated, not powdered), never confident', async () => {
    const b = await body<Answer>(await h.request('/v1/foods/search?query=superfine%20sugar', { key }));
    expect(b.foods.slice(0, 2).map((f) => f.id)).toEqual([GRANULATED_SUGAR.id, POWDERED_SUGAR.id]);
    expect(b.foods[0]!.match.score).toBe(b.foods[1]!.match.score);
    expect(b.foods[0]!.match.score).toBeLessThan(0.8);
  });

  test('"peas" answers the green garden pea the synonym table names, confidently, before the snow pea', async () => {
    const b = await body<Answer>(await h.request('/v1/foods/search?query=peas', { key }));
    expect(b.foods.slice(0, 2).map((f) => f.id)).toEqual([GREEN_PEAS.id, SNOW_PEAS.id]);
    expect(b.foods[0]!.match.score).toBeGreaterThanOrEqual(0.8);
  });

  test('a German name finds the food through its translation, with the name in German', async () => {
    const b = await body<Answer>(await h.request(`/v1/foods/search?query=${encodeURIComponent('käse')}`, { key }));
    expect(b.foods[0]).toMatchObject({ id: CHEESE.id, match: { method: 'translation', lang: 'de' }, local_name: { lang: 'de', text: 'Käse' } });
    expect(b.language).toEqual({ lang: 'de', by: 'names' });
  });

  test('a translation whose English name answers several foods alike is no surer than the English, and says only what the answer documents', async () => {
    const b = await body<Answer>(await h.request('/v1/foods/search?query=santan', { key }));
    expect(b.foods[0]!.id).toBe(SANTAN.id);
    expect(b.foods[0]!.match).toEqual({ method: 'translation', score: 0.75, text: 'santan', lang: 'id' });
    expect(b.foods[0]!.local_name).toEqual({ lang: 'id', text: 'santan', source: 'morsel-lexicon' });
  });

  test('Chinese and Hindi queries: script detection and whole-word names', async () => {
    const zh = await body<Answer>(await h.request(`/v1/foods/search?query=${encodeURIComponent('奶酪')}`, { key }));
    expect(zh.language).toEqual({ lang: 'zh', by: 'script' });
    expect(zh.foods[0]).toMatchObject({ id: CHEESE.id, local_name: { text: '奶酪' } });
    const hi = await body<Answer>(await h.request(`/v1/foods/search?query=${encodeURIComponent('दाल')}`, { key }));
    expect(hi.foods[0]).toMatchObject({ id: LENTILS.id, match: { method: 'translation', lang: 'hi' } });
  });

  test('lang chooses the local name of an English query', async () => {
    const b = await body<Answer>(await h.request('/v1/foods/search?query=cheddar%20cheese&lang=fr', { key }));
    expect(b.language).toEqual({ lang: 'fr', by: 'parameter' });
    expect(b.foods[0]!.local_name).toMatchObject({ lang: 'fr', text: 'fromage' });
  });

  test('a script with no names in the data: no food, with the reason', async () => {
    const b = await body<Answer>(await h.request(`/v1/foods/search?query=${encodeURIComponent('ข้าวเหนียว')}`, { key }));
    expect(b.foods).toEqual([]);
    expect(b.number).toBe(0);
    expect(b.reason).toContain('Thai');
    expect(b.language).toEqual({ lang: 'th', by: 'script' });
  });

  test('no confident match: no food, the closest as suggestions', async () => {
    const b = await body<Answer>(await h.request('/v1/foods/search?query=motor%20cheese%20grater%20blade', { key }));
    expect(b.foods).toEqual([]);
    expect(b.reason).toContain('No confident match');
    expect(b.suggestions!.length).toBeGreaterThan(0);
    for (const s of b.suggestions!) expect(s.match.score).toBeLessThan(0.3);
  });

  test('a dish query never gets the dressing as a confident answer', async () => {
    const b = await body<Answer>(await h.request('/v1/foods/search?query=caesar%20salad', { key }));
    for (const f of b.foods) expect(f.match.score).toBeLessThan(0.8);
  });

  test('an ingredient line is searched by its food', async () => {
    const b = await body<Answer>(await h.request(`/v1/foods/search?query=${encodeURIComponent('1 cup cooked lentils')}`, { key }));
    expect(b.foods[0]).toMatchObject({ id: LENTILS.id });
    expect(b.foods[0]!.match.score).toBeGreaterThanOrEqual(0.8);
  });

  test('400 for an over-long query (naming the limit) and a malformed lang', async () => {
    const long = await h.request(`/v1/foods/search?query=${'a'.repeat(201)}`, { key });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('200');
    const lang = await h.request('/v1/foods/search?query=milk&lang=not-a-language', { key });
    expect(lang.status).toBe(400);
    expect(await lang.text()).toContain('lang');
  });
});
