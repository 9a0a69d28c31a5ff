import { describe, expect, it } from 'bun:test';
import { jaKoEnglishName } from '../../../src/domain/language/ja-ko-names';

describe('Japanese and Korean food names read as English', () => {
  it("is the lexicon's English name, in either kana", () => {
    expect(jaKoEnglishName('オリーブ油')).toBe('olive oil');
    expect(jaKoEnglishName('生クリーム')).toBe('heavy cream');
    expect(jaKoEnglishName('ブリ')).toBe('yellowtail');
    expect(jaKoEnglishName('팽이버섯')).toBe('enoki mushrooms');
  });

  it('reads a qualifier written before a listed name as its English word', () => {
    expect(jaKoEnglishName('有塩バター')).toBe('salted butter');
    expect(jaKoEnglishName('無塩バター')).toBe('unsalted butter');
    expect(jaKoEnglishName('食塩不使用バター')).toBe('unsalted butter');
    expect(jaKoEnglishName('粗びき黒胡椒')).toBe('coarsely ground black pepper');
    expect(jaKoEnglishName('粗挽き黒こしょう')).toBe('coarsely ground black pepper');
    expect(jaKoEnglishName('ブロックベーコン')).toBe('slab bacon');
    expect(jaKoEnglishName('スライスチーズ')).toBe('sliced cheese');
    expect(jaKoEnglishName('슬라이스 치즈')).toBe('sliced cheese');
    expect(jaKoEnglishName('무염버터')).toBe('unsalted butter');
  });

  it('reads the qualifier inside or after the name too ("豚バラ薄切り肉", "玉ねぎスライス")', () => {
    expect(jaKoEnglishName('豚バラ薄切り肉')).toBe('sliced pork belly');
    expect(jaKoEnglishName('牛薄切り肉')).toBe('sliced beef');
    expect(jaKoEnglishName('牛肉切り落とし')).toBe('sliced beef');
    expect(jaKoEnglishName('玉ねぎスライス')).toBe('sliced onion');
    expect(jaKoEnglishName('乾燥わかめ')).toBe('dried wakame');
  });

  it('reads nothing when the lexicon lists neither the name nor what follows the qualifier', () => {
    expect(jaKoEnglishName('有塩')).toBeNull();
    expect(jaKoEnglishName('有塩ナッツ')).toBeNull();
    expect(jaKoEnglishName('めんつゆ')).toBeNull();
    expect(jaKoEnglishName('깻잎')).toBeNull();
  });
});
