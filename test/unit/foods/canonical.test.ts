import { describe, expect, it } from 'bun:test';
import { borrowedFromRows, canonicalFood, choosePrimary, disagreements, isCanonical, rowsOf, SAME_FOOD_METHOD } from '../../../src/domain/foods/canonical';
import { AGREE_TOLERANCE, LINK_TOLERANCE, macroGaps, nameState, sameNameKey, stateConflicts, wordsWithin } from '../../../src/domain/foods/food-links';
import { linkFoods } from '../../../src/corpus/food-links';
import { joinCanonical } from '../../../src/catalog/canonical';
import type { FoodRecord } from '../../../src/domain/foods/food';
import { fixtureFood } from '../../fixtures/catalog';

/** A row of a reference table: id from table and code, as the importers make them. */
function row(
  dataset: FoodRecord['dataset'],
  code: string,
  name: string,
  macros: [number, number, number, number],
  extra: Partial<FoodRecord> = {},
): FoodRecord {
  return fixtureFood(`${dataset}:${code}`, name, '100g', macros, { dataset, source_id: code, ...extra });
}

describe('name states', () => {
  it('raw is not cooked, canned or frozen; "cooked" fits every cooking method', () => {
    const raw = nameState('Beets, raw');
    expect(stateConflicts(raw, nameState('Beets, cooked, boiled, drained'))).toEqual(['heat']);
    expect(stateConflicts(nameState('Raspberries, raw'), nameState('Raspberries, frozen'))).toEqual(['form']);
    expect(stateConflicts(nameState('Beef, cooked, braised'), nameState('Beef, braised'))).toEqual([]);
    expect(stateConflicts(nameState('Chicken, roasted'), nameState('Chicken, fried'))).toEqual(['heat']);
  });

  it('salt, fat levels and percentages must agree where both names say them; a fat departure must be said by both', () => {
    expect(stateConflicts(nameState('Peanuts, with salt'), nameState('Peanuts, without salt'))).toEqual(['salt']);
    expect(stateConflicts(nameState('Milk, 2% milkfat'), nameState('Milk, 1% milkfat'))).toEqual(['percent']);
    expect(stateConflicts(nameState('Beverage, MUSCLE MILK, light'), nameState('Beverages, Muscle Milk, ready-to-drink'))).toContain('fat');
    expect(stateConflicts(nameState('Butter, whipped'), nameState('Butter, whipped, with salt'))).toEqual([]);
  });

  it('a name key ignores order, case and a class-filing first segment', () => {
    expect(sameNameKey('Eggplant, raw')).toBe(sameNameKey('eggplant, Raw'));
    expect(sameNameKey('Spices, cumin seed')).toBe(sameNameKey('Cumin seeds'));
    expect(sameNameKey('Eggplant, raw')).not.toBe(sameNameKey('Eggplant, cooked'));
  });

  it('an FNDDS name of one ingredient adds no word to it', () => {
    expect(wordsWithin(nameState('Rutabaga, raw'), nameState('Rutabagas, raw'))).toBe(true);
    expect(wordsWithin(nameState('Watermelon juice'), nameState('Watermelon, raw'))).toBe(false);
  });

  it('profiles: energy and macros within the tolerance', () => {
    const a = { calories: 100, protein_g: 10, carbs_g: 5, fat_g: 2 };
    expect(macroGaps(a, { calories: 108, protein_g: 10.5, carbs_g: 5.5, fat_g: 2.5 }, AGREE_TOLERANCE)).toEqual([]);
    expect(macroGaps(a, { calories: 118, protein_g: 10, carbs_g: 5, fat_g: 2 }, AGREE_TOLERANCE)).toEqual(['calories']);
    expect(macroGaps(a, { calories: 118, protein_g: 10, carbs_g: 5, fat_g: 2 }, LINK_TOLERANCE)).toEqual([]);
    // Unknown contradicts nothing.
    expect(macroGaps(a, { calories: 100, protein_g: null, carbs_g: 5, fat_g: 2 }, AGREE_TOLERANCE)).toEqual([]);
  });
});

describe('linking rows into canonical foods', () => {
  const srEggplant = row('usda-sr28', '11209', 'Eggplant, raw', [25, 0.98, 5.88, 0.18]);
  const fnddsEggplant = row('usda-fndds', '75205000', 'Eggplant, raw', [25, 0.98, 5.88, 0.18]);
  const cnfEggplant = row('cnf', '2396', 'Eggplant (aubergine, brinjal), raw', [25, 0.98, 5.88, 0.18]);
  const srFeta = row('usda-sr28', '01019', 'Cheese, feta', [264, 14.21, 4.09, 21.28]);
  const fnddsFeta = row('usda-fndds', '14104400', 'Cheese, Feta', [273, 19.71, 5.58, 19.08]);
  const srWatermelon = row('usda-sr28', '09326', 'Watermelon, raw', [30, 0.61, 7.55, 0.15]);
  const fnddsJuice = row('usda-fndds', '64134030', 'Watermelon juice, 100%', [30, 0.61, 7.55, 0.15]);
  const cnfHen = row('cnf', '900', 'Turkey, hen, meat only, roasted', [182, 31.7, 0, 5.2]);
  const cnfTom = row('cnf', '901', 'Turkey, tom, meat only, roasted', [177, 30.5, 0, 5.2]);
  const srTurkey = row('usda-sr28', '05168', 'Turkey, whole, meat only, cooked, roasted', [159, 29.06, 0, 3.84]);
  const rows = [srEggplant, srFeta, srWatermelon, srTurkey, fnddsEggplant, fnddsFeta, fnddsJuice, cnfEggplant, cnfHen, cnfTom];
  const part = linkFoods(
    rows,
    new Map([
      ['2396', { sr28: '11209', source: '0' }],
      ['900', { sr28: '05168', source: '0' }],
      ['901', { sr28: '05168', source: '0' }],
    ]),
    new Map([['64134030', '09326']]),
  );
  const groupOf = (r: FoodRecord) => part.groups.find((g) => g.members.includes(r.id));

  it('joins the data link and the same name with agreeing values, anchored on the first table', () => {
    const g = groupOf(srEggplant)!;
    expect(g.members).toEqual([srEggplant.id, fnddsEggplant.id, cnfEggplant.id]);
    expect(g.links.map((l) => l.method).sort()).toEqual(['cnf-sr28-code', 'same-name']);
  });

  it('never on a name alone when values disagree; never a food made of another; never one of several variants', () => {
    expect(groupOf(srFeta)).toBeUndefined();
    expect(groupOf(fnddsJuice)).toBeUndefined();
    expect(groupOf(cnfHen)).toBeUndefined();
    expect(groupOf(cnfTom)).toBeUndefined();
    expect(part.report.refused['same-name: values far apart']).toBe(1);
    expect(part.report.refused['fndds-sr28-ingredient: the name adds words']).toBe(1);
    expect(part.report.refused['cnf-sr28-code: one of several variants']).toBe(2);
    expect(part.report.alone).toMatchObject({ 'usda-sr28': 3, 'usda-fndds': 2, cnf: 2 });
  });
});

describe('a canonical food', () => {
  const sr = row('usda-sr28', '01079', 'Milk, reduced fat, fluid, 2% milkfat', [50, 3.3, 4.8, 1.98], {
    nutrients: [
      { key: 'calories', name: 'Energy', amount: 50, unit: 'kcal' },
      { key: 'protein', name: 'Protein', amount: 3.3, unit: 'g' },
    ],
    unknown_keys: ['vitamin_d'],
    unresolved_keys: ['vitamin_d'],
    portions: [{ seq: '1', amount: 1, measure: 'cup', grams: 244 }],
  });
  const cnf = row('cnf', '61', 'Milk, fluid, partly skimmed, 2% M.F.', [50, 3.4, 4.9, 2], {
    nutrients: [
      { key: 'calories', name: 'Energy', amount: 50, unit: 'kcal' },
      { key: 'protein', name: 'Protein', amount: 3.4, unit: 'g' },
      { key: 'vitamin_d', name: 'Vitamin D', amount: 1.1, unit: 'µg' },
      { key: 'calcium', name: 'Calcium', amount: 120, unit: 'mg' },
    ],
    portions: [{ seq: '341', amount: 250, measure: 'ml', grams: 258 }],
    names: [{ lang: 'fr', text: 'Lait, partiellement écrémé, 2 % M.G.', source: 'cnf' }],
  });

  it("serves the region's table, else the language's, else the most complete row", () => {
    expect(choosePrimary([sr, cnf], { region: 'ca' })).toEqual({ index: 1, rule: 'region' });
    expect(choosePrimary([sr, cnf], { region: 'US' })).toEqual({ index: 0, rule: 'region' });
    expect(choosePrimary([sr, cnf], { lang: 'fr' })).toEqual({ index: 1, rule: 'language' });
    // No table of Germany: the most complete row (CNF reports four nutrients, SR28 two).
    expect(choosePrimary([sr, cnf], { region: 'DE', lang: 'en' })).toEqual({ index: 1, rule: 'most_complete' });
    expect(choosePrimary([sr])).toEqual({ index: 0, rule: 'only_row' });
  });

  it('borrows a value only the other row reports, labelled apart, never into nutrients', () => {
    const borrowed = borrowedFromRows(sr, [cnf]);
    expect(borrowed.map((e) => [e.key, e.amount, e.donor_id, e.method])).toEqual([
      ['vitamin_d', 1.1, cnf.id, SAME_FOOD_METHOD],
      ['calcium', 120, cnf.id, SAME_FOOD_METHOD],
    ]);
    const food = canonicalFood('canon', [sr, cnf], { index: 0, rule: 'region' });
    expect(food.nutrients.map((n) => n.key)).toEqual(['calories', 'protein']);
    expect(food.estimated_nutrients.map((e) => e.key)).toEqual(['vitamin_d', 'calcium']);
    expect(food.unresolved_keys).toEqual([]);
    expect(food.calories).toBe(50);
  });

  it("keeps the first table's name and measures, lists every row and finds it by every row's name", () => {
    const food = canonicalFood('canon', [sr, cnf], { index: 1, rule: 'most_complete' });
    expect(food.name).toBe(sr.name);
    expect(food.portions).toEqual(sr.portions);
    expect(food.dataset).toBe('cnf');
    expect(food.sources.map((s) => [s.dataset, s.source_id, s.primary])).toEqual([
      ['usda-sr28', '01079', false],
      ['cnf', '61', true],
    ]);
    expect(food.sources[1]!.attribution).toContain('Open Government Licence');
    expect(food.aliases).toContain(cnf.name);
    expect(food.names?.[0]?.lang).toBe('fr');
    expect(isCanonical(food)).toBe(true);
    expect(rowsOf(food)).toEqual([sr, cnf]);
    // The region's row names it.
    expect(canonicalFood('canon', [sr, cnf], { index: 1, rule: 'region' }).name).toBe(cnf.name);
  });

  it('marks nutrients whose rows differ beyond the tolerance', () => {
    const other = { ...cnf, nutrients: [{ key: 'protein', name: 'Protein', amount: 5, unit: 'g' }] } as FoodRecord;
    expect(disagreements([sr, other]).map((d) => d.key)).toEqual(['protein']);
    expect(disagreements([sr, cnf])).toEqual([]);
  });

  it('joinCanonical serves one food per group, keeps every row by id and names its food', () => {
    const index = joinCanonical([sr, cnf], {
      groups: [{ id: 'canon', members: [sr.id, cnf.id], reported: [2, 4], links: [] }],
      report: { linked: {}, refused: {}, conflicts: [], alone: {}, canonical_foods: 1 },
    });
    expect(index.served.map((f) => f.id)).toEqual(['canon']);
    expect(sr.canonical_id).toBe('canon');
    expect(index.view('canon', { region: 'CA' })!.dataset).toBe('cnf');
    expect(index.view('canon', { region: 'CA' })).toBe(index.view('canon', { region: 'CA' })!);
    expect(index.view(sr.id, {})).toBeUndefined();
  });
});
