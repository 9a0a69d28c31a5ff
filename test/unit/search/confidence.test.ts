import { describe, expect, it } from 'bun:test';
import { createFoodSearch } from '../../../src/search/build';
import { fixtureFood } from '../../fixtures/catalog';
import { brandWordsOf } from '../../../src/search/doc';
import { settleHits } from '../../../src/search/match';

let n = 0;
const food = (name: string, aliases: string[] = [], extra = {}) =>
  fixtureFood(`88888888-8888-4888-8888-${String(++n).padStart(12, '0')}`, name, '100g', [100, 5, 10, 4], { aliases, ...extra });

describe('what a word of the query may match', () => {
  it('one word of a name answers one word of the query: "half smoke" is no "half and half"', async () => {
    const cream = food('Cream, fluid, half and half', ['half and half']);
    const sausage = food('Beef sausage', ['half smoke']);
    const hits = (await createFoodSearch([sausage, cream]).search('half and half', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(cream.id);
    expect(hits.find((h) => h.id === sausage.id)?.match.score ?? 0).toBeLessThan(0.3);
  });

  it('a text that begins with a connective is no name: "with marshmallows" does not make a cereal marshmallows', async () => {
    const cereal = food("Cereals ready-to-eat, KELLOGG'S APPLE JACKS with marshmallows", ['with marshmallows']);
    const candy = food('Candies, marshmallows', ['marshmallows']);
    const hits = (await createFoodSearch([cereal, candy]).search('marshmallows', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(candy.id);
    expect(hits.find((h) => h.id === cereal.id)?.match.score ?? 0).toBeLessThan(0.8);
  });

  it('a name spelt as typed comes before one the stemmer makes equal: "crisps" are potato chips, not the apple crisp', async () => {
    const crisp = food('Crisp, apple', ['crisp', 'apple crisp']);
    const chips = food('Snacks, potato chips, plain, salted', ['potato chips', 'crisps']);
    const hits = (await createFoodSearch([crisp, chips]).search('crisps', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(chips.id);
    // Either spelling of a food's own names counts as typed.
    const both = food('Apricots, raw', ['apricot', 'apricots']);
    expect((await createFoodSearch([both]).search('apricot', { mode: 'lexical', limit: 1 })).hits[0]!.match.score).toBeGreaterThanOrEqual(0.9);
  });
});

describe("the query's head", () => {
  const tomatoes = food('Tomatoes, red, ripe, raw', ['tomatoes', 'tomato']);
  const cherries = food('Cherries, sweet, raw', ['cherries', 'cherry']);
  const oil = food('Oil, olive, salad or cooking', ['oil', 'olive oil']);

  it('when no food holds every word, the food the last words name is an answer, never a confident one', async () => {
    const hits = (await createFoodSearch([cherries, tomatoes, oil]).search('cherry tomatoes', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(tomatoes.id);
    expect(hits[0]!.match.score).toBeGreaterThanOrEqual(0.3);
    expect(hits[0]!.match.score).toBeLessThan(0.8);
    expect(hits.find((h) => h.id === cherries.id)?.match.score ?? 0).toBeLessThan(0.3);
  });

  it('a way of cooking no table names is read as cooking, not as a word no food holds: "pan seared salmon" is salmon, cooked', async () => {
    const raw = food('Salmon, raw', ['salmon', 'raw salmon']);
    const cooked = food('Salmon, baked or broiled', ['salmon', 'baked salmon']);
    for (const q of ['pan seared salmon', 'chargrilled salmon', 'sous vide salmon']) {
      const hits = (await createFoodSearch([raw, cooked]).search(q, { mode: 'lexical', limit: 5 })).hits;
      expect(hits[0]!.id).toBe(cooked.id);
      expect(hits[0]!.match.score).toBeGreaterThanOrEqual(0.3);
      expect(hits[0]!.match.score).toBeLessThan(0.8);
    }
  });

  it('a word for where a style of food comes from does not stop the head from answering: "punjabi samosa" is a samosa, never confidently', async () => {
    const samosa = food('Samosa', ['samosa']);
    const lentils = food('Lentils, raw', ['lentils']);
    const hits = (await createFoodSearch([samosa, lentils]).search('punjabi samosa', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(samosa.id);
    expect(hits[0]!.match.score).toBeGreaterThanOrEqual(0.3);
    expect(hits[0]!.match.score).toBeLessThan(0.8);
    // A word that is neither a food's, a cooking nor a place word still stops it ("motor oil" is no oil).
    expect((await createFoodSearch([samosa, lentils]).search('zorblax samosa', { mode: 'lexical', limit: 5 })).hits[0]?.match.score ?? 0).toBeLessThan(0.3);
  });

  it("of the foods the head names, the one whose names hold the query's other words comes first", async () => {
    // No food says "broccoli cheddar soup"; both soups are named "soup", one of them "broccoli cheese soup" too.
    const broth = food('Soup, broth', ['soup']);
    const broccoli = food('Soup, broccoli cheese, canned, condensed, commercial', ['soup', 'broccoli cheese soup']);
    const cheddar = food('Cheese, cheddar', ['cheddar']);
    const hits = (await createFoodSearch([broth, broccoli, cheddar]).search('broccoli cheddar soup', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(broccoli.id);
    expect(hits[0]!.match.score).toBeGreaterThanOrEqual(0.3);
    expect(hits[0]!.match.score).toBeLessThan(0.8);
  });

  it('a longer head named comes before another word held: "sauteed green beans" are green beans, not stir-fried mung beans', async () => {
    const mung = food('Mung beans, sprouted, stir-fried', ['beans', 'green gram']);
    const snap = food('Beans, snap, green, canned, drained, solids, with a long name', ['green beans']);
    const onions = food('Onions, sauteed');
    const hits = (await createFoodSearch([mung, snap, onions]).search('sauteed green beans', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(snap.id);
  });

  it('not when another word is no word of a food ("motor oil")', async () => {
    const hits = (await createFoodSearch([cherries, tomatoes, oil]).search('motor oil', { mode: 'lexical', limit: 5 })).hits;
    for (const h of hits) expect(h.match.score).toBeLessThan(0.3);
  });
});

describe('a cooking method the tables word otherwise ("sauteed spinach": "cooked with oil")', () => {
  const raw = food('Spinach, raw', ['spinach']);
  const boiled = food('Spinach, cooked, boiled, drained, without salt', ['spinach']);
  const inOil = food('Spinach, fresh, cooked with oil', ['spinach']);
  // Foods whose names hold the method words, so that they are words of the tables.
  const others = [food('Onions, yellow, sauteed'), food('Broccoli, steamed'), food('Cod, poached')];
  const first = async (q: string) => (await createFoodSearch([raw, boiled, inOil, ...others]).search(q, { mode: 'lexical', limit: 5 })).hits;

  it('the food the head names, cooked as said, comes first; the raw food last; none is confident', async () => {
    for (const [q, want] of [
      ['sauteed spinach', inOil],
      ['steamed spinach', boiled],
      ['poached spinach', boiled],
    ] as const) {
      const hits = await first(q);
      expect(hits[0]!.id).toBe(want.id);
      expect(hits.findIndex((h) => h.id === raw.id)).toBe(2);
      expect(hits[0]!.match.score).toBeLessThan(0.8);
    }
  });

  it('a query that names no cooking keeps the plain food first', async () => {
    expect((await first('spinach'))[0]!.id).toBe(raw.id);
  });
});

describe('a name that begins with the query', () => {
  it('comes before a name holding the words apart: "french dip" is the sandwich, not french onion dip', async () => {
    const onion = food('Onion dip, regular', ['french onion dip']);
    const sandwich = food('French dip sandwich');
    const hits = (await createFoodSearch([onion, sandwich]).search('french dip', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(sandwich.id);
    expect(hits[0]!.match.score).toBeLessThan(0.8);
  });
});

describe('a query "X with Y"', () => {
  it('is X as it comes with Y: "tea with milk" is tea with milk, not milk tea', async () => {
    const bubble = food('Tea, bubble', ['milk tea']);
    const withMilk = food('Tea, hot, with milk');
    const hits = (await createFoodSearch([bubble, withMilk]).search('tea with milk', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(withMilk.id);
  });

  it('reads a plant milk as FNDDS says it: "latte with almond milk" is the latte with non-dairy milk', async () => {
    const nonfat = food('Coffee, Latte, nonfat', ['latte']);
    const nonDairy = food('Coffee, Latte, with non-dairy milk', ['latte']);
    const hits = (await createFoodSearch([nonfat, nonDairy]).search('latte with almond milk', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(nonDairy.id);
  });

  it('is not a food met by a brand it stands in for, whose own name says "with Y" of another dish', async () => {
    // FNDDS codes the boxed dinner as a beef and macaroni dish (an additional description, matched as a stand-in).
    const boxed = food('Beef and macaroni with cheese sauce', [], {
      dataset: 'usda-fndds',
      names: [{ lang: 'en', text: 'Hamburger Helper Nacho Cheese', source: 'fndds-brand' }],
    });
    const nachos = food('Fast foods, nachos, with cheese', [], { dataset: 'usda-sr28' });
    const plain = food('Nachos, cheese only', [], { dataset: 'usda-fndds' });
    const hits = (await createFoodSearch([boxed, plain, nachos]).search('nachos with cheese', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).not.toBe(boxed.id);
  });
});

describe('a dish a name says is without a dressing or a topping', () => {
  it('is the dish, not a dressing: "pasta with vegetables" is "Pasta with vegetables, no sauce or dressing"', async () => {
    const dish = food('Pasta with vegetables, no sauce or dressing', ['pasta with vegetables']);
    const kind = food('Pasta, vegetable, cooked', ['vegetable pasta']);
    const hits = (await createFoodSearch([kind, dish]).search('pasta with vegetables', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(dish.id);
  });
});

describe("a word people type for the tables' word", () => {
  it('is read as that word, never confidently: "decaf" is "decaffeinated"', async () => {
    const decaf = food('Tea, iced, brewed, black, decaffeinated, unsweetened', ['unsweetened iced tea']);
    const plain = food('Tea, iced, brewed, black, unsweetened', ['unsweetened iced tea']);
    const hits = (await createFoodSearch([plain, decaf]).search('decaf unsweetened iced tea', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(decaf.id);
    expect(hits[0]!.match.score).toBeLessThan(0.8);
  });

  it('is read anywhere in a name, as a noun\'s alias is not: "vegan mayo" is "Vegan mayonnaise", never confidently', async () => {
    const vegan = food('Vegan mayonnaise');
    const regular = food('Mayonnaise, regular', ['mayonnaise', 'mayo']);
    const hits = (await createFoodSearch([regular, vegan]).search('vegan mayo', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(vegan.id);
    expect(hits[0]!.match.score).toBeLessThan(0.8);
  });

  it('gives way to an alias met as spelt: "prawns" is the alias "prawn", confident, not the name read through "shrimp"', async () => {
    const shrimp = food('Shrimp, NFS', ['shrimp', 'prawn']);
    const hits = (await createFoodSearch([shrimp]).search('prawns', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]).toMatchObject({ id: shrimp.id, match: { method: 'alias' } });
    expect(hits[0]!.match.score).toBeGreaterThanOrEqual(0.8);
  });
});

describe('a query "X in Y"', () => {
  it('is X packed in Y, not the food a name makes of "X Y": "pineapple in juice" is no pineapple juice', async () => {
    const juice = food('Pineapple juice, canned, unsweetened');
    const packed = food('Pineapple, canned, juice pack, solids and liquids');
    const hits = (await createFoodSearch([juice, packed]).search('pineapple in juice', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(packed.id);
    expect(hits.find((h) => h.id === juice.id)!.match.score).toBeLessThan(0.8);
  });
});

describe('a query "X <sauce>"', () => {
  it('is the sauce of X, not X served with it: "turkey gravy" is no "Turkey with gravy"', async () => {
    const dish = food('Turkey with gravy');
    const gravy = food('Gravy, turkey, canned, ready-to-serve', ['turkey gravy']);
    const hits = (await createFoodSearch([dish, gravy]).search('turkey gravy', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(gravy.id);
    expect(hits.find((h) => h.id === dish.id)?.match.score ?? 0).toBeLessThan(0.8);
  });
});

describe('a soup sold condensed', () => {
  it('follows the same soup as eaten, diluted, unless the query says condensed', async () => {
    const sold = food('Soup, scotch broth, canned, condensed');
    const eaten = food('Soup, scotch broth, canned, condensed, water added');
    const search = createFoodSearch([sold, eaten]);
    expect((await search.search('scotch broth', { mode: 'lexical', limit: 5 })).hits[0]!.id).toBe(eaten.id);
    expect((await search.search('condensed scotch broth', { mode: 'lexical', limit: 5 })).hits[0]!.id).toBe(sold.id);
  });

  it('comes before the food made up when the query asks for the mix or concentrate', async () => {
    const concentrate = food('Grape juice, frozen concentrate, sugar and vitamin C added, undiluted', [], { dataset: 'cnf' });
    const diluted = food('Grape juice, frozen concentrate, sugar and vitamin C added, diluted', [], { dataset: 'cnf' });
    const juices = createFoodSearch([diluted, concentrate]);
    expect((await juices.search('grape juice concentrate', { mode: 'lexical', limit: 5 })).hits[0]!.id).toBe(concentrate.id);
    const made = food('Egg custards, dry mix, prepared with whole milk');
    const mix = food('Egg custards, dry mix');
    const custards = createFoodSearch([made, mix]);
    expect((await custards.search('egg custard mix', { mode: 'lexical', limit: 5 })).hits[0]!.id).toBe(mix.id);
  });

  it('comes before the food baked when the query asks for the dough: "sugar cookie dough"', async () => {
    // The baked cookies are the commoner food (more portions): only the dough asked for puts the dough first.
    const portions = [1, 2, 3, 4, 5].map((i) => ({ seq: String(i), amount: 1, measure: `serving ${i}`, grams: 10 * i }));
    const baked = food('Cookies, sugar, refrigerated dough, baked', [], { portions });
    const dough = food('Cookies, sugar, refrigerated dough, unbaked, plain');
    expect((await createFoodSearch([baked, dough]).search('sugar cookie dough', { mode: 'lexical', limit: 5 })).hits[0]!.id).toBe(dough.id);
  });

  it('comes after the food made up when the query says it was made from the mix', async () => {
    const mix = food('Pancakes, plain, dry mix, incomplete (includes buttermilk)');
    const made = food('Pancakes, plain, dry mix, complete, prepared');
    const search = createFoodSearch([mix, made]);
    expect((await search.search('pancakes from a mix', { mode: 'lexical', limit: 5 })).hits[0]!.id).toBe(made.id);
  });
});

describe('a query of several words', () => {
  it('is a kind of its last word: "pastry flour" is a flour, not a pastry made of flour', async () => {
    const pastry = food('Pastry, mainly flour and water, fried');
    const flour = food('Wheat flour, type 55 (for pastry)');
    const hits = (await createFoodSearch([pastry, flour]).search('pastry flour', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(flour.id);
    expect(hits.find((h) => h.id === pastry.id)?.match.score ?? 0).toBeLessThanOrEqual(0.5);
  });

  it('is no dish that only comes with it: "cream style corn" is the corn, not succotash "with cream style corn"; "rice and peas" is the dish', async () => {
    const succotash = food('Succotash, (corn and limas), canned, with cream style corn', [], { dataset: 'cnf' });
    const corn = food('Corn, sweet, yellow, canned, cream style, regular pack');
    const hits = (await createFoodSearch([succotash, corn]).search('cream style corn', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(corn.id);
    expect(hits.find((h) => h.id === succotash.id)?.match.score ?? 0).toBeLessThanOrEqual(0.5);
    const rice = food('Rice, white, with peas, NS as to fat', [], { dataset: 'usda-fndds' });
    const peas = food('Peas, green, cooked, boiled, drained, without salt');
    const joined = (await createFoodSearch([peas, rice]).search('rice and peas', { mode: 'lexical', limit: 5 })).hits;
    expect(joined[0]!.id).toBe(rice.id);
    expect(joined[0]!.match.score).toBeGreaterThan(0.5);
  });

  it('joined by "with", is the first food made with the last: "oatmeal with water" is oatmeal made with water, no kind of water', async () => {
    const oatmeal = food('Oatmeal, regular or quick, made with water, no added fat', [], { dataset: 'usda-fndds' });
    const hits = (await createFoodSearch([oatmeal]).search('oatmeal with water', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(oatmeal.id);
    expect(hits[0]!.match.score).toBeGreaterThan(0.5);
  });

  it('comes before a name that says its two last words the other way round: a "steak sandwich" is no "sandwich steak"', async () => {
    const steak = food('Beef, sandwich steaks, flaked, chopped, formed and thinly sliced, raw', ['beef', 'sandwich steaks beef', 'raw sandwich steaks beef']);
    const sandwich = food('Steak sandwich or sub on white', [], { dataset: 'usda-fndds' });
    const hits = (await createFoodSearch([steak, sandwich]).search('steak sandwich', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(sandwich.id);
  });
});

describe('a food that comes with another', () => {
  it('follows its plainer sibling: "canned baked beans" are not "…, with franks"', async () => {
    const franks = food('Beans, baked, canned, with franks');
    const plain = food('Beans, baked, canned, plain or vegetarian');
    const hits = (await createFoodSearch([franks, plain]).search('canned baked beans', { mode: 'lexical', limit: 5 })).hits;
    expect(hits.map((h) => h.id)).toEqual([plain.id, franks.id]);
  });

  it('keeps its place when the query says what it comes with, or no sibling is plainer', async () => {
    const franks = food('Beans, baked, canned, with franks');
    const plain = food('Beans, baked, canned, plain or vegetarian');
    const said = (await createFoodSearch([franks, plain]).search('canned baked beans franks', { mode: 'lexical', limit: 5 })).hits;
    expect(said[0]!.id).toBe(franks.id);
    const alone = (await createFoodSearch([franks]).search('canned baked beans', { mode: 'lexical', limit: 5 })).hits;
    expect(alone[0]!.id).toBe(franks.id);
  });
});

describe("a dish that says the query's cooking of the food it asks for", () => {
  it('cooks that food, though the stemmer shortens its word twice ("cheese" → "chees" → "chee")', async () => {
    const sandwich = food('Grilled cheese sandwich, reduced fat cheese, on white bread');
    const cheese = food('Cheese, mozzarella, low moisture, part-skim', ['cheese']);
    const grilled = (await createFoodSearch([cheese, sandwich]).search('reduced fat grilled cheese', { mode: 'lexical', limit: 5 })).hits;
    expect(grilled[0]!.id).toBe(sandwich.id);
  });
});

describe('a dish that joins a meat, fish or pulse to the foods the query names', () => {
  it('comes after one that does not: "rice and gravy" is no "Beef and rice with gravy"; "chicken or turkey" is the chicken asked', async () => {
    const beef = food('Beef and rice with gravy', [], { dataset: 'usda-fndds' });
    const rice = food('Rice, white, with gravy, NS as to fat', [], { dataset: 'usda-fndds' });
    expect((await createFoodSearch([beef, rice]).search('rice and gravy', { mode: 'lexical', limit: 5 })).hits[0]!.id).toBe(rice.id);
    const either = food('Sweet and sour chicken or turkey', [], { dataset: 'usda-fndds' });
    const pork = food('Sweet and sour pork with chicken stock', [], { dataset: 'usda-fndds' });
    expect((await createFoodSearch([pork, either]).search('sweet and sour chicken', { mode: 'lexical', limit: 5 })).hits[0]!.id).toBe(either.id);
  });
});

describe("a people's own food", () => {
  it('is no confident answer to a query that does not name the people: "steamed corn" is not surely the Navajo\'s', async () => {
    const navajo = food('Corn, white, steamed (Navajo)', ['steamed corn']);
    const hits = (await createFoodSearch([navajo]).search('steamed corn', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(navajo.id);
    expect(hits[0]!.match.score).toBeLessThan(0.8);
    const named = (await createFoodSearch([navajo]).search('navajo steamed corn', { mode: 'lexical', limit: 5 })).hits;
    expect(named[0]!.id).toBe(navajo.id);
  });
});

describe('a food packed in what the query names', () => {
  it('is another food: "tomato juice" is no tomatoes packed in tomato juice, matched as well', () => {
    const names: Record<string, string> = { packed: 'Tomatoes, red, ripe, canned, packed in tomato juice', juice: 'Tomato juice, canned, without salt added' };
    const match = { method: 'lexical' as const, score: 0.638 };
    const hits = settleHits(
      [
        { id: 'packed', score: 0.7, match },
        { id: 'juice', score: 0.69, match },
      ],
      (id) => names[id]!,
      new Set(['tomato', 'juice']),
    );
    expect(hits.map((h) => h.id)).toEqual(['juice', 'packed']);
  });
});

describe('a food the table gives for use on a dish', () => {
  it('is part of the dish the query names: "tomato sandwich" is no "Tomatoes, for use on a sandwich"', async () => {
    const part = food('Tomatoes, for use on a sandwich', [], { dataset: 'usda-fndds' });
    const sandwich = food('Tomato sandwich on white bread, with mayonnaise, lettuce and onions', [], { dataset: 'usda-fndds' });
    const hits = (await createFoodSearch([part, sandwich]).search('tomato sandwich', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(sandwich.id);
  });
});

describe('a food said to be free of what the query asks for', () => {
  it('is another food: "bean and cheese taco" is no taco with no cheese, "gluten" no gluten-free pretzel', async () => {
    const none = food('Taco, with beans, no cheese', [], { dataset: 'usda-fndds' });
    const cheese = food('Taco, corn tortilla, with beans, cheese', [], { dataset: 'usda-fndds' });
    expect((await createFoodSearch([none, cheese]).search('bean and cheese taco', { mode: 'lexical', limit: 5 })).hits[0]!.id).toBe(cheese.id);
    const pretzels = food('Pretzels, hard, plain, gluten free');
    const gluten = food('Vital wheat gluten');
    const hits = (await createFoodSearch([pretzels, gluten]).search('gluten', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(gluten.id);
  });

  it('is read wherever a name says it, twice in a row too ("gazeuse ou non non gazeuse")', async () => {
    const either = food('Eau, gazeuse ou non non gazeuse', [], { dataset: 'ciqual' });
    const sparkling = food('Eau minérale, embouteillée, gazeuse, moyennement minéralisée, bicarbonatée', [], { dataset: 'ciqual' });
    const hits = (await createFoodSearch([either, sparkling]).search('gazeuse', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(sparkling.id);
  });

  it('is the food asked for when the query says how much of it: "bean taco no cheese"', async () => {
    const none = food('Taco, with beans, no cheese', [], { dataset: 'usda-fndds' });
    const cheese = food('Taco, corn tortilla, with beans, cheese', [], { dataset: 'usda-fndds' });
    expect((await createFoodSearch([none, cheese]).search('bean taco no cheese', { mode: 'lexical', limit: 5 })).hits[0]!.id).toBe(none.id);
  });
});

describe('a kit that says a food is not included', () => {
  it('is not that food: "baked pork chop" is no meal kit for pork chops', async () => {
    const kit = food('SUPPER BAKES MEAL KITS, Savory Pork Chops with herb stuffing (pork chop not included)');
    const chop = food('Pork, chop, NS as to fat eaten', ['pork chop'], { dataset: 'usda-fndds' });
    const hits = (await createFoodSearch([kit, chop]).search('baked pork chop', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(chop.id);
    expect(hits.find((h) => h.id === kit.id)?.match.score ?? 0).toBeLessThan(0.8);
  });

  it('keeps its place when the query names the kit, not the food left out', async () => {
    const kit = food('SUPPER BAKES MEAL KITS, Savory Pork Chops with herb stuffing (pork chop not included)');
    const stuffing = food('Stuffing, bread, dry mix', [], { dataset: 'cnf' });
    const hits = (await createFoodSearch([kit, stuffing]).search('supper bakes meal kit', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(kit.id);
  });
});

describe('a fresh food', () => {
  it('is not the food preserved: "fresh sardines" are no canned sardines', async () => {
    const canned = food('Fish, sardine, Atlantic, canned in oil, drained solids with bone', ['sardine', 'canned sardine']);
    const inSauce = food('Fish, sardine, Pacific, canned in tomato sauce, drained solids with bone', ['sardine', 'canned sardine']);
    const fresh = food('Sardine', [], { dataset: 'ifct' });
    const hits = (await createFoodSearch([canned, inSauce, fresh]).search('fresh sardines', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(fresh.id);
  });

  it('keeps the preserved food first when the query says its state too, or does not say fresh', async () => {
    const canned = food('Fish, sardine, Atlantic, canned in oil, drained solids with bone', ['sardine', 'canned sardine']);
    const fresh = food('Sardine', [], { dataset: 'ifct' });
    const said = (await createFoodSearch([canned, fresh]).search('fresh canned sardines', { mode: 'lexical', limit: 5 })).hits;
    expect(said[0]!.id).toBe(canned.id);
  });

  it('is no powder or concentrate of it: "fresh lemonade" is the drink, not the powder', async () => {
    const powder = food('Beverages, Lemonade, powder', ['lemonade']);
    const concentrate = food('Lemonade, frozen concentrate, white', ['lemonade']);
    const drink = food('Lemonade, fruit juice drink', ['lemonade']);
    const hits = (await createFoodSearch([powder, concentrate, drink]).search('fresh lemonade', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(drink.id);
  });
});

describe("a word the tables use as a food's name", () => {
  it('means that food, not the class another language calls by it: "biscotti" are no chocolate chip cookies', async () => {
    const chip = food('Cookies, chocolate chip, commercially prepared, regular', [], {
      names: [{ lang: 'it', text: 'Biscotti con gocce di cioccolato', source: 'off-taxonomy' }],
      // A common food (surveyed, with household measures): the prior alone would put it first.
      extra: { survey: true },
      portions: [1, 2, 3, 4, 5, 6].map((n) => ({ amount: n, measure: 'cookie', grams: 10 * n, seq: String(n) })),
    });
    const biscotti = food('Cookie, biscotti', ['biscotti cookie'], { dataset: 'cnf' });
    const hits = (await createFoodSearch([chip, biscotti]).search('biscotti', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(biscotti.id);
  });
});

describe('a kind the table codes as another food', () => {
  it('comes after the food that is that kind by its own name: "grouse" is no pheasant', async () => {
    // FNDDS codes grouse as pheasant (an additional description, matched as a stand-in).
    const pheasant = food('Pheasant, cooked', ['pheasant'], {
      dataset: 'usda-fndds',
      names: [{ lang: 'en', text: 'grouse', source: 'fndds-brand' }],
      extra: { survey: true },
      portions: [1, 2, 3, 4, 5, 6].map((n) => ({ amount: n, measure: 'oz', grams: 28 * n, seq: String(n) })),
    });
    const grouse = food('Ruffed Grouse, breast meat, skinless, raw', [], { dataset: 'cnf' });
    const pate = food('Pate, country style grouse, glazed', [], { dataset: 'cnf' });
    const hits = (await createFoodSearch([pheasant, pate, grouse]).search('grouse', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(grouse.id);
    // A name whose part says more than the kind ("country style grouse") names another food: the stand-in keeps its place.
    const without = (await createFoodSearch([pheasant, pate]).search('grouse', { mode: 'lexical', limit: 5 })).hits;
    expect(without[0]!.id).toBe(pheasant.id);
  });
});

describe('a food sold to be made', () => {
  it('is not the food eaten: "cinnamon rolls" are no refrigerated dough', async () => {
    const dough = food('PILLSBURY, Cinnamon Rolls with Icing, refrigerated dough', ['cinnamon rolls'], { dataset: 'usda-sr28' });
    const rolls = food('Roll, sweet, cinnamon bun, frosted', [], { dataset: 'usda-fndds' });
    const hits = (await createFoodSearch([dough, rolls]).search('cinnamon rolls', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(rolls.id);
    // Said, the dough is what is asked for.
    const said = (await createFoodSearch([dough, rolls]).search('cinnamon rolls dough', { mode: 'lexical', limit: 5 })).hits;
    expect(said[0]!.id).toBe(dough.id);
  });

  it('nor is a food sold to food makers: "palm kernel oil" is no industrial confection fat', async () => {
    const industrial = food('Oil, industrial, palm kernel, confection fat, uses similar to high quality cocoa butter', ['palm kernel oil'], {
      dataset: 'usda-sr28',
    });
    const oil = food('Vegetable oil, palm kernel', [], { dataset: 'cnf' });
    const hits = (await createFoodSearch([industrial, oil]).search('palm kernel oil', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(oil.id);
  });
});

describe('a can of a food', () => {
  it('is the food canned: "can of tuna" is no fresh tuna', async () => {
    const fresh = food('Fish, tuna, fresh, yellowfin, raw', [], { dataset: 'cnf' });
    const canned = food('Fish, tuna, light, canned in water, drained solids', [], { dataset: 'cnf' });
    const hits = (await createFoodSearch([fresh, canned]).search('can of tuna', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(canned.id);
    // Unsaid, the can changes nothing: the prior keeps its choice.
    const plain = (await createFoodSearch([fresh, canned]).search('tuna', { mode: 'lexical', limit: 5 })).hits;
    expect(plain[0]!.id).toBe(fresh.id);
  });
});

describe('namesakes', () => {
  const canned = food('Beets, canned, drained solids', ['beets', 'canned beets']);
  const sprouted = food('Beets, pickled', ['beets']);
  const raw = food('Beets, raw', ['beets', 'raw beets']);

  it('of foods answering a name alike, the plain form is first and confident; the others are one of many', async () => {
    const hits = (await createFoodSearch([canned, sprouted, raw]).search('beets', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(raw.id);
    expect(hits[0]!.match.score).toBeGreaterThanOrEqual(0.8);
    for (const h of hits.slice(1)) expect(h.match.score).toBeLessThanOrEqual(0.75);
  });

  it('with no plain form among them, no answer is confident', async () => {
    const hits = (await createFoodSearch([canned, sprouted]).search('beets', { mode: 'lexical', limit: 5 })).hits;
    expect(hits.length).toBe(2);
    for (const h of hits) expect(h.match.score).toBeLessThanOrEqual(0.75);
  });

  it('the food the table codes for the bare name is confident ("X, NFS")', async () => {
    const nfs = food('Beets, NFS', ['beets'], { dataset: 'usda-fndds', source_id: '75204000' });
    const hits = (await createFoodSearch([canned, sprouted, nfs]).search('beets', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(nfs.id);
    expect(hits[0]!.match.score).toBeGreaterThanOrEqual(0.8);
  });

  it('a word people say for another names what the other names, all of it', async () => {
    // "jacket potato" (UK) is a baked potato: its plain namesake is confident, as for "baked potato".
    const baked = food('Potato, baked, NFS', ['baked potato', 'jacket potato'], { dataset: 'usda-fndds', source_id: '71100100' });
    const fries = food('Potato, french fries, from fresh, baked', ['baked potato', 'jacket potato'], { dataset: 'usda-fndds', source_id: '71401015' });
    const jacket = (await createFoodSearch([fries, baked]).search('jacket potato', { mode: 'lexical', limit: 5 })).hits;
    expect(jacket[0]!.id).toBe(baked.id);
    expect(jacket[0]!.match.score).toBeGreaterThanOrEqual(0.8);
    expect(jacket[1]!.match.score).toBeLessThanOrEqual(0.75);
    // "prunes" are dried plums: a raw plum that shares the name is no plain form of them.
    const plum = food('Plums, raw', ['prunes']);
    const dried = food('Plums, dried (prunes), uncooked', ['prunes']);
    for (const h of (await createFoodSearch([plum, dried]).search('prunes', { mode: 'lexical', limit: 5 })).hits)
      expect(h.match.score).toBeLessThanOrEqual(0.75);
  });

  it('a name only the query heads, though an alias says it, comes after a food that head match answers', async () => {
    const filled = food('Milk chocolate, filled', ['milk chocolate']);
    const candy = food('Candies, milk chocolate', ['candies']);
    const others = ['dark chocolate', 'fudge', 'caramels', 'toffee'].map((k) => food(`Candies, ${k}`, ['candies']));
    const hits = (await createFoodSearch([filled, candy, ...others]).search('milk chocolate', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(candy.id);
    // The head band is an answer, not a confident one (match.ts, HEAD_BAND_SCORE).
    expect(hits[0]!.match.score).toBe(0.78);
    expect(hits.find((h) => h.id === filled.id)!.match.score).toBeLessThanOrEqual(0.75);
  });

  it('of namesakes, a food comes before the same food with more said', async () => {
    // More common, the sauce with onions would lead on its prior alone.
    const onions = food('Tomato products, canned, sauce, with onions', ['tomato sauce'], {
      portions: [
        { amount: 1, unit: 'cup', grams: 245 },
        { amount: 1, unit: 'oz', grams: 28 },
      ],
    });
    const sauce = food('Tomato products, canned, sauce', ['tomato sauce']);
    const raw = food('Tomato products, canned, sauce, raw', ['tomato sauce']);
    const hits = (await createFoodSearch([onions, sauce]).search('tomato sauce', { mode: 'lexical', limit: 5 })).hits;
    expect(hits.map((h) => h.id)).toEqual([sauce.id, onions.id]);
    // A plain-form word says nothing more.
    const plain = (await createFoodSearch([raw, onions, sauce]).search('tomato sauce', { mode: 'lexical', limit: 5 })).hits;
    expect(plain[plain.length - 1]!.id).toBe(onions.id);
  });

  it('of namesakes, an oil comes before the same oil hydrogenated: the parenthesis says a processed fat', async () => {
    // More common, the hydrogenated oil would lead on its prior alone.
    const hydrogenated = food('Oil, soybean, salad or cooking, (partially hydrogenated)', ['soybean oil'], {
      portions: [
        { amount: 1, unit: 'cup', grams: 218 },
        { amount: 1, unit: 'tbsp', grams: 13.6 },
      ],
    });
    const oil = food('Oil, soybean, salad or cooking', ['soybean oil']);
    const hits = (await createFoodSearch([hydrogenated, oil]).search('soybean oil', { mode: 'lexical', limit: 5 })).hits;
    expect(hits.map((h) => h.id)).toEqual([oil.id, hydrogenated.id]);
  });

  it('foods named alike in two tables are shown once', async () => {
    const a = food('Cheese, feta', ['feta']);
    const b = food('Cheese, Feta', ['feta cheese'], { dataset: 'usda-fndds', source_id: '14104400' });
    const hits = (await createFoodSearch([a, b]).search('cheese feta', { mode: 'lexical', limit: 5 })).hits;
    expect(hits.map((h) => h.id)).toEqual([a.id]);
  });
});

describe("a brand's line", () => {
  it('of the foods a bare brand names, the one that says least comes first, scored above the others', async () => {
    const ravioli = food('SPAGHETTIOS, Mini Beef Ravioli in Meat Sauce');
    const original = food('SPAGHETTIOS, SpaghettiOs Original');
    const meatballs = food('SPAGHETTIOS, SpaghettiOs with Meatballs');
    const hits = (await createFoodSearch([ravioli, meatballs, original]).search('spaghettios', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.id).toBe(original.id);
    // A head-band answer (match.ts, HEAD_BAND_SCORE), the others less sure still.
    expect(hits[0]!.match.score).toBe(0.78);
    for (const h of hits.slice(1)) expect(h.match.score).toBeLessThan(0.78);
  });

  it('when none of them says only what the others say, none is confident', async () => {
    const zero = food('Beverages, POWERADE, Zero, Mixed Berry');
    const lemon = food('Beverages, COCA-COLA, POWERADE, lemon-lime flavored, ready-to-drink');
    const hits = (await createFoodSearch([zero, lemon]).search('powerade', { mode: 'lexical', limit: 5 })).hits;
    expect(hits.length).toBe(2);
    for (const h of hits) expect(h.match.score).toBeLessThan(0.8);
  });

  it('one food of the brand answering alone keeps its confidence', async () => {
    const only = food('Beverages, POWERADE, Zero, Mixed Berry');
    const hits = (await createFoodSearch([only]).search('powerade', { mode: 'lexical', limit: 5 })).hits;
    expect(hits[0]!.match.score).toBeGreaterThanOrEqual(0.8);
  });
});

describe('an alias across the parts of a name written with semicolons', () => {
  it('joins a food and a note of another part: no confident answer ("hamburger patty" of a double hamburger)', async () => {
    const burger = food('Fast foods, hamburger; double, regular, patty; plain', ['hamburger patty', 'hamburger']);
    const search = createFoodSearch([burger]);
    const across = (await search.search('hamburger patty', { mode: 'lexical', limit: 5 })).hits.find((h) => h.id === burger.id);
    expect(across?.match.score).toBeGreaterThanOrEqual(0.3);
    expect(across?.match.score).toBeLessThan(0.8);
    // The same alias of a name not written in parts stays confident.
    const patty = food('Fast foods, hamburger, double, regular, patty, plain', ['hamburger patty']);
    const plain = (await createFoodSearch([patty]).search('hamburger patty', { mode: 'lexical', limit: 5 })).hits.find((h) => h.id === patty.id);
    expect(plain?.match.score).toBeGreaterThanOrEqual(0.8);
  });
});

describe('a name met only through what the food covers', () => {
  const described = { names: [{ lang: 'en', text: 'sprinkle, NFS', source: 'fndds' }] };
  it('an FNDDS description sharing no word with the name, another food named by the query: no confident answer ("sprinkles")', async () => {
    const doughnut = food('Doughnut, yeast type', ['doughnut', 'sprinkle'], described);
    const candy = food('Candy, sprinkles', ['sprinkles candy']);
    const hits = (await createFoodSearch([doughnut, candy]).search('sprinkles', { mode: 'lexical', limit: 5 })).hits;
    const guess = hits.find((h) => h.id === doughnut.id);
    expect(guess?.match.score).toBeGreaterThanOrEqual(0.3);
    expect(guess?.match.score).toBeLessThan(0.8);
    // With no other food named by the query, the table's coding stands.
    const alone = (await createFoodSearch([doughnut]).search('sprinkles', { mode: 'lexical', limit: 5 })).hits[0]!;
    expect(alone.match.score).toBeGreaterThanOrEqual(0.8);
    // An alias of another origin (a synonym of the food) stays confident beside the other food.
    const synonym = food('Doughnut, yeast type', ['doughnut', 'sprinkle']);
    const kept = (await createFoodSearch([synonym, candy]).search('sprinkles', { mode: 'lexical', limit: 5 })).hits.find((h) => h.id === synonym.id);
    expect(kept?.match.score).toBeGreaterThanOrEqual(0.8);
  });
});

describe('brand words of a name', () => {
  it("CNF's milk fat note is no brand: '10% M.F.' names none, 'KELLOGG'S KRAVE' two", () => {
    expect(brandWordsOf('Cream, cereal (half and half), 10% M.F.')).toEqual([]);
    expect(brandWordsOf("Cereals ready-to-eat, KELLOGG'S KRAVE Smores")).toEqual(["kellogg's", 'krave']);
  });
});

describe("a brand's line met by words none of its brand's", () => {
  it("is one maker's food of that name: no confident answer ('smores' of KELLOGG'S KRAVE Smores)", async () => {
    const cereal = food("Cereals ready-to-eat, KELLOGG'S KRAVE Smores", ['smores']);
    const hit = (await createFoodSearch([cereal]).search('smores', { mode: 'lexical', limit: 5 })).hits[0]!;
    expect(hit.id).toBe(cereal.id);
    expect(hit.match.score).toBeGreaterThanOrEqual(0.3);
    expect(hit.match.score).toBeLessThan(0.8);
    // The same alias of an unbranded food stays confident.
    const cookie = food('Cereals ready-to-eat, chocolate graham Smores', ['smores']);
    expect((await createFoodSearch([cookie]).search('smores', { mode: 'lexical', limit: 5 })).hits[0]!.match.score).toBeGreaterThanOrEqual(0.8);
  });

  it("so is one the query only heads ('beef broth' of CAMPBELL'S Beef Broth, band B), as a generic food so met is confident", () => {
    const names: Record<string, string> = { soup: "CAMPBELL'S Red and White, Beef Broth, condensed", plain: 'Beef broth, condensed' };
    const head = { method: 'lexical' as const, score: 0.82 };
    const [brand] = settleHits([{ id: 'soup', score: 0.8, match: head }], (id) => names[id]!, new Set(['beef', 'broth']));
    expect(brand!.match.score).toBeLessThan(0.8);
    const [plain] = settleHits([{ id: 'plain', score: 0.8, match: head }], (id) => names[id]!, new Set(['beef', 'broth']));
    expect(plain!.match.score).toBe(0.82);
  });
});
