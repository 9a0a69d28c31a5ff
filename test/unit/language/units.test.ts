import { describe, expect, test } from 'bun:test';
import { convertUnits, explicitUnits, findUnit, findUnitFuzzy, listUnits, unitByName, UnitConversionError, UNITS } from '../../../src/domain/language/units';

describe('unit table', () => {
  test('canonical names are unique and every spelling maps to one unit', () => {
    const names = UNITS.map((u) => u.name);
    expect(new Set(names).size).toBe(names.length);
    for (const u of UNITS) {
      expect(['mass', 'volume', 'count']).toContain(u.dimension);
      expect(u.factor === null).toBe(u.dimension === 'count');
      if (u.ambiguous) expect(u.assumed && unitByName(u.assumed)?.ambiguous).toBeFalsy();
    }
  });

  test.each([
    ['g', 'g'],
    ['grams', 'g'],
    ['Gramme', 'g'],
    ['kg', 'kg'],
    ['Kilos', 'kg'],
    ['mg', 'mg'],
    ['oz.', 'oz'],
    ['Ounces', 'oz'],
    ['lb', 'lb'],
    ['lbs.', 'lb'],
    ['pounds', 'lb'],
    ['ml', 'ml'],
    ['mL', 'ml'],
    ['millilitres', 'ml'],
    ['L', 'l'],
    ['litre', 'l'],
    ['cl', 'cl'],
    ['dl', 'dl'],
    ['tsp', 'tsp'],
    ['tsp.', 'tsp'],
    ['teaspoons', 'tsp'],
    ['t', 'tsp'],
    ['T', 'tbsp'],
    ['Tbsp', 'tbsp'],
    ['tbs.', 'tbsp'],
    ['tablespoon', 'tbsp'],
    ['fl oz', 'fl_oz'],
    ['fl. oz.', 'fl_oz'],
    ['fluid ounces', 'fl_oz'],
    ['cups', 'cup'],
    ['c.', 'cup'],
    ['pint', 'pint'],
    ['qt', 'quart'],
    ['gal', 'gallon'],
    ['us cup', 'us_cup'],
    ['imperial pint', 'imperial_pint'],
    ['cloves', 'clove'],
    ['tins', 'can'],
    ['pkg', 'package'],
    ['packet', 'package'],
    ['sticks', 'stick'],
    ['pinch', 'pinch'],
    ['dashes', 'dash'],
    ['slices', 'slice'],
    ['rashers', 'slice'],
    ['heads', 'head'],
    ['ribs', 'stalk'],
    ['EL', 'tbsp'],
    ['cucharadita', 'tsp'],
  ])('findUnit(%p) → %p', (text, name) => {
    expect(findUnit(text)?.name).toBe(name);
  });

  test('unknown and nonsense spellings are not units', () => {
    for (const t of ['furlong', 'onion', '', '   ', 'cupcake', 'x'.repeat(100), '\u0000\u0001', 'tablespoonz!']) expect(findUnit(t)).toBeNull();
  });

  test('misspelled long measure words are read; short or food-like words are not', () => {
    expect(findUnitFuzzy('tablespon')?.name).toBe('tbsp');
    expect(findUnitFuzzy('teaspooon')?.name).toBe('tsp');
    expect(findUnitFuzzy('kilogrms')?.name).toBe('kg');
    expect(findUnitFuzzy('sweet')).toBeNull();
    expect(findUnitFuzzy('cabbage')).toBeNull();
    expect(findUnitFuzzy('chickpeas')).toBeNull();
  });

  test('unitByName takes names and unambiguous spellings, not the bare spelled spoons', () => {
    expect(unitByName('tbsp')?.name).toBe('tbsp');
    expect(unitByName('us_tbsp')?.name).toBe('tbsp');
    expect(unitByName('grams')?.name).toBe('g');
    expect(unitByName('cup')?.ambiguous).toBe(true);
    expect(unitByName('teaspoon')).toBeNull();
    expect(unitByName('furlong')).toBeNull();
  });
});

describe('spoons written as two words', () => {
  test('"table spoon", "tea-spoonful" read as the spelled-out spoons', async () => {
    const { parseIngredientLine } = await import('../../../src/domain/language/ingredient-line');
    expect(parseIngredientLine('2 table spoons honey')).toMatchObject({ quantity: 2, unit: 'tbsp', name: 'honey' });
    expect(parseIngredientLine('1 tea-spoonful of rose-water')).toMatchObject({ quantity: 1, unit: 'tsp', name: 'rose-water' });
    expect(parseIngredientLine('3 table-spoonfuls of sifted flour')).toMatchObject({ unit: 'tbsp', name: 'flour' });
  });
});

describe('convertUnits', () => {
  test.each([
    [1, 'us_cup', 'ml', 236.5882365],
    [1, 'metric_cup', 'ml', 250],
    [1, 'imperial_cup', 'ml', 284.130625],
    [1, 'lb', 'g', 453.59237],
    [16, 'oz', 'lb', 1],
    [1, 'kg', 'g', 1000],
    [250, 'mg', 'g', 0.25],
    [3, 'tsp', 'tbsp', 1],
    [1, 'tbsp', 'ml', 14.78676478125],
    [1, 'fl_oz', 'ml', 29.5735295625],
    [1, 'imperial_fl_oz', 'ml', 28.4130625],
    [1, 'us_pint', 'fl_oz', 16],
    [1, 'imperial_pint', 'imperial_fl_oz', 20],
    [1, 'us_gallon', 'us_quart', 4],
    [1, 'l', 'dl', 10],
    [0, 'g', 'kg', 0],
    [2, 'grams', 'mg', 2000],
  ])('%p %s → %s', (amount, from, to, expected) => {
    expect(convertUnits(amount, from, to)).toBeCloseTo(expected, 6);
  });

  const code = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      expect(e).toBeInstanceOf(UnitConversionError);
      return (e as UnitConversionError).code;
    }
    return 'no error';
  };

  test('bare cup, pint, quart, gallon and spelled spoons are refused as ambiguous, naming explicit units', () => {
    expect(code(() => convertUnits(1, 'cup', 'ml'))).toBe('ambiguous_unit');
    expect(code(() => convertUnits(1, 'ml', 'cups'))).toBe('ambiguous_unit');
    expect(code(() => convertUnits(1, 'pint', 'ml'))).toBe('ambiguous_unit');
    expect(code(() => convertUnits(1, 'teaspoon', 'ml'))).toBe('ambiguous_unit');
    expect(code(() => convertUnits(1, 'Tablespoons', 'ml'))).toBe('ambiguous_unit');
    try {
      convertUnits(1, 'cup', 'ml');
    } catch (e) {
      const err = e as UnitConversionError;
      expect(err.details.explicit_units).toEqual(['us_cup', 'metric_cup', 'imperial_cup']);
      expect(err.message).toContain('us_cup');
    }
  });

  test('unknown, count, cross-dimension and bad amounts are typed errors', () => {
    expect(code(() => convertUnits(1, 'furlong', 'g'))).toBe('unknown_unit');
    expect(code(() => convertUnits(1, 'g', ''))).toBe('unknown_unit');
    expect(code(() => convertUnits(1, 'clove', 'g'))).toBe('count_unit');
    expect(code(() => convertUnits(1, 'g', 'ml'))).toBe('incompatible_dimensions');
    expect(code(() => convertUnits(-1, 'g', 'kg'))).toBe('invalid_amount');
    expect(code(() => convertUnits(Number.NaN, 'g', 'kg'))).toBe('invalid_amount');
    expect(code(() => convertUnits(Number.POSITIVE_INFINITY, 'g', 'kg'))).toBe('invalid_amount');
  });

  test('explicit units exclude ambiguous names and counts', () => {
    const names = explicitUnits().map((u) => u.name);
    expect(names).toContain('us_cup');
    expect(names).toContain('tsp');
    expect(names).not.toContain('cup');
    expect(names).not.toContain('clove');
  });
});

describe('listUnits', () => {
  test('lists every unit with dimension, factor, base unit and ambiguity', () => {
    const list = listUnits();
    expect(list.length).toBe(UNITS.length);
    const cup = list.find((u) => u.name === 'cup')!;
    expect(cup).toMatchObject({ dimension: 'volume', base_unit: 'ml', ambiguous: true, assumed: 'us_cup', convertible: false });
    const tsp = list.find((u) => u.name === 'tsp')!;
    expect(tsp.ambiguous).toBe(false);
    expect(tsp.ambiguous_spellings).toContain('teaspoon');
    expect(list.find((u) => u.name === 'clove')).toMatchObject({ dimension: 'count', factor: null, base_unit: null, convertible: false });
    expect(list.find((u) => u.name === 'g')).toMatchObject({ factor: 1, base_unit: 'g', convertible: true });
  });
});
