/**
 * POST /v1/recipes/calculate: nutrition of a recipe from public foods and weights, optionally
 * with USDA cooking-retention factors. Pure: foods, density evidence and retention profiles come in.
 *
 * Rules (spec): a nutrient total appears only when every positive-weight ingredient supplies it;
 * volume needs density evidence; "serving" needs a recorded serving weight; cooking applies true
 * retention to the nutrients the profile covers and leaves macros unknown (reported as input_macros).
 */
import type { FoodRecord, NutrientAmount } from '../foods/food';
import type { RetentionProfile } from './retention';
import { round } from '../round';
import { DomainError } from '../errors';

type CalcUnit = 'g' | 'ml' | 'serving';

interface CalcIngredient {
  food_id: string;
  grams?: number;
  amount?: number;
  unit?: CalcUnit;
}

export interface CalcRequest {
  ingredients: CalcIngredient[];
  preparation: 'as_recorded' | 'cooked';
  retention_code?: number;
  servings: number;
  finished_weight_g: number;
}

export interface DensityEvidence {
  g_per_ml: number;
  method: string;
  portion?: { seq: string; amount: number; measure: string; grams: number };
}

export interface CalcDeps {
  food(id: string): FoodRecord | null;
  density(food: FoodRecord): DensityEvidence | null;
  /** Grams of one serving with its evidence, or null when the record has none. */
  serving(food: FoodRecord): { grams: number; evidence: string } | null;
  retention(code: number): RetentionProfile | null;
  /** Canonical nutrient key → SR28 nutrient number (for retention lookups). */
  sr28Number(key: string): string | null;
}

export class CalcError extends DomainError {
  constructor(kind: 'invalid' | 'not-found' | 'unresolvable', message: string, details: Record<string, unknown> = {}) {
    super(kind, message, details);
    this.name = 'CalcError';
  }
}

interface Scaled {
  food: FoodRecord;
  /** Multiplier applied to the record's basis values (amount / 100). */
  factor: number;
  grams: number | null;
  ml: number | null;
  evidence: Record<string, unknown>;
}

const MACROS = [
  ['calories', 'calories'],
  ['protein_g', 'protein'],
  ['carbs_g', 'carbs'],
  ['fat_g', 'fat'],
] as const;

function scale(ing: CalcIngredient, index: number, deps: CalcDeps): Scaled | { unresolved: Record<string, unknown> } {
  const food = deps.food(ing.food_id);
  if (!food) throw new CalcError('not-found', `ingredients[${index}].food_id ${ing.food_id} is not a public food.`);
  if (food.nutrition_basis !== '100g' && food.nutrition_basis !== '100ml') {
    return {
      unresolved: {
        index,
        food_id: food.id,
        reason: `nutrition basis ${food.nutrition_basis} cannot be scaled`,
        accepted_units: [],
        evidence_needed: 'a food with nutrition per 100 g or 100 ml',
      },
    };
  }
  const unit: CalcUnit = ing.grams !== undefined ? 'g' : ing.unit!;
  const amount = ing.grams ?? ing.amount!;
  const perBasis = food.nutrition_basis;
  const accepted: CalcUnit[] = ['g', 'ml', 'serving'];
  if (unit === 'serving') {
    const s = deps.serving(food);
    if (!s)
      return {
        unresolved: {
          index,
          food_id: food.id,
          reason: 'no recorded serving weight',
          accepted_units: accepted.filter((u) => u !== 'serving'),
          evidence_needed: 'a serving measurement in grams',
        },
      };
    return toBasis(food, amount * s.grams, null, { method: 'serving', serving_grams: s.grams, serving_evidence: s.evidence }, deps, index);
  }
  if (unit === 'g') return toBasis(food, amount, null, { method: 'mass' }, deps, index);
  // ml
  if (perBasis === '100ml') return { food, factor: amount / 100, grams: null, ml: amount, evidence: { method: 'volume basis' } };
  return toBasis(food, null, amount, { method: 'volume' }, deps, index);
}

/** Brings grams or millilitres onto the record's basis, using density evidence when they differ. */
function toBasis(
  food: FoodRecord,
  grams: number | null,
  ml: number | null,
  evidence: Record<string, unknown>,
  deps: CalcDeps,
  index: number,
): Scaled | { unresolved: Record<string, unknown> } {
  if (food.nutrition_basis === '100g' && grams !== null) return { food, factor: grams / 100, grams, ml: null, evidence };
  if (food.nutrition_basis === '100ml' && ml !== null) return { food, factor: ml / 100, grams: null, ml, evidence };
  const d = deps.density(food);
  if (!d) {
    return {
      unresolved: {
        index,
        food_id: food.id,
        reason:
          grams !== null
            ? 'food is per 100 ml and has no density evidence to convert grams'
            : 'no reviewed density or paired volume/weight measurement for this food',
        accepted_units: food.nutrition_basis === '100g' ? ['g', ...(deps.serving(food) ? ['serving'] : [])] : ['ml'],
        evidence_needed: 'a household measure with both volume and weight (e.g. 1 cup = 240 g) or a reviewed density',
      },
    };
  }
  const densityEvidence = { ...evidence, density_g_per_ml: d.g_per_ml, density_method: d.method, portion: d.portion };
  if (grams !== null) return { food, factor: grams / d.g_per_ml / 100, grams, ml: grams / d.g_per_ml, evidence: densityEvidence };
  const g = ml! * d.g_per_ml;
  return { food, factor: g / 100, grams: g, ml, evidence: densityEvidence };
}

export interface NutrientTotal {
  key: string;
  name: string;
  unit: string;
  amount: number;
}

/** Sums nutrients over scaled ingredients; complete totals vs subtotals of incomplete keys. */
function totals(items: Scaled[]) {
  const positive = items.filter((i) => i.factor > 0);
  const sums = new Map<string, { n: NutrientAmount; amount: number; count: number; missing: string[] }>();
  for (const item of positive) {
    for (const n of item.food.nutrients) {
      const s = sums.get(n.key) ?? { n, amount: 0, count: 0, missing: [] };
      s.amount += n.amount * item.factor;
      s.count += 1;
      sums.set(n.key, s);
    }
  }
  const complete: NutrientTotal[] = [];
  const incomplete: Record<string, { amount: number; unit: string; supplied_by: number; missing_from: string[] }> = {};
  for (const [key, s] of sums) {
    if (s.count === positive.length) complete.push({ key, name: s.n.name, unit: s.n.unit, amount: s.amount });
    else {
      const have = new Set(positive.filter((i) => i.food.nutrients.some((n) => n.key === key)).map((i) => i.food.id));
      incomplete[key] = {
        amount: round(s.amount, 3),
        unit: s.n.unit,
        supplied_by: s.count,
        missing_from: positive.filter((i) => !have.has(i.food.id)).map((i) => i.food.id),
      };
    }
  }
  return { complete, incomplete };
}

function block(nutrients: NutrientTotal[], divisor: number, macrosKnown: boolean) {
  const macro = (key: string) => {
    const n = nutrients.find((x) => x.key === key);
    return macrosKnown && n ? Math.round(n.amount / divisor) : null;
  };
  const macros = Object.fromEntries(MACROS.map(([field, key]) => [field, macro(key)])) as Record<(typeof MACROS)[number][0], number | null>;
  return { ...macros, nutrients: nutrients.map((n) => ({ key: n.key, name: n.name, amount: round(n.amount / divisor, 3), unit: n.unit })) };
}

export function calculateRecipe(req: CalcRequest, deps: CalcDeps) {
  let profile: RetentionProfile | null = null;
  if (req.preparation === 'cooked') {
    if (req.retention_code === undefined) throw new CalcError('invalid', "preparation 'cooked' needs retention_code (see GET /v1/recipes/retention-factors).");
    profile = deps.retention(req.retention_code);
    if (!profile) throw new CalcError('invalid', `Unknown retention_code ${req.retention_code}; see GET /v1/recipes/retention-factors.`);
  }
  const scaled: Scaled[] = [];
  const unresolved: Record<string, unknown>[] = [];
  req.ingredients.forEach((ing, i) => {
    const s = scale(ing, i, deps);
    if ('unresolved' in s) unresolved.push(s.unresolved);
    else scaled.push(s);
  });
  if (unresolved.length > 0) {
    throw new CalcError('unresolvable', `${unresolved.length} ingredient${unresolved.length > 1 ? 's' : ''} could not be converted to the food's basis.`, {
      unresolved_ingredients: unresolved,
    });
  }

  const { complete, incomplete } = totals(scaled);
  const unresolvedNutrients: { key: string; reason: string; action: string }[] = Object.keys(incomplete).map((key) => ({
    key,
    reason: `not reported for ${incomplete[key]!.missing_from.length} ingredient(s)`,
    action: 'Replace those ingredients with foods that report this nutrient, or treat the subtotal as a lower bound.',
  }));

  let final = complete;
  let inputMacros: Record<string, number | null> | undefined;
  if (profile) {
    inputMacros = Object.fromEntries(
      MACROS.map(([field, key]) => [field, complete.find((n) => n.key === key) ? Math.round(complete.find((n) => n.key === key)!.amount) : null]),
    );
    final = [];
    for (const n of complete) {
      const nr = deps.sr28Number(n.key);
      const pct = nr ? profile.factors[nr] : undefined;
      if (pct === undefined || pct === null) {
        unresolvedNutrients.push({
          key: n.key,
          reason: `retention profile ${profile.code} has no factor for this nutrient`,
          action: 'Use preparation as_recorded with foods recorded in their cooked state.',
        });
      } else final.push({ ...n, amount: (n.amount * pct) / 100 });
    }
  }

  const gramsKnown = scaled.every((s) => s.grams !== null);
  const inputWeight = gramsKnown ? scaled.reduce((a, s) => a + s.grams!, 0) : null;
  const macrosKnown = profile === null;
  return {
    source: 'corpus',
    preparation: req.preparation,
    retention: profile ? { code: profile.code, description: profile.description } : null,
    servings: req.servings,
    finished_weight_g: req.finished_weight_g,
    input_weight_g: inputWeight === null ? null : round(inputWeight, 2),
    yield_factor: inputWeight ? round(req.finished_weight_g / inputWeight, 4) : null,
    per_recipe: block(final, 1, macrosKnown),
    per_serving: block(final, req.servings, macrosKnown),
    per_100g: block(final, req.finished_weight_g / 100, macrosKnown),
    ...(inputMacros ? { input_macros: inputMacros } : {}),
    ingredients: scaled.map((s, i) => ({
      index: i,
      food_id: s.food.id,
      name: s.food.name,
      grams: s.grams === null ? null : round(s.grams, 2),
      ml: s.ml === null ? null : round(s.ml, 2),
      basis: s.food.nutrition_basis,
      evidence: s.evidence,
    })),
    unresolved_nutrients: unresolvedNutrients,
    incomplete_nutrient_subtotals: incomplete,
  };
}
