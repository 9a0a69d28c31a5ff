import { describe, expect, test } from 'bun:test';
import { MAX_LINE_CHARS, parseIngredientLine as p } from '../../../src/domain/language/ingredient-line';

const row = (line: string) => {
  const r = p(line);
  return [r.quantity, r.quantity_max, r.unit, r.name, r.preparation];
};

describe('parseIngredientLine: the brief', () => {
  test.each([
    ['1 ½ cups chopped onion', 1.5, null, 'cup', 'onion', 'chopped'],
    ['2 (14.5 oz) cans diced tomatoes, drained', 2, null, 'can', 'tomatoes', 'diced, drained'],
    ['3 cloves garlic, minced', 3, null, 'clove', 'garlic', 'minced'],
    ['salt and pepper to taste', null, null, null, 'salt and pepper', 'to taste'],
    ['1 lb. boneless skinless chicken breasts, cut into 1-inch pieces', 1, null, 'lb', 'chicken breasts', 'boneless skinless, cut into 1-inch pieces'],
    ['Spaghetti: 320 g | 11 oz', 320, null, 'g', 'spaghetti', null],
    ['500 g of bomba rice', 500, null, 'g', 'bomba rice', null],
    ['2-3 tbsp olive oil', 2, 3, 'tbsp', 'olive oil', null],
    ['a pinch of salt', 1, null, 'pinch', 'salt', null],
    ['1 large egg', 1, null, null, 'egg', null],
    ['juice of 1 lemon', 1, null, null, 'lemon juice', null],
    ['1 cup (240 ml) milk', 1, null, 'cup', 'milk', null],
    ['100g butter', 100, null, 'g', 'butter', null],
    ['2 x 400g tins chickpeas', 2, null, 'can', 'chickpeas', null],
    ['1/2 tsp. baking soda', 0.5, null, 'tsp', 'baking soda', null],
    ['Two tablespoons honey', 2, null, 'tbsp', 'honey', null],
    ['1 stick butter', 1, null, 'stick', 'butter', null],
    ['1 (8 ounce) package cream cheese, softened', 1, null, 'package', 'cream cheese', 'softened'],
  ])('%s', (line, quantity, max, unit, name, preparation) => {
    expect(row(line)).toEqual([quantity, max, unit, name, preparation]);
  });
});

describe('parseIngredientLine: styles', () => {
  test.each([
    ['2 to 3 medium potatoes, peeled and cubed', 2, 3, null, 'potatoes', 'peeled and cubed'],
    ['1 1/2 teaspoons freshly ground black pepper', 1.5, null, 'tsp', 'black pepper', 'freshly ground'],
    ['1-1/2 cups flour', 1.5, null, 'cup', 'flour', null],
    ['1½ cups sugar', 1.5, null, 'cup', 'sugar', null],
    ['⅓ cup maple syrup', 0.333333, null, 'cup', 'maple syrup', null],
    ['1,5 kg potatoes', 1.5, null, 'kg', 'potatoes', null],
    ['.5 oz dried porcini', 0.5, null, 'oz', 'dried porcini', null],
    ['2tbsp soy sauce', 2, null, 'tbsp', 'soy sauce', null],
    ['1 T. lemon juice', 1, null, 'tbsp', 'lemon juice', null],
    ['1 t. vanilla', 1, null, 'tsp', 'vanilla', null],
    ['12 fl oz beer', 12, null, 'fl_oz', 'beer', null],
    ['1 ½ fl. oz. gin', 1.5, null, 'fl_oz', 'gin', null],
    ['1 US cup sugar', 1, null, 'us_cup', 'sugar', null],
    ['1 imperial pint milk', 1, null, 'imperial_pint', 'milk', null],
    ['2 Cups Of Milk', 2, null, 'cup', 'milk', null],
    ['a dozen eggs', 12, null, null, 'eggs', null],
    ['half a cup of sugar', 0.5, null, 'cup', 'sugar', null],
    ['a couple of bay leaves', 2, null, null, 'bay leaves', null],
    ['1/2-1 tsp chili flakes', 0.5, 1, 'tsp', 'chili flakes', null],
    ['about 2 cups flour', 2, null, 'cup', 'flour', null],
    ['1 15-oz can black beans, rinsed and drained', 1, null, 'can', 'black beans', 'rinsed and drained'],
    ['400g tin chopped tomatoes', 1, null, 'can', 'tomatoes', 'chopped'],
    ['Olive oil, 3 tablespoons', 3, null, 'tbsp', 'olive oil', null],
    ['Extra virgin olive oil 1/4 cup (40g)', 0.25, null, 'cup', 'extra virgin olive oil', null],
    ['shallots: 2', 2, null, null, 'shallots', null],
    ['beef (chuck, brisket, oxtail...): 1kg | 2 1/4lb', 1, null, 'kg', 'beef', 'chuck, brisket, oxtail...'],
    ['600g or 5 cups bread flour', 600, null, 'g', 'bread flour', null],
    ['200 g / 7 oz dark chocolate', 200, null, 'g', 'dark chocolate', null],
    ['1 (3 lb) whole chicken', 1, null, null, 'chicken', null],
    ['4 skinless, boneless chicken breast halves', 4, null, null, 'chicken breast halves', 'skinless, boneless'],
    ['1 cup warm water', 1, null, 'cup', 'water', 'warm'],
    ['1 tsp hot sauce', 1, null, 'tsp', 'hot sauce', null],
    ['2 cups cooked rice', 2, null, 'cup', 'cooked rice', null],
    ['1 (10 ounce) package frozen chopped spinach, thawed', 1, null, 'package', 'frozen spinach', 'chopped, thawed'],
    ['1 inch ginger, grated', 1, null, 'inch', 'ginger', 'grated'],
    ['500 g di farina 00', 500, null, 'g', 'farina 00', null],
    ['1 ½ tazas de arroz', 1.5, null, 'cup', 'arroz', null],
    ['2 tablespon olive oil', 2, null, 'tbsp', 'olive oil', null],
    ['- 2 cups flour', 2, null, 'cup', 'flour', null],
    ['• 3 eggs', 3, null, null, 'eggs', null],
    ['Pinch of nutmeg', 1, null, 'pinch', 'nutmeg', null],
    ['small bunch of coriander, chopped', 1, null, 'bunch', 'coriander', 'chopped'],
    ['small bunch coriander, chopped', 1, null, 'bunch', 'coriander', 'chopped'],
    ['large handful spinach', 1, null, 'handful', 'spinach', null],
    ['1 ball mozzarella, torn', 1, null, 'ball', 'mozzarella', 'torn'],
    ['large eggs', null, null, null, 'eggs', null],
    ['2 whole cloves', 2, null, null, 'cloves', null],
    ['1 lg. onion', 1, null, null, 'onion', null],
    ['seeds of 1 pomegranate', 1, null, null, 'pomegranate seeds', null],
    ['zest of 2 oranges', 2, null, null, 'orange zest', null],
    ['1 (or 2) clove(s) of garlic', 1, 2, 'clove', 'garlic', null],
  ])('%s', (line, quantity, max, unit, name, preparation) => {
    const r = p(line);
    expect([r.quantity === null ? null : Math.round(r.quantity * 1e6) / 1e6, r.quantity_max, r.unit, r.name, r.preparation]).toEqual([
      quantity,
      max,
      unit,
      name,
      preparation,
    ]);
  });

  test('packages, sizes, alternatives', () => {
    expect(p('1 (8 ounce) package cream cheese')).toMatchObject({ package: { quantity: 8, unit: 'oz' } });
    expect(p('2 x 400g tins chickpeas')).toMatchObject({ package: { quantity: 400, unit: 'g' } });
    expect(p('1 can (400 ml) coconut milk')).toMatchObject({ unit: 'can', package: { quantity: 400, unit: 'ml' } });
    expect(p('4 (6 ounce) salmon fillets')).toMatchObject({ quantity: 4, unit: null, name: 'salmon fillets', package: { quantity: 6, unit: 'oz' } });
    expect(p('1 cup (240 ml) milk').package).toBeNull();
    expect(p('1 large egg').size).toBe('large');
    expect(p('1 heaping tablespoon cocoa')).toMatchObject({ unit: 'tbsp', size: 'heaping', name: 'cocoa' });
    expect(p('2 tablespoons butter or margarine')).toMatchObject({ name: 'butter', alternatives: ['margarine'] });
    expect(p('2 cups chicken or vegetable stock')).toMatchObject({ name: 'chicken stock', alternatives: ['vegetable stock'] });
    expect(p('2 lbs Large/Jumbo Shrimp')).toMatchObject({ quantity: 2, unit: 'lb', name: 'large shrimp', alternatives: ['jumbo shrimp'] });
    expect(p('1 cup chicken/vegetable stock')).toMatchObject({ name: 'chicken stock', alternatives: ['vegetable stock'] });
    expect(p('2 tbsp white or red wine vinegar')).toMatchObject({ name: 'white wine vinegar', alternatives: ['red wine vinegar'] });
    expect(p('1 tbsp honey or maple syrup')).toMatchObject({ name: 'honey', alternatives: ['maple syrup'] });
    expect(p('1-inch piece ginger')).toMatchObject({ quantity: 1, unit: 'piece', size: '1-inch', name: 'ginger' });
    // A whole count then each item's size, without parentheses; a size word before the container.
    expect(p('1 8oz cream cheese')).toMatchObject({ quantity: 1, unit: null, name: 'cream cheese', package: { quantity: 8, unit: 'oz' } });
    expect(p('1 14.5 oz (400 grams) canned tomatoes')).toMatchObject({ quantity: 1, name: 'canned tomatoes', package: { quantity: 14.5, unit: 'oz' } });
    expect(p('1 29oz large can tomato sauce')).toMatchObject({ quantity: 1, unit: 'can', name: 'tomato sauce', package: { quantity: 29, unit: 'oz' } });
    expect(p('1 1/2 cups milk')).toMatchObject({ quantity: 1.5, unit: 'cup', package: null });
    // An alternative with its own amount: the amount is not part of either name.
    expect(p('2 tbsp butter or 2 tbsp oil')).toMatchObject({ quantity: 2, unit: 'tbsp', name: 'butter', alternatives: ['oil'] });
    expect(p('1 cup milk or 1/2 cup cream')).toMatchObject({ name: 'milk', alternatives: ['cream'] });
  });

  test('grams written beside a volume or count are kept as the stated weight', () => {
    expect(p('1 cup (125g) all-purpose flour')).toMatchObject({ unit: 'cup', stated_grams: 125 });
    expect(p('2 cups / 250 g flour')).toMatchObject({ unit: 'cup', stated_grams: 250 });
    expect(p('3 aubergines (900g)')).toMatchObject({ unit: null, stated_grams: 900 });
    expect(p('2 (400 g) cans tomatoes').stated_grams).toBeNull();
    expect(p('250 g / 2 cups flour').stated_grams).toBeNull();
  });

  test("a parenthesised name is the cook's gloss: another name of the food; other notes are not", () => {
    expect(p('1/2 tsp hing (asafoetida)')).toMatchObject({ name: 'hing', preparation: 'asafoetida', alternatives: ['asafoetida'] });
    expect(p('2 cups atta (whole wheat flour)').alternatives).toEqual(['whole wheat flour']);
    for (const line of [
      '1 cup butter (softened)',
      '2 eggs (room temperature)',
      '1 tsp salt (optional)',
      '1 lb shrimp (peeled and deveined)',
      '1 cup fresh herbs (mint, cilantro, Thai basil)',
      '1 cup cilantro (leaves and stems)',
    ]) {
      expect(p(line).alternatives).toEqual([]);
    }
  });

  test('a weight beside a count in any mass unit is the whole amount; "each" multiplies', () => {
    expect(p('2 chicken breasts (500 g)').stated_grams).toBe(500);
    expect(p('2 chicken breasts (about 1.2 kg)').stated_grams).toBe(1200);
    expect(p('1 napa cabbage (about 2 lbs)').stated_grams).toBeCloseTo(907.18, 1);
    expect(p('4 chicken breasts (150 g each)').stated_grams).toBe(600);
    expect(p('2 salmon fillets, 150 g each').stated_grams).toBe(300);
    // After the name, the weight beside a count is the total, not a package per item.
    expect(p('Chicken breasts: 2 (500 g)')).toMatchObject({ quantity: 2, package: null, stated_grams: 500 });
    // Ounces beside a volume may be fluid ounces: not a weight.
    expect(p('1 cup (8 oz) cream cheese').stated_grams).toBeNull();
    expect(p('1 cup (8 oz / 225 g) cream cheese').stated_grams).toBe(225);
    expect(p('2 eggs (4 oz)').stated_grams).toBeCloseTo(113.4, 1);
    // Before the name, "2 (6 oz) fillets" stays a size per item.
    expect(p('2 (6 oz) salmon fillets')).toMatchObject({ package: { quantity: 6, unit: 'oz' }, stated_grams: null });
  });

  test('"and a half" after the unit; an em dash between words ends the name', () => {
    expect(p('Three ounces and a half of fresh butter.')).toMatchObject({ quantity: 3.5, unit: 'oz', name: 'fresh butter' });
    expect(p('A pint and a half of milk')).toMatchObject({ quantity: 1.5, unit: 'pint', name: 'milk' });
    expect(p('A quarter of a pound of fresh butter—washed.')).toMatchObject({ quantity: 0.25, unit: 'lb', name: 'fresh butter', preparation: 'washed' });
    expect(p('2 sugar-snap peas')).toMatchObject({ name: 'sugar-snap peas' });
  });

  test('unit_text keeps what was written', () => {
    expect(p('2 Tbsp butter').unit_text).toBe('Tbsp');
    expect(p('1 lb. beef').unit_text).toBe('lb.');
    expect(p('2 cups rice').unit_text).toBe('cups');
  });

  test('the input is returned as given', () => {
    const line = '  2  Cups   Flour ';
    expect(p(line).input).toBe(line);
  });
});

describe('parseIngredientLine: unknown amounts stay null, never guessed', () => {
  test.each([
    ['salt and pepper to taste', 'salt and pepper'],
    ['Salt', 'salt'],
    ['olive oil, for drizzling', 'olive oil'],
    ['a few sprigs of thyme', 'thyme'],
    ['a little butter', 'butter'],
    ['some grated cheese', 'cheese'],
    ['Basilico fresco q.b.', 'basilico fresco'],
    ['crusty bread, to serve', 'crusty bread'],
    // A comment said before the name.
    ['To taste: black pepper', 'black pepper'],
    ['to your taste soy sauce', 'soy sauce'],
    ['additional flour, for dusting', 'flour'],
    ['more butter for greasing', 'butter'],
  ])('%s', (line, name) => {
    const r = p(line);
    expect(r.quantity).toBeNull();
    expect(r.quantity_max).toBeNull();
    expect(r.quantity_known).toBe(false);
    expect(r.name).toBe(name);
  });
});

describe('parseIngredientLine: failure cases', () => {
  test('negative amounts are no quantity', () => {
    const r = p('-2 cups sugar');
    expect(r.quantity).toBeNull();
    expect(r.quantity_known).toBe(false);
    expect(r.name).toBe('sugar');
    expect(r.confidence).toBeLessThan(0.5);
  });

  test('a zero amount stays 0 with low confidence', () => {
    const r = p('0 g butter');
    expect(r.quantity).toBe(0);
    expect(r.confidence).toBeLessThan(p('10 g butter').confidence);
  });

  test('division by zero is no quantity', () => {
    expect(p('1/0 cup sugar').quantity).not.toBe(Infinity);
  });

  test('unknown units are not invented: the word stays in the name', () => {
    const r = p('3 smoots of licorice');
    expect(r.quantity).toBe(3);
    expect(r.unit).toBeNull();
    expect(r.name).toContain('smoots');
  });

  test.each(['', '   ', '!!!', '12345', '\u0000\u0001\u0002\u00ff\ufffd', '((((', '½', '-', '||||'])(
    'nonsense %p: no name, no quantity or a bare number, low confidence',
    (line) => {
      const r = p(line);
      expect(r.name).toBe('');
      expect(r.confidence).toBeLessThanOrEqual(0.1);
      expect(r.alternatives).toEqual([]);
    },
  );

  test('binary junk around a real line is ignored', () => {
    const r = p('\u0000\u0007 2 cups\u0000 flour \ufffd');
    expect(r).toMatchObject({ quantity: 2, unit: 'cup', name: 'flour' });
  });

  test('random bytes never throw and always give the shape', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 300; i++) {
      const s = Array.from({ length: Math.floor(rnd() * 60) }, () => String.fromCharCode(Math.floor(rnd() * 0x2fff))).join('');
      const r = p(s);
      expect(typeof r.name).toBe('string');
      expect(r.confidence).toBeGreaterThanOrEqual(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
      if (r.quantity !== null) expect(Number.isFinite(r.quantity) && r.quantity >= 0).toBe(true);
    }
  });

  test('over-long input is cut, parsed quickly and marked less confident', () => {
    const long = `2 cups flour ${'and more flour '.repeat(20_000)}`;
    const t = performance.now();
    const r = p(long);
    expect(performance.now() - t).toBeLessThan(500);
    expect(r.input.length).toBeGreaterThan(MAX_LINE_CHARS);
    expect(r.quantity).toBe(2);
    expect(r.confidence).toBeLessThanOrEqual(0.5);
  });

  test('non-string input does not throw', () => {
    expect(p(undefined as unknown as string).name).toBe('');
    expect(p(42 as unknown as string).quantity).toBe(42);
  });
});

describe('parseIngredientLine: combined and trailing measures', () => {
  test.each([
    ['1 cup plus 2 tablespoons flour', 1.125, 'cup', 'flour'],
    ['½ cup + 2 tablespoons (150ml) cold whole milk', 0.625, 'cup', 'whole milk'],
    ['Rice (50 grams)', 50, 'g', 'rice'],
    ['Onion (1)', 1, null, 'onion'],
    ['Chocolate (70 g) (optional)', 70, 'g', 'chocolate'],
    ['Milk 250ml', 250, 'ml', 'milk'],
    ['Spring onions – 4, sliced', 4, null, 'spring onions'],
  ])('%s', (line, quantity, unit, name) => {
    expect(p(line)).toMatchObject({ quantity, unit, name });
  });
  test('a trailing number on a long or numeric name is not a name-first measure', () => {
    expect(p('Ground beef 80/20').quantity).toBeNull();
  });
});

describe('parseIngredientLine: measures as recipe sites write them', () => {
  test.each([
    // A small measure with no number is one of it; a brand that starts with a measure word is not.
    ['Pinch kosher salt', 1, null, 'pinch', 'kosher salt', null],
    ['Handful basil leaves, torn', 1, null, 'handful', 'basil leaves', 'torn'],
    ['heaping tablespoon cocoa powder', 1, null, 'tbsp', 'cocoa powder', null],
    // How full the measure is, said before the number or the unit.
    ['scant 1/2 teaspoon salt', 0.5, null, 'tsp', 'salt', null],
    ['Generous 2 cups stock', 2, null, 'cup', 'stock', null],
    ['3 packed cups spinach', 3, null, 'cup', 'spinach', 'packed'],
    // Another count and size, or "or more", is a note.
    ['6 large or 8 medium carrots', 6, null, null, 'carrots', 'or 8 medium'],
    ['2 or more tablespoons water', 2, null, 'tbsp', 'water', 'or more'],
    // Recipe plugins' checkboxes.
    ['▢ 2 cups flour', 2, null, 'cup', 'flour', null],
    // "2 - 15 oz cans" is two cans, not a range of ounces; an amount restated in the other system.
    ['2 - 15 oz cans pinto beans', 2, null, 'can', 'pinto beans', null],
    ['400 g / 14 oz can of tomatoes', 1, null, 'can', 'tomatoes', null],
    ['2 x 400 g / 14 oz cans of chickpeas', 2, null, 'can', 'chickpeas', null],
    ['8 oz 225 g cream cheese', 8, null, 'oz', 'cream cheese', null],
    ['1 cup 2 tbsp milk', 1.125, null, 'cup', 'milk', null],
    // A length: of each counted item, or of the one piece.
    ['8 10-inch tortillas', 8, null, null, 'tortillas', '10-inch'],
    ['2 inch piece of ginger', 1, null, 'piece', 'ginger', null],
    // "½ a lemon"; a name after a leading action joined by "and"; "half and half" is a cream.
    ['½ a lemon', 0.5, null, null, 'lemon', null],
    ['1 cup chopped and toasted walnuts', 1, null, 'cup', 'toasted walnuts', 'chopped'],
    ['1 cup half and half or milk', 1, null, 'cup', 'half and half', null],
    ['1 cup creamy or crunchy peanut butter', 1, null, 'cup', 'creamy peanut butter', null],
    // A list of varieties before "or": with commas, or colours side by side.
    ['1 red, yellow, or orange bell pepper, diced', 1, null, null, 'red bell pepper', 'diced'],
    ['1 cup almond, soy or oat milk', 1, null, 'cup', 'almond milk', null],
    ['2 cups red yellow or orange peppers', 2, null, 'cup', 'red peppers', null],
    // A colour after the alternative word stays with the food's head.
    ['1 cup fresh or frozen green peas', 1, null, 'cup', 'fresh green peas', null],
    ['2 to 3 drops liquid or gel blue food coloring', 2, 3, 'drop', 'liquid blue food coloring', null],
    ['1 can light or dark red kidney beans', 1, null, 'can', 'light red kidney beans', null],
    // A measure after a container is its size; a weight beside a volume says the same amount.
    ['1 bottle 750 ml of dry white wine', 1, null, 'bottle', 'dry white wine', null],
    ['3/4 cup 4 oz. pine nuts', 0.75, null, 'cup', 'pine nuts', null],
    // Name first, then the measure and a preparation.
    ['cabbage: 500 g, shredded', 500, null, 'g', 'cabbage', 'shredded'],
    ['1 thumb-size piece ginger', 1, null, 'piece', 'ginger', null],
  ])('%s', (line, quantity, max, unit, name, preparation) => {
    expect(row(line)).toEqual([quantity, max, unit, name, preparation]);
  });
  test('a measure word that begins a name stays in it', () => {
    expect(p('Knob Creek bourbon')).toMatchObject({ quantity: null, name: 'knob creek bourbon' });
    expect(p('Drop biscuits')).toMatchObject({ quantity: null, name: 'drop biscuits' });
    expect(p('1 tbsp dashi granules').unit).toBe('tbsp');
  });
});

describe('parseIngredientLine: measures in other languages', () => {
  test.each([
    ['3 colheres (sopa) de óleo', 3, null, 'tbsp', 'óleo'],
    ['meia xícara (chá) de leite', 0.5, null, 'cup', 'leite'],
    ['1 lata | latas de milho', 1, null, 'can', 'milho'],
    ['Una pizca de sal', 1, null, 'pinch', 'sal'],
    ['2 o 3 dientes de ajo', 2, 3, 'clove', 'ajo'],
    ['1 y 1/2 tazas de azúcar', 1.5, null, 'cup', 'azúcar'],
    ["Une douzaine d'œufs", 12, null, null, 'œufs'],
    ['6 à 8 tranches de bacon', 6, 8, 'slice', 'bacon'],
    ['1 Handvoll Rucola', 1, null, 'handful', 'rucola'],
    ['2 Stück Eier', 2, null, 'piece', 'eier'],
    ['2 teentjes knoflook', 2, null, 'clove', 'knoflook'],
    ['mezza cipolla', 0.5, null, null, 'cipolla'],
    ['2 łyżki oliwy', 2, null, 'tbsp', 'oliwy'],
    ['sól 1 szczypta', 1, null, 'pinch', 'sól'],
    ['1 tsk salt', 1, null, 'tsp', 'salt'],
    ['2 spsk. olie', 2, null, 'tbsp', 'olie'],
    ['4x échalote', 4, null, null, 'échalote'],
    ['1 e meia colher (sopa) de azeite', 1.5, null, 'tbsp', 'azeite'],
    ['sal a gosto', null, null, null, 'sal'],
    ['peper naar smaak', null, null, null, 'peper'],
    ['1 cebolla picada', 1, null, null, 'cebolla'],
    ['2 Karotten fein gewürfelt', 2, null, null, 'karotten'],
    ['200 g geraspte kaas', 200, null, 'g', 'kaas'],
    ['500 g carne picada', 500, null, 'g', 'carne picada'],
    ['30 g pan rallado', 30, null, 'g', 'pan rallado'],
    ["2 c. à soupe d'huile d'olive", 2, null, 'tbsp', "huile d'olive"],
    ['1 c. à thé de sel', 1, null, 'tsp', 'sel'],
    ['¼ de xícara (chá) de nozes', 0.25, null, 'cup', 'nozes'],
    ['1/2 Bund Basilikum', 0.5, null, 'bunch', 'basilikum'],
    // Dutch diminutive measures; the glass of Romance-language recipes.
    ['3 plakjes kaas', 3, null, 'slice', 'kaas'],
    ['2 takjes tijm', 2, null, 'sprig', 'tijm'],
    ['1 blikje tomatenpuree', 1, null, 'can', 'tomatenpuree'],
    ['een scheutje melk', 1, null, 'splash', 'melk'],
    ['1 verre de lait', 1, null, 'glass', 'lait'],
    ['1 vaso de leche', 1, null, 'glass', 'leche'],
    ['2 bicchieri di latte', 2, null, 'glass', 'latte'],
    ['1 copo de água', 1, null, 'glass', 'água'],
  ])('%s', (line, quantity, max, unit, name) => {
    expect(p(line)).toMatchObject({ quantity, quantity_max: max, unit, name });
  });
  test.each([
    // The shape it is cut into, after a preposition, with or without the action: preparation.
    ['300 g zanahoria en rodajas', 300, 'g', 'zanahoria', 'en rodajas'],
    ['2 cebollas cortadas en dados', 2, null, 'cebollas', 'cortadas en dados'],
    ['1 kg batatas em cubos', 1, 'kg', 'batatas', 'em cubos'],
    ['1 poireau émincé en fines rondelles', 1, null, 'poireau', 'émincé en fines rondelles'],
    ['1 peperone a dadini', 1, null, 'peperone', 'a dadini'],
    ['2 Zwiebeln in Würfel geschnitten', 2, null, 'zwiebeln', 'in Würfel, geschnitten'],
    ['3 uien in ringen', 3, null, 'uien', 'in ringen'],
    ['500 g potatis i bitar', 500, 'g', 'potatis', 'i bitar'],
    ['1 cebula pokrojona w kostkę', 1, null, 'cebula', 'pokrojona w kostkę'],
  ])('%s', (line, quantity, unit, name, preparation) => {
    expect(p(line)).toMatchObject({ quantity, unit, name, preparation });
  });
});

describe('parseIngredientLine: names tune-4 taught', () => {
  test.each([
    // A describing word before "or" answers the word after it, whatever that is.
    ['1 cup semi-sweet or milk chocolate chunks', 'semi-sweet chocolate chunks'],
    ['1 tub white or vanilla frosting', 'white frosting'],
    ['2 cups low-fat or whole milk', 'low-fat milk'],
    ['100 g raw/superfine sugar', 'raw sugar'],
    // A food before "or" stays alone.
    ['1 tbsp honey or maple syrup', 'honey'],
    ['1 cup milk or heavy cream', 'milk'],
    // Trimming words inside the name, after a brand or a describing word: preparation.
    ['2 lb Acme Farms Boneless Skinless Chicken Thighs', 'acme farms chicken thighs'],
    ['4 organic bone-in, skin-on chicken thighs', 'organic chicken thighs'],
    // "fresh" before a spice sold only dried: just ground or grated.
    ['1/2 tsp fresh black pepper', 'black pepper'],
    ['a pinch of fresh nutmeg', 'nutmeg'],
    ['1 cup fresh peppers', 'fresh peppers'],
  ])('%s', (line, name) => {
    expect(p(line).name).toBe(name);
  });
});

describe('parseIngredientLine: measures tune-4 taught', () => {
  test.each([
    // German plural endings in brackets: the word as written before them.
    ['3 Prise(n) Salz', 3, 'pinch', 'salz', null],
    ['4 Ei(er)', 4, null, 'ei', null],
    // A unit written twice: once.
    ['2 EL EL Olivenöl', 2, 'tbsp', 'olivenöl', null],
    // "each" after the unit: the amount of each food listed.
    ['1 tsp each salt and pepper', 1, 'tsp', 'salt and pepper', 'each'],
    ['2 tbsp each of parsley and dill', 2, 'tbsp', 'parsley and dill', 'each'],
    // A Norwegian pot of herbs is a jar, as a Dutch potje.
    ['1 potte basilikum', 1, 'jar', 'basilikum', null],
    // Chinese count words, and what is done to the food after a comma.
    ['葡萄 10 颗', 10, 'piece', '葡萄', null],
    ['鸡蛋 2 个，打散', 2, 'piece', '鸡蛋', '打散'],
  ])('%s', (line, quantity, unit, name, preparation) => {
    expect(p(line)).toMatchObject({ quantity, unit, name, preparation });
  });
});

describe('parseIngredientLine: comments of other languages tune-4 taught', () => {
  test.each([
    // What the food is for, in other languages, at the end of the line.
    ['2 EL Öl zum Braten', 'öl', 'zum Braten'],
    ['1 msk smör till stekning', 'smör', 'till stekning'],
    ['aceite de oliva para freír', 'aceite de oliva', 'para freír'],
    ['huile pour la friture', 'huile', 'pour la friture'],
    // With or without skin or shell.
    ['500 g Garnelen mit Schale', 'garnelen', 'mit Schale'],
    ['1 kg patatas con piel', 'patatas', 'con piel'],
    // The weight of each piece, after the name.
    ['4 filetti di merluzzo di circa 150 g ciascuno', 'filetti di merluzzo', 'di circa 150 g ciascuno'],
    ['2 chicken breasts of about 200 g each', 'chicken breasts', 'of about 200 g each'],
    ['6 Kartoffeln à ca. 100 g', 'kartoffeln', 'à ca. 100 g'],
  ])('%s', (line, name, preparation) => {
    expect(p(line)).toMatchObject({ name, preparation });
  });
});

describe('parseIngredientLine: sizes, temperatures and alternatives of other languages tune-4 taught', () => {
  test.each([
    // Sizes written before the food.
    ['2 kleine Zwiebeln', 2, null, 'zwiebeln'],
    ['1 middelgrote ui', 1, null, 'ui'],
    ['2 stora morötter', 2, null, 'morötter'],
    ['1 gros oignon', 1, null, 'oignon'],
    ['200 g petits pois', 200, 'g', 'petits pois'],
    ['1 store bought pie crust', 1, null, 'store bought pie crust'],
    // A temperature after a liquid; a note between the unit and its "of".
    ['250 ml acqua tiepida', 250, 'ml', 'acqua'],
    ["200 g (environ) d'eau froide", 200, 'g', 'eau'],
    // Other languages' "or" before an amount.
    ['1 sobre de levadura seca o 25 g de levadura fresca', 1, 'package', 'levadura seca'],
    ['1 Päckchen Trockenhefe oder 1 Würfel Frischhefe', 1, 'package', 'trockenhefe'],
    // Colours listed with "and": the mixture's.
    ['red, white and blue sprinkles', null, null, 'sprinkles'],
  ])('%s', (line, quantity, unit, name) => {
    expect(p(line)).toMatchObject({ quantity, unit, name });
  });
});
