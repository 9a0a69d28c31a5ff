import { describe, expect, it } from 'bun:test';
import { romajiToHiragana } from '../../../src/domain/language/romaji';

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
