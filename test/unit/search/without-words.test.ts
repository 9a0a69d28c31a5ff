import { describe, expect, it } from 'bun:test';
import { frozenMealPhrase, packedInPhrase, servedWithPhrase, soldDryPhrase, withoutPhrase } from '../../../src/search/without-words';
import { surfaceWords } from '../../../src/domain/language/text';

const words = (q: string) => q.split(' ');

describe('withoutPhrase', () => {
  it('finds "no X", "without X", "no added X", "X free" and an "added" after them', () => {
    expect(withoutPhrase(words('almonds no salt'))?.at).toEqual([1, 2]);
    expect(withoutPhrase(words('popcorn without salt'))?.at).toEqual([1, 2]);
    expect(withoutPhrase(words('no salt added tomato sauce'))?.at).toEqual([0, 1, 2]);
    expect(withoutPhrase(words('peaches no added sugar'))?.at).toEqual([1, 2, 3]);
    expect(withoutPhrase(words('sugar free gelatin'))?.at).toEqual([0, 1]);
    // As drinks' labels say it.
    expect(withoutPhrase(words('zero sugar cola'))?.at).toEqual([0, 1]);
    expect(withoutPhrase(words('0 sugar lemonade'))?.at).toEqual([0, 1]);
    expect(withoutPhrase(words('dairy free yogurt'))?.at).toEqual([0, 1]);
  });

  it('reads a food without dairy by what it is made of instead', () => {
    const tier = withoutPhrase(words('dairy free yogurt'))!.tier;
    expect(tier('SILK Vanilla soy yogurt (family size)')).toBe(2);
    expect(tier('Tofu yogurt')).toBe(2);
    expect(tier('Yogurt, fermented milk or dairy specialty, plain')).toBe(0);
    expect(tier('Yogurt, Greek, plain, nonfat')).toBe(1);
  });

  it('reads a dish cooked without butter or oil as the tables word it: "no added fat"', () => {
    const phrase = withoutPhrase(words('scrambled eggs without butter'))!;
    expect(phrase.at).toEqual([2, 3]);
    expect(phrase.tier('Egg omelet or scrambled egg, no added fat')).toBe(2);
    expect(phrase.tier('Egg, fried without added fat')).toBe(2);
    expect(phrase.tier('Egg, whole, cooked, scrambled')).toBe(1);
    expect(phrase.tier('Egg omelet or scrambled egg, made with butter')).toBe(0);
    const tuna = withoutPhrase(words('tuna no oil'))!.tier;
    expect([tuna('Fish, tuna, light, canned in water'), tuna('Fish, tuna, light, canned in oil')]).toEqual([1, 0]);
  });

  it('reads a drink without alcohol as the tables word it: "nonalcoholic", "non-alcoholic"', () => {
    const tier = withoutPhrase(words('alcohol free wine'))!.tier;
    expect(withoutPhrase(words('alcohol free wine'))!.at).toEqual([0, 1]);
    expect(withoutPhrase(words('non alcoholic beer'))!.at).toEqual([0, 1]);
    expect(withoutPhrase(words('0% alcohol beer'))!.at).toEqual([0, 1]);
    expect([tier('Wine, nonalcoholic'), tier('Beverages, Wine, non-alcoholic'), tier('Wine, rice'), tier('Alcoholic beverage, wine, table, red')]).toEqual([
      2, 2, 1, 0,
    ]);
  });

  it('reads what a food is packed or served in, said last after "in" or "with", as the tables say it: "albacore tuna in water", "snails in garlic butter"', () => {
    const phrase = packedInPhrase({ tokens: ['albacore', 'tuna', 'water'], afterStop: [false, false, true] })!;
    expect(phrase.at).toEqual([2]);
    expect([phrase.tier('Fish, tuna, white, canned in water, drained solids'), phrase.tier('Fish, tuna, white, canned in oil')]).toEqual([2, 0]);
    // With the words that qualify it: all of them said first, then some.
    const butter = packedInPhrase({ tokens: ['snails', 'garlic', 'butter'], afterStop: [false, true, false] })!;
    expect(butter.at).toEqual([1, 2]);
    expect([butter.tier('Snail, in garlic butter'), butter.tier('Snail in parsley butter, cooked'), butter.tier('Snail, raw')]).toEqual([2, 1, 0]);
    // Not a container said before "of" ("glass of orange juice"): no food before the stop word.
    expect(packedInPhrase({ tokens: ['glass', 'orange', 'juice'], afterStop: [false, true, false] }, [0])).toBeNull();
    // Not a medium said with the food as one name ("tuna water"), nor a food of its own alone.
    expect(packedInPhrase({ tokens: ['tuna', 'water'], afterStop: [false, false] })).toBeNull();
    expect(packedInPhrase({ tokens: ['water'], afterStop: [false] })).toBeNull();
  });

  it('reads what a food is said to come with, after "with": the food named first, those saying what it comes with first, then those that come with something', () => {
    const words = surfaceWords('cottage cheese with peaches');
    expect(words.withAt).toBe(2);
    const phrase = servedWithPhrase(words)!;
    expect(phrase.at).toEqual([2]);
    expect([phrase.tier('Peaches and cottage cheese cup'), phrase.tier('Cheese, cottage, with fruit'), phrase.tier('Cheese, cottage, low fat')]).toEqual([
      2, 1, 0,
    ]);
    // No food before "with", or nothing after it: no such phrase.
    expect(surfaceWords('with peaches').withAt).toBe(-1);
    expect(surfaceWords('cottage cheese with').withAt).toBe(-1);
    expect(servedWithPhrase(surfaceWords('cottage cheese'))).toBeNull();
  });

  it('reads "vegan X", "plant based X" as X made without animals: what the tables say it is made of instead', () => {
    expect(withoutPhrase(words('vegan chocolate mousse'))!.at).toEqual([0]);
    expect(withoutPhrase(words('plant based ham'))!.at).toEqual([0, 1]);
    const tier = withoutPhrase(words('vegan chocolate mousse'))!.tier;
    expect([tier('Mousse, chocolate, plant-based, prepacked'), tier('Chocolate mousse (milk-based), refrigerated')]).toEqual([2, 1]);
  });

  it('reads "virgin X" as X made without alcohol, but not a virgin oil', () => {
    const virgin = withoutPhrase(words('virgin mojito'))!;
    expect(virgin.at).toEqual([0]);
    expect([virgin.tier('Mojito, nonalcoholic'), virgin.tier('Mojito'), virgin.tier('Mojito, alcoholic')]).toEqual([2, 1, 0]);
    for (const q of ['extra virgin olive oil', 'virgin coconut oil', 'virgin olive oil']) expect(withoutPhrase(words(q))).toBeNull();
  });

  it('reads one word that says what a food lacks as the phrase: "unsalted", "unsweetened", "skinless"', () => {
    expect(withoutPhrase(words('unsalted peanut butter'))?.at).toEqual([0]);
    const sugar = withoutPhrase(words('unsweetened dried cranberries'))!.tier;
    expect([sugar('Cranberries, dried, unsweetened'), sugar('Cranberries, dried'), sugar('Cranberries, dried, sweetened')]).toEqual([2, 1, 0]);
    const skin = withoutPhrase(words('skinless chicken thigh'))!.tier;
    expect([skin('Chicken, thigh, meat only, raw'), skin('Chicken, thigh, meat and skin, raw')]).toEqual([2, 0]);
  });

  it('reads "low sodium", "reduced salt" as less salt, as labels say it', () => {
    const less = withoutPhrase(words('low sodium black bean soup'))!;
    expect(less.at).toEqual([0, 1]);
    expect([less.tier('Soup, bean, canned, reduced sodium'), less.tier('Soup, black bean, canned'), less.tier('Soup, bean, salted')]).toEqual([2, 1, 0]);
    expect(withoutPhrase(words('reduced salt soya sauce'))!.tier('Soy sauce made from soy and wheat (shoyu), low sodium')).toBe(2);
  });

  it('reads "low fat", "reduced fat", "lowfat" as less fat, as labels say it: reduced, light, fat free', () => {
    const less = withoutPhrase(words('low fat custard'))!;
    expect(less.at).toEqual([0, 1]);
    expect([less.tier('Custard dessert, reduced fat, refrigerated'), less.tier('Custard'), less.tier('Margarine, light')]).toEqual([2, 1, 2]);
    expect(withoutPhrase(words('lowfat margarine'))!.at).toEqual([0]);
  });

  it("reads SR28's special dietary foods as made without sugar", () => {
    const sugar = withoutPhrase(words('sugar free peanut butter sandwich cookies'))!.tier;
    expect([sugar('Cookies, peanut butter sandwich, special dietary'), sugar('Cookies, peanut butter sandwich, regular')]).toEqual([2, 1]);
  });

  it('finds nothing where no word says what a food lacks', () => {
    for (const q of ['salted peanuts', 'no cheese pizza', 'gluten bread', 'salt', 'free range eggs']) expect(withoutPhrase(words(q))).toBeNull();
  });

  it("ranks names by the tables' words: without it, silent, with it", () => {
    const tier = withoutPhrase(words('almonds no salt'))!.tier;
    expect(tier('Nuts, almonds, dry roasted, without salt added')).toBe(2);
    expect(tier('Cashews, unsalted')).toBe(2);
    expect(tier('Nuts, almonds')).toBe(1);
    expect(tier('Nuts, almonds, dry roasted, with salt added')).toBe(0);
    const skin = withoutPhrase(words('chicken drumstick no skin'))!.tier;
    expect([skin('Chicken drumstick, stewed, skin not eaten'), skin('Chicken, drumstick, meat and skin, raw')]).toEqual([2, 0]);
    // A vegetable's flesh is it without its skin; its flesh and skin, with it.
    const peel = withoutPhrase(words('baked potato without skin'))!.tier;
    expect([
      peel('Potatoes, baked, flesh, without salt'),
      peel('Potato, french fries, from fresh, baked'),
      peel('Potatoes, baked, flesh and skin, without salt'),
    ]).toEqual([2, 1, 0]);
  });
});

describe('soldDryPhrase', () => {
  it('reads "mix" after a food as the food sold dry: dry, dehydrated or a powder first, made up last', () => {
    const mix = soldDryPhrase(words('brown gravy mix'))!;
    expect(mix.at).toEqual([2]);
    expect([mix.tier('Gravy, brown, dry'), mix.tier('Gravy, brown, canned'), mix.tier('Soup, tomato, dehydrated, water added')]).toEqual([2, 1, 0]);
    for (const q of ['mix', 'mix vegetables', 'mixed nuts', 'instant pot lentils', 'coffee instant']) expect(soldDryPhrase(words(q))).toBeNull();
  });

  it('reads "instant" as the food made up from what is sold dry, unless the query says it dry', () => {
    const instant = soldDryPhrase(words('instant onion soup'))!;
    expect(instant.at).toEqual([0]);
    const names = ['Soup, onion, dehydrated, water added', 'Soup, onion, dehydrated', 'Soup, onion, canned'];
    expect(names.map(instant.tier)).toEqual([2, 1, 0]);
    expect(names.map(soldDryPhrase(words('dry instant onion soup'))!.tier)).toEqual([0, 2, 1]);
  });
});

describe('frozenMealPhrase', () => {
  it('reads "frozen" or "tv" with a meal word last as a meal sold frozen, the frozen meals first', () => {
    const meal = frozenMealPhrase(words('fried chicken frozen dinner'))!;
    expect(meal.at).toEqual([2, 3]);
    expect([meal.tier('Chicken, fried, with potatoes, vegetable, frozen meal'), meal.tier('Chicken, fried')]).toEqual([2, 1]);
    expect(frozenMealPhrase(words('frozen chicken enchilada meal'))!.at).toEqual([0, 3]);
    for (const q of ['frozen dinner', 'oat meal', 'frozen peas', 'chicken dinner']) expect(frozenMealPhrase(words(q))).toBeNull();
  });
});
