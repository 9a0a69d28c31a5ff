/** Packaged products from the on-disk product store over HTTP: barcode, search, autocomplete, detail. */
import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GZIP_MIN_BYTES } from '../../src/http/compression';
import { foodsOps } from '../../src/ops/foods';
import { intelligenceOps } from '../../src/ops/intelligence';
import { attachProductStore } from '../../src/catalog/open-products';
import { ProductSource } from '../../src/catalog/product-source';
import { importOffExport } from '../../src/products/import';
import { foodAnswerText } from '../../src/render/food';
import { body, createHarness, meter, type Harness } from '../helpers/harness';
import { FOODS, fixtureCatalog, fixtureFood } from '../fixtures/catalog';
import { taxonomy } from '../unit/foods/shared-taxonomy';
import { ean, jsonl, offRow } from '../unit/products/fixture';

const dir = mkdtempSync(join(tmpdir(), 'morsel-products-http-'));
const COLA = '5449000000996';
const NUTELLA = '3017620422003';
const OREO = ean('762221044000');
/** A product whose answer is over GZIP_MIN_BYTES (a long ingredient list). */
const LONG = ean('400000000300');
/** An in-memory record under a code the store also holds: it is the one answered, as before the store answered. */
const inMemoryOreo = fixtureFood('88888888-8888-4888-8888-888888888888', 'Oreo (in memory)', '100g', [480, 5, 70, 20], {
  dataset: 'openfoodfacts',
  barcode: OREO,
});
const banana = fixtureFood('77777777-7777-4777-8777-777777777777', 'Bananas, raw', '100g', [89, 1.1, 22.8, 0.3], { aliases: ['banana'] });
/** A UPC-A whose zero-suppressed UPC-E form is 04252614 (not also a valid EAN-8). */
const UPCA = '042100005264';
/** Dried prunes entered per 31.25 g serving in the per-100 g fields (issue 35). */
const PRUNES = ean('800112000713');
const suspect = {
  reason: 'energy_below_category',
  message: 'test',
  serving: 31.25,
  if_per_serving: { calories: 243, protein_g: 2.2, carbs_g: 54.4, fat_g: 0 },
};
const dried = (id: string, name: string, macros: [number, number, number, number], extra: Record<string, unknown> = {}) =>
  fixtureFood(id, name, '100g', macros, { group: 'Dried fruits', extra });
const dates = dried('66666666-6666-4666-8666-666666666661', 'Dates, dried', [282, 2.5, 75, 0.4]);
const prunesFlagged = dried('66666666-6666-4666-8666-666666666662', 'Prunes (flagged)', [76, 0.7, 17, 0], { basis_suspect: suspect });
const prunesPlain = dried('66666666-6666-4666-8666-666666666663', 'Prunes (as entered)', [76, 0.7, 17, 0]);
const rows = [
  offRow(NUTELLA, 'Nutella', { brands: 'Ferrero', countries_tags: ['en:france', 'en:italy'] }),
  offRow(ean('301762042201'), 'Nutella Biscuits', { brands: 'Ferrero' }),
  offRow(COLA, 'Coca-Cola Zero', {
    brands: 'Coca-Cola',
    quantity: '33 cl',
    countries_tags: ['en:belgium'],
    nutriments: { 'energy-kcal_100g': 0.3, 'energy-kj_100g': 1.3, fat_100g: 0, carbohydrates_100g: 0, sugars_100g: 0, proteins_100g: 0, salt_100g: 0.02 },
  }),
  offRow(OREO, 'Oreo Original', { brands: 'Oreo', countries_tags: ['en:united-kingdom'] }),
  offRow(ean('400000000100'), 'Banana', { brands: 'Chiquita' }),
  offRow(ean('400000000200'), 'Apple', { brands: 'Orchard' }),
  offRow(LONG, 'Long label', { ingredients_text: Array.from({ length: 300 }, (_, i) => `spice ${i} (${i % 7}%)`).join(', ') }),
  offRow(UPCA, 'Small pack mints', { brands: 'Mintco' }),
  offRow(PRUNES, 'Prugne secche', {
    brands: 'Coop',
    quantity: '250 g',
    serving_size: '31.25 g',
    serving_quantity: 31.25,
    categories_tags: ['en:plant-based-foods', 'en:dried-fruits', 'en:dried-prunes'],
    nutriments: {
      'energy-kcal_100g': 76,
      'energy-kj_100g': 318,
      fat_100g: 0,
      carbohydrates_100g: 17,
      sugars_100g: 11,
      fiber_100g: 2.2,
      proteins_100g: 0.7,
      salt_100g: 0,
    },
  }),
];

let h: Harness;
let key: string;
let source: ProductSource;
beforeAll(async () => {
  const file = join(dir, 'export.jsonl.gz');
  writeFileSync(file, Bun.gzipSync(new TextEncoder().encode(jsonl(rows))));
  await importOffExport({ file, storePath: join(dir, 'products.sqlite'), taxonomy: taxonomy() });
  const catalog = fixtureCatalog([banana, dates, prunesFlagged, prunesPlain]);
  catalog.foods.byBarcode.set(OREO, inMemoryOreo);
  source = new ProductSource(join(dir, 'products.sqlite'));
  attachProductStore(catalog, source);
  catalog.parts.openfoodfacts = { products: [], taxonomy: taxonomy(), attribution: 'Open Food Facts contributors', license: 'ODbL-1.0' };
  h = await createHarness([...foodsOps, ...intelligenceOps], { catalog });
  key = (await h.account('starter')).key;
}, 180_000);
afterAll(async () => {
  await h.stop();
  rmSync(dir, { recursive: true, force: true });
});

type Found = { number: number; foods: { id: string; name: string; brand?: string | null; match_score: number }[] };
const search = async (q: string) => {
  const res = await h.request(`/v1/foods/search?${q}`, { key });
  expect(res.status).toBe(200);
  expect(meter(res).cost).toBe(1);
  return body<Found>(res);
};

describe('GET /v1/barcode/{code} from the product store', () => {
  test('finds Coca-Cola by EAN-13 and Nutella with or without the UPC/GTIN padding; costs 1', async () => {
    for (const code of [COLA, `0${COLA}`]) {
      const res = await h.request(`/v1/barcode/${code}`, { key });
      expect(res.status).toBe(200);
      expect(await body(res)).toMatchObject({ name: 'Coca-Cola Zero', barcode: COLA });
      expect(meter(res).cost).toBe(1);
    }
    expect(await body(await h.request(`/v1/barcode/${NUTELLA}`, { key }))).toMatchObject({ name: 'Nutella', calories: 400 });
  });

  test('answers the pre-rendered body as stored, with the usual headers', async () => {
    const res = await h.request(`/v1/barcode/${COLA}`, { key, headers: { 'x-request-id': 'barcode-1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('x-request-id')).toBe('barcode-1');
    expect(meter(res).cost).toBe(1);
    const record = source.store!.byBarcodeKey(COLA)!;
    expect(await res.text()).toBe(foodAnswerText(record));
    // Stored as UTF-8 bytes and sent as they are.
    expect(new TextDecoder().decode(source.store!.answerByBarcodeKey(COLA) as Uint8Array)).toBe(foodAnswerText(record));
    // Asked again, the kept answer (answer-cache.ts) goes out whole: a response never takes its bytes.
    for (const id of ['barcode-2', 'barcode-3']) {
      const again = await h.request(`/v1/barcode/${COLA}`, { key, headers: { 'x-request-id': id } });
      expect([again.headers.get('x-request-id'), await again.text()]).toEqual([id, foodAnswerText(record)]);
    }
  });

  test('a large answer goes gzipped to a client that accepts it, compressed once while kept', async () => {
    const gzip = spyOn(Bun, 'gzipSync');
    try {
      const bodies: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await h.request(`/v1/barcode/${LONG}`, { key, headers: { 'accept-encoding': 'gzip' } });
        expect([res.status, res.headers.get('content-encoding'), meter(res).cost]).toEqual([200, 'gzip', 1]);
        bodies.push(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await res.arrayBuffer()))));
      }
      expect(bodies[0]!.length).toBeGreaterThan(GZIP_MIN_BYTES);
      expect(new Set(bodies).size).toBe(1);
      expect(JSON.parse(bodies[0]!)).toMatchObject({ name: 'Long label' });
      expect(gzip).toHaveBeenCalledTimes(1);
    } finally {
      gzip.mockRestore();
    }
    const plain = await h.request(`/v1/barcode/${LONG}`, { key });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toMatchObject({ name: 'Long label' });
  });

  test('an in-memory record under the same code comes first, rendered per request', async () => {
    expect(await body(await h.request(`/v1/barcode/${OREO}`, { key }))).toMatchObject({ id: inMemoryOreo.id, name: 'Oreo (in memory)' });
  });

  test('a bad check digit is 400 with the reason; an unknown code is 404', async () => {
    const bad = await h.request('/v1/barcode/5449000000997', { key });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await body(bad))).toContain('check digit');
    expect((await h.request(`/v1/barcode/${ean('999999999999')}`, { key })).status).toBe(404);
  });
});

describe('GET /v1/barcode/{code} with GS1 codes as scanners deliver them', () => {
  const get = (code: string) => h.request(`/v1/barcode/${encodeURIComponent(code)}`, { key });
  const GS = '\x1d';

  test('a GS1 Digital Link (any host, URL-encoded) answers as its GTIN, says which GTIN was read and echoes the other AIs; costs 1', async () => {
    for (const uri of [`https://id.gs1.org/01/0${COLA}/10/L123?17=261231`, `https://brand.example.com/scan/01/${COLA}/10/L123?linkType=gs1:pip&17=261231`]) {
      const res = await get(uri);
      expect(res.status).toBe(200);
      expect(meter(res).cost).toBe(1);
      expect(await body(res)).toMatchObject({
        name: 'Coca-Cola Zero',
        barcode: COLA,
        scan: {
          gtin: `0${COLA}`,
          read_from: 'digital_link',
          ais: [
            { ai: '10', title: 'BATCH/LOT', value: 'L123' },
            { ai: '17', title: 'USE BY OR EXPIRY', value: '261231' },
          ],
        },
      });
    }
  });

  test('element strings, bracketed or raw with GS separators, answer as their GTIN', async () => {
    for (const code of [`(01)0${NUTELLA}(17)261231(10)ABC123`, `]d2010${NUTELLA}17261231${'10'}ABC123`, `010${NUTELLA}10ABC123${GS}17261231`]) {
      const res = await get(code);
      expect(res.status).toBe(200);
      expect(meter(res).cost).toBe(1);
      const b = await body<Record<string, any>>(res);
      expect(b).toMatchObject({ name: 'Nutella', scan: { gtin: `0${NUTELLA}`, read_from: 'element_string' } });
      expect(b.scan.ais.map((a: { ai: string }) => a.ai).sort()).toEqual(['10', '17']);
    }
  });

  test('a UPC-E answers as its UPC-A and says which GTIN it expanded to; plain codes stay as they were', async () => {
    const res = await get('04252614');
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ name: 'Small pack mints', scan: { gtin: '00042100005264', read_from: 'upc_e', ais: [] } });
    expect(await body(await get(UPCA))).not.toHaveProperty('scan');
    expect(await body(await get(COLA))).not.toHaveProperty('scan');
  });

  test('malformed GS1 input is 400 with the reason', async () => {
    const cases: [string, string][] = [
      [`https://id.gs1.org/01/0${COLA.slice(0, -1)}7`, 'check digit'],
      ['https://id.gs1.org/00/952012345678912345', 'primary key is (00) SSCC, not a GTIN'],
      ['https://example.com/99/ABC', 'no primary key'],
      [`010${NUTELLA}10ABC12317261231`, 'must end with a GS (FNC1) separator'],
      [`(01)0${NUTELLA}(89)X`, 'unknown AI (89)'],
    ];
    for (const [code, reason] of cases) {
      const res = await get(code);
      expect(res.status).toBe(400);
      expect(meter(res).cost).toBe(1);
      const b = await body<{ status: string; code: number; message: string; problem: string }>(res);
      expect(b).toMatchObject({ status: 'failure', code: 400, problem: 'gs1' });
      expect(b.message).toContain(reason);
    }
  });
});

describe('per-serving values entered per 100 g (basis_suspect)', () => {
  test("the barcode answer keeps OFF's values and says why they look like one serving's; costs 1", async () => {
    const res = await h.request(`/v1/barcode/${PRUNES}`, { key });
    expect(res.status).toBe(200);
    expect(meter(res).cost).toBe(1);
    const b = await body<Record<string, any>>(res);
    expect(b).toMatchObject({
      name: 'Prugne secche',
      calories: 76,
      basis_suspect: { reason: 'energy_below_category', serving: 31.25, if_per_serving: { calories: 243.2 } },
    });
    expect(b.basis_suspect.message).toContain('dried fruits');
    // No Nutri-Score is computed from values on the wrong basis.
    expect(b.nutriscore_computed).toBeNull();
  });

  test('POST /v1/score refuses it with 422 and the reason', async () => {
    for (const food of [{ barcode: PRUNES }, { id: prunesFlagged.id }]) {
      const res = await h.request('/v1/score', { method: 'POST', key, json: { food } });
      expect(res.status).toBe(422);
      expect(meter(res).cost).toBe(3);
      const b = await body<Record<string, any>>(res);
      expect(b).toMatchObject({ status: 'failure', code: 422, basis_suspect: { reason: 'energy_below_category' } });
      expect(b.message).toContain("look like one serving's");
    }
    expect((await h.request('/v1/score', { method: 'POST', key, json: { food: { id: prunesPlain.id } } })).status).toBe(200);
  });

  test('GET /v1/alternatives never offers it, and refuses to rank from it', async () => {
    const res = await h.request(`/v1/alternatives?id=${dates.id}&number=10`, { key });
    expect(res.status).toBe(200);
    expect(meter(res).cost).toBe(1);
    const names = (await body<{ alternatives: { name: string }[] }>(res)).alternatives.map((a) => a.name);
    expect(names).toContain('Prunes (as entered)');
    expect(names).not.toContain('Prunes (flagged)');
    expect((await h.request(`/v1/alternatives?id=${prunesFlagged.id}`, { key })).status).toBe(422);
  });
});

describe('GET /v1/foods/search with store products', () => {
  test('a product or brand name ranks that product first', async () => {
    expect((await search('query=nutella')).foods[0]?.name).toBe('Nutella');
    expect((await search('query=coca%20cola%20zero')).foods[0]?.name).toBe('Coca-Cola Zero');
    expect((await search('query=oreo')).foods[0]?.name).toBe('Oreo Original');
  });

  test('a generic name keeps the generic food first', async () => {
    expect((await search('query=banana')).foods[0]?.id).toBe(banana.id);
    expect((await search('query=apple')).foods[0]?.id).toBe(FOODS.apple.id);
    expect((await search('query=banana')).foods.map((f) => f.name)).toContain('Banana');
  });

  test('kind, brand and country filter', async () => {
    expect((await search('query=banana&kind=generic')).foods.map((f) => f.name)).toEqual(['Bananas, raw']);
    expect((await search('query=banana&kind=product')).foods.map((f) => f.name)).toEqual(['Banana']);
    expect((await search('query=nutella&brand=ferrero')).foods.map((f) => f.name)).toEqual(['Nutella', 'Nutella Biscuits']);
    expect((await search('query=nutella&country=Italy')).foods.map((f) => f.name)).toEqual(['Nutella']);
    expect((await search('query=nutella&country=en:belgium')).number).toBe(0);
  });

  test('an unknown kind is 400', async () => {
    const res = await h.request('/v1/foods/search?query=nutella&kind=packaged', { key });
    expect(res.status).toBe(400);
  });

  test('a store product opens by id', async () => {
    const id = (await search('query=oreo')).foods[0]!.id;
    const res = await h.request(`/v1/foods/${id}`, { key });
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ id, name: 'Oreo Original' });
  });
});

describe('GET /v1/foods/autocomplete with store products', () => {
  test('suggests store products by prefix; costs 1', async () => {
    const res = await h.request('/v1/foods/autocomplete?query=nute', { key });
    expect(res.status).toBe(200);
    expect(meter(res).cost).toBe(1);
    const b = await body<{ suggestions: { name: string; calories: number | null }[] }>(res);
    expect(b.suggestions[0]).toEqual({ id: expect.any(String), name: 'Nutella', calories: 400 } as never);
  });
});
