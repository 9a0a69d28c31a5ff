import { describe, expect, it } from 'bun:test';
import { romanisedKoreanToHangul } from '../../../src/domain/language/korean-roman';

describe('Korean typed in Latin letters', () => {
  it('reads Revised Romanization back into the Hangul it spells, every way the letters split', () => {
    expect(romanisedKoreanToHangul('uyu')).toContain('우유');
    expect(romanisedKoreanToHangul('gyeran')).toContain('계란');
    expect(romanisedKoreanToHangul('dubu')).toContain('두부');
    expect(romanisedKoreanToHangul('samgyeopsal')).toContain('삼겹살');
    // An informal initial k for the plain ㄱ.
    expect(romanisedKoreanToHangul('kimchi')).toContain('김치');
  });
  it('reads nothing in letters that spell no syllables throughout, or a word too short', () => {
    expect(romanisedKoreanToHangul('milk')).toEqual([]);
    expect(romanisedKoreanToHangul('bread')).toEqual([]);
    expect(romanisedKoreanToHangul('bap')).toEqual([]);
    expect(romanisedKoreanToHangul('우유')).toEqual([]);
  });
});
