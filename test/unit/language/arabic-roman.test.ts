import { describe, expect, it } from 'bun:test';
import { arabicKey } from '../../../src/domain/language/arabic-roman';
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
