/** Search questions a process has not been asked before, for the whole-service benchmarks. */
import { englishQueries } from './english-queries';
import worldQueries from './data/world-queries.json';

/**
 * Search paths over the labelled English and world queries. Each result count is its own answer
 * (the cache keys on it), and the same search work; so is `lang=en` on an English query (what it is
 * read as anyway), which adds as many questions again.
 */
export function searchPaths(): string[] {
  const queries = [...new Set([...englishQueries, ...worldQueries.queries].map((q) => q.query))];
  const asked = [
    ...queries.map((q) => `query=${encodeURIComponent(q)}`),
    ...[...new Set(englishQueries.map((q) => q.query))].map((q) => `query=${encodeURIComponent(q)}&lang=en`),
  ];
  return [5, 3, 10, 4, 8, 6, 7, 1, 2, 9, 11, 12].flatMap((n) => asked.map((a) => `/v1/search-foods?${a}&number=${n}`));
}
