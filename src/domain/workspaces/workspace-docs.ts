/**
 * Private workspace documents (spec "Private documents"): the input shapes of the six resource
 * kinds, their limits, the checks the schema cannot express, and the read-only fields the server
 * derives from them (computed nutrition, snapshots). Pure: references to recipes and foods arrive
 * already resolved.
 */
import type { NutritionBasis } from '../foods/food';
import { round } from '../round';
import { DomainError } from '../errors';

const WORKSPACE_RESOURCES = ['recipes', 'plans', 'templates', 'shopping-lists', 'foods', 'logs'] as const;
export type WorkspaceResource = (typeof WORKSPACE_RESOURCES)[number];

/** Spec "Input limits", private workspace rows. KB are decimal (the spec writes MiB where it means binary). */
export const WORKSPACE_LIMITS = {
  usersPerAccount: 10_000,
  documentsPerResource: 500,
  logsPerUser: 10_000,
  inputBytes: 80_000,
  expandedBytes: 95_000,
  shoppingListItems: 500,
  logMaxAmount: 3000,
} as const;

export function documentLimit(resource: WorkspaceResource): number {
  return resource === 'logs' ? WORKSPACE_LIMITS.logsPerUser : WORKSPACE_LIMITS.documentsPerResource;
}

const MACRO_KEYS = ['calories', 'protein_g', 'carbs_g', 'fat_g'] as const;
type MacroKey = (typeof MACRO_KEYS)[number];
/** Calories and macros; null is unknown. */
export type Macros = Record<MacroKey, number | null>;

interface RecipeIngredient {
  name: string;
  amount: number | null;
  unit: string | null;
}
export interface RecipeData {
  name: string;
  servings: number;
  ingredients: RecipeIngredient[];
  instructions: string[];
  nutrition_per_serving: Macros | null;
}
interface PlanMeal {
  /** Integer: an owned public recipe; UUID string: one of the user's private recipes. */
  recipe_id: number | string;
  servings: number;
  slot: string;
}
export interface PlanDay {
  day: number;
  meals: PlanMeal[];
}
interface TemplateData {
  name: string;
  days: PlanDay[];
}
export interface PlanData extends TemplateData {
  start_date: string;
}
interface ShoppingListItem {
  item_id: string;
  name: string;
  amount: number | null;
  unit: string | null;
  checked: boolean;
}
export interface ShoppingListData {
  name: string;
  items: ShoppingListItem[];
}
export interface PrivateFoodData {
  name: string;
  nutrition_basis: '100g' | '100ml';
  calories: number;
  protein_g: number;
  carbs_g: number;
  fat_g: number;
}
export interface LogData {
  food_id: string;
  grams?: number;
  amount?: number;
  unit?: 'g' | 'ml';
  logged_at?: string;
}

/**
 * A document the caller must change: `invalid` → 400, `unresolvable` → 422. `field` is the JSON
 * path in the request, built from the `at` its caller names (where the document sits: `data.` of
 * a workspace document by default).
 */
export class DocumentRejected extends DomainError {
  constructor(
    kind: 'invalid' | 'unresolvable',
    readonly field: string,
    message: string,
    details: Record<string, unknown> = {},
  ) {
    super(kind, message, { field, ...details });
    this.name = 'DocumentRejected';
  }
}

/** JSON with object keys sorted, so "identical content" does not depend on key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value), 'utf8');
}

/** Lower-cased, NFC name used by the literal (substring) name search. */
export function searchKey(name: string | null | undefined): string | null {
  if (!name) return null;
  return name.normalize('NFC').toLowerCase().trim();
}

// ---------------------------------------------------------------- normalisation

/** Fills optional inputs with null, so stored documents always have every documented field. */
export function normalizeRecipe(data: {
  name: string;
  servings: number;
  ingredients: { name: string; amount?: number | null; unit?: string | null }[];
  instructions: string[];
  nutrition_per_serving?: Partial<Macros> | null;
}): RecipeData {
  const n = data.nutrition_per_serving;
  return {
    name: data.name,
    servings: data.servings,
    ingredients: data.ingredients.map((i) => ({ name: i.name, amount: i.amount ?? null, unit: i.unit ?? null })),
    instructions: data.instructions,
    nutrition_per_serving: n ? { calories: n.calories ?? null, protein_g: n.protein_g ?? null, carbs_g: n.carbs_g ?? null, fat_g: n.fat_g ?? null } : null,
  };
}

export function normalizeShoppingList(
  data: { name: string; items: { item_id: string; name: string; amount?: number | null; unit?: string | null; checked?: boolean }[] },
  at = 'data.',
): ShoppingListData {
  if (data.items.length > WORKSPACE_LIMITS.shoppingListItems) {
    throw new DocumentRejected(
      'unresolvable',
      `${at}items`,
      `A shopping list holds at most ${WORKSPACE_LIMITS.shoppingListItems} items (got ${data.items.length}).`,
      {
        limit: WORKSPACE_LIMITS.shoppingListItems,
      },
    );
  }
  const seen = new Set<string>();
  data.items.forEach((item, i) => {
    if (seen.has(item.item_id))
      throw new DocumentRejected('unresolvable', `${at}items.${i}.item_id`, `Duplicate item_id '${item.item_id}' in the shopping list.`);
    seen.add(item.item_id);
  });
  return {
    name: data.name,
    items: data.items.map((i) => ({ item_id: i.item_id, name: i.name, amount: i.amount ?? null, unit: i.unit ?? null, checked: i.checked ?? false })),
  };
}

/** Plans and templates: each day number once. */
export function checkDays(days: PlanDay[], at = 'data.'): void {
  const seen = new Set<number>();
  days.forEach((d, i) => {
    if (seen.has(d.day))
      throw new DocumentRejected('unresolvable', `${at}days.${i}.day`, `Day ${d.day} appears more than once; put all of a day's meals in one entry.`);
    seen.add(d.day);
  });
}

// ---------------------------------------------------------------- private food plausibility

/** Densest common liquid foods (honey, syrups) weigh about 1.4 g/ml. */
const MAX_MACRO_MASS: Record<PrivateFoodData['nutrition_basis'], number> = { '100g': 100, '100ml': 150 };
/** Label rounding slack on the macro sum. */
const MACRO_SUM_SLACK_G = 2;
/** Pure fat: 9 kcal × 100 g. */
const MAX_KCAL = 900;
/** Alcohol (7 kcal/g) is not among the four inputs; leave room for it, bounded by the basis. */
const MAX_ALCOHOL_G: Record<PrivateFoodData['nutrition_basis'], number> = { '100g': 10, '100ml': 50 };
const ENERGY_FACTOR = 0.2;
const ENERGY_SLACK_KCAL = 10;

/**
 * Accepted calorie range for given macros on a basis. The lower end trusts only protein and fat
 * (carbohydrate may be fibre or polyols with little energy); the upper end is 4/4/9 plus room
 * for alcohol in the mass the macros leave free. Both have 20 % + 10 kcal tolerance.
 */
export function plausibleCalories(food: Pick<PrivateFoodData, 'nutrition_basis' | 'protein_g' | 'carbs_g' | 'fat_g'>): {
  min: number;
  max: number;
  atwater: number;
} {
  const { protein_g: p, carbs_g: c, fat_g: f } = food;
  const atwater = 4 * p + 4 * c + 9 * f;
  const alcohol = Math.min(MAX_ALCOHOL_G[food.nutrition_basis], Math.max(0, 100 - p - c - f));
  const min = Math.max(0, (1 - ENERGY_FACTOR) * (4 * p + 9 * f) - ENERGY_SLACK_KCAL);
  const max = Math.min(MAX_KCAL, (1 + ENERGY_FACTOR) * atwater + 7 * alcohol + ENERGY_SLACK_KCAL);
  return { min: Math.floor(min), max: Math.ceil(max), atwater: round(atwater, 1) };
}

/** Throws DocumentRejected (422) naming the first implausible field. */
export function checkFoodPlausibility(food: PrivateFoodData, at = 'data.'): void {
  for (const key of MACRO_KEYS) {
    const v = food[key];
    if (!Number.isFinite(v) || v < 0)
      throw new DocumentRejected('unresolvable', `${at}${key}`, `Implausible ${key}: must be a non-negative number (got ${v}).`);
  }
  const mass = MAX_MACRO_MASS[food.nutrition_basis];
  for (const key of ['protein_g', 'carbs_g', 'fat_g'] as const) {
    if (food[key] > mass) {
      throw new DocumentRejected(
        'unresolvable',
        `${at}${key}`,
        `Implausible ${key}: ${food[key]} g is more than ${mass} g per ${food.nutrition_basis === '100g' ? '100 g' : '100 ml'}.`,
      );
    }
  }
  const sum = food.protein_g + food.carbs_g + food.fat_g;
  if (sum > mass + MACRO_SUM_SLACK_G) {
    throw new DocumentRejected(
      'unresolvable',
      `${at}fat_g`,
      `Implausible macros: protein, carbs and fat add up to ${round(sum, 1)} g, more than ${mass} g per ${food.nutrition_basis === '100g' ? '100 g' : '100 ml'}.`,
    );
  }
  const range = plausibleCalories(food);
  if (food.calories < range.min || food.calories > range.max) {
    const hint = food.calories > range.max && food.calories >= range.atwater * 3 ? ' (kilojoules entered as kcal?)' : '';
    throw new DocumentRejected(
      'unresolvable',
      `${at}calories`,
      `Implausible calories: ${food.calories} kcal does not match the macros (4/4/9 kcal per g of protein/carbs/fat gives ${range.atwater} kcal; accepted ${range.min}-${range.max})${hint}.`,
      { accepted_calories: { min: range.min, max: range.max } },
    );
  }
}

// ---------------------------------------------------------------- derived fields

export function recipeDerived(data: RecipeData) {
  return {
    // The spec: per-serving nutrition typed by the user is unverified input, never reference data.
    nutrition_per_serving_source: data.nutrition_per_serving ? ('user-provided-unverified' as const) : null,
  };
}

export function foodDerived() {
  return { source: 'private' as const, verified: false };
}

/** Nutrition of one recipe as a plan snapshots it. */
export interface RecipeRef {
  name: string;
  /** `corpus` for owned public recipes, `user-provided` for the user's own (unverified) ones. */
  nutrition_source: 'corpus' | 'user-provided';
  nutrition_per_serving: Macros | null;
}

/** What an owned public recipe contributes to a plan (Services.recipeLookup answers this). */
export interface PublicRecipeSummary {
  id: number;
  name: string;
  nutrition_per_serving: Macros | null;
}

/** A running macro total: a nutrient's sum turns null as soon as one item lacks it. */
export interface Total {
  sum: Macros;
  missing: Record<MacroKey, number>;
}

export function emptyTotal(): Total {
  return { sum: { calories: 0, protein_g: 0, carbs_g: 0, fat_g: 0 }, missing: { calories: 0, protein_g: 0, carbs_g: 0, fat_g: 0 } };
}

export function addTo(total: Total, values: Macros): void {
  for (const k of MACRO_KEYS) {
    const v = values[k];
    if (v === null) total.missing[k]++;
    const s = total.sum[k];
    total.sum[k] = s === null || v === null ? null : s + v;
  }
}

export function renderTotal(total: Total) {
  const totals = {} as Macros;
  for (const k of MACRO_KEYS) totals[k] = total.sum[k] === null ? null : round(total.sum[k]!, 1);
  return { totals, missing_items: total.missing };
}

/**
 * Plan and template nutrition, frozen at save time (stored plans are snapshots). A total is null
 * as soon as one meal lacks that nutrient; `missing_items` counts those meals per nutrient.
 */
export function planDerived(days: PlanDay[], resolve: (recipeId: number | string) => RecipeRef) {
  const all = emptyTotal();
  let unverified = 0;
  const outDays = [...days]
    .sort((a, b) => a.day - b.day)
    .map((d) => {
      const dayTotal = emptyTotal();
      const meals = d.meals.map((m) => {
        const ref = resolve(m.recipe_id);
        const per = ref.nutrition_per_serving;
        const values = {} as Macros;
        for (const k of MACRO_KEYS) values[k] = per && per[k] !== null ? round(per[k]! * m.servings, 1) : null;
        addTo(dayTotal, values);
        addTo(all, values);
        if (ref.nutrition_source === 'user-provided' && per) unverified++;
        return { slot: m.slot, recipe_id: m.recipe_id, recipe_name: ref.name, servings: m.servings, nutrition_source: ref.nutrition_source, ...values };
      });
      return { day: d.day, meals, ...renderTotal(dayTotal) };
    });
  return { nutrition: { ...renderTotal(all), unverified_items: unverified, days: outDays } };
}

export function shoppingListDerived(data: ShoppingListData, origin: { plan_id: string; plan_revision: number } | null) {
  return {
    item_count: data.items.length,
    checked_count: data.items.filter((i) => i.checked).length,
    // Generated lists record the plan revision they came from (spec); hand-made lists have none.
    plan_id: origin?.plan_id ?? null,
    plan_revision: origin?.plan_revision ?? null,
  };
}

/** A food a log points at, per 100 g or 100 ml (or another basis, which cannot be logged). */
export interface LoggedFood extends Macros {
  id: string;
  name: string;
  source: 'private' | 'corpus';
  nutrition_basis: NutritionBasis;
}

/** Log nutrition computed by the server from the food and the quantity; unknown stays null. */
export function logDerived(data: LogData, food: LoggedFood, defaultLoggedAt: string, at = 'data.') {
  const hasGrams = data.grams !== undefined;
  const hasAmount = data.amount !== undefined || data.unit !== undefined;
  if (hasGrams === hasAmount) {
    throw new DocumentRejected('invalid', hasGrams ? `${at}amount` : `${at}grams`, 'Give either grams, or amount together with unit (g or ml), not both.');
  }
  if (!hasGrams && (data.amount === undefined || data.unit === undefined)) {
    throw new DocumentRejected('invalid', data.amount === undefined ? `${at}amount` : `${at}unit`, 'amount and unit go together (unit g or ml).');
  }
  const amount = hasGrams ? data.grams! : data.amount!;
  const unit = hasGrams ? 'g' : data.unit!;
  const basisUnit = food.nutrition_basis === '100g' ? 'g' : food.nutrition_basis === '100ml' ? 'ml' : null;
  if (basisUnit === null) {
    throw new DocumentRejected(
      'unresolvable',
      `${at}food_id`,
      `Food '${food.name}' has nutrition ${food.nutrition_basis === 'per_serving' ? 'per serving' : 'on an unknown basis'}, so a logged quantity cannot be computed.`,
    );
  }
  if (unit !== basisUnit) {
    throw new DocumentRejected(
      'unresolvable',
      hasGrams ? `${at}grams` : `${at}unit`,
      `Food '${food.name}' is described per 100 ${basisUnit}; log it with ${basisUnit === 'g' ? 'grams' : "amount and unit 'ml'"} (no density is assumed).`,
    );
  }
  const nutrition = {} as Macros;
  for (const k of MACRO_KEYS) nutrition[k] = food[k] === null ? null : round((food[k]! * amount) / 100, 1);
  return {
    food: { id: food.id, name: food.name, source: food.source, nutrition_basis: food.nutrition_basis },
    quantity: { amount, unit },
    nutrition,
    logged_at: data.logged_at ?? defaultLoggedAt,
  };
}
