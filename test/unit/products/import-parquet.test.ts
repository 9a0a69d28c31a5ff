/** Importing OFF's Parquet export (src/products/off-parquet.ts): same store as the JSONL export, bad files refused. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBaseRows, syntheticCode, syntheticProduct } from '../../../bench/off-generate';
import { OFF_PARQUET_COLUMNS, OffParquetFile, offParquetRow, textColumn } from '../../../bench/off-parquet';
import { barcodeKey } from '../../../src/domain/foods/barcode';
import { importOffExport } from '../../../src/products/import';
import { ExportReadError } from '../../../src/products/off-export';
import { fromFloat32 } from '../../../src/products/off-parquet';
import { ProductStore } from '../../../src/products/store';
import { DATA_DIR, taxonomy } from '../foods/shared-taxonomy';
import { ean, jsonl, offRow } from './fixture';

const dir = mkdtempSync(join(tmpdir(), 'morsel-parquet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeParquet(name: string, docs: Record<string, unknown>[], rowGroup = 1024, columns = OFF_PARQUET_COLUMNS, row = offParquetRow): string {
  const path = join(dir, name);
  const file = new OffParquetFile(path, rowGroup, columns);
  for (const d of docs) file.add(row(d));
  file.close();
  return path;
}

const storeIn = (sub: string) => {
  mkdirSync(join(dir, sub), { recursive: true });
  return join(dir, sub, 'products.sqlite');
};

/** A stored record without what names the file it came from. */
function comparable(store: ProductStore, code: string): string | null {
  const r = store.byBarcodeKey(barcodeKey(code)!);
  return r && JSON.stringify({ ...r, provenance: null, extra: { ...r.extra, source_file: null } });
}

describe('a Parquet export imports as the JSONL export of the same products', () => {
  const base = loadBaseRows(DATA_DIR);
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const docs = Array.from({ length: 4500 }, (_, i) => syntheticProduct(base[i % base.length]!, i, random));
  const stores: Record<string, ProductStore> = {};
  const summaries: Record<string, Awaited<ReturnType<typeof importOffExport>>> = {};
  beforeAll(async () => {
    writeFileSync(join(dir, 'same.jsonl'), jsonl(docs));
    const files = {
      jsonl: join(dir, 'same.jsonl'),
      // Small row groups spread over two workers, and one group larger than a worker's slice.
      groups: writeParquet(
        'groups.parquet',
        docs.map((d) => (d.product_name ? { ...d, product_name_fr: `${d.product_name} (fr)` } : d)),
        300,
      ),
      whole: writeParquet('whole.parquet', docs, 4500),
    };
    for (const [name, file] of Object.entries(files)) {
      summaries[name] = await importOffExport({ file, storePath: storeIn(name), taxonomy: taxonomy(), workers: 2 });
      stores[name] = ProductStore.open(storeIn(name))!;
    }
  }, 120_000);
  afterAll(() => {
    for (const s of Object.values(stores)) s.close();
  });

  test('the same products, exclusions and records, whatever the row groups', () => {
    expect(summaries.groups!.format).toBe('parquet');
    for (const name of ['groups', 'whole']) {
      expect(summaries[name]!.rows).toBe(4500);
      expect(summaries[name]!.excluded).toEqual(summaries.jsonl!.excluded);
      expect(summaries[name]!.products).toBe(summaries.jsonl!.products);
    }
    let compared = 0;
    for (let i = 0; i < 4500; i += 3) {
      const code = syntheticCode(i);
      const want = comparable(stores.jsonl!, code);
      expect(comparable(stores.groups!, code)).toBe(want);
      expect(comparable(stores.whole!, code)).toBe(want);
      if (want) compared++;
    }
    expect(compared).toBeGreaterThan(900);
  });

  test('the main language name is read, not another language', () => {
    const r = stores.groups!.byBarcodeKey(barcodeKey(syntheticCode(4))!)!;
    expect(r.name).toBe(String(docs[4]!.product_name));
  });

  test('float32 nutriments come back as the decimals entered', () => {
    expect(fromFloat32(Math.fround(6.3))).toBe(6.3);
    expect(fromFloat32(Math.fround(0.036))).toBe(0.036);
    expect(fromFloat32(Math.fround(2255))).toBe(2255);
    expect(fromFloat32(Math.fround(0.182677))).toBe(0.182677);
  });
});

describe('a bad Parquet file is refused and the previous store keeps serving', () => {
  const good = [offRow(ean('301762042200'), 'Nutella', { brands: 'Ferrero' }), offRow(ean('500000000001'), 'Oat biscuits')];
  const path = storeIn('bad');
  let files: string[] = [];
  beforeAll(async () => {
    await importOffExport({ file: writeParquet('first.parquet', good), storePath: path, taxonomy: taxonomy() });
    files = readdirSync(join(dir, 'bad')).sort();
  }, 30_000);
  const intact = async () => {
    await Bun.sleep(50);
    const s = ProductStore.open(path)!;
    expect(s.count).toBe(2);
    s.close();
    expect(readdirSync(join(dir, 'bad')).sort()).toEqual(files);
  };

  test('a renamed column is named in the error', async () => {
    const renamed = OFF_PARQUET_COLUMNS.map((c) => (c[0]!.name === 'product_name' ? [{ ...c[0]!, name: 'name' }, ...c.slice(1)] : c));
    const file = writeParquet('renamed.parquet', good, 1024, renamed, (d) => {
      const { product_name, ...rest } = offParquetRow(d);
      return { ...rest, name: product_name };
    });
    const err = await importOffExport({ file, storePath: path, taxonomy: taxonomy() }).catch((e: Error) => e);
    expect(err).toBeInstanceOf(ExportReadError);
    expect((err as Error).message).toMatch(/no column 'product_name'.*the file has .*\bname\b.*renamed\?.*not changed/);
    await intact();
  }, 30_000);

  test('a column of another type is named in the error', async () => {
    const flat = OFF_PARQUET_COLUMNS.map((c) => (c[0]!.name === 'nutriments' ? [textColumn('nutriments')] : c));
    const file = writeParquet('flat.parquet', good, 1024, flat, (d) => ({ ...offParquetRow(d), nutriments: JSON.stringify(d.nutriments) }));
    expect(importOffExport({ file, storePath: path, taxonomy: taxonomy() })).rejects.toThrow(
      /column 'nutriments' is not a list of \{name, 100g, serving\} structs/,
    );
    await intact();
  }, 30_000);

  test('a truncated file is a clear error', async () => {
    const file = writeParquet('truncated.parquet', good);
    truncateSync(file, readFileSync(file).length - 100);
    expect(importOffExport({ file, storePath: path, taxonomy: taxonomy() })).rejects.toThrow(/truncated or corrupt: it does not end with its footer/);
    await intact();
  }, 30_000);

  test('a row group over the memory bound is refused before anything is read', async () => {
    const file = writeParquet('big-group.parquet', good);
    expect(importOffExport({ file, storePath: path, taxonomy: taxonomy(), maxRowGroupBytes: 200 })).rejects.toThrow(
      /row group 0 holds .* MB \(uncompressed\) of the columns the import reads, over the 0\.0 MB a row group may take/,
    );
    await intact();
  }, 30_000);
});

describe('--delta with a Parquet export', () => {
  test('applies the products modified since the last import, skipping row groups with none', async () => {
    const path = storeIn('delta');
    const at = (t: number, d: Record<string, unknown>) => ({ ...d, last_modified_t: t });
    const rows = Array.from({ length: 40 }, (_, i) => at(1_700_000_000 + i, offRow(ean(String(900000000000 + i)), `Snack ${i}`)));
    const first = await importOffExport({ file: writeParquet('day1.parquet', rows, 10), storePath: path, taxonomy: taxonomy() });
    expect(first.products).toBe(40);
    // The next day's export: product 35 renamed, one product added, the rest as they were.
    const next = rows.map((r, i) => (i === 35 ? at(1_700_100_000, { ...r, product_name: 'Snack 35 new recipe' }) : r));
    next.push(at(1_700_100_001, offRow(ean('910000000000'), 'Brand new snack')));
    const s = await importOffExport({ file: writeParquet('day2.parquet', next, 10), storePath: path, taxonomy: taxonomy(), delta: true });
    expect(s.rows).toBe(41);
    expect(s.unchanged).toBe(39);
    expect(s.imported).toBe(2);
    expect(s.products).toBe(41);
    const store = ProductStore.open(path)!;
    expect(store.byBarcodeKey(barcodeKey(ean('900000000035'))!)?.name).toBe('Snack 35 new recipe');
    expect(store.search('brand new snack')[0]?.record.name).toBe('Brand new snack');
    store.close();
    // Nothing newer: nothing applied.
    const again = await importOffExport({ file: writeParquet('day2-again.parquet', next, 10), storePath: path, taxonomy: taxonomy(), delta: true });
    expect(again.unchanged).toBe(41);
    expect(again.imported).toBe(0);
  }, 60_000);
});
