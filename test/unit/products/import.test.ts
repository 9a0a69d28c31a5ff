import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { barcodeKey } from '../../../src/domain/foods/barcode';
import { importOffExport } from '../../../src/products/import';
import { ExportReadError } from '../../../src/products/off-export';
import { PRODUCT_STORE_FORMAT, ProductStore } from '../../../src/products/store';
import { StoreFullError } from '../../../src/products/writer';
import { taxonomy } from '../foods/shared-taxonomy';
import { csv, ean, jsonl, offRow } from './fixture';

const dir = mkdtempSync(join(tmpdir(), 'morsel-products-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NUTELLA = ean('301762042200');
const COLA = '5449000000996';
const UPC = '012345678905'; // UPC-A; its EAN-13 form is 0012345678905
const good = [
  offRow(NUTELLA, 'Nutella', { brands: 'Ferrero' }),
  offRow(COLA, 'Coca-Cola Zero', {
    brands: 'Coca-Cola',
    quantity: '33 cl',
    countries_tags: ['en:belgium'],
    nutriments: { 'energy-kcal_100g': 0.3, 'energy-kj_100g': 1.3, fat_100g: 0, carbohydrates_100g: 0, sugars_100g: 0, proteins_100g: 0, salt_100g: 0.02 },
  }),
  offRow(UPC, 'Crème brûlée', { brands: 'Häagen' }),
];
const bad = [
  '{"code": "123", "product_name": ', // malformed JSON
  JSON.stringify({ code: ean('400000000001'), product_name: 42 }), // wrong type
  JSON.stringify(offRow(ean('400000000002'), 'Too fat', { nutriments: { 'energy-kcal_100g': 900, fat_100g: 150, carbohydrates_100g: 0, proteins_100g: 0 } })),
  JSON.stringify(
    offRow(ean('400000000003'), 'Too much energy', { nutriments: { 'energy-kj_100g': 5000, fat_100g: 10, carbohydrates_100g: 10, proteins_100g: 10 } }),
  ),
  JSON.stringify(offRow(ean('400000000004'), 'Negative', { nutriments: { 'energy-kcal_100g': 100, fat_100g: -1, carbohydrates_100g: 20, proteins_100g: 5 } })),
  JSON.stringify(offRow('4000000000059', 'Bad check digit')), // the check digit of 400000000005 is 6
];

function writeGz(name: string, text: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, Bun.gzipSync(typeof text === 'string' ? new TextEncoder().encode(text) : new Uint8Array(text)));
  return path;
}

const storeIn = (sub: string) => join(dir, sub, 'products.sqlite');
const mk = (sub: string) => Bun.$`mkdir -p ${join(dir, sub)}`.quiet();

describe('importing an OFF JSONL export', () => {
  let store: ProductStore;
  let summary: Awaited<ReturnType<typeof importOffExport>>;
  beforeAll(async () => {
    await mk('a');
    const huge = new Uint8Array(50 * 1024 * 1024 + 10).fill(0x61); // a 50 MB line of "a"
    const invalidUtf8 = new Uint8Array([0x7b, 0x22, 0x63, 0xff, 0xfe, 0x22, 0x7d]);
    const enc = new TextEncoder();
    const older = offRow(NUTELLA, 'Nutella old name', { brands: 'Ferrero' });
    const body = [
      enc.encode(`${jsonl([older, ...good]) + bad.join('\n')}\n`),
      huge,
      enc.encode('\n'),
      invalidUtf8,
      enc.encode(`\n${JSON.stringify(good[0])}\n`),
    ];
    const file = writeGz('export.jsonl.gz', Buffer.concat(body));
    summary = await importOffExport({ file, storePath: storeIn('a'), taxonomy: taxonomy() });
    store = ProductStore.open(storeIn('a'))!;
  }, 60_000);
  afterAll(() => store.close());

  test('imports the valid products and counts every exclusion by reason', () => {
    expect(summary.format).toBe('jsonl');
    expect(summary.products).toBe(3);
    expect(store.count).toBe(3);
    expect(summary.duplicates).toBe(2);
    expect(summary.excluded).toEqual({
      malformed_json: 1,
      wrong_types: 1,
      implausible_values: 3,
      invalid_barcode_check_digit: 1,
      line_too_long: 1,
      invalid_utf8: 1,
    });
  });

  test('the newest row of a duplicated code wins', () => {
    expect(store.byBarcodeKey(barcodeKey(NUTELLA)!)!.name).toBe('Nutella');
  });

  test('UPC-A, EAN-13 and GTIN-14 forms of one code find the same product', () => {
    for (const form of ['012345678905', '0012345678905', '00012345678905', '12345678905'])
      expect(store.byBarcodeKey(barcodeKey(form)!)?.name).toBe('Crème brûlée');
    expect(store.byBarcodeKey(barcodeKey(COLA)!)?.brand).toBe('Coca-Cola');
  });

  test('a stored product keeps its analysis, Nutri-Score and id', () => {
    const p = store.byBarcodeKey(barcodeKey(NUTELLA)!)!;
    const extra = p.extra as Record<string, unknown>;
    expect(extra.allergens).toEqual(expect.arrayContaining(['gluten', 'milk']));
    expect((extra.nutriscore_computed as { grade: string }).grade).toMatch(/^[A-E]$/);
    expect(store.byId(p.id)?.name).toBe('Nutella');
    expect(store.byId('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  test('search folds diacritics, ranks the exact name first and filters by brand and country', () => {
    expect(store.search('creme brulee')[0]?.record.name).toBe('Crème brûlée');
    expect(store.search('nutella')[0]?.record.name).toBe('Nutella');
    expect(store.search('coca cola zero')[0]?.record.name).toBe('Coca-Cola Zero');
    expect(store.search('nut')[0]?.record.name).toBe('Nutella'); // prefix of the last word
    expect(store.search('coca', { country: 'Belgium' }).map((h) => h.record.name)).toEqual(['Coca-Cola Zero']);
    expect(store.search('coca', { country: 'en:france' })).toEqual([]);
    expect(store.search('nutella', { brand: 'ferrero' }).length).toBe(1);
    expect(store.search('nutella', { brand: 'Coca-Cola' })).toEqual([]);
    expect(store.search('"AND OR NEAR(')).toEqual([]);
  });
});

describe('importing an OFF CSV export', () => {
  test('reads the tab-separated export, detected by content, into a corpus folder made for it', async () => {
    const file = writeGz('export.csv.gz', csv(good));
    const s = await importOffExport({ file, storePath: join(dir, 'csv', 'new', 'products.sqlite'), taxonomy: taxonomy() });
    expect(s.format).toBe('csv');
    expect(s.products).toBe(3);
    const store = ProductStore.open(join(dir, 'csv', 'new', 'products.sqlite'))!;
    expect(store.byBarcodeKey(barcodeKey(COLA)!)?.name).toBe('Coca-Cola Zero');
    expect(store.search('haagen')[0]?.record.name).toBe('Crème brûlée');
    store.close();
  });
});

describe('failures leave the previous store serving', () => {
  const path = storeIn('fail');
  let files: string[] = [];
  beforeAll(async () => {
    await mk('fail');
    await importOffExport({ file: writeGz('first.jsonl.gz', jsonl(good)), storePath: path, taxonomy: taxonomy() });
    files = readdirSync(join(dir, 'fail')).sort();
  }, 30_000);
  const intact = () => {
    const s = ProductStore.open(path)!;
    expect(s.count).toBe(3);
    expect(s.answersCurrent).toBe(true);
    s.close();
    // The store and the answers file it names, and nothing the failed import began.
    expect(files).toEqual([expect.stringMatching(/^products\.records-/), 'products.sqlite']);
    expect(readdirSync(join(dir, 'fail')).sort()).toEqual(files);
  };

  test('a truncated gzip is a clear error', async () => {
    const gz = Bun.gzipSync(new TextEncoder().encode(jsonl([...good, ...good, ...good])));
    const file = join(dir, 'truncated.jsonl.gz');
    writeFileSync(file, gz.subarray(0, gz.length - 30));
    expect(importOffExport({ file, storePath: path, taxonomy: taxonomy() })).rejects.toThrow(ExportReadError);
    await Bun.sleep(50);
    intact();
  }, 30_000);

  test('a full disk is a clear error', async () => {
    const rows = Array.from({ length: 400 }, (_, i) => offRow(ean(String(500000000000 + i)), `Product ${i}`, { ingredients_text: 'x'.repeat(2000) }));
    const file = writeGz('big.jsonl.gz', jsonl(rows));
    expect(importOffExport({ file, storePath: path, taxonomy: taxonomy(), maxBytes: 256 * 1024 })).rejects.toThrow(StoreFullError);
    await Bun.sleep(50);
    intact();
  }, 30_000);

  test('a file that is no export is refused', async () => {
    const file = writeGz('other.gz', 'hello\tworld\n');
    expect(importOffExport({ file, storePath: path, taxonomy: taxonomy() })).rejects.toThrow(/neither an OFF JSONL export/);
    await Bun.sleep(50);
    intact();
  }, 30_000);

  test('an interrupted import is discarded', async () => {
    const rows = Array.from({ length: 1100 }, (_, i) => offRow(ean(String(600000000000 + i)), `Product ${i}`));
    expect(importOffExport({ file: writeGz('long.jsonl.gz', jsonl(rows)), storePath: path, taxonomy: taxonomy(), cancelled: () => true })).rejects.toThrow(
      /interrupted/,
    );
    await Bun.sleep(50);
    intact();
  }, 30_000);
});

describe('a delta export', () => {
  test('upserts by code and keeps the full-text index in step', async () => {
    await mk('delta');
    const path = storeIn('delta');
    await importOffExport({ file: writeGz('base.jsonl.gz', jsonl(good)), storePath: path, taxonomy: taxonomy() });
    const delta = [offRow(NUTELLA, 'Nutella Plant-Based', { brands: 'Ferrero' }), offRow(ean('700000000001'), 'Oreo Original', { brands: 'Oreo' })];
    const s = await importOffExport({ file: writeGz('delta.jsonl.gz', jsonl(delta)), storePath: path, taxonomy: taxonomy(), delta: true });
    expect(s.duplicates).toBe(1);
    expect(s.products).toBe(4);
    const store = ProductStore.open(path)!;
    expect(store.count).toBe(4);
    expect(store.byBarcodeKey(barcodeKey(NUTELLA)!)?.name).toBe('Nutella Plant-Based');
    expect(store.search('plant based')[0]?.record.name).toBe('Nutella Plant-Based');
    expect(store.search('oreo')[0]?.record.name).toBe('Oreo Original');
    expect(store.search('nutella').length).toBe(1);
    store.close();
    expect(existsSync(`${path}.importing-${process.pid}`)).toBe(false);
  }, 30_000);
});

describe('rows on worker threads', () => {
  test('several workers write the same store as one, the newest duplicate winning across batches', async () => {
    await mk('workers-one');
    await mk('workers-three');
    // ~6 MB of JSON: a dozen batches; one product of 1 MB straddles batch boundaries.
    const rows = Array.from({ length: 3000 }, (_, i) => offRow(ean(String(800000000000 + (i % 2500))), `Workers ${i}`, { generic_name: 'g'.repeat(1500) }));
    rows.splice(1500, 0, offRow(ean('810000000000'), 'Long label', { generic_name: 'l'.repeat(1 << 20) }));
    const file = writeGz('workers.jsonl.gz', jsonl(rows));
    const one = await importOffExport({ file, storePath: storeIn('workers-one'), taxonomy: taxonomy(), workers: 1 });
    const three = await importOffExport({ file, storePath: storeIn('workers-three'), taxonomy: taxonomy(), workers: 3 });
    expect(three.workers).toBe(3);
    for (const s of [one, three]) {
      expect(s.rows).toBe(3001);
      expect(s.products).toBe(2501);
      expect(s.duplicates).toBe(500);
      expect(s.excluded).toEqual({});
    }
    const store = ProductStore.open(storeIn('workers-three'))!;
    // Code 800000000000+k appears as row k and row 2500+k: the later name is kept.
    expect(store.byBarcodeKey(barcodeKey(ean('800000000007'))!)?.name).toBe('Workers 2507');
    // Its pre-rendered answer is the newest row's too.
    const answer = (await store.answerByBarcodeKey(barcodeKey(ean('800000000007'))!))!;
    expect(new TextDecoder().decode(answer as Uint8Array)).toContain('"Workers 2507"');
    expect(answer).not.toContain('"Workers 7"');
    expect(store.byBarcodeKey(barcodeKey(ean('800000000600'))!)?.name).toBe('Workers 600');
    expect(store.byBarcodeKey(barcodeKey(ean('810000000000'))!)?.name).toBe('Long label');
    store.close();
  }, 60_000);
});

describe('a delta on a store of an older format', () => {
  test('is refused with the reason; the store is unchanged', async () => {
    await mk('old');
    const path = storeIn('old');
    await importOffExport({ file: writeGz('old-base.jsonl.gz', jsonl(good)), storePath: path, taxonomy: taxonomy() });
    const files = readdirSync(join(dir, 'old')).sort();
    const { Database } = await import('bun:sqlite');
    const db = new Database(path);
    db.run(`UPDATE meta SET v = '1' WHERE k = 'format'`);
    db.close();
    expect(importOffExport({ file: writeGz('old-delta.jsonl.gz', jsonl(good)), storePath: path, taxonomy: taxonomy(), delta: true })).rejects.toThrow(
      new RegExp(`format 1 is not ${PRODUCT_STORE_FORMAT} .*re-run the full import.*a delta applies to a store of the current format only`),
    );
    await Bun.sleep(50);
    expect(readdirSync(join(dir, 'old')).sort()).toEqual(files);
    expect(files).toHaveLength(2);
  }, 30_000);
});

describe('a query that is a brand', () => {
  test("ranks the brand's products first, even past hundreds of names holding the word", async () => {
    await mk('brand');
    // 600 names holding the brand's word (more than the search reads unranked), then the brand's own.
    const rows = [
      ...Array.from({ length: 600 }, (_, i) => offRow(ean(String(820000000000 + i)), `Bofrost Free Tortelli ${i}`, { brands: undefined })),
      offRow(ean('830000000000'), 'Chicken Nachos', { brands: 'Bofrost' }),
      offRow(ean('830000000001'), 'Pomme dauphine', { brands: 'Bofrost' }),
    ];
    await importOffExport({ file: writeGz('brand.jsonl.gz', jsonl(rows)), storePath: storeIn('brand'), taxonomy: taxonomy() });
    const store = ProductStore.open(storeIn('brand'))!;
    const hits = store.search('bofrost', { limit: 5 });
    expect(hits.slice(0, 2).map((h) => h.record.brand)).toEqual(['Bofrost', 'Bofrost']);
    expect(hits[0]!.score).toBe(0.9);
    // The brand with the exact name is still the exact match.
    expect(store.search('bofrost chicken nachos')[0]).toMatchObject({ score: 1, record: { name: 'Chicken Nachos' } });
    store.close();
  }, 30_000);
});
