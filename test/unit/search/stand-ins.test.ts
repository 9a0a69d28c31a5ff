import { describe, expect, it } from 'bun:test';
import { BRAND_STAND_IN_SOURCE, defaultsOf, descriptionVocabulary, synonymKind } from '../../../src/domain/foods/stand-ins';
import { createFoodSearch } from '../../../src/search/build';
import { brandWordSets } from '../../../src/search/lexical-build';
import { CONFIDENT } from '../../../src/search/match';
import { fixtureFood } from '../../fixtures/catalog';

const vocabulary = descriptionVocabulary([
  'Chocolate candy, cookie filled',
  'Cheese sandwich, cheddar cheese, on white bread',
  'Energy drink (Red Bull)',
  'Honey mustard dressing',
]);

describe('table synonyms', () => {
  it('tells names from brands and other foods the food stands in for and from notes on what a code covers', () => {
    expect(synonymKind('Kit Kat', vocabulary)).toBe('stand-in');
    expect(synonymKind("Reese's peanut butter cup", vocabulary)).toBe('stand-in');
    expect(synonymKind('Red Bull', vocabulary)).toBe('stand-in');
    expect(synonymKind('Honey Mustard', vocabulary)).toBe('stand-in');
    expect(synonymKind('Honey dijon dressing', vocabulary)).toBe('name');
    expect(synonymKind('pizza cheese', vocabulary)).toBe('name');
    expect(synonymKind('other cheese such as Swiss, mozzarella, provolone', vocabulary)).toBe('coverage');
    expect(synonymKind('NS as to fat added', vocabulary)).toBe('coverage');
    // The fat a code was cooked with is a note, not a name: "cooking spray" is not cooked carrots.
    expect(synonymKind('cooking spray', vocabulary)).toBe('coverage');
    expect(synonymKind('nonstick or cooking spray', vocabulary)).toBe('coverage');
    // One word is no name: one the table uses for foods is a variant ("ginger" on a tea cookie), a
    // word it never uses another food the code is used for ("senbei" on the tea cookie, "pollock" on haddock).
    const words = descriptionVocabulary(['Ginger root, raw', 'Cookie, tea, Japanese', 'Fish, haddock, NFS']);
    expect(synonymKind('ginger', words)).toBe('coverage');
    expect(synonymKind('senbei', words)).toBe('stand-in');
    expect(synonymKind('pollock', words)).toBe('stand-in');
    expect(synonymKind('haddock', words)).toBe('coverage');
    // A respelling of the food's own word is its name.
    expect(synonymKind('daal', words, 'Dal')).toBe('name');
    expect(synonymKind('possum', words, 'Opossum')).toBe('name');
    expect(synonymKind('pollock', words, 'Fish, haddock, NFS')).toBe('stand-in');
    // Words none of which the food's name uses name another thing the code is used for.
    expect(synonymKind('sour dough', vocabulary, 'Muffin, English')).toBe('stand-in');
    expect(synonymKind('jelly beans', vocabulary, 'Candy, gummy')).toBe('stand-in');
    expect(synonymKind('gummy bears', vocabulary, 'Candy, gummy')).toBe('name');
    expect(synonymKind('pizza cheese', vocabulary, 'Cheese, Mozzarella, NFS')).toBe('name');
    // A list is what the code covers ("coconut" is no smoothie); "X, NFS" names it, in any case.
    expect(synonymKind('almond, coconut, rice, or soy milk', vocabulary)).toBe('coverage');
    expect(synonymKind('pesto, garlic, or herb sauce', vocabulary)).toBe('coverage');
    expect(synonymKind('pho, nfs', vocabulary)).toBe('name');
    expect(synonymKind('blueberries, NFS', descriptionVocabulary(['Milk, NFS']))).toBe('name');
    expect(synonymKind("Kirkland, Member's Mark", vocabulary)).toBe('stand-in');
    // "X, NS as to …" is X not further specified, like "X, NFS": a name, or a brand when X is one.
    expect(synonymKind('tea, NS as to type', vocabulary)).toBe('name');
    expect(synonymKind('Kool-Aid, NS as to sweetener', vocabulary)).toBe('stand-in');
    expect(synonymKind('other cheese, NS as to type', vocabulary)).toBe('coverage');
  });

  it('reads which food a bare name is coded as from "X, NFS" and "X, NS as to …"', async () => {
    const tea = fixtureFood('88888888-8888-4888-8888-000000000011', 'Tea, hot, leaf, black', '100ml', [1, 0, 0.3, 0], {
      dataset: 'usda-fndds',
      names: [{ lang: 'en', text: 'tea, NS as to type', source: 'fndds' }],
    });
    const iced = fixtureFood('88888888-8888-4888-8888-000000000012', 'Tea, iced, bottled, black', '100ml', [30, 0, 8, 0], {
      dataset: 'usda-fndds',
      aliases: ['tea', 'iced tea'],
    });
    expect(defaultsOf(tea)).toEqual(['tea']);
    expect((await createFoodSearch([iced, tea]).search('tea', { mode: 'lexical' })).hits[0]?.id).toBe(tea.id);
    expect(
      defaultsOf(fixtureFood('88888888-8888-4888-8888-000000000013', 'Meat loaf, NS as to type of meat', '100g', [200, 15, 8, 12], { dataset: 'usda-fndds' })),
    ).toEqual(['meat loaf']);
  });

  it('reads a note followed by a state as that state of the food, not the bare food', () => {
    // "Tomatoes, NS as to form, cooked" is what cooked tomatoes mean; "tomato" is the raw fruit.
    const cooked = fixtureFood('88888888-8888-4888-8888-000000000014', 'Tomatoes, NS as to form, cooked', '100g', [27, 1, 6, 0.2], {
      dataset: 'usda-fndds',
      aliases: ['tomato', 'tomatoes'],
    });
    expect(defaultsOf(cooked)).toEqual([]);
    expect(synonymKind('potatoes, NS as to form, fried', vocabulary)).toBe('coverage');
  });

  it('reads the brands an SR28-style name gives, without its maker', () => {
    expect(brandWordSets('Candies, MARS SNACKFOOD US, SNICKERS Bar')).toEqual([['snicker']]);
    // Keys as written, never stems: a common word is no brand coined from it.
    expect(brandWordSets('KEEBLER, TOASTEDS, Wheat Crackers')).toEqual([['toasted']]);
    expect(brandWordSets("KELLOGG'S, EGGO, Waffles")).toEqual([['eggo']]);
    expect(brandWordSets("Cereals ready-to-eat, KELLOGG, KELLOGG'S RICE KRISPIES")).toEqual([['rice', 'krispie']]);
    expect(brandWordSets("McDONALD'S, McFLURRY with OREO cookies")).toEqual([['mcflurry', 'oreo']]);
    expect(brandWordSets('Energy drink (Red Bull)')).toEqual([['red', 'bull']]);
    expect(brandWordSets('Bread, white, commercially prepared (includes soft bread crumbs)')).toEqual([]);
    expect(brandWordSets('Milk, whole, UHT')).toEqual([]);
  });

  it('reads no brand in an abbreviation of a food or nutrient: "blt sandwich" names no McDonald\'s product', () => {
    expect(brandWordSets("McDONALD'S, Premium Grilled Chicken Ranch BLT Sandwich")).toEqual([['mcdonald']]);
    expect(brandWordSets('MORNINGSTAR FARMS BBQ Riblets, frozen, unprepared')).toEqual([['morningstar', 'farm']]);
    expect(brandWordSets('Infant formula, MEAD JOHNSON, ENFAMIL, LIPIL, with iron, powder, with ARA and DHA')).toEqual([['lipil']]);
  });
});

describe('brands in search', () => {
  const standIn = fixtureFood('88888888-8888-4888-8888-000000000001', 'Chocolate candy, cookie filled', '100g', [518, 6, 64, 27], {
    dataset: 'usda-fndds',
    names: [
      { lang: 'en', text: 'Kit Kat', source: BRAND_STAND_IN_SOURCE },
      { lang: 'en', text: 'Oreo', source: BRAND_STAND_IN_SOURCE },
    ],
  });
  const kitKat = fixtureFood('88888888-8888-4888-8888-000000000002', 'Candies, KIT KAT Wafer Bar', '100g', [518, 6.5, 64, 26]);
  const flurry = fixtureFood('88888888-8888-4888-8888-000000000003', "McDONALD'S, McFLURRY with OREO cookies", '100g', [200, 4, 30, 7]);
  const pie = fixtureFood('88888888-8888-4888-8888-000000000004', 'Pie, NFS', '100g', [250, 3, 35, 11], {
    names: [{ lang: 'es', text: 'Empanadas', source: 'off-taxonomy' }],
  });
  const empanada = fixtureFood('88888888-8888-4888-8888-000000000005', 'Empanada, beef', '100g', [290, 10, 27, 16], {
    dataset: 'usda-fndds',
    aliases: ['empanada', 'beef empanada'],
  });
  const search = createFoodSearch([standIn, kitKat, flurry, pie, empanada]);

  it('prefers the food named after the brand to a generic stand-in, and never calls a stand-in confident', async () => {
    const kk = await search.search('kit kat', { mode: 'lexical' });
    expect(kk.hits[0]!.id).toBe(kitKat.id);
    expect(kk.hits[0]!.match.score).toBeGreaterThanOrEqual(CONFIDENT);
    expect(kk.hits[1]!.id).toBe(standIn.id);
    expect(kk.hits[1]!.match.score).toBeLessThan(CONFIDENT);
    // "OREO" is only part of the McFlurry's brand: the stand-in answers, unsure.
    const oreo = await search.search('oreo', { mode: 'lexical' });
    expect(oreo.hits[0]!.id).toBe(standIn.id);
    expect(oreo.hits[0]!.match).toMatchObject({ method: 'alias', text: 'Oreo' });
    expect(oreo.hits.every((h) => h.match.score < CONFIDENT)).toBe(true);
  });

  it('ranks a food whose own name is the query before one linked to it by a translation', async () => {
    const found = await search.search('empanada', { mode: 'lexical' });
    expect(found.hits.map((h) => h.id)).toEqual([empanada.id, pie.id]);
  });
});

describe('Chinese in both scripts', () => {
  it('folds traditional characters of food words to simplified ones, on both sides of a search', async () => {
    const { normalise } = await import('../../../src/domain/language/text');
    expect(normalise('蘋果 米飯 雞蛋')).toBe('苹果 米饭 鸡蛋');
    // Characters of everyday food words beyond the first table: quail eggs, mineral water, pasta, fries.
    expect(normalise('鵪鶉蛋 礦泉水 汽水 義大利麵 薯條')).toBe('鹌鹑蛋 矿泉水 汽水 义大利面 薯条');
    const apples = fixtureFood('88888888-8888-4888-8888-000000000006', 'Apples, raw', '100g', [52, 0.3, 14, 0.2], {
      names: [{ lang: 'zh', text: '蘋果', source: 'off-taxonomy' }],
    });
    const found = await createFoodSearch([apples]).search('苹果', { mode: 'lexical' });
    expect(found.hits[0]?.id).toBe(apples.id);
    expect(normalise('馬鈴薯')).toBe('马铃薯');
  });
});

describe('Japanese in both kana', () => {
  it('folds katakana (full- and half-width) to hiragana, on both sides of a search', async () => {
    const { normalise } = await import('../../../src/domain/language/text');
    expect(['ジャガイモ', 'ｼﾞｬｶﾞｲﾓ', 'じゃがいも'].map(normalise)).toEqual(['じゃがいも', 'じゃがいも', 'じゃがいも']);
    const potato = fixtureFood('88888888-8888-4888-8888-000000000007', 'Potato, NFS', '100g', [77, 0.1, 17, 2], {
      names: [{ lang: 'ja', text: 'ジャガイモ', source: 'off-taxonomy' }],
    });
    const found = await createFoodSearch([potato]).search('じゃがいも', { mode: 'lexical' });
    expect(found.hits[0]?.id).toBe(potato.id);
  });
});
