/**
 * POST /v1/score: a deterministic 0-100 score and letter grade of one food
 * for a user profile.
 *
 * 1. Base 0-100 from the Nutri-Score 2023 points (see BASE_BANDS): each Nutri-Score grade owns a
 *    20-point band (A 80-100, B 60-79, C 40-59, D 20-39, E 0-19) and points map linearly inside
 *    it, so the base grade equals the Nutri-Score grade. Water scores 100.
 * 2. Processing: NOVA 4 −10, NOVA 3 −5. Additives of high EFSA concern −5 each (at most −10),
 *    moderate −2 each (at most −4).
 * 3. Goals (ACCEPTED_GOALS) and diet (ACCEPTED_DIETS) modifiers, each documented in GOAL_RULES and
 *    dietCheck. Thresholds per 100 g (100 ml for liquids) come from EU Regulation 1924/2006
 *    nutrition claims ("low", "source of", "high") and the UK FSA front-of-pack "high" levels.
 * 4. An allergen (including "may contain" traces) or avoid-list match forces grade F, sets the
 *    score to 0 and adds a flag.
 * Final grade from the final score with the same bands. Unknown values never count as zero
 * silently: they add a `missing_nutrient` flag and a reason.
 */
import type { FoodRecord } from './food';
import { normalizeAllergenName, type Allergen } from './allergens';
import { analyzeIngredients } from './ingredient-analysis';
import type { AdditiveFinding, IngredientAnalysis } from './ingredient-findings';
import { DIET_CLASS, type OffTaxonomy } from './ingredient-taxonomy';
import { normalizeTerm } from './term-key';
import {
  completeNutriScoreInput,
  computeNutriScore,
  fvlPercentFromCategories,
  fvlPercentFromFoodGroup,
  nutriScoreCategoryFromFoodGroup,
  nutriScoreCategoryFromTags,
  type NutriScoreCategory,
  type NutriScoreResult,
  type NutriScoreVersion,
} from './nutriscore';
import { round } from '../round';

export const ACCEPTED_GOALS = [
  'weight_loss',
  'muscle_gain',
  'high_protein',
  'low_sodium',
  'low_sugar',
  'heart_health',
  'low_carb',
  'high_fiber',
  'low_fat',
  'low_calorie',
] as const;
type Goal = (typeof ACCEPTED_GOALS)[number];

export const ACCEPTED_DIETS = ['vegan', 'vegetarian', 'pescatarian', 'gluten_free', 'dairy_free', 'keto', 'paleo'] as const;
type Diet = (typeof ACCEPTED_DIETS)[number];

export type ScoreGrade = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';

export interface ScoreProfile {
  goals?: string[];
  diet?: string | null;
  allergies?: string[];
  avoid?: string[];
}

interface ScoreFlag {
  type: string;
  value: string;
}

/** Per 100 g (or 100 ml when `liquid`); null = unknown. */
export interface ScoreNutrition {
  energy_kj: number | null;
  calories: number | null;
  protein_g: number | null;
  fat_g: number | null;
  saturated_fat_g: number | null;
  trans_fat_g: number | null;
  carbs_g: number | null;
  sugars_g: number | null;
  fiber_g: number | null;
  sodium_mg: number | null;
}

/** Packaged-product metadata the Open Food Facts importer keeps in FoodRecord.extra. */
export interface ProductExtra {
  attribution?: string;
  license?: string;
  categories?: string[];
  labels?: string[];
  badges?: string[];
  nova_group?: number | null;
  nutriscore_grade?: string | null;
  eco_score?: string | null;
  ingredients_text?: string | null;
  allergens?: Allergen[];
  traces?: Allergen[];
  additives?: string[];
  /** Fruits/vegetables/legumes % given by the source, when it has one. */
  fvl_percent?: number | null;
}

export interface ScoreInput {
  name: string;
  liquid: boolean;
  nutrition: ScoreNutrition | null;
  /** OFF category tags (packaged products). */
  categories?: string[];
  /** Food group (generic foods, e.g. SR28 "Dairy and Egg Products"). */
  group?: string | null;
  /** NOVA group from the source; the analysis' group is used when absent. */
  nova?: number | null;
  eco_score?: string | null;
  allergens?: Allergen[];
  traces?: Allergen[];
  additives?: AdditiveFinding[];
  analysis?: IngredientAnalysis | null;
  /** True when `analysis` comes from a full ingredient list (false: from the food name only). */
  has_ingredients?: boolean;
  fvl_percent?: number | null;
}

export interface ScoreOptions {
  explain?: boolean;
  /** Nutri-Score algorithm of the base: `2023` (default) or the previous `2021`. */
  nutriscoreVersion?: NutriScoreVersion;
}

export interface ScoreResult {
  score: number;
  grade: ScoreGrade;
  reasons: string[];
  flags: ScoreFlag[];
  nova: number | null;
  eco_score: string | null;
  summary?: string;
  nutriscore: { version: NutriScoreVersion; category: NutriScoreCategory; points: number; grade: string; base: number } | null;
}

// ---------------------------------------------------------------- base from Nutri-Score

type Bands = Record<'general' | 'fats' | 'beverage', [number, number, number, number][]>;

/** [lowest points, highest points, score at lowest, score at highest] per Nutri-Score grade band, per version. */
const BASE_BANDS: Record<NutriScoreVersion, Bands> = {
  '2023': {
    general: [
      [-17, 0, 100, 80],
      [1, 2, 79, 60],
      [3, 10, 59, 40],
      [11, 18, 39, 20],
      [19, 55, 19, 0],
    ],
    fats: [
      [-17, -6, 100, 80],
      [-5, 2, 79, 60],
      [3, 10, 59, 40],
      [11, 18, 39, 20],
      [19, 55, 19, 0],
    ],
    // Only water is A for beverages: other drinks start in band B.
    beverage: [
      [-18, 2, 79, 60],
      [3, 6, 59, 40],
      [7, 9, 39, 20],
      [10, 54, 19, 0],
    ],
  },
  // 2021 grades: foods A ≤ −1, B ≤ 2, C ≤ 10, D ≤ 18; beverages B ≤ 1, C ≤ 5, D ≤ 9; fats as foods.
  '2021': {
    general: [
      [-15, -1, 100, 80],
      [0, 2, 79, 60],
      [3, 10, 59, 40],
      [11, 18, 39, 20],
      [19, 40, 19, 0],
    ],
    fats: [
      [-15, -1, 100, 80],
      [0, 2, 79, 60],
      [3, 10, 59, 40],
      [11, 18, 39, 20],
      [19, 40, 19, 0],
    ],
    beverage: [
      [-15, 1, 79, 60],
      [2, 5, 59, 40],
      [6, 9, 39, 20],
      [10, 40, 19, 0],
    ],
  },
};

/** Base 0-100 from Nutri-Score points (linear inside each grade band). */
export function baseFromNutriScore(points: number, category: NutriScoreCategory, version: NutriScoreVersion = '2023'): number {
  if (category === 'water') return 100;
  const bands = BASE_BANDS[version][category === 'fats' ? 'fats' : category === 'beverage' ? 'beverage' : 'general'];
  for (const [lo, hi, sLo, sHi] of bands) {
    if (points <= hi || hi === bands[bands.length - 1]![1]) {
      const p = Math.max(lo, Math.min(hi, points));
      return hi === lo ? sLo : Math.round(sLo + ((p - lo) / (hi - lo)) * (sHi - sLo));
    }
  }
  return 0;
}

export function gradeFromScore(score: number): Exclude<ScoreGrade, 'F'> {
  return score >= 80 ? 'A' : score >= 60 ? 'B' : score >= 40 ? 'C' : score >= 20 ? 'D' : 'E';
}

// ---------------------------------------------------------------- goals

interface GoalContext {
  n: ScoreNutrition;
  liquid: boolean;
}
type GoalRule = (ctx: GoalContext) => { delta: number; reason: string } | { missing: string };

const fmt = (v: number) => round(v, 1).toString();
const per = (liquid: boolean) => (liquid ? 'per 100 ml' : 'per 100 g');

/** Share of energy from protein (%), from kcal or kJ. */
function proteinEnergyShare(n: ScoreNutrition): number | null {
  const kcal = n.calories ?? (n.energy_kj !== null ? n.energy_kj / 4.184 : null);
  if (n.protein_g === null || kcal === null || kcal <= 0) return null;
  return ((n.protein_g * 4) / kcal) * 100;
}

const GOAL_RULES: Record<Goal, GoalRule> = {
  weight_loss: ({ n, liquid }) => {
    const kcal = n.calories ?? (n.energy_kj !== null ? n.energy_kj / 4.184 : null);
    if (kcal === null) return { missing: 'calories' };
    const lowEnergy = liquid ? 20 : 40; // EU "low energy"
    if (kcal <= lowEnergy) return { delta: 8, reason: `weight_loss: low energy density (${fmt(kcal)} kcal ${per(liquid)}) +8` };
    if (kcal > 400) return { delta: -10, reason: `weight_loss: very energy dense (${fmt(kcal)} kcal ${per(liquid)}) −10` };
    if (kcal > 250) return { delta: -5, reason: `weight_loss: energy dense (${fmt(kcal)} kcal ${per(liquid)}) −5` };
    if ((n.fiber_g ?? 0) >= 6 || (proteinEnergyShare(n) ?? 0) >= 20) return { delta: 3, reason: 'weight_loss: satiating (high fibre or protein) +3' };
    return { delta: 0, reason: `weight_loss: moderate energy density (${fmt(kcal)} kcal ${per(liquid)}) ±0` };
  },
  muscle_gain: ({ n, liquid }) => {
    if (n.protein_g === null) return { missing: 'protein' };
    if (n.protein_g >= 20) return { delta: 10, reason: `muscle_gain: ${fmt(n.protein_g)} g protein ${per(liquid)} +10` };
    if (n.protein_g >= 10) return { delta: 5, reason: `muscle_gain: ${fmt(n.protein_g)} g protein ${per(liquid)} +5` };
    if (n.protein_g < 3) return { delta: -3, reason: `muscle_gain: little protein (${fmt(n.protein_g)} g ${per(liquid)}) −3` };
    return { delta: 0, reason: `muscle_gain: ${fmt(n.protein_g)} g protein ${per(liquid)} ±0` };
  },
  high_protein: ({ n }) => {
    const share = proteinEnergyShare(n);
    if (share === null) return { missing: 'protein' };
    if (share >= 20) return { delta: 10, reason: `high_protein: ${fmt(share)} % of energy from protein (EU "high protein" ≥ 20 %) +10` };
    if (share >= 12) return { delta: 5, reason: `high_protein: ${fmt(share)} % of energy from protein (EU "source of protein" ≥ 12 %) +5` };
    return { delta: -3, reason: `high_protein: only ${fmt(share)} % of energy from protein −3` };
  },
  low_sodium: ({ n, liquid }) => {
    if (n.sodium_mg === null) return { missing: 'sodium' };
    const high = liquid ? 300 : 600; // FSA "high" salt 1.5 g (0.75 g liquids)
    if (n.sodium_mg > high) return { delta: -15, reason: `low_sodium: high in sodium (${fmt(n.sodium_mg)} mg ${per(liquid)}) −15` };
    if (n.sodium_mg <= 40) return { delta: 8, reason: `low_sodium: very low sodium (${fmt(n.sodium_mg)} mg ${per(liquid)}) +8` };
    if (n.sodium_mg <= 120) return { delta: 5, reason: `low_sodium: low sodium (${fmt(n.sodium_mg)} mg ${per(liquid)}) +5` };
    return { delta: -5, reason: `low_sodium: medium sodium (${fmt(n.sodium_mg)} mg ${per(liquid)}) −5` };
  },
  low_sugar: ({ n, liquid }) => {
    if (n.sugars_g === null) return { missing: 'sugar' };
    const [low, high] = liquid ? [2.5, 11.25] : [5, 22.5];
    if (n.sugars_g > high) return { delta: -15, reason: `low_sugar: high in sugars (${fmt(n.sugars_g)} g ${per(liquid)}) −15` };
    if (n.sugars_g <= 0.5) return { delta: 8, reason: `low_sugar: sugar-free (${fmt(n.sugars_g)} g ${per(liquid)}) +8` };
    if (n.sugars_g <= low) return { delta: 5, reason: `low_sugar: low sugars (${fmt(n.sugars_g)} g ${per(liquid)}) +5` };
    return { delta: -5, reason: `low_sugar: medium sugars (${fmt(n.sugars_g)} g ${per(liquid)}) −5` };
  },
  heart_health: ({ n, liquid }) => {
    if (n.saturated_fat_g === null && n.sodium_mg === null) return { missing: 'saturated_fat' };
    const [satLow, satHigh, naHigh] = liquid ? [0.75, 2.5, 300] : [1.5, 5, 600];
    const parts: [number, string][] = [];
    const sat = n.saturated_fat_g;
    if (sat !== null && sat > satHigh) parts.push([-10, `high saturated fat ${fmt(sat)} g −10`]);
    else if (sat !== null && sat <= satLow) parts.push([5, `low saturated fat ${fmt(sat)} g +5`]);
    if (n.trans_fat_g !== null && n.trans_fat_g > 0.5) parts.push([-5, `trans fat ${fmt(n.trans_fat_g)} g −5`]);
    if (n.sodium_mg !== null && n.sodium_mg > naHigh) parts.push([-5, `high sodium ${fmt(n.sodium_mg)} mg −5`]);
    if (n.fiber_g !== null && n.fiber_g >= 6) parts.push([3, `high fibre ${fmt(n.fiber_g)} g +3`]);
    const delta = parts.reduce((sum, [d]) => sum + d, 0);
    const what = parts.length ? parts.map(([, t]) => t).join(', ') : 'no strong factor';
    return { delta, reason: `heart_health: ${what} (${per(liquid)}) ${delta >= 0 ? '+' : '−'}${Math.abs(delta)}` };
  },
  low_carb: ({ n, liquid }) => {
    if (n.carbs_g === null) return { missing: 'carbs' };
    if (n.carbs_g > 30) return { delta: -15, reason: `low_carb: ${fmt(n.carbs_g)} g carbohydrate ${per(liquid)} −15` };
    if (n.carbs_g > 15) return { delta: -8, reason: `low_carb: ${fmt(n.carbs_g)} g carbohydrate ${per(liquid)} −8` };
    if (n.carbs_g <= 5) return { delta: 10, reason: `low_carb: ${fmt(n.carbs_g)} g carbohydrate ${per(liquid)} +10` };
    return { delta: 5, reason: `low_carb: ${fmt(n.carbs_g)} g carbohydrate ${per(liquid)} +5` };
  },
  high_fiber: ({ n, liquid }) => {
    if (n.fiber_g === null) return { missing: 'fiber' };
    if (n.fiber_g >= 6) return { delta: 10, reason: `high_fiber: ${fmt(n.fiber_g)} g fibre ${per(liquid)} (EU "high fibre") +10` };
    if (n.fiber_g >= 3) return { delta: 5, reason: `high_fiber: ${fmt(n.fiber_g)} g fibre ${per(liquid)} (EU "source of fibre") +5` };
    if (n.fiber_g < 1) return { delta: -5, reason: `high_fiber: ${fmt(n.fiber_g)} g fibre ${per(liquid)} −5` };
    return { delta: 0, reason: `high_fiber: ${fmt(n.fiber_g)} g fibre ${per(liquid)} ±0` };
  },
  low_fat: ({ n, liquid }) => {
    if (n.fat_g === null) return { missing: 'fat' };
    const [low, high] = liquid ? [1.5, 8.75] : [3, 17.5];
    if (n.fat_g > high) return { delta: -10, reason: `low_fat: high in fat (${fmt(n.fat_g)} g ${per(liquid)}) −10` };
    if (n.fat_g <= low) return { delta: 8, reason: `low_fat: low fat (${fmt(n.fat_g)} g ${per(liquid)}) +8` };
    return { delta: 0, reason: `low_fat: medium fat (${fmt(n.fat_g)} g ${per(liquid)}) ±0` };
  },
  low_calorie: ({ n, liquid }) => {
    const kcal = n.calories ?? (n.energy_kj !== null ? n.energy_kj / 4.184 : null);
    if (kcal === null) return { missing: 'calories' };
    const low = liquid ? 20 : 40;
    if (kcal <= low) return { delta: 10, reason: `low_calorie: ${fmt(kcal)} kcal ${per(liquid)} (EU "low energy") +10` };
    if (kcal > 400) return { delta: -10, reason: `low_calorie: ${fmt(kcal)} kcal ${per(liquid)} −10` };
    if (kcal > 200) return { delta: -5, reason: `low_calorie: ${fmt(kcal)} kcal ${per(liquid)} −5` };
    return { delta: 0, reason: `low_calorie: ${fmt(kcal)} kcal ${per(liquid)} ±0` };
  },
};

// ---------------------------------------------------------------- diets

type DietVerdict = { status: 'ok' | 'conflict' | 'unverified'; reason: string };

function dietCheck(diet: Diet, input: ScoreInput): DietVerdict {
  const a = input.analysis ?? null;
  const classes = a?.diet_classes ?? 0;
  const has = (bit: number) => (classes & bit) !== 0;
  const allergens = new Set<Allergen>([...(input.allergens ?? []), ...(a?.allergens ?? [])]);
  const evidence = input.has_ingredients ? 'ingredients' : 'name';
  const n = input.nutrition;
  switch (diet) {
    case 'vegan':
      if (
        has(DIET_CLASS.meat | DIET_CLASS.fish | DIET_CLASS.seafood | DIET_CLASS.dairy | DIET_CLASS.egg) ||
        allergens.has('milk') ||
        allergens.has('eggs') ||
        allergens.has('fish')
      )
        return { status: 'conflict', reason: `diet vegan: animal-derived ingredients (${evidence})` };
      return a?.vegan
        ? { status: 'ok', reason: `diet vegan: all ingredients vegan (${evidence})` }
        : { status: 'unverified', reason: 'diet vegan: cannot confirm every ingredient is vegan' };
    case 'vegetarian':
      if (has(DIET_CLASS.meat | DIET_CLASS.fish | DIET_CLASS.seafood) || allergens.has('fish') || allergens.has('crustaceans') || allergens.has('molluscs'))
        return { status: 'conflict', reason: `diet vegetarian: contains meat or fish (${evidence})` };
      return a?.vegetarian
        ? { status: 'ok', reason: `diet vegetarian: all ingredients vegetarian (${evidence})` }
        : { status: 'unverified', reason: 'diet vegetarian: cannot confirm every ingredient is vegetarian' };
    case 'pescatarian':
      if (has(DIET_CLASS.meat)) return { status: 'conflict', reason: `diet pescatarian: contains meat (${evidence})` };
      return a?.vegetarian || (a && a.unrecognized.length === 0)
        ? { status: 'ok', reason: `diet pescatarian: no meat found (${evidence})` }
        : { status: 'unverified', reason: 'diet pescatarian: cannot confirm the absence of meat' };
    case 'gluten_free':
      if (allergens.has('gluten')) return { status: 'conflict', reason: `diet gluten_free: contains gluten (${evidence})` };
      if ((input.traces ?? a?.traces ?? []).includes('gluten')) return { status: 'conflict', reason: 'diet gluten_free: may contain gluten' };
      return a?.gluten_free
        ? { status: 'ok', reason: `diet gluten_free: no gluten source (${evidence})` }
        : { status: 'unverified', reason: 'diet gluten_free: cannot confirm the absence of gluten' };
    case 'dairy_free':
      if (allergens.has('milk') || has(DIET_CLASS.dairy)) return { status: 'conflict', reason: `diet dairy_free: contains milk (${evidence})` };
      return a && a.unrecognized.length === 0 && a.ingredients.length > 0
        ? { status: 'ok', reason: `diet dairy_free: no dairy ingredient (${evidence})` }
        : { status: 'unverified', reason: 'diet dairy_free: cannot confirm the absence of milk' };
    case 'keto': {
      const carbs = n?.carbs_g ?? null;
      if (carbs === null) return { status: 'unverified', reason: 'diet keto: carbohydrate content unknown' };
      if (carbs > 10) return { status: 'conflict', reason: `diet keto: ${fmt(carbs)} g carbohydrate ${per(input.liquid)} (keto limit 10 g)` };
      return { status: 'ok', reason: `diet keto: ${fmt(carbs)} g carbohydrate ${per(input.liquid)}` };
    }
    case 'paleo': {
      const nova = input.nova ?? (input.has_ingredients ? a?.nova : null) ?? null;
      if (has(DIET_CLASS.cereal) || allergens.has('gluten')) return { status: 'conflict', reason: 'diet paleo: contains grains' };
      if (has(DIET_CLASS.legume) || allergens.has('peanuts') || allergens.has('soybeans'))
        return { status: 'conflict', reason: 'diet paleo: contains legumes' };
      if (has(DIET_CLASS.dairy) || allergens.has('milk')) return { status: 'conflict', reason: 'diet paleo: contains dairy' };
      if (has(DIET_CLASS.added_sugar)) return { status: 'conflict', reason: 'diet paleo: contains added sugar' };
      if (nova === 4) return { status: 'conflict', reason: 'diet paleo: ultra-processed (NOVA 4)' };
      return a && a.unrecognized.length === 0 && a.ingredients.length > 0
        ? { status: 'ok', reason: `diet paleo: no grains, legumes, dairy or added sugar (${evidence})` }
        : { status: 'unverified', reason: 'diet paleo: cannot confirm every ingredient' };
    }
  }
}

// ---------------------------------------------------------------- profile matching

/** Does an avoid-list term match the food (name, ingredient words, taxonomy ids with ancestors, additive codes)? */
function avoidMatch(term: string, input: ScoreInput): string | null {
  const t = normalizeTerm(term);
  if (!t) return null;
  const code = /^e ?(\d{3,4}[a-z]*)$/.exec(t);
  for (const a of input.additives ?? input.analysis?.additives ?? []) {
    if ((code && a.code.toLowerCase() === `e${code[1]}`) || normalizeTerm(a.name) === t) return `additive ${a.code}`;
  }
  const words = ` ${t} `;
  if (` ${normalizeTerm(input.name)} `.includes(words)) return 'name';
  const ids = input.analysis?.matched_ids ?? [];
  const slug = t.replace(/ /g, '-');
  if (ids.some((id) => id.slice(3) === slug || id.slice(3) === `${slug.replace(/s$/, '')}`)) return 'ingredient';
  for (const it of flatten(input.analysis?.ingredients ?? [])) if (` ${normalizeTerm(it)} `.includes(words)) return 'ingredient';
  return null;
}

function flatten(items: IngredientAnalysis['ingredients']): string[] {
  return items.flatMap((i) => [i.text, ...flatten(i.children)]);
}

// ---------------------------------------------------------------- main

const NOVA_PENALTY: Record<number, number> = { 3: 5, 4: 10 };

/** What the steps of a score write as they go, in the order the answer lists them. */
interface ScoreNotes {
  reasons: string[];
  flags: ScoreFlag[];
  contributions: { label: string; delta: number }[];
}

/** Scores one food for a profile. Deterministic: same input, same output. */
export function scoreFood(input: ScoreInput, profile: ScoreProfile = {}, options: ScoreOptions = {}): ScoreResult {
  const notes: ScoreNotes = { reasons: [], flags: [], contributions: [] };
  const { reasons, flags, contributions } = notes;
  const version = options.nutriscoreVersion ?? '2023';

  // 1. Nutri-Score base.
  const { base, ns, category } = nutriScoreBase(input, version, notes);

  // 2. Processing and additives.
  const nova = input.nova ?? (input.has_ingredients ? (input.analysis?.nova ?? null) : null);
  let score = processingPenalty(base, nova, input, notes);

  // 3. Goals and diet.
  score = goalAdjustments(score, input, profile, notes);
  score = dietAdjustment(score, input, profile, notes);

  // 4. Allergies and avoid list force F.
  const forcedF = allergyAndAvoidMatches(input, profile, notes);

  score = Math.max(0, Math.min(100, Math.round(score)));
  let grade: ScoreGrade = gradeFromScore(score);
  if (forcedF) {
    grade = 'F';
    score = 0;
  }
  const eco = normalizeEco(input.eco_score);
  const result: ScoreResult = {
    score,
    grade,
    reasons,
    flags,
    nova,
    eco_score: eco,
    nutriscore: ns ? { version, category, points: ns.score, grade: ns.grade, base } : null,
  };
  if (options.explain) result.summary = summarize(input.name, result, base, ns, contributions, flags);
  return result;
}

/** The 0-100 base from the Nutri-Score of the food's category; a neutral 50 when nutrition is unknown. */
function nutriScoreBase(
  input: ScoreInput,
  version: NutriScoreVersion,
  { reasons, flags }: ScoreNotes,
): { base: number; ns: NutriScoreResult | null; category: NutriScoreCategory } {
  const a = input.analysis ?? null;
  const liquid = input.liquid;
  let base = 50;
  let ns: NutriScoreResult | null = null;
  let category: NutriScoreCategory = 'general';
  if (input.categories && input.categories.length > 0) {
    const d = nutriScoreCategoryFromTags(
      {
        categories: input.categories,
        red_meat_percent: input.has_ingredients ? a?.estimates.red_meat_percent : null,
        milk_percent: input.has_ingredients ? a?.estimates.milk_percent : null,
      },
      version,
    );
    category = d.category;
    if (!d.applicable) reasons.push(`Nutri-Score is not defined for ${d.not_applicable_category!.slice(3).replace(/-/g, ' ')}; its general rules are applied.`);
  } else category = nutriScoreCategoryFromFoodGroup(input.group ?? null, input.name);
  const n = input.nutrition;
  if (n && (n.energy_kj !== null || n.calories !== null)) {
    // 2021 counts fruits, vegetables and nuts (and three oils); the source's estimate is of the 2023 kind.
    const fvl =
      (version === '2023' ? input.fvl_percent : null) ??
      (input.has_ingredients ? ((version === '2023' ? a?.estimates.fvl_percent : a?.estimates.fvn_percent) ?? null) : null) ??
      (input.categories?.length ? fvlPercentFromCategories(input.categories, version) : fvlPercentFromFoodGroup(input.group ?? null, input.name));
    ns = computeNutriScore(
      {
        energy_kj: n.energy_kj ?? (n.calories !== null ? n.calories * 4.184 : null),
        sugars_g: n.sugars_g ?? (n.carbs_g === 0 ? 0 : null),
        saturated_fat_g: n.saturated_fat_g ?? (n.fat_g === 0 ? 0 : null),
        fat_g: n.fat_g,
        salt_g: n.sodium_mg !== null ? (n.sodium_mg * 2.5) / 1000 : null,
        fiber_g: n.fiber_g,
        protein_g: n.protein_g,
        fvl_percent: fvl,
        non_nutritive_sweeteners: a?.non_nutritive_sweeteners ?? false,
      },
      category,
      version,
    );
    base = baseFromNutriScore(ns.score, category, version);
    const label = CATEGORY_LABEL[category];
    reasons.push(
      `Nutri-Score ${version} (${label}): ${ns.negative_points} negative and ${ns.positive_points} positive points, score ${ns.score}, grade ${ns.grade}; base ${base}/100.`,
    );
    for (const c of ns.negative) {
      if (c.value === null || c.points * 2 < c.max || c.id === 'non_nutritive_sweeteners') continue;
      reasons.push(`High ${COMPONENT_LABEL[c.id] ?? c.id}: ${amountText(c.id, c.value, liquid)} (${c.points} of ${c.max} points).`);
    }
    if (ns.negative.some((c) => c.id === 'non_nutritive_sweeteners' && c.points > 0))
      reasons.push('Contains non-nutritive sweeteners (4 points for beverages).');
    for (const c of ns.positive) {
      if (c.points > 0 && c.value !== null)
        reasons.push(`Good ${COMPONENT_LABEL[c.id] ?? c.id}: ${amountText(c.id, c.value, liquid)} (${c.points} of ${c.max} points).`);
    }
    for (const m of ns.missing) {
      if (m === 'fruits_vegetables_legumes' || m === 'fat') continue;
      flags.push({ type: 'missing_nutrient', value: m });
    }
    const missing = ns.missing.filter((m) => m !== 'fruits_vegetables_legumes' && m !== 'fat');
    if (missing.length) reasons.push(`Unknown ${missing.map((m) => COMPONENT_LABEL[m] ?? m).join(', ')}: counted as 0 points, so the score may be optimistic.`);
  } else {
    flags.push({ type: 'insufficient_data', value: 'nutrition' });
    reasons.push('Nutrition is unknown: the base is a neutral 50/100.');
  }
  return { base, ns, category };
}

/** The NOVA penalty and the additives of EFSA concern, taken off `score`. */
function processingPenalty(score: number, nova: number | null, input: ScoreInput, { reasons, flags, contributions }: ScoreNotes): number {
  if (nova !== null && NOVA_PENALTY[nova]) {
    score -= NOVA_PENALTY[nova]!;
    contributions.push({ label: nova === 4 ? 'ultra-processed (NOVA 4)' : 'processed (NOVA 3)', delta: -NOVA_PENALTY[nova]! });
    reasons.push(`NOVA ${nova} (${nova === 4 ? 'ultra-processed' : 'processed'}): −${NOVA_PENALTY[nova]}.`);
    flags.push({ type: 'nova', value: String(nova) });
  } else if (nova !== null) reasons.push(`NOVA ${nova}: no processing penalty.`);
  else reasons.push('Processing level unknown: no NOVA penalty applied.');
  const additives = input.additives ?? input.analysis?.additives ?? [];
  let high = 0;
  let moderate = 0;
  for (const ad of additives) {
    if (ad.concern === 'high' && high < 10) {
      high += 5;
      flags.push({ type: 'additive', value: ad.code });
      reasons.push(`Additive ${ad.code} (${ad.name}) has a high EFSA overexposure concern: −5.`);
    } else if (ad.concern === 'moderate' && moderate < 4) {
      moderate += 2;
      flags.push({ type: 'additive', value: ad.code });
      reasons.push(`Additive ${ad.code} (${ad.name}) has a moderate EFSA overexposure concern: −2.`);
    }
  }
  if (high + moderate > 0) contributions.push({ label: 'additives of concern', delta: -(high + moderate) });
  return score - (high + moderate);
}

/** Each accepted goal of the profile (GOAL_RULES), in name order, applied to `score`. */
function goalAdjustments(score: number, input: ScoreInput, profile: ScoreProfile, { reasons, flags, contributions }: ScoreNotes): number {
  const n = input.nutrition;
  const goals = [...new Set(profile.goals ?? [])].filter((g): g is Goal => (ACCEPTED_GOALS as readonly string[]).includes(g)).sort();
  for (const goal of goals) {
    if (!n) {
      reasons.push(`${goal}: nutrition unknown, no adjustment.`);
      continue;
    }
    const r = GOAL_RULES[goal]({ n, liquid: input.liquid });
    if ('missing' in r) {
      flags.push({ type: 'missing_nutrient', value: r.missing });
      reasons.push(`${goal}: ${r.missing} unknown, no adjustment.`);
      continue;
    }
    score += r.delta;
    if (r.delta !== 0) contributions.push({ label: `goal ${goal}`, delta: r.delta });
    reasons.push(`${r.reason}.`);
  }
  return score;
}

/** The profile's diet (dietCheck): −30 on a conflict, −5 when it cannot be verified. */
function dietAdjustment(score: number, input: ScoreInput, profile: ScoreProfile, { reasons, flags, contributions }: ScoreNotes): number {
  if (!profile.diet || !(ACCEPTED_DIETS as readonly string[]).includes(profile.diet)) return score;
  const v = dietCheck(profile.diet as Diet, input);
  if (v.status === 'conflict') {
    score -= 30;
    contributions.push({ label: `not ${profile.diet}`, delta: -30 });
    flags.push({ type: 'diet', value: profile.diet });
    reasons.push(`${v.reason}: −30.`);
  } else if (v.status === 'unverified') {
    score -= 5;
    contributions.push({ label: `${profile.diet} unverified`, delta: -5 });
    flags.push({ type: 'diet_unverified', value: profile.diet });
    reasons.push(`${v.reason}: −5.`);
  } else reasons.push(`${v.reason}.`);
  return score;
}

/** True when an allergy (allergens and "may contain" traces) or an avoid-list item matches: grade F. */
function allergyAndAvoidMatches(input: ScoreInput, profile: ScoreProfile, { reasons, flags }: ScoreNotes): boolean {
  const a = input.analysis ?? null;
  let forcedF = false;
  const allergens = new Set<Allergen>([...(input.allergens ?? []), ...(input.has_ingredients || !input.allergens ? (a?.allergens ?? []) : [])]);
  const traces = new Set<Allergen>([...(input.traces ?? []), ...(input.has_ingredients ? (a?.traces ?? []) : [])]);
  const knowsIngredients = input.has_ingredients || (input.allergens !== undefined && input.allergens.length > 0);
  for (const allergy of [...new Set(profile.allergies ?? [])].sort()) {
    const canon = normalizeAllergenName(allergy);
    if (canon.length === 0) {
      const via = avoidMatch(allergy, input);
      if (via) {
        forcedF = true;
        flags.push({ type: 'allergen', value: allergy });
        reasons.push(`Allergy "${allergy}" matches the food (${via}): grade F.`);
      }
      continue;
    }
    for (const al of canon) {
      if (allergens.has(al)) {
        forcedF = true;
        flags.push({ type: 'allergen', value: al });
        reasons.push(`Contains ${al} (allergy "${allergy}"): grade F.`);
      } else if (traces.has(al)) {
        forcedF = true;
        flags.push({ type: 'allergen_trace', value: al });
        reasons.push(`May contain ${al} (allergy "${allergy}"): grade F.`);
      } else if (!knowsIngredients) {
        flags.push({ type: 'allergen_unverified', value: al });
        reasons.push(`No ingredient list: the absence of ${al} cannot be confirmed.`);
      }
    }
  }
  for (const term of [...new Set(profile.avoid ?? [])].sort()) {
    const via = avoidMatch(term, input);
    if (via) {
      forcedF = true;
      flags.push({ type: 'avoid', value: term });
      reasons.push(`Avoid-list item "${term}" found (${via}): grade F.`);
    }
  }
  return forcedF;
}

const CATEGORY_LABEL: Record<NutriScoreCategory, string> = {
  general: 'general foods',
  cheese: 'cheese',
  red_meat: 'red meat',
  fats: 'fats, oils, nuts and seeds',
  beverage: 'beverages',
  water: 'water',
};
const COMPONENT_LABEL: Record<string, string> = {
  energy: 'energy',
  energy_from_saturated_fat: 'energy from saturated fat',
  sugars: 'sugars',
  saturated_fat: 'saturated fat',
  saturated_fat_ratio: 'saturated fat share',
  salt: 'salt',
  proteins: 'protein',
  fiber: 'fibre',
  fruits_vegetables_legumes: 'fruits, vegetables and legumes',
};
const COMPONENT_UNIT: Record<string, string> = {
  energy: 'kJ',
  energy_from_saturated_fat: 'kJ',
  sugars: 'g',
  saturated_fat: 'g',
  saturated_fat_ratio: '%',
  salt: 'g',
  proteins: 'g',
  fiber: 'g',
  fruits_vegetables_legumes: '%',
};

/** "56.3 g per 100 g"; shares are plain percentages ("98.5 %"). */
function amountText(id: string, value: number, liquid: boolean): string {
  const unit = COMPONENT_UNIT[id] ?? '';
  return unit === '%' ? `${fmt(value)} %` : `${fmt(value)} ${unit} ${per(liquid)}`;
}

function normalizeEco(v: string | null | undefined): string | null {
  return v && /^[a-e]$/i.test(v) ? v.toUpperCase() : null;
}

function summarize(
  name: string,
  r: ScoreResult,
  base: number,
  ns: NutriScoreResult | null,
  contributions: { label: string; delta: number }[],
  flags: ScoreFlag[],
): string {
  const parts: string[] = [`${name} scores ${r.score}/100 (grade ${r.grade}).`];
  if (ns) {
    const bad = ns.negative.filter((c) => c.points * 2 >= c.max && c.id !== 'non_nutritive_sweeteners').map((c) => COMPONENT_LABEL[c.id] ?? c.id);
    const good = ns.positive.filter((c) => c.points * 2 >= c.max).map((c) => COMPONENT_LABEL[c.id] ?? c.id);
    let s = `Its nutrition profile (Nutri-Score ${ns.grade}) gives a base of ${base}`;
    if (bad.length) s += `, held back by ${bad.join(', ')}`;
    if (good.length) s += `${bad.length ? ' and helped' : ', helped'} by ${good.join(', ')}`;
    parts.push(`${s}.`);
  } else parts.push('Its nutrition is unknown, so the base is a neutral 50.');
  const sorted = [...contributions].sort((x, y) => Math.abs(y.delta) - Math.abs(x.delta) || x.label.localeCompare(y.label));
  if (sorted.length) parts.push(`Adjustments: ${sorted.map((c) => `${c.label} ${c.delta > 0 ? '+' : '−'}${Math.abs(c.delta)}`).join(', ')}.`);
  const blocking = flags.filter((f) => f.type === 'allergen' || f.type === 'allergen_trace' || f.type === 'avoid');
  if (blocking.length)
    parts.push(
      `Not suitable for this profile: ${blocking.map((f) => (f.type === 'allergen_trace' ? `may contain ${f.value}` : f.type === 'avoid' ? `contains avoided "${f.value}"` : `contains ${f.value}`)).join(', ')}.`,
    );
  return parts.join(' ');
}

// ---------------------------------------------------------------- FoodRecord → ScoreInput

const amount = (food: FoodRecord, key: string): number | null => food.nutrients.find((n) => n.key === key)?.amount ?? null;

/**
 * Builds the scoring input of a corpus food. Packaged products bring their OFF metadata (extra);
 * generic foods are analysed by name (first evidence only: "Cheese, cheddar" → milk) when a
 * taxonomy is given.
 */
export function scoreInputFromFood(food: FoodRecord, taxonomy?: OffTaxonomy | null): ScoreInput {
  const extra = (food.extra ?? {}) as ProductExtra;
  const per100 = food.nutrition_basis === '100g' || food.nutrition_basis === '100ml';
  const nutrition: ScoreNutrition | null = per100
    ? {
        energy_kj: amount(food, 'energy_kj'),
        calories: food.calories ?? amount(food, 'calories'),
        protein_g: food.protein_g ?? amount(food, 'protein'),
        fat_g: food.fat_g ?? amount(food, 'fat'),
        saturated_fat_g: amount(food, 'saturated_fat'),
        trans_fat_g: amount(food, 'trans_fat'),
        carbs_g: food.carbs_g ?? amount(food, 'carbs'),
        sugars_g: amount(food, 'sugar'),
        fiber_g: amount(food, 'fiber'),
        sodium_mg: amount(food, 'sodium'),
      }
    : null;
  const text = extra.ingredients_text ?? null;
  const hasIngredients = !!text && text.trim().length > 0;
  let analysis: IngredientAnalysis | null = null;
  if (taxonomy) {
    if (hasIngredients) analysis = analyzeIngredients(text!, taxonomy, { categories: extra.categories ?? [] });
    else analysis = analyzeIngredients(food.name, taxonomy);
  }
  const additives =
    extra.additives && taxonomy ? extra.additives.map((code) => additiveFinding(code, taxonomy)).filter((x): x is AdditiveFinding => !!x) : undefined;
  return {
    name: food.name,
    liquid: food.nutrition_basis === '100ml',
    nutrition,
    categories: extra.categories,
    group: food.group,
    nova: extra.nova_group ?? null,
    eco_score: extra.eco_score ?? null,
    allergens: extra.allergens ?? (analysis && !hasIngredients ? analysis.allergens : undefined),
    traces: extra.traces,
    additives: additives?.length ? additives : undefined,
    analysis,
    has_ingredients: hasIngredients,
    fvl_percent: extra.fvl_percent ?? null,
  };
}

function additiveFinding(code: string, taxonomy: OffTaxonomy): AdditiveFinding | null {
  const a = taxonomy.additives[code.toLowerCase()];
  return a ? { code: a.code, name: a.name, concern: a.concern } : null;
}

/** The inputs the import requires before it states a product's Nutri-Score (src/domain/foods/off-row.ts). */
const REQUIRED_NUTRISCORE_INPUTS = ['energy', 'sugars', 'saturated_fat', 'salt', 'proteins'];

/**
 * A packaged product's Nutri-Score in `version` from its record: per-100 g/ml values, OFF categories
 * and, for 2023, the fruit/vegetable/legume share the source gives (2021 reads it from the
 * categories, as OFF did before ingredient estimates). Null when the categories make it not
 * applicable, the basis is not per 100, or a required input is unknown.
 */
export function productNutriScore(
  food: FoodRecord,
  version: NutriScoreVersion,
): { version: NutriScoreVersion; grade: string; score: number; category: NutriScoreCategory } | null {
  const extra = (food.extra ?? {}) as ProductExtra;
  const categories = extra.categories ?? [];
  if (categories.length === 0 || (food.nutrition_basis !== '100g' && food.nutrition_basis !== '100ml')) return null;
  const decision = nutriScoreCategoryFromTags({ categories }, version);
  if (!decision.applicable) return null;
  const kcal = food.calories ?? amount(food, 'calories');
  const input = completeNutriScoreInput(
    {
      energy_kj: amount(food, 'energy_kj') ?? (kcal !== null ? kcal * 4.184 : null),
      sugars_g: amount(food, 'sugar'),
      saturated_fat_g: amount(food, 'saturated_fat'),
      fat_g: food.fat_g ?? amount(food, 'fat'),
      salt_g: amount(food, 'salt'),
      sodium_mg: amount(food, 'sodium'),
      fiber_g: amount(food, 'fiber'),
      protein_g: food.protein_g ?? amount(food, 'protein'),
      fvl_percent: (version === '2023' ? extra.fvl_percent : null) ?? fvlPercentFromCategories(categories, version),
    },
    food.carbs_g,
  );
  const r = computeNutriScore(input, decision.category, version);
  if (r.missing.some((m) => REQUIRED_NUTRISCORE_INPUTS.includes(m))) return null;
  return { version, grade: r.grade, score: r.score, category: decision.category };
}
