import { describe, expect, it } from 'bun:test';
import { bagKey, editDistance, nameKey, normalise, stem, tokenize } from '../../../src/domain/language/text';

describe('normalise', () => {
  it('lowercases, strips accents and punctuation', () => {
    expect(normalise('Crème Brûlée, RAW!')).toBe('creme brulee raw');
    expect(normalise('Œufs & jalapeño')).toBe('oeufs and jalapeno');
  });

  it('keeps numeric forms such as percentages, decimals and fractions', () => {
    expect(normalise('Milk, reduced fat, fluid, 2% milkfat')).toBe('milk reduced fat fluid 2% milkfat');
    expect(normalise('3.25% milkfat, 1/2 cup')).toBe('3.25% milkfat 1/2 cup');
    expect(normalise('lait 3,5%')).toBe('lait 3.5%');
    expect(normalise('1 percent milk')).toBe('1% milk');
    expect(normalise('2 per cent yogurt, 3.25pct')).toBe('2% yogurt 3.25%');
    expect(normalise('percent daily value')).toBe('percent daily value');
    expect(normalise('Chocolate, dark, 70-85% cacao solids')).toBe('chocolate dark 70% 85% cacao solids');
    expect(normalise('45- 59%')).toBe('45% 59%');
    // A ratio adding up to 100 is two percentages ("80/20 ground beef" meets "80% lean meat / 20% fat").
    expect(normalise('ground beef 80/20')).toBe('ground beef 80% 20%');
    expect(normalise('1/2 cup')).toBe('1/2 cup');
  });

  it('drops dots, slashes and percent signs that are not part of a number', () => {
    expect(normalise('U.S. grade A. 3/4 blend %')).toBe('u s grade a 3/4 blend');
    expect(normalise("McDonald's")).toBe('mcdonalds');
  });

  it('splits hyphenated words', () => {
    expect(normalise('ready-to-eat')).toBe('ready to eat');
  });
});

describe('stem', () => {
  it('folds plurals onto one key', () => {
    expect(stem('tomatoes')).toBe('tomato');
    expect(stem('berries')).toBe('berry');
    expect(stem('leaves')).toBe('leaf');
    expect(stem('apples')).toBe(stem('apple'));
    expect(stem('peaches')).toBe(stem('peach'));
    expect(stem('cookies')).toBe(stem('cookie'));
    expect(stem('cheeses')).toBe(stem('cheese'));
    expect(stem('potatoes')).toBe(stem('potato'));
    expect(stem('anchovies')).toBe('anchovy');
  });

  it('folds a cooking verb onto its participle, but not a dish noun', () => {
    expect(stem('roast')).toBe(stem('roasted'));
    expect(stem('fry')).toBe(stem('fried'));
    expect(stem('toast')).toBe(stem('toasted'));
    expect(stem('stew')).not.toBe(stem('stewed'));
  });

  it('folds a preserving noun onto its participle ("pickles", "pickled")', () => {
    expect(stem('pickles')).toBe(stem('pickled'));
    expect(stem('pickle')).toBe(stem('pickled'));
  });

  it('folds "powder" onto "powdered" ("powdered egg" ~ "Egg, powder")', () => {
    expect(stem('powder')).toBe(stem('powdered'));
  });

  it('leaves words that only look plural alone', () => {
    expect(stem('hummus')).toBe('hummus');
    expect(stem('asparagus')).toBe('asparagus');
    expect(stem('swiss')).toBe('swiss');
    expect(stem('molasses')).toBe('molasses');
  });

  it('leaves short words and numerics alone', () => {
    expect(stem('peas')).toBe('pea');
    expect(stem('gas')).toBe('gas');
    expect(stem('2%')).toBe('2%');
  });
});

describe('tokenize', () => {
  it('drops stop words and stems', () => {
    expect(tokenize('Apples, raw, with skin')).toEqual(['apple', 'raw', 'skin']);
    expect(tokenize('Peanut butter and jelly')).toEqual(['peanut', 'butter', 'jelly']);
  });

  it('gives order-free and ordered keys', () => {
    expect(bagKey('cheese, cheddar')).toBe(bagKey('Cheddar Cheese'));
    expect(nameKey('cheddar cheeses')).toBe('cheddar chees');
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and transpositions', () => {
    expect(editDistance('brocoli', 'broccoli', 2)).toBe(1);
    expect(editDistance('bananna', 'banana', 2)).toBe(1);
    expect(editDistance('recieve', 'receive', 2)).toBe(1);
    expect(editDistance('cantelope', 'cantaloupe', 2)).toBe(2);
  });

  it('stops early above the bound', () => {
    expect(editDistance('apple', 'orange', 1)).toBe(2);
  });
});

describe('stop words', () => {
  it('drops them as written, and keeps a word that reads as one only without its accents', () => {
    expect(tokenize('Pain de mie')).toEqual(['pain', 'mie']);
    // Vietnamese "dê" is goat: "sữa dê" is goat milk, not "milk of".
    expect(tokenize('sữa dê')).toEqual(['sua', 'de']);
    // French "à" is a stop word as written.
    expect(tokenize('Pâte à tartiner')).toEqual(['pate', 'tartiner']);
  });
});
