/**
 * The world-table importers (FNDDS, CIQUAL, CNF, IFCT) on small hand-written fixtures in each
 * source's real format (test/fixtures/world): value cells, nutrient mapping, names, portions and
 * every exclusion reason.
 */
import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { buildCiqual } from '../../../src/corpus/ciqual-import';
import { euEnergy } from '../../../src/corpus/eu-energy';
import { buildCnf, cnfAliases, cnfNutrient } from '../../../src/corpus/cnf-import';
import { csvRowsOfChunks } from '../../../src/corpus/csv-stream';
import {
  buildFndds,
  curryStyles,
  describesVariant,
  headOf,
  mainFoodsCovered,
  namesAnotherFood,
  ownAlternatives,
  phraseOf,
} from '../../../src/corpus/fndds-import';
import { buildIfct, ifctLocalNames } from '../../../src/corpus/ifct-import';
import { portionOf } from '../../../src/corpus/reference-food';
import { referenceFoods } from '../../../src/corpus/reference-parts';
import { parseTableCell } from '../../../src/corpus/table-value';
import type { FoodRecord } from '../../../src/domain/foods/food';

const FIXTURES = join(import.meta.dir, '../../fixtures/world');
const byId = (foods: FoodRecord[], id: string) => foods.find((f) => f.source_id === id);
const nutrient = (f: FoodRecord | undefined, key: string) => f?.nutrients.find((n) => n.key === key)?.amount;

describe('table value cells', () => {
  test('decimal commas are numbers, a printed zero stays zero', () => {
    expect(parseTableCell('45,4')).toEqual({ amount: 45.4, decimal_comma: true });
    expect(parseTableCell('0')).toEqual({ amount: 0 });
    expect(parseTableCell(' 12.5 ')).toEqual({ amount: 12.5 });
  });
  test('traces, < x and - are not zero', () => {
    expect(parseTableCell('traces')).toEqual({ amount: null, flag: 'traces' });
    expect(parseTableCell('< 0,5')).toEqual({ amount: null, flag: 'below_limit', upper_bound: 0.5, decimal_comma: true });
    expect(parseTableCell('-')).toEqual({ amount: null, flag: 'not_determined' });
    expect(parseTableCell('')).toEqual({ amount: null });
    expect(parseTableCell('abc')).toEqual({ amount: null, flag: 'malformed' });
  });
  test('portion texts split into amount and measure', () => {
    expect(portionOf('1 cup', 240, '1')).toEqual({ amount: 1, measure: 'cup', grams: 240, seq: '1' });
    expect(portionOf('1/2 cup', 120, '2')).toEqual({ amount: 0.5, measure: 'cup', grams: 120, seq: '2' });
    expect(portionOf('250ml', 251, '3')).toEqual({ amount: 250, measure: 'ml', grams: 251, seq: '3' });
    expect(portionOf('Quantity not specified', 240, '4')).toEqual({ amount: 1, measure: 'Quantity not specified', grams: 240, seq: '4' });
  });
});

describe('streaming CSV', () => {
  test('quoted commas, quotes and line breaks survive chunk boundaries; CRLF and cp1252', async () => {
    const text = 'a,b\r\n"x, ""y""","multi\nline"\r\n1,2';
    const chunks = [...text].map((c) => Buffer.from(c, 'latin1'));
    const rows: string[][] = [];
    for await (const r of csvRowsOfChunks(chunks, 'windows-1252')) rows.push(r);
    expect(rows).toEqual([
      ['a', 'b'],
      ['x, "y"', 'multi\nline'],
      ['1', '2'],
    ]);
    const accents: string[][] = [];
    for await (const r of csvRowsOfChunks([Buffer.from([0x53, 0x6f, 0x75, 0x66, 0x66, 0x6c, 0xe9, 0x0d, 0x0a])], 'windows-1252')) accents.push(r);
    expect(accents).toEqual([['Soufflé']]);
  });
});

describe('FNDDS', async () => {
  const r = await buildFndds(join(FIXTURES, 'usda/fndds'));
  test('foods as eaten with their household portions; 0 g portions skipped', () => {
    const dal = byId(r.foods, '41000001')!;
    expect(dal.dataset).toBe('usda-fndds');
    expect(dal.calories).toBe(120);
    expect(dal.portions).toEqual([
      { amount: 1, measure: 'cup', grams: 240, seq: '1' },
      { amount: 1, measure: 'Quantity not specified', grams: 240, seq: '2' },
    ]);
    expect(byId(r.foods, '58106210')!.portions).toEqual([{ amount: 1, measure: 'piece (1/8 of 14" pizza)', grams: 107, seq: '1' }]);
    expect(nutrient(dal, 'cholesterol')).toBe(0);
    expect(nutrient(dal, 'vitamin_c')).toBeUndefined();
    expect(dal.provenance.protein).toEqual({ method: 'calculated', source: 'USDA FNDDS 2021-2023 food code 41000001' });
  });
  test('additional descriptions become aliases and English names', () => {
    const dal = byId(r.foods, '41000001')!;
    expect(dal.aliases).toContain('daal');
    expect(dal.names).toContainEqual({ lang: 'en', text: 'daal', source: 'fndds' });
  });
  test('every malformed row is excluded under its reason and counted', () => {
    expect(r.manifest.imported).toBe(2);
    expect(r.manifest.excluded).toEqual({ duplicate_code: 1, inconsistent_energy: 1, missing_calories: 1, negative_value: 1 });
    expect(r.excluded.map((e) => [e.source_id, e.reason])).toContainEqual(['99000001', 'inconsistent_energy']);
  });
  test('two alternatives no other description uses are names of the food, each alone', () => {
    const uses = new Map(Object.entries({ bread: 9, chappatti: 1, roti: 1, french: 4, vienna: 1, liver: 3, beef: 40, calves: 1 }));
    expect(ownAlternatives('Bread, chappatti or roti', uses)).toEqual(['chappatti', 'roti']);
    expect(ownAlternatives('Bread, french or vienna', uses)).toEqual([]);
    expect(ownAlternatives('Liver, beef or calves, and onions', uses)).toEqual([]);
    expect(ownAlternatives('Bread, chappatti or roti or naan', uses)).toEqual([]);
  });
  test('another meat, fish or pulse a dish covers names that dish made with it, as a stand-in', () => {
    expect(mainFoodsCovered('Beef curry', ['lamb', 'mutton', 'goat', 'pork'])).toEqual(['lamb curry', 'mutton curry', 'goat curry', 'pork curry']);
    expect(mainFoodsCovered('Fish curry with rice', ['shrimp', 'other seafood'])).toEqual(['shrimp curry with rice', 'prawn curry with rice']);
    expect(mainFoodsCovered('Lentil curry', ['chickpea', 'other beans', 'tofu', 'with vegetables'])).toEqual([
      'chickpea curry',
      'garbanzo curry',
      'tofu curry',
    ]);
    // The dish first and its food alone after the comma, as FNDDS names its Mexican dishes.
    expect(mainFoodsCovered('Taco, fish', ['tostada', 'shrimp'])).toEqual(['shrimp taco', 'prawn taco']);
    expect(mainFoodsCovered('Burrito bowl, chicken', ['turkey', 'cheese'])).toEqual(['turkey burrito bowl']);
    // The dish, then its food alone after 'with' ("turkey chili" for FNDDS's chili with chicken).
    expect(mainFoodsCovered('Chili with chicken', ['turkey'])).toEqual(['turkey chili']);
    expect(mainFoodsCovered('Chili with chicken and beans', ['turkey'])).toEqual([]);
    // One-word alternatives, each a main food ("fish or shrimp"); not when one of them is no main food.
    expect(mainFoodsCovered('Quesadilla, chicken', ['turkey', 'fish or shrimp', 'cheese'])).toEqual([
      'turkey quesadilla',
      'fish quesadilla',
      'shrimp quesadilla',
      'prawn quesadilla',
    ]);
    expect(mainFoodsCovered('Taco, beef', ['steak or carnitas', 'chorizo or sausage'])).toEqual([]);
    expect(mainFoodsCovered('Rice with chicken, Puerto Rican style', ['turkey'])).toEqual([]);
    // Not what the dish is served in or with, nor a dish whose food is said with more after it.
    expect(mainFoodsCovered('Vegetable sandwich wrap', ['tortilla', 'flatbread', 'cheese'])).toEqual([]);
    expect(mainFoodsCovered('Empanada, chicken, with vegetables', ['turkey'])).toEqual([]);
  });
  test('a curry of a main food is named by the styles curry houses give it, as a stand-in', () => {
    expect(curryStyles(['Chicken curry'])).toEqual(expect.arrayContaining(['chicken korma', 'chicken vindaloo', 'chicken rogan josh']));
    expect(curryStyles(['Beef curry with rice', 'lamb curry with rice'])).toEqual(
      expect.arrayContaining(['beef korma with rice', 'lamb rogan josh with rice']),
    );
    // Not a curry of no main food, nor curry as a seasoning.
    expect(curryStyles(['Vegetable curry', 'Curry powder', 'Chicken, curried'])).toEqual([]);
  });
  test('a synonym that heads another food says what the food is made with, not its name', () => {
    const oatmeal = 'Oatmeal, instant, plain, made with non-dairy milk, no added fat';
    const potato = 'Potato, mashed, from fresh, made with milk';
    const heads = new Set(['Soy milk, sweetened', 'Sour cream, regular', oatmeal, potato].map(headOf));
    expect(namesAnotherFood('soy milk', oatmeal, heads)).toBe(true);
    expect(namesAnotherFood('Sour cream', potato, heads)).toBe(true);
    expect(namesAnotherFood('instant packet', oatmeal, heads)).toBe(false);
    expect(namesAnotherFood('soy milk', 'Soy milk, unsweetened', heads)).toBe(false); // its own head
  });
  test('a synonym that shares no word with the head and qualifies other foods is a variant, not a name', () => {
    const phrases = [
      'Cookie, chocolate chip',
      'Pretzels, hard, white chocolate coated',
      'Rice, white, cooked, glutinous',
      'Cheese, cottage, lowfat, low sodium',
    ].map(phraseOf);
    expect(describesVariant('white chocolate', 'Cookie, chocolate chip', phrases)).toBe(true);
    expect(describesVariant('low sodium', 'Soup, bean, canned, reduced sodium', phrases)).toBe(true);
    expect(describesVariant('sticky rice', 'Rice, white, cooked, glutinous', phrases)).toBe(false); // says the head
    expect(describesVariant('Kool Aid drink', 'Fruit flavored drink, powdered', phrases)).toBe(false); // says the head
    expect(describesVariant('marshmallow fluff', 'Topping, marshmallow', phrases)).toBe(false); // no other food is so described
    expect(describesVariant('white chocolate', 'Pretzels, hard, white chocolate coated', phrases)).toBe(false); // only its own description
  });
  test('"X, NFS" for what the food comes on or with says which X, not the food\'s name', () => {
    const heads = new Set(['Soup, pho, with meat', 'Cheeseburger, on white bun, 1 small patty'].map(headOf));
    expect(namesAnotherFood('bun, NFS', 'Cheeseburger, on white bun, 1 small patty', heads)).toBe(true);
    expect(namesAnotherFood('pho, nfs', 'Soup, pho, with meat', heads)).toBe(false);
    expect(namesAnotherFood('meat', 'Soup, pho, with meat', heads)).toBe(true);
  });
  test('a kind of what the food is made or comes with names that thing, not the food', () => {
    const heads = new Set<string>();
    const salad = 'Potato salad, made with mayonnaise-type salad dressing';
    expect(namesAnotherFood('imitation mayonnaise', salad, heads)).toBe(true);
    expect(namesAnotherFood('light ranch dressing', 'Tuna salad, made with light creamy dressing', heads)).toBe(true);
    expect(namesAnotherFood('chili with cheese', 'Potato, french fries, with chili and cheese, fast food / restaurant', heads)).toBe(true);
    expect(namesAnotherFood('mushroom soup-based sauce', 'Rice, white, with cheese and/or cream based sauce, NS as to fat', heads)).toBe(true);
    expect(namesAnotherFood('sushi with egg', 'Sushi, topped with egg', heads)).toBe(false); // says the head
    expect(namesAnotherFood('cheese bread with melted cheese', 'Garlic bread, with melted cheese, from fast food / restaurant', heads)).toBe(false);
    expect(namesAnotherFood('chicken fried steak', 'Beef, steak, country fried', heads)).toBe(false); // comes with nothing
  });
  test('a subset keeps only its codes', async () => {
    const s = await buildFndds(join(FIXTURES, 'usda/fndds'), new Set(['58106210']));
    expect(s.foods.map((f) => f.source_id)).toEqual(['58106210']);
  });
});

describe('CIQUAL', async () => {
  const r = await buildCiqual(join(FIXTURES, 'ciqual'));
  test('decimal commas read, French and English names, EU energy', () => {
    const tempeh = byId(r.foods, '20917')!;
    expect(tempeh.dataset).toBe('ciqual');
    expect([tempeh.calories, tempeh.protein_g, tempeh.carbs_g, tempeh.fat_g]).toEqual([157, 16.1, 7.89, 4.7]);
    expect(nutrient(tempeh, 'energy_kj')).toBe(660);
    expect(nutrient(tempeh, 'water')).toBe(63.7);
    expect(nutrient(tempeh, 'cholesterol')).toBe(0);
    const bran = byId(r.foods, '9621')!;
    expect(bran.names).toEqual([
      { lang: 'en', text: 'Wheat bran', source: 'ciqual' },
      { lang: 'fr', text: 'Son de blé', source: 'ciqual' },
    ]);
  });
  test('a parenthesis listing flavours gives no alias: the mousse is not caramel, nor vanilla', () => {
    expect(byId(r.foods, '31900')!.aliases).toContain('caramel');
    expect(byId(r.foods, '39999')!.aliases).not.toContain('caramel');
    expect(byId(r.foods, '39999')!.aliases).not.toContain('vanilla');
  });
  test('traces, < x and - stay out of the nutrients, flagged with the bound', () => {
    const tempeh = byId(r.foods, '20917')!;
    for (const key of ['vitamin_c', 'sodium', 'calcium']) expect(nutrient(tempeh, key)).toBeUndefined();
    expect(tempeh.extra!.flagged_values).toEqual([
      { key: 'calcium', flag: 'not_determined' },
      { key: 'sodium', flag: 'below_limit', upper_bound: 5 },
      { key: 'vitamin_c', flag: 'traces' },
    ]);
  });
  test('the first of a duplicated code is kept; missing energy, unquantified macros and malformed cells are counted', () => {
    expect(nutrient(byId(r.foods, '9621'), 'fiber')).toBe(42.4);
    expect(r.manifest.excluded).toEqual({ duplicate_code: 1, missing_calories: 1, macro_not_quantified: 1 });
    const gin = byId(r.foods, '1002')!;
    expect(gin.calories).toBe(263);
    expect(gin.extra!.flagged_values).toEqual([{ key: 'energy_kj', flag: 'malformed' }]);
    expect(r.manifest.notes[0]).toContain('malformed 1');
  });
  test('no published energy: computed with the EU factors when the composition is known, marked calculated', () => {
    const mascarpone = byId(r.foods, '19590')!;
    // 4 × 4.38 + 4 × 4 + 9 × 39 kcal; 17 × 4.38 + 17 × 4 + 37 × 39 kJ; organic acids not determined.
    expect(mascarpone.calories).toBe(384.5);
    expect(nutrient(mascarpone, 'energy_kj')).toBe(1585);
    expect(mascarpone.provenance!.calories).toMatchObject({ method: 'calculated', detail: { omitted: 'organic_acids' } });
    // The tuna salad lacks fibre: still excluded for missing energy.
    expect(byId(r.foods, '25601')).toBeUndefined();
  });
});

describe('EU energy factors', () => {
  test('all components, polyols taken out of carbohydrate; an unknown required component gives null', () => {
    const full = { protein: 10, carbs: 50, fat: 10, fiber: 5, alcohol: 1, polyols: 10, organic_acids: 1 };
    // kcal: 40 + 4 × 40 + 90 + 10 + 7 + 24 + 3; kJ: 170 + 17 × 40 + 370 + 40 + 29 + 100 + 13.
    expect(euEnergy(full)).toEqual({ kcal: 334, kj: 1402, omitted: [] });
    expect(euEnergy({ ...full, fiber: null })).toBeNull();
    expect(euEnergy({ ...full, polyols: null })).toMatchObject({ kcal: 350, omitted: ['polyols'] });
  });
});

describe('CNF', async () => {
  const r = await buildCnf(join(FIXTURES, 'cnf'));
  test('Windows-1252 French names, measures as portions (factor × 100 g)', () => {
    const souffle = byId(r.foods, '2')!;
    expect(souffle.dataset).toBe('cnf');
    expect(souffle.names).toContainEqual({ lang: 'fr', text: 'Soufflé au fromage', source: 'cnf' });
    expect(souffle.group).toBe('Mixed Dishes');
    expect(souffle.portions).toEqual([{ amount: 250, measure: 'ml', grams: 100.38, seq: '415' }]);
    expect(byId(r.foods, '3601')!.portions).toEqual([{ amount: 1, measure: 'cup, cooked', grams: 198, seq: '1010' }]);
  });
  test('aliases also in the other tables\' spelling of Canada\'s "yogourt"', () => {
    const aliases = cnfAliases('Yogourt, plain, low fat, lactose reduced (0.5-1.9% M.F.)');
    expect(aliases).toEqual(expect.arrayContaining(['yogourt', 'yogurt']));
    expect(cnfAliases('Cheese souffle').some((a) => a.includes('yogurt'))).toBe(false);
  });
  test('CNF-only ids map by meaning, not by the SR28 number; units are checked', () => {
    const souffle = byId(r.foods, '2')!;
    expect(nutrient(souffle, 'vitamin_d')).toBe(0.5);
    expect(nutrient(souffle, 'fa_22_1_t')).toBe(0.01);
    expect(nutrient(souffle, 'fa_20_3_n3')).toBeUndefined();
    expect(cnfNutrient('852', 'g')?.key).toBe('fa_22_1_t');
    expect(cnfNutrient('409', 'NE')).toBeNull();
    expect(cnfNutrient('208', 'kCal')?.key).toBe('calories');
    expect(cnfNutrient('208', 'kJ')).toBeNull();
    expect(r.manifest.notes[1]).toContain('409 1');
  });
  test('provenance follows the nutrient source code; a repeated value keeps the first', () => {
    const lentils = byId(r.foods, '3601')!;
    expect(lentils.provenance.protein).toEqual({
      method: 'reported',
      source: 'CNF 2015 FoodID 3601',
      detail: { nutrient_source: '3', std_error: 0.2, observations: 4 },
    });
    expect(byId(r.foods, '2')!.provenance.protein!.method).toBe('calculated');
    expect(nutrient(lentils, 'fiber')).toBe(7.9);
    expect(r.manifest.notes[0]).toContain('1 repeated');
    expect(r.manifest.excluded).toEqual({ inconsistent_energy: 1 });
  });
});

describe('IFCT', () => {
  const r = buildIfct({ compositions: join(FIXTURES, 'ifct/compositions.csv'), descriptions: join(FIXTURES, 'ifct/descriptions.csv') });
  test('grams per 100 g become canonical units; energy kJ → kcal is calculated', () => {
    const milk = byId(r.foods, 'L002')!;
    expect(milk.dataset).toBe('ifct');
    expect(nutrient(milk, 'energy_kj')).toBe(305);
    expect(milk.calories).toBe(72.9);
    expect(milk.provenance.calories!.method).toBe('calculated');
    expect(nutrient(milk, 'calcium')).toBe(118);
    expect(nutrient(milk, 'vitamin_c')).toBe(2.01);
  });
  test("a 0 outside the proximates is not determined, a proximate's 0 is kept", () => {
    const milk = byId(r.foods, 'L002')!;
    expect(nutrient(milk, 'cholesterol')).toBeUndefined();
    expect(nutrient(milk, 'fiber')).toBe(0);
    expect(milk.extra!.flagged_values).toContainEqual({ key: 'cholesterol', flag: 'not_determined' });
    expect(r.manifest.excluded).toEqual({ missing_calories: 1 });
  });
  test('local names by language prefix', () => {
    expect(byId(r.foods, 'L002')!.names).toEqual([
      { lang: 'en', text: 'Milk, whole, Cow', source: 'ifct' },
      { lang: 'as', text: 'Garoor gakhir', source: 'ifct' },
      { lang: 'hi', text: 'Gai ka doodh', source: 'ifct' },
      { lang: 'ta', text: 'Pasumpaal', source: 'ifct' },
    ]);
    expect(ifctLocalNames('H. Masoor dal, Lal masoor.')).toEqual([
      { lang: 'hi', text: 'Masoor dal', source: 'ifct' },
      { lang: 'hi', text: 'Lal masoor', source: 'ifct' },
    ]);
  });
});

describe('one reference, many tables', () => {
  test('the catalog serves every table in preference order, each record keeping its dataset', async () => {
    const fndds = await buildFndds(join(FIXTURES, 'usda/fndds'));
    const cnf = await buildCnf(join(FIXTURES, 'cnf'));
    const foods = referenceFoods({ cnf, 'usda-fndds': fndds, openfoodfacts: { products: [] } });
    expect(foods.map((f) => f.dataset)).toEqual(['usda-fndds', 'usda-fndds', 'cnf', 'cnf']);
  });
});

describe('subset builds', () => {
  test('a table the subset selects nothing from reads no file and imports nothing', async () => {
    const { fnddsSource } = await import('../../../src/corpus/fndds-import');
    const { cnfSource } = await import('../../../src/corpus/cnf-import');
    for (const source of [fnddsSource, cnfSource]) {
      const ctx = { dataDir: '/nonexistent', progress: () => {}, subset: { usda: new Set(['01001']) }, parts: {} };
      const { part, manifest } = await source.build(ctx);
      expect(part.foods).toEqual([]);
      expect(manifest.imported).toBe(0);
    }
    const ctx = { dataDir: FIXTURES, progress: () => {}, subset: { world: { 'usda-fndds': ['41000001'] } }, parts: {} };
    expect((await fnddsSource.build(ctx)).part.foods.map((f) => f.source_id)).toEqual(['41000001']);
  });
});
