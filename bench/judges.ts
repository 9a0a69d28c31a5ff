/**
 * How the search benchmarks judge a first answer: the English relevance labels
 * (bench/data/food-queries/, search-relevance.ts) and the world queries' labels
 * (bench/data/world-queries.json, world-search.ts). One place, so the calibration diagnostic
 * (calibration.ts) judges exactly as they do.
 */
import type { ServedFood } from './served';

export interface EnglishQuery {
  query: string;
  kind: string;
  set?: number;
  accept: string[];
  accept_rows?: string[];
  reject_rows?: string[];
}

export interface WorldQuery {
  group: string;
  lang: string;
  query: string;
  /**
   * `rows`: the accepted rows (`dataset:source_id`), labelled from a listing of the tables; an
   * empty list is a food no table holds, where no confident answer is right.
   */
  expect: 'none' | { name: string; not?: string; dataset?: string } | { rows: string[] };
}

export const rowsOf = (f: ServedFood) => (f.sources ?? []).map((s) => `${s.dataset}:${s.source_id}`);

/** Right, wrong, or null when no label judges the food. */
export function isRightEnglish(f: ServedFood, q: EnglishQuery): boolean | null {
  const rows = rowsOf(f);
  if (rows.some((r) => r.startsWith('usda-sr28:') && q.accept.includes(r.slice('usda-sr28:'.length)))) return true;
  if (q.accept_rows?.some((r) => rows.includes(r))) return true;
  // A food with an SR28 row that is not accepted is a wrong SR28 food, as is a row judged wrong; a row of another table no label names is unjudged.
  return rows.some((r) => r.startsWith('usda-sr28:')) || q.accept_rows !== undefined || q.reject_rows?.some((r) => rows.includes(r)) ? false : null;
}

/** A world query no food answers: any answer is wrong (`none`), or any confident one (`rows: []`). */
export const noFood = (q: WorldQuery) => q.expect === 'none' || ('rows' in q.expect && q.expect.rows.length === 0);

export function isRightWorld(food: ServedFood, expect: Exclude<WorldQuery['expect'], 'none'>): boolean {
  if ('rows' in expect) return rowsOf(food).some((r) => expect.rows.includes(r));
  // A parenthesised note ("includes soft bread crumbs") does not say what the food is; other
  // parentheses name it ("Soybeans, green (edamame)", "Crackers, cheese (Cheez-It)"). A food
  // joined from several tables answers by any of its tables' names.
  const names = food.sources?.length ? food.sources.map((s) => s.name) : [food.name];
  return names.some((name) => {
    const text = `${name} ${food.brand ?? ''}`.replace(/\((?:includ|formerly|see |also |made with|with added)[^)]*\)/gi, '');
    if (!new RegExp(expect.name, 'i').test(text)) return false;
    if (expect.not && new RegExp(expect.not, 'i').test(text)) return false;
    return !expect.dataset || food.dataset === expect.dataset || (food.sources ?? []).some((s) => s.dataset === expect.dataset);
  });
}
