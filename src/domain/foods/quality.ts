/**
 * The import quality gate (spec "Data rules" 5 and 6), shared by every importer.
 *
 * 1. Required: source calories and the three macros (a measured 0 counts; null does not).
 * 2. Nutrition consistency, on any basis (100 g, or 100 ml with the mass the caller knows):
 *    - Energy vs Atwater: expected = protein·Fp + fat·Ff + carbs·Fc + alcohol·Fa with the food's own
 *      factors when the source gives them (SR28 Pro/Fat/CHO_Factor), else 4 / 9 / 4 / 7 kcal/g.
 *      Fibre is counted differently by labelling conventions (0, 2 or 4 kcal/g), so with a known
 *      fibre value the expectation is an interval: carbs that include fibre (US, SR28 "by
 *      difference") give [base − fibre·Fc, base]; carbs that exclude it (EU labels) give
 *      [base, base + 2·fibre]. The deviation is the distance of the stated energy from that
 *      interval. Tolerance = max(20 kcal per 100 g of basis, 15 % of the larger of stated and
 *      expected energy). The absolute floor keeps low-energy foods whose energy comes from
 *      constituents outside the macros (acetic acid in vinegar: 18 kcal, 0 g macros) servable;
 *      15 % admits the spread of rounding and factor conventions while catching the errors the
 *      gate exists for (kJ stored as kcal: ×4.18; a misplaced decimal: ×10; a dropped macro).
 *      Over the 8,789 SR28 foods, 19 fall outside it (sugar-free products whose polyols are not
 *      reported, a stevia powder listed at 0 kcal with 100 g carbohydrate, …).
 *    - Mass balance: protein + fat + carbs + alcohol (+ water + ash when known, + fibre when carbs
 *      exclude it) may exceed the basis mass by at most 7 %. Proximates are measured separately,
 *      and analytical sums of lean meat and fish reach 106.5 g per 100 g in SR28; a gross error
 *      (a per-serving value on a 100 g basis, grams typed as milligrams) lands far beyond.
 * 3. validity (0-100) = 100 − 40 · max(r, m), where r = energy deviation / energy tolerance and
 *    m = mass excess / mass tolerance. A record at either tolerance edge scores exactly 60 (the
 *    servable threshold); an inconsistent one scores below 60 (capped at 59); a record missing
 *    calories or macros, or with negative or non-finite values, scores 0.
 * 4. confidence (0-100), see `confidenceScore`: how well the values are evidenced (source
 *    curation, analytical share, data points, completeness, measured portions).
 * 5. Servable: validity ≥ 60, confidence ≥ 50, keyed (has an id), not quarantined.
 */

import { round } from '../round';

const ENERGY_TOLERANCE = { kcalPer100g: 20, share: 0.15 } as const;
const MASS_TOLERANCE_SHARE = 0.07;
/** kcal per gram when the source gives no food-specific factor. */
const DEFAULT_ATWATER = { protein: 4, fat: 9, carbs: 4, alcohol: 7 } as const;
/** kcal per gram of fibre under EU / FDA labelling conventions. */
const FIBER_KCAL = 2;
const SERVABLE_THRESHOLDS = { validity: 60, confidence: 50 } as const;

export interface AtwaterFactors {
  protein?: number | null;
  fat?: number | null;
  carbs?: number | null;
  alcohol?: number | null;
}

export interface NutritionInput {
  calories: number | null | undefined;
  protein_g: number | null | undefined;
  carbs_g: number | null | undefined;
  fat_g: number | null | undefined;
  alcohol_g?: number | null;
  fiber_g?: number | null;
  water_g?: number | null;
  ash_g?: number | null;
  /** Mass in grams the values refer to: 100 for a 100 g basis; for 100 ml the mass when known. */
  basisGrams: number;
  /** Food-specific kcal per gram (SR28 FOOD_DES factors); missing entries use 4 / 9 / 4 / 7. */
  factors?: AtwaterFactors;
  /** Whether carbs include dietary fibre (US and SR28: yes, the default; EU labels: no). */
  carbsIncludeFiber?: boolean;
}

type NutritionReason = 'missing_calories' | 'missing_macros' | 'invalid_values' | 'inconsistent_energy' | 'macros_exceed_basis';

export interface NutritionAssessment {
  valid: boolean;
  /** Every failed rule, most fundamental first; empty when valid. */
  reasons: NutritionReason[];
  validity: number;
  /** Atwater expectation (kcal) as an interval; null when macros are missing. */
  expected_kcal: { low: number; high: number } | null;
  /** Distance of stated energy from the expectation, in % of the larger of the two. */
  energy_deviation_pct: number | null;
  /** Sum of the mass components (g) checked against the basis. */
  mass_g: number | null;
}

const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** The Atwater energy interval (kcal) for macros on any basis. */
function atwaterInterval(i: Omit<NutritionInput, 'calories' | 'basisGrams'> & { protein_g: number; carbs_g: number; fat_g: number }): {
  low: number;
  high: number;
} {
  const f = i.factors ?? {};
  const carbsFactor = f.carbs ?? DEFAULT_ATWATER.carbs;
  const base =
    i.protein_g * (f.protein ?? DEFAULT_ATWATER.protein) +
    i.fat_g * (f.fat ?? DEFAULT_ATWATER.fat) +
    i.carbs_g * carbsFactor +
    (i.alcohol_g ?? 0) * (f.alcohol ?? DEFAULT_ATWATER.alcohol);
  const fiber = finite(i.fiber_g) && i.fiber_g > 0 ? i.fiber_g : 0;
  if (fiber === 0) return { low: base, high: base };
  return i.carbsIncludeFiber === false
    ? { low: base, high: base + FIBER_KCAL * fiber }
    : { low: Math.max(0, base - carbsFactor * Math.min(fiber, i.carbs_g)), high: base };
}

/** The gate over a composition-table row per 100 g, its values read by nutrient key (null: not in the row). */
export function assessPer100g(amount: (key: string) => number | null, options: Pick<NutritionInput, 'factors' | 'carbsIncludeFiber'>): NutritionAssessment {
  return assessNutrition({
    calories: amount('calories'),
    protein_g: amount('protein'),
    carbs_g: amount('carbs'),
    fat_g: amount('fat'),
    alcohol_g: amount('alcohol'),
    fiber_g: amount('fiber'),
    water_g: amount('water'),
    ash_g: amount('ash'),
    basisGrams: 100,
    ...options,
  });
}

/** Quality gate for the nutrition of one record. Generic over sources and bases. */
export function assessNutrition(i: NutritionInput): NutritionAssessment {
  const fail = (reasons: NutritionReason[]): NutritionAssessment => ({
    valid: false,
    reasons,
    validity: 0,
    expected_kcal: null,
    energy_deviation_pct: null,
    mass_g: null,
  });
  if (i.calories === null || i.calories === undefined) {
    return fail(i.protein_g == null || i.carbs_g == null || i.fat_g == null ? ['missing_calories', 'missing_macros'] : ['missing_calories']);
  }
  if (i.protein_g == null || i.carbs_g == null || i.fat_g == null) return fail(['missing_macros']);
  const values = [i.calories, i.protein_g, i.carbs_g, i.fat_g, i.alcohol_g, i.fiber_g, i.water_g, i.ash_g].filter((v) => v !== null && v !== undefined);
  if (!values.every((v) => finite(v) && v >= 0) || !(i.basisGrams > 0)) return fail(['invalid_values']);

  const expected = atwaterInterval({ ...i, protein_g: i.protein_g, carbs_g: i.carbs_g, fat_g: i.fat_g });
  const kcal = i.calories;
  const deviation = kcal < expected.low ? expected.low - kcal : kcal > expected.high ? kcal - expected.high : 0;
  const energyTolerance = Math.max((ENERGY_TOLERANCE.kcalPer100g * i.basisGrams) / 100, ENERGY_TOLERANCE.share * Math.max(kcal, expected.high));
  const r = deviation / energyTolerance;

  const mass =
    i.protein_g + i.fat_g + i.carbs_g + (i.alcohol_g ?? 0) + (i.water_g ?? 0) + (i.ash_g ?? 0) + (i.carbsIncludeFiber === false ? (i.fiber_g ?? 0) : 0);
  const m = Math.max(0, mass - i.basisGrams) / (MASS_TOLERANCE_SHARE * i.basisGrams);

  const reasons: NutritionReason[] = [];
  if (r > 1) reasons.push('inconsistent_energy');
  if (m > 1) reasons.push('macros_exceed_basis');
  const score = Math.max(0, Math.min(100, Math.round(100 - 40 * Math.max(r, m))));
  return {
    valid: reasons.length === 0,
    reasons,
    validity: reasons.length === 0 ? Math.max(SERVABLE_THRESHOLDS.validity, score) : Math.min(SERVABLE_THRESHOLDS.validity - 1, score),
    expected_kcal: { low: round(expected.low, 1), high: round(expected.high, 1) },
    energy_deviation_pct: round((100 * deviation) / Math.max(kcal, expected.high, 1), 1),
    mass_g: round(mass, 2),
  };
}

/** What `confidenceScore` weighs; every share is 0-1. */
export interface ConfidenceEvidence {
  /** Trust in how the source is curated, 0-1: 1 for a documented national reference (SR28). */
  curation: number;
  /** Share of the measured proximates (protein, fat, water, ash) that are analytical. */
  analyticalShare: number;
  /** Typical number of analysed samples behind the macros (0 when calculated). */
  dataPoints: number;
  /** Share of the expected nutrient keys with a value. */
  completeness: number;
  /** Household portions weighed for the food. */
  hasPortions: boolean;
}

/** Points per component; they add up to 100. */
const CONFIDENCE_WEIGHTS = { curation: 40, analytical: 20, dataPoints: 10, completeness: 25, portions: 5 } as const;

/** Samples at which the data-points component is full (log scale: 1 → 25 %, 3 → 50 %, 16 → 100 %). */
const FULL_DATA_POINTS = 16;

/**
 * confidence = 40·curation + 20·analyticalShare + 10·min(1, log2(1 + points) / log2(17))
 *            + 25·completeness + 5·(portions ? 1 : 0), rounded.
 * A curated source with calculated values but complete nutrients still passes (40 + 25 → 65);
 * a record with only calories and macros does not (40 + ~4 → 44), whatever its source.
 */
export function confidenceScore(e: ConfidenceEvidence): number {
  const clamp = (v: number) => Math.max(0, Math.min(1, v));
  const points = clamp(Math.log2(1 + Math.max(0, e.dataPoints)) / Math.log2(1 + FULL_DATA_POINTS));
  const w = CONFIDENCE_WEIGHTS;
  return Math.round(
    w.curation * clamp(e.curation) +
      w.analytical * clamp(e.analyticalShare) +
      w.dataPoints * points +
      w.completeness * clamp(e.completeness) +
      w.portions * (e.hasPortions ? 1 : 0),
  );
}

export type ServabilityReason = 'unkeyed' | 'quarantined' | 'low_validity' | 'low_confidence';

/** Spec data rule 5: whether a scored record may be served, and why not. */
export function servability(r: { id?: string | null; validity: number; confidence: number; quarantined?: boolean }): {
  servable: boolean;
  reason: ServabilityReason | null;
} {
  const reason: ServabilityReason | null = !r.id
    ? 'unkeyed'
    : r.quarantined
      ? 'quarantined'
      : r.validity < SERVABLE_THRESHOLDS.validity
        ? 'low_validity'
        : r.confidence < SERVABLE_THRESHOLDS.confidence
          ? 'low_confidence'
          : null;
  return { servable: reason === null, reason };
}
