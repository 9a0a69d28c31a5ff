import { describe, expect, test } from 'bun:test';
import { normaliseNumerals, parseNumber, readQuantity } from '../../../src/domain/language/numbers';

describe('parseNumber', () => {
  test.each([
    ['2', 2],
    ['1.5', 1.5],
    ['1,5', 1.5],
    ['.5', 0.5],
    ['1/2', 0.5],
    ['3/4', 0.75],
    ['1 1/2', 1.5],
    ['1-1/2', 1.5],
    ['1 and 1/2', 1.5],
    ['½', 0.5],
    ['1½', 1.5],
    ['1 ½', 1.5],
    ['⅓', 0.333333],
    ['2⅔', 2.666667],
    ['¾', 0.75],
    ['⅛', 0.125],
    ['1⁄4', 0.25],
    ['1,000', 1000],
    ['0', 0],
  ])('%p → %p', (text, value) => {
    expect(parseNumber(text)).toBeCloseTo(value, 5);
  });

  test.each(['', 'abc', '1/0', '-2', '1e5', 'Infinity', 'NaN', '2-3', '1..5', '½½'])('%p is not a number', (text) => {
    expect(parseNumber(text)).toBeNull();
  });
});

describe('readQuantity', () => {
  test.each([
    ['2 cups', 2, null, 'cups'],
    ['2-3 tbsp', 2, 3, 'tbsp'],
    ['2–3 tbsp', 2, 3, 'tbsp'],
    ['2 to 3 onions', 2, 3, 'onions'],
    ['2 or 3 sprigs', 2, 3, 'sprigs'],
    ['1/2-1 tsp', 0.5, 1, 'tsp'],
    ['1½-2 cups', 1.5, 2, 'cups'],
    ['1-1/2 cups', 1.5, null, 'cups'],
    ['1 ½ cups', 1.5, null, 'cups'],
    ['one cup', 1, null, 'cup'],
    ['Two tablespoons', 2, null, 'tablespoons'],
    ['twenty-four ounces', 24, null, 'ounces'],
    ['a dozen eggs', 12, null, 'eggs'],
    ['half a dozen oysters', 6, null, 'oysters'],
    ['2 dozen eggs', 24, null, 'eggs'],
    ['half a cup', 0.5, null, 'cup'],
    ['a half cup', 0.5, null, 'cup'],
    ['one-half teaspoon', 0.5, null, 'teaspoon'],
    ['three-quarters cup', 0.75, null, 'cup'],
    ['a quarter of a pound', 0.25, null, 'of a pound'],
    ['a couple of bay leaves', 2, null, 'bay leaves'],
    ['a pinch of salt', 1, null, 'pinch of salt'],
    ['an onion', 1, null, 'onion'],
    ['two and a half cups', 2.5, null, 'cups'],
    ['1 and a half cups', 1.5, null, 'cups'],
    ['two to three cloves', 2, 3, 'cloves'],
    ['about 200 g', 200, null, 'g'],
    ['~200 ml', 200, null, 'ml'],
    ['1,5 kg', 1.5, null, 'kg'],
  ])('%p', (text, value, max, rest) => {
    const q = readQuantity(text)!;
    expect(q).not.toBeNull();
    expect(q.value).toBeCloseTo(value, 5);
    expect(q.max).toBe(max);
    expect(q.rest).toBe(rest);
  });

  test('approximate and word flags', () => {
    expect(readQuantity('about 2 cups')).toMatchObject({ approximate: true, fromWords: false });
    expect(readQuantity('two cups')).toMatchObject({ approximate: false, fromWords: true });
  });

  test('a range whose upper bound is not larger is no range', () => {
    expect(readQuantity('3-2 cups')).toMatchObject({ value: 3, max: null });
  });

  test.each(['a few sprigs', 'a little butter', 'some milk', 'salt to taste', 'onion', 'tomatoes', 'ten-der', '', '-2 cups', 'halved lemons', 'an'])(
    '%p has no quantity',
    (text) => {
      expect(readQuantity(text)).toBeNull();
    },
  );

  test('"to" and "or" inside words are no range separators', () => {
    expect(readQuantity('2 tomatoes')).toMatchObject({ value: 2, max: null, rest: 'tomatoes' });
    expect(readQuantity('2 oranges')).toMatchObject({ value: 2, max: null, rest: 'oranges' });
  });
});

describe('normaliseNumerals', () => {
  test('unicode fractions, fraction slash, dashes, decimal commas', () => {
    expect(normaliseNumerals('1½ cups')).toBe('1 1/2 cups');
    expect(normaliseNumerals('1⁄2 cup')).toBe('1/2 cup');
    expect(normaliseNumerals('2–3')).toBe('2-3');
    expect(normaliseNumerals('1,5 kg')).toBe('1.5 kg');
    expect(normaliseNumerals('1,000 g')).toBe('1000 g');
    expect(normaliseNumerals(normaliseNumerals('1½ cups'))).toBe('1 1/2 cups');
  });
});
