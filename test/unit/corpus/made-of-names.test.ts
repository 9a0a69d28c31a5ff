import { describe, expect, it } from 'bun:test';
import { addMadeOfNames } from '../../../src/corpus/made-of-names';
import type { TaxonomyEntry } from '../../../src/corpus/taxonomy-names';

const entry = (names: Record<string, string[]>): TaxonomyEntry => ({ names: new Map(Object.entries(names)), parents: [] });

describe('names read from what is made of a food', () => {
  it('gives a food the word two things made of it name it by', () => {
    const entries = new Map([
      ['en:pineapple', entry({ en: ['pineapple'], pt: ['ananas'] })],
      ['en:pineapple-syrup', entry({ en: ['pineapple syrup'], pt: ['xarope de abacaxi'] })],
      ['en:pineapple-nectars', entry({ en: ['pineapple nectars'], pt: ['néctares de abacaxi'] })],
    ]);
    expect(addMadeOfNames(entries)).toBe(1);
    expect(entries.get('en:pineapple')!.names.get('pt')).toEqual(['ananas', 'abacaxi']);
  });

  it('not from one compound alone, a kind of the food, or a word some entry has already', () => {
    const entries = new Map([
      ['en:cucumber', entry({ en: ['cucumber'] })],
      // "succo di cocomero" is watermelon juice, though the taxonomy calls it cucumber juice.
      ['en:cucumber-juice', entry({ en: ['cucumber juice'], it: ['succo di cocomero'] })],
      ['en:macadamia', entry({ en: ['macadamia'] })],
      ['en:macadamia-nut', entry({ en: ['macadamia nut'], fr: ['noix de Queensland'] })],
      ['en:macadamia-oil', entry({ en: ['macadamia oil'], fr: ['huile de Queensland'] })],
      ['en:orange', entry({ en: ['orange'], fr: ['orange'] })],
      ['en:orange-juice', entry({ en: ['orange juice'], fr: ["jus d'orange"] })],
      ['en:orange-syrup', entry({ en: ['orange syrup'], fr: ["sirop d'orange"] })],
    ]);
    expect(addMadeOfNames(entries)).toBe(0);
  });
});
