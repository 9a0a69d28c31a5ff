/**
 * Canonical nutrient keys: one rule for every SR28 nutrient (NUTR_DEF.txt, 150 rows).
 * Core nutrients have fixed, short keys other code relies on; every other nutrient gets a key
 * derived from its USDA description, so the table covers the whole source without a second list.
 * Legacy vitamin A and D in IU keep their own `_iu` keys: no conversion to µg is inferred.
 */

/** SR28 Nutr_No → fixed key. */
export const CORE_KEYS: Record<string, string> = {
  '208': 'calories',
  '268': 'energy_kj',
  '203': 'protein',
  '204': 'fat',
  '205': 'carbs',
  '291': 'fiber',
  '269': 'sugar',
  '606': 'saturated_fat',
  '645': 'monounsaturated_fat',
  '646': 'polyunsaturated_fat',
  '605': 'trans_fat',
  '601': 'cholesterol',
  '307': 'sodium',
  '306': 'potassium',
  '301': 'calcium',
  '303': 'iron',
  '304': 'magnesium',
  '305': 'phosphorus',
  '309': 'zinc',
  '312': 'copper',
  '315': 'manganese',
  '317': 'selenium',
  '313': 'fluoride',
  '401': 'vitamin_c',
  '318': 'vitamin_a_iu',
  '320': 'vitamin_a_rae',
  '319': 'retinol',
  '328': 'vitamin_d',
  '324': 'vitamin_d_iu',
  '325': 'vitamin_d2',
  '326': 'vitamin_d3',
  '323': 'vitamin_e',
  '573': 'vitamin_e_added',
  '430': 'vitamin_k',
  '404': 'thiamin',
  '405': 'riboflavin',
  '406': 'niacin',
  '410': 'pantothenic_acid',
  '415': 'vitamin_b6',
  '417': 'folate',
  '431': 'folic_acid',
  '432': 'folate_food',
  '435': 'folate_dfe',
  '418': 'vitamin_b12',
  '578': 'vitamin_b12_added',
  '421': 'choline',
  '454': 'betaine',
  '262': 'caffeine',
  '263': 'theobromine',
  '221': 'alcohol',
  '255': 'water',
  '207': 'ash',
  '209': 'starch',
  '257': 'adjusted_protein',
  '321': 'beta_carotene',
  '322': 'alpha_carotene',
  '334': 'beta_cryptoxanthin',
  '337': 'lycopene',
  '338': 'lutein_zeaxanthin',
  '693': 'trans_monoenoic_fat',
  '695': 'trans_polyenoic_fat',
  '636': 'phytosterols',
};

/** Keys every generic food is expected to report; gaps among them are `unknown_keys`. */
export const EXPECTED_KEYS = [
  'calories', 'protein', 'fat', 'carbs', 'fiber', 'sugar', 'saturated_fat', 'monounsaturated_fat', 'polyunsaturated_fat',
  'trans_fat', 'cholesterol', 'sodium', 'potassium', 'calcium', 'iron', 'magnesium', 'phosphorus', 'zinc', 'vitamin_c',
  'vitamin_a_rae', 'vitamin_d', 'vitamin_e', 'vitamin_k', 'thiamin', 'riboflavin', 'niacin', 'vitamin_b6', 'folate_dfe', 'vitamin_b12',
] as const;

export const MACRO_KEYS = ['calories', 'protein', 'carbs', 'fat'] as const;

/** Key for an SR28 nutrient: the fixed key, else one derived from its description. */
export function nutrientKey(nutrNo: string, description: string): string {
  const core = CORE_KEYS[nutrNo];
  if (core) return core;
  // Fatty acids are written "18:2 n-6 c,c": prefix them so the key reads as a fatty acid.
  const slug = description
    .toLowerCase()
    .replace(/µ/g, 'u')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return /^\d/.test(slug) ? `fa_${slug}` : slug;
}

const SR28_BY_KEY = new Map(Object.entries(CORE_KEYS).map(([nr, key]) => [key, nr]));

/** SR28 nutrient number for a core key (retention factors are keyed by it). */
export function sr28NumberOf(key: string): string | null {
  return SR28_BY_KEY.get(key) ?? null;
}
