/**
 * Pools the rows to judge for bench/data/food-queries/: for every labelled query, the top-5
 * foods of the served search (lexical and, with --hybrid, hybrid) that have no SR28 row and that
 * no label covers yet. Judges write `accept_rows` / `reject_rows` (`dataset:source_id`) into the
 * labelled file from this list; the benchmark then counts them (a standard pooled judgement: a
 * label is data, written without looking at the code that is scored by it).
 *
 *   npx bun bench/relevance-pool.ts [--hybrid] > pool.jsonl
 */
import { englishQueries } from './english-queries';
import { args } from './lib';
import { served } from './served';

const { hybrid } = args({ flags: { hybrid: 'hybrid search (lexical otherwise)' } }).values;
const service = await served({ semantic: hybrid, progress: false });
const srNames = new Map(
  service.catalog.canonical ? [...service.catalog.foods.byId.values()].filter((f) => f.dataset === 'usda-sr28').map((f) => [f.source_id, f.name]) : [],
);
for (const q of englishQueries) {
  const answer = await service.search(q.query, { number: 5 });
  const known = new Set([...(q.accept_rows ?? []), ...(q.reject_rows ?? [])]);
  const candidates = answer.foods.flatMap((f) => {
    const rows = (f.sources ?? []).map((s) => ({ row: `${s.dataset}:${s.source_id}`, name: s.name }));
    if (rows.length === 0 || rows.some((r) => r.row.startsWith('usda-sr28:')) || rows.some((r) => known.has(r.row))) return [];
    return [{ rows }];
  });
  if (candidates.length) console.log(JSON.stringify({ query: q.query, accepted_sr28: q.accept.map((n) => srNames.get(n) ?? n), candidates }));
}
await service.stop();
process.exit(0);
