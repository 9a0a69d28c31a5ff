import { describe, expect, test } from 'bun:test';
import { volumePortionDensity, readMeasure, resolveGrams, type GramsFood } from '../../../src/domain/language/grams';
import { parseIngredientLine as p } from '../../../src/domain/language/ingredient-line';
import { parseJaKoLine } from '../../../src/domain/language/ja-ko-ingredients';

// Hand-written fixtures shaped like household-measure rows.
const food = (name: string, rows: [number, string, number][], basis: GramsFood['nutrition_basis'] = '100g'): GramsFood => ({
  name,
  nutrition_basis: basis,
  portions: rows.map(([amount, measure, grams], i) => ({ seq: String(i + 1), amount, measure, grams })),
});
const onion = food('Onions, raw', [
  [1, 'cup, chopped', 160],
  [1, 'cup, sliced', 115],
  [1, 'tbsp chopped', 10],
  [1, 'large', 150],
  [1, 'medium (2-1/2" dia)', 110],
  [1, 'small', 70],
]);
const egg = food('Egg, whole, raw', [
  [1, 'large', 50],
  [1, 'extra large', 56],
  [1, 'cup (4.86 large eggs)', 243],
  [1, 'medium', 44],
  [1, 'small', 38],
]);
const garlic = food('Garlic, raw', [
  [1, 'cup', 136],
  [1, 'tsp', 2.8],
  [1, 'clove', 3],
]);
const butter = food('Butter', [
  [1, 'pat (1" sq, 1/3" high)', 5],
  [1, 'tbsp', 14.2],
  [1, 'cup', 227],
  [1, 'stick', 113],
]);
const sugar = food('Sugars, brown', [
  [1, 'tsp unpacked', 3],
  [1, 'cup packed', 220],
  [1, 'cup unpacked', 145],
]);
const celery = food('Celery, raw', [
  [1, 'cup chopped', 101],
  [1, 'stalk, large (11"-12" long)', 64],
  [1, 'stalk, medium (7-1/2" - 8" long)', 40],
  [1, 'stalk, small (5" long)', 17],
]);
const lemonJuice = food('Lemon juice, raw', [
  [1, 'cup', 244],
  [1, 'fl oz', 30.5],
  [1, 'lemon yields', 48],
  [1, 'wedge yields', 5.9],
]);
const salt = food('Salt, table', [
  [1, 'tsp', 6],
  [1, 'tbsp', 18],
  [1, 'dash', 0.4],
]);
const cilantro = food('Coriander leaves, raw', [
  [0.25, 'cup', 4],
  [9, 'sprigs', 20],
]);
const potato = food('Potatoes, raw', [
  [0.5, 'cup, diced', 75],
  [1, 'Potato large (3" to 4-1/4" dia)', 369],
  [1, 'Potato medium (2-1/4" to 3-1/4" dia)', 213],
]);
const steak = food('Beef steak', []);
const juice = food('Orange juice drink', [], '100ml');

const grams = (line: string, f: GramsFood, opts?: Parameters<typeof resolveGrams>[2]) => resolveGrams(p(line), f, opts);

describe('resolveGrams: mass and packages', () => {
  test('mass units convert by factor, no food evidence needed', () => {
    expect(grams('500 g of bomba rice', steak)).toMatchObject({ grams: 500, evidence: { method: 'mass' } });
    expect(grams('1 lb steak', steak).grams).toBeCloseTo(453.592, 3);
    expect(grams('2 kg steak', steak).grams).toBe(2000);
    expect(grams('8 oz. steak', steak).grams).toBeCloseTo(226.796, 3);
  });
  test('package sizes give mass directly', () => {
    expect(grams('2 (14.5 oz) cans diced tomatoes', steak)).toMatchObject({ evidence: { method: 'package' } });
    expect(grams('2 (14.5 oz) cans diced tomatoes', steak).grams).toBeCloseTo(822.136, 2);
    expect(grams('2 x 400g tins chickpeas', steak).grams).toBe(800);
    expect(grams('1 (8 ounce) package cream cheese', steak).grams).toBeCloseTo(226.796, 2);
    expect(grams('4 (6 ounce) salmon fillets', steak).grams).toBeCloseTo(680.39, 1);
  });
});

describe('resolveGrams: a head is a bulb', () => {
  test('"1 head garlic" is weighed by a "bulb" measure; no bulb recorded, no weight', () => {
    const bulbGarlic = food('Garlic, raw', [
      [1, 'clove', 3],
      [1, 'bulb', 24],
    ]);
    expect(grams('1 head garlic, halved crosswise', bulbGarlic).grams).toBe(24);
    expect(grams('2 heads garlic', bulbGarlic).grams).toBe(48);
    expect(grams('1 head garlic', garlic).grams).toBeNull();
  });
});

describe('resolveGrams: volumes through volume portions', () => {
  test('a cup of cream is fluid cream, not whipped: reshaping words and parenthesised notes do not describe the line', () => {
    const cream = food('Cream, fluid, heavy whipping', [
      [1, 'cup, whipped', 120],
      [1, 'cup, fluid (yields 2 cups whipped)', 238],
      [1, 'tbsp', 15],
    ]);
    expect(grams('1 cup heavy cream', cream).grams).toBeCloseTo(238, 0);
    expect(grams('1 cup whipped cream', cream).grams).toBeCloseTo(120, 0);
  });
  test('the portion whose description fits the line is chosen', () => {
    const r = grams('1 ½ cups chopped onion', onion);
    expect(r.grams).toBeCloseTo(240, 6);
    if (r.grams !== null) expect(r.evidence).toMatchObject({ method: 'density', portion: { seq: '1', measure: 'cup, chopped', grams: 160 } });
    expect(grams('1 cup sliced onion', onion).grams).toBeCloseTo(115, 6);
    expect(grams('3/4 cup packed brown sugar', sugar).grams).toBeCloseTo(165, 6);
  });
  test('nut or seed "meal" or "flour" is weighed by the ground measure', () => {
    const almonds = food('Nuts, almonds', [
      [1, 'cup, whole', 143],
      [1, 'cup, sliced', 92],
      [1, 'cup, ground', 95],
    ]);
    expect(grams('1 cup almond meal', almonds).grams).toBeCloseTo(95, 6);
    expect(grams('1.75 cups almond flour', almonds).grams).toBeCloseTo(1.75 * 95, 6);
    expect(grams('1 cup ground almonds', almonds).grams).toBeCloseTo(95, 6);
    expect(grams('1 cup almonds', almonds).grams).toBeCloseTo(143, 6);
  });
  test("a variety named by a generic food is not counted by the generic's item (a Thai chilli is no 45 g chili pepper)", () => {
    const chili = food('Peppers, hot chili, red, raw', [
      [1, 'pepper', 45],
      [0.5, 'cup, chopped or diced', 75],
    ]);
    expect(grams('3 Thai chilies', chili).grams).toBeNull();
    expect(grams("2 bird's eye chillies", chili).grams).toBeNull();
    expect(grams('2 habaneros', chili).grams).toBeNull();
    expect(grams('1 tbsp chopped Thai chilies', chili).grams).toBeCloseTo(9.4, 1);
    expect(grams('1 red chilli', chili).grams).toBe(45);
    // A table that records the variety weighs its own item.
    expect(grams('2 habaneros', food('Peppers, habanero, raw', [[1, 'pepper', 9]])).grams).toBe(18);
  });
  test('a wheel of a citrus fruit is its round slice; a wheel of cheese is never a slice', () => {
    const lime = {
      ...food('Lime, raw', [
        [1, 'fruit', 65],
        [1, 'slice or wedge', 8],
      ]),
      group: 'Citrus fruits',
    };
    expect(grams('1 lime wheel', lime).grams).toBe(8);
    expect(grams('2 lime wheels', lime).grams).toBe(16);
    const cheddar = {
      ...food('Cheese, cheddar', [
        [1, 'slice (1 oz)', 28],
        [1, 'cup, diced', 132],
      ]),
      group: 'Dairy and Egg Products',
    };
    expect(grams('1 wheel cheddar', cheddar).grams).toBeNull();
  });
  test('portions scale by unit factors', () => {
    expect(grams('1 tbsp garlic', garlic).grams).toBeCloseTo(8.4, 2); // 3 × the tsp row
    expect(grams('1 tsp butter', butter).grams).toBeCloseTo(14.2 / 3, 3);
    expect(grams('1 pint lemon juice', lemonJuice).grams).toBeCloseTo(488, 1);
    expect(grams('100 ml lemon juice', lemonJuice).grams).toBeCloseTo(103.1, 1);
  });
  test('a bare cup records the US-cup assumption', () => {
    const r = grams('1 cup garlic', garlic);
    expect(r.grams).toBe(136);
    if (r.grams !== null) expect(r.evidence.assumption).toContain('us_cup');
  });
  test('a reviewed density is used when no volume portion exists, and says so', () => {
    const r = grams('2 tbsp steak sauce', steak, { density: { g_per_ml: 1.1, source: 'reviewed label' } });
    expect(r.grams).toBeCloseTo(2 * 14.7868 * 1.1, 3);
    if (r.grams !== null) expect(r.evidence).toMatchObject({ method: 'density', density_g_per_ml: 1.1 });
  });
  test('a per-100 ml food scales by volume and states the 1 g/ml display', () => {
    const r = grams('250 ml orange juice', juice);
    expect(r).toMatchObject({ grams: 250, ml: 250 });
    if (r.grams !== null) expect(r.evidence.assumption).toContain('1 g/ml');
  });
  test('no volume evidence: null with the reason, never guessed', () => {
    const r = grams('1 cup steak', steak);
    expect(r.grams).toBeNull();
    if (r.grams === null) expect(r.reason).toContain('volume');
  });
});

describe('resolveGrams: counts and sizes', () => {
  test.each([
    ['1 large egg', egg, 50, 'large'],
    ['2 large eggs', egg, 100, 'large'],
    ['1 extra-large egg', egg, 56, 'extra large'],
    ['3 cloves garlic, minced', garlic, 9, 'clove'],
    ['1 stick butter', butter, 113, 'stick'],
    ['1/2 stick butter', butter, 56.5, 'stick'],
    ['2 stalks celery', celery, 80, 'stalk, medium (7-1/2" - 8" long)'],
    ['1 large stalk celery', celery, 64, 'stalk, large (11"-12" long)'],
    ['1 onion, chopped', onion, 110, 'medium (2-1/2" dia)'],
    ['1 small onion', onion, 70, 'small'],
    ['juice of 1 lemon', lemonJuice, 48, 'lemon yields'],
    ['2 medium potatoes', potato, 426, 'Potato medium (2-1/4" to 3-1/4" dia)'],
  ])('%s', (line, f, expected, measure) => {
    const r = grams(line, f);
    expect(r.grams).toBeCloseTo(expected, 6);
    if (r.grams !== null) expect(r.evidence.portion?.measure).toBe(measure);
  });

  test('a size the food has no portion for is not replaced by another size', () => {
    expect(grams('1 jumbo onion', onion).grams).toBeNull();
  });
  test('a pinch or dash is the measuring-spoon fraction of a teaspoon, the assumption recorded', () => {
    const spoonOnly = food('Salt, table', [[1, 'tsp', 6]]);
    const pinch = resolveGrams(p('a pinch of salt'), spoonOnly);
    expect(pinch.grams).toBeCloseTo(6 / 16, 5);
    if (pinch.grams !== null) expect(pinch.evidence.assumption).toContain('1/16 tsp');
    expect(resolveGrams(p('2 dashes salt'), spoonOnly).grams).toBeCloseTo(6 / 4, 5);
    expect(resolveGrams(p('1 spoon salt'), food('Salt, table', [[1, 'tbsp', 18]])).grams).toBeCloseTo(18, 5);
    // A weighed household "dash" of the food itself is better evidence than the convention.
    expect(resolveGrams(p('2 dashes salt'), salt).grams).toBeCloseTo(0.8, 5);
  });
  test('count units without a matching portion give null with the reason', () => {
    const bunch = grams('1 bunch cilantro', cilantro);
    expect(bunch.grams).toBeNull();
    if (bunch.grams === null) expect(bunch.reason).toContain('bunch');
    expect(grams('2 slices garlic', garlic).grams).toBeNull();
  });
  test('a bare count does not weigh a slice or a cup', () => {
    expect(grams('2 steaks', steak).grams).toBeNull();
  });
  test('standard portion: a spoonful of sweets and fats, an ounce of nuts rather than one kernel', () => {
    const honey = {
      ...food('Honey', [
        [1, 'cup', 339],
        [1, 'tbsp', 21],
        [1, 'packet (0.5 oz)', 14],
      ]),
      group: 'Sweets',
    };
    const almonds = {
      ...food('Nuts, almonds', [
        [1, 'cup, whole', 143],
        [1, 'oz (23 whole kernels)', 28.35],
        [1, 'almond', 1.2],
      ]),
      group: 'Nut and Seed Products',
    };
    const one = (name: string) => ({ ...p(name), quantity: 1 });
    const h = resolveGrams(one('honey'), honey, true);
    expect(h.grams).toBe(21);
    if (h.grams !== null) expect(h.evidence.assumption).toContain('spoonful');
    expect(resolveGrams(one('almonds'), almonds, true).grams).toBe(28.35);
  });
  test('standard portion: an unnumbered item takes the first household measure, recorded as an assumption', () => {
    const line = { ...p('butter'), quantity: 1 };
    expect(resolveGrams(line, butter).grams).toBeNull();
    const r = resolveGrams(line, butter, true);
    expect(r.grams).toBe(5);
    if (r.grams !== null) expect(r.evidence.assumption).toContain('standard portion');
  });
});

describe('resolveGrams: one eaten portion (no amount stated)', () => {
  const one = (name: string) => ({ ...p(name), quantity: 1 });
  test('the whole household row: "3 oz" of cooked fish is 85 g, "10 fries" a serving of 76 g', () => {
    const salmon = {
      ...food('Fish, salmon, cooked, dry heat', [
        [3, 'oz', 85],
        [0.5, 'fillet', 155],
      ]),
      group: 'Finfish and Shellfish Products',
    };
    expect(resolveGrams(one('grilled salmon'), salmon, true).grams).toBe(85);
    const fries = {
      ...food('Potatoes, french fried, oven heated', [
        [10, 'fries', 76],
        [1, 'package (9 oz), yields', 198],
      ]),
      group: 'Vegetables and Vegetable Products',
    };
    // A plural name is a serving, not one fry.
    expect(resolveGrams(one('fries'), fries, true).grams).toBe(76);
  });
  test('three ounces of meat from its ounce row when no 3 oz row exists', () => {
    const steak = {
      ...food('Beef, top sirloin, steak, cooked, broiled', [
        [1, 'oz', 28.35],
        [1, 'lb', 453.6],
      ]),
      group: 'Beef Products',
    };
    const r = resolveGrams(one('steak'), steak, true);
    expect(r.grams).toBeCloseTo(85.05, 2);
    if (r.grams !== null) expect(r.evidence.assumption).toContain('1 oz = 28.35 g');
  });
  test('a soft drink is a 12 fl oz can, not the medium fast-food cup; a whole item the food records still wins', () => {
    const cola = {
      ...food('Beverages, carbonated, cola, regular', [
        [1, 'fl oz', 30.7],
        [1, 'can or bottle (12 fl oz)', 370],
        [1, 'drink, medium (22 fl oz)', 676],
      ]),
      group: 'Beverages',
    };
    expect(resolveGrams(one('coke'), cola, true).grams).toBe(370);
    const diet = {
      ...food('Beverages, carbonated, low calorie, cola', [
        [1, 'fl oz', 29.6],
        [1, 'can or bottle (16 fl oz)', 474],
        [1, 'can (12 fl oz)', 355],
      ]),
      group: 'Beverages',
    };
    expect(resolveGrams(one('diet coke'), diet, true).grams).toBe(355);
    const breast = {
      ...food('Chicken, breast, skinless, boneless, cooked, grilled', [
        [3, 'oz', 85],
        [1, 'piece', 196],
      ]),
      group: 'Poultry Products',
    };
    expect(resolveGrams(one('chicken breast'), breast, true).grams).toBe(196);
  });
});

describe('resolveGrams: vessels hold one standard portion', () => {
  const milk = {
    ...food('Milk, whole, 3.25% milkfat', [
      [1, 'cup', 244],
      [1, 'quart', 976],
      [1, 'fl oz', 30.5],
    ]),
    group: 'Dairy and Egg Products',
  };
  const wine = {
    ...food('Alcoholic beverage, wine, table, red', [
      [1, 'fl oz', 29.4],
      [1, 'serving (5 fl oz)', 147],
    ]),
    group: 'Beverages',
  };
  const oatmeal = {
    ...food('Cereals, oats, cooked with water', [
      [1, 'cup', 234],
      [1, 'packet', 177],
    ]),
    group: 'Breakfast Cereals',
  };
  test('a glass of a drink is its reference amount; a bowl is the first household measure; each says so', () => {
    const r = grams('2 glasses of milk', milk);
    expect(r.grams).toBe(488);
    if (r.grams !== null) expect(r.evidence.assumption).toContain('a glass holds one standard portion');
    expect(grams('a bowl of oatmeal', oatmeal).grams).toBe(234);
    expect(grams('1 mug of milk', milk).grams).toBe(244);
  });
  test('a serving the food records is its own measure', () => {
    expect(grams('1 serving red wine', wine).grams).toBe(147);
  });
  test('cream is a spoonful', () => {
    const cream = {
      ...food('Cream, fluid, half and half', [
        [1, 'cup', 242],
        [1, 'tbsp', 15],
        [1, 'fl oz', 30.3],
      ]),
      group: 'Dairy and Egg Products',
    };
    expect(resolveGrams({ ...p('cream'), quantity: 1 }, cream, true).grams).toBe(15);
  });
});

describe('resolveGrams: failure cases', () => {
  test('no quantity, negative, NaN and unknown units are refused with reasons', () => {
    expect(grams('salt to taste', salt)).toMatchObject({ grams: null, reason: 'no quantity stated' });
    expect(resolveGrams({ quantity: -1, unit: 'g' }, salt).grams).toBeNull();
    expect(resolveGrams({ quantity: Number.NaN, unit: 'g' }, salt).grams).toBeNull();
    expect(resolveGrams({ quantity: 1, unit: 'furlong' }, salt)).toMatchObject({ grams: null });
  });
  test('zero stays zero', () => {
    expect(resolveGrams({ quantity: 0, unit: 'g' }, salt).grams).toBe(0);
  });
});

describe('measures and density', () => {
  test('readMeasure finds the unit, volume and describing words outside parentheses', () => {
    expect(readMeasure({ seq: '1', amount: 1, measure: 'cup, chopped', grams: 160 })).toMatchObject({ ml: 236.5882365, words: ['chop'] });
    expect(readMeasure({ seq: '1', amount: 1, measure: 'cup (4.86 large eggs)', grams: 243 }).words).toEqual([]);
    expect(readMeasure({ seq: '1', amount: 3, measure: 'cloves', grams: 9 }).unit?.name).toBe('clove');
    expect(readMeasure({ seq: '1', amount: 1, measure: 'large', grams: 50 })).toMatchObject({ unit: null, ml: null });
  });
  test('density from the first volume portion', () => {
    expect(volumePortionDensity(butter.portions)!.g_per_ml).toBeCloseTo(14.2 / 14.7868, 4);
    expect(volumePortionDensity(egg.portions)!.portion.measure).toBe('cup (4.86 large eggs)');
    expect(volumePortionDensity([])).toBeNull();
  });
});

describe('resolveGrams: counts named after the food', () => {
  test('"3 garlic cloves" and "2 celery stalks" use the count word of the name', () => {
    expect(grams('3 garlic cloves', garlic).grams).toBe(9);
    expect(grams('2 celery stalks', celery).grams).toBe(80);
  });
  test('a caller may hint the count word through unit_text', () => {
    expect(resolveGrams({ quantity: 2, unit: null, unit_text: 'cloves', name: 'Garlic, raw' }, garlic).grams).toBe(6);
    expect(resolveGrams({ quantity: 1, unit: null, unit_text: 'lemon', name: 'Lemon juice, raw' }, lemonJuice).grams).toBe(48);
  });
});

describe('resolveGrams: whole items without an exactly described portion', () => {
  test("a medium item: 'medium whole' is medium; without a medium portion the unsized item is, and small never borrows it", () => {
    const tomato = food('Tomatoes, red, ripe, raw', [
      [1, 'Italian tomato', 62],
      [1, 'large whole (3" dia)', 182],
      [1, 'medium whole (2-3/5" dia)', 123],
      [1, 'small whole (2-2/5" dia)', 91],
    ]);
    expect(grams('1 medium tomato', tomato).grams).toBe(123);
    const orange = food('Oranges, raw', [
      [1, 'cup, sections', 180],
      [1, 'large (3-1/16" dia)', 184],
      [1, 'small (2-3/8" dia)', 96],
      [1, 'fruit (2-5/8" dia)', 131],
    ]);
    const medium = resolveGrams(p('2 medium oranges'), orange);
    expect(medium.grams).toBe(262);
    if (medium.grams !== null) expect(medium.evidence.assumption).toContain('taken as medium');
    expect(grams('1 small orange', orange).grams).toBe(96);
  });
  const yolk = food('Egg, yolk, raw, fresh', [
    [1, 'large', 17],
    [1, 'cup', 243],
  ]);
  const chili = food('Peppers, hot chili, red, raw', [
    [1, 'pepper', 45],
    [0.5, 'cup, chopped or diced', 75],
  ]);
  const eggplant = food('Eggplant, raw', [
    [1, 'cup, cubes', 82],
    [1, 'eggplant, unpeeled (approx 1-1/4 lb)', 548],
  ]);
  const sweetPotato = food('Sweet potato, raw, unprepared', [
    [1, 'cup, cubes', 133],
    [1, 'sweetpotato, 5" long', 130],
  ]);
  test('a bare count uses the only item size recorded, and says so', () => {
    const r = grams('3 egg yolks', yolk);
    expect(r.grams).toBe(51);
    expect(r.grams !== null && r.evidence.assumption).toContain("'large' is the only item size");
  });
  test('a stated size never borrows the only other size', () => {
    expect(grams('3 small egg yolks', yolk).grams).toBeNull();
  });
  test('a bare count uses a portion named after the reference food, whatever the line calls it', () => {
    expect(grams('1 red chilli, deseeded', chili)).toMatchObject({ grams: 45, evidence: { method: 'portion', portion: { measure: 'pepper' } } });
  });
  test('"whole" names the item when no portion is described as whole', () => {
    expect(grams('2 whole eggs', egg).grams).toBe(88);
  });
  test('a size with an unsized item portion named after the reference food uses that item', () => {
    expect(grams('2 medium sweet potatoes', sweetPotato).grams).toBe(260);
    expect(grams('1 large aubergine', eggplant)).toMatchObject({ grams: 548, evidence: { portion: { measure: 'eggplant, unpeeled (approx 1-1/4 lb)' } } });
  });
});

describe('resolveGrams: portions of a closely related food', () => {
  const sharpSliced = { ...food('Cheese, cheddar, sharp, sliced', [[1, 'oz', 28.35]]), id: 'sliced' };
  const cheddar = {
    ...food('Cheese, cheddar', [
      [1, 'cup, shredded', 113],
      [1, 'oz', 28.35],
    ]),
    id: 'cheddar',
  };
  test('a unit the food has no portion for uses the related food, and the evidence names it', () => {
    const r = grams('1/2 cup sharp cheddar cheese, shredded', sharpSliced, { related: () => [cheddar] });
    expect(r.grams).toBeCloseTo(56.5, 1);
    expect(r.grams !== null && r.evidence.related_food).toEqual({ id: 'cheddar', name: 'Cheese, cheddar' });
    expect(r.grams !== null && r.evidence.assumption).toContain('related food');
  });
  test("the food's own portions come first; no related food, no weight", () => {
    expect(grams('2 oz cheddar', sharpSliced, { related: () => [cheddar] })).toMatchObject({ evidence: { method: 'mass' } });
    expect(grams('1/2 cup sharp cheddar', sharpSliced, { related: () => [] }).grams).toBeNull();
  });
});

describe('resolveGrams: a count noun in the name no portion names', () => {
  const anchovy = food('Fish, anchovy, european, canned in oil, drained solids', [
    [1, 'oz, boneless', 28.35],
    [1, 'anchovy', 4],
    [1, 'can (2 oz)', 45],
  ]);
  const ladyfingers = food('Cookies, ladyfingers, without lemon juice and rind', [
    [1, 'oz', 28.35],
    [1, 'ladyfinger', 11],
  ]);
  test('weighs the food counted by its own name ("6 anchovy fillets" are 6 anchovies)', () => {
    expect(grams('6 anchovy fillets', anchovy)).toMatchObject({ grams: 24, evidence: { method: 'portion', portion: { measure: 'anchovy' } } });
    expect(grams('24 ladyfingers', ladyfingers).grams).toBe(264);
  });
  test('a unit the line states is never dropped, and a part is never the whole item ("1 lime wedge" is no lime)', () => {
    expect(grams('2 slices anchovy', anchovy).grams).toBeNull();
    expect(grams('1 lime wedge', food('Lime, raw', [[1, 'fruit (5 cm dia)', 67]])).grams).toBeNull();
  });
});

describe('resolveGrams: a Japanese cut is a slice, never the whole fish', () => {
  const salmon = food('Fish, salmon, sockeye (red), raw', [
    [1, 'fish (2200g)', 768.27],
    [100, 'g', 100],
  ]);
  const ham = food('Ham, sliced', [[1, 'slice', 28]]);
  test('"鮭 1切れ" is no "1 fish"', () => {
    const g = resolveGrams(parseJaKoLine('鮭 1切れ'), salmon);
    expect(g.grams).toBeNull();
    // The whole fish is still what a bare count of fish weighs.
    expect(resolveGrams(p('1 salmon'), salmon).grams).toBeCloseTo(768.27, 1);
  });
  test('"ハム 2切れ" weighs two slices', () => expect(resolveGrams(parseJaKoLine('ハム 2切れ'), ham).grams).toBe(56));
});

describe('resolveGrams: a food sold in sheets is counted in sheets', () => {
  const laver = food('Seaweed, laver, raw', [
    [10, 'sheets', 26],
    [2, 'tbsp (1/8 cup)', 10],
  ]);
  test('"김 2장", "のり 1枚" and "2 laver" weigh sheets', () => {
    expect(resolveGrams(parseJaKoLine('김 2장'), laver).grams).toBeCloseTo(5.2, 5);
    expect(resolveGrams(parseJaKoLine('のり 1枚'), laver).grams).toBeCloseTo(2.6, 5);
    expect(resolveGrams(p('2 laver'), laver).grams).toBeCloseTo(5.2, 5);
  });
});
