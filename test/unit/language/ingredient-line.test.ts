import { describe, expect, test } from 'bun:test';
import { parseIngredientLine as p } from '../../../src/domain/ingredient-line';
import { convertUnits, findUnit, UnitConversionError } from '../../../src/domain/units';

describe('parseIngredientLine', () => {
  test.each([
    ['1 ½ cups chopped onion', 1.5, null, 'cup', 'onion', 'chopped'],
    ['2 (14.5 oz) cans diced tomatoes, drained', 2, null, 'can', 'tomatoes', 'diced, drained'],
    ['3 cloves garlic, minced', 3, null, 'clove', 'garlic', 'minced'],
    ['2-3 tbsp olive oil', 2, 3, 'tbsp', 'olive oil', null],
    ['2 to 3 medium potatoes, peeled and cubed', 2, 3, null, 'potatoes', 'peeled and cubed'],
    ['Spaghetti: 320 g | 11 oz', 320, null, 'g', 'spaghetti', null],
    ['500 g of bomba rice', 500, null, 'g', 'bomba rice', null],
    ['100g butter', 100, null, 'g', 'butter', null],
    ['1/2 tsp. baking soda', 0.5, null, 'tsp', 'baking soda', null],
    ['Two tablespoons honey', 2, null, 'tbsp', 'honey', null],
    ['1 1/2 teaspoons freshly ground black pepper', 1.5, null, 'tsp', 'black pepper', 'freshly ground'],
    ['1 lb. boneless skinless chicken breasts, cut into 1-inch pieces', 1, null, 'lb', 'chicken breasts', 'boneless skinless, cut into 1-inch pieces'],
  ])('%s', (line, quantity, max, unit, name, preparation) => {
    const r = p(line);
    expect([r.quantity, r.quantity_max, r.unit, r.name, r.preparation]).toEqual([quantity, max, unit, name, preparation]);
  });

  test('unknown quantities stay null, never guessed', () => {
    expect(p('salt and pepper to taste')).toMatchObject({ quantity: null, unit: null, name: 'salt and pepper', preparation: 'to taste', quantity_known: false });
    expect(p('Salt')).toMatchObject({ quantity: null, name: 'salt' });
  });

  test('packages, sizes, alternatives, parts', () => {
    expect(p('1 (8 ounce) package cream cheese, softened')).toMatchObject({ quantity: 1, unit: 'package', package: { quantity: 8, unit: 'oz' }, name: 'cream cheese' });
    expect(p('2 x 400g tins chickpeas')).toMatchObject({ quantity: 2, unit: 'can', package: { quantity: 400, unit: 'g' } });
    expect(p('1 large egg')).toMatchObject({ quantity: 1, size: 'large', name: 'egg' });
    expect(p('2 tablespoons butter or margarine')).toMatchObject({ name: 'butter', alternatives: ['margarine'] });
    expect(p('juice of 1 lemon')).toMatchObject({ quantity: 1, name: 'lemon juice' });
  });

  test('junk input gives low confidence and no quantity', () => {
    expect(p('!!!').confidence).toBeLessThan(0.5);
    expect(p('').quantity).toBeNull();
  });
});

describe('units', () => {
  test('spellings resolve to canonical names', () => {
    expect(findUnit('Tablespoons')?.name).toBe('tbsp');
    expect(findUnit('T')?.name).toBe('tbsp');
    expect(findUnit('t')?.name).toBe('tsp');
    expect(findUnit('fl oz')?.name).toBe('fl_oz');
    expect(findUnit('cups')?.name).toBe('cup');
  });
  test('convert uses standard factors and refuses ambiguous or cross-dimension units', () => {
    expect(convertUnits(1, 'us_cup', 'ml')).toBeCloseTo(236.588, 2);
    expect(convertUnits(1, 'lb', 'g')).toBeCloseTo(453.592, 2);
    expect(() => convertUnits(1, 'cup', 'ml')).toThrow(UnitConversionError);
    expect(() => convertUnits(1, 'g', 'ml')).toThrow(UnitConversionError);
    expect(() => convertUnits(1, 'furlong', 'g')).toThrow(UnitConversionError);
  });
});
