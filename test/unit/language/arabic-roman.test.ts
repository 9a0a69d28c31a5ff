import { describe, expect, it } from 'bun:test';
import { arabicKey, writesLongVowels } from '../../../src/domain/language/arabic-roman';
import { normalise } from '../../../src/domain/language/text';

const key = (w: string) => arabicKey(normalise(w));

describe('Arabic-script words typed in Latin letters', () => {
  it('reads a word and its Latin spellings as the same consonants', () => {
    expect([key('حليب'), key('haleeb'), key('halib')]).toEqual(['hlb', 'hlb', 'hlb']);
    expect([key('أرز'), key('رز'), key('ruz'), key('rozz')]).toEqual(['rz', 'rz', 'rz', 'rz']);
    expect([key('خبز'), key('khubz'), key('khobz')]).toEqual(['xbz', 'xbz', 'xbz']);
    expect([key('دجاج'), key('dajaj')]).toEqual(['dj', 'dj']);
    expect([key('بامية'), key('bamya')]).toEqual(['bm', 'bm']);
  });
  it('reads nothing in other scripts, in letters romanised Arabic does not write, or in a key of one consonant', () => {
    expect(key('米饭')).toBeNull();
    expect(key('icecream')).toBeNull();
    expect(key('shay')).toBeNull();
  });
});

describe('the long vowels of an Arabic-script word, written in Latin letters', () => {
  const writes = (latin: string, arabic: string) => writesLongVowels(normalise(latin), normalise(arabic));

  it('are written where the word has them, between the same consonants; short vowels are free', () => {
    expect([writes('haleeb', 'حليب'), writes('halib', 'حليب'), writes('ruz', 'رز'), writes('rozz', 'أرز')]).toEqual([true, true, true, true]);
    expect([writes('khubz', 'خبز'), writes('bamya', 'بامية'), writes('qahwa', 'قهوة'), writes('havij', 'هویج'), writes('zaatar', 'زعتر')]).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });
  it('are not, by a word that only shares its consonants', () => {
    expect(writes('froyo', 'فوری')).toBe(false);
    expect(writes('ribena', 'روبيان')).toBe(false);
    expect(writes('pavlova', 'بلح')).toBe(false);
    // A consonant the word lacks is no short vowel ("kibbeh": کب, fish, has no final ه).
    expect(writes('kibbeh', 'کب')).toBe(false);
  });
});
