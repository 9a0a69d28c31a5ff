import { afterAll, describe, expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFoodPart, storedListed, writeFoodPart } from '../../../src/corpus/food-part-file';
import { joinCanonical } from '../../../src/catalog/canonical';
import { openListedFoods } from '../../../src/catalog/listed-foods';
import type { FoodRecord } from '../../../src/domain/foods/food';
import type { Logger } from '../../../src/logger';
import { listedFoodBytes } from '../../../src/render/food';
import { fixtureFood } from '../../fixtures/catalog';

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

describe("joined foods' listed bytes, one file per corpus build", () => {
  const sr = row('usda-sr28', '11209', 'Eggplant, raw', [25, 0.98, 5.88, 0.18]);
  const cnf = row('cnf', '2396', 'Eggplant (aubergine, brinjal), raw', [25, 0.98, 5.88, 0.18]);
  const alone = row('usda-sr28', '9003', 'Apples, raw', [52, 0.3, 13.8, 0.2]);
  const index = joinCanonical([sr, cnf, alone], {
    groups: [{ id: 'canon', members: [sr.id, cnf.id], reported: [2, 4], links: [] }],
    report: { linked: {}, refused: {}, conflicts: [], alone: {}, canonical_foods: 2 },
  });
  const joined = index.served[0]!;
  const indexDir = join(dir, 'index');
  const file = join(indexDir, 'listed-foods.sqlite');

  test('written at the first open, read at the next; what the served food renders', () => {
    const first = logger();
    const listed = openListedFoods(indexDir, 'build-1', index, first.log);
    expect(first.lines).toEqual(['info joined foods rendered for search lists']);
    expect(Buffer.from(listed(joined)!).equals(listedFoodBytes(joined))).toBe(true);
    // Another view of the food (a region's row) and a food of one row not read from a part file: rendered on use.
    expect(listed(index.view('canon', { region: 'CA' })!)).toBeUndefined();
    expect(listed(alone)).toBeUndefined();
    const written = statSync(file).mtimeMs;
    const again = logger();
    expect(Buffer.from(openListedFoods(indexDir, 'build-1', index, again.log)(joined)!).equals(listedFoodBytes(joined))).toBe(true);
    expect(again.lines).toEqual([]);
    expect(statSync(file).mtimeMs).toBe(written);
  });

  test('written again for another build, for stale bytes and for a damaged file', () => {
    const other = logger();
    openListedFoods(indexDir, 'build-2', index, other.log);
    expect(other.lines).toEqual(['info joined foods rendered for search lists']);
    const db = new Database(file);
    db.run(`UPDATE food SET listed = CAST('{}' AS BLOB)`);
    db.close();
    const stale = logger();
    expect(Buffer.from(openListedFoods(indexDir, 'build-2', index, stale.log)(joined)!).equals(listedFoodBytes(joined))).toBe(true);
    expect(stale.lines).toEqual(['info joined foods rendered for search lists']);
    writeFileSync(file, 'not a database');
    const damaged = logger();
    expect(Buffer.from(openListedFoods(indexDir, 'build-2', index, damaged.log)(joined)!).equals(listedFoodBytes(joined))).toBe(true);
    expect(damaged.lines).toEqual(['info joined foods rendered for search lists']);
  });

  test('a folder that cannot be written: joined foods are rendered on use, with a warning', () => {
    const blocked = join(dir, 'a-file');
    writeFileSync(blocked, '');
    const { log, lines } = logger();
    const listed = openListedFoods(join(blocked, 'index'), 'build-1', index, log);
    expect(listed(joined)).toBeUndefined();
    expect(lines).toEqual(['warn joined foods not stored for search lists; rendered on use']);
  });
});
