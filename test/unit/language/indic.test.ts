import { describe, expect, it } from 'bun:test';
import { bengaliAsDevanagari, hindiKey, hindiStem, preferHindiNames, romaniseDevanagari } from '../../../src/domain/language/indic';
import { LEXICON_NAMES_SOURCE } from '../../../src/domain/foods/food';

describe('Devanagari romanisation', () => {
  it('writes the inherent vowel except at the end of the word', () => {
    expect(romaniseDevanagari('चावल')).toBe('chaaval');
    expect(romaniseDevanagari('दूध')).toBe('duudh');
    expect(romaniseDevanagari('पनीर')).toBe('paniir');
  });
  it('drops the vowel after a virama and reads a nukta letter as the borrowed sound', () => {
    expect(romaniseDevanagari('प्याज')).toBe('pyaaj');
    expect(romaniseDevanagari('प्याज़')).toBe('pyaaz');
    expect(romaniseDevanagari('गुड़')).toBe('gur');
  });
});

describe('Hindi stemmer', () => {
  it('folds plural and oblique endings', () => {
    expect(hindiStem('kele')).toBe('kel');
    expect(hindiStem('rotiyaan')).toBe('roti');
    expect(hindiStem('sabziyon')).toBe('sabzi');
  });
  it('reads the Urdu spellings "ay" and "ey" of the plural ending after a consonant', () => {
    expect(hindiStem('anday')).toBe('and');
    expect(hindiStem('kaley')).toBe('kal');
    expect(hindiKey('anday')).toBe(hindiKey('anda'));
    expect(hindiKey('kelay')).toBe(hindiKey('kela'));
    expect(hindiStem('chaay')).toBe('chaay');
  });
  it('keeps a long "ee" and short stems', () => {
    expect(hindiStem('ghee')).toBe('ghee');
    expect(hindiStem('dal')).toBe('dal');
  });
});

describe('Hindi phonetic key', () => {
  it('makes the spellings of one word meet, in either script', () => {
    const onion = ['प्याज़', 'प्याज', 'pyaz', 'pyaaz', 'piyaz', 'Pyaz'].map(hindiKey);
    expect(new Set(onion).size).toBe(1);
    expect(hindiKey('aloo')).toBe(hindiKey('आलू'));
    expect(hindiKey('Alu')).toBe(hindiKey('aloo'));
    expect(hindiKey('doodh')).toBe(hindiKey('दूध'));
    expect(hindiKey('chawal')).toBe(hindiKey('चावल'));
    expect(hindiKey('paneer')).toBe(hindiKey('पनीर'));
    expect(hindiKey('ghee')).toBe(hindiKey('घी'));
    expect(hindiKey('chai')).toBe(hindiKey('चाय'));
    expect(hindiKey('Rajmah')).toBe(hindiKey('rajma'));
    expect(hindiKey('moongphali')).toBe(hindiKey('मूंगफली'));
    expect(hindiKey('dhania')).toBe(hindiKey('धनिया'));
    expect(hindiKey('kele')).toBe(hindiKey('kela'));
    expect(hindiKey('Lowki')).toBe(hindiKey('लौकी'));
    expect(hindiKey('lauki')).toBe(hindiKey('लौकी'));
  });
  it('keeps different words apart', () => {
    expect(hindiKey('dal')).not.toBe(hindiKey('dahi'));
    expect(hindiKey('aloo')).not.toBe(hindiKey('lau'));
    expect(hindiKey('kela')).not.toBe(hindiKey('kale'));
  });
  it('has no key for other scripts or one-letter words', () => {
    expect(hindiKey('牛奶')).toBeNull();
    expect(hindiKey('a')).toBeNull();
  });
});

describe('Hindi names preferred', () => {
  it('leaves out a Devanagari name in another language that differs from the Hindi one', () => {
    const names = [
      { lang: 'hi', text: 'डबलरोटी' },
      { lang: 'ne', text: 'रोटी' },
      { lang: 'mr', text: 'पाव' },
      { lang: 'ur', text: 'روٹی' },
    ];
    expect(preferHindiNames(names).map((n) => n.lang)).toEqual(['hi', 'ur']);
  });
  it('keeps names shared with Hindi, and every name of a food with no Hindi name', () => {
    expect(
      preferHindiNames([
        { lang: 'hi', text: 'दूध' },
        { lang: 'mr', text: 'दूध' },
      ]),
    ).toHaveLength(2);
    expect(preferHindiNames([{ lang: 'ne', text: 'रोटी' }])).toHaveLength(1);
  });
  it("keeps a reviewed lexicon's name (Marathi केळी beside Hindi केला, banana)", () => {
    const names = [
      { lang: 'hi', text: 'केला', source: 'off-taxonomy' },
      { lang: 'mr', text: 'केळी', source: LEXICON_NAMES_SOURCE },
      { lang: 'sa', text: 'कदली', source: 'off-taxonomy' },
    ];
    expect(preferHindiNames(names).map((n) => n.text)).toEqual(['केला', 'केळी']);
  });
});

describe('Bengali by the Hindi key', () => {
  it('writes a Bengali word in the Devanagari letters of the same sounds', () => {
    expect(bengaliAsDevanagari('ভাত')).toBe('भात');
    expect(bengaliAsDevanagari('ডাল')).toBe('डाल');
  });
  it('keys a Bengali word as its romanised spellings are keyed', () => {
    expect(hindiKey('ভাত')).toBe(hindiKey('bhat'));
    expect(hindiKey('মাছ')).toBe(hindiKey('mach'));
    expect(hindiKey('আলু')).toBe(hindiKey('alu'));
  });
});

describe('a nasal before b or p', () => {
  it("keys 'm' before a labial as the anusvara it writes ('nimbu' and नींबू, 'sambar' and सांबर)", () => {
    expect(hindiKey('nimbu')).toBe(hindiKey('नींबू'));
    expect(hindiKey('sambar')).toBe(hindiKey('सांबर'));
  });
});
