/**
 * Nutrition of resolved lines and amounts for nutrient targets.
 *
 * Totals: each line with a weight scales its food's values (per 100 g by grams, per 100 ml by
 * millilitres). A nutrient total appears only when EVERY contributing line supplies it; otherwise
 * the key is listed in `incomplete_nutrients` and no partial sum is shown. Lines weighing 0 add
 * nothing and do not make a total incomplete (the spec's "every positive-weight ingredient").
 *
 * Rounding (applied only here, at the edge; sums are exact until then):
 * - calories, protein_g, carbs_g, fat_g: integers (the API's macro fields);
 * - other nutrient amounts: 1 decimal from 100 up, 2 decimals from 10, 3 below 10 (mg and µg
 *   values keep meaningful digits, large values lose false precision);
 * - caloric breakdown: percent of the kcal from protein, carbs and fat at 4/4/9 kcal per gram,
 *   1 decimal, over the sum of those three (so the shares add up to 100).
 * Amount solving: grams and millilitres to 1 decimal, servings to 2.
 */
import type { NutrientAmount, NutritionBasis, Portion } from './food';
import { volumePortionDensity, type PortionRef, type ReviewedDensity } from '../language/grams';
import { round } from '../round';
import { DomainError } from '../errors';

export interface NutrientSource {
  nutrition_basis: NutritionBasis;
  nutrients: NutrientAmount[];
}

export interface TotalsLine {
  /** Grams of the line; null when unresolved. */
  grams: number | null;
  /** Millilitres, needed for per-100 ml foods. */
  ml?: number | null;
  food: NutrientSource | null;
}

export interface CaloricBreakdown {
  percent_protein: number;
  percent_carbs: number;
  percent_fat: number;
}

export interface NutritionTotals {
  calories: number | null;
  protein_g: number | null;
  carbs_g: number | null;
  fat_g: number | null;
  nutrients: NutrientAmount[];
  /** Keys some contributing lines supply and others do not: no total is given for them. */
  incomplete_nutrients: string[];
  caloric_breakdown: CaloricBreakdown | null;
  /** Lines whose nutrition entered the totals. */
  lines_used: number;
  /** Lines left out: unresolved, or a food whose basis cannot be scaled by the line's amount. */
  lines_skipped: { index: number; reason: string }[];
}

/** Exact sums before rounding, keyed by nutrient key. */
export interface ExactTotals {
  totals: Map<string, NutrientAmount>;
  incomplete: string[];
  used: number;
  skipped: { index: number; reason: string }[];
}

/** The factor a line's food values are multiplied by, or the reason there is none. */
function scale(line: TotalsLine): number | string {
  if (line.grams === null || !line.food) return 'unresolved line';
  if (!Number.isFinite(line.grams) || line.grams < 0) return `weight ${line.grams} is not usable`;
  if (line.food.nutrition_basis === '100g') return line.grams / 100;
  if (line.food.nutrition_basis === '100ml') {
    if (line.ml === null || line.ml === undefined || !Number.isFinite(line.ml)) return 'per-100 ml food without a volume for the line';
    return line.ml / 100;
  }
  return `nutrition given ${line.food.nutrition_basis}, not per 100 g or 100 ml`;
}

export function sumNutrientsExact(lines: TotalsLine[]): ExactTotals {
  const skipped: { index: number; reason: string }[] = [];
  const sums = new Map<string, NutrientAmount & { count: number }>();
  let positive = 0;
  let used = 0;
  lines.forEach((line, index) => {
    const f = scale(line);
    if (typeof f === 'string') {
      skipped.push({ index, reason: f });
      return;
    }
    used++;
    if (f === 0) return;
    positive++;
    const seen = new Set<string>();
    for (const n of line.food!.nutrients) {
      if (seen.has(n.key) || !Number.isFinite(n.amount)) continue;
      seen.add(n.key);
      const s = sums.get(n.key);
      if (s && s.unit !== n.unit) {
        // Same key in another unit: not addable, so the total is not known.
        s.count = -Infinity;
        continue;
      }
      if (s) {
        s.amount += n.amount * f;
        s.count++;
      } else sums.set(n.key, { key: n.key, name: n.name, unit: n.unit, amount: n.amount * f, count: 1 });
    }
  });
  const totals = new Map<string, NutrientAmount>();
  const incomplete: string[] = [];
  for (const [key, s] of sums) {
    if (s.count === positive) totals.set(key, { key, name: s.name, amount: s.amount, unit: s.unit });
    else incomplete.push(key);
  }
  return { totals, incomplete: incomplete.sort(), used, skipped };
}

export function roundNutrientAmount(amount: number): number {
  const digits = Math.abs(amount) >= 100 ? 1 : Math.abs(amount) >= 10 ? 2 : 3;
  return round(amount, digits);
}

/** Shares of energy from protein, carbs and fat at 4/4/9 kcal/g; null without all three or without energy. */
export function caloricBreakdown(protein: number | null, carbs: number | null, fat: number | null): CaloricBreakdown | null {
  if (protein === null || carbs === null || fat === null) return null;
  const kcal = 4 * protein + 4 * carbs + 9 * fat;
  if (!(kcal > 0)) return null;
  return { percent_protein: round((400 * protein) / kcal, 1), percent_carbs: round((400 * carbs) / kcal, 1), percent_fat: round((900 * fat) / kcal, 1) };
}

export function sumNutrition(lines: TotalsLine[]): NutritionTotals {
  const exact = sumNutrientsExact(lines);
  const get = (k: string) => exact.totals.get(k)?.amount ?? null;
  const int = (v: number | null) => (v === null ? null : Math.round(v));
  const [kcal, protein, carbs, fat] = [get('calories'), get('protein'), get('carbs'), get('fat')];
  return {
    calories: int(kcal),
    protein_g: int(protein),
    carbs_g: int(carbs),
    fat_g: int(fat),
    nutrients: [...exact.totals.values()].map((n) => ({ ...n, amount: roundNutrientAmount(n.amount) })),
    incomplete_nutrients: exact.incomplete,
    caloric_breakdown: exact.used > 0 ? caloricBreakdown(protein, carbs, fat) : null,
    lines_used: exact.used,
    lines_skipped: exact.skipped,
  };
}

// ---------------------------------------------------------------- amount for a nutrient target

export type AmountErrorCode =
  | 'unknown_nutrient'
  | 'missing_value'
  | 'zero_content'
  | 'estimate_only'
  | 'incompatible_unit'
  | 'unsupported_basis'
  | 'invalid_target';

/** A target no reported value can reach; HTTP renders it as 422 with `code` and `details`. */
export class AmountTargetError extends DomainError {
  constructor(
    readonly code: AmountErrorCode,
    message: string,
    details: Record<string, unknown> = {},
  ) {
    super('unresolvable', message, details);
    this.name = 'AmountTargetError';
  }
}

export interface AmountFood {
  name: string;
  nutrition_basis: NutritionBasis;
  nutrients: NutrientAmount[];
  estimated_nutrients?: { key: string }[];
  portions?: Portion[];
  density?: ReviewedDensity | null;
}

export interface AmountForTarget {
  nutrient: { key: string; name: string; amount_per_basis: number; unit: string };
  basis: '100g' | '100ml';
  target: { amount: number; unit: string; in_nutrient_unit: number };
  /** Grams needed: direct for per-100 g foods; for per-100 ml foods only with density evidence. */
  grams: number | null;
  /** Millilitres needed: direct for per-100 ml foods; for per-100 g foods only with density evidence. */
  millilitres: number | null;
  /** Servings of the food's first household portion, when grams are known. */
  servings: number | null;
  evidence: {
    density?: { g_per_ml: number; portion?: PortionRef; source?: string };
    serving?: PortionRef;
  };
}

/** Names people use for the API's keys. */
const KEY_ALIASES: Record<string, string> = {
  protein_g: 'protein',
  carbs_g: 'carbs',
  carbohydrates: 'carbs',
  carbohydrate: 'carbs',
  carbs: 'carbs',
  fat_g: 'fat',
  total_fat: 'fat',
  kcal: 'calories',
  energy: 'calories',
  energy_kcal: 'calories',
  fibre: 'fiber',
  fiber_g: 'fiber',
  sugars: 'sugar',
  sugar_g: 'sugar',
  sodium_mg: 'sodium',
  vitamin_c_mg: 'vitamin_c',
};

function nutrientKeyFor(text: string): string {
  const k = String(text ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return KEY_ALIASES[k] ?? k;
}

/** In micrograms, so that conversions between metric prefixes stay exact integers. */
const MASS_IN_UG: Record<string, number> = { g: 1e6, mg: 1e3, '\u00b5g': 1, '\u03bcg': 1, mcg: 1, ug: 1 };
const ENERGY_IN_KCAL: Record<string, number> = { kcal: 1, kj: 1 / 4.184 };

function unitKey(u: string): string {
  return String(u ?? '')
    .trim()
    .normalize('NFKC')
    .toLowerCase();
}

/** `target` in `from` expressed in `to`, or null when they measure different things. */
export function convertNutrientUnit(target: number, from: string, to: string): number | null {
  const a = unitKey(from);
  const b = unitKey(to);
  if (a === b) return target;
  if (MASS_IN_UG[a] !== undefined && MASS_IN_UG[b] !== undefined) return (target * MASS_IN_UG[a]!) / MASS_IN_UG[b]!;
  if (ENERGY_IN_KCAL[a] !== undefined && ENERGY_IN_KCAL[b] !== undefined) return (target * ENERGY_IN_KCAL[a]!) / ENERGY_IN_KCAL[b]!;
  return null;
}

/** How much of `food` reaches `target` `targetUnit` of a nutrient, from reported values only. */
export function amountForTarget(food: AmountFood, nutrientKey: string, target: number, targetUnit: string): AmountForTarget {
  if (typeof target !== 'number' || !Number.isFinite(target) || target <= 0) {
    throw new AmountTargetError('invalid_target', `Target amount must be a positive number (got ${String(target)}).`);
  }
  if (food.nutrition_basis !== '100g' && food.nutrition_basis !== '100ml') {
    throw new AmountTargetError('unsupported_basis', `'${food.name}' has nutrition ${food.nutrition_basis}, not per 100 g or 100 ml.`, {
      nutrition_basis: food.nutrition_basis,
    });
  }
  const key = nutrientKeyFor(nutrientKey);
  if (!key) throw new AmountTargetError('unknown_nutrient', 'No nutrient key given.');
  const n = food.nutrients.find((x) => x.key === key);
  if (!n) {
    const estimated = (food.estimated_nutrients ?? []).some((e) => e.key === key);
    if (estimated)
      throw new AmountTargetError('estimate_only', `'${key}' of '${food.name}' is a borrowed estimate, not a reported value.`, { nutrient_key: key });
    throw new AmountTargetError('missing_value', `'${food.name}' has no reported value for '${key}'.`, {
      nutrient_key: key,
      available_keys: food.nutrients.map((x) => x.key),
    });
  }
  if (!Number.isFinite(n.amount) || n.amount < 0)
    throw new AmountTargetError('missing_value', `'${food.name}' has no usable value for '${key}'.`, { nutrient_key: key });
  if (n.amount === 0)
    throw new AmountTargetError('zero_content', `'${food.name}' contains no ${key} (a measured zero): no amount reaches the target.`, { nutrient_key: key });
  const inUnit = convertNutrientUnit(target, targetUnit, n.unit);
  if (inUnit === null) {
    throw new AmountTargetError('incompatible_unit', `Target unit '${targetUnit}' does not measure ${key}, which is reported in ${n.unit}.`, {
      nutrient_key: key,
      nutrient_unit: n.unit,
      target_unit: targetUnit,
    });
  }
  const basisAmount = (100 * inUnit) / n.amount;
  const perMl = food.nutrition_basis === '100ml';
  const fromPortions = volumePortionDensity(food.portions ?? []);
  const density = fromPortions
    ? { g_per_ml: fromPortions.g_per_ml, portion: fromPortions.portion }
    : food.density
      ? { g_per_ml: food.density.g_per_ml, source: food.density.source }
      : null;
  const grams = perMl ? (density ? basisAmount * density.g_per_ml : null) : basisAmount;
  const millilitres = perMl ? basisAmount : density ? basisAmount / density.g_per_ml : null;
  const first = (food.portions ?? []).find((p) => p.grams > 0);
  const servings = grams !== null && first ? grams / first.grams : null;
  const r = (v: number | null, d: number) => (v === null ? null : round(v, d));
  return {
    nutrient: { key, name: n.name, amount_per_basis: n.amount, unit: n.unit },
    basis: food.nutrition_basis,
    target: { amount: target, unit: targetUnit, in_nutrient_unit: inUnit },
    grams: r(grams, 1),
    millilitres: r(millilitres, 1),
    servings: r(servings, 2),
    evidence: {
      ...(density && grams !== null && millilitres !== null ? { density } : {}),
      ...(servings !== null && first ? { serving: { seq: first.seq, amount: first.amount, measure: first.measure, grams: first.grams } } : {}),
    },
  };
}
