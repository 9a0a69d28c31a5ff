import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { parseOps } from '../../src/ops/parse';
import { body, createHarness, meter, type Harness } from '../helpers/harness';
import { fixtureCatalog, fixtureFood } from '../fixtures/catalog';
import { generateAliases } from '../../src/corpus/aliases';

let h: Harness;
let key: string;
let llm: ReturnType<typeof Bun.serve>;
let llmDown: Harness;
let llmUp: Harness;
beforeAll(async () => {
  h = await createHarness(parseOps, { catalog: fixtureCatalog() });
  key = (await h.account('pro')).key;
  llm = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: () =>
      Response.json({
        choices: [
          {
            message: {
              content: JSON.stringify({
                items: [
                  { text: '150 g apple', name: 'apple' },
                  { text: 'a cup of orange juice', name: 'orange juice' },
                ],
              }),
            },
          },
        ],
      }),
  });
  llmUp = await createHarness(parseOps, { catalog: fixtureCatalog(), env: { MORSEL_LLM_URL: `http://127.0.0.1:${llm.port}/v1` } });
  llmDown = await createHarness(parseOps, { catalog: fixtureCatalog(), env: { MORSEL_LLM_URL: 'http://127.0.0.1:9/v1' } });
}, 60_000);
afterAll(async () => {
  llm.stop(true);
  await h.stop();
  await llmUp.stop();
  await llmDown.stop();
});

const parse = (harness: Harness, k: string, text: unknown) => harness.request('/v1/parse', { method: 'POST', key: k, json: { text } });

describe('POST /v1/parse: food as eaten', () => {
  // Aliases as the corpus generates them from the names (src/corpus/aliases.ts).
  const food = (n: string, name: string, group: string, portions: [number, string, number][]) =>
    fixtureFood(`7e57f00d-0000-4000-8000-00000000000${n}`, name, '100g', [200, 5, 30, 6], {
      group,
      aliases: generateAliases(name),
      portions: portions.map(([amount, measure, grams], i) => ({ amount, measure, grams, seq: String(i + 1) })),
    });
  let eaten: Harness;
  let k: string;
  beforeAll(async () => {
    eaten = await createHarness(parseOps, {
      catalog: fixtureCatalog([
        food('1', 'Pancakes, plain, dry mix, incomplete', 'Baked Products', [[1, 'cup', 120]]),
        food('2', 'Pancakes, plain, dry mix, incomplete, prepared', 'Baked Products', [[1, 'pancake (4" dia)', 38]]),
        food('3', 'Fish, salmon, raw', 'Finfish and Shellfish Products', [[3, 'oz', 85]]),
        food('4', 'Fish, salmon, cooked, dry heat', 'Finfish and Shellfish Products', [
          [3, 'oz', 85],
          [0.5, 'fillet', 155],
        ]),
      ]),
    });
    k = (await eaten.account('pro')).key;
  });
  afterAll(() => eaten.stop());

  test('a mix is eaten prepared, fish cooked, one standard portion the whole 3 oz row', async () => {
    const b = await body<{ items: { name: string; food: { name: string } | null; grams: number | null }[] }>(await parse(eaten, k, 'two pancakes and salmon'));
    expect(b.items[0]).toMatchObject({ name: 'pancakes', food: { name: 'Pancakes, plain, dry mix, incomplete, prepared' }, grams: 76 });
    expect(b.items[1]).toMatchObject({ name: 'salmon', food: { name: 'Fish, salmon, cooked, dry heat' }, grams: 85 });
  });
});

describe('POST /v1/parse', () => {
  test('complete meal: items with quantity, unit, food, grams, totals; costs 5', async () => {
    const res = await parse(h, key, '150 g apple and a cup of orange juice');
    expect(res.status).toBe(200);
    const b = await body<Record<string, any>>(res);
    expect(b).toMatchObject({ source: 'corpus-parser', complete: true, unresolved_items: [] });
    expect(b.items[0]).toMatchObject({ name: 'apple', quantity: 150, unit: 'g', grams: 150, resolved: true, calories: 78 });
    expect(b.items[1]).toMatchObject({ name: 'orange juice', unit: 'cup', resolved: true });
    expect(b.calories).toBe(b.items[0].calories + b.items[1].calories);
    expect(b.resolved_totals).toBeUndefined();
    expect(meter(res).cost).toBe(5);
  });

  test('incomplete meal: null totals, unresolved items, resolved subtotal', async () => {
    const b = await body<Record<string, any>>(await parse(h, key, 'apple with a bowl of unicorn stew'));
    expect(b.complete).toBe(false);
    expect(b.calories).toBeNull();
    expect(b.unresolved_items.length).toBe(1);
    expect(b.resolved_totals.calories).toBeGreaterThan(0);
    expect(b.items[0]).toMatchObject({ name: 'apple', default_portion: true, resolved: true });
  });

  test('422 when nothing readable; 400 for empty, missing or over 1000 characters', async () => {
    expect((await parse(h, key, '!!! ???')).status).toBe(422);
    expect((await parse(h, key, 'zzqx vbnm')).status).toBe(422);
    for (const text of ['', 'a'.repeat(1001), 42]) expect((await parse(h, key, text)).status).toBe(400);
  });

  test('language model proposes the split only; down → 502 with the cost kept', async () => {
    const kUp = (await llmUp.account('pro')).key;
    const up = await body<Record<string, any>>(await parse(llmUp, kUp, 'apple and juice'));
    expect(up.splitter).toContain('language-model');
    expect(up.items.map((i: { name: string }) => i.name)).toEqual(['apple', 'orange juice']);
    const kDown = (await llmDown.account('pro')).key;
    const down = await parse(llmDown, kDown, 'apple');
    expect(down.status).toBe(502);
    expect(meter(down).cost).toBe(5);
  });
});
