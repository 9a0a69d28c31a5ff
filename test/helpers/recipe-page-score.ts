/**
 * Scores recipe extraction against labelled pages: the hand-written fixture pages in
 * test/fixtures/recipe-pages (expected.json) and the trimmed real pages in real/ (real-pages.json,
 * split into tune and held-out halves). Title exact; ingredient lines and steps found (≥ 90 % unless
 * told otherwise) and no more than 10 % extra; yield amount and total minutes where labelled; step
 * titles where the page gives them. Shared by the unit tests and bench/recipe-extraction.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractRecipes } from '../../src/domain/recipes/extract';
import type { ExtractedRecipe } from '../../src/domain/recipes/extracted-recipe';

export const PAGES_DIR = join(import.meta.dir, '..', 'fixtures', 'recipe-pages');

export interface PageExpectation {
  file: string;
  language: string;
  title: string;
  ingredients: string[];
  /** The same list in other units, where the page prints it twice (metric and imperial). */
  ingredients_alt?: string[];
  steps: string[];
  /** Each step's own title (null where it has none), where the page gives any. */
  step_names?: (string | null)[];
  yield_amount: number | null;
  total_minutes: number | null;
  /** Real pages: which half of the split, and where the saved copy came from. */
  half?: 'tune' | 'heldout';
  site?: string;
}

export interface PageScore {
  file: string;
  title: boolean;
  ingredients: boolean;
  steps: boolean;
  /** Steps found at the bar (≥ 80 %). */
  steps80: boolean;
  /** Step titles kept: true where the page gives none. */
  step_names: boolean;
  yield: boolean;
  total: boolean;
  language: boolean;
  error: string | null;
  recipe: ExtractedRecipe | null;
}

const read = (name: string): PageExpectation[] => JSON.parse(readFileSync(join(PAGES_DIR, name), 'utf8'));
export const loadExpectations = (): PageExpectation[] => read('expected.json');
export const loadRealPages = (half?: 'tune' | 'heldout'): PageExpectation[] => read('real-pages.json').filter((p) => !half || p.half === half);

const norm = (s: string) =>
  s
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.,;:!。]+$/, '')
    .trim();

/** True when at least `share` of `expected` lines are found and at most 10 % more lines were returned. */
export function linesRight(expected: string[], got: string[], share = 0.9): boolean {
  const have = new Set(got.map(norm));
  const hits = expected.filter((e) => have.has(norm(e))).length;
  return hits >= Math.ceil(expected.length * share) && got.length <= Math.floor(expected.length * 1.1) + (expected.length < 10 ? 0 : 1);
}

/** A page passes the bar: title, ≥ 90 % of ingredient lines, ≥ 80 % of steps. */
export const passes = (s: PageScore) => s.title && s.ingredients && s.steps80;

export function scorePage(e: PageExpectation): PageScore {
  const html = readFileSync(join(PAGES_DIR, e.file), 'utf8');
  try {
    const r = extractRecipes({ html }).recipe;
    const steps = r.instructions.flatMap((g) => g.steps);
    const texts = steps.map((s) => s.step);
    const names = new Map(steps.map((s) => [norm(s.step), (s as { name?: string | null }).name ?? null]));
    return {
      file: e.file,
      title: norm(r.name ?? '') === norm(e.title),
      ingredients: [e.ingredients, e.ingredients_alt].some((list) => list && linesRight(list, r.ingredients)),
      steps: linesRight(e.steps, texts),
      steps80: linesRight(e.steps, texts, 0.8),
      step_names: !e.step_names || e.step_names.every((n, i) => norm(names.get(norm(e.steps[i]!)) ?? '') === norm(n ?? '')),
      yield: e.yield_amount === null || r.yield?.amount === e.yield_amount,
      total: e.total_minutes === null || r.total_minutes === e.total_minutes,
      language: r.language === e.language,
      error: null,
      recipe: r,
    };
  } catch (err) {
    return {
      file: e.file,
      title: false,
      ingredients: false,
      steps: false,
      steps80: false,
      step_names: false,
      yield: false,
      total: false,
      language: false,
      error: (err as Error).message,
      recipe: null,
    };
  }
}
