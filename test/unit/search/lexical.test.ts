import { describe, expect, it } from 'bun:test';
import { BAND_EXACT, BAND_GENERIC, BAND_HEAD, BAND_PRODUCT, LexicalIndex } from '../../../src/search/lexical';
import { docPrior, type SearchDoc } from '../../../src/search/doc';
import { CONFIDENT, lexicalMatch } from '../../../src/search/match';
import { DOCS } from './fixtures';
import { saysUnaskedFlavour } from '../../../src/search/flavour-words';

const index = new LexicalIndex(DOCS);
const top = (q: string, n = 1) => index.search(q, { limit: n }).map((h) => h.id);

describe('lexical ranking', () => {
  it('finds the plain food for a short query, not a long compound one', () => {
    expect(top('milk')[0]).toBe('milk-whole');
    expect(top('apple')[0]).toBe('apple-raw');
    expect(top('apples')[0]).toBe('apple-raw');
  });

  it('puts exact aliases on top with an exact score', () => {
    const [hit] = index.search('whole milk', { limit: 1 });
    expect(hit?.id).toBe('milk-whole');
    expect(hit?.exact).toBe(true);
    expect(hit!.score).toBeGreaterThanOrEqual(BAND_EXACT);
  });

  it('matches numerics such as 2% and 1%', () => {
    expect(top('2% milk')[0]).toBe('milk-2');
    expect(top('1% milk')[0]).toBe('milk-1');
  });

  it('reads SR28 class heads and inverted names', () => {
    expect(top('almonds')[0]).toBe('almonds');
    expect(top('brown rice')[0]).toBe('rice-brown');
    expect(top('white rice')[0]).toBe('rice-white');
  });

  it('respects word order inside a name part', () => {
    expect(top('chocolate milk')[0]).toBe('milk-choc');
  });

  it("reads FNDDS's 'NS as to type' as a note: the unspecified fish fried is what 'fried fish' names, before a species", () => {
    const g = (id: string, name: string): SearchDoc => ({ id, name, aliases: [], kind: 'generic', commonness: 0.5 });
    const idx = new LexicalIndex([g('cod', 'Fish, cod, fried'), g('fish', 'Fish, NS as to type, fried'), g('catfish', 'Fish, catfish, fried')]);
    expect(idx.search('fried fish', { limit: 1 })[0]!.id).toBe('fish');
    expect(idx.search('fried cod', { limit: 1 })[0]!.id).toBe('cod');
  });

  it('finds words in parentheses', () => {
    expect(top('garbanzo beans')[0]).toBe('chickpeas');
  });

  it('prefers generic foods to products for generic words, but finds products by name', () => {
    expect(top('milk', 3)).not.toContain('p-milk');
    expect(top('nutella')[0]).toBe('p-nutella');
    expect(index.search('nutella', { kind: 'generic' })).toEqual([]);
    expect(top('ferrero nutella')[0]).toBe('p-nutella');
  });

  it('ranks brand lines below plain foods for brand-free queries', () => {
    expect(top('white bread', 2)).toEqual(['bread-white', 'bread-brand']);
    expect(top('pepperidge farm white bread')[0]).toBe('bread-brand');
    expect(top('corn flakes')[0]).toBe('brand-cereal');
  });

  it('returns nothing for empty or stop-word-only queries', () => {
    expect(index.search('')).toEqual([]);
    expect(index.search('with the and')).toEqual([]);
  });

  it('scores stay within 0-1 and descend', () => {
    const hits = index.search('chicken', { limit: 10 });
    expect(hits.length).toBeGreaterThan(1);
    for (let i = 0; i < hits.length; i++) {
      expect(hits[i]!.score).toBeGreaterThanOrEqual(0);
      expect(hits[i]!.score).toBeLessThanOrEqual(1);
      if (i > 0) expect(hits[i]!.score).toBeLessThanOrEqual(hits[i - 1]!.score);
    }
  });

  it('can be queried repeatedly without state leaking between queries', () => {
    const first = index.search('apple', { limit: 5 });
    index.search('milk chocolate', { limit: 5 });
    index.search('nuts', { limit: 5, kind: 'product' });
    expect(index.search('apple', { limit: 5 })).toEqual(first);
  });
});

describe('word order', () => {
  const g = (id: string, name: string, aliases: string[] = []): SearchDoc => ({ id, name, aliases, kind: 'generic' });

  it('reads a name with its first word said last as the food ("white rice cooked"), ahead of a dish it heads', () => {
    const idx = new LexicalIndex([
      { ...g('dish', 'White rice, cooked, with vegetables and meat, prepacked', ['white rice']), commonness: 0 },
      { ...g('rice', 'Rice, white, long-grain, cooked', ['rice', 'white rice', 'cooked white rice']), commonness: 0.6 },
    ]);
    const [hit] = idx.search('white rice cooked', { limit: 2 });
    expect(hit!.id).toBe('rice');
    expect(hit!.score).toBeGreaterThanOrEqual(0.78);
    expect(hit!.score).toBeLessThan(BAND_EXACT);
  });

  it('not in two words, where the order is the meaning', () => {
    const idx = new LexicalIndex([g('milk', 'Beverage, cocoa drink', ['chocolate milk']), g('candy', 'Candies, dark chocolate', ['dark chocolate'])]);
    expect(idx.search('milk chocolate', { limit: 1 })[0]!.score).toBeLessThan(0.78);
  });

  it("nor when the word said last begins a longer first part: that word is the food's own, no qualifier", () => {
    // "milk chocolate almonds" joins the head's "milk" to the next part's "chocolate": the candy, not the drink.
    const idx = new LexicalIndex([g('drink', 'Almond milk, chocolate'), g('candy', 'Candies, milk chocolate, with almonds')]);
    expect(idx.search('milk chocolate almonds', { limit: 1 })[0]!.score).toBeLessThan(BAND_HEAD);
  });

  it("reads an inverted name only when the query says its first part's words in their order", () => {
    // "milk chocolate reduced fat" is a candy; "Chocolate milk, reduced fat" the drink.
    const idx = new LexicalIndex([g('drink', 'Chocolate milk, reduced fat')]);
    expect(idx.search('milk chocolate reduced fat', { limit: 1 })[0]!.score).toBeLessThan(BAND_HEAD);
    expect(idx.search('reduced fat chocolate milk', { limit: 1 })[0]!.score).toBeGreaterThanOrEqual(BAND_HEAD);
  });
});

describe('joined words', () => {
  const g = (id: string, name: string, aliases: string[] = []): SearchDoc => ({ id, name, aliases, kind: 'generic' });

  it('reads two words typed apart as the one word a name joins, never across a stop word: "rice and beans" is no "ricebean"', () => {
    const idx = new LexicalIndex([
      g('ricebean', 'Ricebean'),
      g('beans-rice', 'Beans and rice, with tomatoes', ['beans and rice']),
      g('iceberg', 'Lettuce, iceberg, raw', ['iceberg lettuce']),
    ]);
    expect(idx.search('rice and beans', { limit: 1 })[0]!.id).toBe('beans-rice');
    expect(idx.search('rice beans', { limit: 1 })[0]!.id).toBe('ricebean');
    expect(idx.search('ice berg lettuce', { limit: 1 })[0]!.id).toBe('iceberg');
  });

  it('reads a word typed joined as the two words names write apart, when no name holds it exactly: "meatloaf" is "Meat loaf"', () => {
    const idx = new LexicalIndex([
      g('loaf', 'Meat loaf, NS as to type of meat', ['meat loaf']),
      g('vegetarian', 'Vegetarian meatloaf or patties'),
      g('pine-nuts', 'Nuts, pine nuts, dried', ['pine nuts']),
      g('apple', 'Apples, raw', ['apple', 'apples']),
      g('pineapple', 'Pineapple, raw', ['pineapple']),
    ]);
    expect(idx.search('meatloaf', { limit: 2 }).map((h) => h.id)).toEqual(['loaf', 'vegetarian']);
    // A name or head that holds the word as typed is not cut: "pineapple" is no "pine apple",
    // "jellybeans" are the candies so named, not the gummies a table calls "jelly beans".
    expect(idx.search('pineapple', { limit: 1 })[0]!.id).toBe('pineapple');
    const candies = new LexicalIndex([g('jellybeans', 'Jellybeans, assorted flavors'), g('gummy', 'Candy, gummy', ['gummy candy', 'jelly beans'])]);
    expect(candies.search('jellybeans', { limit: 1 })[0]!.id).toBe('jellybeans');
  });

  it('reads a word some name holds joined as the two words it joins when no food holds the query as typed: "beef meatloaf"', () => {
    const idx = new LexicalIndex([
      g('beef', 'Meat loaf made with beef', ['meat loaf']),
      g('vegetarian', 'Vegetarian meatloaf or patties', ['vegetarian meatloaf']),
      g('ground', 'Beef, ground, 80% lean meat / 20% fat, raw', ['ground beef']),
    ]);
    const [hit] = idx.search('beef meatloaf', { limit: 1 });
    expect(hit!.id).toBe('beef');
    expect(hit!.score).toBeGreaterThanOrEqual(BAND_GENERIC);
    expect(hit!.score).toBeLessThan(BAND_HEAD);
  });

  it('reads a word no name holds as the two words it joins however a name words them, and before a guess at it: "cheesesteak", "pecanpie"', () => {
    const idx = new LexicalIndex([
      g('sandwich', 'Cheese steak sandwich or sub on white'),
      g('cheddar', 'Cheese, cheddar', ['cheddar cheese']),
      g('sirloin', 'Beef, sirloin steak, raw', ['sirloin steak']),
      g('pecans', 'Nuts, pecans', ['pecans', 'pecan']),
      g('pie', 'Pie, pecan', ['pecan pie']),
    ]);
    // The words are in no name as one, and no food is named exactly by the two: the food holding both.
    expect(idx.search('cheesesteak', { limit: 1 })[0]!.id).toBe('sandwich');
    // A prefix reading ("pecan…") is a guess; the food the two words name comes first.
    expect(idx.search('pecanpie', { limit: 1 })[0]!.id).toBe('pie');
  });

  it('leaves a cut word no food holds with the rest to the other words, never confidently: "broccoli florets", "salmon fillet"', () => {
    const idx = new LexicalIndex([
      g('broccoli', 'Broccoli, raw', ['broccoli']),
      g('spears', 'Broccoli, frozen, spears, unprepared'),
      g('salmon', 'Fish, salmon, Atlantic, raw', ['salmon']),
      g('veggie', 'Vegetarian fillets'),
      g('slices', 'Cheese, cheddar, sliced'),
    ]);
    const florets = idx.search('broccoli florets', { limit: 2 });
    expect(florets[0]!.id).toBe('broccoli');
    expect(florets[0]!.score).toBeGreaterThanOrEqual(BAND_GENERIC);
    expect(florets[0]!.score).toBeLessThan(BAND_HEAD);
    expect(florets[0]!.exact).toBe(false);
    expect(idx.search('salmon fillet', { limit: 1 })[0]!.id).toBe('salmon');
    // A name that says the cut is the food as asked.
    expect(idx.search('broccoli spears', { limit: 1 })[0]!.id).toBe('spears');
    // Only cut words: nothing else names a food, so only names that say the cut answer.
    expect(idx.search('slices', { limit: 5 }).map((h) => h.id)).toEqual(['slices']);
  });

  it('reads a steak as a cut of the food the other words name when no food holds them together: "gammon steak", "salmon steak"', () => {
    const idx = new LexicalIndex([
      g('ham', 'Pork, cured, ham, boneless, roasted', ['gammon']),
      g('salmon', 'Fish, salmon, Atlantic, raw', ['salmon']),
      g('sirloin', 'Beef, top sirloin, steak, raw', ['steak']),
      g('ham-steak', 'Pork, cured, ham, steak, boneless', ['ham steak']),
    ]);
    expect(idx.search('salmon steak', { limit: 1 })[0]!.id).toBe('salmon');
    // Gammon is ham as Britain names it (a synonym, read in any name): its steak is the ham steak.
    expect(idx.search('gammon steak', { limit: 1 })[0]!.id).toBe('ham-steak');
    // A name that says the steak is the food as asked; the word alone is the steak.
    expect(idx.search('ham steak', { limit: 1 })[0]!.id).toBe('ham-steak');
    expect(idx.search('steak', { limit: 1 })[0]!.id).toBe('sirloin');
  });

  it('keeps cut words that are the food when the rest only says how it is cooked: "grilled strip steak" is a steak, not any grilled food', () => {
    const idx = new LexicalIndex([
      g('fish', 'Fish sandwich, grilled', ['grilled fish sandwich']),
      g('strip', 'Beef, short loin, top loin, steak, cooked, grilled', ['strip steak']),
    ]);
    expect(idx.search('grilled strip steak', { limit: 1 })[0]!.id).toBe('strip');
  });

  it('reads the part of a plant people use as the plant, never confidently: "artichoke hearts" are no animal heart, "kale leaves" kale', () => {
    const idx = new LexicalIndex([
      g('artichoke', 'Artichokes, (globe or french), raw', ['artichoke']),
      g('beef-heart', 'Beef, variety meats and by-products, heart, raw', ['heart']),
      g('chicken-heart', 'Chicken, heart, all classes, raw'),
      g('kale', 'Kale, raw', ['kale']),
      g('grape-leaves', 'Grape leaves, raw'),
    ]);
    const hearts = idx.search('artichoke hearts', { limit: 2 });
    expect(hearts[0]!.id).toBe('artichoke');
    expect(hearts[0]!.score).toBeLessThan(BAND_HEAD);
    expect(idx.search('kale leaves', { limit: 1 })[0]!.id).toBe('kale');
    // A name that holds both words is the food as asked.
    expect(idx.search('chicken hearts', { limit: 1 })[0]!.id).toBe('chicken-heart');
    expect(idx.search('grape leaves', { limit: 1 })[0]!.id).toBe('grape-leaves');
  });

  it('reads a spice named in another language with the English word for its form as the spice, never confidently: "jeera powder", "methi seeds"', () => {
    const hi = (text: string) => [{ lang: 'hi', text, reviewed: true }];
    const idx = new LexicalIndex([
      { ...g('cumin', 'Spices, cumin seed', ['cumin']), names: hi('jeera') },
      { ...g('fenugreek', 'Spices, fenugreek seed', ['fenugreek']), names: hi('methi') },
      g('pumpkin', 'Pumpkin, raw', ['pumpkin']),
      g('pumpkin-seeds', 'Seeds, pumpkin and squash seed kernels, dried', ['pumpkin seeds']),
      g('garlic-powder', 'Spices, garlic powder', ['garlic powder']),
    ]);
    const jeera = idx.search('jeera powder', { limit: 2 });
    expect(jeera[0]!.id).toBe('cumin');
    expect(jeera[0]!.score).toBeGreaterThanOrEqual(BAND_GENERIC);
    expect(jeera[0]!.score).toBeLessThan(BAND_HEAD);
    const methi = idx.search('methi seeds', { limit: 1 })[0]!;
    expect([methi.id, methi.score >= BAND_GENERIC]).toEqual(['fenugreek', true]);
    // Seeds and powders that are foods of their own are named so.
    expect(idx.search('pumpkin seeds', { limit: 1 })[0]!.id).toBe('pumpkin-seeds');
    expect(idx.search('garlic powder', { limit: 1 })[0]!.id).toBe('garlic-powder');
  });

  it('reads the second segment of a class as the food ("Nuts, almonds"), not of a plural head of made things ("Rolls, pumpernickel", "Syrups, sorghum")', () => {
    const five = (head: string, subs: string[]) => subs.map((sub) => g(`${head}-${sub}`, `${head}, ${sub}`));
    const idx = new LexicalIndex([
      ...five('Nuts', ['almonds', 'walnuts', 'pecans', 'cashews', 'hazelnuts']),
      ...five('Rolls', ['pumpernickel', 'dinner', 'french', 'hard', 'sweet']),
      ...five('Syrups', ['sorghum', 'maple', 'corn', 'malt', 'grenadine']),
      g('bread', 'Bread, pumpernickel'),
      g('grain', 'Sorghum grain'),
    ]);
    expect(idx.search('almonds', { limit: 1 })[0]!.score).toBeGreaterThanOrEqual(BAND_HEAD);
    // A pumpernickel roll is no more pumpernickel than pumpernickel bread is: neither is named by the word alone.
    for (const q of ['pumpernickel', 'sorghum']) expect(idx.search(q, { limit: 3 }).every((h) => h.score < BAND_HEAD)).toBe(true);
    expect(idx.search('pumpernickel rolls', { limit: 1 })[0]!.id).toBe('Rolls-pumpernickel');
  });

  it('leaves what a food is without to the other words, the foods said to be without it first: "almonds no salt"', () => {
    const idx = new LexicalIndex([
      g('salt', 'Salt, table', ['salt', 'table salt']),
      g('almonds', 'Nuts, almonds', ['almonds']),
      g('salted', 'Nuts, almonds, dry roasted, with salt added', ['salted almonds']),
      g('unsalted', 'Nuts, almonds, dry roasted, without salt added'),
    ]);
    const hits = idx.search('almonds no salt', { limit: 4 });
    // Table salt holds only the word the query says the food is without: after every almond.
    expect(hits.map((h) => h.id)).toEqual(['unsalted', 'almonds', 'salted', 'salt']);
    expect(hits[0]!.score).toBeLessThan(BAND_HEAD);
  });

  it('reads one word that says what a food is without as such a phrase: "skinless chicken leg" is the meat only', () => {
    const idx = new LexicalIndex([
      g('skin', 'Chicken, broilers or fryers, leg, meat and skin, raw', ['chicken leg']),
      g('meat', 'Chicken, broilers or fryers, leg, meat only, raw'),
    ]);
    expect(idx.search('skinless chicken leg', { limit: 2 }).map((h) => h.id)).toEqual(['meat', 'skin']);
  });

  it('reads "mix" after a food as the food sold dry when no name says the mix: "brown gravy mix" is the dry gravy', () => {
    const idx = new LexicalIndex([g('canned', 'Gravy, brown, canned', ['brown gravy']), g('dry', 'Gravy, brown, dry'), g('onion', 'Gravy, onion, dry, mix')]);
    expect(idx.search('brown gravy mix', { limit: 2 })[0]!.id).toBe('dry');
  });

  it('reads a meal sold frozen as the food the other words name, the frozen meals first: "fried chicken frozen dinner"', () => {
    const idx = new LexicalIndex([
      g('dinner', 'Frozen dinner, NFS', ['frozen dinner']),
      g('fried', 'Chicken, broilers or fryers, meat and skin, cooked, fried', ['fried chicken']),
      g('meal', 'Chicken, fried, with potatoes, vegetable, frozen meal'),
    ]);
    expect(idx.search('fried chicken frozen dinner', { limit: 3 })[0]!.id).toBe('meal');
  });

  it('reads a piece the tables make a food into as such: "90% lean hamburger patty" is the ground beef made into patties', () => {
    const idx = new LexicalIndex([
      g('raw', 'Beef, ground, 90% lean meat / 10% fat, raw', ['90% lean hamburger meat']),
      g('patty', 'Beef, ground, 90% lean meat / 10% fat, patty, cooked, broiled', ['90% lean hamburger meat']),
      g('burger', 'Fast foods, hamburger; double, regular, patty; plain', ['hamburger patty']),
    ]);
    const [first] = idx.search('90% lean hamburger patty', { limit: 3 });
    // An answer of the generic band: the food was not named as typed.
    expect([first!.id, first!.score >= BAND_GENERIC && first!.score < BAND_HEAD]).toEqual(['patty', true]);
  });

  it('reads a cooking word no name holds with the rest as the food the rest names, cooked forms first: "braised oxtail"', () => {
    const idx = new LexicalIndex([g('raw', 'Beef, oxtail, raw'), g('oxtails', 'Beef, oxtails'), g('beef', 'Beef, chuck, braised')]);
    const hits = idx.search('braised oxtail', { limit: 3 });
    expect(hits.slice(0, 2).map((h) => h.id)).toEqual(['oxtails', 'raw']);
    expect(hits[0]!.score >= BAND_GENERIC && hits[0]!.score < BAND_HEAD).toBe(true);
  });

  it('answers a food with a count as the food, unless the words as typed name one surely: "2 bananas", "3 musketeers"', () => {
    const idx = new LexicalIndex([
      g('banana', 'Bananas, raw', ['banana', 'bananas']),
      g('baby', 'Baby food, bananas, stage 2'),
      g('bar', 'Candies, 3 MUSKETEERS Bar', ['3 musketeers']),
    ]);
    const two = idx.search('2 bananas', { limit: 2 });
    expect([two[0]!.id, two[0]!.score >= BAND_EXACT]).toEqual(['banana', true]);
    expect(idx.search('3 musketeers', { limit: 1 })[0]!.id).toBe('bar');
  });

  it('leaves a size, or a container said before "of", to the other words: "small apple", "glass of orange juice", not "poke bowl"', () => {
    const idx = new LexicalIndex([
      g('apple', 'Apples, raw, with skin', ['apple', 'apples']),
      g('juice', 'Orange juice, raw', ['orange juice']),
      g('poke', 'Pokeberry shoots, (poke), raw', ['poke']),
      g('burrito', 'Burrito bowl, chicken'),
    ]);
    const small = idx.search('small apple', { limit: 1 })[0]!;
    expect([small.id, small.score >= BAND_GENERIC]).toEqual(['apple', true]);
    const glass = idx.search('a glass of orange juice', { limit: 1 })[0]!;
    expect([glass.id, glass.score >= BAND_GENERIC, glass.score < BAND_HEAD]).toEqual(['juice', true, true]);
    // After the food, a container word names a dish ("poke bowl"): no food holds it, and no other is made of it.
    expect(idx.search('poke bowl', { limit: 1 }).every((h) => h.score < BAND_GENERIC)).toBe(true);
  });

  it('leaves a part an animal is sold by to the other words: "lobster tail"', () => {
    const idx = new LexicalIndex([g('lobster', 'Crustaceans, lobster, northern, raw', ['lobster']), g('ox', 'Beef, oxtail, raw')]);
    const tail = idx.search('lobster tail', { limit: 1 })[0]!;
    expect([tail.id, tail.score >= BAND_GENERIC]).toEqual(['lobster', true]);
  });

  it('leaves the pack a food is sold in, said last, to the other words: "applesauce cup", "custard pot"', () => {
    const idx = new LexicalIndex([g('sauce', 'Applesauce, canned, unsweetened', ['applesauce']), g('cup', 'Cupcake, chocolate')]);
    const cup = idx.search('applesauce cup', { limit: 1 })[0]!;
    expect([cup.id, cup.score >= BAND_GENERIC, cup.score < BAND_EXACT]).toEqual(['sauce', true, true]);
  });

  it('of several such words, leaves out as few as it must: "large onion rings" are onion rings, not an onion cut in rings', () => {
    const idx = new LexicalIndex([
      g('onion', 'Onions, raw', ['onion', 'onions']),
      g('rings', 'Onion rings, breaded, par fried, frozen, prepared, heated in oven'),
    ]);
    expect(idx.search('large onion rings', { limit: 1 })[0]?.id).toBe('rings');
    expect(idx.search('large onion slices', { limit: 1 })[0]?.id).toBe('onion');
  });

  it('leaves a little of a food said before "of" to the other words: "knob of butter", "dollop of cream"', () => {
    const idx = new LexicalIndex([g('butter', 'Butter, salted', ['butter']), g('cream', 'Cream, fluid, light', ['cream'])]);
    const knob = idx.search('knob of butter', { limit: 1 })[0]!;
    expect([knob.id, knob.score >= BAND_GENERIC, knob.score < BAND_HEAD]).toEqual(['butter', true, true]);
    expect(idx.search('dollop of cream', { limit: 1 })[0]?.id).toBe('cream');
  });

  it('reads a name that lists the plain food beside a flavour as the plain food too ("Soymilk, original and vanilla")', () => {
    const asked = new Set(['soymilk']);
    expect(saysUnaskedFlavour('Soymilk, original and vanilla, unfortified', asked)).toBe(false);
    expect(saysUnaskedFlavour('Yogurt, plain or vanilla', new Set(['yogurt']))).toBe(false);
    expect(saysUnaskedFlavour('Soymilk, chocolate, unfortified', asked)).toBe(true);
    expect(saysUnaskedFlavour('Custard dessert, chocolate', new Set(['custard', 'dessert']))).toBe(true);
  });

  it('leaves a flavour no food holds with the rest to the other words, the flavored foods first: "vanilla latte", "chocolate truffles"', () => {
    const idx = new LexicalIndex([
      g('latte', 'Coffee, Latte', ['latte']),
      g('flavored', 'Coffee, Latte, flavored', ['flavored latte']),
      g('truffles', 'Candies, truffles, prepared-from-recipe', ['truffles']),
      g('pate', 'Pate, truffle flavor'),
      g('vanilla', 'Vanilla extract', ['vanilla']),
      g('cocoa', 'Hot chocolate / cocoa', ['hot chocolate']),
      g('peppers', 'Peppers, hot, raw', ['hot peppers']),
    ]);
    const latte = idx.search('vanilla latte', { limit: 2 });
    expect(latte.map((h) => h.id)).toEqual(['flavored', 'latte']);
    expect(latte[0]!.score).toBeLessThan(BAND_HEAD);
    // A food named after a flavour ("truffle flavor") is not said to be flavored.
    expect(idx.search('chocolate truffles', { limit: 1 })[0]!.id).toBe('truffles');
    // A flavour that names the food with the rest stays when a portion word is left: "hot chocolate", not "hot".
    expect(idx.search('mug of hot chocolate', { limit: 1 })[0]!.id).toBe('cocoa');
  });

  it('reads a food said without something as the rest of the query when a name holds its words only apart: "zero sugar cola"', () => {
    const idx = new LexicalIndex([
      { ...g('energy', 'Beverages, COCA-COLA, NOS Zero, energy drink, sugar-free'), commonness: 0.6 },
      { ...g('diet', 'Cola, without sugar, with artificial sweetener'), commonness: 0.3 },
      { ...g('cola', 'Cola, with sugar'), commonness: 0.5 },
    ]);
    const [hit] = idx.search('zero sugar cola', { limit: 1 });
    expect(hit!.id).toBe('diet');
    expect(hit!.score).toBeLessThan(BAND_HEAD);
  });

  it('of the foods a flavour leaves, one in another flavour comes after a plain one: "vanilla cupcake" is no chocolate cupcake', () => {
    const idx = new LexicalIndex([
      { ...g('chocolate', 'Cake or cupcake, chocolate with white icing', ['cupcake', 'chocolate cupcake']), commonness: 0.6 },
      { ...g('white', 'Cake or cupcake, white with white icing', ['cupcake', 'white cupcake']), commonness: 0.4 },
    ]);
    const [hit] = idx.search('vanilla cupcake', { limit: 1 });
    expect(hit!.id).toBe('white');
    expect(hit!.score).toBeLessThan(BAND_HEAD);
  });
});

describe('typo tolerance', () => {
  const g = (id: string, name: string, aliases: string[] = []): SearchDoc => ({ id, name, aliases, kind: 'generic' });

  it('corrects one or two edits on longer words', () => {
    expect(top('bananna')[0]).toBe('banana-raw');
    expect(top('chiken breast')[0]).toBe('chicken-breast');
    expect(top('yoghurt')[0]).toBe('yogurt-lowfat');
  });

  it('prefers the English reference word to a product-only spelling', () => {
    expect(top('brocoli')[0]).toBe('broccoli-raw');
  });

  it('reads a misspelling by the word with its consonants, unless another is far more common', () => {
    const docs = [
      g('cantaloupe', 'Melons, cantaloupe, raw', ['cantaloupe']),
      g('antelope', 'Game meat, antelope, raw', ['antelope']),
      g('venison', 'Venison, steak', ['antelope']),
      g('chikn', "Vegetarian chik'n nuggets", ['chikn nuggets']),
      ...Array.from({ length: 30 }, (_, i) => g(`chicken-${i}`, `Chicken, broilers or fryers, part ${i}, raw`)),
    ];
    const idx = new LexicalIndex(docs);
    expect(idx.search('cantelope', { limit: 1 })[0]!.id).toBe('cantaloupe');
    expect(idx.search('chiken', { limit: 1 })[0]!.id).toStartWith('chicken-');
  });

  it('seeks a slip in a word ending in s as typed, not only as the plural the stemmer reads', () => {
    // "hummas" stems to "humma", one edit from "hurma" and two from "hummus"; as typed it is one from "hummus".
    const idx = new LexicalIndex([g('hummus', 'Hummus, commercial', ['hummus']), g('dates', 'Dates, deglet noor', ['hurma'])]);
    expect(idx.search('hummas', { limit: 1 })[0]!.id).toBe('hummus');
  });

  it('reads a word only translations hold, beside English words, as a slip for an English word too', () => {
    // "brocoli" is French and (accents aside) Spanish; beside "soup", an English word, it is the English broccoli misspelt.
    const idx = new LexicalIndex([
      { ...g('broccoli', 'Broccoli, raw', ['broccoli']), names: [{ lang: 'fr', text: 'Brocoli, cru' }] },
      g('broccoli-soup', 'Soup, cream of broccoli', ['broccoli soup']),
      g('tomato-soup', 'Soup, tomato', ['tomato soup']),
    ]);
    expect(idx.search('brocoli soup', { limit: 1 })[0]!.id).toBe('broccoli-soup');
    // Alone it is still read as the translation it is.
    expect(idx.search('brocoli', { limit: 1 })[0]!.id).toBe('broccoli');
  });

  it("reads a slip beside English words by an English word before another language's", () => {
    // "camomile" is one edit from English "chamomile" and from Italian "camomilla"; "tea" is English.
    const idx = new LexicalIndex([
      { ...g('chamomile', 'Tea, hot, chamomile', ['chamomile tea']), names: [{ lang: 'it', text: 'camomilla' }] },
      g('black-tea', 'Tea, black, brewed', ['black tea']),
    ]);
    const [hit] = idx.search('camomile tea', { limit: 1 });
    expect(hit!.id).toBe('chamomile');
    expect(hit!.via).not.toBe('translation');
  });

  it('reads a name met whole but for a misspelt word before foods that only hold the word', () => {
    const g = (id: string, name: string, aliases: string[], commonness: number): SearchDoc => ({ id, name, aliases, kind: 'generic', commonness });
    const idx = new LexicalIndex([
      g('concentrate', 'Lemonade, frozen concentrate, white', [], 0.9),
      g('powder', 'Beverages, lemonade, powder', [], 0.9),
      g('drink', 'Lemonade, fruit flavored drink', ['lemonade'], 0.2),
      { ...g('lasagna', 'Lasagna with meat', ['lasagna'], 0.2), defaultFor: ['lasagna'] },
      g('pasta', 'Pasta, cooked', ['lasagna', 'macaroni'], 0.9),
    ]);
    expect(idx.search('lemonade', { limit: 1 })[0]!.id).toBe('drink');
    const [hit] = idx.search('lemonaid', { limit: 1 });
    expect(hit!.id).toBe('drink');
    // Not band A, nor a confident answer: the name was not typed so.
    expect(hit!.score).toBeLessThan(BAND_EXACT);
    expect(lexicalMatch(hit!, false, false).score).toBeLessThan(CONFIDENT);
    // Of names met so, ordered as exact ones are: the one the table codes for the bare name first.
    expect(idx.search('lasagna', { limit: 1 })[0]!.id).toBe('lasagna');
    expect(idx.search('lasanga', { limit: 1 })[0]!.id).toBe('lasagna');
  });

  it('reads a word only a few names hold as a slip for a far commoner word with its consonants, too', () => {
    const g = (id: string, name: string): SearchDoc => ({ id, name, aliases: [], kind: 'generic' });
    const idx = new LexicalIndex([
      g('burger', "Vegetarian California Turk'y Burger, frozen"),
      g('canned', 'Bluberries, canned'),
      { ...g('blueberry-raw', 'Blueberries, raw'), aliases: ['blueberries'] },
      ...Array.from({ length: 80 }, (_, i) => g(`turkey-${i}`, `Turkey, part ${i}, raw`)),
      ...Array.from({ length: 80 }, (_, i) => g(`blueberry-${i}`, `Blueberries, kind ${i}`)),
      ...Array.from({ length: 1000 }, (_, i) => g(`other-${i}`, `Other food ${i}`)),
      g('millet', 'Millet, cooked'),
      g('mullet', 'Fish, mullet, raw'),
    ]);
    const [hit] = idx.search('turky', { limit: 1 });
    expect(hit!.id).toStartWith('turkey-');
    expect(lexicalMatch(hit!, false, false).score).toBeLessThan(CONFIDENT);
    expect(idx.search('bluberries', { limit: 1 })[0]!.id).toStartWith('blueberry-');
    // The burger is still found by its own word, after the commoner reading.
    expect(idx.search('turky', { limit: 100 }).map((h) => h.id)).toContain('burger');
    // Which was meant is a guess: the food the word as typed names is no confident answer either.
    const canned = idx.search('bluberries', { limit: 100 }).find((h) => h.id === 'canned')!;
    expect(canned.slip).toBe(true);
    expect(lexicalMatch(canned, false, false).score).toBeLessThan(CONFIDENT);
    // A word as common as its neighbour is itself: "mullet" is no "millet".
    expect(idx.search('mullet', { limit: 1 })[0]!.id).toBe('mullet');
  });

  it('does not correct short words', () => {
    expect(index.search('nut', { limit: 5 }).map((h) => h.id)).not.toContain('milk-whole');
  });
});

describe('autocomplete', () => {
  it('completes the last word as a prefix', () => {
    const ids = index.autocomplete('alm', 5).map((h) => h.id);
    expect(ids[0]).toBe('almonds');
    expect(index.autocomplete('broc', 5)[0]?.id).toBe('broccoli-raw');
    expect(index.autocomplete('chicken bre', 5)[0]?.id).toBe('chicken-breast');
  });

  it('keeps exact words ahead of longer completions', () => {
    expect(index.autocomplete('milk', 3)[0]?.id).toBe('milk-whole');
  });
});

describe('drinks filed under a singular class head', () => {
  const drink = (id: string, name: string, commonness = 0.5): SearchDoc => ({ id, name, aliases: [], kind: 'generic', group: 'Beverages', commonness });
  const drinks = new LexicalIndex([
    drink('wine-na', 'Beverages, Wine, non-alcoholic'),
    drink('wine-dessert', 'Alcoholic beverage, wine, dessert, sweet'),
    drink('wine-table', 'Alcoholic beverage, wine, table, all'),
    drink('wine-red', 'Alcoholic beverage, wine, table, red'),
    drink('beer', 'Alcoholic beverage, beer, regular, all'),
    drink('beer-light', 'Alcoholic beverage, beer, light'),
    ...['cola', 'tonic water', 'ginger ale', 'club soda'].map((d, i) => drink(`soda-${i}`, `Beverages, carbonated, ${d}`)),
  ]);
  const first = (q: string) => drinks.search(q, { limit: 1 })[0]?.id;

  it('reads "Alcoholic beverage, wine" as wine, and the average of all forms as the plain one', () => {
    expect(first('wine')).toBe('wine-table');
    expect(first('beer')).toBe('beer');
    expect(first('red wine')).toBe('wine-red');
    expect(first('non-alcoholic wine')).toBe('wine-na');
  });
});

describe('compound words', () => {
  const food = (id: string, name: string): SearchDoc => ({ id, name, aliases: [], kind: 'generic', group: 'Sweets', commonness: 0.5 });
  it('splits only into words of more than one food: a brand word is no part', () => {
    const idx = new LexicalIndex([
      food('choc', 'Candies, semisweet chocolate'),
      food('flakes', 'Cereals ready-to-eat, CHOCO ZUCARITAS'),
      food('wine-1', 'Alcoholic beverage, wine, white, late harvest'),
      food('wine-2', 'Alcoholic beverage, wine, white, late harvest, Riesling'),
      food('kiwi', 'Kiwifruit, green, raw'),
      food('kiwi-drink', 'Beverages, Kiwi Strawberry Juice Drink'),
      food('kiwi-juice', 'Beverages, Kiwi juice'),
      food('fruit-1', 'Fruit cocktail, canned'),
      food('fruit-2', 'Fruit salad, canned'),
    ]);
    expect(idx.search('late', { limit: 5 }).map((h) => h.id)).not.toContain('choc');
    expect(idx.search('kiwi', { limit: 5 }).map((h) => h.id)).toContain('kiwi');
  });
});

describe('departures from the standard food', () => {
  const prior = (name: string) => docPrior({ id: name, name, aliases: [], kind: 'generic', group: 'Dairy and Egg Products', commonness: 0.5 });

  it('lowers the prior of a "reduced fat" or "fat free" form, but not for words in explanatory parentheses', () => {
    expect(prior('Mayonnaise, reduced fat')).toBeLessThan(prior('Mayonnaise, regular'));
    expect(prior('Milk, chocolate, fat free')).toBeLessThan(prior('Milk, chocolate'));
    expect(prior('Milk, nonfat, fluid (fat free or skim)')).toBe(prior('Milk, nonfat, fluid'));
    expect(prior('Mayonnaise, made with tofu')).toBeLessThan(prior('Mayonnaise, regular'));
  });

  it('lowers the prior of a form made without the sugar the standard food has', () => {
    expect(prior('Slush frozen drink, no sugar added')).toBeLessThan(prior('Slush frozen drink'));
    expect(prior('Applesauce, canned, without added sugar')).toBeLessThan(prior('Applesauce, canned'));
  });

  it('lowers the prior of a food made into another dish (battered, fried, pickled)', () => {
    expect(prior('Zucchini, battered and fried')).toBeLessThan(prior('Zucchini, green'));
    expect(prior('Zucchini, pickled')).toBeLessThan(prior('Zucchini, green'));
    expect(prior('Zucchini, cooked')).toBe(prior('Zucchini, green'));
  });

  it('lowers the prior of a form not eaten as it is (a dry mix, a dry powder)', () => {
    expect(prior('Cocoa, dry powder, hi-fat or breakfast')).toBeLessThan(prior('Cocoa, hi-fat or breakfast'));
    expect(prior('Pancakes, dry mix')).toBeLessThan(prior('Pancakes, plain'));
  });

  it('reads "plain" or "fresh" offered as one choice of two as no plain form', () => {
    expect(prior('Cookies, graham crackers, plain or honey')).toBe(prior('Cookies, graham crackers'));
    expect(prior('Cookies, shortbread, plain')).toBeGreaterThan(prior('Cookies, shortbread'));
    expect(prior('Beets, raw')).toBeGreaterThan(prior('Beets'));
  });

  it('gives the plain word of a departing food no exact-name rank; its own wording keeps it', () => {
    const mayo = (id: string, name: string, aliases: string[]): SearchDoc => ({ id, name, aliases, kind: 'generic', group: 'Fats and Oils', commonness: 0.5 });
    const idx = new LexicalIndex([
      // More common than the regular one: the prior alone would put it first.
      { ...mayo('mayo-rf', 'Mayonnaise, reduced fat', ['mayonnaise', 'reduced fat mayonnaise']), commonness: 1 },
      ...['mayonnaise, regular', 'italian', 'ranch', 'french', 'caesar'].map((d, i) => mayo(`dressing-${i}`, `Salad dressing, ${d}`, [d.split(',')[0]!])),
    ]);
    expect(idx.search('mayonnaise', { limit: 1 })[0]?.id).toBe('dressing-0');
    expect(idx.search('reduced fat mayonnaise', { limit: 1 })[0]).toMatchObject({ id: 'mayo-rf', exact: true });
  });
});

describe('Bengali names by phonetic key', () => {
  const food = (id: string, name: string, names: { lang: string; text: string }[] = []): SearchDoc => ({
    id,
    name,
    aliases: [],
    kind: 'generic',
    group: 'Cereal Grains and Pasta',
    commonness: 0.5,
    names,
  });
  const idx = new LexicalIndex([
    food('rice', 'Rice, white, cooked', [{ lang: 'bn', text: 'ভাত' }]),
    food('wheat', 'Wheat, hard red spring'),
    food('fish', 'Fish, NFS', [{ lang: 'bn', text: 'মাছ' }]),
  ]);
  const top = (q: string) => idx.search(q, { limit: 3 })[0];

  it('meets a Bengali name typed in Latin letters, never confidently', () => {
    expect(top('bhat')).toMatchObject({ id: 'rice', keyed: true });
    expect(top('mach')?.id).toBe('fish');
    expect(lexicalMatch(top('bhat')!, false, false).score).toBeLessThan(CONFIDENT);
  });
  it('still meets it in its own script', () => {
    expect(top('ভাত')?.id).toBe('rice');
  });
  it('leaves it to Hindi names that sound alike, and to Devanagari words', () => {
    const both = new LexicalIndex([
      food('egg', 'Egg, whole, raw', [{ lang: 'hi', text: 'Anda' }]),
      food('ginger', 'Ginger, raw', [{ lang: 'bn', text: 'আদা' }]),
      food('peas', 'Peas, green, raw', [{ lang: 'hi', text: 'Matar' }]),
      food('snow-peas', 'Peas, edible-podded, raw', [{ lang: 'bn', text: 'মটর' }]),
    ]);
    expect(both.search('anday', { limit: 1 })[0]?.id).toBe('egg');
    expect(both.search('मटर', { limit: 1 })[0]?.id).toBe('peas');
  });
});

describe('Hindi names by phonetic key', () => {
  const food = (id: string, name: string, names: { lang: string; text: string }[] = [], aliases: string[] = []): SearchDoc => ({
    id,
    name,
    aliases,
    kind: 'generic',
    group: 'Vegetables',
    commonness: 0.5,
    names,
  });
  const idx = new LexicalIndex([
    food('onion-stalk', 'Onion, stalk', [
      { lang: 'hi', text: 'Pyaz' },
      { lang: 'ur', text: 'Hari pyaaz' },
    ]),
    food('onion', 'Onion, big', [
      { lang: 'hi', text: 'Pyaz' },
      { lang: 'ur', text: 'Pyaaz' },
    ]),
    food('roti', 'Bread, chapati or roti, plain'),
    food('feta', 'Cheese, feta', [], ['feta cheese']),
    food('petha', 'Petha', [{ lang: 'hi', text: 'Petha' }]),
  ]);
  const top = (q: string) => idx.search(q, { limit: 3 })[0];

  it('finds a romanised Hindi name from Devanagari and other spellings, as an exact translation', () => {
    for (const q of ['प्याज़', 'प्याज', 'pyaaz', 'piyaz']) {
      expect(top(q)?.id).toBe('onion');
      expect(top(q)!.score).toBeGreaterThanOrEqual(0.9);
    }
  });
  it('ranks first the food that more languages give the name', () => {
    expect(top('pyaz')?.id).toBe('onion');
  });
  it('answers a romanised word met only by its sound, never confidently; as spelt, or in Devanagari, confidently', () => {
    expect(top('piyaz')).toMatchObject({ id: 'onion', keyed: true });
    expect(lexicalMatch(top('piyaz')!, false, false).score).toBeLessThan(CONFIDENT);
    for (const q of ['pyaaz', 'प्याज़']) {
      expect(top(q)?.keyed).toBeUndefined();
      expect(lexicalMatch(top(q)!, false, false).score).toBeGreaterThanOrEqual(CONFIDENT);
    }
  });
  it("reaches a food's own word through the romanisation of a Devanagari word", () => {
    expect(top('रोटी')?.id).toBe('roti');
  });
  it('reads a Devanagari word some food is named by whole as that name, not as the English word it romanises to', () => {
    const hash = new LexicalIndex([
      food('hash', 'Hash, NS as to type of meat', [], ['hash']),
      food('duck', 'Duck, domesticated, raw', [{ lang: 'ne', text: 'हाँस' }]),
    ]);
    expect(hash.search('हाँस', { limit: 3 }).map((h) => h.id)).toEqual(['duck']);
    // Named by no food, it still reaches the English word it romanises to.
    const noName = new LexicalIndex([food('hash', 'Hash, NS as to type of meat', [], ['hash'])]);
    expect(noName.search('हाँस', { limit: 3 })[0]?.id).toBe('hash');
  });
  it("reaches a food's own word only when it is spelt close to the romanisation", () => {
    const soup = new LexicalIndex([food('soup', 'Soup, beef broth', [], ['soup']), food('fennel', 'Fennel, bulb, raw')]);
    expect(soup.search('सौंफ', { limit: 3 }).map((h) => h.id)).not.toContain('soup');
    // A short word needs a closer spelling: "खीरा" (khira, cucumber) is not the cocktail "Kir".
    const kir = new LexicalIndex([food('kir', 'Kir (Cocktail of white wine with red fruit liqueur)', [], ['kir'])]);
    expect(kir.search('खीरा', { limit: 3 }).map((h) => h.id)).not.toContain('kir');
  });
  it("reads a word of a food's own name as itself, not by its key", () => {
    expect(top('feta')?.id).toBe('feta');
    expect(idx.search('feta', { limit: 5 }).map((h) => h.id)).not.toContain('petha');
  });
});

describe('names in other languages shared by two foods', () => {
  const food = (id: string, name: string, names: { lang: string; text: string }[], commonness = 0.5): SearchDoc => ({
    id,
    name,
    aliases: [],
    kind: 'generic',
    group: 'Vegetables',
    commonness,
    names,
  });
  const names = (text: string, ...langs: string[]) => langs.map((lang) => ({ lang, text }));

  it('ranks first the food that more languages give the name, in any script', () => {
    // "лук" is onion in Russian and Bulgarian, garlic in Macedonian; garlic is the more common food here.
    const idx = new LexicalIndex([food('garlic', 'Garlic, raw', names('Лук', 'mk'), 0.9), food('onion', 'Onions, raw', names('лук', 'ru', 'bg'), 0.3)]);
    expect(idx.search('лук', { limit: 2 }).map((h) => h.id)).toEqual(['onion', 'garlic']);
    // One language each: the prior decides, as before.
    const even = new LexicalIndex([food('garlic', 'Garlic, raw', names('Лук', 'mk'), 0.9), food('onion', 'Onions, raw', names('лук', 'ru'), 0.3)]);
    expect(even.search('лук', { limit: 1 })[0]?.id).toBe('garlic');
  });

  it("takes the second segment of a name as the food's name when other languages call it so", () => {
    // "Bread, pita": "pita" in many languages; in Croatian, a cake is "pita" too.
    const idx = new LexicalIndex([
      food('pita', 'Bread, pita, white, enriched', names('pita', 'de', 'es', 'it', 'pl')),
      food('cake', 'Cake, pound', names('pita', 'hr'), 0.9),
    ]);
    const [first] = idx.search('pita', { limit: 2 });
    expect(first).toMatchObject({ id: 'pita', exact: true });
    // Named so in one language only, the segment stays a modifier ("coconut" of "Oil, coconut").
    const oil = new LexicalIndex([food('oil', 'Oil, coconut', names('coconut', 'tl')), food('coconut', 'Coconut, raw', [], 0.2)]);
    expect(oil.search('coconut', { limit: 1 })[0]?.id).toBe('coconut');
  });
});

describe('Hindi word order and compounds', () => {
  const food = (id: string, name: string, names: { lang: string; text: string }[]): SearchDoc => ({
    id,
    name,
    aliases: [],
    kind: 'generic',
    group: 'Vegetables',
    commonness: 0.5,
    names,
  });
  const idx = new LexicalIndex([
    food('chestnut', 'Waterchestnuts, chinese, raw', [{ lang: 'hi', text: 'चीनी सिंघाड़ा' }]),
    food('sugar', 'Sugars, granulated', [{ lang: 'hi', text: 'सफेद चीनी' }]),
    food('cauliflower-leaves', 'Cauliflower leaves', [{ lang: 'hi', text: 'Phul gobi patta' }]),
    food('cauliflower', 'Cauliflower', [{ lang: 'hi', text: 'Phul gobi' }]),
    food('cabbage', 'Cabbage, green', [{ lang: 'hi', text: 'Bandh gobi' }]),
    food('capsicum', 'Capsicum, green', [{ lang: 'hi', text: 'Shimla mirch' }]),
    food('lotus-root', 'Lotus root', [{ lang: 'hi', text: 'Kamal kakdi' }]),
  ]);
  const top = (q: string) => idx.search(q, { limit: 3 })[0];

  it('reads the last word of a Hindi name as its head', () => {
    expect(top('चीनी')?.id).toBe('sugar');
  });
  it('reads a joined compound as the two words of a Hindi name', () => {
    expect(top('फूलगोभी')?.id).toBe('cauliflower');
    expect(top('phoolgobhi')?.id).toBe('cauliflower');
    expect(top('फूलगोभी')!.score).toBeGreaterThanOrEqual(BAND_EXACT);
  });
  it('answers a Hindi name met by its head word alone, never confidently: the words before it may make another food', () => {
    for (const [q, id] of [
      ['mirch', 'capsicum'],
      ['kakdi', 'lotus-root'],
    ] as const) {
      expect(top(q)?.id).toBe(id);
      expect(lexicalMatch(top(q)!, false, false).score).toBeLessThan(CONFIDENT);
    }
    expect(lexicalMatch(top('shimla mirch')!, false, false).score).toBeGreaterThanOrEqual(CONFIDENT);
  });
});

describe('the query said as typed', () => {
  const food = (id: string, name: string, aliases: string[], commonness: number): SearchDoc => ({
    id,
    name,
    aliases,
    kind: 'generic',
    group: 'Mixed dishes',
    commonness,
  });
  const idx = new LexicalIndex([
    food('onion-dip', 'Onion dip, regular', ['onion dip', 'french onion dip'], 0.55),
    food('french-dip', 'French dip sandwich', [], 0.5),
  ]);

  it('ranks a name holding the words side by side before one whose own words part them', () => {
    expect(idx.search('french dip', { limit: 3 })[0]?.id).toBe('french-dip');
  });
});

describe('Vietnamese syllables typed without their tone marks', () => {
  const food = (id: string, name: string, names: { lang: string; text: string }[]): SearchDoc => ({
    id,
    name,
    aliases: [],
    names,
    kind: 'generic',
    group: 'Vegetables',
    commonness: 0.5,
  });
  const idx = new LexicalIndex([
    food('corn', 'Corn, sweet, yellow, raw', [{ lang: 'vi', text: 'bắp' }]),
    food('chicken', 'Chicken, meat, raw', [{ lang: 'vi', text: 'thịt gà' }]),
    food('egg', 'Egg, whole, raw', [{ lang: 'yo', text: 'ẹyin' }]),
  ]);
  const top = (q: string) => idx.search(q, { limit: 3 })[0]!;

  it('answers one bare syllable ("bap", an English bread roll too) never confidently; with its mark, confidently', () => {
    expect(top('bap')).toMatchObject({ id: 'corn', unaccented: true });
    expect(lexicalMatch(top('bap'), false, false).score).toBeLessThan(CONFIDENT);
    expect(lexicalMatch(top('bắp'), false, false).score).toBeGreaterThanOrEqual(CONFIDENT);
  });
  it("answers a name of several syllables typed bare never confidently (English 'banh mi' is the sandwich); with its marks, confidently", () => {
    expect(top('thit ga')).toMatchObject({ id: 'chicken', unaccented: true });
    expect(lexicalMatch(top('thit ga'), false, false).score).toBeLessThan(CONFIDENT);
    expect(lexicalMatch(top('thịt gà'), false, false)).toMatchObject({ score: 0.92 });
  });
  it('keeps a name of a language that writes words of several syllables confident bare', () => {
    expect(lexicalMatch(top('eyin'), false, false).score).toBeGreaterThanOrEqual(CONFIDENT);
  });
});

describe('a food cooked or cut as another language says it', () => {
  const food = (id: string, name: string, aliases: string[], names: { lang: string; text: string }[] = []): SearchDoc => ({
    id,
    name,
    aliases,
    kind: 'generic',
    group: 'Poultry',
    commonness: 0.5,
    names,
  });
  const idx = new LexicalIndex([
    food(
      'chicken-raw',
      'Chicken, broilers or fryers, meat only, raw',
      ['chicken', 'raw chicken'],
      [
        { lang: 'id', text: 'ayam' },
        { lang: 'es', text: 'pollo' },
        { lang: 'ja', text: '鶏肉' },
      ],
    ),
    food('chicken-fried', 'Chicken, broilers or fryers, meat only, cooked, fried', ['fried chicken']),
    food('chicken-roasted', 'Chicken, broilers or fryers, meat only, roasted', ['roasted chicken']),
    food('chicken-breast', 'Chicken, broilers or fryers, breast, meat only, raw', ['chicken breast']),
    food('corn-chips', 'Corn chips, plain (Fritos)', ['fritos']),
  ]);
  const first = (q: string) => idx.search(q, { limit: 3 })[0];

  it('answers the form the English of both words names, food first or last, in words or joined', () => {
    expect(first('ayam goreng')?.id).toBe('chicken-fried');
    expect(first('pollo asado')?.id).toBe('chicken-roasted');
    expect(first('pechuga de pollo')?.id).toBe('chicken-breast');
    expect(first('鶏むね肉')?.id).toBe('chicken-breast');
  });

  it('never confidently: the answer is read through two translations', () => {
    const hit = first('ayam goreng')!;
    expect(hit.queryHead).toBe(true);
    expect(hit.score).toBeLessThan(BAND_PRODUCT);
    expect(lexicalMatch(hit, false, false).score).toBeLessThan(CONFIDENT);
    expect(hit).toMatchObject({ via: 'translation', lang: 'id' });
  });

  it('only when the other words name a food exactly', () => {
    expect(first('pollo frito con salsa misteriosa')?.id).not.toBe('chicken-fried');
  });

  it("of foods the food's word names alike in two languages, the one in the cooking word's language", () => {
    const namesakes = new LexicalIndex([
      food('sweet-potato', 'Sweet potato, raw', ['sweet potato'], [{ lang: 'es', text: 'batata' }]),
      food('potato', 'Potatoes, raw', ['potato'], [{ lang: 'pt', text: 'batata' }]),
      food('sweet-potato-boiled', 'Sweet potato, cooked, boiled', ['boiled sweet potato']),
      food('potato-boiled', 'Potatoes, boiled', ['boiled potato']),
    ]);
    expect(namesakes.search('batata cozida', { limit: 1 })[0]?.id).toBe('potato-boiled');
    expect(namesakes.search('batata hervida', { limit: 1 })[0]?.id).toBe('sweet-potato-boiled');
  });

  it("reads the food in English by its own name's words, not by a word a linked table's name adds", () => {
    const tempeh = new LexicalIndex([
      food('tempeh', 'Tempeh', ['soybean', 'fermented products soybean', 'tempe']),
      food('tempeh-cooked', 'Tempeh, cooked', ['tempeh', 'cooked tempeh']),
      food('tofu-fried', 'Soybean curd, breaded, fried', ['fried soybean curd', 'soybean']),
    ]);
    expect(tempeh.search('tempe goreng', { limit: 1 })[0]?.id).not.toBe('tofu-fried');
  });

  it('when a cooking or cut word was read as a typo of a word of names ("filete" as "filets")', () => {
    const fillets = new LexicalIndex([
      food('chicken-raw', 'Chicken, broilers or fryers, meat only, raw', ['chicken'], [{ lang: 'es', text: 'pollo' }]),
      food('chicken-fillet', 'Chicken fillet, grilled', ['chicken fillet']),
      food('chicken-filets-breaded', 'Pollo filets, breaded', ['pollo filets']),
    ]);
    const [hit] = fillets.search('filete de pollo', { limit: 1 });
    expect(hit?.id).toBe('chicken-fillet');
    expect(hit?.queryHead).toBe(true);
  });

  it('answers foods the food word names, not what it comes with or on', () => {
    const breads = new LexicalIndex([
      food('bread', 'Bread, white, commercially prepared', ['bread', 'white bread'], [{ lang: 'zh', text: '面包' }]),
      food('sandwich', 'Sandwich, submarine, on white bread with roast beef', ['submarine sandwich']),
    ]);
    expect(breads.search('烤面包', { limit: 1 })[0]?.id).toBe('bread');
  });

  it("reads a compound's food part without the letters that join it ('Putenbrust': Pute, turkey)", () => {
    const turkey = new LexicalIndex([
      food('turkey', 'Turkey, whole, raw', ['turkey'], [{ lang: 'de', text: 'Pute' }]),
      food('turkey-breast', 'Turkey, breast, meat only, raw', ['turkey breast']),
    ]);
    expect(turkey.search('Putenbrust', { limit: 1 })[0]?.id).toBe('turkey-breast');
  });
});

describe('Dutch diminutives', () => {
  const food = (id: string, name: string, names: { lang: string; text: string }[] = []): SearchDoc => ({
    id,
    name,
    aliases: [],
    kind: 'generic',
    group: 'Vegetables',
    commonness: 0.5,
    names,
  });
  const idx = new LexicalIndex([
    food('egg', 'Egg, whole, raw', [{ lang: 'nl', text: 'Ei' }]),
    food('carrot', 'Carrots, raw', [{ lang: 'nl', text: 'Wortel' }]),
    food('peas-carrots', 'Peas and carrots, frozen', [{ lang: 'nl', text: 'Doperwtjes en worteltjes' }]),
  ]);
  const top = (q: string) => idx.search(q, { limit: 3 })[0];

  it('reads a diminutive no name holds as the word it is made of, never confidently', () => {
    expect(top('eitje')).toMatchObject({ id: 'egg', keyed: true });
    expect(lexicalMatch(top('eitje')!, false, false).score).toBeLessThan(CONFIDENT);
  });
  it('reads it so even when a name of a mixture holds the diminutive among other words', () => {
    expect(top('worteltjes')?.id).toBe('carrot');
  });
});

describe('Japanese typed in romaji', () => {
  const food = (id: string, name: string, names: { lang: string; text: string }[] = [], aliases: string[] = []): SearchDoc => ({
    id,
    name,
    aliases,
    kind: 'generic',
    group: 'Eggs',
    commonness: 0.5,
    names,
  });
  const idx = new LexicalIndex([
    food('egg', 'Egg, whole, raw', [{ lang: 'ja', text: 'たまご' }]),
    food('rice', 'Rice, white, cooked', [{ lang: 'ja', text: 'ごはん' }]),
    food('sake', 'Alcoholic beverage, rice (sake)', [], ['sake']),
    food('salmon', 'Fish, salmon, raw', [{ lang: 'ja', text: 'さけ' }]),
    food('milk', 'Milk, whole', [{ lang: 'ja', text: 'ぎゅうにゅう' }]),
  ]);
  const top = (q: string) => idx.search(q, { limit: 3 })[0];

  it('reads a word spelling kana as the kana name it spells, never confidently', () => {
    expect(top('tamago')).toMatchObject({ id: 'egg', keyed: true });
    expect(top('gohan')?.id).toBe('rice');
    expect(lexicalMatch(top('gohan')!, false, false).score).toBeLessThan(CONFIDENT);
  });
  it('reads the long vowels romaji leaves unwritten ("gyunyu", ぎゅうにゅう), never confidently', () => {
    expect(top('gyunyu')).toMatchObject({ id: 'milk', keyed: true });
  });
  it("leaves a word of a food's own name as it is ('sake', the rice wine, not さけ, salmon)", () => {
    expect(idx.search('sake', { limit: 3 }).map((h) => h.id)).not.toContain('salmon');
  });
});

describe('Korean typed in Latin letters', () => {
  const food = (id: string, name: string, names: { lang: string; text: string }[] = []): SearchDoc => ({
    id,
    name,
    aliases: [],
    kind: 'generic',
    group: 'Dairy',
    commonness: 0.5,
    names,
  });
  const idx = new LexicalIndex([
    food('milk', 'Milk, whole', [{ lang: 'ko', text: '우유' }]),
    food('egg', 'Egg, whole, raw', [{ lang: 'ko', text: '계란' }]),
    food('kimchi', 'Kimchi', [{ lang: 'ko', text: '김치' }]),
    food('tea', 'Tea, brewed'),
  ]);
  const top = (q: string) => idx.search(q, { limit: 3 })[0];

  it('reads a word spelling Hangul syllables as the Korean name it spells, never confidently', () => {
    expect(top('uyu')).toMatchObject({ id: 'milk', keyed: true });
    expect(top('gyeran')?.id).toBe('egg');
    expect(lexicalMatch(top('uyu')!, false, false).score).toBeLessThan(CONFIDENT);
  });
  it("leaves a word of a food's own name as it is", () => {
    expect(top('tea')?.id).toBe('tea');
    expect(top('kimchi')?.id).toBe('kimchi');
    expect(top('kimchi')?.keyed).toBeFalsy();
  });
});

describe('Chinese typed in pinyin', () => {
  const food = (id: string, name: string, names: { lang: string; text: string }[] = []): SearchDoc => ({
    id,
    name,
    aliases: [],
    kind: 'generic',
    group: 'Cereal Grains and Pasta',
    commonness: 0.5,
    names,
  });
  const idx = new LexicalIndex([
    food('rice', 'Rice, white, cooked', [{ lang: 'zh', text: '米饭' }]),
    food('tofu', 'Tofu, firm', [{ lang: 'zh', text: '豆腐' }]),
  ]);
  const top = (q: string) => idx.search(q, { limit: 3 })[0];

  it("reads a word spelling a Chinese word's reading as that word, never confidently", () => {
    expect(top('mifan')).toMatchObject({ id: 'rice', keyed: true });
    expect(top('doufu')?.id).toBe('tofu');
    expect(lexicalMatch(top('doufu')!, false, false).score).toBeLessThan(CONFIDENT);
  });
});

describe('Arabic-script names typed in Latin letters', () => {
  const food = (id: string, name: string, names: { lang: string; text: string }[] = []): SearchDoc => ({
    id,
    name,
    aliases: [],
    kind: 'generic',
    group: 'Dairy and Egg Products',
    commonness: 0.5,
    names,
  });
  const idx = new LexicalIndex([food('milk', 'Milk, whole', [{ lang: 'ar', text: 'حليب' }]), food('halibut', 'Fish, halibut, raw')]);
  const top = (q: string) => idx.search(q, { limit: 3 })[0];

  it('reads a word no name holds, read no other way, as the Arabic-script name of its consonants, never confidently', () => {
    expect(top('haleeb')).toMatchObject({ id: 'milk', keyed: true });
    expect(lexicalMatch(top('haleeb')!, false, false).score).toBeLessThan(CONFIDENT);
  });
  it('leaves a word the names hold, or one read as a misspelling of theirs, as it is', () => {
    expect(top('halibut')?.id).toBe('halibut');
    expect(top('halibt')?.id).toBe('halibut');
  });
  it("also reads a word only other languages' longer names hold as an Arabic-script name ('ruz': Breton 'kaol ruz', red cabbage; رز, rice)", () => {
    const rice = new LexicalIndex([
      food('rice', 'Rice, white, raw', [{ lang: 'ar', text: 'رز' }]),
      food('cabbage', 'Cabbage, red, raw', [{ lang: 'br', text: 'kaol ruz' }]),
      food('kale', 'Kale, raw', [{ lang: 'br', text: 'kaol' }]),
    ]);
    expect(rice.search('ruz', { limit: 2 })[0]).toMatchObject({ id: 'rice', keyed: true });
    // A word a name is alone is that name ("kaol", kale).
    expect(rice.search('kaol', { limit: 1 })[0]?.id).toBe('kale');
  });
});

describe('Polish plurals', () => {
  const food = (id: string, name: string, names: { lang: string; text: string }[] = []): SearchDoc => ({
    id,
    name,
    aliases: [],
    kind: 'generic',
    group: 'Fruits',
    commonness: 0.5,
    names,
  });
  const idx = new LexicalIndex([
    food('pear', 'Pear, raw', [{ lang: 'pl', text: 'gruszka' }]),
    food('nectar', 'Pear nectar', [{ lang: 'pl', text: 'Nektary z gruszki' }]),
    food('cucumber', 'Cucumber, raw', [{ lang: 'pl', text: 'ogórek' }]),
  ]);
  const top = (q: string) => idx.search(q, { limit: 3 })[0];

  it('reads a plural as the singular the names say, before a name holding the same letters as a genitive', () => {
    expect(top('gruszki')?.id).toBe('pear');
    expect(top('ogórki')?.id).toBe('cucumber');
    expect(lexicalMatch(top('gruszki')!, false, false).score).toBeLessThan(CONFIDENT);
  });
});

describe("a taxonomy's translation spelt as another food's own name", () => {
  const food = (id: string, name: string, names: { lang: string; text: string; reviewed?: boolean }[] = []): SearchDoc => ({
    id,
    name,
    aliases: [],
    kind: 'generic',
    commonness: 0.5,
    names,
  });
  const idx = new LexicalIndex([
    food('milk', 'Milk, NFS', [{ lang: 'it', text: 'latte' }]),
    food('latte', 'Coffee, Latte'),
    food('shrimp', 'Shrimp, NFS', [{ lang: 'vi', text: 'tôm' }]),
    food('turkey', 'Turkey, whole, tom'),
  ]);
  it("is no exact answer when the tables call another food so ('latte': Italian milk, and 'Coffee, Latte')", () => {
    const [hit] = idx.search('latte', { limit: 1 });
    expect(hit?.id === 'milk' ? hit.score : 0).toBeLessThan(BAND_HEAD);
  });
  it('stays exact when typed with accents no English name has', () => {
    expect(idx.search('tôm', { limit: 1 })[0]).toMatchObject({ id: 'shrimp' });
    expect(idx.search('tôm', { limit: 1 })[0]!.score).toBeGreaterThanOrEqual(BAND_EXACT);
  });
  it("leaves the English food it names only in part unconfident ('citron': French lemon, and candied citron)", () => {
    const citron = new LexicalIndex([food('lemon', 'Lemon, raw', [{ lang: 'fr', text: 'citron' }]), food('candied', 'Citron, candied')]);
    const [hit] = citron.search('citron', { limit: 1 });
    expect(hit).toMatchObject({ id: 'candied', rivalled: true });
    expect(lexicalMatch(hit!, false, false).score).toBeLessThan(CONFIDENT);
    // A food whose English name the query says whole keeps its confidence.
    const latte = new LexicalIndex([food('milk', 'Milk, NFS', [{ lang: 'it', text: 'latte' }]), food('latte', 'Latte')]);
    const [coffee] = latte.search('latte', { limit: 1 });
    expect(coffee).toMatchObject({ id: 'latte' });
    expect(coffee?.rivalled).toBeUndefined();
  });
  it("leaves unconfident a translation whose word the English names use of other foods ('panini': Italian sandwiches, and 'Panini bread')", () => {
    const docs = [food('sandwich', 'Sandwich, NFS', [{ lang: 'it', text: 'Panini' }]), food('bread', 'Panini bread')];
    const hit = new LexicalIndex(docs).search('panini', { limit: 2 }).find((h) => h.id === 'sandwich')!;
    expect(hit).toMatchObject({ via: 'translation', englishWords: true });
    expect(hit.score).toBeGreaterThanOrEqual(BAND_EXACT);
    expect(lexicalMatch(hit, false, false).score).toBeLessThan(CONFIDENT);
    // A reviewed lexicon's name keeps its confidence, as does a translation no English name spells.
    const reviewed = [food('sandwich', 'Sandwich, NFS', [{ lang: 'it', text: 'Panini', reviewed: true }]), food('bread', 'Panini bread')];
    const [sure] = new LexicalIndex(reviewed).search('panini', { limit: 1 });
    expect([sure?.id, sure?.englishWords]).toEqual(['sandwich', undefined]);
    const [only] = new LexicalIndex([docs[0]!]).search('panini', { limit: 1 });
    expect(lexicalMatch(only!, false, false).score).toBeGreaterThanOrEqual(CONFIDENT);
  });
});

describe("a plural in '-s' of a word ending in a vowel, which the stemmer leaves whole ('rotis')", () => {
  const food = (id: string, name: string, aliases: string[] = [], names: { lang: string; text: string }[] = []): SearchDoc => ({
    id,
    name,
    aliases,
    kind: 'generic',
    commonness: 0.5,
    names,
  });
  const idx = new LexicalIndex([
    food('roti', 'Bread, chapati or roti', ['roti']),
    food('cod', 'Fish, cod, baked', [], [{ lang: 'fr', text: 'Cabillauds rôtis' }]),
    food('martini', 'Martini'),
    food('anise', 'Spices, anise seed', [], [{ lang: 'fr', text: 'Anis' }]),
  ]);
  const top = (q: string) => idx.search(q, { limit: 1 })[0];

  it("reads it as the own word it is the plural of, before another language's plural spelt so", () => {
    expect(top('rotis')).toMatchObject({ id: 'roti', exact: true, inexact: false });
    expect(top('2 rotis')?.id).toBe('roti');
    expect(top('martinis')).toMatchObject({ id: 'martini', exact: true, inexact: false });
  });
  it('leaves a word that is no plural of an own word to the names that hold it', () => {
    expect(top('anis')?.id).toBe('anise');
  });
});

describe('lexical ranking: a shorter list is the head of a longer one', () => {
  // With as many foods holding every query word as the list is long, the others are not scored.
  it.each(['milk', 'apple', 'nuts', 'rice', 'chicken breast', 'apple juice', 'chocolate milk', 'raw nuts', 'milk whole', 'soup'])('%s', (q) => {
    const long = index.search(q, { limit: 12 }).map((h) => [h.id, h.score]);
    for (let k = 1; k <= 6; k++) expect(index.search(q, { limit: k }).map((h) => [h.id, h.score])).toEqual(long.slice(0, k));
  });
});
