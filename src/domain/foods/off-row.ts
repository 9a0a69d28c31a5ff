/**
 * One Open Food Facts product row → FoodRecord (dataset `openfoodfacts`): the one row mapping the
 * corpus build (src/corpus/off-products.ts), the product store import (src/products/) and the
 * barcode provider (src/providers/food-data/openfoodfacts.ts) share.
 *
 * Data rules (spec "Data rules" 1, 3, 4, 5, 6):
 * - Quality gate: a valid GS1 check digit, source calories (kcal, or kJ converted and labelled
 *   `calculated`), protein, carbohydrate and fat, and consistent values. Energy is never derived
 *   from macros: rows without any energy value are excluded as `missing_calories` (the spec
 *   requires *source* calories).
 * - Basis: `100ml` when the quantity or serving is a volume, or the categories make it a beverage;
 *   `100g` for a mass or any other known category; otherwise `unknown`: the product keeps its
 *   metadata with null nutrition and `extra.resolution_required`.
 * - ODbL attribution and licence in `extra`; image URLs are dropped.
 */
import { hasUsCanadaPrefix, parseBarcode } from './barcode';
import type { FoodRecord, NutrientAmount, NutritionBasis, Portion, Provenance } from './food';
import { ALLERGEN_BY_OFF_TAG, CANONICAL_ALLERGENS, type Allergen } from './allergens';
import { analyzeIngredients } from './ingredient-analysis';
import type { IngredientAnalysis } from './ingredient-findings';
import type { OffTaxonomy } from './ingredient-taxonomy';
import {
  completeNutriScoreInput,
  computeNutriScore,
  fvlPercentFromCategories,
  nutriScoreCategoryFromTags,
  type NutriScoreInput,
  type NutriScoreVersion,
} from './nutriscore';
import type { ProductExtra } from './score';
import { basisSuspect, quantityAmount, type BasisSuspect } from './basis-check';
import { OFF_ATTRIBUTION, OFF_LICENSE } from './datasets';
import { foodId } from './ids';
import { round } from '../round';

/** One product row as Open Food Facts exports it (JSONL and CSV exports, Parquet, the product API). */
export interface OffRawProduct {
  code: string;
  product_name?: string;
  brands?: string;
  quantity?: string;
  serving_size?: string;
  serving_quantity?: number | string;
  nutriments?: Record<string, number | string>;
  ingredients_text?: string;
  additives_tags?: string[];
  allergens_tags?: string[];
  traces_tags?: string[];
  categories_tags?: string[];
  labels_tags?: string[];
  countries_tags?: string[];
  nova_group?: number | string;
  nutriscore_grade?: string;
  nutrition_grade_fr?: string;
  nutriscore_score?: number;
  ecoscore_grade?: string;
  image_url?: string;
  source?: { repo?: string; path?: string; commit?: string; export_year?: string };
}

export type OffExtra = ProductExtra & {
  attribution: string;
  license: string;
  barcode_format: string;
  quantity: string | null;
  serving_size: string | null;
  nutriscore_version_of_grade: NutriScoreVersion | null;
  nutriscore_computed: { version: NutriScoreVersion; grade: string; score: number; category: string } | null;
  allergens_tags: string[];
  traces_tags: string[];
  additives_tags: string[];
  countries: string[];
  source_file: string;
  source_export_year: string | null;
  resolution_required?: { reason: string; needed: string };
  /**
   * The per-100 g values look like one serving's (src/domain/foods/basis-check.ts): the values are
   * kept as OFF has them, flagged, left out of the Nutri-Score, scores and alternatives.
   */
  basis_suspect?: BasisSuspect;
  /** NOVA from the ingredient analysis when OFF gives none (full-export import only). */
  nova_computed?: 1 | 2 | 3 | 4;
};

// ---------------------------------------------------------------- nutrients

/**
 * OFF `<name>_100g` field → canonical key (src/domain/foods/nutrients.ts; `salt` is OFF's printed
 * label value), unit and factor from OFF's grams. Energy fields are handled apart.
 */
export const OFF_NUTRIENT_MAP: [field: string, key: string, name: string, unit: string, factor: number][] = [
  ['proteins', 'protein', 'Protein', 'g', 1],
  ['carbohydrates', 'carbs', 'Carbohydrate', 'g', 1],
  ['fat', 'fat', 'Total fat', 'g', 1],
  ['saturated-fat', 'saturated_fat', 'Saturated fat', 'g', 1],
  ['monounsaturated-fat', 'monounsaturated_fat', 'Monounsaturated fat', 'g', 1],
  ['polyunsaturated-fat', 'polyunsaturated_fat', 'Polyunsaturated fat', 'g', 1],
  ['trans-fat', 'trans_fat', 'Trans fat', 'g', 1],
  ['cholesterol', 'cholesterol', 'Cholesterol', 'mg', 1000],
  ['sugars', 'sugar', 'Sugars', 'g', 1],
  ['fiber', 'fiber', 'Fiber', 'g', 1],
  ['sodium', 'sodium', 'Sodium', 'mg', 1000],
  ['salt', 'salt', 'Salt', 'g', 1],
  ['alcohol', 'alcohol', 'Alcohol', 'g', 1],
  ['calcium', 'calcium', 'Calcium', 'mg', 1000],
  ['iron', 'iron', 'Iron', 'mg', 1000],
  ['magnesium', 'magnesium', 'Magnesium', 'mg', 1000],
  ['phosphorus', 'phosphorus', 'Phosphorus', 'mg', 1000],
  ['potassium', 'potassium', 'Potassium', 'mg', 1000],
  ['zinc', 'zinc', 'Zinc', 'mg', 1000],
  ['vitamin-a', 'vitamin_a_rae', 'Vitamin A', 'µg', 1e6],
  ['vitamin-c', 'vitamin_c', 'Vitamin C', 'mg', 1000],
  ['vitamin-d', 'vitamin_d', 'Vitamin D', 'µg', 1e6],
  ['vitamin-e', 'vitamin_e', 'Vitamin E', 'mg', 1000],
  ['vitamin-b1', 'thiamin', 'Thiamin', 'mg', 1000],
  ['vitamin-b2', 'riboflavin', 'Riboflavin', 'mg', 1000],
  ['vitamin-pp', 'niacin', 'Niacin', 'mg', 1000],
  ['vitamin-b6', 'vitamin_b6', 'Vitamin B6', 'mg', 1000],
  ['vitamin-b9', 'folate', 'Folate', 'µg', 1e6],
  ['vitamin-b12', 'vitamin_b12', 'Vitamin B12', 'µg', 1e6],
];
/** Keys a product is expected to report (the label's core); absent ones go to unknown_keys. */
const CORE_KEYS = ['calories', 'energy_kj', 'protein', 'carbs', 'fat', 'saturated_fat', 'sugar', 'fiber', 'sodium'];

const num = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};

interface NutritionParse {
  nutrients: NutrientAmount[];
  provenance: Record<string, Provenance>;
  calories: number | null;
  energy_kj: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
}

function parseNutrition(n: Record<string, unknown>, sourceFile: string): NutritionParse {
  const nutrients: NutrientAmount[] = [];
  const provenance: Record<string, Provenance> = {};
  const src = `openfoodfacts:${sourceFile}`;
  const kcal = num(n['energy-kcal_100g']);
  const kj = num(n['energy-kj_100g']) ?? num(n.energy_100g);
  const kjField = num(n['energy-kj_100g']) !== null ? 'energy-kj_100g' : 'energy_100g';
  let calories: number | null = null;
  let energyKj: number | null = null;
  if (kcal !== null) {
    calories = kcal;
    provenance.calories = { method: 'reported', source: src, detail: { field: 'energy-kcal_100g' } };
  } else if (kj !== null) {
    // The label's own energy in kJ, converted (1 kcal = 4.184 kJ): source energy, labelled as calculated.
    calories = round(kj / 4.184, 1);
    provenance.calories = { method: 'calculated', source: src, detail: { field: kjField, conversion: 'kJ / 4.184' } };
  }
  if (kj !== null) {
    energyKj = kj;
    provenance.energy_kj = { method: 'reported', source: src, detail: { field: kjField } };
  } else if (kcal !== null) {
    energyKj = round(kcal * 4.184, 1);
    provenance.energy_kj = { method: 'calculated', source: src, detail: { field: 'energy-kcal_100g', conversion: 'kcal × 4.184' } };
  }
  if (calories !== null) nutrients.push({ key: 'calories', name: 'Energy', amount: calories, unit: 'kcal' });
  if (energyKj !== null) nutrients.push({ key: 'energy_kj', name: 'Energy', amount: energyKj, unit: 'kJ' });
  const values: Record<string, number> = {};
  for (const [field, key, name, unit, factor] of OFF_NUTRIENT_MAP) {
    const v = num(n[`${field}_100g`]);
    if (v === null) continue;
    const amount = round(v * factor, unit === 'g' ? 3 : 4);
    values[key] = amount;
    nutrients.push({ key, name, amount, unit });
    provenance[key] = { method: 'reported', source: src, detail: { field: `${field}_100g` } };
  }
  return { nutrients, provenance, calories, energy_kj: energyKj, protein: values.protein ?? null, carbs: values.carbs ?? null, fat: values.fat ?? null };
}

/**
 * Nutrition-consistency gate: plausible ranges and the Atwater check (4/4/9 kcal per g protein,
 * carbohydrate, fat; 7 for alcohol; with and without 2 kcal/g fibre, since some labels count fibre
 * in carbohydrates). Returns the exclusion reason or null, and a 0-100 validity.
 */
function checkProductNutrition(p: NutritionParse): { reason: string | null; validity: number; atwater_deviation: number | null } {
  const get = (k: string) => p.nutrients.find((x) => x.key === k)?.amount ?? null;
  const [kcal, protein, carbs, fat] = [p.calories, p.protein, p.carbs, p.fat];
  if (kcal === null) return { reason: 'missing_calories', validity: 0, atwater_deviation: null };
  if (protein === null || carbs === null || fat === null) return { reason: 'missing_macros', validity: 0, atwater_deviation: null };
  const grams = [protein, carbs, fat, get('sugar'), get('fiber'), get('saturated_fat'), get('salt')].filter((v): v is number => v !== null);
  if (grams.some((v) => v < 0 || v > 100) || kcal < 0 || kcal > 950 || (p.energy_kj !== null && (p.energy_kj < 0 || p.energy_kj > 4000)))
    return { reason: 'implausible_values', validity: 0, atwater_deviation: null };
  if (protein + carbs + fat > 105) return { reason: 'inconsistent_nutrition', validity: 0, atwater_deviation: null };
  const sugar = get('sugar');
  const sat = get('saturated_fat');
  if ((sugar !== null && sugar > carbs + 0.5) || (sat !== null && sat > fat + 0.5))
    return { reason: 'inconsistent_nutrition', validity: 0, atwater_deviation: null };
  const alcohol = get('alcohol') ?? 0;
  const fiber = get('fiber') ?? 0;
  const base = 4 * protein + 9 * fat + 7 * alcohol;
  const estimates = [base + 4 * carbs, base + 4 * carbs + 2 * fiber, base + 4 * Math.max(0, carbs - fiber) + 2 * fiber];
  const deviation = Math.min(...estimates.map((e) => Math.abs(kcal - e)));
  const scale = Math.max(kcal, ...estimates);
  const rel = scale > 0 ? deviation / scale : 0;
  // Small absolute gaps are rounding on low-energy products (drinks, vegetables).
  if (deviation > 25 && rel > 0.3) return { reason: 'inconsistent_nutrition', validity: 0, atwater_deviation: round(rel, 3) };
  const validity = deviation <= 10 || rel <= 0.05 ? 100 : rel <= 0.1 ? 90 : rel <= 0.2 ? 75 : 60;
  return { reason: null, validity, atwater_deviation: round(rel, 3) };
}

// ---------------------------------------------------------------- basis

const VOLUME = /(\d[\d.,]*)\s*(ml|cl|dl|l|lt|ltr|litres?|liters?|litros?|litri|fl\.?\s*oz)\b/i;
const MASS = /(\d[\d.,]*)\s*(g|gr|grs|grams?|grammes?|grammi|kg|mg|oz|onz|lbs?)\b/i;

/** First quantity unit in a label string: "500 g" → mass, "33 cl" → volume, "1 l (1030 g)" → volume. */
export function unitKind(s: string | null | undefined): 'mass' | 'volume' | null {
  if (!s) return null;
  const v = VOLUME.exec(s);
  const m = MASS.exec(s);
  if (v && (!m || v.index <= m.index)) return 'volume';
  return m ? 'mass' : null;
}

/** The record's basis and the evidence used. */
export function decideBasis(raw: OffRawProduct): { basis: NutritionBasis; evidence: string } {
  for (const field of ['quantity', 'serving_size'] as const) {
    const k = unitKind(raw[field]);
    if (k) return { basis: k === 'volume' ? '100ml' : '100g', evidence: `${field} "${raw[field]}"` };
  }
  const cats = raw.categories_tags ?? [];
  if (cats.length > 0) {
    const c = nutriScoreCategoryFromTags({ categories: cats }, '2023').category;
    if (c === 'beverage' || c === 'water') return { basis: '100ml', evidence: 'beverage category' };
    return { basis: '100g', evidence: 'food category' };
  }
  return { basis: 'unknown', evidence: 'no quantity, serving or category' };
}

// ---------------------------------------------------------------- record

/**
 * Whether serving_quantity is an amount in g or ml: the serving size names a unit, or holds no number
 * at all ("serving"), so the quantity cannot be a count of pieces read as grams.
 */
const servingIsAmount = (size: string | undefined) => unitKind(size) !== null || !/\d/.test(size ?? '');

/** Whether the row's per-100 g values read as one serving's (basis-check.ts). */
function basisCheck(raw: OffRawProduct, parsed: NutritionParse, name: string): BasisSuspect | null {
  const serving = num(raw.serving_quantity);
  return basisSuspect({
    name,
    categories: raw.categories_tags ?? [],
    ingredients: raw.ingredients_text,
    kcal: parsed.calories!,
    protein: parsed.protein!,
    carbs: parsed.carbs!,
    fat: parsed.fat!,
    sugars: num(raw.nutriments?.sugars_100g),
    fiber: num(raw.nutriments?.fiber_100g),
    salt: num(raw.nutriments?.salt_100g),
    usLabel: hasUsCanadaPrefix(raw.code),
    serving: serving !== null && serving > 0 && servingIsAmount(raw.serving_size) ? serving : null,
    quantity: quantityAmount(raw.quantity),
  });
}

/** OFF tag lists → canonical allergens. */
function allergensOf(tags: string[] | undefined): Allergen[] {
  const set = new Set<Allergen>();
  for (const t of tags ?? []) {
    const a = ALLERGEN_BY_OFF_TAG[t];
    if (a) set.add(a);
  }
  return CANONICAL_ALLERGENS.filter((a) => set.has(a));
}

const tagName = (t: string) => (t.startsWith('en:') ? t.slice(3) : t).replace(/-/g, ' ');

/** Source Nutri-Score grade (a-e), if any. */
function sourceGrade(raw: OffRawProduct): string | null {
  const g = (raw.nutriscore_grade ?? raw.nutrition_grade_fr ?? '').toLowerCase();
  return /^[a-e]$/.test(g) ? g : null;
}

/**
 * Nutri-Score inputs of an OFF product, the way OFF builds them: energy in kJ, salt (2023) or
 * sodium (2021), unknown fibre left to the algorithm (0 points), fruits/vegetables from the source
 * estimate, else (2023) from the ingredient list, else from the category.
 */
export function offNutriScoreInput(raw: OffRawProduct, analysis: IngredientAnalysis | null, version: NutriScoreVersion): NutriScoreInput {
  // OFF's 2021-era grades predate its estimate from the ingredient list: that version uses the
  // source values and the category table only.
  if (version === '2021') analysis = null;
  const n = raw.nutriments ?? {};
  const v = (k: string) => num(n[k]);
  const kcal = v('energy-kcal_100g');
  let fvl: number | null;
  if (version === '2023') {
    fvl =
      v('fruits-vegetables-legumes-estimate-from-ingredients_100g') ??
      v('fruits-vegetables-nuts-estimate-from-ingredients_100g') ??
      (analysis ? analysis.estimates.fvl_percent : null) ??
      fvlPercentFromCategories(raw.categories_tags ?? [], version);
  } else {
    fvl =
      v('fruits-vegetables-nuts_100g') ??
      v('fruits-vegetables-nuts-estimate_100g') ??
      v('fruits-vegetables-nuts-estimate-from-ingredients_100g') ??
      (analysis ? analysis.estimates.fvn_percent : null) ??
      fvlPercentFromCategories(raw.categories_tags ?? [], version);
  }
  return completeNutriScoreInput(
    {
      energy_kj: v('energy-kj_100g') ?? v('energy_100g') ?? (kcal !== null ? kcal * 4.184 : null),
      sugars_g: v('sugars_100g'),
      saturated_fat_g: v('saturated-fat_100g'),
      fat_g: v('fat_100g'),
      salt_g: v('salt_100g'),
      sodium_mg: v('sodium_100g') !== null ? v('sodium_100g')! * 1000 : null,
      fiber_g: v('fiber_100g'),
      protein_g: v('proteins_100g'),
      fvl_percent: fvl,
      non_nutritive_sweeteners: analysis?.non_nutritive_sweeteners ?? false,
    },
    v('carbohydrates_100g'),
  );
}

/** Exports before OFF switched to the 2023 algorithm (2024 head-of-export rows included: they match the 2021 algorithm). */
function gradeVersion(raw: OffRawProduct): NutriScoreVersion | null {
  return sourceGrade(raw) ? '2021' : null;
}

export type ImportOutcome = { record: FoodRecord } | { excluded: string };

/** One source row → a FoodRecord, or the reason it is excluded. Pure apart from the taxonomy lookups. */
export interface RecordOptions {
  /**
   * `always` (the corpus build: the analyser's allergens are merged with OFF's tags) or `missing`
   * (full-export import): the ingredient text is analysed only when OFF's own additives, allergens
   * or NOVA are missing, since analysis is the dearest step of an import.
   */
  analyse?: 'always' | 'missing';
  /** The analyser to call (the product import passes one that caches by text and categories). */
  analyzer?: (text: string, taxonomy: OffTaxonomy, options: { categories: string[] }) => IngredientAnalysis;
}

export function offProductToRecord(raw: OffRawProduct, taxonomy: OffTaxonomy, sourceFile: string, options: RecordOptions = {}): ImportOutcome {
  const bc = parseBarcode(String(raw.code ?? ''));
  if (!bc.ok) return { excluded: bc.error.code === 'check_digit' ? 'invalid_barcode_check_digit' : 'invalid_barcode_length' };
  const name = (raw.product_name ?? '').trim();
  if (!name) return { excluded: 'missing_name' };
  const parsed = parseNutrition(raw.nutriments ?? {}, sourceFile);
  const gate = checkProductNutrition(parsed);
  if (gate.reason) return { excluded: gate.reason };

  const { basis, evidence } = decideBasis(raw);
  const text = raw.ingredients_text?.trim() || null;
  const categories = raw.categories_tags ?? [];
  const suspect = basis === 'unknown' ? null : basisCheck(raw, parsed, name);
  const offAnalysed = Array.isArray(raw.additives_tags) && Array.isArray(raw.allergens_tags) && num(raw.nova_group) !== null;
  const analysis = text && (options.analyse !== 'missing' || !offAnalysed) ? (options.analyzer ?? analyzeIngredients)(text, taxonomy, { categories }) : null;
  const version = gradeVersion(raw);
  const computed = basis !== 'unknown' && !suspect ? computedNutriScore(raw, categories, analysis) : null;
  const novaSource = num(raw.nova_group);
  const brand = (raw.brands ?? '').split(',')[0]!.trim() || null;
  const eco = (raw.ecoscore_grade ?? '').toLowerCase();
  const portions = servingPortions(raw);
  const { allergens, traces, additiveCodes } = ingredientFindings(raw, analysis, taxonomy);
  const mainCategory = [...categories].reverse().find((c) => c.startsWith('en:')) ?? null;
  const known = basis !== 'unknown';
  const nutrients = known ? parsed.nutrients : [];
  const present = new Set(nutrients.map((n) => n.key));
  const core = CORE_KEYS.filter((k) => !present.has(k));
  const extra: OffExtra = {
    attribution: OFF_ATTRIBUTION,
    license: OFF_LICENSE,
    barcode_format: bc.barcode.format,
    quantity: raw.quantity?.trim() || null,
    serving_size: raw.serving_size?.trim() || null,
    categories,
    labels: raw.labels_tags ?? [],
    badges: (raw.labels_tags ?? []).map(tagName),
    nova_group: novaSource !== null && novaSource >= 1 && novaSource <= 4 ? novaSource : null,
    ...(options.analyse === 'missing' && analysis && !(novaSource !== null && novaSource >= 1 && novaSource <= 4) ? { nova_computed: analysis.nova } : {}),
    nutriscore_grade: sourceGrade(raw),
    nutriscore_version_of_grade: version,
    nutriscore_computed: computed,
    eco_score: /^[a-e]$/.test(eco) ? eco : null,
    ingredients_text: text,
    allergens,
    traces,
    additives: additiveCodes,
    allergens_tags: raw.allergens_tags ?? [],
    traces_tags: raw.traces_tags ?? [],
    additives_tags: raw.additives_tags ?? [],
    countries: raw.countries_tags ?? [],
    fvl_percent:
      num(raw.nutriments?.['fruits-vegetables-legumes-estimate-from-ingredients_100g']) ??
      num(raw.nutriments?.['fruits-vegetables-nuts-estimate-from-ingredients_100g']),
    source_file: sourceFile,
    source_export_year: raw.source?.export_year ?? null,
  };
  if (!known) extra.resolution_required = { reason: 'nutrition_basis_unknown', needed: `a quantity or serving in g or ml (${evidence})` };
  if (suspect) extra.basis_suspect = suspect;
  // Completeness of the core label nutrients, discounted for crowd-sourced data.
  const completeness = (CORE_KEYS.length - core.length) / CORE_KEYS.length;
  const confidence = known ? Math.round(50 + 30 * completeness + (gate.validity === 100 ? 10 : 0)) : 50;
  const sourceId = bc.barcode.digits;
  return {
    record: {
      id: foodId('openfoodfacts', bc.barcode.key),
      dataset: 'openfoodfacts',
      source_id: sourceId,
      name,
      aliases: brand && !name.toLowerCase().includes(brand.toLowerCase()) ? [`${brand} ${name}`] : [],
      group: mainCategory ? tagName(mainCategory) : null,
      nutrition_basis: basis,
      calories: known ? parsed.calories : null,
      protein_g: known ? parsed.protein : null,
      carbs_g: known ? parsed.carbs : null,
      fat_g: known ? parsed.fat : null,
      nutrients,
      estimated_nutrients: [],
      unknown_keys: known ? core : CORE_KEYS,
      unresolved_keys: known ? core : CORE_KEYS,
      provenance: known ? { ...parsed.provenance, nutrition_basis: { method: 'estimated', source: 'openfoodfacts', detail: { evidence } } } : {},
      portions,
      confidence,
      validity: gate.validity,
      barcode: bc.barcode.key,
      brand,
      extra: extra as unknown as Record<string, unknown>,
    },
  };
}

/**
 * The 2023 Nutri-Score computed from the row, when its categories make it applicable and the
 * required inputs (energy, sugars, saturated fat, salt, proteins) are known; null otherwise.
 */
function computedNutriScore(raw: OffRawProduct, categories: string[], analysis: IngredientAnalysis | null): OffExtra['nutriscore_computed'] {
  const decision = nutriScoreCategoryFromTags(
    { categories, red_meat_percent: analysis?.estimates.red_meat_percent, milk_percent: analysis?.estimates.milk_percent },
    '2023',
  );
  if (categories.length === 0 || !decision.applicable) return null;
  const r = computeNutriScore(offNutriScoreInput(raw, analysis, '2023'), decision.category, '2023');
  if (r.missing.some((m) => ['energy', 'sugars', 'saturated_fat', 'salt', 'proteins'].includes(m))) return null;
  return { version: '2023', grade: r.grade, score: r.score, category: decision.category };
}

/** One serving portion when the row states a serving quantity in grams. */
function servingPortions(raw: OffRawProduct): Portion[] {
  const servingQty = num(raw.serving_quantity);
  return servingQty !== null && servingQty > 0 && unitKind(raw.serving_size) === 'mass'
    ? [{ amount: 1, measure: raw.serving_size!.trim(), grams: servingQty, seq: 'serving' }]
    : [];
}

/** Allergens and traces (OFF's tags merged with the analysis) and additive codes (OFF's tags first). */
function ingredientFindings(
  raw: OffRawProduct,
  analysis: IngredientAnalysis | null,
  taxonomy: OffTaxonomy,
): { allergens: Allergen[]; traces: Allergen[]; additiveCodes: string[] } {
  const sourceAllergens = allergensOf(raw.allergens_tags);
  const sourceTraces = allergensOf(raw.traces_tags);
  const allergens = CANONICAL_ALLERGENS.filter((a) => sourceAllergens.includes(a) || analysis?.allergens.includes(a));
  const traces = CANONICAL_ALLERGENS.filter((a) => !allergens.includes(a) && (sourceTraces.includes(a) || analysis?.traces.includes(a)));
  const additiveCodes = (raw.additives_tags ?? []).length
    ? (raw.additives_tags ?? [])
        .map((t) => t.replace(/^en:/, ''))
        .filter((k) => taxonomy.additives[k])
        .map((k) => taxonomy.additives[k]!.code)
    : (analysis?.additives.map((a) => a.code) ?? []);
  return { allergens, traces, additiveCodes };
}
