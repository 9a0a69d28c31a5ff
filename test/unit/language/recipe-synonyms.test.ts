import { expect, test } from 'bun:test';
import { generateAliases } from '../../../src/corpus/aliases';
import { readSr28Table, sr28Columns } from '../../../src/corpus/sr28-reader';
import { RECIPE_SYNONYMS } from '../../../src/domain/language/recipe-synonyms';
import { nameKey, tokenize } from '../../../src/domain/language/text';
import { csvRecordsOfFile } from '../../../src/corpus/csv-stream';
import { DATA_DIR, SR28_DIR } from '../corpus/shared-data';

test('every recipe synonym names a real SR28 food (its exact description, or words all in one food) or an FNDDS food by its exact name', async () => {
  const col = sr28Columns('FOOD_DES');
  const names = new Set<string>();
  const foods: Set<string>[] = [];
  for await (const r of readSr28Table(SR28_DIR, 'FOOD_DES')) {
    const desc = r[col.Long_Desc]!;
    names.add(nameKey(desc));
    foods.push(new Set(tokenize([desc, ...generateAliases(desc, r[col.ComName])].join(' '))));
  }
  // FNDDS's foods for a kind of no stated type ("Soup, broth": "bouillon, consomme, or stock").
  for await (const r of csvRecordsOfFile(`${DATA_DIR}/usda/fndds/fndds_2021_2023_foods_and_beverages.csv`)) names.add(nameKey(r['Main food description']!));
  const unreached = [...new Set(Object.values(RECIPE_SYNONYMS))].filter((target) => {
    if (names.has(nameKey(target))) return false;
    const words = tokenize(target);
    return !foods.some((f) => words.every((w) => f.has(w)));
  });
  expect(unreached).toEqual([]);
});
