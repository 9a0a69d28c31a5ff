import { afterAll, describe, expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFoodPart, storedListed, writeFoodPart } from '../../../src/corpus/food-part-file';
import { joinCanonical } from '../../../src/catalog/canonical';
import { type ListedFoods, openListedFoods } from '../../../src/catalog/listed-foods';
import type { FoodRecord } from '../../../src/domain/foods/food';
import type { Logger } from '../../../src/logger';
import { listedFoodBytes } from '../../../src/render/food';
import { fixtureFood } from '../../fixtures/catalog';
import { mountReadOnly, unmount } from '../../helpers/read-only-mount';

const dir = mkdtempSync(join(tmpdir(), 'morsel-listed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const row = (dataset: FoodRecord['dataset'], code: string, name: string, macros: [number, number, number, number]) =>
  fixtureFood(`${dataset}:${code}`, name, '100g', macros, { dataset, source_id: code });

/** Writes rows as a food part file and reads them back (their heavy fields then come from the file). */
function partRows(name: string, rows: FoodRecord[]): FoodRecord[] {
  const path = join(dir, `${name}.sqlite`);
  writeFoodPart(path, { foods: rows });
  return readFoodPart(path)!.foods as FoodRecord[];
}

function logger() {
  const lines: string[] = [];
  const log = { info: (m: string) => lines.push(`info ${m}`), warn: (m: string) => lines.push(`warn ${m}`) } as unknown as Logger;
  return { log, lines };
}

describe("a table row's listed bytes, stored in its part file", () => {
  test('are what the running code renders; a row joined into a canonical food has none', () => {
    const rows = partRows('rows', [row('usda-sr28', '1', 'Apples, raw', [52, 0.3, 13.8, 0.2]), row('usda-sr28', '2', 'Pears, raw', [57, 0.4, 15.2, 0.1])]);
    expect(Buffer.from(storedListed(rows[0]!)!).equals(listedFoodBytes(rows[0]!))).toBe(true);
    expect(Buffer.from(storedListed(rows[1]!)!).equals(listedFoodBytes(rows[1]!))).toBe(true);
    rows[1]!.canonical_id = 'canon';
    expect(storedListed(rows[1]!)).toBeUndefined();
    // A food not read from a part file.
    expect(storedListed(row('usda-sr28', '3', 'Plums, raw', [46, 0.7, 11.4, 0.3]))).toBeUndefined();
  });

  test('rendered by other code (a corpus built before a rendering change): none of the file is used', () => {
    const path = join(dir, 'stale.sqlite');
    writeFoodPart(path, { foods: [row('usda-sr28', '1', 'Apples, raw', [52, 0.3, 13.8, 0.2])] });
    const db = new Database(path);
    db.run(`UPDATE food SET listed = CAST('{"match_score":-7777777}' AS BLOB)`);
    db.close();
    const [food] = readFoodPart(path)!.foods as FoodRecord[];
    expect(storedListed(food!)).toBeUndefined();
  });
});

describe('listed bytes of the served foods, one file per corpus build', () => {
  const sr = row('usda-sr28', '11209', 'Eggplant, raw', [25, 0.98, 5.88, 0.18]);
  const cnf = row('cnf', '2396', 'Eggplant (aubergine, brinjal), raw', [25, 0.98, 5.88, 0.18]);
  const [alone] = partRows('alone', [row('usda-sr28', '9003', 'Apples, raw', [52, 0.3, 13.8, 0.2])]);
  const index = joinCanonical([sr, cnf, alone!], {
    groups: [{ id: 'canon', members: [sr.id, cnf.id], reported: [2, 4], links: [] }],
    report: { linked: {}, refused: {}, conflicts: [], alone: {}, canonical_foods: 2 },
  });
  const [joined, plain] = index.served as [FoodRecord, FoodRecord];
  const indexDir = join(dir, 'index');
  const file = join(indexDir, 'listed-foods.bin');
  const same = (listed: ListedFoods, food: FoodRecord) => Buffer.from(listed(food)!).equals(listedFoodBytes(food));
  /** Opens the file, written if need be, and waits for the writing. */
  async function opened(at: string, builtAt: string, log: Logger): Promise<ListedFoods> {
    const { listed, written } = openListedFoods(at, builtAt, index, log);
    await written;
    return listed;
  }

  test('written once the catalog serves (none until then), read at the next open: what each served food renders', async () => {
    const first = logger();
    let serving!: () => void;
    const { listed, written } = openListedFoods(indexDir, 'build-1', index, first.log, new Promise<void>((r) => (serving = r)));
    await Bun.sleep(5);
    expect(listed(joined)).toBeUndefined();
    expect(first.lines).toEqual([]);
    serving();
    await written;
    expect(first.lines).toEqual(['info foods written as search lists them']);
    expect(same(listed, joined)).toBe(true);
    expect(same(listed, plain)).toBe(true);
    // Another view of the joined food (a region's row) and a food the build does not serve: rendered on use.
    expect(listed(index.view('canon', { region: 'CA' })!)).toBeUndefined();
    expect(listed(row('usda-sr28', '3', 'Plums, raw', [46, 0.7, 11.4, 0.3]))).toBeUndefined();
    const mtime = statSync(file).mtimeMs;
    const again = logger();
    // A current file serves at once.
    const reopened = openListedFoods(indexDir, 'build-1', index, again.log).listed;
    expect(same(reopened, joined) && same(reopened, plain)).toBe(true);
    expect(again.lines).toEqual([]);
    expect(statSync(file).mtimeMs).toBe(mtime);
  });

  test("an answer's foods, read one after another, keep their bytes until it is put together, also where reads wrap around", async () => {
    const listed = await opened(indexDir, 'build-1', logger().log);
    const expected = [joined, plain].map((f) => listedFoodBytes(f));
    // Enough reads to pass the end of the reused buffer (4 MB) several times.
    const rounds = Math.ceil((12 * 1024 * 1024) / (expected[0]!.length + expected[1]!.length));
    for (let r = 0; r < rounds; r++) {
      const answer = [listed(joined)!, listed(plain)!];
      if (!answer.every((bytes, i) => Buffer.from(bytes).equals(expected[i]!)))
        throw new Error(`round ${r}: a food's bytes changed before the answer was put together`);
    }
  });

  test('written again for another build, for bytes other code rendered and for a damaged file; abandoned temporary files go', async () => {
    const abandoned = `${file}.999999999.tmp`;
    writeFileSync(abandoned, 'half a file');
    const other = logger();
    await opened(indexDir, 'build-2', other.log);
    expect(other.lines).toEqual(['info foods written as search lists them']);
    expect(existsSync(abandoned)).toBe(false);
    const bytes = readFileSync(file);
    bytes[0] = 'X'.charCodeAt(0);
    writeFileSync(file, bytes);
    const stale = logger();
    expect(same(await opened(indexDir, 'build-2', stale.log), joined)).toBe(true);
    expect(stale.lines).toEqual(['info foods written as search lists them']);
    writeFileSync(file, 'not a listed-foods file');
    const damaged = logger();
    expect(same(await opened(indexDir, 'build-2', damaged.log), joined)).toBe(true);
    expect(damaged.lines).toEqual(['info foods written as search lists them']);
  });

  test('on a read-only disk (a corpus volume shared by instances): read as anywhere else', async () => {
    const source = join(dir, 'ro-source');
    const disk = join(dir, 'ro-disk');
    mkdirSync(disk);
    await opened(source, 'build-1', logger().log);
    if (!mountReadOnly(source, disk)) {
      console.warn('\n  !! listed-foods read-only case SKIPPED: a read-only bind mount needs root.\n');
      return;
    }
    try {
      const { log, lines } = logger();
      const listed = await opened(disk, 'build-1', log);
      expect(lines).toEqual([]);
      expect(same(listed, joined) && same(listed, plain)).toBe(true);
    } finally {
      unmount(disk);
    }
  });

  test('a folder that cannot be written: foods are rendered on use, with a warning', async () => {
    const blocked = join(dir, 'a-file');
    writeFileSync(blocked, '');
    const { log, lines } = logger();
    const listed = await opened(join(blocked, 'index'), 'build-1', log);
    expect(listed(joined)).toBeUndefined();
    expect(lines).toEqual(['warn foods not stored as search lists them; rendered on use']);
  });
});
