/** Lookup structures over a serialised taxonomy and the longest-first matching of words against them. */
import type { Allergen } from './allergens';
import type { OffTaxonomy } from './ingredient-taxonomy';

export interface TaxonomyIndex {
  tax: OffTaxonomy;
  terms: Map<string, number>;
  allergenTerms: Map<string, Allergen>;
  additiveTerms: Map<string, string>;
  /** Words never matched on their own (stopwords, label words). */
  blocked: Set<string>;
  /** Words that do not count when judging whether a phrase was recognised (adds processing words). */
  ignorable: Set<string>;
  prefixes: Set<string>;
  classIds: Set<string>;
  idIndex: Map<string, number>;
}

const indexCache = new WeakMap<OffTaxonomy, TaxonomyIndex>();

/** Lookup structures derived from the serialised taxonomy; built once per taxonomy object. */
export function indexTaxonomy(tax: OffTaxonomy): TaxonomyIndex {
  let idx = indexCache.get(tax);
  if (idx) return idx;
  const classIds = new Set<string>();
  for (const a of Object.values(tax.additives)) for (const c of a.classes) classIds.add(`en:${c}`);
  idx = {
    tax,
    terms: new Map(Object.entries(tax.terms)),
    allergenTerms: new Map(Object.entries(tax.allergen_terms)),
    additiveTerms: new Map(Object.entries(tax.additive_terms)),
    blocked: new Set([...tax.stopwords, ...EXTRA_IGNORABLE]),
    ignorable: new Set([...tax.qualifiers, ...tax.stopwords, ...EXTRA_IGNORABLE]),
    prefixes: new Set(tax.list_prefixes),
    classIds,
    idIndex: new Map(tax.ingredients.map((g, i) => [g.id, i])),
  };
  indexCache.set(tax, idx);
  return idx;
}

/** Label words that say nothing about what an ingredient is (organic, origin, quality). */
const EXTRA_IGNORABLE = [
  'organic',
  'bio',
  'biologico',
  'biologica',
  'biologici',
  'biologiche',
  'biologique',
  'biologiques',
  'ecologico',
  'ecologica',
  'eco',
  'oko',
  'ogm',
  'gmo',
  'natural',
  'naturel',
  'naturelle',
  'naturale',
  'naturali',
  'natürlich',
  'natuurlijk',
  'pure',
  'pur',
  'puro',
  'pura',
  'premium',
  'extra',
  'fine',
  'selected',
  'italian',
  'italiano',
  'italiana',
  'italiani',
  'italiane',
  'french',
  'francais',
  'francaise',
  'france',
  'italia',
  'italy',
  'spain',
  'espana',
  'ue',
  'eu',
  'ce',
  'non',
  'of',
  'de',
  'di',
  'da',
  'del',
  'della',
  'delle',
  'dei',
  'degli',
  'du',
  'des',
  'la',
  'le',
  'les',
  'il',
  'lo',
  'the',
  'a',
  'an',
  'and',
  'e',
  'et',
  'y',
  'und',
  'en',
  'con',
  'with',
  'avec',
  'mit',
  'in',
  'al',
  'alla',
  'allo',
  'ai',
  'agli',
  'alle',
  'd',
  'l',
  // How animals are kept (a free-from claim is caught before words are matched).
  'cage',
  'free',
  'range',
  'barn',
  'pastured',
  'pasture',
  'raised',
  'g',
  'kg',
  'mg',
  'ml',
  'cl',
  'l',
  'per',
  'pour',
  'for',
  'min',
  'max',
  'ca',
  'approx',
  'contains',
  'contient',
  'contiene',
  'enthalt',
  'or',
  'less',
  'ou',
  'o',
  'oder',
];

export interface Match {
  index: number;
  start: number;
  end: number;
}

/** Greedy longest-first matching of word n-grams against the term map. */
export function matchWords(words: string[], idx: TaxonomyIndex): Match[] {
  const out: Match[] = [];
  const maxN = idx.tax.max_term_words;
  let i = 0;
  while (i < words.length) {
    let found: Match | null = null;
    for (let n = Math.min(maxN, words.length - i); n >= 1; n--) {
      const t = n === 1 ? words[i]! : words.slice(i, i + n).join(' ');
      const hit = idx.terms.get(t);
      if (hit !== undefined && !(n === 1 && idx.blocked.has(t))) {
        found = { index: hit, start: i, end: i + n };
        break;
      }
    }
    if (found) {
      out.push(found);
      i = found.end;
    } else i++;
  }
  return out;
}

/** Longest-first matching of word n-grams against any term map; empty words break n-grams. */
export function matchTermMap<V>(words: string[], map: Map<string, V>, idx: TaxonomyIndex, maxN: number): { value: V; start: number; end: number }[] {
  const out: { value: V; start: number; end: number }[] = [];
  let i = 0;
  while (i < words.length) {
    let hit: { value: V; start: number; end: number } | null = null;
    if (words[i]) {
      for (let n = Math.min(maxN, words.length - i); n >= 1 && !hit; n--) {
        const slice = words.slice(i, i + n);
        if (slice.some((w) => !w)) continue;
        const t = slice.join(' ');
        if (n === 1 && (idx.blocked.has(t) || t.length < 3)) continue;
        const v = map.get(t);
        if (v !== undefined) hit = { value: v, start: i, end: i + n };
      }
    }
    if (hit) {
      out.push(hit);
      i = hit.end;
    } else i++;
  }
  return out;
}
