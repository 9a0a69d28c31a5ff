import { describe, expect, it } from 'bun:test';
import { romajiReadings, romajiToHiragana } from '../../../src/domain/language/romaji';

describe('romaji read as kana', () => {
  it('spells Hepburn and Kunrei romaji in hiragana', () => {
    expect(romajiToHiragana('tamago')).toBe('たまご');
    expect(romajiToHiragana('gohan')).toBe('ごはん');
    expect(romajiToHiragana('ninjin')).toBe('にんじん');
    expect(romajiToHiragana('jagaimo')).toBe('じゃがいも');
    expect(romajiToHiragana('shiitake')).toBe('しいたけ');
    expect(romajiToHiragana('sitake')).toBe('したけ');
    expect(romajiToHiragana('natto')).toBe('なっと');
    expect(romajiToHiragana('matcha')).toBe('まっちゃ');
  });
  it('gives nothing for a word that is not kana syllables throughout', () => {
    expect(romajiToHiragana('bread')).toBeNull();
    expect(romajiToHiragana('milk')).toBeNull();
    expect(romajiToHiragana('卵')).toBeNull();
  });
});

describe('romaji with long vowels left unwritten', () => {
  it('reads each o or u syllable also with its long vowel', () => {
    expect(romajiReadings('gyunyu')).toContain('ぎゅうにゅう');
    expect(romajiReadings('gyoza')).toContain('ぎょうざ');
    expect(romajiReadings('natto')).toContain('なっとう');
  });
  it('reads the word as spelt first, and nothing for letters that spell no kana', () => {
    expect(romajiReadings('tamago')[0]).toBe('たまご');
    expect(romajiReadings('bread')).toEqual([]);
  });
});
