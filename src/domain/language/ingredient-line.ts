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
 *
 * A line is read in three parts: what frames the measure (line-frame.ts), the measure itself
 * (measure-part.ts) and the words after it (name-phrase.ts).
 */
import { findUnit } from './units';
import { hasLetters, normaliseLineText, tidy } from './line-text';
import { readMeasurePart } from './measure-part';
import type { Parts } from './parsed-measure';
import { readNamePhrase } from './name-phrase';
import { readLineFrame } from './line-frame';

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
