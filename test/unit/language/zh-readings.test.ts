import { describe, expect, it } from 'bun:test';
import { pinyinWords, ZH_READINGS } from '../../../src/domain/language/zh-readings';
import { ZH_LEXICON } from '../../../src/domain/language/zh-ingredients';

describe('Chinese typed in pinyin', () => {
  it('reads a toneless reading back into the lexicon word it spells', () => {
    expect(pinyinWords('mifan')).toEqual(['米饭']);
    expect(pinyinWords('doufu')).toEqual(['豆腐']);
    expect(pinyinWords('xihongshi')).toEqual(['西红柿']);
    expect(pinyinWords('doujiang')).toEqual(['豆浆']);
    expect(pinyinWords('paocai')).toEqual(['泡菜']);
  });
  it('takes ü as v or u, as it is typed', () => {
    expect(pinyinWords('lvcha')).toEqual(['绿茶']);
    expect(pinyinWords('lucha')).toEqual(['绿茶']);
  });
  it('reads nothing in other words, nor a one-syllable reading', () => {
    expect(pinyinWords('milk')).toEqual([]);
    expect(pinyinWords('yu')).toEqual([]);
    expect(pinyinWords('米饭')).toEqual([]);
  });
  it('reads only words of the Chinese lexicon, each in Latin letters of two syllables or more', () => {
    for (const [zh, reading] of Object.entries(ZH_READINGS)) {
      expect(ZH_LEXICON[zh]).toBeDefined();
      expect(reading).toMatch(/^[a-zü]{4,}$/);
    }
  });
});
