/**
 * Small readers of a measure at the start of some text: a unit, a size word, a bracket, a measure
 * ("14.5 oz") and the same amount restated in another unit. Each returns what it read and the rest.
 */
import { findUnit, findUnitFuzzy, MAX_UNIT_WORDS, startsUnit, type UnitDef } from './units';
import { readNormalisedQuantity as readQuantity } from './numbers';
import { SIZE, SIZE_RE } from './ingredient-words';

/** A size word and nothing else ("large", "heaping"). */
export const SIZE_ONLY_RE = new RegExp(`^${SIZE}$`, 'i');

interface UnitHit {
  def: UnitDef;
  text: string;
  rest: string;
}

/** The longest unit spelling at the start of `rest`. */
export function readUnit(rest: string, fuzzy = false): UnitHit | null {
  const words = rest.split(' ', MAX_UNIT_WORDS + 1);
  const first = words[0]!.replace(/[,;:)]+$/, '').replace(/-$/, '');
  if (!startsUnit(first) && !rest.startsWith('-') && !(fuzzy && first.length >= 7)) return null;
  const all = rest.split(' ');
  for (let n = Math.min(MAX_UNIT_WORDS, words.length); n >= 1; n--) {
    let text = words.slice(0, n).join(' ');
    // A unit glued to punctuation: "tbsp," "cups)" "oz.:" — but keep a period ("lb." "fl. oz.").
    text = text.replace(/[,;:)]+$/, '');
    const hyphenated = text.match(/^([^-]+)-$/);
    if (hyphenated) text = hyphenated[1]!;
    const def = findUnit(text) ?? (fuzzy && n === 1 ? findUnitFuzzy(text) : null);
    if (!def) continue;
    const tail = all.slice(n).join(' ');
    const glued = words.slice(0, n).join(' ').slice(text.length).replace(/^-/, '');
    return { def, text, rest: (glued ? `${glued.replace(/^[,;:]/, '')} ` : '') + tail };
  }
  // "15-oz", "14.5-ounce": a unit after a hyphen.
  const hy = rest.match(/^-\s*(\S+)/);
  if (hy) {
    const inner = readUnit(rest.slice(1).trimStart());
    if (inner) return inner;
  }
  return null;
}

export function readSize(rest: string, alone = false): { size: string; rest: string } | null {
  const m = rest.match(SIZE_RE);
  if (!m) return null;
  const after = rest.slice(m[0].length).trim();
  // A size word with nothing after it is the name, except where only a measure is expected.
  if (!alone && (!after || /^[,;(]/.test(after))) return null;
  return { size: expandSize(m[1]!), rest: after.replace(/^,\s*/, '') };
}

const SIZE_ABBREVIATIONS: Record<string, string> = {
  lg: 'large',
  lge: 'large',
  med: 'medium',
  md: 'medium',
  sm: 'small',
  sml: 'small',
  xl: 'extra large',
  'x-large': 'extra large',
};

/** "lg." → "large", "Extra-Large" → "extra-large". */
function expandSize(text: string): string {
  return text
    .toLowerCase()
    .split(/(\s*(?:to|or|-|\/)\s*|\s+)/)
    .map((w) => SIZE_ABBREVIATIONS[w.replace(/\.$/, '')] ?? w)
    .join('');
}

export function readParen(rest: string): { inner: string; rest: string } | null {
  if (!rest.startsWith('(') && !rest.startsWith('[')) return null;
  const close = rest.startsWith('(') ? ')' : ']';
  let depth = 0;
  for (let i = 0; i < rest.length; i++) {
    const ch = rest[i];
    if (ch === rest[0]) depth++;
    else if (ch === close && --depth === 0) return { inner: rest.slice(1, i).trim(), rest: rest.slice(i + 1).trim() };
  }
  return { inner: rest.slice(1).trim(), rest: '' };
}

/** A measure "14.5 oz", "400g", "8-ounce", "about 250 ml" with nothing but a measure word following. */
export function readMeasure(text: string, dims: ('mass' | 'volume' | 'count')[] = ['mass', 'volume']): { quantity: number; unit: string; rest: string } | null {
  const q = readQuantity(text);
  if (!q || q.fromWords) return null;
  const u = readUnit(q.rest.replace(/^-\s*/, ''));
  if (!u || !dims.includes(u.def.dimension) || u.def.name === 'inch') return null;
  return { quantity: q.value, unit: u.def.name, rest: u.rest.replace(/^each\b\s*/i, '').trim() };
}

/**
 * An equivalent in another unit after the main measure: "| 11 oz", "/ 240 ml", "or 5 cups",
 * "(240 ml)"; after `first`, also one written with no sign between when it is in the other
 * system ("8 oz 225 g", "250 g 9 oz"; "1 cup 2 tbsp" is a sum, not an equivalent).
 */
export function skipEquivalent(rest: string, first?: UnitDef): string {
  for (let i = 0; i < 3; i++) {
    const m = rest.match(/^(?:[|/]|or\b|=)\s*/i) ?? (first && /^\d/.test(rest) && restatedIn(rest, first) ? ['' as string] : null);
    if (!m) break;
    const after = rest.slice(m[0].length).replace(/^[~≈]\s*/, '');
    const q = readQuantity(after);
    if (!q || q.fromWords) break;
    const u = readUnit(q.rest);
    if (!u || u.def.dimension === 'count') break;
    rest = u.rest.trim();
  }
  return rest;
}

/**
 * `text` starts with the amount `first` measured, said again: a weight beside a volume ("3/4 cup
 * 4 oz"), or the same kind of measure in the other system (metric against the rest).
 */
export function restatedIn(text: string, first: UnitDef): boolean {
  const q = readQuantity(text);
  const u = q && !q.fromWords ? readUnit(q.rest) : null;
  if (!u || (u.def.dimension !== 'mass' && u.def.dimension !== 'volume') || (first.dimension !== 'mass' && first.dimension !== 'volume')) return false;
  return u.def.dimension !== first.dimension || (u.def.system === 'metric') !== (first.system === 'metric');
}

export function stripQuantityWords(s: string): string {
  // "half and half" is a cream, not half of "and half".
  const q = /^half[- ]and[- ]half\b/i.test(s) ? null : readQuantity(s);
  let rest = q ? q.rest : s;
  const u = readUnit(rest);
  if (u && q) rest = u.rest;
  return rest.replace(/^of\s+/i, '').trim();
}
