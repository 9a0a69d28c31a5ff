/**
 * GET /v1/alternatives: higher-scoring foods of the same category for a profile, each scored by
 * the same scoreFood as POST /v1/score.
 */
import type { FoodRecord } from './food';
import type { OffTaxonomy } from './ingredient-taxonomy';
import { scoreFood, scoreInputFromFood, type ScoreGrade, type ScoreProfile } from './score';

interface AlternativeItem {
  id: string;
  name: string;
  calories: number | null;
  protein_g: number | null;
  carbs_g: number | null;
  fat_g: number | null;
  score: number;
  grade: ScoreGrade;
}

export interface AlternativesResult {
  base_score: number;
  base_grade: ScoreGrade;
  alternatives: AlternativeItem[];
}

/** Category a food is compared within: its group (SR28 food group / OFF main category). */
export function alternativeCategory(food: FoodRecord): string | null {
  return food.group ? food.group.toLowerCase() : null;
}

/** The kind of food a name says first ("Milk, whole, …" → "milk"): swaps within a kind come first. */
const kindOf = (name: string) => name.split(',')[0]!.trim().toLowerCase();

/**
 * Higher-scoring foods of the same category for the profile: foods of the same kind first (skim
 * milk for whole milk, before yogurt), each tier best first (ties by name, then id). Candidates
 * graded F for the profile (allergen, avoid list) are never suggested.
 */
export function rankAlternatives(
  base: FoodRecord,
  candidates: FoodRecord[],
  profile: ScoreProfile = {},
  options: { taxonomy?: OffTaxonomy | null; number?: number } = {},
): AlternativesResult {
  const baseResult = scoreFood(scoreInputFromFood(base, options.taxonomy), profile);
  const cat = alternativeCategory(base);
  const seen = new Set<string>([base.id]);
  const out: AlternativeItem[] = [];
  for (const c of candidates) {
    if (seen.has(c.id) || alternativeCategory(c) !== cat || cat === null) continue;
    seen.add(c.id);
    const r = scoreFood(scoreInputFromFood(c, options.taxonomy), profile);
    if (r.grade === 'F' || r.score <= baseResult.score) continue;
    out.push({ id: c.id, name: c.name, calories: c.calories, protein_g: c.protein_g, carbs_g: c.carbs_g, fat_g: c.fat_g, score: r.score, grade: r.grade });
  }
  const kind = kindOf(base.name);
  const tier = (x: AlternativeItem) => (kindOf(x.name) === kind ? 0 : 1);
  out.sort((x, y) => tier(x) - tier(y) || y.score - x.score || x.name.localeCompare(y.name) || x.id.localeCompare(y.id));
  return { base_score: baseResult.score, base_grade: baseResult.grade, alternatives: out.slice(0, options.number ?? 5) };
}
