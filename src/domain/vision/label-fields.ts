/**
 * The fields a nutrition label reading has, and the shape of the reading: one source for the
 * reader's modules and its callers.
 */

export const LABEL_FIELDS = [
  'calories',
  'energy_kj',
  'fat_g',
  'saturated_fat_g',
  'trans_fat_g',
  'cholesterol_mg',
  'sodium_mg',
  'salt_g',
  'carbs_g',
  'fiber_g',
  'sugars_g',
  'added_sugars_g',
  'protein_g',
] as const;

export type LabelField = (typeof LABEL_FIELDS)[number];

/** Without these four the label is not readable clearly (422 upstream). */
export const CORE_LABEL_FIELDS = ['calories', 'fat_g', 'carbs_g', 'protein_g'] as const satisfies readonly LabelField[];

export type LabelStyle = 'us' | 'per_100' | 'unknown';

export type LabelBasis = 'per_serving' | 'per_100g';

/** complete: every mandatory line of the panel style was read; partial: core read, some missing; unreadable: a core field is missing. */
type LabelStatus = 'complete' | 'partial' | 'unreadable';

export interface ServingSize {
  /** As printed after "Serving size", e.g. "2/3 cup (55g)". */
  text: string;
  grams: number | null;
  ml: number | null;
}

export interface PrintedNutrient {
  key: string;
  name: string;
  amount: number | null;
  unit: string | null;
  percent_dv: number | null;
  /** Printed as "<" / "less than": `amount` is an upper bound. */
  less_than: boolean;
  confidence: number;
}

export type LabelValues = Record<LabelField, number | null>;

export interface LabelReading extends LabelValues {
  status: LabelStatus;
  style: LabelStyle;
  basis: LabelBasis;
  /** Unit of the 100 column (g or ml) for per_100g; null for per_serving. */
  basis_unit: 'g' | 'ml' | null;
  serving_size: ServingSize | null;
  servings_per_container: number | null;
  /** True when `calories` was converted from printed kJ (no kcal printed). */
  calories_from_kj: boolean;
  /** Printed %DV (US) or %RI of the basis column, by field. */
  percent_daily_value: Partial<Record<LabelField, number>>;
  /** Fields printed as "<" / "less than" (value is the printed bound). */
  less_than: LabelField[];
  /** Vitamins, minerals and other printed lines beyond the standard panel. */
  nutrients: PrintedNutrient[];
  /** 0-1 per field, independent of each other; null for fields not read. */
  field_confidence: Record<LabelField | 'serving_size' | 'servings_per_container', number | null>;
  /** Mandatory lines of the detected style that could not be read. */
  missing_fields: string[];
  /** Core fields that could not be read (non-empty ⇒ status unreadable). */
  core_missing: LabelField[];
  warnings: string[];
  raw_text: string;
}
