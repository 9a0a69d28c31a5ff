/**
 * A Japanese or Korean food name → the English name the name resolver's English rules read: the
 * reviewed lexicon's entry (food-lexicons.ts), else a qualifier written before, inside or after a
 * listed name, read as its English word ("有塩バター" salted butter, "粗びき黒こしょう" coarsely
 * ground black pepper, "ブロックベーコン" slab bacon, "豚バラ薄切り肉" sliced pork belly,
 * "玉ねぎスライス" sliced onion, "슬라이스 치즈" sliced cheese). The qualifier only joins the
 * English: whether "salted butter" is another food than butter is the English rules' call.
 */
import { FOOD_LEXICONS } from './food-lexicons';
import { normalise } from './text';

/** Words written before a food that qualify it without naming another food. */
const QUALIFIERS: Record<string, string> = {
  有塩: 'salted',
  無塩: 'unsalted',
  食塩不使用: 'unsalted',
  粗びき: 'coarsely ground',
  粗挽き: 'coarsely ground',
  あらびき: 'coarsely ground',
  薄切り: 'sliced',
  切り落とし: 'sliced',
  スライス: 'sliced',
  乾燥: 'dried',
  ブロック: 'slab',
  가염: 'salted',
  무염: 'unsalted',
  슬라이스: 'sliced',
};

/** Lexicon names as search folds them (katakana as hiragana, spaces as one): one key per spelling. */
const key = (name: string) => normalise(name).replace(/\s+/g, '');
const ENGLISH = new Map(['ja', 'ko'].flatMap((lang) => Object.entries(FOOD_LEXICONS[lang]!).map(([native, en]) => [key(native), en] as const)));
/** Longest first: "食塩不使用" before any shorter qualifier it starts with. */
const QUALIFIER_KEYS = Object.entries(QUALIFIERS)
  .map(([word, en]) => [key(word), en] as const)
  .sort((a, b) => b[0].length - a[0].length);

/** The English name of a Japanese or Korean food name, or null when the lexicon lists neither it nor it without a qualifier. */
export function jaKoEnglishName(name: string): string | null {
  const k = key(name);
  const whole = ENGLISH.get(k);
  if (whole) return whole;
  for (const [q, en] of QUALIFIER_KEYS) {
    const at = k.indexOf(q);
    if (at < 0) continue;
    const head = ENGLISH.get(k.slice(0, at) + k.slice(at + q.length));
    if (head) return `${en} ${head}`;
  }
  return null;
}
