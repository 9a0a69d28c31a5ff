/**
 * Nutri-Score, 2023 algorithm (Santé publique France: general foods 2022, beverages 2023) with
 * the special cases for water, beverages, cheese, red meat and fats/oils/nuts/seeds; the previous
 * ("2021") algorithm is kept for comparing with grades that Open Food Facts computed before it
 * switched. Thresholds: /work/shared/reference/nutriscore-2023.md and OFF's Nutriscore.pm.
 *
 * Points: one per threshold strictly exceeded (the saturated-fat/fat ratio uses ≥). Missing
 * values score 0 points and are listed in `missing` (OFF counts undefined values as 0 too).
 */

import { round } from '../round';

export type NutriScoreVersion = '2023' | '2021';
type NutriScoreGrade = 'A' | 'B' | 'C' | 'D' | 'E';
export type NutriScoreCategory = 'general' | 'cheese' | 'red_meat' | 'fats' | 'beverage' | 'water';

/** Per 100 g (or 100 ml for beverages). */
export interface NutriScoreInput {
  energy_kj: number | null;
  sugars_g: number | null;
  saturated_fat_g: number | null;
  fat_g: number | null;
  salt_g: number | null;
  sodium_mg?: number | null;
  fiber_g: number | null;
  protein_g: number | null;
  /** % fruits, vegetables, legumes (2023) / fruits, vegetables, nuts, colza-walnut-olive oils (2021). */
  fvl_percent: number | null;
  non_nutritive_sweeteners?: boolean;
}

interface NutriScoreComponent {
  id: string;
  value: number | null;
  points: number;
  max: number;
}

export interface NutriScoreResult {
  version: NutriScoreVersion;
  category: NutriScoreCategory;
  score: number;
  grade: NutriScoreGrade;
  negative: NutriScoreComponent[];
  positive: NutriScoreComponent[];
  negative_points: number;
  positive_points: number;
  count_proteins: boolean;
  count_proteins_reason: string;
  /** Inputs that were unknown and scored 0 points. */
  missing: string[];
}

const T2023 = {
  energy: [335, 670, 1005, 1340, 1675, 2010, 2345, 2680, 3015, 3350],
  energy_beverages: [30, 90, 150, 210, 240, 270, 300, 330, 360, 390],
  sugars: [3.4, 6.8, 10, 14, 17, 20, 24, 27, 31, 34, 37, 41, 44, 48, 51],
  sugars_beverages: [0.5, 2, 3.5, 5, 6, 7, 8, 9, 10, 11],
  saturated_fat: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  salt: [0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8, 2, 2.2, 2.4, 2.6, 2.8, 3, 3.2, 3.4, 3.6, 3.8, 4],
  energy_from_saturated_fat: [120, 240, 360, 480, 600, 720, 840, 960, 1080, 1200],
  saturated_fat_ratio: [10, 16, 22, 28, 34, 40, 46, 52, 58, 64],
  fvl: [40, 60, 80, 80, 80],
  fvl_beverages: [40, 40, 60, 60, 80, 80],
  fiber: [3.0, 4.1, 5.2, 6.3, 7.4],
  proteins: [2.4, 4.8, 7.2, 9.6, 12, 14, 17],
  proteins_beverages: [1.2, 1.5, 1.8, 2.1, 2.4, 2.7, 3.0],
};

const T2021 = {
  energy: [335, 670, 1005, 1340, 1675, 2010, 2345, 2680, 3015, 3350],
  energy_beverages: [0, 30, 60, 90, 120, 150, 180, 210, 240, 270],
  sugars: [4.5, 9, 13.5, 18, 22.5, 27, 31, 36, 40, 45],
  sugars_beverages: [0, 1.5, 3, 4.5, 6, 7.5, 9, 10.5, 12, 13.5],
  saturated_fat: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  saturated_fat_ratio: [10, 16, 22, 28, 34, 40, 46, 52, 58, 64],
  sodium: [90, 180, 270, 360, 450, 540, 630, 720, 810, 900],
  fvl: [40, 60, 80, 80, 80],
  fvl_beverages: [40, 40, 60, 60, 80, 80, 80, 80, 80, 80],
  fiber: [0.9, 1.9, 2.8, 3.7, 4.7],
  proteins: [1.6, 3.2, 4.8, 6.4, 8.0],
};

function points(value: number | null, thresholds: number[], inclusive = false): number {
  if (value === null) return 0;
  let p = 0;
  for (const t of thresholds) if (inclusive ? value >= t : value > t) p++;
  return p;
}

/** Saturated fat as % of fat (OFF: 0 when no saturated fat; fat ≤ 0 counts as all saturated). */
function satFatRatio(sat: number | null, fat: number | null): number | null {
  if (sat === null) return null;
  if (sat <= 0) return 0;
  const f = fat === null || fat <= 0 ? sat : fat;
  return (sat / f) * 100;
}

/** Fills derivable gaps the way OFF does: sugars 0 when carbs are 0, saturated fat 0 when fat is 0, salt ↔ sodium. */
export function completeNutriScoreInput(input: NutriScoreInput, carbs_g?: number | null): NutriScoreInput {
  const out = { ...input };
  if (out.sugars_g === null && carbs_g === 0) out.sugars_g = 0;
  if (out.saturated_fat_g === null && out.fat_g === 0) out.saturated_fat_g = 0;
  if (out.salt_g === null && out.sodium_mg != null) out.salt_g = (out.sodium_mg * 2.5) / 1000;
  if (out.sodium_mg == null && out.salt_g !== null) out.sodium_mg = (out.salt_g / 2.5) * 1000;
  return out;
}

function gradeFor(version: NutriScoreVersion, category: NutriScoreCategory, score: number): NutriScoreGrade {
  if (category === 'water') return 'A';
  if (category === 'beverage') {
    const [b, c, d] = version === '2023' ? [2, 6, 9] : [1, 5, 9];
    return score <= b ? 'B' : score <= c ? 'C' : score <= d ? 'D' : 'E';
  }
  const a = version === '2023' ? (category === 'fats' ? -6 : 0) : -1;
  return score <= a ? 'A' : score <= 2 ? 'B' : score <= 10 ? 'C' : score <= 18 ? 'D' : 'E';
}

const roundOrNull = (v: number | null, digits: number) => (v === null ? null : round(v, digits));

/** Computes the Nutri-Score of one food. */
export function computeNutriScore(raw: NutriScoreInput, category: NutriScoreCategory, version: NutriScoreVersion = '2023'): NutriScoreResult {
  const input = completeNutriScoreInput(raw);
  const missing: string[] = [];
  const need = (id: string, v: number | null | undefined) => {
    if (v === null || v === undefined) missing.push(id);
  };
  const beverage = category === 'beverage' || category === 'water';
  const fats = category === 'fats';
  need('energy', input.energy_kj);
  need('sugars', input.sugars_g);
  need('saturated_fat', input.saturated_fat_g);
  if (fats) need('fat', input.fat_g);
  need('salt', input.salt_g);
  need('fiber', input.fiber_g);
  need('proteins', input.protein_g);
  need('fruits_vegetables_legumes', input.fvl_percent);

  const negative: NutriScoreComponent[] = [];
  const positive: NutriScoreComponent[] = [];
  const comp = (list: NutriScoreComponent[], id: string, value: number | null, thresholds: number[], inclusive = false) => {
    const c = { id, value, points: points(value, thresholds, inclusive), max: thresholds.length };
    list.push(c);
    return c;
  };

  let countProteins: boolean;
  let reason: string;
  if (version === '2023') {
    const T = T2023;
    if (fats) {
      comp(negative, 'energy_from_saturated_fat', input.saturated_fat_g === null ? null : input.saturated_fat_g * 37, T.energy_from_saturated_fat);
    } else comp(negative, 'energy', input.energy_kj, beverage ? T.energy_beverages : T.energy);
    comp(negative, 'sugars', input.sugars_g, beverage ? T.sugars_beverages : T.sugars);
    if (fats) comp(negative, 'saturated_fat_ratio', satFatRatio(input.saturated_fat_g, input.fat_g), T.saturated_fat_ratio, true);
    else comp(negative, 'saturated_fat', input.saturated_fat_g, T.saturated_fat);
    comp(negative, 'salt', input.salt_g, T.salt);
    if (beverage)
      negative.push({ id: 'non_nutritive_sweeteners', value: input.non_nutritive_sweeteners ? 1 : 0, points: input.non_nutritive_sweeteners ? 4 : 0, max: 4 });
    const neg = negative.reduce((s, c) => s + c.points, 0);
    if (beverage) [countProteins, reason] = [true, 'beverage'];
    else if (category === 'cheese') [countProteins, reason] = [true, 'cheese'];
    else if (fats) [countProteins, reason] = neg < 7 ? [true, 'negative_points_less_than_7'] : [false, 'negative_points_greater_than_or_equal_to_7'];
    else [countProteins, reason] = neg < 11 ? [true, 'negative_points_less_than_11'] : [false, 'negative_points_greater_than_or_equal_to_11'];
    const protein = comp(positive, 'proteins', input.protein_g, beverage ? T.proteins_beverages : T.proteins);
    if (category === 'red_meat' && protein.points > 2) protein.points = 2;
    comp(positive, 'fiber', input.fiber_g, T.fiber);
    comp(positive, 'fruits_vegetables_legumes', input.fvl_percent, beverage ? T.fvl_beverages : T.fvl);
    if (!countProteins) positive.splice(positive.indexOf(protein), 1);
  } else {
    // 2021: values rounded one digit past the thresholds (energy, saturated fat, sodium, fruits: 1; others: 2).
    const T = T2021;
    let sugars = roundOrNull(input.sugars_g, 2);
    if (sugars !== null && input.sugars_g !== null && (sugars - Math.trunc(sugars) > 0.9 || sugars - Math.trunc(sugars) < 0.1))
      sugars = roundOrNull(input.sugars_g, 1);
    comp(negative, 'energy', roundOrNull(input.energy_kj, 1), beverage ? T.energy_beverages : T.energy);
    comp(negative, 'sugars', sugars, beverage ? T.sugars_beverages : T.sugars);
    if (fats) comp(negative, 'saturated_fat_ratio', roundOrNull(satFatRatio(input.saturated_fat_g, input.fat_g), 1), T.saturated_fat_ratio, true);
    else comp(negative, 'saturated_fat', roundOrNull(input.saturated_fat_g, 1), T.saturated_fat);
    comp(negative, 'sodium', roundOrNull(input.sodium_mg ?? null, 1), T.sodium);
    const neg = negative.reduce((s, c) => s + c.points, 0);
    const fvl = comp(positive, 'fruits_vegetables_nuts_colza_walnut_olive_oils', roundOrNull(input.fvl_percent, 1), beverage ? T.fvl_beverages : T.fvl);
    comp(positive, 'fiber', roundOrNull(input.fiber_g, 2), T.fiber);
    const fvlMax = fvl.points === (beverage ? 10 : 5);
    if (neg < 11) [countProteins, reason] = [true, 'negative_points_less_than_11'];
    else if (category === 'cheese') [countProteins, reason] = [true, 'cheese'];
    else if (fvlMax) [countProteins, reason] = [true, 'maximum_fruits_vegetables_nuts_points'];
    else [countProteins, reason] = [false, 'negative_points_greater_than_or_equal_to_11'];
    if (countProteins) comp(positive, 'proteins', roundOrNull(input.protein_g, 2), T.proteins);
  }
  const negative_points = negative.reduce((s, c) => s + c.points, 0);
  const positive_points = positive.reduce((s, c) => s + c.points, 0);
  const score = negative_points - positive_points;
  return {
    version,
    category,
    score,
    grade: gradeFor(version, category, score),
    negative,
    positive,
    negative_points,
    positive_points,
    count_proteins: countProteins,
    count_proteins_reason: reason,
    missing,
  };
}

// ---------------------------------------------------------------- category decisions

/** Categories (OFF tags) where OFF does not compute a Nutri-Score. */
const NOT_APPLICABLE = [
  'en:alcoholic-beverages',
  'en:aromatic-herbs',
  'en:baby-foods',
  'en:baby-milks',
  'en:chewing-gum',
  'en:food-additives',
  'en:meal-replacements',
  'en:salts',
  'en:spices',
  'en:sugar-substitutes',
  'en:vinegars',
  'en:pet-food',
  'en:non-food-products',
];
const NOT_APPLICABLE_EXCEPTIONS = ['en:tea-based-beverages', 'en:iced-teas', 'en:herbal-tea-beverages', 'en:coffee-beverages', 'en:coffee-drinks'];
/** In en:beverages but not beverages for the Nutri-Score. */
const NOT_BEVERAGES: Record<NutriScoreVersion, string[]> = {
  '2023': ['en:meal-replacement', 'en:chocolate-powders', 'en:soups', 'en:coffees', 'en:tea-bags', 'en:herbal-teas'],
  // The lists OFF used while the 2021 algorithm was current (milk drinks are beverages unless ≥ 80 % milk).
  '2021': ['en:plant-milks', 'en:milks', 'en:meal-replacement', 'en:dairy-drinks-substitutes', 'en:chocolate-powders', 'en:soups'],
};
const BEVERAGE_EXCEPTIONS: Record<NutriScoreVersion, string[]> = {
  '2023': NOT_APPLICABLE_EXCEPTIONS,
  '2021': [...NOT_APPLICABLE_EXCEPTIONS, 'en:coffees', 'en:herbal-teas', 'en:teas'],
};
/** 2023 fats, oils, nuts and seeds (chestnuts excluded); OFF also uses HS headings not available here. */
const FATS_2023 = ['en:fats', 'en:creams', 'en:seeds', 'en:nuts', 'en:peanuts', 'en:nut-butters', 'en:peanut-butters', 'en:oilseed-purees'];
const RED_MEAT_CATEGORIES = [
  'en:beef',
  'en:veal',
  'en:pork',
  'en:lamb',
  'en:lamb-meat',
  'en:mutton',
  'en:horse-meat',
  'en:beef-steaks',
  'en:hams',
  'en:pork-sausages',
];

export interface CategoryDecision {
  applicable: boolean;
  /** Category that makes the Nutri-Score not applicable. */
  not_applicable_category?: string;
  category: NutriScoreCategory;
}

export interface CategoryEvidence {
  /** OFF category tags, hierarchy-expanded (as in OFF exports). */
  categories: string[];
  /** % milk from the ingredients (2021: dairy drinks with ≥ 80 % milk are foods). */
  milk_percent?: number | null;
  /** % red meat from the ingredients (2023: > 10 % makes a red meat product). */
  red_meat_percent?: number | null;
}

/** Nutri-Score category of a packaged product from its OFF categories. */
export function nutriScoreCategoryFromTags(ev: CategoryEvidence, version: NutriScoreVersion = '2023'): CategoryDecision {
  const has = new Set(ev.categories);
  const any = (list: string[]) => list.find((c) => has.has(c));
  const exempt = any(NOT_APPLICABLE);
  const category = decideCategory(has, ev, version);
  if (exempt && !any(NOT_APPLICABLE_EXCEPTIONS)) return { applicable: false, not_applicable_category: exempt, category };
  return { applicable: true, category };
}

function decideCategory(has: Set<string>, ev: CategoryEvidence, version: NutriScoreVersion): NutriScoreCategory {
  const any = (list: string[]) => list.some((c) => has.has(c));
  const water = has.has('en:spring-waters') && !has.has('en:flavored-waters') && !has.has('en:flavoured-waters');
  let beverage = (has.has('en:beverages') || (version === '2023' && has.has('en:beverage-preparations'))) && !any(NOT_BEVERAGES[version]);
  if (any(BEVERAGE_EXCEPTIONS[version])) beverage = true;
  if (version === '2021' && beverage && ev.milk_percent != null && ev.milk_percent >= 80) beverage = false;
  if (water) return 'water';
  if (beverage) return 'beverage';
  if (has.has('en:cheeses') && !has.has('fr:fromages-blancs')) return 'cheese';
  if (version === '2023') {
    if (!has.has('en:chestnuts') && any(FATS_2023)) return 'fats';
    if (any(RED_MEAT_CATEGORIES) || (ev.red_meat_percent != null && ev.red_meat_percent > 10)) return 'red_meat';
  } else if (has.has('en:fats')) return 'fats';
  return 'general';
}

/**
 * Nutri-Score category of a generic food (USDA SR28 food group plus its name, no OFF categories).
 * Name tests use the SR28 description style ("Milk, whole, 3.25% milkfat").
 */
export function nutriScoreCategoryFromFoodGroup(group: string | null, name: string): NutriScoreCategory {
  const g = (group ?? '').toLowerCase();
  const n = name.toLowerCase();
  const parts = n.split(',').map((p) => p.trim());
  const head = parts[0]!;
  if (g.includes('beverage') || head === 'water') {
    // SR28 style: "Water, bottled, …" or "Beverages, water, tap, drinking".
    const water = head.startsWith('water') || (head === 'beverages' && (parts[1] ?? '').startsWith('water'));
    if (water && !/flavou?r|sweeten|tonic|coconut|with /.test(n)) return 'water';
    return 'beverage';
  }
  if (g.includes('fruit') && /juice|nectar|drink/.test(n)) return 'beverage';
  if (g.includes('dairy')) {
    if (head.startsWith('cheese')) return 'cheese';
    if (/^(milk|buttermilk|beverage|yogurt drink|kefir)/.test(head) && !/dry|powder|condensed|evaporated/.test(n)) return 'beverage';
    if (/^(butter|cream)\b/.test(head)) return 'fats';
  }
  if (g.includes('fats and oils')) return 'fats';
  if (g.includes('nut and seed') && !/chestnut/.test(n)) return 'fats';
  if (/beef|pork|lamb|veal|game/.test(g)) return 'red_meat';
  if (g.includes('sausages') && /beef|pork|ham|bologna|salami|bacon|frankfurter|lamb/.test(n)) return 'red_meat';
  return 'general';
}

/** Fruit/vegetable/legume % by category when no ingredient list is available (2023 conservative list). */
export function fvlPercentFromCategories(categories: string[], version: NutriScoreVersion = '2023'): number | null {
  const has = new Set(categories);
  const list: [string, number][] =
    version === '2023'
      ? [
          ['en:potatoes', 0],
          ['en:sweet-potatoes', 0],
          ['en:fruit-juices', 100],
          ['en:vegetable-juices', 100],
          ['en:fruit-sauces', 90],
          ['en:vegetables', 90],
          ['en:fruits', 90],
          ['en:mushrooms', 90],
          ['en:canned-fruits', 90],
          ['en:frozen-fruits', 90],
          ['en:jams', 50],
        ]
      : [
          ['en:potatoes', 0],
          ['en:sweet-potatoes', 0],
          ['en:fruit-juices', 100],
          ['en:vegetable-juices', 100],
          ['en:mushrooms', 90],
          ['en:olive-oils', 100],
          ['en:walnut-oils', 100],
          ['en:colza-oils', 100],
          ['en:rapeseed-oils', 100],
          ['en:rapeseeds-oils', 100],
          ['en:walnuts', 100],
          ['en:hazelnuts', 100],
          ['en:pistachios', 100],
          ['en:cashew-nuts', 100],
          ['en:pecan-nuts', 100],
          ['en:peanuts', 100],
          ['en:almonds', 100],
          ['en:chestnuts', 100],
          ['en:coconuts', 100],
          ['en:jams', 50],
          ['en:fruit-sauces', 90],
          ['en:fruits', 90],
          ['en:vegetables', 90],
          ['en:canned-fruits', 90],
          ['en:frozen-fruits', 90],
          ['en:fruits-based-foods', 85],
          ['en:vegetables-based-foods', 85],
        ];
  for (const [tag, pct] of list) if (has.has(tag)) return pct;
  return null;
}

/** Fruit/vegetable/legume % for a generic food from its food group (a raw fruit or vegetable is 100 %). */
export function fvlPercentFromFoodGroup(group: string | null, name: string): number | null {
  const g = (group ?? '').toLowerCase();
  const n = name.toLowerCase();
  if (/potato|fries|chips|flour|powder|oil/.test(n)) return 0;
  if (g.includes('fruits and fruit juices') || g.includes('vegetables and vegetable products') || g.includes('legumes and legume products')) return 100;
  return null;
}
