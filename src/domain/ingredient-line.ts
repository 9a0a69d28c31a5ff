/**
 * Ingredient-line parser: "1 ½ cups chopped onion", "2 (14.5 oz) cans diced tomatoes, drained",
 * "Spaghetti: 320 g | 11 oz", "salt and pepper to taste" → quantity, unit, name, preparation.
 * Unknown quantities stay null: an amount is never guessed.
 */
import { findUnit } from './units';

export interface ParsedIngredientLine {
  input: string;
  /** Lower bound for ranges; null when not stated. */
  quantity: number | null;
  quantity_max: number | null;
  /** Canonical unit name from the unit table, or null. */
  unit: string | null;
  unit_text: string | null;
  name: string;
  preparation: string | null;
  size: string | null;
  package: { quantity: number; unit: string } | null;
  alternatives: string[];
  quantity_known: boolean;
  confidence: number;
}

const UNICODE_FRACTIONS: Record<string, string> = {
  '½': '1/2', '⅓': '1/3', '⅔': '2/3', '¼': '1/4', '¾': '3/4', '⅕': '1/5', '⅖': '2/5', '⅗': '3/5', '⅘': '4/5',
  '⅙': '1/6', '⅚': '5/6', '⅛': '1/8', '⅜': '3/8', '⅝': '5/8', '⅞': '7/8', '⅐': '1/7', '⅑': '1/9', '⅒': '1/10',
};

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, half: 0.5, quarter: 0.25, dozen: 12, 'a dozen': 12, 'half a dozen': 6,
  'a couple of': 2, 'a couple': 2, 'couple of': 2, 'a half': 0.5, 'one half': 0.5, 'one and a half': 1.5, 'two and a half': 2.5,
};

const SIZE_WORDS = /^(small|medium|large|extra[- ]large|x-large|jumbo|big|heaping|heaped|level|scant|generous|rounded|good|thin|thick|medium-sized|large-sized|small-sized)\b/i;

/** Words describing how an ingredient is prepared, when they precede the name. */
const PREP_LEAD =
  /^((?:(?:very |finely |coarsely |roughly |thinly |thickly |lightly |freshly |firmly |loosely |well |fully |freshly-)?(?:chopped|diced|minced|sliced|grated|shredded|crushed|peeled|melted|softened|beaten|whisked|cubed|julienned|halved|quartered|drained|rinsed|toasted|sifted|packed|cooked|uncooked|boiled|steamed|roasted|mashed|ground(?= (?:black|white|pepper|cinnamon|nutmeg|cumin|coriander|ginger|cloves|cardamom|allspice|mustard|flax))|pitted|seeded|cored|trimmed|zested|juiced|squeezed|frozen|thawed|canned|dried|soaked|warm|cold|hot|lukewarm|chilled|room[- ]temperature|deveined|shelled|skinless|boneless|cut)(?:,? (?:and |or )?)?)+)\s*/i;

/** Trailing phrases that are comments or preparation, not part of the name. */
const PREP_TAIL = /\s*(?:,\s*|\s+)((?:or more |plus more |and more |more )?to taste|as needed|if needed|for (?:garnish|serving|dusting|frying|greasing|decoration|the pan|brushing)[^,]*|divided|optional|\(optional\)|at room temperature|room temperature|or as needed|to serve)\s*$/i;

function normaliseText(line: string): string {
  let s = line.normalize('NFKC').replace(/[\u2012-\u2015\u2212]/g, '-').replace(/\u00a0/g, ' ');
  // NFKC turns ½ into "1⁄2" with a fraction slash.
  s = s.replace(/\u2044/g, '/');
  for (const [u, f] of Object.entries(UNICODE_FRACTIONS)) s = s.replaceAll(u, ` ${f}`);
  s = s.replace(/^\s*(?:[-*•·▪◦]|\d+[.)](?=\s+\D))\s+/, ''); // bullets, list numbering
  s = s.replace(/(\d)\s+(\/\s*\d)/g, '$1$2').replace(/(\d)\s*\/\s*(\d)/g, '$1/$2');
  s = s.replace(/(\d),(\d)(?!\d{2})/g, '$1.$2'); // "1,5" decimal comma (not thousands)
  s = s.replace(/(\d)([a-zA-Z\u4e00-\u9fff])/g, '$1 $2'); // "100g" → "100 g"
  return s.replace(/\s+/g, ' ').trim();
}

/** A single number token: integer, decimal, fraction, or mixed "1 1/2" / "1-1/2". */
const NUM = String.raw`(?:\d+(?:\.\d+)?(?:[ -]\d+\/\d+)?|\d+\/\d+|\.\d+)`;
const QTY_RE = new RegExp(String.raw`^(${NUM})(?:\s*(?:-|to|or|–)\s*(${NUM}))?(?=\s|$|[a-zA-Z(])`, 'i');

export function parseNumber(token: string): number | null {
  const t = token.trim();
  const mixed = t.match(/^(\d+)[ -](\d+)\/(\d+)$/);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const frac = t.match(/^(\d+)\/(\d+)$/);
  if (frac) return Number(frac[2]) === 0 ? null : Number(frac[1]) / Number(frac[2]);
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

interface Cursor {
  rest: string;
}

function takeQuantity(c: Cursor): { q: number; max: number | null } | null {
  const m = c.rest.match(QTY_RE);
  if (m) {
    const q = parseNumber(m[1]!);
    const max = m[2] ? parseNumber(m[2]) : null;
    if (q === null) return null;
    c.rest = c.rest.slice(m[0].length).trim();
    return { q, max: max !== null && max > q ? max : null };
  }
  const lower = c.rest.toLowerCase();
  const words = Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length);
  for (const w of words) {
    if (lower.startsWith(w + ' ') && !/^an? (pinch|dash|handful|few|little|bit)/.test(lower) && !(w === 'a' && /^a (?:few|little)\b/.test(lower))) {
      c.rest = c.rest.slice(w.length).trim();
      return { q: NUMBER_WORDS[w]!, max: null };
    }
  }
  return null;
}

/** The longest unit spelling at the start of `rest` (up to three words). */
function takeUnit(c: Cursor): { unit: string; text: string } | null {
  const words = c.rest.split(' ');
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const text = words.slice(0, n).join(' ');
    const clean = text.replace(/[,;:]$/, '');
    const u = findUnit(clean);
    // A unit word must not be the whole remaining text of a name ("1 can" is fine; "2 T" alone too).
    if (u) {
      c.rest = words.slice(n).join(' ').trim();
      return { unit: u.name, text: clean };
    }
  }
  return null;
}

function takeOf(c: Cursor): void {
  c.rest = c.rest.replace(/^of\s+/i, '');
}

function stripParenthetical(c: Cursor): string | null {
  const m = c.rest.match(/^\(([^)]*)\)\s*/);
  if (!m) return null;
  c.rest = c.rest.slice(m[0].length);
  return m[1]!;
}

export function parseIngredientLine(line: string): ParsedIngredientLine {
  const input = line;
  let text = normaliseText(line);
  let quantity: number | null = null;
  let quantityMax: number | null = null;
  let unit: string | null = null;
  let unitText: string | null = null;
  let size: string | null = null;
  let pkg: ParsedIngredientLine['package'] = null;
  const preps: string[] = [];
  let namePrefix = '';

  // Name-first style: "Spaghetti: 320 g | 11 oz", "Butter - 2 tbsp".
  const nameFirst = text.match(/^([^:\d|]{2,}?)\s*[:：]\s*(.+)$/);
  if (nameFirst && /^[\d.½¼¾⅓⅔]/.test(nameFirst[2]!.trim())) {
    namePrefix = nameFirst[1]!.trim();
    text = nameFirst[2]!.split('|')[0]!.trim();
  }

  // "juice of 1 lemon", "zest of 2 oranges".
  const partOf = text.match(/^(juice|zest|rind|peel)\s+(?:from|of)\s+(.+)$/i);
  let partWord: string | null = null;
  if (partOf) {
    partWord = partOf[1]!.toLowerCase();
    text = partOf[2]!;
  }

  const c: Cursor = { rest: text };
  const q = takeQuantity(c);
  if (q) {
    quantity = q.q;
    quantityMax = q.max;
    // "2 x 400g tins", "2 × 400 g cans"
    const times = c.rest.match(/^[x×]\s*/i);
    if (times) {
      c.rest = c.rest.slice(times[0].length);
      const inner = takeQuantity(c);
      const innerUnit = inner ? takeUnit(c) : null;
      if (inner && innerUnit) pkg = { quantity: inner.q, unit: innerUnit.unit };
    }
    const paren = stripParenthetical(c);
    if (paren) {
      // "2 (14.5 oz) cans": the parenthesis is the package size when a count unit follows.
      const pc: Cursor = { rest: normaliseText(paren) };
      const pq = takeQuantity(pc);
      const pu = pq ? takeUnit(pc) : null;
      if (pq && pu) pkg = { quantity: pq.q, unit: pu.unit };
    }
    const sizeMatch = c.rest.match(SIZE_WORDS);
    if (sizeMatch) {
      size = sizeMatch[1]!.toLowerCase();
      c.rest = c.rest.slice(sizeMatch[0].length).trim();
    }
    const u = takeUnit(c);
    if (u) {
      unit = u.unit;
      unitText = u.text;
      const after = stripParenthetical(c);
      if (after && !pkg) {
        const pc: Cursor = { rest: normaliseText(after) };
        const pq = takeQuantity(pc);
        const pu = pq ? takeUnit(pc) : null;
        // A parenthesis after a count unit is its package ("1 can (15 oz)"); after a measure it is an equivalent.
        if (pq && pu && ['can', 'package', 'jar', 'bottle', 'stick'].includes(unit)) pkg = { quantity: pq.q, unit: pu.unit };
      }
    } else if (pkg) {
      // "1 (8 ounce) package" without a recognised unit word is still a package.
      unit = 'package';
    }
    takeOf(c);
  } else {
    // "a pinch of salt", "a handful of nuts": a count unit without a number.
    const lead = c.rest.match(/^an?\s+(pinch|dash|handful|sprig|knob|bunch|drop|splash)\s+(?:of\s+)?/i);
    if (lead) {
      const u = findUnit(lead[1]!);
      quantity = 1;
      unit = u?.name ?? null;
      unitText = lead[1]!;
      c.rest = c.rest.slice(lead[0].length);
    }
  }

  let rest = c.rest.trim();
  const sizeAgain = rest.match(SIZE_WORDS);
  if (sizeAgain && !size) {
    size = sizeAgain[1]!.toLowerCase();
    rest = rest.slice(sizeAgain[0].length).trim();
  }

  // Trailing comments ("to taste", "divided", "for garnish"), possibly several.
  for (let i = 0; i < 3; i++) {
    const tail = rest.match(PREP_TAIL);
    if (!tail) break;
    preps.unshift(tail[1]!.replace(/[()]/g, '').trim());
    rest = rest.slice(0, tail.index).trim();
  }
  // Parenthetical notes inside the name: "(about 2 cups)", "(optional)".
  rest = rest.replace(/\s*\([^)]*\)\s*/g, (m) => {
    const inner = m.trim().slice(1, -1).trim();
    if (inner) preps.push(inner);
    return ' ';
  }).trim();
  // Preparation after the first comma: "onion, finely chopped".
  const comma = rest.indexOf(',');
  if (comma > 0) {
    const after = rest.slice(comma + 1).trim();
    if (after) preps.unshift(after);
    rest = rest.slice(0, comma).trim();
  }
  // Preparation words before the name: "chopped onion", "freshly ground black pepper".
  const lead = rest.match(PREP_LEAD);
  if (lead && lead[0].length < rest.length) {
    preps.unshift(lead[1]!.trim().replace(/,$/, ''));
    rest = rest.slice(lead[0].length).trim();
  }
  rest = rest.replace(/^(?:of|the)\s+/i, '').replace(/[.;:,]+$/, '').trim();

  // Alternatives: "butter or margarine", "milk/cream".
  let alternatives: string[] = [];
  const alt = rest.split(/\s+or\s+|\s*\/\s*(?=[a-z])/i);
  if (alt.length > 1 && alt.every((a) => a.trim().length > 1)) {
    rest = alt[0]!.trim();
    alternatives = alt.slice(1).map((a) => a.trim());
  }

  let name = (namePrefix || rest).toLowerCase();
  if (namePrefix && rest && !/^[\d|]/.test(rest)) preps.push(rest);
  if (partWord) name = `${name} ${partWord}`.trim();
  name = name.replace(/\s+/g, ' ').trim();

  const preparation = preps.filter(Boolean).join(', ') || null;
  const known = quantity !== null && quantity > 0;
  let confidence = 0.3;
  if (name) confidence += 0.3;
  if (known) confidence += 0.25;
  if (unit || (known && !unit)) confidence += 0.15;
  if (!/[a-z\u4e00-\u9fff]/i.test(name)) confidence = 0.1;
  return {
    input,
    quantity: known ? round(quantity!) : null,
    quantity_max: known && quantityMax !== null ? round(quantityMax) : null,
    unit: known ? unit : unit && quantity === null ? null : unit,
    unit_text: unitText,
    name,
    preparation,
    size,
    package: pkg,
    alternatives,
    quantity_known: known,
    confidence: Math.round(Math.min(1, confidence) * 100) / 100,
  };
}

function round(n: number): number {
  return Math.round(n * 10000) / 10000;
}
