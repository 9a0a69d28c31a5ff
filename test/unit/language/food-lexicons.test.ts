import { describe, expect, it } from 'bun:test';
import * as lexicons from '../../../src/domain/language/food-lexicons';
import * as more from '../../../src/domain/language/food-lexicons-west-asia';
import * as africa from '../../../src/domain/language/food-lexicons-africa';
import * as india from '../../../src/domain/language/food-lexicons-india';
import { normalise } from '../../../src/domain/language/text';

const SCRIPTS: Record<string, RegExp> = {
  JA_LEXICON: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー ]+$/u,
  KO_LEXICON: /^[\p{Script=Hangul} ]+$/u,
  VI_LEXICON: /^[\p{Script=Latin} -]+$/u,
  TH_LEXICON: /^[\p{Script=Thai} ]+$/u,
  ID_LEXICON: /^[\p{Script=Latin} -]+$/u,
  EL_LEXICON: /^[\p{Script=Greek} ]+$/u,
  FA_LEXICON: /^[\p{Script=Arabic} \u200c]+$/u,
  HI_LEXICON: /^[\p{Script=Devanagari} ]+$/u,
  BN_LEXICON: /^[\p{Script=Bengali} ]+$/u,
  SW_LEXICON: /^[\p{Script=Latin} ']+$/u,
  TL_LEXICON: /^[\p{Script=Latin} ]+$/u,
  TA_LEXICON: /^[\p{Script=Tamil} ]+$/u,
  TE_LEXICON: /^[\p{Script=Telugu} ]+$/u,
  MR_LEXICON: /^[\p{Script=Devanagari} ]+$/u,
  GU_LEXICON: /^[\p{Script=Gujarati} ]+$/u,
  KN_LEXICON: /^[\p{Script=Kannada} ]+$/u,
  ML_LEXICON: /^[\p{Script=Malayalam} ]+$/u,
  PA_LEXICON: /^[\p{Script=Gurmukhi} ]+$/u,
  HA_LEXICON: /^[\p{Script=Latin} ]+$/u,
  YO_LEXICON: /^[\p{Script=Latin} ]+$/u,
  MY_LEXICON: /^[\p{Script=Myanmar} ]+$/u,
  NE_LEXICON: /^[\p{Script=Devanagari} ]+$/u,
  AM_LEXICON: /^[\p{Script=Ethiopic} ]+$/u,
  SO_LEXICON: /^[\p{Script=Latin} ']+$/u,
  KK_LEXICON: /^[\p{Script=Cyrillic} ]+$/u,
  UZ_LEXICON: /^[\p{Script=Latin} ']+$/u,
  AZ_LEXICON: /^[\p{Script=Latin} ]+$/u,
  KM_LEXICON: /^[\p{Script=Khmer}]+$/u,
  SI_LEXICON: /^[\p{Script=Sinhala} \u200d]+$/u,
  AR_LEXICON: /^[\p{Script=Arabic} ]+$/u,
  UR_LEXICON: /^[\p{Script=Arabic} ]+$/u,
  TR_LEXICON: /^[\p{Script=Latin} ]+$/u,
  RU_LEXICON: /^[\p{Script=Cyrillic} ]+$/u,
};
// Vietnamese tones tell words apart ("dứa" pineapple, "dừa" coconut) that search folds together: it
// ranks the spelling as written first (test/unit/search/world-names.test.ts), so only the written
// forms must differ there.
const foldedBySearch = (name: string) => name !== 'VI_LEXICON';
const all = Object.entries({ ...lexicons, ...more, ...africa, ...india }) as [string, Record<string, string>][];

describe('the reviewed food lexicons', () => {
  it('covers every lexicon with a script check', () => {
    expect(all.map(([name]) => name).sort()).toEqual(Object.keys(SCRIPTS).sort());
  });

  for (const [name, lexicon] of all) {
    it(`${name}: names in the language's script, and no two spellings search folds together with two meanings`, () => {
      const meaning = new Map<string, string>();
      for (const [native, english] of Object.entries(lexicon)) {
        expect(native).toMatch(SCRIPTS[name]!);
        expect(english).toMatch(/^[a-z][a-z ,-]*$/);
        const key = foldedBySearch(name) ? normalise(native) : native;
        expect(`${native} → ${meaning.get(key) ?? english}`).toBe(`${native} → ${english}`);
        meaning.set(key, english);
      }
    });
  }
});
