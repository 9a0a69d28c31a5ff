/**
 * Quality gate for generic reference foods (spec data rules 5 and 6).
 *
 * - Required: calories and the three macros.
 * - Consistency: energy within 10 kcal (25 kcal for foods with ≥ 85 g water, whose organic acids
 *   carry energy the macros do not count) + 15 % of the Atwater estimate from the macros, using the
 *   food's own SR28 factors (protein/fat/carbohydrate kcal per g) when given, else 4/9/4, plus
 *   6.93 kcal/g of alcohol; protein + fat + carbs + water + ash + alcohol ≤ 102 g per 100 g.
 * - validity (0-100) = 100 − 30 × (energy deviation ÷ the tolerance that applies), so a food at the
 *   edge of the tolerance scores 70.
 * - confidence (0-100) = 40 + 20 × share of the four core values that are analytical
 *   + 25 × share of the expected nutrient keys reported + 10 × data points of protein
 *   (log scale, 16+ = full) + 5 when household portions are measured.
 * - Servable when validity ≥ 60 and confidence ≥ 50 (records are keyed by construction; nothing is
 *   quarantined at import).
 */

export interface GenericQualityInput {
  calories: number | null;
  protein_g: number | null;
  carbs_g: number | null;
  fat_g: number | null;
  alcohol_g: number | null;
  water_g: number | null;
  ash_g: number | null;
  factors: { protein: number | null; fat: number | null; carbs: number | null };
  /** 0-1 */
  expectedPresent: number;
  /** 0-1 */
  analyticalCoreShare: number;
  dataPoints: number;
  portionCount: number;
}

export interface QualityVerdict {
  servable: boolean;
  reason: string | null;
  validity: number;
  confidence: number;
  deviationPct: number | null;
}

export const ENERGY_TOLERANCE = { kcal: 10, diluteKcal: 25, share: 0.15 };

export function atwaterKcal(i: Pick<GenericQualityInput, 'protein_g' | 'carbs_g' | 'fat_g' | 'alcohol_g' | 'factors'>): number {
  return i.protein_g! * (i.factors.protein ?? 4) + i.fat_g! * (i.factors.fat ?? 9) + i.carbs_g! * (i.factors.carbs ?? 4) + (i.alcohol_g ?? 0) * 6.93;
}

export function assessGenericFood(i: GenericQualityInput): QualityVerdict {
  const reject = (reason: string, deviationPct: number | null = null): QualityVerdict => ({ servable: false, reason, validity: 0, confidence: 0, deviationPct });
  if (i.calories === null) return reject('missing_calories');
  if (i.protein_g === null || i.carbs_g === null || i.fat_g === null) return reject('missing_macros');
  const atwater = atwaterKcal(i);
  const deviation = Math.abs(i.calories - atwater);
  const deviationPct = Math.round((100 * deviation) / Math.max(i.calories, atwater, 1) * 10) / 10;
  // Dilute foods (vinegar, brewed drinks) get energy from organic acids the macros do not count.
  const absolute = (i.water_g ?? 0) >= 85 ? ENERGY_TOLERANCE.diluteKcal : ENERGY_TOLERANCE.kcal;
  if (deviation > absolute + ENERGY_TOLERANCE.share * Math.max(i.calories, atwater)) return reject('inconsistent_nutrition', deviationPct);
  const mass = i.protein_g + i.fat_g + i.carbs_g + (i.water_g ?? 0) + (i.ash_g ?? 0) + (i.alcohol_g ?? 0);
  if (mass > 102) return reject('macros_exceed_basis', deviationPct);
  // Small absolute gaps on low-energy foods are not a validity problem: scale by the tolerance used.
  const validity = Math.max(0, Math.min(100, Math.round(100 - (60 * deviation) / (absolute + ENERGY_TOLERANCE.share * Math.max(i.calories, atwater, 1)) * 0.5)));
  const points = Math.min(1, Math.log2(1 + i.dataPoints) / Math.log2(17));
  const confidence = Math.round(40 + 20 * i.analyticalCoreShare + 25 * i.expectedPresent + 10 * points + (i.portionCount > 0 ? 5 : 0));
  if (validity < 60) return { servable: false, reason: 'low_validity', validity, confidence, deviationPct };
  if (confidence < 50) return { servable: false, reason: 'low_confidence', validity, confidence, deviationPct };
  return { servable: true, reason: null, validity, confidence, deviationPct };
}
