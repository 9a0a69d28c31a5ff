/**
 * The reference amounts every daily-value percentage, label and nutrient-density score is computed
 * against: one table per system, keyed by the canonical nutrient keys (./nutrients.ts) plus `salt`.
 *
 * Sources:
 * - US: 21 CFR 101.9(c)(8)(iv) (Reference Daily Intakes) and (c)(9) (Daily Reference Values), as
 *   amended by the Nutrition Facts final rule of 27 May 2016 (81 FR 33742), for adults and children
 *   4 years of age and older (2,000 kcal reference diet).
 * - EU: Regulation (EU) No 1169/2011, Annex XIII: Part B (reference intakes for energy and selected
 *   nutrients, adults: 8 400 kJ / 2 000 kcal) and Part A point 1 (nutrient reference values for
 *   vitamins and minerals, adults).
 *
 * Only nutrients the service has a key for are listed (biotin, iodine, chromium, molybdenum and
 * chloride have none). Units are those of the nutrient table, so a value divides by its reference
 * amount directly. Where a key's definition is narrower than the regulation's, the row says so in
 * `note`; a key whose definition does not match at all is left out rather than compared wrongly
 * (EU vitamin A is in retinol equivalents, the data in retinol activity equivalents).
 */

export type DailyValueSystem = 'us' | 'eu';

interface ReferenceAmount {
  key: string;
  /** The name the regulation uses. */
  name: string;
  amount: number;
  unit: string;
  note?: string;
}

export interface ReferenceTable {
  system: DailyValueSystem;
  /** How the percentage is called on a label. */
  percent_name: string;
  source: string;
  amounts: readonly ReferenceAmount[];
}

const r = (key: string, name: string, amount: number, unit: string, note?: string): ReferenceAmount => ({ key, name, amount, unit, ...(note ? { note } : {}) });

export const US_DAILY_VALUES: ReferenceTable = {
  system: 'us',
  percent_name: '% Daily Value',
  source: 'FDA Daily Values for adults and children 4 years and older, 21 CFR 101.9(c)(8)(iv) and (c)(9) (final rule of 27 May 2016, 81 FR 33742)',
  amounts: [
    // Daily Reference Values, (c)(9)
    r('fat', 'Total fat', 78, 'g'),
    r('saturated_fat', 'Saturated fat', 20, 'g'),
    r('cholesterol', 'Cholesterol', 300, 'mg'),
    r('sodium', 'Sodium', 2300, 'mg'),
    r('carbs', 'Total carbohydrate', 275, 'g'),
    r('fiber', 'Dietary fiber', 28, 'g'),
    r('added_sugars', 'Added sugars', 50, 'g'),
    r('protein', 'Protein', 50, 'g', 'not corrected for protein quality (PDCAAS), which a label %DV for protein needs'),
    // Reference Daily Intakes, (c)(8)(iv)
    r('vitamin_d', 'Vitamin D', 20, 'µg'),
    r('calcium', 'Calcium', 1300, 'mg'),
    r('iron', 'Iron', 18, 'mg'),
    r('potassium', 'Potassium', 4700, 'mg'),
    r('vitamin_a_rae', 'Vitamin A', 900, 'µg', 'µg retinol activity equivalents'),
    r('vitamin_c', 'Vitamin C', 90, 'mg'),
    r('vitamin_e', 'Vitamin E', 15, 'mg', 'mg alpha-tocopherol'),
    r('vitamin_k', 'Vitamin K', 120, 'µg'),
    r('thiamin', 'Thiamin', 1.2, 'mg'),
    r('riboflavin', 'Riboflavin', 1.3, 'mg'),
    r('niacin', 'Niacin', 16, 'mg', 'the DV is in niacin equivalents; the data is preformed niacin (tryptophan not counted)'),
    r('vitamin_b6', 'Vitamin B6', 1.7, 'mg'),
    r('folate_dfe', 'Folate', 400, 'µg', 'µg dietary folate equivalents'),
    r('vitamin_b12', 'Vitamin B12', 2.4, 'µg'),
    r('pantothenic_acid', 'Pantothenic acid', 5, 'mg'),
    r('phosphorus', 'Phosphorus', 1250, 'mg'),
    r('magnesium', 'Magnesium', 420, 'mg'),
    r('zinc', 'Zinc', 11, 'mg'),
    r('selenium', 'Selenium', 55, 'µg'),
    r('copper', 'Copper', 0.9, 'mg'),
    r('manganese', 'Manganese', 2.3, 'mg'),
    r('choline', 'Choline', 550, 'mg'),
  ],
};

export const EU_REFERENCE_INTAKES: ReferenceTable = {
  system: 'eu',
  percent_name: '% reference intake',
  source:
    'Regulation (EU) No 1169/2011, Annex XIII Part B (reference intakes, adults: 8 400 kJ / 2 000 kcal) and Part A (nutrient reference values for vitamins and minerals, adults)',
  amounts: [
    // Part B
    r('energy_kj', 'Energy', 8400, 'kJ'),
    r('calories', 'Energy', 2000, 'kcal'),
    r('fat', 'Total fat', 70, 'g'),
    r('saturated_fat', 'Saturates', 20, 'g'),
    r('carbs', 'Carbohydrate', 260, 'g', 'available carbohydrate (fibre excluded), the EU definition'),
    r('sugar', 'Sugars', 90, 'g'),
    r('protein', 'Protein', 50, 'g'),
    r('salt', 'Salt', 6, 'g', 'salt = sodium × 2.5 (Annex I point 11) unless the source printed salt'),
    // Part A
    r('vitamin_d', 'Vitamin D', 5, 'µg'),
    r('vitamin_e', 'Vitamin E', 12, 'mg'),
    r('vitamin_k', 'Vitamin K', 75, 'µg'),
    r('vitamin_c', 'Vitamin C', 80, 'mg'),
    r('thiamin', 'Thiamin', 1.1, 'mg'),
    r('riboflavin', 'Riboflavin', 1.4, 'mg'),
    r('niacin', 'Niacin', 16, 'mg'),
    r('vitamin_b6', 'Vitamin B6', 1.4, 'mg'),
    r('folate', 'Folic acid', 200, 'µg', 'total folate'),
    r('vitamin_b12', 'Vitamin B12', 2.5, 'µg'),
    r('pantothenic_acid', 'Pantothenic acid', 6, 'mg'),
    r('potassium', 'Potassium', 2000, 'mg'),
    r('calcium', 'Calcium', 800, 'mg'),
    r('phosphorus', 'Phosphorus', 700, 'mg'),
    r('magnesium', 'Magnesium', 375, 'mg'),
    r('iron', 'Iron', 14, 'mg'),
    r('zinc', 'Zinc', 10, 'mg'),
    r('copper', 'Copper', 1, 'mg'),
    r('manganese', 'Manganese', 2, 'mg'),
    r('fluoride', 'Fluoride', 3500, 'µg'),
    r('selenium', 'Selenium', 55, 'µg'),
  ],
};

export const REFERENCE_TABLES: Record<DailyValueSystem, ReferenceTable> = { us: US_DAILY_VALUES, eu: EU_REFERENCE_INTAKES };

/** The reference amount of one nutrient in one system (throws on a key the table lacks: a programming error). */
export function referenceAmount(system: DailyValueSystem, key: string): number {
  const row = REFERENCE_TABLES[system].amounts.find((a) => a.key === key);
  if (!row) throw new Error(`No ${system} reference amount for ${key}`);
  return row.amount;
}

/**
 * NRF9.3, the Nutrient Rich Foods index (Drewnowski, J Am Coll Nutr 2009;28(4):421S-426S; Fulgoni,
 * Keast and Drewnowski, J Nutr 2009;139:1549-1554): per 100 kcal, the sum of % daily value of nine
 * nutrients to encourage, each capped at 100, minus the sum of % maximum recommended value of three
 * nutrients to limit (not capped). The reference amounts are the current FDA Daily Values above
 * (the 2009 papers used the 1993 ones; the authors' later NRF work uses the updated values).
 */
export const NRF93 = {
  encourage: ['protein', 'fiber', 'vitamin_a_rae', 'vitamin_c', 'vitamin_e', 'calcium', 'iron', 'magnesium', 'potassium'],
  limit: ['saturated_fat', 'added_sugars', 'sodium'],
  per_kcal: 100,
  cap_percent: 100,
} as const;
