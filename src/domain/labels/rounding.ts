/**
 * How a label declares an amount and its percentage.
 *
 * US (21 CFR 101.9(c); FDA Food Labeling Guide, Appendix H), per serving:
 * - calories: < 5 → 0; ≤ 50 → nearest 5; > 50 → nearest 10;
 * - total, saturated, trans, mono- and polyunsaturated fat: < 0.5 g → 0; < 5 g → nearest 0.5 g; else nearest 1 g;
 * - cholesterol: < 2 mg → 0; 2-5 mg → "less than 5mg"; > 5 mg → nearest 5 mg;
 * - sodium, potassium: < 5 mg → 0; 5-140 mg → nearest 5 mg; > 140 mg → nearest 10 mg;
 * - carbohydrate, fiber, sugars, added sugars, protein: < 0.5 g → 0; < 1 g → "less than 1g"; else nearest 1 g;
 * - other vitamins and minerals: nearest 0.1 unit when the Daily Value is under 25 units, 1 unit under
 *   250, else 10 units (FDA guidance on declaring vitamin and mineral amounts, 2016 rule);
 * - % DV: nearest 1 % for the nutrients with a Daily Reference Value; for vitamins and minerals the
 *   nearest 2 % up to 10 %, 5 % up to 50 %, 10 % above ((c)(8)(iii)); below 2 % both the amount and
 *   the percentage are declared as zero (an option (c)(8)(iii) allows).
 *   The percentage is of the declared amount (101.9(d)(7)(ii) allows declared or actual), so a
 *   label checks with its own numbers; of the actual amount when the declaration is "less than".
 * EU (European Commission guidance document on tolerances and rounding, December 2012), per 100 g
 * or ml and per portion:
 * - energy: nearest 1 kJ / 1 kcal;
 * - fat, carbohydrate, sugars, protein, fibre: ≥ 10 g → nearest 1 g; > 0.5 g → nearest 0.1 g; else "<0.5 g";
 * - saturates: ≥ 10 g → nearest 1 g; > 0.1 g → nearest 0.1 g; else "<0.1 g";
 * - salt: ≥ 1 g → nearest 0.1 g; > 0.0125 g → nearest 0.01 g; else "<0.01 g";
 *   a measured zero is declared "0 g" (the guidance allows "0" or "<x" at or below each threshold);
 * - % reference intake: nearest 1 %.
 * Halves round up (47.5 kcal → 50). Steps are applied in decimal, so 0.45 is never 0.44999.
 */

/** A declared amount: a number in the label's increments, or a "less than" statement. */
export type Declared = { kind: 'amount'; value: number; decimals: number } | { kind: 'less_than'; value: number; decimals: number };

import { roundToStep as toStep } from '../round';

const decimalsOf = (step: number) => (step >= 1 ? 0 : String(step).split('.')[1]!.length);

const amount = (value: number, step: number): Declared => ({ kind: 'amount', value: toStep(value, step), decimals: decimalsOf(step) });
const zero: Declared = { kind: 'amount', value: 0, decimals: 0 };
const lessThan = (value: number): Declared => ({ kind: 'less_than', value, decimals: decimalsOf(value) });

const FAT_KEYS = new Set(['fat', 'saturated_fat', 'trans_fat', 'monounsaturated_fat', 'polyunsaturated_fat']);
const GRAM_KEYS = new Set(['carbs', 'fiber', 'sugar', 'added_sugars', 'protein']);
/** Nutrients with a Daily Reference Value: % DV to the nearest 1 %. */
const DRV_KEYS = new Set(['fat', 'saturated_fat', 'cholesterol', 'sodium', 'carbs', 'fiber', 'added_sugars', 'protein']);

/** The US declaration of `value` (per serving) of nutrient `key`; `dailyValue` sets vitamin and mineral increments. */
export function fdaDeclare(key: string, value: number, dailyValue?: number): Declared {
  if (key === 'calories') return value < 5 ? zero : amount(value, value <= 50 ? 5 : 10);
  if (FAT_KEYS.has(key)) return value < 0.5 ? zero : amount(value, value < 5 ? 0.5 : 1);
  if (key === 'cholesterol') return value < 2 ? zero : value <= 5 ? lessThan(5) : amount(value, 5);
  if (key === 'sodium' || key === 'potassium') return value < 5 ? zero : amount(value, value <= 140 ? 5 : 10);
  if (GRAM_KEYS.has(key)) return value < 0.5 ? zero : value < 1 ? lessThan(1) : amount(value, 1);
  if (dailyValue === undefined) throw new Error(`No US rounding rule for ${key}`);
  return amount(value, dailyValue < 25 ? 0.1 : dailyValue < 250 ? 1 : 10);
}

/** The US % DV of a declared nutrient (null when it has no Daily Value); `actual` is the unrounded amount. */
export function fdaPercent(key: string, actual: number, declared: Declared, dailyValue: number): number {
  const base = declared.kind === 'amount' ? declared.value : actual;
  const percent = (100 * base) / dailyValue;
  if (DRV_KEYS.has(key)) return toStep(percent, 1);
  if (percent < 2) return 0;
  return toStep(percent, percent <= 10 ? 2 : percent <= 50 ? 5 : 10);
}

/** Whether a vitamin or mineral is below 2 % DV, declared as zero amount and zero percent. */
export function fdaBelowTwoPercent(key: string, declared: Declared, dailyValue: number): boolean {
  return !DRV_KEYS.has(key) && declared.kind === 'amount' && (100 * declared.value) / dailyValue < 2;
}

const EU_MACRO_KEYS = new Set(['fat', 'carbs', 'sugar', 'protein', 'fiber']);

/** The EU declaration of `value` (per 100 g/ml or per portion) of nutrient `key`. */
export function euDeclare(key: string, value: number): Declared {
  if (key === 'energy_kj' || key === 'calories') return amount(value, 1);
  if (value === 0) return zero;
  if (EU_MACRO_KEYS.has(key)) return value >= 10 ? amount(value, 1) : value > 0.5 ? amount(value, 0.1) : lessThan(0.5);
  if (key === 'saturated_fat') return value >= 10 ? amount(value, 1) : value > 0.1 ? amount(value, 0.1) : lessThan(0.1);
  if (key === 'salt') return value >= 1 ? amount(value, 0.1) : value > 0.0125 ? amount(value, 0.01) : lessThan(0.01);
  throw new Error(`No EU rounding rule for ${key}`);
}

/** The EU % reference intake of an amount, to the nearest 1 %. */
export function euPercent(value: number, referenceIntake: number): number {
  return toStep((100 * value) / referenceIntake, 1);
}
