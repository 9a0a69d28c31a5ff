import { describe, expect, it } from 'bun:test';
import { generateAliases } from '../../../src/corpus/aliases';
import { linkTaxonomyNames, type TaxonomyEntry } from '../../../src/corpus/taxonomy-names';
import { LEXICON_NAMES_SOURCE } from '../../../src/domain/foods/food';
import { BAND_EXACT, type LexicalHit } from '../../../src/search/lexical';
import { lexicalMatch, NAMESAKE_CAP } from '../../../src/search/match';
import { fixtureFood } from '../../fixtures/catalog';

// "vinegar" answers two foods alike (neither the plain one); "honey" answers its one food by name.
const TABLE = ['Vinegar, red wine', 'Vinegar, cider', 'Honey', 'Honey roll sausage, beef'];
const foods = TABLE.map((name, i) =>
  fixtureFood(`77777777-7777-4777-8777-${String(i).padStart(12, '0')}`, name, '100g', [100, 1, 1, 1], { aliases: generateAliases(name) }),
);
const entry = (en: string, lang: string, native: string): [string, TaxonomyEntry] => [
  `lexicon:${lang}:${en}`,
  {
    names: new Map([
      ['en', [en]],
      [lang, [native]],
    ]),
    parents: [],
    source: LEXICON_NAMES_SOURCE,
  },
];

describe('a translation is no surer than its English name', () => {
  const part = linkTaxonomyNames(new Map([entry('vinegar', 'id', 'cuka'), entry('honey', 'id', 'madu')]), foods);
  const linked = new Map(part.foods.flatMap((f) => f.names.map((n) => [n.text, n] as const)));

  it('a name linked through an English name that answers several foods alike is marked one of many', () => {
    expect(linked.get('cuka')?.oneOfMany).toBe(true);
    expect(linked.get('madu')).toBeDefined();
    expect(linked.get('madu')?.oneOfMany).toBeUndefined();
  });

  it('a translation met whole scores confidently unless it names one of many, which is capped and said so', () => {
    const hit = (oneOfMany: boolean): LexicalHit => ({
      doc: 0,
      id: foods[0]!.id,
      score: BAND_EXACT + 0.01,
      text: 'santan',
      exact: true,
      via: 'translation',
      lang: 'id',
      inexact: false,
      ...(oneOfMany ? { oneOfMany: true as const } : {}),
    });
    expect(lexicalMatch(hit(false), false, false)).toEqual({ method: 'translation', score: 0.92, text: 'santan', lang: 'id' });
    expect(lexicalMatch(hit(true), false, false)).toEqual({ method: 'translation', score: NAMESAKE_CAP, text: 'santan', lang: 'id', oneOfMany: true });
  });
});
