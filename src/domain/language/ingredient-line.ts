/**
 * Ingredient-line parser: "1 ½ cups chopped onion", "2 (14.5 oz) cans diced tomatoes, drained",
 * "Spaghetti: 320 g | 11 oz", "salt and pepper to taste" → quantity, unit, name, preparation.
 *
 * Conventions (the labelled set in bench/data/ingredient-lines.jsonl follows them):
 * - `quantity` is what is written (lower bound of a range); never guessed: "salt to taste" → null.
 *   A pinch, dash or cup written without a number but with "a"/"of" ("a pinch of salt",
 *   "pinch of salt") is 1 of that unit.
 * - `unit` is the canonical name from src/domain/language/units.ts; bare counts ("2 eggs") have unit null.
 * - `name` keeps what identifies the food, including states that change its nutrition ("cooked
 *   rice", "dried apricots", "smoked salmon", "unsalted butter", "fresh parsley"); kitchen actions
 *   ("chopped", "melted", "boneless"), temperatures ("warm"), sizes and comments ("to taste",
 *   "divided", parenthetical notes) go to `preparation` or `size`. Lower case, as written otherwise
 *   (no singularising).
 * - `package`: the size of one container or piece when written ("2 (14.5 oz) cans", "2 x 400g
 *   tins", "1 15-oz can", "1 can (400 g)"), with `unit` the container (can, package …).
 */
import { findUnit, findUnitFuzzy, MAX_UNIT_WORDS, startsUnit, type UnitDef } from './units';
import { repairMojibake } from './mojibake';
import { normaliseNumerals, readNormalisedQuantity as readQuantity, type QuantityMatch } from './numbers';
import {
  ACTION_WORD_RE,
  COMMENT_TAIL,
  COLOURS,
  CONTAINERS,
  CUT_TAIL_RE,
  FULLNESS_LEAD_RE,
  FULLNESS_RE,
  INNER_ACTION_RE,
  INNER_SIZE_RE,
  MADE_OF,
  MODIFIERS,
  NAMING_ACTIONS,
  PLAIN_SIZE_RE,
  PREP_LEAD_RE,
  PREP_ONLY_RE,
  PREP_TRAIL_RE,
  SIZE,
  SIZE_RE,
  UNNUMBERED_MEASURES,
} from './ingredient-words';

export interface ParsedIngredientLine {
  /** The line as given. */
  input: string;
  /** Lower bound for ranges; null when not stated ("salt to taste"): never guessed. */
  quantity: number | null;
  /** Upper bound for ranges, else null. */
  quantity_max: number | null;
  /** Canonical unit name from the unit table, or null. */
  unit: string | null;
  /** The unit as written. */
  unit_text: string | null;
  /** The ingredient without quantity, unit, size and preparation ("onion"). */
  name: string;
  /** "chopped", "finely diced", "drained", "divided", "to taste" … */
  preparation: string | null;
  /** small, medium, large, heaping … */
  size: string | null;
  /** "2 (14.5 oz) cans" → {14.5, 'oz'} (with unit 'can'). */
  package: { quantity: number; unit: string } | null;
  /** "butter or margarine" → name "butter", alternatives ["margarine"]. */
  alternatives: string[];
  /**
   * Grams the line states for its whole amount beside a volume or count ("1 cup (125 g) flour",
   * "3 aubergines (900g)", "2 cups / 250 g flour"): the cook's own weight. Null otherwise.
   */
  stated_grams: number | null;
  quantity_known: boolean;
  /** 0..1 */
  confidence: number;
}

/** Longer input is cut before parsing: no ingredient line is this long. */
export const MAX_LINE_CHARS = 500;

/** A size word and nothing else ("large", "heaping"). */
const SIZE_ONLY_RE = new RegExp(`^${SIZE}$`, 'i');
/** "or 3 small" after "2 large": the other count and size a line allows. */
const OTHER_COUNT_RE = new RegExp(String.raw`^or\s+(\d+(?:[./]\d+)?\s+${SIZE})\s+(?=\S)`, 'i');

// ---------------------------------------------------------------- normalising

function normaliseText(line: string): string {
  let s = repairMojibake(String(line).slice(0, MAX_LINE_CHARS));
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

// ---------------------------------------------------------------- small readers

interface UnitHit {
  def: UnitDef;
  text: string;
  rest: string;
}

/** The longest unit spelling at the start of `rest`. */
function readUnit(rest: string, fuzzy = false): UnitHit | null {
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

function readSize(rest: string, alone = false): { size: string; rest: string } | null {
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

function readParen(rest: string): { inner: string; rest: string } | null {
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
function readMeasure(text: string, dims: ('mass' | 'volume' | 'count')[] = ['mass', 'volume']): { quantity: number; unit: string; rest: string } | null {
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
function skipEquivalent(rest: string, first?: UnitDef): string {
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
function restatedIn(text: string, first: UnitDef): boolean {
  const q = readQuantity(text);
  const u = q && !q.fromWords ? readUnit(q.rest) : null;
  if (!u || (u.def.dimension !== 'mass' && u.def.dimension !== 'volume') || (first.dimension !== 'mass' && first.dimension !== 'volume')) return false;
  return u.def.dimension !== first.dimension || (u.def.system === 'metric') !== (first.system === 'metric');
}

function hasLetters(s: string): boolean {
  return /\p{L}/u.test(s);
}

/** Text made only of a measure ("2/3 cup", "320 g | 11 oz", "2", "1 kg (2 lb)"), for name-first lines. */
function measureOnly(text: string): boolean {
  const q = readQuantity(text);
  if (!q || (q.fromWords && !readUnit(q.rest))) return false;
  let rest = q.rest;
  const size = readSize(rest, true);
  if (size) rest = size.rest;
  const u = readUnit(rest);
  if (u) rest = u.rest.trim();
  rest = skipEquivalent(rest);
  const paren = readParen(rest);
  if (paren) rest = paren.rest;
  rest = skipEquivalent(rest);
  // "Spring onions – 4, sliced", "nagaimo: 160 g, grated": a preparation may follow the measure.
  const prep = rest.match(/^\s*(,)?\s*(.+)$/);
  if (prep && (PREP_ONLY_RE.test(prep[2]!.trim()) || (prep[1] && COMMENT_TAIL.test(` ${prep[2]}`)))) return true;
  // "葱 2 根，切段": Chinese writes what is done to the food after a comma.
  if (u && /^[\u4e00-\u9fff][^\d]*$/u.test(rest.replace(/^[\s,]+/, ''))) return true;
  return /^[\s.,;]*(?:each|total|approx\.?|\(optional\))?[\s.]*$/i.test(rest);
}

/**
 * Name-first styles: "Spaghetti: 320 g | 11 oz", "Salt - 1 tsp", "Olive oil, 2/3 cup",
 * "Extra virgin olive oil 1/4 cup (40g)". Returns the name part and the measure part.
 */
function splitNameFirst(text: string): { head: string; measure: string } | null {
  if (readQuantity(text) && !/^an?\s/i.test(text)) return null;
  const sep = text.match(/^(.+?)\s*(?:[:：]|\s[-–—]\s|,)\s*(.+)$/);
  if (sep && hasLetters(sep[1]!) && measureOnly(sep[2]!)) return { head: sep[1]!, measure: sep[2]! };
  // "Rice (50 grams)", "Onion (1)", "Chocolate (70 g) (optional)".
  const paren = text.match(/^([^()]+?)\s*\(([^()]+)\)\s*((?:\([^()]*\)\s*)*)$/);
  if (paren && hasLetters(paren[1]!) && !/\d/.test(paren[1]!) && measureOnly(paren[2]!)) {
    const bare = !readUnit(readQuantity(paren[2]!)!.rest);
    if (!bare || (paren[1]!.split(' ').length <= 4 && /^\d{1,2}$/.test(paren[2]!.trim())))
      return { head: `${paren[1]} ${paren[3]}`.trim(), measure: paren[2]! };
  }
  const lastComma = text.lastIndexOf(',');
  if (lastComma > 0 && hasLetters(text.slice(0, lastComma)) && measureOnly(text.slice(lastComma + 1).trim())) {
    return { head: text.slice(0, lastComma), measure: text.slice(lastComma + 1).trim() };
  }
  // "Butter 2 tbsp", "Eggs 3": the first digit that starts a trailing measure.
  const re = /\s(?=[\d.])/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const head = text.slice(0, m.index);
    const tail = text.slice(m.index + 1);
    if (!hasLetters(head) || !measureOnly(tail)) continue;
    const q = readQuantity(tail)!;
    // A bare trailing number needs a short head and a plain count ("Eggs 3"), not "beef 80/20".
    if (!readUnit(q.rest) && (head.split(' ').length > 4 || /\d/.test(head) || !/^\d{1,2}\b(?![./])/.test(q.text))) continue;
    return { head, measure: tail };
  }
  return null;
}

// ---------------------------------------------------------------- the name phrase

interface NamePhrase {
  name: string;
  preparation: string[];
  size: string | null;
  alternatives: string[];
}

function stripQuantityWords(s: string): string {
  // "half and half" is a cream, not half of "and half".
  const q = /^half[- ]and[- ]half\b/i.test(s) ? null : readQuantity(s);
  let rest = q ? q.rest : s;
  const u = readUnit(rest);
  if (u && q) rest = u.rest;
  return rest.replace(/^of\s+/i, '').trim();
}

function tidy(s: string): string {
  return s
    .replace(/^[\s,;:.\-–)\]]+|[\s,;:\-–([]+$/g, '')
    .replace(/\.$/, '')
    .replace(/^(?:of\s+(?:the\s+)?|the\s+)/i, '')
    .replace(/["“”]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Trimming words inside a name: "Boneless Skinless", "bone-in, skin-on". */
const TRIM_WORD = '(?:boneless|skinless|bone-in|skin-on|bone-out|skin-off)';
const TRIM_INSIDE_RE = new RegExp(String.raw`\s(${TRIM_WORD}(?:\s*,?\s*(?:and\s+|&\s+)?${TRIM_WORD})*)\s+(?=\S)`, 'i');

/** A liquid and then its temperature, in other languages ("eau froide", "acqua tiepida", "lauwarmes Wasser" is read before). */
const LIQUID_TEMPERATURE_RE =
  /^((?:eau|lait|acqua|latte|agua|leche|água|leite|wasser|milch|water|melk|vatten|mjölk|vann|vand|mælk|woda|mleko|bouillon|brodo|caldo|brühe|fond)(?:\s+\p{L}+)?)\s+(froide?s?|chaude?s?|tièdes?|fredd[ao]|cald[ao]|tiepid[ao]|fr[íi][ao]|caliente|tibi[ao]|quente|morn[ao]|gelad[ao]|kalt|warm|lauwarm|koud|lauw|kallt|ljummet|varmt|kaldt|lunkent|zimn[ae]|ciep[łl][ae]|letni[ae])$/iu;

/** Hyphenated describing words: "semi-sweet", "low-fat", "gluten-free", "reduced-sodium". */
const COMPOUND_ADJECTIVE_RE = /^(?:semi|low|reduced|non|full|extra|half)-\p{L}+$|^\p{L}+-(?:free|fat|sodium|sugar|sweet|sweetened)$/u;

function splitAlternatives(name: string): { name: string; alternatives: string[] } {
  // "instant yeast or 1 1/4 tsp active dry yeast": an alternative with its own amount.
  // Other languages' "or" too: "levadura seca o 20 g de levadura fresca", "Hefe oder 1 Würfel Frischhefe".
  const measured = name.match(/^(\p{L}.*?)\s+(?:or|o|ou|oder|eller|lub|albo|oppure|ofwel)\s+(?=\d)(.+)$/u);
  if (measured) {
    const alt = tidy(readMeasurePart(measured[2]!).rest);
    return { name: tidy(measured[1]!), alternatives: /^\p{L}/u.test(alt) ? [alt] : [] };
  }
  if (/\d\s*\/\s*\d/.test(name)) return { name, alternatives: [] };
  const parts = name
    .split(/\s+or\s+|\s*\/\s*(?=\p{L})/u)
    .map((p) => tidy(stripQuantityWords(p)))
    .filter(Boolean)
    // "red yellow or green bell pepper": colours side by side are a list, each a variety.
    .flatMap((p, i, all) => (i < all.length - 1 && p.split(' ').every((w) => COLOURS.has(w)) ? p.split(' ') : [p]));
  if (parts.length < 2) return { name, alternatives: [] };
  const last = parts[parts.length - 1]!.split(' ');
  // "chicken or vegetable stock" → "chicken stock" / "vegetable stock"; "rye or whole wheat flour" → "rye flour".
  // A describing word before "or" answers the word after it whatever that is ("semi-sweet or dark
  // chocolate chips", "yellow or vanilla cake mix", "caster/superfine sugar"); "honey or maple syrup" stays honey.
  const describes = (w: string) => MODIFIERS.has(w) || ACTION_WORD_RE.test(w) || COMPOUND_ADJECTIVE_RE.test(w);
  if (last.length >= 2 && parts.slice(0, -1).every((p) => !p.includes(' ') && describes(p))) {
    // The first word answers the alternatives; a word naming what the food is made of stays in the
    // head after it ("creamy or crunchy peanut butter", "light or dark brown sugar"; "rye or whole wheat flour" is rye flour),
    // and so does a colour ("fresh or frozen green peas", "liquid or gel red food coloring").
    let i = 1;
    while (i < last.length - 1 && describes(last[i]!) && !MADE_OF.has(last[i]!) && !COLOURS.has(last[i]!)) i++;
    const head = last.slice(i).join(' ');
    return { name: `${parts[0]} ${head}`, alternatives: [...parts.slice(1, -1).map((p) => `${p} ${head}`), parts[parts.length - 1]!] };
  }
  return { name: parts[0]!, alternatives: parts.slice(1) };
}

/** Notes that say something about the food, not another name of it. */
const NOTE_WORDS =
  /\b(?:optional|divided|taste|more|less|about|approx|see|note|recipe|room|temperature|such|like|any|preferably|preferred|homemade|home|store|bought|brand|available|each|total|plus|extra|reserved|separated|at|for|from|of|in|to|with|without|if|or|and)\b/i;

/** A parenthesised note that is only a short name: letters, at most four words, no kitchen action. */
function isGloss(note: string): boolean {
  if (!/^[\p{L}' -]+$/u.test(note) || note.split(/\s+/).length > 4 || NOTE_WORDS.test(note)) return false;
  return !PREP_ONLY_RE.test(note) && !PREP_LEAD_RE.test(`${note} x`) && !ACTION_WORD_RE.test(note.split(/\s+/).pop()!);
}

/** The words after quantity and unit → name, preparation, size, alternatives. */
/**
 * Comments around the name: trailing ones ("divided, plus more for serving") and bracketed notes,
 * a size word among them becoming the size and a bare other name of the food a gloss.
 */
function splitComments(text: string): { rest: string; preparation: string[]; size: string | null; glosses: string[] } {
  const preparation: string[] = [];
  let size: string | null = null;
  let rest = text.trim();

  // Trailing comments, possibly several: "divided, plus more for serving".
  for (let i = 0; i < 4; i++) {
    const tail = rest.match(COMMENT_TAIL);
    if (!tail || tail.index === undefined || tail.index === 0) break;
    preparation.unshift(tail[1]!.trim());
    rest = rest.slice(0, tail.index).trim();
  }
  // Parenthetical notes: a size word becomes the size, anything else a note. A note that is only
  // a name ("hing (asafoetida)", "atta (whole wheat flour)") is the cook's gloss: another name of
  // the food as well.
  const glosses: string[] = [];
  rest = rest
    .replace(/\s*[([]([^()[\]]*)[)\]]\s*/g, (_m, inner: string) => {
      const note = inner.trim().replace(/^[,;]\s*/, '');
      if (!note) return ' ';
      if (!size && SIZE_ONLY_RE.test(note)) size = note.toLowerCase();
      else {
        preparation.push(note);
        if (isGloss(note)) glosses.push(note.toLowerCase());
      }
      return ' ';
    })
    .replace(/\s*[([].*$/, (m) => {
      // An unclosed parenthesis: the rest is a note.
      const note = m.replace(/^\s*[([]/, '').trim();
      if (note) preparation.push(note);
      return '';
    })
    .trim();
  // A comment the parentheses hid: "tomato sauce or salsa to taste (optional)".
  const tailAgain = rest.match(COMMENT_TAIL);
  if (tailAgain && tailAgain.index !== undefined && tailAgain.index > 0) {
    preparation.unshift(tailAgain[1]!.trim());
    rest = rest.slice(0, tailAgain.index).trim();
  }
  return { rest, preparation, size, glosses };
}

function readNamePhrase(text: string, sizeAllowed: boolean): NamePhrase {
  const comments = splitComments(text);
  const { preparation, glosses } = comments;
  let { size, rest } = comments;
  // Leading preparation: "chopped onion", "freshly ground black pepper", "skinless, boneless chicken".
  const lead = rest.match(PREP_LEAD_RE);
  let leadPrep: string | null = null;
  if (lead && lead[0].length < rest.length) {
    leadPrep = lead[1]!.trim();
    // "chopped and roasted hazelnuts": the second word is part of the name, not the joiner.
    rest = rest
      .slice(lead[0].length)
      .replace(/^(?:and|or)\s+(?=\S)/i, '')
      .trim();
  }
  // "eau froide", "acqua tiepida", "agua tibia", "leite morno": a temperature after a liquid is how it is used.
  const temperature = rest.match(LIQUID_TEMPERATURE_RE);
  if (temperature) {
    preparation.push(temperature[2]!.toLowerCase());
    rest = temperature[1]!;
  }
  // "red, white, and green nonpareils": colours listed with "and" are the mixture's, not a variety.
  const colours = rest.match(/^((?:\p{L}+,\s*)+(?:\p{L}+,?\s+)?(?:and|&)\s+\p{L}+)\s+(?=\S)/u);
  if (colours && colours[1]!.split(/,?\s+(?:and|&)\s+|,\s*/).every((w) => COLOURS.has(w.trim().toLowerCase()))) {
    preparation.push(colours[1]!.toLowerCase());
    rest = rest.slice(colours[0].length);
  }
  // "red, yellow, or orange bell pepper": a list of varieties, not a name and its preparation.
  const list = rest.match(/^((?:[\p{L}-]+,\s*)+[\p{L}-]+),?\s+or\s+([\p{L}-]+)\s+(?=\S)/u);
  if (list && [...list[1]!.split(/,\s*/), list[2]!].every((w) => MODIFIERS.has(w.toLowerCase()))) {
    rest = `${list[1]!.split(/,\s*/).join(' or ')} or ${rest.slice(list[0].length - list[2]!.length - 1)}`;
  }
  // How a cut is trimmed, written inside the name after a brand or a describing word ("Gold'n Plump
  // Boneless Skinless Chicken Breasts", "organic boneless pork chops"): preparation wherever it stands.
  const trimmed = rest.match(TRIM_INSIDE_RE);
  if (trimmed && trimmed.index !== undefined && trimmed.index > 0) {
    preparation.unshift(trimmed[1]!.trim().toLowerCase());
    rest = `${rest.slice(0, trimmed.index)} ${rest.slice(trimmed.index + trimmed[0].length)}`.replace(/\s+/g, ' ').trim();
  }
  // Preparation after the first comma, semicolon or spaced dash: "onion, finely chopped".
  const cut = rest.search(/\s*(?:[,;]|\s[-–—]\s|\.\s+(?=\p{L}))\s*/u);
  if (cut > 0) {
    const after = rest
      .slice(cut)
      .replace(/^\s*(?:[,;.]|[-–—])\s*/, '')
      .trim();
    if (after && hasLetters(after)) preparation.unshift(after.replace(/[.;]+$/, ''));
    rest = rest.slice(0, cut).trim();
  }
  if (leadPrep) preparation.unshift(leadPrep);
  // Actions inside a state phrase: "frozen chopped spinach" → "frozen spinach" + "chopped".
  const inner = rest.match(INNER_ACTION_RE);
  if (inner) {
    preparation.unshift(inner[2]!.trim());
    rest = `${inner[1]} ${inner[3]}`;
  }
  // "fresh black pepper", "fresh nutmeg": a spice sold only dried is fresh when just ground or grated.
  const justGround = rest.match(/^fresh\s+(?=(?:(?:black|white|ground|cracked)\s+)*(?:pepper|peppercorns|nutmeg)$)/i);
  if (justGround) {
    preparation.unshift('fresh');
    rest = rest.slice(justGround[0].length);
  }
  // A size after a describing word: "fresh medium garlic cloves".
  const innerSize = rest.match(INNER_SIZE_RE);
  if (innerSize && !size) {
    size = innerSize[2]!.toLowerCase();
    rest = `${innerSize[1]} ${innerSize[3]}`;
  }
  // A size word after leading preparation ("chopped large onion") or alone before the name.
  // Without a number only plain size words count: "Large carrot", but "Big Mac" and "good olive oil" are names.
  const sz = sizeAllowed && PLAIN_SIZE_RE.test(rest) ? readSize(rest) : null;
  if (sz && !size) {
    size = sz.size;
    rest = sz.rest;
  }
  // Trailing preparation without a comma: "1 onion chopped", "chicken cut into strips".
  const trail = rest.match(PREP_TRAIL_RE);
  const naming = trail && NAMING_ACTIONS.some(([action, food]) => action.test(trail[1]!.trim()) && food.test(rest.slice(0, trail.index)));
  if (trail && trail.index !== undefined && trail.index > 0 && !naming) {
    preparation.push(trail[1]!.trim());
    rest = rest.slice(0, trail.index).trim();
  }
  // The shape other languages cut it into: "zanahoria en rodajas", "cipolla a dadini", "Zwiebeln in Würfel (geschnitten)".
  const shape = rest.match(CUT_TAIL_RE);
  if (shape && shape.index !== undefined && shape.index > 0) {
    preparation.splice(trail && !naming && trail.index ? preparation.length - 1 : preparation.length, 0, shape[1]!.trim());
    rest = rest.slice(0, shape.index).trim();
  }
  const alt = splitAlternatives(rest);
  const alternatives = [...alt.alternatives, ...glosses];
  return { name: tidy(alt.name), preparation, size, alternatives: [...new Set(alternatives)].filter((a) => a && a !== tidy(alt.name)) };
}

function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss|o)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

// ---------------------------------------------------------------- the parser

interface Parts {
  quantity: number | null;
  quantityMax: number | null;
  approximate: boolean;
  unit: UnitDef | null;
  unitText: string | null;
  size: string | null;
  pkg: { quantity: number; unit: string } | null;
  rest: string;
  negative: boolean;
  /** "a few", "a little", "some": said instead of an amount. */
  vague: string | null;
  /** What the measure says beside the amount: "firmly packed", "or more", "or 3 small". */
  notes: string[];
}

const VAGUE =
  /^(?:a\s+few|a\s+little(?:\s+bit)?(?:\s+of)?|a\s+(?:tiny|teensy|small)\s+bit(?:\s+of)?|a\s+bit\s+of|a\s+touch\s+of|a\s+dab\s+of|a\s+drizzle\s+of|a\s+sprinkle\s+of|a\s+sprinkling\s+of|a\s+small\s+amount\s+of|some|several|few|lots\s+of|plenty\s+of)\s+/i;

/** Quantity, package, size and unit at the start of `text`; what remains is the name phrase. */
function readMeasurePart(text: string): Parts {
  const p: Parts = {
    quantity: null,
    quantityMax: null,
    approximate: false,
    unit: null,
    unitText: null,
    size: null,
    pkg: null,
    rest: text,
    negative: false,
    vague: null,
    notes: [],
  };
  if (/^-\s*\d/.test(text) && !/^-\s+\d/.test(text)) return readNegative(text, p);
  // "scant 3/4 cup", "heaped 2 tbsp": how full the measure is, said before the number.
  const fullness = text.match(FULLNESS_LEAD_RE);
  if (fullness) {
    p.size = fullness[1]!.toLowerCase();
    text = text.slice(fullness[0].length);
  }
  const q: QuantityMatch | null = readQuantity(text);
  let rest: string;
  if (q) rest = readCounted(q, p);
  else {
    const uncounted = readUncounted(text, p);
    if ('parts' in uncounted) return uncounted.parts;
    rest = uncounted.rest;
  }
  return readUnitPart(rest, p);
}

/** "-2 cups": a negative amount is no usable quantity; the unit still reads. */
function readNegative(text: string, p: Parts): Parts {
  p.negative = true;
  p.rest = text.replace(/^-\s*/, '');
  const q = readQuantity(p.rest);
  if (q) p.rest = q.rest;
  const u = readUnit(p.rest);
  if (u) {
    p.unit = u.def;
    p.unitText = u.text;
    p.rest = u.rest.trim();
  }
  p.rest = p.rest.replace(/^of\s+/i, '');
  return p;
}

/** After a quantity: its package ("2 x 400g tins", "2 (14.5 oz) cans"), a range in brackets, the size of a piece. Returns what follows. */
function readCounted(q: QuantityMatch, p: Parts): string {
  p.quantity = q.value;
  p.quantityMax = q.max;
  p.approximate = q.approximate;
  let rest = q.rest.replace(/^of\s+an?\s+/i, '').replace(/^[x]\s+(?=\D)/i, 'x ');
  // "½ a lemon", "1/2 an avocado".
  if (q.value < 1 && q.max === null) rest = rest.replace(/^an?\s+(?=[a-z])/i, '');
  const more = rest.match(/^(?:or|\+)\s*more\s+(?=\S)/i);
  if (more) {
    p.notes.push('or more');
    rest = rest.slice(more[0].length);
  }
  // "3 - 15 oz cans": a count, then each container's size, not a range of ounces.
  if (q.max !== null) {
    const u0 = readUnit(rest);
    const c = u0 && (u0.def.dimension === 'mass' || u0.def.dimension === 'volume') ? readUnit(u0.rest.trim()) : null;
    if (u0 && c && CONTAINERS.has(c.def.name)) {
      p.quantityMax = null;
      p.pkg = { quantity: q.max, unit: u0.def.name };
      rest = u0.rest.trim();
    }
  }
  // "2 x 400g tins", "4 x 150 g salmon fillets".
  const times = rest.match(/^x\s*/i);
  if (times) {
    const m = readMeasure(rest.slice(times[0].length));
    if (m) {
      p.pkg = { quantity: m.quantity, unit: m.unit };
      rest = skipEquivalent(m.rest);
    } else if (/^x\s*\d/i.test(rest) || /^x\s+\p{L}/iu.test(rest)) {
      // "2 x 3 cm pieces": keep the first number, the rest is description; "4x oignon": four onions.
      rest = rest.slice(times[0].length);
    }
  }
  rest = readBracketAfterQuantity(rest, p);
  rest = readPackageSize(rest, q, p);
  return readPieceSize(rest, p);
}

/** "2 (14.5 oz) cans", "1 (1-ounce) envelope", "2 (6 oz) salmon fillets"; "1 (or 2)" is a range. */
function readBracketAfterQuantity(rest: string, p: Parts): string {
  const paren = readParen(rest);
  const orMore = paren?.inner.match(/^(?:or|to|-)\s*([\d./ ]+)$/i);
  if (paren && orMore) {
    const max = readQuantity(orMore[1]!);
    if (max && max.value > p.quantity! && !max.rest) p.quantityMax = max.value;
    return paren.rest;
  }
  if (paren) {
    const m = readMeasure(paren.inner.replace(/^(?:about|approx\.?|~)\s*/i, ''));
    if (m && !hasLetters(m.rest.replace(/\b(?:each|total|net|wt|weight|size|drained)\b/gi, ''))) {
      p.pkg = { quantity: m.quantity, unit: m.unit };
      return paren.rest;
    }
    const s = paren.inner.match(SIZE_ONLY_RE);
    if (s) {
      p.size = paren.inner.toLowerCase();
      return paren.rest;
    }
  }
  return rest;
}

/** A measure after the count that sizes each counted container or item ("1 15-oz can", "400g tin"). */
function readPackageSize(rest: string, q: QuantityMatch, p: Parts): string {
  // "1 15-oz can", "1 29oz large can": a measure followed by a container is each container's size;
  // "1 8oz cream cheese", "1 14.5 oz (400 g) canned tomatoes": after a whole count, each item's.
  if (!p.pkg && p.quantityMax === null) {
    const m = readMeasure(rest);
    if (m) {
      const after = skipEquivalent(m.rest.replace(/^[([][^)\]]*[)\]]\s*/, ''));
      const sized = readSize(after);
      const c = readUnit(sized ? sized.rest : after);
      const container = c !== null && c.def.dimension === 'count' && CONTAINERS.has(c.def.name);
      if (container || (Number.isInteger(p.quantity) && !q.fromWords && /^[a-z]/i.test(after))) {
        p.pkg = { quantity: m.quantity, unit: m.unit };
        rest = container ? (sized ? sized.rest : after) : after;
        if (container && sized) p.size = sized.size;
      }
    }
  }
  // "400g tin chopped tomatoes", "3 oz pkg. jello": a measure then a container is one container of that size.
  if (!p.pkg && !q.fromWords && p.quantityMax === null) {
    const u0 = readUnit(rest);
    const after = u0 && u0.def.dimension !== 'count' && u0.def.name !== 'inch' ? skipEquivalent(u0.rest.trim(), u0.def) : null;
    const c = after !== null ? readUnit(after) : null;
    if (u0 && c && CONTAINERS.has(c.def.name)) {
      p.pkg = { quantity: p.quantity!, unit: u0.def.name };
      p.quantity = 1;
      rest = after!;
    }
  }
  return rest;
}

/** A size word ("large") and a length describing the counted piece ("a 2-inch piece of ginger"). */
function readPieceSize(rest: string, p: Parts): string {
  const size = readSize(rest);
  if (size) {
    p.size = p.size ?? size.size;
    rest = size.rest;
    // "2 large or 3 small zucchini": the other count and size is a note.
    const other = rest.match(OTHER_COUNT_RE);
    if (other) {
      p.notes.push(`or ${other[1]!.toLowerCase()}`);
      rest = rest.slice(other[0].length);
    }
  }
  // "a 2-inch piece of ginger", "1 5 cm stick cinnamon": a length describing the counted piece.
  const length = rest.match(/^(\d+(?:[./]\d+)?\s*-?\s*(?:inch|inches|in\.|cm|")(?:[- ](?:long|thick|wide))?)\s+(?=\S)/i);
  if (length) {
    const after = readUnit(rest.slice(length[0].length));
    if (after && after.def.dimension === 'count') {
      p.size = [p.size, length[1]!.replace(/\s+/g, ' ')].filter(Boolean).join(' ');
      rest = rest.slice(length[0].length);
    } else if (!after && Number.isInteger(p.quantity) && p.quantityMax === null && /^[a-z]/i.test(rest.slice(length[0].length))) {
      // "6 10-inch flour tortillas", "one 9-inch pie shell": how big each counted item is (as "8 (6 inch) tortillas").
      p.notes.push(length[1]!.replace(/\s+/g, ' ').toLowerCase());
      rest = rest.slice(length[0].length);
    }
  }
  return rest;
}

/**
 * No amount: "a few sprigs of thyme" (vague, finished here), "pinch of salt" (one of a singular
 * unit, the unit read next), or a plain name (finished here).
 */
function readUncounted(text: string, p: Parts): { parts: Parts } | { rest: string } {
  // "a few sprigs of thyme", "a little olive oil": no amount, but the unit and name still read.
  const vague = text.match(VAGUE);
  if (vague) {
    p.vague = vague[0]
      .trim()
      .toLowerCase()
      .replace(/\s+of$/, '');
    let rest = text.slice(vague[0].length);
    const vu = readUnit(rest);
    if (vu && vu.def.dimension === 'count') {
      p.unit = vu.def;
      p.unitText = vu.text;
      rest = vu.rest.trim();
    }
    return { parts: { ...p, rest: rest.replace(/^of\s+(?:the\s+)?/i, '').trim() } };
  }
  // "pinch of salt", "small bunch of coriander": a singular unit followed by "of" is one of it;
  // so is a sized count unit without it ("small bunch coriander", "large handful spinach"), a
  // measure qualified by how full it is ("heaping tablespoon cocoa"), and a small measure people
  // write with no number at all ("Pinch salt", "Handful basil").
  const sz = readSize(text);
  const u = readUnit(sz ? sz.rest : text);
  const singularUnit = u !== null && !/s$/i.test(u.text.replace(/\.$/, ''));
  const named = u !== null && /^[a-z]/i.test(u.rest.trim());
  const sizedCount = sz !== null && named && (u!.def.dimension === 'count' || FULLNESS_RE.test(sz.size));
  const bareMeasure = sz === null && named && UNNUMBERED_MEASURES.has(u!.def.name);
  if (!u || !singularUnit || !(/^of\s/i.test(u.rest.trim()) || sizedCount || bareMeasure)) return { parts: { ...p, rest: text } };
  p.quantity = 1;
  if (sz) {
    p.size = sz.size;
    return { rest: sz.rest };
  }
  return { rest: text };
}

/** The unit and what follows it: "and a half", "plus 2 tablespoons", an equivalent in brackets, "of". */
function readUnitPart(rest: string, p: Parts): Parts {
  // "¼ de xícara", "1/2 de taza": "of" between the number and the unit.
  const of = p.quantity !== null ? rest.match(/^de\s+(?=\S)/i) : null;
  if (of && readUnit(rest.slice(of[0].length))) rest = rest.slice(of[0].length);
  // "2 firmly packed cups": how the measure is filled, before the unit.
  const packed = p.quantity !== null ? rest.match(/^((?:firmly|lightly|loosely|tightly|well)\s+)?packed\s+(?=\S)/i) : null;
  if (packed && readUnit(rest.slice(packed[0].length))) {
    p.notes.push(packed[0].trim().toLowerCase());
    rest = rest.slice(packed[0].length);
  }
  let u = readUnit(rest, true);
  // "1-inch piece ginger": the length describes the piece.
  if (u && (u.def.name === 'inch' || u.def.name === 'cm')) {
    const next = readUnit(u.rest.trim());
    if (next && next.def.dimension === 'count') {
      // "3 inch piece of ginger": the number was the piece's length; one piece.
      const length = p.quantityMax !== null ? `${p.quantity}-${p.quantityMax}` : `${p.quantity}`;
      p.size = [p.size, `${length}-${u.text}`].filter(Boolean).join(' ');
      p.quantity = 1;
      p.quantityMax = null;
      u = next;
    }
  }
  if (u) {
    p.unit = u.def;
    p.unitText = u.text;
    rest = u.rest.trim();
    // "1 lata | latas de milho": some sites print the unit's singular and plural.
    // The unit written twice ("1 Tl Tl Limettensaft"), a copying slip: once.
    const plural = rest.match(/^(?:\|\s*)?/);
    const again = plural ? readUnit(rest.slice(plural[0].length)) : null;
    if (again && again.def === u.def) rest = again.rest.trim();
    // "1 bottle 750 ml of red wine", "un bote de 800 g de tomate": a measure after a container is its size.
    const size = CONTAINERS.has(u.def.name) && !p.pkg ? readMeasure(rest.replace(/^(?:of|de|di|da)\s+(?=\d)/i, '')) : null;
    if (size && /^(?:of\s|[a-z])/i.test(size.rest)) {
      p.pkg = { quantity: size.quantity, unit: size.unit };
      rest = size.rest;
    }
    // "1 cup plus 2 tablespoons", "½ cup + 2 tbsp": one amount, in the first unit.
    // "three ounces and a half", "a pint and a half of milk".
    const half = p.quantity !== null && p.quantityMax === null ? rest.match(/^and\s+a\s+half\b\s*/i) : null;
    if (half) {
      p.quantity = p.quantity! + 0.5;
      rest = rest.slice(half[0].length);
    }
    // "1 cup 2 tbsp", "1 lb 4 oz": a second amount of the same system with nothing between is a sum too.
    const plus =
      u.def.factor !== null && p.quantityMax === null && p.quantity !== null
        ? (rest.match(/^(?:\+|plus|and)\s*(?=\d)/i) ?? (/^\d/.test(rest) && !restatedIn(rest, u.def) ? [''] : null))
        : null;
    if (plus) {
      const q2 = readQuantity(rest.slice(plus[0].length));
      const u2 = q2 ? readUnit(q2.rest) : null;
      if (q2 && u2 && u2.def.dimension === u.def.dimension && u2.def.factor !== null) {
        p.quantity = Math.round((p.quantity! + (q2.value * u2.def.factor) / u.def.factor!) * 1e6) / 1e6;
        rest = u2.rest.trim();
      }
    }
    // "1 1/5 (355 ml) cups water": before a measure the parenthesis was an equivalent, not a package.
    if (p.pkg && u.def.dimension !== 'count') p.pkg = null;
    rest = skipEquivalent(rest, u.def);
    const paren = readParen(rest);
    if (paren) {
      const m = readMeasure(paren.inner.replace(/^(?:about|approx\.?|~|≈)\s*/i, ''));
      if (m && !hasLetters(m.rest.replace(/\b(?:each|total|net|wt|weight|size|drained|or|[a-z]+ oz|lbs?|g|ml)\b/gi, ''))) {
        // After a container its size ("1 can (400 g)"); after a measure an equivalent ("1 cup (240 ml)").
        if (p.unit.dimension === 'count' && !p.pkg) p.pkg = { quantity: m.quantity, unit: m.unit };
        rest = paren.rest;
      } else if (
        p.unit.dimension !== 'count' &&
        readQuantity(paren.inner) &&
        !/[a-z]{3,}/i.test(stripQuantityWords(paren.inner).replace(/\b(?:about|approx|sticks?|each)\b/gi, ''))
      ) {
        // "1/2 cup (1 stick)": another spelling of the same amount.
        rest = paren.rest;
      }
    }
    rest = skipEquivalent(rest);
  } else if (p.pkg) {
    // "1 (8 ounce) package" with an unrecognised container word, or "2 (6 oz) salmon fillets".
    p.unit = null;
  }
  // "1/2 tsp each onion powder, garlic powder …", "1 tbsp each of salt and pepper": the amount of each food listed.
  const each = p.unit ? rest.match(/^each\s+(?:of\s+)?(?=\p{L})/iu) : null;
  if (each) {
    p.notes.push('each');
    rest = rest.slice(each[0].length);
  }
  // "325 g (+ ou – 1 cl) d'eau": a note between the unit and its "of".
  if (p.unit) rest = rest.replace(/^(\([^()]*\))\s*(?:(?:de|di|del|della|du|des)\s+|d')(?=\S)/i, '$1 ');
  // "of", and after a unit its French, Italian and Spanish forms ("500 g di farina", "1 kg de pommes").
  p.rest = rest.replace(/^of\s+(?:an?\s+|the\s+)?/i, '').trim();
  if (p.unit) p.rest = p.rest.replace(/^(?:(?:de|di|del|della|du|des)\s+|d')(?=\S)/i, '').trim();
  return p;
}

/**
 * "(125 g)", "(about 110g)", "/ 250 g", "| 250g", "(about 2 lbs)", ", 150 g each": a weight written
 * beside the amount, in grams. It weighs the whole amount; "each" weighs one of the counted items.
 * Ounces count only beside a count: beside a volume ("1 cup (8 oz)") they may be fluid ounces.
 */
const STATED_WEIGHT =
  /(?:\(\s*|[/|,]\s*)(?:~\s*|about\s+|approx\.?\s+|ca\.?\s+)?(\d+(?:\.\d+)?)\s*(g|grams?|gr|kg|kgs|kilos?|kilograms?|oz|ounces?|lbs?|pounds?)\b(\s*each\b)?(?!\s*per\b)/gi;

function statedGrams(input: string, quantity: number, count: boolean): number | null {
  // The first weight that qualifies: "1 cup (8 oz / 225 g)" is 225 g.
  for (const m of input.matchAll(STATED_WEIGHT)) {
    const unit = findUnit(m[2]!.toLowerCase());
    if (unit?.dimension !== 'mass' || unit.factor === null || (unit.name === 'oz' && !count)) continue;
    const g = Number(m[1]) * unit.factor * (m[3] ? quantity : 1);
    if (g > 0) return Math.round(g * 100) / 100;
  }
  return null;
}

export function parseIngredientLine(line: string): ParsedIngredientLine {
  const input = typeof line === 'string' ? line : String(line ?? '');
  const truncated = input.length > MAX_LINE_CHARS;
  const text = normaliseText(input);
  const empty: ParsedIngredientLine = {
    input,
    quantity: null,
    quantity_max: null,
    unit: null,
    unit_text: null,
    name: '',
    preparation: null,
    size: null,
    package: null,
    alternatives: [],
    stated_grams: null,
    quantity_known: false,
    confidence: 0,
  };
  if (!hasLetters(text) && !/\d/.test(text)) return empty;
  // A group header: "For the sauce:", "Dressing:".
  if (/:\s*$/.test(text) && !/\d/.test(text)) return { ...empty, confidence: 0.05 };

  const { extraPrep, nameHead, part, measure } = readLineFrame(text);
  const m = readMeasurePart(measure);
  const phrase = readNamePhrase(nameHead ?? m.rest, !m.unit);
  if (nameHead && m.rest && hasLetters(m.rest)) phrase.preparation.push(tidy(m.rest));
  let name = phrase.name;
  let unit = m.unit;
  let unitText = m.unitText;
  if (part) {
    const words = name.split(' ');
    words[words.length - 1] = singular(words[words.length - 1]!);
    name = `${words.join(' ')} ${part}`.trim();
  }
  // "2 whole cloves", "3 leaves": the unit word was the food.
  if (!name && unit && unit.dimension === 'count' && m.quantity !== null) {
    name = (unitText ?? unit.name).toLowerCase();
    unit = null;
    unitText = null;
  }
  if (m.vague) extraPrep.push(m.vague);
  extraPrep.push(...m.notes);
  const preparation = [...extraPrep, ...phrase.preparation].map((s) => s.trim()).filter(Boolean);
  const size = m.size ?? phrase.size;

  const quantity = m.negative ? null : m.quantity;
  const known = quantity !== null;
  // "Chicken breasts: 2 (500 g)": after a name, the weight beside a count is the total, not each item's.
  let pkg = m.pkg;
  let statedWeight = known && !pkg && unit?.dimension !== 'mass' ? statedGrams(input, quantity!, !unit || unit.dimension === 'count') : null;
  if (known && nameHead && pkg && !unit) {
    const pu = findUnit(pkg.unit);
    if (pu?.dimension === 'mass' && pu.factor !== null) {
      statedWeight = Math.round(pkg.quantity * pu.factor * 100) / 100;
      pkg = null;
    }
  }
  const max = known && m.quantityMax !== null && m.quantityMax > quantity! ? m.quantityMax : null;

  // A name needs two letters: a lone letter is junk, not a food.
  const nameOk = (name.match(/\p{L}/gu)?.length ?? 0) >= 2;
  const confidence = lineConfidence(name, nameOk, quantity, unit !== null || m.pkg !== null, m, truncated);

  return {
    input,
    quantity,
    quantity_max: max,
    unit: unit?.name ?? null,
    unit_text: unitText,
    name: nameOk ? name : '',
    preparation: preparation.length > 0 ? preparation.join(', ') : null,
    size,
    package: pkg,
    alternatives: phrase.alternatives,
    stated_grams: statedWeight,
    quantity_known: known,
    confidence: Math.round(Math.max(0, Math.min(1, confidence)) * 100) / 100,
  };
}

/**
 * What frames the measure: a leading note ("(optional) 1/2 tsp nutmeg"), a name written first
 * ("Chicken breasts: 2 (500 g)") and a part of a fruit ("juice of 1 lemon"). `measure` is the rest.
 */
function readLineFrame(text: string): { extraPrep: string[]; nameHead: string | null; part: string | null; measure: string } {
  const extraPrep: string[] = [];
  // A leading note: "(optional) 1/2 tsp nutmeg", "Optional: 1 cup nuts", "to taste: salt",
  // "additional flour, for dusting", "more butter for the pan" (but "more or less 2 cups").
  const leadNote = text.match(/^(?:\(([^)]*)\)|(optional|to\s+(?:your\s+)?taste|additional|more(?!\s+(?:or|than)\b))\s*:?)\s+(?=\S)/i);
  if (leadNote) {
    extraPrep.push((leadNote[1] ?? leadNote[2]!).trim().toLowerCase());
    text = text.slice(leadNote[0].length);
  }
  let nameHead: string | null = null;
  const nf = splitNameFirst(text);
  if (nf) {
    nameHead = nf.head;
    text = nf.measure;
  }

  // "juice of 1 lemon", "zest and juice of 2 limes", "the juice of half a lemon".
  let part: string | null = null;
  const partOf = text.match(
    /^(?:the\s+)?((?:finely\s+)?grated\s+)?(juice|zest|rind|peel|seeds|flesh|pulp|zest\s+and\s+juice|juice\s+and\s+zest|finely\s+grated\s+zest|grated\s+zest)\s+(?:from|of)\s+(.+)$/i,
  );
  if (partOf && readQuantity(partOf[3]!)) {
    part = partOf[2]!.toLowerCase().replace(/^(?:finely\s+)?grated\s+/, '');
    if (partOf[1] || /grated/i.test(partOf[2]!)) extraPrep.push('grated');
    text = partOf[3]!;
  }
  return { extraPrep, nameHead, part, measure: text };
}

/** How sure the parse is, 0-1 before rounding: a name, a known amount, a unit or package, no digits in the name. */
function lineConfidence(name: string, nameOk: boolean, quantity: number | null, unitOrPackage: boolean, m: Parts, truncated: boolean): number {
  const known = quantity !== null;
  let confidence = 0.2;
  const nameWords = name.split(' ').filter(Boolean).length;
  if (nameOk) confidence += nameWords <= 6 ? 0.35 : 0.2;
  if (known) confidence += 0.25;
  if (known && (unitOrPackage || nameWords > 0)) confidence += 0.1;
  if (!/\d/.test(name)) confidence += 0.1;
  if (m.approximate) confidence -= 0.05;
  if (m.negative || quantity === 0) confidence -= 0.3;
  if (!nameOk) confidence = Math.min(confidence, 0.1);
  if (truncated) confidence *= 0.5;
  return confidence;
}
