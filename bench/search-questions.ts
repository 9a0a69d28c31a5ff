/** Search questions a process has not been asked before, for the whole-service benchmarks. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib';
import { englishQueries } from './english-queries';

/**
 * Search paths over the labelled English and world queries. Each result count is its own answer
 * (the cache keys on it), and the same search work; so is `lang=en` on an English query (what it is
 * read as anyway), which adds as many questions again.
 */
export function searchPaths(): string[] {
  const english = englishQueries;
  const world = (JSON.parse(readFileSync(join(ROOT, 'bench/data/world-queries.json'), 'utf8')) as { queries: { query: string }[] }).queries;
  const queries = [...new Set([...english, ...world].map((q) => q.query))];
  const asked = [
    ...queries.map((q) => `query=${encodeURIComponent(q)}`),
    ...[...new Set(english.map((q) => q.query))].map((q) => `query=${encodeURIComponent(q)}&lang=en`),
  ];
  return [5, 3, 10, 4, 8, 6, 7, 1, 2, 9, 11, 12].flatMap((n) => asked.map((a) => `/v1/search-foods?${a}&number=${n}`));
}
