/** Per-serving values entered per 100 g (src/domain/foods/basis-check.ts). */
import { describe, expect, test } from 'bun:test';
import { basisSuspect, familyOf, quantityAmount, type BasisCheckInput } from '../../../src/domain/foods/basis-check';

const product = (p: Partial<BasisCheckInput>): BasisCheckInput => ({
  name: '',
  categories: [],
  kcal: 100,
  protein: 5,
  carbs: 10,
  fat: 4,
  serving: null,
  quantity: null,
  ...p,
});

describe('basisSuspect', () => {
  test('dried prunes at 76 kcal "per 100 g" with a 31.25 g serving: one serving\'s values', () => {
    const r = basisSuspect(
      product({ name: 'Prugne secche', categories: ['en:dried-fruits', 'en:dried-prunes'], kcal: 76, protein: 0.7, carbs: 17, fat: 0, serving: 31.25 }),
    );
    expect(r?.reason).toBe('energy_below_category');
    expect(r?.if_per_serving.calories).toBe(243.2);
    expect(r?.message).toContain('dried fruits');
  });

  test("a 473 g smoothie serving would hold 1,419 kcal: one serving's values", () => {
    const r = basisSuspect(product({ name: 'Mango smoothie', kcal: 300, protein: 3, carbs: 69, fat: 0.6, serving: 473 }));
    expect(r?.reason).toBe('energy_above_category');
    expect(r?.if_per_serving.calories).toBe(63.4);
  });

  test('a soda entered per 330 ml can is above soft drinks; the can read per 100 ml fits', () => {
    expect(basisSuspect(product({ categories: ['en:beverages', 'en:sodas'], kcal: 139, protein: 0, carbs: 35, fat: 0, serving: 330 }))?.reason).toBe(
      'energy_above_category',
    );
  });

  test('values that stand per 100 g are not suspect', () => {
    // Nuts with a 28 g serving: read per serving they would be 2,025 kcal per 100 g, impossible.
    expect(basisSuspect(product({ name: 'Peanuts', kcal: 567, protein: 25, carbs: 16, fat: 49, serving: 28 }))).toBeNull();
    // Milk with a 125 ml serving: inside its family either way, so left alone.
    expect(basisSuspect(product({ categories: ['en:milks'], kcal: 48, protein: 3.4, carbs: 4.9, fat: 1.6, serving: 125 }))).toBeNull();
    // A serving close to 100 g changes nothing worth a flag.
    expect(basisSuspect(product({ categories: ['en:dried-prunes'], kcal: 76, carbs: 17, serving: 90 }))).toBeNull();
    // No serving: nothing to read them against.
    expect(basisSuspect(product({ categories: ['en:dried-prunes'], kcal: 76, carbs: 17 }))).toBeNull();
    // The serving is the whole pack: a big serving of a dense food is the pack, not an error.
    expect(
      basisSuspect(product({ name: 'Miele', categories: ['en:honeys'], kcal: 322, carbs: 80, protein: 0, fat: 0, serving: 750, quantity: 750 })),
    ).toBeNull();
  });

  test("sheep's, goat's and other animals' milks are not read against cow's milk", () => {
    // Sheep's milk is about 100 kcal per 100 ml (CIQUAL 2020): per 100 ml as stated, not a 125 ml glass of cow's milk.
    expect(
      basisSuspect(
        product({
          name: 'Lait de brebis entier',
          categories: ['en:dairies', 'en:milks', 'en:sheep-milks'],
          kcal: 100,
          protein: 5.5,
          carbs: 5,
          fat: 6.5,
          sugars: 5,
          serving: 125,
        }),
      ),
    ).toBeNull();
    expect(familyOf(['en:milks', 'en:whole-goat-milk'], 'Whole goat milk')?.name).toBe("other animals' milks");
    expect(familyOf([], 'Latte di capra intero')?.name).toBe("other animals' milks");
    expect(familyOf(['en:milks', 'en:semi-skimmed-milks'], 'Semi-skimmed milk')?.name).toBe('milks');
  });

  test('the most specific category decides, and mixed foods are not read by the words they contain', () => {
    expect(familyOf(['en:dairies', 'en:yogurts', 'en:chocolate-yogurts'], 'Chocolate yogurt')?.name).toBe('yogurts');
    expect(familyOf([], 'Almond milk unsweetened')?.name).toBe('drinks');
    expect(familyOf([], 'Organic Hazelnuts')?.name).toBe('nuts and seeds');
    // Categories that name no family leave the name to decide.
    expect(familyOf(['en:snacks'], 'Organic Hazelnuts')?.name).toBe('nuts and seeds');
    expect(familyOf(['en:snacks'], 'Organic trail bar')).toBeNull();
  });

  test('parent tags that join kinds of food name no family', () => {
    // Pasta is no drink, though OFF files it under "plant-based foods and beverages".
    expect(familyOf(['en:plant-based-foods-and-beverages', 'en:plant-based-foods', 'en:pastas', 'en:vermicelli'], 'Vermicelli')).toBeNull();
    expect(familyOf(['en:fish-and-meat-and-eggs', 'en:meats'], 'Beef slices')).toBeNull();
    expect(familyOf(['en:plant-based-foods', 'en:legumes-and-their-products'], 'Tofu')).toBeNull();
    expect(familyOf(['en:beverages', 'en:juices-and-nectars'], 'Succo di pesca')?.name).toBe('drinks');
  });

  test('a specific tag outside every range does not fall through to a parent that misreads it', () => {
    expect(familyOf(['en:buns', 'en:veggie-burgers'], 'Burger quinoa')?.range).toBeNull();
    expect(familyOf(['en:breads', 'en:toasts'], 'Crostini')?.name).toBe('biscuits and crackers');
    expect(familyOf([], 'Granola Honey Almonds')?.name).toBe('breakfast cereals');
  });

  test('jams, pestos and cured meats have their own ranges (jams were read as sweet spreads at 420-720)', () => {
    expect(familyOf(['en:spreads', 'en:sweet-spreads', 'en:fruit-preserves', 'en:jams'], 'Strawberry jam')?.name).toBe('jams');
    // A 20 g spoon of jam entered per 100 g: 50 kcal, read per 100 g 250.
    expect(basisSuspect(product({ categories: ['en:sweet-spreads', 'en:jams'], kcal: 50, protein: 0.1, carbs: 12, fat: 0, serving: 20 }))?.reason).toBe(
      'energy_below_category',
    );
    expect(basisSuspect(product({ categories: ['en:sauces', 'en:pestos'], kcal: 90, protein: 1, carbs: 1, fat: 9, serving: 20 }))?.reason).toBe(
      'energy_below_category',
    );
    expect(basisSuspect(product({ name: 'Salame Milano', kcal: 160, protein: 10, carbs: 0.5, fat: 13, serving: 40 }))?.reason).toBe('energy_below_category');
    expect(familyOf(['en:hams', 'en:dry-cured-hams'], 'Prosciutto')?.name).toBe('dry-cured hams');
  });

  test('name words in Italian, French, Spanish and German', () => {
    expect(familyOf(['en:plant-based-foods', 'en:legumes-and-their-products'], 'Lenticchie giganti biologiche')?.name).toBe(
      'flours, dry pasta, grains and pulses',
    );
    expect(familyOf([], 'Mandorle pelate')?.name).toBe('nuts and seeds');
    expect(familyOf([], "Flocons d'avoine complets")?.name).toBe('breakfast cereals');
    expect(familyOf([], 'Patatine classiche')?.name).toBe('crisps and salty snacks');
    expect(familyOf([], 'Crostata albicocca')?.name).toBe('cakes and pastries');
  });

  test("a category tag in another language is read by the family's words", () => {
    expect(familyOf(['it:frutta-disidratata'], 'Fruit e Veg')?.name).toBe('dried fruits');
    expect(familyOf(['en:confectioneries', 'fr:oeufs-en-chocolat'], 'Ovetti')?.name).toBe('chocolate');
  });

  test('balsamic vinegar entered per 15 ml tablespoon: below balsamic vinegars, read per 100 ml it fits', () => {
    expect(basisSuspect(product({ categories: ['en:vinegars', 'en:balsamic-vinegars'], kcal: 43, protein: 0.2, carbs: 10, fat: 0, serving: 15 }))?.reason).toBe(
      'energy_below_category',
    );
    expect(basisSuspect(product({ name: 'Aceto balsamico di Modena', kcal: 125, protein: 0.5, carbs: 27, fat: 0, serving: 15 }))).toBeNull();
  });

  test('cheeses, breads, cereal bars, dry pasta and rice cakes have families; fresh or light cheeses are left alone', () => {
    // Cheddar entered per 28 g serving: 113 kcal is no cheese; per 100 g it is 404.
    expect(basisSuspect(product({ categories: ['en:cheeses', 'en:cheddar'], kcal: 113, protein: 7, carbs: 0.4, fat: 9.3, serving: 28 }))?.reason).toBe(
      'energy_below_category',
    );
    // Cottage cheese at 98 kcal with a 30 g serving stands: fresh cheeses span too much to tell.
    expect(
      basisSuspect(product({ categories: ['en:cheeses', 'en:fresh-cheeses', 'en:cottage-cheeses'], kcal: 98, protein: 11, carbs: 3.4, fat: 4.3, serving: 30 })),
    ).toBeNull();
    expect(familyOf([], 'Sliced Whole Wheat Bread')?.name).toBe('breads');
    expect(basisSuspect(product({ name: 'Sliced Whole Wheat Bread', kcal: 110, protein: 5, carbs: 19, fat: 1.5, serving: 43 }))?.reason).toBe(
      'energy_below_category',
    );
    expect(basisSuspect(product({ categories: ['en:snacks', 'en:cereal-bars'], kcal: 160, protein: 2.4, carbs: 26, fat: 5, serving: 40 }))?.reason).toBe(
      'energy_below_category',
    );
    expect(familyOf([], 'Organic Spaghetti')?.name).toBe('flours, dry pasta, grains and pulses');
    expect(familyOf(['en:snacks'], 'Gallette di riso integrale')?.name).toBe('biscuits and crackers');
  });

  test('families narrower than their parents: vegetable soups, sweets, potato gnocchi', () => {
    // A minestrone entered per 200 g serving: 112 kcal is a soup, but not a vegetable soup.
    expect(basisSuspect(product({ categories: ['en:soups', 'en:vegetable-soups'], kcal: 112, protein: 4, carbs: 16, fat: 3, serving: 200 }))?.reason).toBe(
      'energy_above_category',
    );
    expect(basisSuspect(product({ categories: ['en:soups', 'en:vegetable-soups'], kcal: 56, protein: 2, carbs: 8, fat: 1.5, serving: 200 }))).toBeNull();
    // Sugar candies at 70 kcal with a 20 g serving: one serving's values.
    expect(basisSuspect(product({ categories: ['en:confectioneries', 'en:gummies'], kcal: 70, protein: 1.2, carbs: 16, fat: 0, serving: 20 }))?.reason).toBe(
      'energy_below_category',
    );
    // Potato gnocchi at 392 kcal with a 250 g serving read as 157 kcal gnocchi.
    expect(basisSuspect(product({ name: 'Gnocchi', kcal: 392, protein: 6, carbs: 87, fat: 0.8, serving: 250, quantity: 500 }))?.reason).toBe(
      'energy_above_category',
    );
    expect(basisSuspect(product({ name: 'Gnocchi', kcal: 157, protein: 2.4, carbs: 35, fat: 0.3, serving: 250, quantity: 500 }))).toBeNull();
  });

  test("salt: a soup bowl's salt entered per 100 g is above what a ready-to-eat soup holds", () => {
    // A 300 g bowl's values: 93 kcal is still a soup, but 2.8 g salt per 100 g is brine; per 100 g 0.93.
    const bowl = product({ categories: ['en:meals', 'en:soups'], kcal: 93, protein: 2.2, carbs: 7.4, fat: 4.6, salt: 2.8, serving: 300 });
    expect(basisSuspect(bowl)?.reason).toBe('salt_above_category');
    expect(basisSuspect(bowl)?.message).toContain('0.9 g');
    // The same soup per 100 g, and one whose salt is unknown, stand.
    expect(basisSuspect({ ...bowl, kcal: 31, protein: 0.7, carbs: 2.5, fat: 1.5, salt: 0.93 })).toBeNull();
    expect(basisSuspect({ ...bowl, salt: null })).toBeNull();
    // CIQUAL's saltiest soup as served (chicken and vegetables, 1.75 g) stands.
    expect(basisSuspect({ ...bowl, kcal: 31, protein: 2, carbs: 3, fat: 1.2, salt: 1.75, serving: 150 })).toBeNull();
    // Read per serving the salt must fit too: a soup at 4 g salt per 100 g is salty either way.
    expect(basisSuspect(product({ categories: ['en:soups'], kcal: 40, protein: 2, carbs: 5, fat: 1.5, salt: 4, serving: 150 }))).toBeNull();
  });

  test('condensed or dried soups and broths are sold to be diluted: no soup range or salt applies', () => {
    expect(familyOf(['en:soups', 'en:condensed-soups'], 'Chicken noodle')?.range).toBeNull();
    expect(familyOf([], 'Brodo vegetale')?.range).toBeNull();
    expect(familyOf([], 'Split pea soup mix')?.range).toBeNull();
    // Words of other foods keep their families.
    expect(familyOf([], 'Instant rice')?.name).toBe('flours, dry pasta, grains and pulses');
    expect(
      basisSuspect(product({ categories: ['en:soups', 'en:condensed-soups'], kcal: 60, protein: 2.5, carbs: 8, fat: 2, salt: 1.9, serving: 250 })),
    ).toBeNull();
  });

  test('sugars: a 125 ml glass of milk entered per 100 ml holds more lactose than milk does', () => {
    // Semi-skimmed milk per 125 ml: 58 kcal is still a milk, but 6.1 g sugars per 100 ml is not lactose.
    const glass = product({
      categories: ['en:dairies', 'en:milks', 'en:semi-skimmed-milks'],
      kcal: 58,
      protein: 4.1,
      carbs: 6.1,
      fat: 2,
      sugars: 6.1,
      serving: 125,
    });
    expect(basisSuspect(glass)?.reason).toBe('sugars_above_category');
    // The same milk per 100 ml, and one whose sugars are unknown, stand.
    expect(basisSuspect({ ...glass, kcal: 46, protein: 3.3, carbs: 4.9, fat: 1.6, sugars: 4.9 })).toBeNull();
    expect(basisSuspect({ ...glass, sugars: null })).toBeNull();
    // Flavoured milk (sugars 9.5, protein 3.3): read per 200 ml its sugars fit lactose but its protein no milk's.
    expect(
      basisSuspect(product({ categories: ['en:milks', 'en:flavoured-milks'], kcal: 80, protein: 3.3, carbs: 10, fat: 1.6, sugars: 9.5, serving: 200 })),
    ).toBeNull();
    // A protein-enriched milk (protein 6, lactose 4.7) with a 150 ml serving: read per serving its protein fits, its lactose is too low.
    expect(
      basisSuspect(product({ categories: ['en:milks', 'en:high-protein-milks'], kcal: 62, protein: 6, carbs: 4.7, fat: 1.5, sugars: 4.7, serving: 150 })),
    ).toBeNull();
  });

  test("label steps: a US label's per-serving numbers typed per 100 g are on FDA's steps, and off them read back to one serving", () => {
    // A trail mix's 40 g label (140 kcal, 3 g protein, 17 g carbohydrate, 7 g fat…) in the per-100 g fields: no family names it.
    const label = product({ name: 'Energy Power Mix', kcal: 140, protein: 3, carbs: 17, fat: 7, sugars: 13, fiber: 2, serving: 40, usLabel: true });
    expect(basisSuspect(label)?.reason).toBe('serving_label_steps');
    expect(basisSuspect(label)?.if_per_serving.calories).toBe(350);
    // The right row, as OFF computes it from that label (× 100 / 28): off the steps as stated, on them read back.
    expect(basisSuspect({ ...label, kcal: 607.14, protein: 17.86, carbs: 32.14, fat: 46.43, sugars: 7.14, fiber: 7.14, serving: 28 })).toBeNull();
    // A right row that is on the steps both ways (350 kcal with a 40 g serving is 140 per serving) stands.
    expect(basisSuspect({ ...label, kcal: 350, protein: 7.5, carbs: 42.5, fat: 17.5, sugars: 32.5, fiber: 5 })).toBeNull();
    // European labels state per 100 g, often in whole grams: the same numbers prove nothing there.
    expect(basisSuspect({ ...label, usLabel: false })).toBeNull();
    // Nor where the product's family rejects the per-serving reading (350 kcal is no soup).
    expect(basisSuspect({ ...label, categories: ['en:soups'] })).toBeNull();
  });

  test('a product no tag or name places, led by flour with no water, milk or cream listed, is a dry baked food', () => {
    const crackers = product({
      name: 'Croccantelle gusto bacon',
      ingredients: 'farina di grano tenero, olio di semi di girasole alto oleico, aroma gusto bacon 4% (sale, aromi), latte scremato in polvere',
      kcal: 148,
      protein: 3.9,
      carbs: 23.1,
      fat: 4.2,
      serving: 35,
    });
    expect(familyOf([], crackers.name, crackers.ingredients)?.name).toBe('flour-led foods with no water listed');
    expect(basisSuspect(crackers)?.reason).toBe('energy_below_category');
    // Per 100 g as stated (423 kcal) it stands.
    expect(basisSuspect({ ...crackers, kcal: 423, protein: 11, carbs: 66, fat: 12 })).toBeNull();
    // Water or milk listed: a bread, a pizza base or a batter, light enough either way.
    expect(basisSuspect({ ...crackers, ingredients: 'farina di grano tenero, acqua, olio, sale' })).toBeNull();
    expect(basisSuspect({ ...crackers, ingredients: 'wheat flour, milk, eggs, sugar' })).toBeNull();
    // Flour that is not the lead ingredient says nothing.
    expect(familyOf([], 'Snack', 'patate, farina di riso, olio')).toBeNull();
  });
});

test('quantityAmount reads pack sizes in g, kg, ml, cl and l', () => {
  expect(quantityAmount('400 g')).toBe(400);
  expect(quantityAmount('1,5 l')).toBe(1500);
  expect(quantityAmount('33 cl')).toBe(330);
  expect(quantityAmount('1.150 kg')).toBe(1150);
  expect(quantityAmount('6 uova')).toBeNull();
});
