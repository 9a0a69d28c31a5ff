import { describe, expect, test } from 'bun:test';
import type { FoodRecord } from '../../../src/domain/foods/food';
import { fixtureFood } from '../../fixtures/catalog';
import { foodNameResolver } from '../../../src/search/name-index';
import { lookupWithState, namesNoReferenceFood, resolveLineFood } from '../../../src/domain/foods/name-resolver';
import { lineGrams } from '../../../src/domain/language/line-grams';
import { englishName } from '../../../src/domain/language/foreign-names';

const food = (id: string, name: string, portions: [number, string, number][] = []): FoodRecord =>
  fixtureFood(id, name, '100g', [100, 1, 1, 1], { portions: portions.map(([amount, measure, grams], i) => ({ amount, measure, grams, seq: String(i + 1) })) });

const FOODS = [
  food('chicken-raw', 'Chicken, broilers or fryers, meat only, raw', [[1, 'oz', 28.35]]),
  food('chicken-roasted', 'Chicken, broilers or fryers, meat only, roasted', [[1, 'cup, chopped or diced', 140]]),
  food('egg', 'Egg, whole, raw, fresh', [
    [1, 'large', 50],
    [1, 'medium', 44],
  ]),
  food('milk-ff', 'Milk, fat free', [[1, 'cup', 245]]),
  food('chicken-breast', 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw', [[1, 'piece', 272]]),
  food('stock-beef', 'Soup, stock, beef, home-prepared', [[1, 'cup', 240]]),
  food('spirits', 'Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof', [[1, 'fl oz', 27.8]]),
  food('sofrito', 'Sauce, sofrito, prepared from recipe', [[0.5, 'cup', 103]]),
  food('sake', 'Alcoholic beverage, rice (sake)', [[1, 'fl oz', 29.1]]),
  food('shortcrust', 'Short crust pastry, raw'),
  food('fried-pastry', 'Pastry, mainly flour and water, fried', [[1, 'piece', 30]]),
  food('celery', 'Celery, raw', [
    [1, 'cup chopped', 101],
    [1, 'stalk, medium (7-1/2" - 8" long)', 40],
  ]),
  food('cardamom', 'Spices, cardamom', [[1, 'tsp, ground', 2]]),
  food('lemon-peel', 'Lemon peel, raw', [
    [1, 'tbsp', 6],
    [1, 'tsp', 2],
  ]),
  food('turmeric', 'Spices, turmeric, ground', [[1, 'tsp', 3]]),
  food('mushrooms', 'Mushrooms, white, raw', [[1, 'cup', 70]]),
  food('hoisin', 'Sauce, hoisin, ready-to-serve', [[1, 'tbsp', 16]]),
  food('pasta-dry', 'Pasta, dry, enriched', [[2, 'oz', 56]]),
  food('pasta-cooked', 'Pasta, cooked, enriched, without added salt', [[1, 'cup', 140]]),
  food('spinach-spaghetti', 'Spaghetti, spinach, cooked', [[1, 'cup', 140]]),
  food('pomegranate-ifct', 'Pomegranate, maroon seeds'),
  food('pomegranate', 'Pomegranates, raw', [
    [0.5, 'cup arils (seed/juice sacs)', 87],
    [1, 'pomegranate (4" dia)', 282],
  ]),
  food('beer', 'Alcoholic beverage, beer, regular, all', [[1, 'fl oz', 29.7]]),
  food('red-wine-vinegar', 'Vinegar, red wine', [[1, 'tbsp', 14.9]]),
  food('almonds', 'Nuts, almonds', [[1, 'cup, ground', 95]]),
  food('ghee', 'Butter oil, anhydrous', [[1, 'tbsp', 12.8]]),
];
const resolver = foodNameResolver(FOODS);
const name = (n: string) => resolver.resolveFood(n)?.food.name ?? null;

describe('food resolver: common recipe names', () => {
  test('a state the cook wrote survives normalisation: cooked chicken is not raw chicken', () => {
    expect(name('chicken')).toBe('Chicken, broilers or fryers, meat only, raw');
    expect(name('cooked chicken')).toBe('Chicken, broilers or fryers, meat only, roasted');
  });
  test('a synonym of the dry form gives the cooked form when the cook says cooked', () => {
    expect(name('spaghetti')).toBe('Pasta, dry, enriched');
    expect(name('cooked spaghetti')).toBe('Pasta, cooked, enriched, without added salt');
    expect(name('spinach spaghetti')).toBe('Spaghetti, spinach, cooked');
  });
  test('reviewed names of the same food: stout is beer, sherry vinegar a wine vinegar, almond flour ground almonds', () => {
    expect(name('guinness')).toBe('Alcoholic beverage, beer, regular, all');
    expect(name('stout')).toBe('Alcoholic beverage, beer, regular, all');
    expect(name('sherry vinegar')).toBe('Vinegar, red wine');
    expect(name('almond flour')).toBe('Nuts, almonds');
    expect(name('niter kibbeh')).toBe('Butter oil, anhydrous');
  });
  test('pomegranate seeds are the edible part SR28 weighs: "seeds of 1 pomegranate" is one pomegranate\'s arils', () => {
    expect(name('pomegranate seeds')).toBe('Pomegranates, raw');
    const pomegranate = FOODS.find((f) => f.id === 'pomegranate')!;
    expect(lineGrams({ quantity: 1, unit: null, name: 'pomegranate seeds' }, pomegranate)).toMatchObject({ grams: 282, method: 'portion' });
  });
  test('husbandry qualifiers are dropped: free-range eggs are eggs', () => {
    expect(name('free-range eggs')).toBe('Egg, whole, raw, fresh');
  });
  test('a count noun after the food names the food before it', () => {
    expect(name('celery ribs')).toBe('Celery, raw');
    expect(name('cardamom pods')).toBe('Spices, cardamom');
    // "chicken breast halves": a half breast is the item as sold.
    expect(name('chicken breast halves')).toBe('Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw');
  });
  test('"shortcrust" is short crust; "ready-rolled" says how it is sold, not which food', () => {
    expect(name('shortcrust pastry')).toBe('Short crust pastry, raw');
    expect(name('ready-rolled shortcrust pastry')).toBe('Short crust pastry, raw');
  });
  test('a spice blend the reference lacks is not read as a sauce named after it', () => {
    expect(namesNoReferenceFood('garam masala')).toBe('absent');
  });
  test('reviewed synonyms: bone broth is a home-prepared stock, tequila blanco is tequila', () => {
    expect(name('beef bone broth')).toBe('Soup, stock, beef, home-prepared');
    expect(name('tequila blanco')).toBe('Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof');
    expect(name('sofrito')).toBe('Sauce, sofrito, prepared from recipe');
    expect(name('shaoxing wine')).toBe('Alcoholic beverage, rice (sake)');
  });
  test('a reviewed synonym: zest is the peel', () => {
    expect(name('lemon zest')).toBe('Lemon peel, raw');
  });
});

describe('food resolver: written variants of a known name', () => {
  test('frequent misspellings read as the word meant', () => {
    expect(name('tumeric')).toBe('Spices, turmeric, ground');
    expect(name('hoisin sause')).toBe('Sauce, hoisin, ready-to-serve');
  });
  test('"X powder" of a spice is the ground spice', () => {
    expect(name('turmeric powder')).toBe('Spices, turmeric, ground');
  });
  test('what the food comes with or in is not the food', () => {
    expect(name('mushrooms with liquid')).toBe('Mushrooms, white, raw');
  });
});

describe('lineGrams: count nouns in the line name', () => {
  test('"2 celery ribs" weighs two stalks (rib is a spelling of stalk)', () => {
    const celery = FOODS.find((f) => f.id === 'celery')!;
    expect(lineGrams({ quantity: 2, unit: null, name: 'celery ribs' }, celery)).toMatchObject({ grams: 80, method: 'portion' });
  });
});

describe('food resolver: a line in context', () => {
  const beans = foodNameResolver([
    { ...food('beans-dry', 'Beans, kidney, red, mature seeds, raw', [[1, 'cup', 184]]), aliases: ['kidney beans', 'raw kidney beans'] },
    {
      ...food('beans-canned', 'Beans, kidney, red, mature seeds, canned, solids and liquids', [[1, 'cup', 256]]),
      aliases: ['kidney beans', 'canned kidney beans'],
    },
  ]);
  test('a line measured in cans names the canned food', () => {
    expect(resolveLineFood(beans, 'kidney beans', { unit: 'can' })?.food.id).toBe('beans-canned');
    expect(resolveLineFood(beans, 'kidney beans', { unit: 'us_cup' })?.food.id).toBe('beans-dry');
  });
});

describe('food resolver: written states', () => {
  const pasta = foodNameResolver([
    food('pasta-dry', 'Pasta, dry, enriched'),
    { ...food('pasta-cooked', 'Pasta, cooked, enriched, without added salt'), aliases: ['spaghetti', 'cooked pasta'] },
  ]);
  test('"dried" spaghetti is the dry pasta SR28 writes as "dry"', () => {
    expect(pasta.resolveFood('dried spaghetti')?.food.id).toBe('pasta-dry');
    expect(pasta.resolveFood('cooked pasta')?.food.id).toBe('pasta-cooked');
  });
});

describe('food resolver: raw by default', () => {
  const kale = foodNameResolver([
    // The frozen form is the more common record (more household portions), as in SR28.
    {
      ...food('kale-frozen', 'Kale, frozen, cooked, boiled, drained, without salt', [
        [1, 'cup', 130],
        [1, 'package (10 oz)', 284],
        [1, 'oz', 28],
      ]),
      aliases: ['kale'],
    },
    { ...food('kale-raw', 'Kale, raw', [[1, 'cup', 16]]), aliases: ['kale'] },
  ]);
  test('an ingredient named without a state is the raw food; a written state still decides', () => {
    expect(kale.resolveFood('kale')?.food.id).toBe('kale-raw');
    expect(kale.resolveFood('frozen kale')?.food.id).toBe('kale-frozen');
  });
});

describe('food resolver: one list of food states', () => {
  const potatoes = foodNameResolver([
    { ...food('potato-raw', 'Potatoes, flesh and skin, raw'), aliases: ['potatoes', 'potato'] },
    { ...food('potato-mashed', 'Potatoes, mashed, home-prepared, whole milk added'), aliases: ['mashed potatoes'] },
  ]);
  test('a written "mashed" keeps the mashed food, not the bare name\'s raw synonym', () => {
    expect(potatoes.resolveFood('mashed potatoes')?.food.id).toBe('potato-mashed');
    expect(potatoes.resolveFood('potatoes')?.food.id).toBe('potato-raw');
  });
});

describe('food resolver: names that must not fall to another food', () => {
  const r = foodNameResolver(
    [
      food('syrup-maple', 'Syrups, maple', [[1, 'tbsp', 20]]),
      food('pepper-black', 'Spices, pepper, black', [[1, 'tsp', 2.3]]),
      food('chili-green', 'Peppers, hot chili, green, raw', [[1, 'pepper', 45]]),
      food('gouda', 'Cheese, gouda', [[1, 'oz', 28.35]]),
      food('mozzarella', 'Cheese, mozzarella, whole milk', [[1, 'cup, shredded', 112]]),
      { ...food('mozz-lm', 'Cheese, mozzarella, low moisture, part-skim', [[1, 'cup, shredded', 112]]), aliases: ['mozzarella cheese'] },
      food('tomato-raw', 'Tomatoes, red, ripe, raw, year round average', [[1, 'medium', 123]]),
      food('tomato-dried', 'Tomatoes, sun-dried', [[1, 'cup', 54]]),
      food('chickpeas', 'Chickpeas (garbanzo beans, bengal gram), mature seeds, raw', [[1, 'cup', 200]]),
    ].map((f) =>
      f.id === 'tomato-raw' ? { ...f, group: 'Vegetables and Vegetable Products' } : f.id === 'chickpeas' ? { ...f, group: 'Legumes and Legume Products' } : f,
    ),
  );
  const id = (n: string) => r.resolveFood(n)?.food.id ?? null;
  test('a qualifier is not dropped to reach a class word: golden syrup is not maple syrup', () => {
    expect(id('golden syrup')).toBeNull();
  });
  test('an unknown pepper variety is not black pepper; a reviewed one is its chili', () => {
    expect(id('fresno pepper')).toBeNull();
    expect(id('poblano pepper')).toBe('chili-green');
    expect(id('freshly cracked black pepper')).toBe('pepper-black');
  });
  test('a cheese by its variety, with or without the word', () => {
    expect(id('gouda')).toBe('gouda');
    expect(id('mozzarella cheese')).toBe(id('mozzarella'));
  });
  test('a dried fruit or vegetable is never its raw form; dried pulses are the raw (dry) ones', () => {
    expect(id('dried tomatoes')).toBe('tomato-dried');
    expect(
      foodNameResolver(
        [food('t', 'Tomatoes, red, ripe, raw'), food('x', 'Beets, raw')].map((f) => ({
          ...f,
          group: 'Vegetables and Vegetable Products',
          aliases: ['tomatoes', 'tomato'],
        })),
      ).resolveFood('dried tomatoes'),
    ).toBeNull();
    expect(id('dried chickpeas')).toBe('chickpeas');
  });
});

describe('lookupWithState: the preparation says which form', () => {
  test('"chicken, cooked and chopped" looks up cooked chicken; "cooked or raw" leaves it to the name', () => {
    expect(lookupWithState('chicken', 'cooked and chopped')).toBe('cooked chicken');
    expect(lookupWithState('chicken', 'cooked or raw')).toBe('chicken');
    expect(lookupWithState('chicken', null)).toBe('chicken');
    expect(name(lookupWithState('chicken', 'cooked and chopped'))).toBe('Chicken, broilers or fryers, meat only, roasted');
  });
});

describe("resolveLineFood: the preparation's state first, then the name alone", () => {
  const r = foodNameResolver([
    { ...food('milk', 'Milk, fat free', [[1, 'cup', 245]]), aliases: ['milk'] },
    { ...food('peas', 'Peas, green, raw', [[1, 'cup', 145]]), aliases: ['peas', 'green peas'], group: 'Vegetables and Vegetable Products' },
  ]);
  test('"milk, boiled with cinnamon" is still milk; "peas (dried green split)" is never fresh peas', () => {
    expect(resolveLineFood(r, 'milk', { preparation: 'boiled with two sticks of cinnamon' })?.food.id).toBe('milk');
    expect(resolveLineFood(r, 'peas', { preparation: 'dried green split' })).toBeNull();
    expect(resolveLineFood(r, 'peas', {})?.food.id).toBe('peas');
  });
});

describe('resolveLineFood: a fruit "juiced" is its juice', () => {
  const r = foodNameResolver([
    { ...food('lime', 'Limes, raw', [[1, 'fruit (2" dia)', 67]]), aliases: ['lime', 'limes'] },
    {
      ...food('lime-juice', 'Lime juice, raw', [
        [1, 'cup', 242],
        [1, 'lime yields', 44],
      ]),
      aliases: ['lime juice'],
    },
  ]);
  test('"2 limes, juiced" weighs the juice two limes yield; "2 limes" the fruit', () => {
    const juiced = resolveLineFood(r, 'limes', { preparation: 'zested and juiced' });
    expect(juiced?.food.id).toBe('lime-juice');
    expect(lineGrams({ quantity: 2, unit: null, name: 'limes' }, juiced!.food)).toMatchObject({ grams: 88 });
    expect(resolveLineFood(r, 'limes', {})?.food.id).toBe('lime');
  });
});

describe('lineGrams: the count is in a noun the food has no portion for', () => {
  const lime = food('lime', 'Limes, raw', [[1, 'fruit (2" dia)', 67]]);
  const sausage = food('sausage', 'Pork sausage, link/patty, unprepared', [[1, 'link', 25]]);
  test('"1 lime wedge" is not a whole lime', () => {
    expect(lineGrams({ quantity: 1, unit: null, name: 'lime wedge' }, lime)).toBeNull();
    expect(lineGrams({ quantity: 1, unit: null, name: 'lime' }, lime)).toMatchObject({ grams: 67 });
  });
  test('"2 sausages" are two links', () => {
    expect(lineGrams({ quantity: 2, unit: null, name: 'sausages' }, sausage)).toMatchObject({ grams: 50, method: 'portion' });
  });
});

describe('food resolver: staples named in another language', () => {
  const r = foodNameResolver([
    { ...food('butter-unsalted', 'Butter, without salt'), aliases: ['unsalted butter'] },
    { ...food('milk', 'Milk, whole, 3.25% milkfat, with added vitamin D'), aliases: ['whole milk', 'milk'] },
    { ...food('potato', 'Potatoes, flesh and skin, raw'), aliases: ['potatoes', 'potato'] },
  ]);
  test('French, German and Spanish names reach the English food; English words keep their meaning', () => {
    expect(r.resolveFood('beurre doux')?.food.id).toBe('butter-unsalted');
    expect(r.resolveFood('Lait')?.food.id).toBe('milk');
    expect(r.resolveFood('pommes de terre')?.food.id).toBe('potato');
    expect(r.resolveFood('Kartoffeln')?.food.id).toBe('potato');
    expect(englishName('latte')).toBeNull();
    expect(englishName('farina')).toBeNull();
    expect(englishName('citron')).toBeNull();
  });
});

describe('food resolver: variety words, crumbs and trailing cuts', () => {
  const r = foodNameResolver([
    food('prosciutto', 'Ham, prosciutto', [[1, 'slice, NFS', 9.2]]),
    food('gouda', 'Cheese, gouda', [[1, 'oz', 28.35]]),
    food('edam', 'Cheese, edam', [[1, 'oz', 28.35]]),
    food('graham', 'Graham crackers', [[1, 'cup, crushed', 85]]),
    food('bread-crumbs', 'Bread, crumbs, dry, grated, plain', [[1, 'cup', 108]]),
    food('bacon', 'Pork, cured, bacon, unprepared', [[1, 'slice raw', 28]]),
  ]);
  const id = (n: string) => r.resolveFood(n)?.food.id ?? null;
  test('one word naming the only variety of a class is that food', () => {
    expect(id('prosciutto')).toBe('prosciutto');
    expect(id('serrano')).toBeNull();
  });
  test('cracker crumbs are the cracker (its crushed cup); bread crumbs stay bread crumbs', () => {
    expect(id('graham cracker crumbs')).toBe('graham');
    expect(id('bread crumbs')).toBe('bread-crumbs');
  });
  test('"streaky bacon rashers" is bacon', () => {
    expect(id('streaky bacon rashers')).toBe('bacon');
  });
});

describe('food resolver: whether a name may resolve by a synonym', () => {
  const NAMES = [
    'chicken',
    'cooked chicken',
    'spaghetti',
    'cooked spaghetti',
    'spinach spaghetti',
    'guinness',
    'stout',
    'sherry vinegar',
    'almond flour',
    'niter kibbeh',
    'pomegranate seeds',
    'free-range eggs',
    'celery ribs',
    'cardamom pods',
    'chicken breast halves',
    'shortcrust pastry',
    'beef bone broth',
    'tequila blanco',
    'sofrito',
    'shaoxing wine',
    'lemon zest',
    'tumeric',
    'hoisin sause',
    'turmeric powder',
    'organic stout',
    'mushrooms with liquid',
    'fresh lemon zest',
    'beurre doux',
    'zorblax',
    'milk',
    'eggs',
  ];

  test('every name the rules answer by a synonym is one that may be', () => {
    const bySynonym = NAMES.filter((n) => resolver.resolveFood(n)?.step === 'synonym');
    // Synonym answers reached directly, after a count noun is cut and after a qualifier is dropped.
    expect(bySynonym).toEqual(expect.arrayContaining(['chicken', 'spaghetti', 'guinness', 'lemon zest', 'celery ribs', 'organic stout']));
    for (const n of bySynonym) expect(resolver.mayResolveBySynonym(n)).toBe(true);
  });

  test('a name no rule reads through the lexicon may not: no search is needed to say so', () => {
    for (const n of ['zorblax', 'smoked zorblax', 'zorblax with quux', 'zorblax powder', 'zorblax pods']) {
      expect(resolver.resolveFood(n)?.step).not.toBe('synonym');
      expect(resolver.mayResolveBySynonym(n)).toBe(false);
    }
  });
});
