/**
 * Pre-rendered barcode answers (issue 18): the store keeps each product's GET /v1/barcode body,
 * which must be exactly what the service renders from the stored record, stay in step through
 * deltas, be re-rendered when the render code changed since the import, and an older store
 * format without them is refused with the reason.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { barcodeKey } from '../../../src/domain/foods/barcode';
import { loadConfig } from '../../../src/config';
import { createLogger } from '../../../src/logger';
import { importOffExport } from '../../../src/products/import';
import { openProducts } from '../../../src/catalog/open-products';
import type { ProductFile } from '../../../src/products/product-file';
import { openProductFile, PRODUCT_STORE_FORMAT, ProductStore, storeCode } from '../../../src/products/store';
import { foodAnswerText } from '../../../src/render/food';
import { taxonomy } from '../foods/shared-taxonomy';
import { ean, jsonl, offRow } from './fixture';

const dir = mkdtempSync(join(tmpdir(), 'morsel-answers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NUTELLA = ean('301762042200');
const PLAIN = ean('500000000001');
const SERVING = ean('500000000002');
const products = [
  offRow(NUTELLA, 'Nutella', { brands: 'Ferrero' }),
  // No brand, quantity, categories or ingredients: nulls, empty lists and an unknown basis.
  { code: PLAIN, product_name: 'Plain oats', nutriments: { 'energy-kcal_100g': 370, fat_100g: 7, carbohydrates_100g: 60, proteins_100g: 13 } },
  offRow(SERVING, 'Serving bar', { nutrition_data_per: 'serving', serving_size: '40 g' }),
];

async function importInto(sub: string, rows: unknown[], delta = false): Promise<string> {
  mkdirSync(join(dir, sub), { recursive: true });
  const file = join(dir, `${sub}-${delta ? 'delta' : 'full'}.jsonl.gz`);
  writeFileSync(file, Bun.gzipSync(new TextEncoder().encode(jsonl(rows))));
  const path = join(dir, sub, 'products.sqlite');
  await importOffExport({ file, storePath: path, taxonomy: taxonomy(), delta });
  return path;
}

/** The store's product file, as its meta table names it. */
const productFileOf = (path: string): ProductFile => {
  const db = new Database(path, { readonly: true });
  try {
    return openProductFile(path, db);
  } finally {
    db.close();
  }
};

const asText = (body: Uint8Array | string | null) => (body === null || typeof body === 'string' ? body : new TextDecoder().decode(body));

const storedBody = (path: string, code: string) => asText(productFileOf(path).answer(storeCode(barcodeKey(code)!)!));

/** What GET /v1/barcode would send for a code, as text. */
const answerText = async (store: ProductStore, code: string) => asText(await store.answerByBarcodeKey(barcodeKey(code)!));

describe('pre-rendered barcode answers', () => {
  let path: string;
  let store: ProductStore;
  beforeAll(async () => {
    path = await importInto('full', products);
    store = ProductStore.open(path)!;
  }, 60_000);
  afterAll(() => store.close());

  test('equal, byte for byte, the answer rendered from the stored record', async () => {
    expect(store.answersCurrent).toBe(true);
    for (const code of [NUTELLA, PLAIN, SERVING]) {
      const record = store.byBarcodeKey(barcodeKey(code)!)!;
      const body = storedBody(path, code);
      expect(body).toBe(foodAnswerText(record));
      expect(await answerText(store, code)).toBe(body);
    }
  });

  test('are read off the event loop the first time when the page cache cannot give them, then answered at once from the cache', async () => {
    const key = barcodeKey(SERVING)!;
    const fresh = ProductStore.open(path, null)!;
    try {
      const first = fresh.answerByBarcodeKey(key);
      expect(first).toBeInstanceOf(Promise);
      const again = fresh.answerByBarcodeKey(key); // asked while the read is in flight: read too
      expect(asText(await first)).toBe(storedBody(path, SERVING));
      expect(asText(await again)).toBe(storedBody(path, SERVING));
      const kept = fresh.answerByBarcodeKey(key);
      expect(kept).toBeInstanceOf(Uint8Array);
      expect(asText(kept as Uint8Array)).toBe(storedBody(path, SERVING));
    } finally {
      fresh.close();
    }
  });

  test('carry the Nutri-Score computed at import and the nulls of a sparse product', async () => {
    const nutella = JSON.parse((await answerText(store, NUTELLA))!);
    expect(nutella.nutriscore_computed.grade).toMatch(/^[A-E]$/);
    const plain = JSON.parse((await answerText(store, PLAIN))!);
    // No quantity, serving or category: the basis is unknown, nutrition null, metadata only.
    expect(plain).toMatchObject({
      brand: null,
      nutrition_basis: 'unknown',
      calories: null,
      nutriscore_computed: null,
      nova_group: null,
      resolution_required: { reason: 'nutrition_basis_unknown' },
    });
  });

  test('a code the store does not hold has none', () => {
    expect(store.answerByBarcodeKey(barcodeKey(ean('999999999999'))!)).toBeNull();
  });

  test('are stored under the barcode as a number, which names one canonical key', () => {
    expect(storeCode('0012345678905')).toBe(12345678905);
    expect(storeCode('12345678901231')).toBe(12345678901231);
    for (const notCanonical of ['012345678905', '01234567890123', '123', '30176204220a3']) expect(storeCode(notCanonical)).toBeNull();
  });
});

describe('a delta', () => {
  test('replaces the answer of an updated product and leaves no stale answer behind', async () => {
    const path = await importInto('delta', products);
    await importInto(
      'delta',
      [offRow(NUTELLA, 'Nutella Plant-Based', { brands: 'Ferrero' }), offRow(ean('700000000001'), 'Oreo Original', { brands: 'Oreo' })],
      true,
    );
    const store = ProductStore.open(path)!;
    try {
      expect(JSON.parse((await answerText(store, NUTELLA))!).name).toBe('Nutella Plant-Based');
      expect(storedBody(path, NUTELLA)).toBe(foodAnswerText(store.byBarcodeKey(barcodeKey(NUTELLA)!)!));
      expect(JSON.parse((await answerText(store, ean('700000000001')))!).name).toBe('Oreo Original');
    } finally {
      store.close();
    }
    const db = new Database(path, { readonly: true });
    const keys = db
      .query<{ key: string }, []>('SELECT key FROM product')
      .all()
      .map((r) => storeCode(r.key)!);
    db.close();
    const file = productFileOf(path);
    expect([...file.entries()].map(([code]) => code)).toEqual(keys.sort((a, b) => a - b));
    // The delta's store names a new product file; the full import's is gone.
    expect(readdirSync(join(dir, 'delta')).filter((f) => f.includes('.records-'))).toEqual([basename(file.path)]);
  }, 60_000);
});

describe('stored answers that no longer match the rendering', () => {
  test('are rendered per request instead', async () => {
    const path = await importInto('stale', products);
    // Answers of another rendering: each answer's quotes turned into apostrophes (records untouched).
    const file = productFileOf(path);
    const bytes = readFileSync(file.path);
    for (const [, offset, recordLength, answerLength] of file.entries()) {
      for (let i = offset + recordLength; i < offset + recordLength + answerLength; i++) if (bytes[i] === 0x22) bytes[i] = 0x27;
    }
    writeFileSync(file.path, bytes);
    const store = ProductStore.open(path)!;
    try {
      expect(store.answersCurrent).toBe(false);
      const key = barcodeKey(NUTELLA)!;
      expect(store.answerByBarcodeKey(key)).toBe(foodAnswerText(store.byBarcodeKey(key)!));
    } finally {
      store.close();
    }
  }, 60_000);

  test('a store whose product file is missing is refused with what to do', async () => {
    const path = await importInto('missing', products);
    rmSync(productFileOf(path).path);
    expect(() => ProductStore.open(path)).toThrow(/its product file products\.records-\w+ is missing; re-run the full import/);
  }, 60_000);
});

describe('a store of the previous format', () => {
  test('is refused with the reason and what to do', async () => {
    const path = await importInto('old', products);
    const db = new Database(path);
    db.run(`UPDATE meta SET v = '${PRODUCT_STORE_FORMAT - 1}' WHERE k = 'format'`);
    db.close();
    expect(() => ProductStore.open(path)).toThrow(
      new RegExp(
        `format ${PRODUCT_STORE_FORMAT - 1} is not ${PRODUCT_STORE_FORMAT} \\(older stores keep their barcode answers otherwise, or lack them\\); re-run the full import`,
      ),
    );
    // The refusal leaves the file unlocked: it can be opened for writing (and refused again).
    const again = new Database(path);
    again.run(`UPDATE meta SET v = '1' WHERE k = 'format'`);
    again.close();
    expect(() => ProductStore.open(path)).toThrow(/format 1 is not/);
  }, 60_000);

  test('is rebuilt at service start from MORSEL_OFF_EXPORT, even when the export is older', async () => {
    const path = await importInto('restart', products);
    const db = new Database(path);
    db.run(`UPDATE meta SET v = '${PRODUCT_STORE_FORMAT - 1}' WHERE k = 'format'`);
    db.close();
    const exportFile = join(dir, 'restart-full.jsonl.gz');
    utimesSync(exportFile, new Date(0), new Date(0));
    const config = loadConfig({ MORSEL_CORPUS_DIR: join(dir, 'restart'), MORSEL_OFF_EXPORT: exportFile });
    const opened = await openProducts(config, { openfoodfacts: { taxonomy: taxonomy() } }, createLogger('silent'));
    try {
      expect(opened.source.store?.count).toBe(products.length);
      expect(opened.source.store?.answersCurrent).toBe(true);
      expect(asText(await opened.source.answer(barcodeKey(NUTELLA)!))).toBe(storedBody(path, NUTELLA));
    } finally {
      opened.source.store?.close();
    }
  }, 60_000);
});
