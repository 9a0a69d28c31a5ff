/**
 * The text of an ingredient line before and after parsing: the line as typed (markup, bullets,
 * glued units, odd quotes) made plain, and a name cut from it made tidy.
 */
import { repairMojibake } from './mojibake';
import { normaliseNumerals } from './numbers';

/** The line as typed made plain; the caller cuts it to MAX_LINE_CHARS first. */
export function normaliseLineText(line: string): string {
  let s = repairMojibake(line);
  // Binary junk and control characters become spaces; replacement characters go.
  s = s.replace(/[\u0000-\u001f\u007f-\u009f\ufffd\u200b-\u200f\u2028\u2029\ufeff]/g, ' ');
  s = normaliseNumerals(s);
  s = s
    .replace(/[\u2018\u2019\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u2033]/g, '"')
    .replace(/\u00d7/g, 'x')
    .replace(/[®™©]/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // markdown links keep their text
    .replace(/\*{1,2}([^*]+)\*{1,2}/g, '$1')
    .replace(/(^|\s)_([^_]+)_(?=\s|$|[,.;:)])/g, '$1$2')
    .replace(/(\p{L})\((?:s|es)\)/gu, '$1s')
    // German plural endings in brackets ("Zwiebel(n)", "Prise(n)", "Ei(er)"): the word as written before them.
    .replace(/(\p{L})\((?:n|en|e|er|nen)\)/gu, '$1')
    .replace(/\*+/g, ' ')
    // "葱 2 根，切段": a Chinese count word, then a comma before what is done to the food.
    .replace(/(\d\s*[\u4e00-\u9fff])[，,]\s*/gu, '$1, ')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    // Brazilian measures name their spoon or cup in brackets: "1 colher (sopa)", "2 xícaras (chá)".
    .replace(/\b(colher(?:es)?|x[íi]caras?)\s*\(\s*(sopa|ch[áa])\s*\)/gi, '$1 de $2');
  // Bullets and checkboxes; a minus glued to a digit is a sign, handled by the caller.
  s = s.replace(/^\s*(?:[*•·▪◦‣⁃>▢□☐☑☒✓✔■◻◽○●◆◇►▸]+|-(?=\s)|\[\s?[xX ]?\]|\d+[.)]\s+(?=\d))\s*/, '');
  s = s.replace(/(\d)\s*x\s*(?=\d)/gi, '$1 x ').replace(/(\d)x\b/gi, '$1 x');
  // "100g" → "100 g", "1tsp" → "1 tsp", but not ordinals ("1st") or "7up"-like names after letters.
  s = s.replace(/(\d)(?!(?:st|nd|rd|th)\b)([a-zA-Z\u00b5\u4e00-\u9fff#"])/g, '$1 $2');
  s = s.replace(/\s+&\s+/g, ' and ').replace(/\band\/or\b/gi, 'or');
  // Slashes and bars between words get spaces ("240ml/1 cup", "g/~1.7 lbs"); fractions keep theirs.
  s = s.replace(/\s*\|\s*/g, ' | ').replace(/(?<!\d)\s*\/\s*|\s*\/\s*(?!\d)/g, ' / ');
  return s.replace(/\s+/g, ' ').trim();
}

export function hasLetters(s: string): boolean {
  return /\p{L}/u.test(s);
}

export function tidy(s: string): string {
  return s
    .replace(/^[\s,;:.\-–)\]]+|[\s,;:\-–([]+$/g, '')
    .replace(/\.$/, '')
    .replace(/^(?:of\s+(?:the\s+)?|the\s+)/i, '')
    .replace(/["“”]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
