/**
 * The canonical nutrient table: one row per nutrient, covering every nutrient SR28 defines
 * (NUTR_DEF.txt, 150 rows). Every importer maps its source onto these keys, and every consumer
 * reads values by key, so this is the one place a nutrient's key, unit and precision are stated.
 *
 * - Units are SR28's (`µg` for micrograms). Legacy vitamin A and D in IU keep their own `_iu`
 *   keys: no conversion to µg is ever inferred.
 * - `decimals` is SR28's Num_Dec (the precision USDA publishes); values are stored at source
 *   precision and only renderers round.
 * - Fatty acids are `fa_<carbons>_<double bonds>` plus isomer notes (`fa_18_2_n6_cc`); amino acids
 *   and other constituents use their plain names.
 */

type NutrientCategory = 'energy' | 'proximate' | 'carbohydrate' | 'mineral' | 'vitamin' | 'lipid' | 'fatty_acid' | 'amino_acid' | 'other';

export interface NutrientDef {
  key: string;
  name: string;
  unit: string;
  /** SR28 Nutr_No values that carry this nutrient (also FoodData Central `nutrient_nbr`). */
  sr28: string[];
  /** Decimal places USDA publishes (SR28 Num_Dec). */
  decimals: number;
  category: NutrientCategory;
}

const n = (key: string, name: string, unit: string, nr: string, decimals: number, category: NutrientCategory): NutrientDef => ({
  key,
  name,
  unit,
  sr28: [nr],
  decimals,
  category,
});

export const NUTRIENTS: readonly NutrientDef[] = [
  // Energy and proximates
  n('calories', 'Energy', 'kcal', '208', 0, 'energy'),
  n('energy_kj', 'Energy (kJ)', 'kJ', '268', 0, 'energy'),
  n('water', 'Water', 'g', '255', 2, 'proximate'),
  n('protein', 'Protein', 'g', '203', 2, 'proximate'),
  n('adjusted_protein', 'Adjusted protein', 'g', '257', 2, 'proximate'),
  n('fat', 'Total fat', 'g', '204', 2, 'proximate'),
  n('ash', 'Ash', 'g', '207', 2, 'proximate'),
  n('carbs', 'Carbohydrate, by difference', 'g', '205', 2, 'proximate'),
  n('fiber', 'Fiber, total dietary', 'g', '291', 1, 'carbohydrate'),
  n('sugar', 'Sugars, total', 'g', '269', 2, 'carbohydrate'),
  n('sucrose', 'Sucrose', 'g', '210', 2, 'carbohydrate'),
  n('glucose', 'Glucose (dextrose)', 'g', '211', 2, 'carbohydrate'),
  n('fructose', 'Fructose', 'g', '212', 2, 'carbohydrate'),
  n('lactose', 'Lactose', 'g', '213', 2, 'carbohydrate'),
  n('maltose', 'Maltose', 'g', '214', 2, 'carbohydrate'),
  n('galactose', 'Galactose', 'g', '287', 2, 'carbohydrate'),
  n('starch', 'Starch', 'g', '209', 2, 'carbohydrate'),
  n('alcohol', 'Alcohol, ethyl', 'g', '221', 1, 'other'),
  n('caffeine', 'Caffeine', 'mg', '262', 0, 'other'),
  n('theobromine', 'Theobromine', 'mg', '263', 0, 'other'),

  // Minerals
  n('calcium', 'Calcium', 'mg', '301', 0, 'mineral'),
  n('iron', 'Iron', 'mg', '303', 2, 'mineral'),
  n('magnesium', 'Magnesium', 'mg', '304', 0, 'mineral'),
  n('phosphorus', 'Phosphorus', 'mg', '305', 0, 'mineral'),
  n('potassium', 'Potassium', 'mg', '306', 0, 'mineral'),
  n('sodium', 'Sodium', 'mg', '307', 0, 'mineral'),
  n('zinc', 'Zinc', 'mg', '309', 2, 'mineral'),
  n('copper', 'Copper', 'mg', '312', 3, 'mineral'),
  n('manganese', 'Manganese', 'mg', '315', 3, 'mineral'),
  n('selenium', 'Selenium', 'µg', '317', 1, 'mineral'),
  n('fluoride', 'Fluoride', 'µg', '313', 1, 'mineral'),

  // Vitamins
  n('vitamin_c', 'Vitamin C, total ascorbic acid', 'mg', '401', 1, 'vitamin'),
  n('thiamin', 'Thiamin', 'mg', '404', 3, 'vitamin'),
  n('riboflavin', 'Riboflavin', 'mg', '405', 3, 'vitamin'),
  n('niacin', 'Niacin', 'mg', '406', 3, 'vitamin'),
  n('pantothenic_acid', 'Pantothenic acid', 'mg', '410', 3, 'vitamin'),
  n('vitamin_b6', 'Vitamin B-6', 'mg', '415', 3, 'vitamin'),
  n('folate', 'Folate, total', 'µg', '417', 0, 'vitamin'),
  n('folic_acid', 'Folic acid', 'µg', '431', 0, 'vitamin'),
  n('folate_food', 'Folate, food', 'µg', '432', 0, 'vitamin'),
  n('folate_dfe', 'Folate, DFE', 'µg', '435', 0, 'vitamin'),
  n('choline', 'Choline, total', 'mg', '421', 1, 'vitamin'),
  n('betaine', 'Betaine', 'mg', '454', 1, 'other'),
  n('vitamin_b12', 'Vitamin B-12', 'µg', '418', 2, 'vitamin'),
  n('vitamin_b12_added', 'Vitamin B-12, added', 'µg', '578', 2, 'vitamin'),
  n('vitamin_a_rae', 'Vitamin A, RAE', 'µg', '320', 0, 'vitamin'),
  n('vitamin_a_iu', 'Vitamin A, IU', 'IU', '318', 0, 'vitamin'),
  n('retinol', 'Retinol', 'µg', '319', 0, 'vitamin'),
  n('beta_carotene', 'Carotene, beta', 'µg', '321', 0, 'vitamin'),
  n('alpha_carotene', 'Carotene, alpha', 'µg', '322', 0, 'vitamin'),
  n('beta_cryptoxanthin', 'Cryptoxanthin, beta', 'µg', '334', 0, 'vitamin'),
  n('lycopene', 'Lycopene', 'µg', '337', 0, 'other'),
  n('lutein_zeaxanthin', 'Lutein + zeaxanthin', 'µg', '338', 0, 'other'),
  n('vitamin_e', 'Vitamin E (alpha-tocopherol)', 'mg', '323', 2, 'vitamin'),
  n('vitamin_e_added', 'Vitamin E, added', 'mg', '573', 2, 'vitamin'),
  n('tocopherol_beta', 'Tocopherol, beta', 'mg', '341', 2, 'vitamin'),
  n('tocopherol_gamma', 'Tocopherol, gamma', 'mg', '342', 2, 'vitamin'),
  n('tocopherol_delta', 'Tocopherol, delta', 'mg', '343', 2, 'vitamin'),
  n('tocotrienol_alpha', 'Tocotrienol, alpha', 'mg', '344', 2, 'vitamin'),
  n('tocotrienol_beta', 'Tocotrienol, beta', 'mg', '345', 2, 'vitamin'),
  n('tocotrienol_gamma', 'Tocotrienol, gamma', 'mg', '346', 2, 'vitamin'),
  n('tocotrienol_delta', 'Tocotrienol, delta', 'mg', '347', 2, 'vitamin'),
  n('vitamin_d', 'Vitamin D (D2 + D3)', 'µg', '328', 1, 'vitamin'),
  n('vitamin_d_iu', 'Vitamin D, IU', 'IU', '324', 0, 'vitamin'),
  n('vitamin_d2', 'Vitamin D2 (ergocalciferol)', 'µg', '325', 1, 'vitamin'),
  n('vitamin_d3', 'Vitamin D3 (cholecalciferol)', 'µg', '326', 1, 'vitamin'),
  n('vitamin_k', 'Vitamin K (phylloquinone)', 'µg', '430', 1, 'vitamin'),
  n('dihydrophylloquinone', 'Dihydrophylloquinone', 'µg', '429', 1, 'vitamin'),
  n('menaquinone_4', 'Menaquinone-4', 'µg', '428', 1, 'vitamin'),

  // Lipids
  n('saturated_fat', 'Fatty acids, total saturated', 'g', '606', 3, 'lipid'),
  n('monounsaturated_fat', 'Fatty acids, total monounsaturated', 'g', '645', 3, 'lipid'),
  n('polyunsaturated_fat', 'Fatty acids, total polyunsaturated', 'g', '646', 3, 'lipid'),
  n('trans_fat', 'Fatty acids, total trans', 'g', '605', 3, 'lipid'),
  n('trans_monoenoic_fat', 'Fatty acids, total trans-monoenoic', 'g', '693', 3, 'lipid'),
  n('trans_polyenoic_fat', 'Fatty acids, total trans-polyenoic', 'g', '695', 3, 'lipid'),
  n('cholesterol', 'Cholesterol', 'mg', '601', 0, 'lipid'),
  n('phytosterols', 'Phytosterols', 'mg', '636', 0, 'lipid'),
  n('stigmasterol', 'Stigmasterol', 'mg', '638', 0, 'lipid'),
  n('campesterol', 'Campesterol', 'mg', '639', 0, 'lipid'),
  n('beta_sitosterol', 'Beta-sitosterol', 'mg', '641', 0, 'lipid'),

  // Fatty acids, saturated
  n('fa_4_0', 'SFA 4:0 (butyric)', 'g', '607', 3, 'fatty_acid'),
  n('fa_6_0', 'SFA 6:0 (caproic)', 'g', '608', 3, 'fatty_acid'),
  n('fa_8_0', 'SFA 8:0 (caprylic)', 'g', '609', 3, 'fatty_acid'),
  n('fa_10_0', 'SFA 10:0 (capric)', 'g', '610', 3, 'fatty_acid'),
  n('fa_12_0', 'SFA 12:0 (lauric)', 'g', '611', 3, 'fatty_acid'),
  n('fa_13_0', 'SFA 13:0', 'g', '696', 3, 'fatty_acid'),
  n('fa_14_0', 'SFA 14:0 (myristic)', 'g', '612', 3, 'fatty_acid'),
  n('fa_15_0', 'SFA 15:0', 'g', '652', 3, 'fatty_acid'),
  n('fa_16_0', 'SFA 16:0 (palmitic)', 'g', '613', 3, 'fatty_acid'),
  n('fa_17_0', 'SFA 17:0 (margaric)', 'g', '653', 3, 'fatty_acid'),
  n('fa_18_0', 'SFA 18:0 (stearic)', 'g', '614', 3, 'fatty_acid'),
  n('fa_20_0', 'SFA 20:0 (arachidic)', 'g', '615', 3, 'fatty_acid'),
  n('fa_22_0', 'SFA 22:0 (behenic)', 'g', '624', 3, 'fatty_acid'),
  n('fa_24_0', 'SFA 24:0 (lignoceric)', 'g', '654', 3, 'fatty_acid'),

  // Fatty acids, monounsaturated
  n('fa_14_1', 'MUFA 14:1 (myristoleic)', 'g', '625', 3, 'fatty_acid'),
  n('fa_15_1', 'MUFA 15:1', 'g', '697', 3, 'fatty_acid'),
  n('fa_16_1', 'MUFA 16:1 undifferentiated (palmitoleic)', 'g', '626', 3, 'fatty_acid'),
  n('fa_16_1_c', 'MUFA 16:1 c', 'g', '673', 3, 'fatty_acid'),
  n('fa_16_1_t', 'TFA 16:1 t', 'g', '662', 3, 'fatty_acid'),
  n('fa_17_1', 'MUFA 17:1', 'g', '687', 3, 'fatty_acid'),
  n('fa_18_1', 'MUFA 18:1 undifferentiated (oleic)', 'g', '617', 3, 'fatty_acid'),
  n('fa_18_1_c', 'MUFA 18:1 c', 'g', '674', 3, 'fatty_acid'),
  n('fa_18_1_t', 'TFA 18:1 t', 'g', '663', 3, 'fatty_acid'),
  n('fa_18_1_11_t', 'TFA 18:1-11 t (18:1t n-7, vaccenic)', 'g', '859', 3, 'fatty_acid'),
  n('fa_20_1', 'MUFA 20:1 (gadoleic)', 'g', '628', 3, 'fatty_acid'),
  n('fa_22_1', 'MUFA 22:1 undifferentiated (erucic)', 'g', '630', 3, 'fatty_acid'),
  n('fa_22_1_c', 'MUFA 22:1 c', 'g', '676', 3, 'fatty_acid'),
  n('fa_22_1_t', 'TFA 22:1 t', 'g', '664', 3, 'fatty_acid'),
  n('fa_24_1_c', 'MUFA 24:1 c (nervonic)', 'g', '671', 3, 'fatty_acid'),

  // Fatty acids, polyunsaturated
  n('fa_18_2', 'PUFA 18:2 undifferentiated (linoleic)', 'g', '618', 3, 'fatty_acid'),
  n('fa_18_2_n6_cc', 'PUFA 18:2 n-6 c,c', 'g', '675', 3, 'fatty_acid'),
  n('fa_18_2_cla', 'PUFA 18:2 CLAs (conjugated linoleic acids)', 'g', '670', 3, 'fatty_acid'),
  n('fa_18_2_i', 'PUFA 18:2 i', 'g', '666', 3, 'fatty_acid'),
  n('fa_18_2_t', 'TFA 18:2 t not further defined', 'g', '665', 3, 'fatty_acid'),
  n('fa_18_2_tt', 'TFA 18:2 t,t', 'g', '669', 3, 'fatty_acid'),
  n('fa_18_3', 'PUFA 18:3 undifferentiated (linolenic)', 'g', '619', 3, 'fatty_acid'),
  n('fa_18_3_n3_ccc', 'PUFA 18:3 n-3 c,c,c (ALA)', 'g', '851', 3, 'fatty_acid'),
  n('fa_18_3_n6_ccc', 'PUFA 18:3 n-6 c,c,c (gamma-linolenic)', 'g', '685', 3, 'fatty_acid'),
  n('fa_18_3_i', 'PUFA 18:3 i', 'g', '856', 3, 'fatty_acid'),
  n('fa_18_4', 'PUFA 18:4 (stearidonic)', 'g', '627', 3, 'fatty_acid'),
  n('fa_20_2_n6_cc', 'PUFA 20:2 n-6 c,c', 'g', '672', 3, 'fatty_acid'),
  n('fa_20_3', 'PUFA 20:3 undifferentiated', 'g', '689', 3, 'fatty_acid'),
  n('fa_20_3_n3', 'PUFA 20:3 n-3', 'g', '852', 3, 'fatty_acid'),
  n('fa_20_3_n6', 'PUFA 20:3 n-6', 'g', '853', 3, 'fatty_acid'),
  n('fa_20_4', 'PUFA 20:4 undifferentiated (arachidonic)', 'g', '620', 3, 'fatty_acid'),
  n('fa_20_4_n6', 'PUFA 20:4 n-6', 'g', '855', 3, 'fatty_acid'),
  n('fa_20_5_n3', 'PUFA 20:5 n-3 (EPA)', 'g', '629', 3, 'fatty_acid'),
  n('fa_21_5', 'PUFA 21:5', 'g', '857', 3, 'fatty_acid'),
  n('fa_22_4', 'PUFA 22:4', 'g', '858', 3, 'fatty_acid'),
  n('fa_22_5_n3', 'PUFA 22:5 n-3 (DPA)', 'g', '631', 3, 'fatty_acid'),
  n('fa_22_6_n3', 'PUFA 22:6 n-3 (DHA)', 'g', '621', 3, 'fatty_acid'),

  // Amino acids
  n('tryptophan', 'Tryptophan', 'g', '501', 3, 'amino_acid'),
  n('threonine', 'Threonine', 'g', '502', 3, 'amino_acid'),
  n('isoleucine', 'Isoleucine', 'g', '503', 3, 'amino_acid'),
  n('leucine', 'Leucine', 'g', '504', 3, 'amino_acid'),
  n('lysine', 'Lysine', 'g', '505', 3, 'amino_acid'),
  n('methionine', 'Methionine', 'g', '506', 3, 'amino_acid'),
  n('cystine', 'Cystine', 'g', '507', 3, 'amino_acid'),
  n('phenylalanine', 'Phenylalanine', 'g', '508', 3, 'amino_acid'),
  n('tyrosine', 'Tyrosine', 'g', '509', 3, 'amino_acid'),
  n('valine', 'Valine', 'g', '510', 3, 'amino_acid'),
  n('arginine', 'Arginine', 'g', '511', 3, 'amino_acid'),
  n('histidine', 'Histidine', 'g', '512', 3, 'amino_acid'),
  n('alanine', 'Alanine', 'g', '513', 3, 'amino_acid'),
  n('aspartic_acid', 'Aspartic acid', 'g', '514', 3, 'amino_acid'),
  n('glutamic_acid', 'Glutamic acid', 'g', '515', 3, 'amino_acid'),
  n('glycine', 'Glycine', 'g', '516', 3, 'amino_acid'),
  n('proline', 'Proline', 'g', '517', 3, 'amino_acid'),
  n('serine', 'Serine', 'g', '518', 3, 'amino_acid'),
  n('hydroxyproline', 'Hydroxyproline', 'g', '521', 3, 'amino_acid'),
];

/** The macro fields of a food record and the nutrient keys they come from. */
export const MACRO_KEYS = ['calories', 'protein', 'carbs', 'fat'] as const;

/** Keys with fixed names other modules rely on (scoring, labels, recipes, product import). */
export const CORE_NUTRIENT_KEYS = [
  'calories',
  'energy_kj',
  'protein',
  'fat',
  'carbs',
  'fiber',
  'sugar',
  'saturated_fat',
  'monounsaturated_fat',
  'polyunsaturated_fat',
  'trans_fat',
  'cholesterol',
  'sodium',
  'potassium',
  'calcium',
  'iron',
  'magnesium',
  'phosphorus',
  'zinc',
  'vitamin_c',
  'vitamin_a_iu',
  'vitamin_a_rae',
  'vitamin_d',
  'vitamin_d_iu',
  'vitamin_e',
  'vitamin_k',
  'thiamin',
  'riboflavin',
  'niacin',
  'vitamin_b6',
  'folate_dfe',
  'vitamin_b12',
  'caffeine',
  'alcohol',
  'water',
] as const;

/**
 * Keys a generic reference food is expected to report; the ones it lacks are its `unknown_keys`.
 * This is the core set minus alternate units of a nutrient already in it (energy_kj,
 * vitamin_a_iu, vitamin_d_iu) and minus constituents that occur only in some foods (caffeine,
 * alcohol), which SR28 reports only where they apply. Listing all 150 nutrients instead would
 * flag every food as unknown for dozens of fatty-acid isomers and amino acids that are measured
 * only for selected foods; that would bury the gaps people care about (label and tracking
 * nutrients) in noise.
 */
export const EXPECTED_NUTRIENT_KEYS: readonly string[] = CORE_NUTRIENT_KEYS.filter(
  (k) => !['energy_kj', 'vitamin_a_iu', 'vitamin_d_iu', 'caffeine', 'alcohol'].includes(k),
);

const BY_KEY = new Map(NUTRIENTS.map((d) => [d.key, d]));
const BY_SR28 = new Map(NUTRIENTS.flatMap((d) => d.sr28.map((nr) => [nr, d] as const)));

export function nutrientByKey(key: string): NutrientDef | undefined {
  return BY_KEY.get(key);
}

/** The nutrient carried by an SR28 Nutr_No (e.g. '203' → protein). */
export function nutrientBySr28(nutrNo: string): NutrientDef | undefined {
  return BY_SR28.get(nutrNo);
}

/** SR28 nutrient number of a key (retention factors are keyed by it); null for non-SR28 keys. */
export function sr28NumberOf(key: string): string | null {
  return BY_KEY.get(key)?.sr28[0] ?? null;
}
