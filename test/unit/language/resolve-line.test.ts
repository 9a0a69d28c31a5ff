import { describe, expect, test } from 'bun:test';
import { canonicalFood } from '../../../src/domain/foods/canonical';
import type { FoodRecord } from '../../../src/domain/foods/food';
import { parseJaKoLine } from '../../../src/domain/language/ja-ko-ingredients';
import { resolveLine } from '../../../src/domain/language/resolve-line';
import { catalogNames } from '../../../src/catalog/names';
import { searchDocFromFood } from '../../../src/search/doc';
import { FoodSearch } from '../../../src/search/hybrid';
import { LexicalIndex } from '../../../src/search/lexical';
import { fixtureFood } from '../../fixtures/catalog';

const food = (id: string, name: string, portions: [number, string, number][], extra: Partial<FoodRecord> = {}): FoodRecord => ({
  ...fixtureFood(id, name, '100g', [92, 15.6, 3.1, 1.4], {
    portions: portions.map(([amount, measure, grams], i) => ({ amount, measure, grams, seq: String(i + 1) })),
    ...extra,
  }),
  group: null,
});

// Shaped like the tables: CIQUAL's squid has a Korean name and no household portions; SR28's
// weighs ounces, and CNF's row of the same food, joined into it, a whole squid.
const ciqual = food('squid-ciqual', 'Squid, raw', [], { dataset: 'ciqual', names: [{ lang: 'ko', text: '오징어', source: 'lexicon' }] });
const sr28 = food('squid-sr28', 'Mollusks, squid, mixed species, raw', [[1, 'oz, boneless', 28.35]]);
const cnf = food('squid-cnf', 'Mollusks, squid (calamari), mixed species, raw', [[1, 'squid', 272]], { dataset: 'cnf' });
const joined = canonicalFood('squid', [sr28, cnf], { index: 0, rule: 'most_complete' });
const foods = [ciqual, joined];
const docs = foods.map(searchDocFromFood);
// As the service resolves: the reviewed rules, then search, which knows the foods' names in other languages.
const names = catalogNames({
  foods: { byId: new Map(foods.map((f) => [f.id, f])), byBarcode: new Map(), generic: foods },
  search: new FoodSearch(docs, new LexicalIndex(docs), null),
});

describe('resolveLine: a unit the food records no portion for, weighed by the same food in another table', () => {
  test('a line in another language shares no word with the food: its twins are found by the food’s own name', async () => {
    const line = await resolveLine(names, parseJaKoLine('오징어 1/2마리'));
    expect(line.food?.id).toBe(ciqual.id);
    expect(line.grams).toBe(136);
    expect(line.evidence?.related_food).toEqual({ id: cnf.id, name: cnf.name });
  });

  test('a twin joined from several tables weighs by any of its rows', () => {
    expect(names.twins!(ciqual, 'squid').map((f) => f.id)).toEqual(['squid', cnf.id]);
  });
});
