/**
 * Arabic-script food words typed in Latin letters ("ruz" رز, "haleeb" حليب, "khubz" خبز, "tamr"
 * تمر): the script writes consonants and long vowels only, and Latin spellings of one word differ
 * in their vowels ("haleeb", "halib", "7aleeb" aside), so both are read as their consonants. A
 * consonant several Arabic letters share in Latin is one ("s" for س and ص, "t" for ت, ط and ث);
 * ع and the hamza, which Latin leaves out, go; و and ی are vowels but at the start of a word; a
 * letter doubled (shadda, "rozz") is one; a final h goes (ة, "-ah"). The key is lossy on purpose,
 * as the Hindi key is (indic.ts): its reader keeps only the words some food's name holds, and
 * never calls what it reads confident.
 */

/** Arabic-script letters (as text.ts normalises them) → their consonant, or '' for a vowel or a letter Latin leaves out. */
const LETTERS: Record<string, string> = {
  ا: '',
  ب: 'b',
  پ: 'b',
  ت: 't',
  ث: 't',
  ج: 'j',
  چ: 'C',
  ح: 'h',
  خ: 'x',
  د: 'd',
  ذ: 'd',
  ر: 'r',
  ز: 'z',
  ژ: 'j',
  س: 's',
  ش: 'S',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: '',
  غ: 'g',
  ف: 'f',
  ق: 'k',
  ک: 'k',
  گ: 'g',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  و: 'w',
  ی: 'y',
  ء: '',
};

/** Latin letter pairs that write one Arabic consonant, then single letters that write another's. */
const LATIN_PAIRS: [RegExp, string][] = [
  [/kh/g, 'x'],
  [/sh/g, 'S'],
  [/ch/g, 'C'],
  [/th/g, 't'],
  [/dh/g, 'd'],
  [/gh/g, 'g'],
  [/q/g, 'k'],
  [/p/g, 'b'],
  [/v/g, 'w'],
];

const ARABIC_WORD = /^[\u0600-\u06ff]+$/;
const LATIN_WORD = /^[a-z]+$/;
/** The fewest consonants a key holds: one consonant names too many words. */
const MIN_KEY = 2;

/** The consonant key of an Arabic-script or Latin word ("حلیب", "haleeb", "halib" → "hlb"), or null for other words and keys too short. */
export function arabicKey(word: string): string | null {
  let letters: string[];
  if (ARABIC_WORD.test(word)) letters = [...word].map((c) => LETTERS[c] ?? '?');
  else if (LATIN_WORD.test(word)) {
    // Romanised Arabic and Persian write no c but in "ch" and no x ("icecream" is English run together).
    if (/c(?!h)|x/.test(word)) return null;
    let w = word;
    for (const [re, to] of LATIN_PAIRS) w = w.replace(re, to);
    letters = [...w].map((c) => ('aeiou'.includes(c) ? '' : c));
  } else return null;
  if (letters.includes('?')) return null;
  // و and ی (w, y) are consonants only where a word begins; doubled letters are one.
  let key = letters.filter((c, i) => c !== '' && (i === 0 || (c !== 'w' && c !== 'y'))).join('');
  key = key.replace(/(.)\1+/g, '$1');
  if (key.length > MIN_KEY && key.endsWith('h')) key = key.slice(0, -1);
  return key.length >= MIN_KEY ? key : null;
}
