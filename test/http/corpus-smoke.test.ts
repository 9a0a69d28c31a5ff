/**
 * Real-corpus smoke run: the whole reference corpus built from ../shared/data (USDA SR28, Open
 * Food Facts, retention) and served over HTTP with lexical search; plus a subset with the real
 * USE-lite encoder for semantic search. Builds go to a temporary corpus folder.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { loadCatalog } from '../../src/catalog/load';
import { createLogger } from '../../src/http/log';
import { operations } from '../../src/ops';
import { body, createHarness, type Harness } from '../helpers/harness';
import { USDA_SUBSET } from '../fixtures/usda-subset';

const log = createLogger('silent');
let full: Harness;
let semantic: Harness;
let key: string;
let semKey: string;

beforeAll(async () => {
  const corpusDir = mkdtempSync(join(tmpdir(), 'morsel-corpus-'));
  const config = { ...loadConfig(), corpusDir };
  const catalog = await loadCatalog(config, log, { embeddingModel: 'none' });
  full = await createHarness(operations, { catalog });
  key = (await full.account('ultra')).key;
  const small = await loadCatalog(config, log, { subset: { usda: USDA_SUBSET, limitProducts: 50 }, embeddingModel: 'use-lite' });
  semantic = await createHarness(operations, { catalog: small });
  semKey = (await semantic.account('ultra')).key;
}, 300_000);
afterAll(async () => {
  await full.stop();
  await semantic.stop();
});

describe('full corpus', () => {
  test('thousands of generic foods and products are served', async () => {
    const catalog = full.runtime.services.catalog();
    expect(catalog.foods.generic.length).toBeGreaterThan(8000);
    expect(catalog.foods.byBarcode.size).toBeGreaterThan(1000);
    const usda = catalog.manifest!.sources.find((s) => s.name === 'usda-sr28')!;
    expect(usda.imported + Object.values(usda.excluded).reduce((a, b) => a + b, 0)).toBe(8789);
  });

  test('everyday queries find the generic food first', async () => {
    for (const [q, expected] of [['apple', /^Apples, raw/], ['garbanzo', /^Chickpeas/], ['OJ', /^Orange juice/], ['brocoli', /^Broccoli/], ['aubergine', /^Eggplant/]] as const) {
      const b = await body<{ foods: { name: string }[]; retrieval: { semantic_available: boolean } }>(await full.request(`/v1/search-foods?query=${encodeURIComponent(q)}&number=3`, { key }));
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

  test('a real barcode resolves with attribution', async () => {
    const [code] = [...full.runtime.services.catalog().foods.byBarcode.values()].map((p) => p.barcode!);
    const res = await full.request(`/v1/barcode/${code}`, { key });
    expect(res.status).toBe(200);
    expect(JSON.stringify(await body(res))).toContain('Open Food Facts');
  });
});

describe('semantic search with the real USE-lite encoder (subset)', () => {
  test('semantic mode answers and reports the model', async () => {
    const b = await body<{ foods: { name: string }[]; retrieval: Record<string, unknown> }>(await semantic.request('/v1/search-foods?query=soda&mode=semantic&number=5', { key: semKey }));
    expect(b.retrieval).toMatchObject({ requested: 'semantic', semantic_available: true, model: 'use-lite' });
    expect(b.foods.length).toBeGreaterThan(0);
  });
});
