/**
 * POST /v1/meal-plans/generate: a deterministic plan of owned recipes for 1 or 7 days that aims
 * at a calorie target (and optionally protein), reporting the real deviation per day. Only recipes
 * whose metadata satisfies every filter are candidates; nothing is saved.
 */

import { DomainError } from '../errors';

export interface PlanRecipe {
  id: number;
  title: string;
  meal_types: string[];
  diets: string[];
  ready_in_minutes: number | null;
  calories: number;
  protein_g: number | null;
  /** Normalised ingredient names, for exclusions. */
  ingredients: string[];
}

export interface PlanRequest {
  days: 1 | 7;
  target_calories: number;
  target_protein_g?: number;
  max_minutes?: number;
  diet?: string;
  exclude_ingredients?: string[];
}

const SLOTS = ['breakfast', 'lunch', 'dinner'] as const;
type Slot = (typeof SLOTS)[number];
/** Share of the day's calories each slot aims at. */
const SLOT_SHARE: Record<Slot, number> = { breakfast: 0.25, lunch: 0.35, dinner: 0.4 };
/** Which catalogue meal types can fill a slot, in order of preference. */
const SLOT_TYPES: Record<Slot, string[]> = {
  breakfast: ['breakfast', 'brunch', 'snack', 'drink'],
  lunch: ['lunch', 'main course', 'main', 'salad', 'soup', 'side dish', 'side'],
  dinner: ['dinner', 'main course', 'main', 'soup', 'salad'],
};
const MAX_SERVINGS = 3;
const WITHIN = 0.2;

export class NoMatchingRecipes extends DomainError {
  constructor(message: string) {
    super('unresolvable', message);
    this.name = 'NoMatchingRecipes';
  }
}

function matches(r: PlanRecipe, req: PlanRequest): boolean {
  if (req.diet && !r.diets.includes(req.diet)) return false;
  if (req.max_minutes !== undefined && (r.ready_in_minutes === null || r.ready_in_minutes > req.max_minutes)) return false;
  const excluded = (req.exclude_ingredients ?? []).map((e) => e.trim().toLowerCase()).filter(Boolean);
  if (excluded.some((e) => r.ingredients.some((i) => i === e || i.includes(e)))) return false;
  return r.calories > 0;
}

function candidatesFor(slot: Slot, pool: PlanRecipe[]): PlanRecipe[] {
  const typed = pool.filter((r) => r.meal_types.some((t) => SLOT_TYPES[slot].includes(t)));
  return typed.length > 0 ? typed : pool;
}

/** Servings (in halves, 0.5-3) that bring a recipe closest to a calorie aim. */
function servingsFor(r: PlanRecipe, aim: number): number {
  const raw = Math.round((aim / r.calories) * 2) / 2;
  return Math.min(MAX_SERVINGS, Math.max(0.5, raw));
}

export function generatePlan(all: PlanRecipe[], req: PlanRequest) {
  const pool = all.filter((r) => matches(r, req)).sort((a, b) => a.id - b.id);
  if (pool.length === 0) throw new NoMatchingRecipes('No owned recipe matches the filters (diet, time, exclusions) with known calories.');
  const used = new Map<number, number>();
  const days = [];
  for (let day = 1; day <= req.days; day++) {
    const meals = [];
    let calories = 0;
    let protein: number | null = 0;
    for (const slot of SLOTS) {
      const aim = req.target_calories * SLOT_SHARE[slot];
      const options = candidatesFor(slot, pool);
      // Prefer recipes used least so far, then the smallest calorie miss at the chosen servings.
      let best: { r: PlanRecipe; servings: number; score: number } | null = null;
      for (const r of options) {
        const servings = servingsFor(r, aim);
        const miss = Math.abs(r.calories * servings - aim) / aim;
        const proteinBonus = req.target_protein_g && r.protein_g !== null ? -Math.min(0.2, (r.protein_g * servings) / req.target_protein_g / 5) : 0;
        const score = (used.get(r.id) ?? 0) * 0.5 + miss + proteinBonus;
        if (!best || score < best.score || (score === best.score && r.id < best.r.id)) best = { r, servings, score };
      }
      const { r, servings } = best!;
      used.set(r.id, (used.get(r.id) ?? 0) + 1);
      calories += r.calories * servings;
      protein = protein === null || r.protein_g === null ? null : protein + r.protein_g * servings;
      meals.push({
        slot,
        recipe_id: r.id,
        title: r.title,
        servings,
        calories: Math.round(r.calories * servings),
        protein_g: r.protein_g === null ? null : Math.round(r.protein_g * servings),
      });
    }
    const deviation = calories - req.target_calories;
    days.push({
      day,
      meals,
      calories: Math.round(calories),
      protein_g: protein === null ? null : Math.round(protein),
      calorie_deviation: Math.round(deviation),
      calorie_deviation_pct: Math.round((deviation / req.target_calories) * 1000) / 10,
      within_20_percent: Math.abs(deviation) <= WITHIN * req.target_calories,
      protein_deviation: req.target_protein_g !== undefined && protein !== null ? Math.round(protein - req.target_protein_g) : null,
    });
  }
  return {
    source: 'corpus',
    days: req.days,
    target_calories: req.target_calories,
    target_protein_g: req.target_protein_g ?? null,
    candidates: pool.length,
    plan: days,
    /** Ready to save as `data.days` of a plan document. */
    plan_days: days.map((d) => ({ day: d.day, meals: d.meals.map((m) => ({ recipe_id: m.recipe_id, servings: m.servings, slot: m.slot })) })),
    note: 'Ingredient exclusions match recorded ingredient names only; they do not establish allergy safety.',
  };
}
