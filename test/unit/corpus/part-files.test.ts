import { afterAll, describe, expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCorpus } from '../../../src/corpus/build';
import { readDeferred, writeDeferred } from '../../../src/corpus/deferred-fields';
import { readFoodPart, writeFoodPart } from '../../../src/corpus/food-part-file';
import type { CorpusSource } from '../../../src/corpus/source';
import { offProductToRecord } from '../../../src/domain/foods/off-row';
import type { FoodRecord } from '../../../src/domain/foods/food';
import { ProductSource } from '../../../src/catalog/product-source';
import { ProductStoreWriter } from '../../../src/products/writer';
import { taxonomy } from '../foods/shared-taxonomy';
import { ean, offRow } from '../products/fixture';

const dir = mkdtempSync(join(tmpdir(), 'morsel-part-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function food(id: string, name: string, extra: Record<string, unknown> = {}): FoodRecord {
  return {
    id,
    dataset: 'usda-sr28',
    source_id: id,
    name,
    aliases: [name.toLowerCase()],
    group: 'Test foods',
    nutrition_basis: '100g',
    calories: 52,
    protein_g: 0.3,
    carbs_g: 13.8,
    fat_g: 0.2,
    nutrients: [
      { key: 'calories', name: 'Energy', amount: 52, unit: 'kcal' },
      { key: 'fiber', name: 'Fiber, total dietary', amount: 0, unit: 'g' },
    ],
    estimated_nutrients: [],
    unknown_keys: ['sugar'],
    unresolved_keys: ['sugar'],
    provenance: { calories: { method: 'reported', source: 'test', detail: { data_points: 3 } } },
    portions: [{ amount: 1, measure: 'medium', grams: 182, seq: '1' }],
    confidence: 80,
    validity: 100,
    // A nested key named like a heavy field stays where it is.
    extra: { survey: true, note: { nutrients: 'kept', provenance: 'µg' } },
    ...extra,
  };
}

describe('food part file', () => {
  const part = {
    foods: [food('a', 'Apples, raw'), food('b', 'Pears, raw', { names: [{ lang: 'fr', text: 'Poire', source: 'test' }] })],
    citation: 'Test table',
    excluded: [{ source_id: 'c', name: 'C', reason: 'inconsistent_energy' }],
  };
  const path = join(dir, 'table.sqlite');
  writeFoodPart(path, part);

  test('reads back byte for byte: the part, each food, spreads of a food', () => {
    const read = readFoodPart(path)!;
    expect(JSON.stringify(read)).toBe(JSON.stringify(part));
    expect(Object.keys(read)).toEqual(['foods', 'citation', 'excluded']);
    const foods = read.foods as FoodRecord[];
    expect(foods.map((f) => JSON.stringify(f))).toEqual(part.foods.map((f) => JSON.stringify(f)));
    expect(JSON.stringify({ ...foods[1]! })).toBe(JSON.stringify(part.foods[1]));
    expect(foods[0]!.nutrients[1]).toEqual({ key: 'fiber', name: 'Fiber, total dietary', amount: 0, unit: 'g' });
    expect(foods[0]!.provenance.calories!.detail).toEqual({ data_points: 3 });
    expect(Object.keys(foods[0]!)).toEqual(Object.keys(part.foods[0]!));
  });

  test('nutrients and provenance are not in the rows read at open', () => {
    const db = new Database(path, { readonly: true });
    const light = db
      .query<{ light: string }, []>('SELECT light FROM food ORDER BY seq')
      .all()
      .map((r) => r.light);
    db.close();
    expect(light[0]).not.toContain('Fiber, total dietary');
    expect(light[0]).not.toContain('data_points');
    expect(JSON.parse(light[0]!).extra.note).toEqual({ nutrients: 'kept', provenance: 'µg' });
  });

  test('a file of another format is not read', () => {
    const other = join(dir, 'other.sqlite');
    writeFoodPart(other, part);
    const db = new Database(other);
    db.run(`UPDATE meta SET v = '0' WHERE k = 'format'`);
    db.close();
    expect(readFoodPart(other)).toBeNull();
    expect(readFoodPart(join(dir, 'missing.sqlite'))).toBeNull();
  });
});

describe('corpus build: tables of foods and products in their files', () => {
  const products = [offRow(ean('301762042200'), 'Nutella', { brands: 'Ferrero' }), offRow(ean('400000000010'), 'Crunchy oat bar')].map((raw) => {
    const out = offProductToRecord(raw as never, taxonomy(), 'sample.jsonl');
    if ('excluded' in out) throw new Error(out.excluded);
    return out.record;
  });
  const tableSource: CorpusSource<unknown> = {
    name: 'table',
    version: '1',
    inputs: () => [],
    build: async () => ({ part: { foods: [food('a', 'Apples, raw')], citation: 'T', excluded: [] }, manifest: { imported: 1, excluded: {} } }),
  };
  const productSource: CorpusSource<unknown> = {
    name: 'offsample',
    version: '1',
    inputs: () => [],
    deferred: ['taxonomy'],
    build: async () => ({ part: { products, taxonomy: { t: 1 }, license: 'ODbL' }, manifest: { imported: 2, excluded: {} } }),
  };
  const buildDir = join(dir, 'build');

  test('a food table is a .sqlite part, products a product store beside a JSON part without them', async () => {
    const first = await buildCorpus({ dataDir: dir, buildDir, sources: [tableSource, productSource], log: () => {} });
    expect(first.rebuiltSources).toEqual(['table', 'offsample']);
    expect(existsSync(join(buildDir, 'table.sqlite'))).toBe(true);
    expect(existsSync(join(buildDir, 'table.json'))).toBe(false);
    // A deferred field in a file of its own, parsed on first use.
    expect(JSON.parse(readFileSync(join(buildDir, 'offsample.json'), 'utf8'))).toEqual({
      products: [],
      license: 'ODbL',
      $deferred: { taxonomy: expect.any(String) },
    });
    expect(JSON.parse(readFileSync(join(buildDir, 'offsample.taxonomy.json'), 'utf8'))).toEqual({ t: 1 });
    // The build hands on what a warm start reads.
    const read = first.parts.offsample as { products: unknown[]; taxonomy: unknown };
    expect(read.products).toEqual([]);
    expect(Object.getOwnPropertyDescriptor(read, 'taxonomy')!.get).toBeFunction();
    expect(read.taxonomy).toEqual({ t: 1 });
    expect(Object.getOwnPropertyDescriptor(read, 'taxonomy')!.value).toEqual({ t: 1 });
    const again = await buildCorpus({ dataDir: dir, buildDir, sources: [tableSource, productSource], log: () => {} });
    expect(again.rebuilt).toBe(false);
    expect(JSON.stringify(again.parts.table)).toBe(JSON.stringify({ foods: [food('a', 'Apples, raw')], citation: 'T', excluded: [] }));
  });

  test('the corpus products are found by barcode, id and search, byte for byte, after an imported store', () => {
    const corpusStore = join(buildDir, 'offsample.products.sqlite');
    const none = new ProductSource(join(dir, 'no-export.sqlite'), corpusStore);
    expect(none.store).toBeNull();
    expect(none.corpus!.count).toBe(2);
    const nutella = products[0]!;
    expect(JSON.stringify(none.find((s) => s.byBarcodeKey(nutella.barcode!)))).toBe(JSON.stringify(nutella));
    expect(JSON.stringify(none.find((s) => s.byId(nutella.id)))).toBe(JSON.stringify(nutella));
    expect(none.search('nutella')[0]!.record.id).toBe(nutella.id);
    // Listed whole for comparison categories, in build order.
    expect(none.corpusProducts().map((p) => JSON.stringify(p))).toEqual(products.map((p) => JSON.stringify(p)));

    // An imported export holding the same product (renamed) answers first; search lists it once.
    const exportPath = join(dir, 'export.sqlite');
    const writer = new ProductStoreWriter(exportPath);
    writer.add({ ...nutella, name: 'Nutella', brand: 'Ferrero SpA' });
    writer.commit();
    const both = new ProductSource(exportPath, corpusStore);
    expect(both.find((s) => s.byBarcodeKey(nutella.barcode!))!.brand).toBe('Ferrero SpA');
    const hits = both.search('nutella');
    expect(hits.filter((h) => h.record.id === nutella.id).length).toBe(1);
    expect(hits[0]!.record.brand).toBe('Ferrero SpA');
    expect(both.search('crunchy oat')[0]!.name).toBe('Crunchy oat bar');
  });

  // Damage from outside the build (a build never leaves half a part): a truncated copy, a bad disk.
  const damaged: [string, (path: string) => void][] = [
    ['table.sqlite', (path) => writeFileSync(path, 'not a database')],
    ['offsample.json', (path) => writeFileSync(path, readFileSync(path, 'utf8').slice(0, 20))],
    ['offsample.taxonomy.json', (path) => writeFileSync(path, readFileSync(path, 'utf8').slice(0, 3))],
    ['offsample.products.sqlite', (path) => writeFileSync(path, readFileSync(path).subarray(0, 100))],
  ];
  for (const [file, damage] of damaged) {
    test(`a damaged part (${file}) is built again at start, and the log says which and why`, async () => {
      damage(join(buildDir, file));
      const lines: string[] = [];
      const again = await buildCorpus({ dataDir: dir, buildDir, sources: [tableSource, productSource], log: (line) => lines.push(line) });
      const part = file.split('.')[0]!;
      expect(lines.filter((l) => l.includes('could not be read'))).toEqual([
        expect.stringMatching(new RegExp(`^\\[corpus\\] ${part}: its part could not be read \\(.+\\); building it again$`)),
      ]);
      expect(again.rebuiltSources).toContain(part);
      expect(JSON.stringify(again.parts.table)).toBe(JSON.stringify({ foods: [food('a', 'Apples, raw')], citation: 'T', excluded: [] }));
      expect(new ProductSource(join(dir, 'no-export.sqlite'), join(buildDir, 'offsample.products.sqlite')).corpus!.count).toBe(2);
      expect((await buildCorpus({ dataDir: dir, buildDir, sources: [tableSource, productSource], log: () => {} })).rebuilt).toBe(false);
    });
  }
});

describe('a deferred field read on first use', () => {
  const write = (path: string, value: unknown) => writeFileSync(path, JSON.stringify(value));
  test('is the file a later build wrote, when it parses; a clear error when it is gone', () => {
    const partPath = join(dir, 'deferred.json');
    const part = writeDeferred(partPath, { taxonomy: { v: 1 }, license: 'x' }, ['taxonomy'], write);
    const read = readDeferred(partPath, JSON.parse(JSON.stringify(part))) as { taxonomy: unknown };
    // Another build replaced the file after this part was read: its content is what is used.
    write(join(dir, 'deferred.taxonomy.json'), { v: 2 });
    expect(read.taxonomy).toEqual({ v: 2 });
    const again = readDeferred(partPath, JSON.parse(JSON.stringify(writeDeferred(partPath, { taxonomy: { v: 3 } }, ['taxonomy'], write)))) as {
      taxonomy: unknown;
    };
    rmSync(join(dir, 'deferred.taxonomy.json'));
    expect(() => again.taxonomy).toThrow(/deferred\.taxonomy\.json cannot be read .*rebuild the corpus/);
  });
});
