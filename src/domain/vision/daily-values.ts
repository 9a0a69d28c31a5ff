/**
 * The references a printed percentage is of (US Daily Values, EU reference intakes), to check an
 * amount against the % printed beside it.
 */
import type { LabelField } from './label-fields';

/** Per field, the amounts a printed percentage may be of. */
export type References = Partial<Record<LabelField, number[]>>;

/** US Daily Values (2016 rule first, then the 1993 values older labels use). */
export const US_DV: References = {
  fat_g: [78, 65],
  saturated_fat_g: [20],
  cholesterol_mg: [300],
  sodium_mg: [2300, 2400],
  carbs_g: [275, 300],
  fiber_g: [28, 25],
  added_sugars_g: [50],
  protein_g: [50],
};
/** EU reference intakes (Regulation 1169/2011 Annex XIII). */
export const EU_RI: References = {
  calories: [2000],
  energy_kj: [8400],
  fat_g: [70],
  saturated_fat_g: [20],
  carbs_g: [260],
  sugars_g: [90],
  protein_g: [50],
  salt_g: [6],
};

export function dvAgrees(amount: number, dvs: number[] | undefined, percent: number): boolean | null {
  if (!dvs) return null;
  return dvs.some((dv) => {
    const computed = (100 * amount) / dv;
    return Math.abs(computed - percent) <= Math.max(1.5, 0.12 * percent);
  });
}
