/**
 * Nutrition on one basis as daily values, labels and the density score read it: the known amounts
 * by nutrient key (absent = unknown; a measured zero stays 0), and what the carbohydrate value
 * means, which differs between tables:
 * - `total`: by difference, fibre included (USDA SR28, FNDDS, FoodData Central, CNF; US labels);
 * - `available`: fibre excluded (CIQUAL, IFCT; EU labels);
 * - `as_given`: the caller's own numbers (submitted values, private foods), read as the style asks;
 * - `unknown`: sums over foods of both kinds, or a product whose market does not tell.
 * A label or a percentage that needs the other definition converts with fibre when fibre is known,
 * and is unknown otherwise.
 */
import type { NutrientAmount } from './food';
import { nutrientByKey } from './nutrients';
import { convertNutrientUnit } from './nutrition-totals';
import type { DailyValueSystem } from './reference-intakes';

export type CarbsConvention = 'total' | 'available' | 'as_given' | 'unknown';

export interface NutritionFacts {
  amounts: ReadonlyMap<string, number>;
  carbs: CarbsConvention;
}

export interface Macros {
  calories?: number | null;
  protein_g?: number | null;
  carbs_g?: number | null;
  fat_g?: number | null;
}

/** Salt is not a nutrient of the table (it is sodium × 2.5) but products print it: grams. */
const EXTRA_UNITS: Record<string, string> = { salt: 'g', added_sugars: 'g' };

/** kJ per kcal (thermochemical calorie), for a value known in one energy unit only. */
const KJ_PER_KCAL = 4.184;

/**
 * Facts from a nutrient list and macro fields on the same basis. Nutrient entries win (source
 * precision); the macro fields fill keys the list lacks. Amounts in another unit of the same
 * dimension are converted to the table's unit; others are left out.
 */
export function factsOf(nutrients: readonly NutrientAmount[], macros: Macros, carbs: CarbsConvention): NutritionFacts {
  const amounts = new Map<string, number>();
  for (const n of nutrients) {
    if (!Number.isFinite(n.amount) || amounts.has(n.key)) continue;
    const unit = nutrientByKey(n.key)?.unit ?? EXTRA_UNITS[n.key];
    const value = unit === undefined || unit === n.unit ? n.amount : convertNutrientUnit(n.amount, n.unit, unit);
    if (value !== null) amounts.set(n.key, value);
  }
  const fill = (key: string, v: number | null | undefined) => {
    if (!amounts.has(key) && typeof v === 'number' && Number.isFinite(v)) amounts.set(key, v);
  };
  fill('calories', macros.calories);
  fill('protein', macros.protein_g);
  fill('carbs', macros.carbs_g);
  fill('fat', macros.fat_g);
  return { amounts, carbs };
}

export const NO_FACTS: NutritionFacts = { amounts: new Map(), carbs: 'unknown' };

/** The same facts for `factor` times the basis (a serving of 30 g on a 100 g basis: 0.3). */
export function scaleFacts(facts: NutritionFacts, factor: number): NutritionFacts {
  return { amounts: new Map([...facts.amounts].map(([k, v]) => [k, v * factor])), carbs: facts.carbs };
}

const TOTAL_CARBS_TABLES = new Set(['usda-sr28', 'usda-fndds', 'fdc', 'cnf']);
const AVAILABLE_CARBS_TABLES = new Set(['ciqual', 'ifct']);
/** Markets whose labels declare available carbohydrate (EU, EEA, UK, Switzerland) or total carbohydrate (US, Canada). */
const AVAILABLE_CARBS_MARKETS = new Set([
  'austria',
  'belgium',
  'bulgaria',
  'croatia',
  'cyprus',
  'czech-republic',
  'denmark',
  'estonia',
  'finland',
  'france',
  'germany',
  'greece',
  'hungary',
  'ireland',
  'italy',
  'latvia',
  'lithuania',
  'luxembourg',
  'malta',
  'netherlands',
  'poland',
  'portugal',
  'romania',
  'slovakia',
  'slovenia',
  'spain',
  'sweden',
  'iceland',
  'liechtenstein',
  'norway',
  'switzerland',
  'united-kingdom',
]);
const TOTAL_CARBS_MARKETS = new Set(['united-states', 'canada']);

/** The carbohydrate definition of one record: its table's, or for a product its markets' when they agree. */
export function carbsConventionOf(dataset: string, countries: readonly string[] = []): CarbsConvention {
  if (TOTAL_CARBS_TABLES.has(dataset)) return 'total';
  if (AVAILABLE_CARBS_TABLES.has(dataset)) return 'available';
  if (dataset === 'private') return 'as_given';
  if (dataset !== 'openfoodfacts' || countries.length === 0) return 'unknown';
  const markets = countries.map((c) => c.replace(/^[a-z]{2}:/, ''));
  if (markets.every((m) => AVAILABLE_CARBS_MARKETS.has(m))) return 'available';
  if (markets.every((m) => TOTAL_CARBS_MARKETS.has(m))) return 'total';
  return 'unknown';
}

/** One definition for a sum of several records (a recipe, a meal), or `unknown` when they differ. */
export function commonConvention(conventions: readonly CarbsConvention[]): CarbsConvention {
  const kinds = new Set(conventions);
  return kinds.size === 1 ? [...kinds][0]! : 'unknown';
}

/**
 * The amount a system declares for `key`, or null when unknown:
 * - `carbs`: total carbohydrate for `us`, available carbohydrate for `eu` (converted with fibre);
 * - `salt`: the printed salt, else sodium × 2.5 (Regulation (EU) 1169/2011, Annex I point 11);
 * - `sodium`: the value, else printed salt / 2.5;
 * - `energy_kj` / `calories`: the value, else the other unit converted (4.184 kJ per kcal).
 */
export function amountIn(facts: NutritionFacts, key: string, system: DailyValueSystem): number | null {
  const a = facts.amounts;
  const get = (k: string) => a.get(k) ?? null;
  switch (key) {
    case 'carbs': {
      const carbs = get('carbs');
      const fiber = get('fiber');
      if (carbs === null) return null;
      const wanted = system === 'us' ? 'total' : 'available';
      if (facts.carbs === wanted || facts.carbs === 'as_given') return carbs;
      if (facts.carbs === 'unknown' || fiber === null) return null;
      return system === 'us' ? carbs + fiber : Math.max(0, carbs - fiber);
    }
    case 'salt': {
      const sodium = get('sodium');
      return get('salt') ?? (sodium === null ? null : (sodium * 2.5) / 1000);
    }
    case 'sodium': {
      const salt = get('salt');
      return get('sodium') ?? (salt === null ? null : (salt / 2.5) * 1000);
    }
    case 'energy_kj': {
      const kcal = get('calories');
      return get('energy_kj') ?? (kcal === null ? null : kcal * KJ_PER_KCAL);
    }
    case 'calories': {
      const kj = get('energy_kj');
      return get('calories') ?? (kj === null ? null : kj / KJ_PER_KCAL);
    }
    default:
      return get(key);
  }
}

/** The basis nutrition is stated on, as labels name it. */
export type Basis = 'per_100g' | 'per_100ml' | 'per_serving' | 'unknown';

/** A serving as a source describes it: its words and, when stated, its quantity in g or ml. */
export interface ServingSize {
  description: string | null;
  quantity: number | null;
  unit: 'g' | 'ml' | null;
}

const BASIS_OF_RECORD: Record<string, Basis> = { '100g': 'per_100g', '100ml': 'per_100ml', per_serving: 'per_serving' };

/** A record's nutrition_basis (`100g` …) as a Basis. */
export function basisOf(nutritionBasis: string): Basis {
  return BASIS_OF_RECORD[nutritionBasis] ?? 'unknown';
}

/** How many times the basis one serving is (30 g on a 100 g basis: 0.3); null when it cannot be known. */
export function servingFactor(basis: Basis, serving: ServingSize | null): number | null {
  if (basis === 'per_serving') return 1;
  if (basis === 'unknown' || !serving || serving.quantity === null) return null;
  return serving.unit === (basis === 'per_100g' ? 'g' : 'ml') ? serving.quantity / 100 : null;
}

/** How many times the basis 100 g or 100 ml is; null for a serving of unknown weight. */
export function hundredFactor(basis: Basis, serving: ServingSize | null): number | null {
  if (basis === 'per_100g' || basis === 'per_100ml') return 1;
  return basis === 'per_serving' && serving?.quantity ? 100 / serving.quantity : null;
}
