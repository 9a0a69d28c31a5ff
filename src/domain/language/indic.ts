/**
 * Hindi food words in Devanagari and in the many Latin spellings people type ("प्याज़", "प्याज",
 * "pyaz", "pyaaz", "piyaz"), reduced to one phonetic key so that they meet. IFCT writes its
 * Hindi and Urdu names romanised ("Pyaz", "Tamator", "Gai ka doodh"), the OFF taxonomy and
 * Wikidata in Devanagari; users type either.
 *
 * The key is deliberately lossy, as romanisation is: aspiration (kh/k, dh/d), vowel length
 * (aa/a, ee/i, oo/u), nukta (ज़/ज, फ़/फ), nasal marks (ं/ँ) and the inherent "a" are not
 * written consistently, so none of them is kept. It is an index key, never shown.
 */

import { LEXICON_NAMES_SOURCE } from '../foods/food';
import { keptPerKey } from '../kept';

const VIRAMA = '\u094d';
const NUKTA = '\u093c';
/** Nasal marks: anusvara, chandrabindu (the key drops a nasal before a consonant anyway). */
const NASALS: Record<string, string> = { '\u0902': 'n', '\u0901': 'n', '\u0903': 'h' };

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};
/** A consonant with a nukta is a borrowed sound; romanisations write it either way. */
const NUKTA_CONSONANTS: Record<string, string> = { क: 'q', ख: 'kh', ग: 'g', ज: 'z', ड: 'r', ढ: 'rh', फ: 'f', य: 'y' };
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ii',
  उ: 'u',
  ऊ: 'uu',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ऍ: 'e',
  ऎ: 'e',
  ऒ: 'o',
};
const VOWEL_SIGNS: Record<string, string> = {
  '\u093e': 'aa',
  '\u093f': 'i',
  '\u0940': 'ii',
  '\u0941': 'u',
  '\u0942': 'uu',
  '\u0943': 'ri',
  '\u0947': 'e',
  '\u0948': 'ai',
  '\u094b': 'o',
  '\u094c': 'au',
  '\u0949': 'o',
  '\u0945': 'e',
  '\u0946': 'e',
  '\u094a': 'o',
};

const DEVANAGARI = /[\u0900-\u097f]/;
const LATIN_WORD = /^[a-z]+$/;

export const isDevanagari = (text: string): boolean => DEVANAGARI.test(text);

/**
 * One Devanagari word in plain ASCII ("प्याज़" → "pyaaz", "चावल" → "chaawal"): each consonant
 * carries an inherent "a" unless a virama or vowel sign follows; the word-final one is silent in
 * Hindi and dropped. Characters of other scripts pass through.
 */
export function romaniseDevanagari(word: string): string {
  // Precomposed nukta letters (क़ U+0958 …) decompose to letter + nukta.
  const chars = [...word.normalize('NFD')];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const cons = CONSONANTS[ch];
    if (cons !== undefined) {
      let sound = cons;
      if (chars[i + 1] === NUKTA) {
        sound = NUKTA_CONSONANTS[ch] ?? cons;
        i++;
      }
      const next = chars[i + 1];
      out += sound;
      if (next === VIRAMA) i++;
      else if (next === undefined || VOWEL_SIGNS[next] === undefined) out += 'a';
      continue;
    }
    if (ch === NUKTA) continue;
    out += VOWELS[ch] ?? VOWEL_SIGNS[ch] ?? NASALS[ch] ?? ch;
  }
  // Hindi drops the final inherent vowel: "चावल" is chaawal, not chaawala.
  const last = chars[chars.length - 1] === NUKTA ? chars[chars.length - 2] : chars[chars.length - 1];
  if (last !== undefined && CONSONANTS[last] !== undefined && out.length > 2) out = out.slice(0, -1);
  return out;
}

/**
 * Hindi plural and oblique endings, on a romanised word: "केले"/"kele" → "kel" (केला/kela →
 * "kel" too, through the dropped final "a"), "रोटियाँ" → "roti", "सब्ज़ियों" → "sabzi";
 * Urdu romanisations write that ending (ے) "ay" or "ey" ("anday", eggs).
 * A stem keeps at least three letters.
 */
export function hindiStem(word: string): string {
  for (const [ending, keep] of STEM_ENDINGS) {
    if (VOWEL_ENDINGS.has(ending) && !AFTER_CONSONANT.test(word.slice(-ending.length - 1, -ending.length))) continue;
    if (word.length - ending.length + keep.length >= 3 && word.endsWith(ending)) return word.slice(0, word.length - ending.length) + keep;
  }
  return word;
}
const STEM_ENDINGS: [string, string][] = [
  ['iyaan', 'i'],
  ['iyan', 'i'],
  ['iyon', 'i'],
  ['iyo', 'i'],
  ['aaen', ''],
  ['aon', ''],
  ['aen', ''],
  ['on', ''],
  ['en', ''],
  // "anday", "kelay": Urdu's ے after a consonant ("chaay", tea, keeps its vowel).
  ['ay', ''],
  ['ey', ''],
  // "kele", "ande": a final "e" after a consonant (not "ee", the long i).
  ['e', ''],
];
/** Endings that are the plural only after a consonant. */
const VOWEL_ENDINGS: ReadonlySet<string> = new Set(['ay', 'ey', 'e']);
const AFTER_CONSONANT = /^[^aeiou]$/;

/** Spelling variants of romanised Hindi, applied in order (consonant clusters before vowels). */
const KEY_RULES: [RegExp, string][] = [
  [/chh|ch/g, 'c'],
  [/sh/g, 's'],
  [/([kgjtdpbr])h/g, '$1'],
  [/ph|f/g, 'p'],
  // "Lowki"/"lauki" (लौकी): "ow" before a consonant is the vowel "au".
  [/ow(?=[^aeiouy]|$)/g, 'o'],
  [/w/g, 'v'],
  [/z/g, 'j'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/ee|ii/g, 'i'],
  [/oo|uu/g, 'u'],
  [/aa/g, 'a'],
  [/a[iy]$/g, 'e'],
  [/au|ou/g, 'o'],
  // A final "h" after a vowel is silent spelling ("Rajmah"/"rajma").
  [/([aeiou])h$/g, '$1'],
  // "piyaz", "piaz", "pyaz"; "dhania", "dhaniya".
  [/iy?(?=[aeiou])/g, 'y'],
  // A nasal before a consonant is written or not ("moong"/"mug", "baingan"/"baigan").
  [/n(?=[^aeiouy])/g, ''],
  // Before b and p the same nasal (an anusvara) is written "m" ("nimbu"/"नींबू", "sambar"/"सांबर").
  [/m(?=[bp])/g, ''],
  // Doubled consonants ("makkhan"/"makhan", "rotti").
  [/([b-df-hj-np-tv-z])\1+/g, '$1'],
];

/**
 * The phonetic key of one word, Devanagari or romanised Latin ("प्याज़", "pyaaz", "piyaz" → "pyj"),
 * or null for other scripts and for keys too short to tell words apart. The inherent "a", which
 * romanisations write or omit at will, goes everywhere but at the start ("aloo" → "alu").
 * Index builds ask for the same words over and over: kept per word (bounded).
 */
export const hindiKey: (word: string) => string | null = keptPerKey(200_000, computeHindiKey);

function computeHindiKey(word: string): string | null {
  let w = word.toLowerCase();
  if (BENGALI.test(w)) w = bengaliAsDevanagari(w);
  if (isDevanagari(w)) w = romaniseDevanagari(w);
  if (!LATIN_WORD.test(w)) return null;
  w = hindiStem(w);
  for (const [re, to] of KEY_RULES) w = w.replace(re, to);
  const key = w[0]! + w.slice(1).replace(/a/g, '');
  return key.length >= 2 ? key : null;
}

/** The Latin and Devanagari words of a name, lower-cased. */
const hindiWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z\u0900-\u097f]+/)
    .filter(Boolean);

/** The key of a name of several words ("Gai ka doodh" → "gi k dud"); null when a word has none. */
export function hindiPhraseKey(text: string): string | null {
  const keys = hindiWords(text).map(hindiKey);
  return keys.length && keys.every((k) => k !== null) ? keys.join(' ') : null;
}

/** Languages whose names are indexed by the Hindi key: Hindi and Urdu (one spoken language), Hindi-script neighbours. */
export const HINDI_KEY_LANGS: ReadonlySet<string> = new Set(['hi', 'ur']);

const BENGALI = /[\u0980-\u09ff]/;
/** The Bengali and Devanagari blocks are laid out alike, letter for letter: ভাত (U+09AD …) is भात (U+092D …). */
const BENGALI_TO_DEVANAGARI = 0x80;

/** A Bengali word in the Devanagari letters of the same sounds ("ভাত" → "भात"), to romanise and key as Hindi is. */
export function bengaliAsDevanagari(word: string): string {
  return [...word.normalize('NFD')]
    .map((c) => {
      const cp = c.codePointAt(0)!;
      return cp >= 0x980 && cp <= 0x9ff ? String.fromCodePoint(cp - BENGALI_TO_DEVANAGARI) : c;
    })
    .join('');
}

/**
 * Marathi, Nepali and Sanskrit names in Devanagari often reuse a Hindi word for another food
 * (Nepali and Sanskrit "रोटी" for sliced bread, Hindi डबलरोटी): where a food has Hindi names, a
 * Devanagari name in another language that is not one of them is left out, so that Hindi users
 * get the Hindi reading. Names in Latin (IFCT's romanised names) and a reviewed lexicon's names
 * (Marathi "केळी", banana) are kept.
 */
export function preferHindiNames<T extends { lang: string; text: string; source?: string }>(names: readonly T[]): T[] {
  const wordKeys = (text: string) => hindiWords(text).map((w) => hindiKey(w) ?? w);
  const hindi = new Set(names.filter((n) => n.lang === 'hi').flatMap((n) => wordKeys(n.text)));
  if (hindi.size === 0) return [...names];
  // Kept when it shares a word with a Hindi name (ne "चीनी" with hi "सफेद चीनी", white sugar), or a reviewed lexicon gives it.
  return names.filter((n) => n.lang === 'hi' || n.source === LEXICON_NAMES_SOURCE || !isDevanagari(n.text) || wordKeys(n.text).some((k) => hindi.has(k)));
}
