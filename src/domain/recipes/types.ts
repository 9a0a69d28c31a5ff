/**
 * Records of the owned recipe catalogue and drinks, as written by the corpus importers
 * (src/corpus/recipes-import.ts, drinks-import.ts) and read by the recipe domain functions.
 * Everything here is JSON-serialisable: the corpus part is this shape, loaded as is.
 */
import type { NutrientAmount } from '../foods/food';

export type RecipeSource = 'publicdomainrecipes' | 'howtocook';

/** The yield as recorded. `servings` is set only when the source states people or servings. */
export interface RecipeYield {
  /** Servings the recorded quantities make (lower bound of a stated range), else null. */
  servings: number | null;
  /** Upper bound when the source gives a range ("4-6", "2-3 人"). */
  servings_max: number | null;
  /** The raw yield text, unchanged. */
  text: string | null;
  /** A non-serving yield ("10 breads", "2 litres"), kept as recorded; never turned into servings. */
  amount: number | null;
  unit: string | null;
}

/** How an ingredient's weight and food were found (or why not). */
export interface IngredientEvidence {
  /** `mass` (g/kg/oz/lb as written), `volume+density`, `portion` (a household measure of the food),
   * `count+portion`, `stated` (grams written beside another unit), or null when unweighted. */
  grams_method: string | null;
  grams_detail: string | null;
  /** The name looked up, in English (lexicon translation for zh-Hans lines). */
  lookup_name: string | null;
  /** Why the line carries no weight or no food, when it does not. */
  reason: string | null;
}

export interface RecipeIngredient {
  /** The line exactly as recorded by the source. */
  original: string;
  /** Sub-heading the line sits under, or null. */
  group: string | null;
  /** Parsed ingredient name in the recipe's language. */
  name: string;
  /** Exact normalised English name used for pantry matching and filters (lexicon for zh-Hans), or null. */
  normalized_name: string | null;
  /** Quantity for the whole recipe as recorded; null for vague or missing amounts. */
  quantity: number | null;
  quantity_max: number | null;
  /** Canonical unit as recorded (g, ml, tbsp, cup, piece...), or null. */
  unit: string | null;
  unit_text: string | null;
  quantity_known: boolean;
  preparation: string | null;
  optional: boolean;
  /** Weight of the recorded quantity, or null when it could not be established. */
  grams: number | null;
  /** Reference food the line resolved to, or null. */
  food: { id: string; name: string } | null;
  evidence: IngredientEvidence;
}

interface InstructionStep {
  number: number;
  step: string;
}

export interface InstructionGroup {
  name: string | null;
  steps: InstructionStep[];
}

/** A diet or "free from" judgement: true/false with the ingredients that decided it, null when unknown. */
export interface DietJudgement {
  value: boolean | null;
  /** Ingredient names that made it false, or that could not be classified when null. */
  evidence: string[];
}

interface RecipeNutritionCoverage {
  /** Ingredient lines in the recipe. */
  lines: number;
  /** Lines with a weight and a reference food (they enter the totals). */
  weighted: number;
  /** Lines with a stated quantity that still could not be weighed or matched. */
  unresolved: number;
  /** Lines without a usable amount ("salt to taste"), left out of the totals. */
  unquantified: number;
  /** Share of lines with a weight and a food, 0-1. */
  resolved_share: number;
  /** Share of the recorded weight that resolved to foods, 0-1, or null when nothing was weighed. */
  weight_share: number | null;
}

export interface RecipeNutrition {
  basis: 'per_serving';
  servings: number;
  calories: number | null;
  protein_g: number | null;
  carbs_g: number | null;
  fat_g: number | null;
  /** Per-serving amounts; a nutrient appears only when every weighted ingredient supplies it. */
  nutrients: NutrientAmount[];
  /** Nutrient keys some weighted ingredient does not report (left out of `nutrients`). */
  incomplete_keys: string[];
  coverage: RecipeNutritionCoverage;
  /** Weight of the weighted ingredients for the whole recipe, in grams. */
  input_weight_g: number;
}

export interface RecipeRecord {
  /** Stable positive 31-bit id from source + slug. */
  id: number;
  source: RecipeSource;
  source_id: string;
  language: 'en' | 'zh-Hans';
  title: string;
  description: string | null;
  author: string | null;
  license: string;
  attribution: string;
  yield: RecipeYield;
  prep_minutes: number | null;
  cook_minutes: number | null;
  /** prep + cook when at least one is known; see `times_raw` for the text. */
  ready_in_minutes: number | null;
  times_raw: { prep: string | null; cook: string | null; ready: string | null };
  ingredients: RecipeIngredient[];
  instructions: InstructionGroup[];
  /** The source's own free tags, unchanged. */
  source_tags: string[];
  cuisines: string[];
  meal_types: string[];
  /** Diets recorded as true (keys of DIETS). */
  diets: string[];
  dietary: Record<string, DietJudgement>;
  /** Service-hosted image path, or null. */
  image: string | null;
  nutrition: RecipeNutrition | null;
  /** Whole-recipe totals of the weighted ingredients (same completeness rule), or null. */
  nutrition_per_recipe: { calories: number | null; protein_g: number | null; carbs_g: number | null; fat_g: number | null } | null;
  /** In owned discovery (search, random, pantry...): ingredients, instructions and per-serving nutrition. */
  admitted: boolean;
  exclusion_reasons: string[];
  /** Catalogue rank without usage data (completeness of the record), 0-100. */
  popularity: number;
}

export interface RecipesPart {
  version: number;
  recipes: RecipeRecord[];
  /** Image file name → path relative to the data dir, for the image route. */
  images: Record<string, string>;
}

export interface DrinkIngredient {
  original: string;
  name: string;
  /** Volume in ml when the amount is a volume (ml, cl, oz...), else null. */
  ml: number | null;
  /** Amount and unit as recorded when not a volume ("2 dashes", "top up"). */
  amount: number | null;
  unit: string | null;
  food: { id: string; name: string } | null;
  grams: number | null;
}

export interface DrinkSourceVersion {
  dataset: string;
  name: string;
  license: string;
  attribution: string;
  category: string | null;
  method: string | null;
  garnish: string | null;
  glass: string | null;
  ingredients: string[];
}

export interface DrinkRecord {
  id: number;
  name: string;
  category: string | null;
  glass: string | null;
  method: string | null;
  garnish: string | null;
  ingredients: DrinkIngredient[];
  /** Tastes of the ingredients (teijo IBA 2011 ingredient table), with the ingredient that gave each. */
  flavors: { taste: string; from: string[] }[];
  nutrition: {
    basis: 'per_serving';
    calories: number | null;
    protein_g: number | null;
    carbs_g: number | null;
    fat_g: number | null;
    alcohol_g: number | null;
    nutrients: NutrientAmount[];
    coverage: { lines: number; weighted: number; unresolved: number; unquantified: number };
  } | null;
  /** One entry per source snapshot that lists the drink, with its own attribution. */
  sources: DrinkSourceVersion[];
}

export interface DrinksPart {
  version: number;
  drinks: DrinkRecord[];
}
