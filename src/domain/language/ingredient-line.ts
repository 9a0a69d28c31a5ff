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
import { findUnit } from './units';
import { readNormalisedQuantity as readQuantity } from './numbers';
import {
  ACTION_WORD_RE,
  COMMENT_TAIL,
  COLOURS,
  CUT_TAIL_RE,
  INNER_ACTION_RE,
  INNER_SIZE_RE,
  MADE_OF,
  MODIFIERS,
  NAMING_ACTIONS,
  PLAIN_SIZE_RE,
  PREP_LEAD_RE,
  PREP_ONLY_RE,
  PREP_TRAIL_RE,
} from './ingredient-words';
import { hasLetters, normaliseLineText, tidy } from './line-text';
import { readParen, readSize, readUnit, SIZE_ONLY_RE, skipEquivalent, stripQuantityWords } from './measure-readers';
import { readMeasurePart } from './measure-part';
import type { Parts } from './parsed-measure';

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

interface NamePhrase {
  name: string;
  preparation: string[];
  size: string | null;
  alternatives: string[];
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
  const text = normaliseLineText(input.slice(0, MAX_LINE_CHARS));
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
