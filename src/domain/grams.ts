/**
 * Grams of a parsed ingredient line for a food, from evidence only: mass units convert directly;
 * volumes need a household measure pairing volume and weight; counts and sizes ("1 large egg",
 * "3 cloves garlic") need a matching household portion. No evidence → null with the reason.
 */
import type { FoodRecord, Portion } from './food';
import type { ParsedIngredientLine } from './ingredient-line';
import { densityFromPortions } from './density';
import { unitByName } from './units';

export interface GramsEvidence {
  method: 'mass' | 'package' | 'density' | 'portion';
  portion?: { seq: string; amount: number; measure: string; grams: number };
  assumption?: string;
}

export type GramsResult = { grams: number; ml: number | null; evidence: GramsEvidence } | { grams: null; ml: null; reason: string };

const DEFAULT_COUNT_MEASURES = ['medium', 'whole', 'large', 'small', 'each', 'piece', 'fruit', 'item', 'serving'];

function portionFor(food: FoodRecord, words: string[]): Portion | null {
  const wanted = words.map((w) => w.toLowerCase()).filter(Boolean);
  for (const w of wanted) {
    const singular = w.replace(/(es|s)$/, '');
    const p = food.portions.find((x) => {
      const m = x.measure.toLowerCase();
      return new RegExp(`\\b(${w}|${singular})s?\\b`).test(m);
    });
    if (p) return p;
  }
  return null;
}

/**
 * `standardPortion`: the line had no number ("a banana", "coffee with milk") and counts as one
 * standard portion: the first household measure of the food when no count measure matches.
 */
export function resolveGrams(line: ParsedIngredientLine, food: FoodRecord, standardPortion = false): GramsResult {
  if (line.quantity === null) return { grams: null, ml: null, reason: 'no quantity stated' };
  const q = line.quantity;
  const unit = line.unit ? unitByName(line.unit) : null;
  const assumption = unit?.assumed ? `'${line.unit_text}' read as ${unit.assumed}` : undefined;

  if (unit?.dimension === 'mass') return { grams: q * unit.factor!, ml: null, evidence: { method: 'mass' } };
  if (line.package) {
    const pu = unitByName(line.package.unit);
    if (pu?.dimension === 'mass') return { grams: q * line.package.quantity * pu.factor!, ml: null, evidence: { method: 'package' } };
    if (pu?.dimension === 'volume') line = { ...line, quantity: q * line.package.quantity, unit: pu.name };
  }
  const u = line.unit ? unitByName(line.unit) : null;
  if (u?.dimension === 'volume') {
    const ml = line.quantity! * u.factor!;
    if (food.nutrition_basis === '100ml') return { grams: ml, ml, evidence: { method: 'density', assumption: assumption ?? 'per-100 ml record: volume used directly' } };
    const d = densityFromPortions(food);
    if (!d) return { grams: null, ml: null, reason: `no household measure pairs volume and weight for '${food.name}'` };
    return { grams: ml * d.g_per_ml, ml, evidence: { method: 'density', portion: d.portion, ...(assumption ? { assumption } : {}) } };
  }
  // Counts and sizes: a matching household portion.
  const words = [line.unit ?? '', line.size ?? '', line.unit_text ?? ''].filter(Boolean);
  const p =
    portionFor(food, words.length > 0 ? words : DEFAULT_COUNT_MEASURES) ??
    (words.length > 0 && !line.unit ? portionFor(food, DEFAULT_COUNT_MEASURES) : null) ??
    (standardPortion && !line.unit ? (food.portions[0] ?? null) : null);
  if (!p || p.amount <= 0) {
    return { grams: null, ml: null, reason: `no household portion of '${food.name}' matches '${[line.size, line.unit_text ?? line.unit].filter(Boolean).join(' ') || 'one item'}'` };
  }
  return { grams: (q * p.grams) / p.amount, ml: null, evidence: { method: 'portion', portion: { seq: p.seq, amount: p.amount, measure: p.measure, grams: p.grams } } };
}
