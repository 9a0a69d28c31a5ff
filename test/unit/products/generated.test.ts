/** A CI-sized run of the generator and the import: 2,000 synthetic products in the OFF JSONL shape. */
import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBaseRows, syntheticCode, syntheticProduct } from '../../../bench/off-generate';
import { barcodeKey } from '../../../src/domain/foods/barcode';
import { importOffExport } from '../../../src/products/import';
import { foldText } from '../../../src/products/fold';
import { ProductStore } from '../../../src/products/store';
import { loadConfig } from '../../../src/config';
import { DATA_DIR, taxonomy } from '../foods/shared-taxonomy';

const dir = mkdtempSync(join(tmpdir(), 'morsel-generated-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('2,000 generated products import; each is found by barcode and by its exact name', async () => {
  const base = loadBaseRows(DATA_DIR);
  let seed = 1;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const rows = Array.from({ length: 2000 }, (_, i) => syntheticProduct(base[i % base.length]!, i, random));
  const file = join(dir, 'generated.jsonl.gz');
  writeFileSync(file, Bun.gzipSync(new TextEncoder().encode(rows.map((r) => JSON.stringify(r)).join('\n'))));
  const s = await importOffExport({ file, storePath: join(dir, 'products.sqlite'), taxonomy: taxonomy() });
  // The base rows' own exclusions (missing energy, inconsistent values) carry over; nothing else.
  expect(s.imported).toBeGreaterThan(1000);
  expect(s.excluded.invalid_barcode_check_digit ?? 0).toBe(0);
  expect(s.duplicates).toBe(0);
  const store = ProductStore.open(join(dir, 'products.sqlite'))!;
  let byCode = 0;
  let exact = 0;
  let named = 0;
  for (let i = 0; i < 2000; i++) {
    const p = store.byBarcodeKey(barcodeKey(syntheticCode(i))!);
    if (!p) continue;
    byCode++;
    if (i % 5 !== 0) continue;
    named++;
    if (foldText(store.search(p.name)[0]?.record.name ?? '') === foldText(p.name)) exact++;
  }
  store.close();
  expect(byCode).toBe(s.imported);
  expect(exact / named).toBeGreaterThanOrEqual(0.95);
}, 120_000);

test('a store read, not mapped (MORSEL_PRODUCT_MAP_MB=0), answers as the mapped one; a bad size is refused at start', () => {
  const path = join(dir, 'products.sqlite');
  const mapped = ProductStore.open(path)!;
  const unmapped = ProductStore.open(path, undefined, 0)!;
  try {
    for (let i = 0; i < 2000; i += 97) {
      const key = barcodeKey(syntheticCode(i))!;
      expect(unmapped.byBarcodeKey(key)?.id).toBe(mapped.byBarcodeKey(key)?.id);
      const name = mapped.byBarcodeKey(key)?.name;
      if (name) expect(unmapped.search(name).map((h) => h.record.id)).toEqual(mapped.search(name).map((h) => h.record.id));
    }
  } finally {
    mapped.close();
    unmapped.close();
  }
  expect(loadConfig({ MORSEL_PRODUCT_MAP_MB: '0' }).productMapMb).toBe(0);
  expect(loadConfig({}).productMapMb).toBeNull();
  expect(() => loadConfig({ MORSEL_PRODUCT_MAP_MB: '-5' })).toThrow(/MORSEL_PRODUCT_MAP_MB must be an integer/);
});
