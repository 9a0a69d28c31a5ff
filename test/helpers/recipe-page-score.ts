/**
 * Scores recipe extraction against the labelled fixture pages in test/fixtures/recipe-pages
 * (expected.json): title exact, ≥ 90 % of ingredient lines and of steps found (and no more than
 * 10 % extra), yield amount and total minutes where the page states them. Shared by the unit test
 * and bench/recipe-extraction.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractRecipes, type ExtractedRecipe } from '../../src/domain/recipes/extract';

export const PAGES_DIR = join(import.meta.dir, '..', 'fixtures', 'recipe-pages');

export interface PageExpectation {
  file: string;
  language: string;
  title: string;
  ingredients: string[];
  steps: string[];
  yield_amount: number | null;
  total_minutes: number | null;
}

export interface PageScore {
  file: string;
  title: boolean;
  ingredients: boolean;
  steps: boolean;
  yield: boolean;
  total: boolean;
  language: boolean;
  error: string | null;
  recipe: ExtractedRecipe | null;
}

export const loadExpectations = (): PageExpectation[] => JSON.parse(readFileSync(join(PAGES_DIR, 'expected.json'), 'utf8'));

const norm = (s: string) => s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').replace(/[\s.,;:!]+$/, '').trim();

/** True when ≥ 90 % of `expected` lines are found and at most 10 % more lines were returned. */
export function linesRight(expected: string[], got: string[]): boolean {
  const have = new Set(got.map(norm));
  const hits = expected.filter((e) => have.has(norm(e))).length;
  return hits >= Math.ceil(expected.length * 0.9) && got.length <= Math.floor(expected.length * 1.1) + (expected.length < 10 ? 0 : 1);
}

export function scorePage(e: PageExpectation): PageScore {
  const html = readFileSync(join(PAGES_DIR, e.file), 'utf8');
  try {
    const r = extractRecipes({ html }).recipe;
    const steps = r.instructions.flatMap((g) => g.steps.map((s) => s.step));
    return {
      file: e.file,
      title: norm(r.name ?? '') === norm(e.title),
      ingredients: linesRight(e.ingredients, r.ingredients),
      steps: linesRight(e.steps, steps),
      yield: e.yield_amount === null || r.yield?.amount === e.yield_amount,
      total: e.total_minutes === null || r.total_minutes === e.total_minutes,
      language: r.language === e.language,
      error: null,
      recipe: r,
    };
  } catch (err) {
    return { file: e.file, title: false, ingredients: false, steps: false, yield: false, total: false, language: false, error: (err as Error).message, recipe: null };
  }
}
