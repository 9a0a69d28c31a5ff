/**
 * Saves the first answer to each tune query of one English relevance set or one world-query group,
 * for calibration.ts --answers: copied into a checkout of the set's labels-first commit, it records
 * what the code answered before any rule for the set (a fresh first run). Imports only what every
 * checkout since set 2 has (bench/served.ts) and bench/english-queries.ts, copied in with it (it
 * reads such a checkout's single labels file).
 *
 *   npx bun bench/fresh-answers.ts <set> <file>
 *   npx bun bench/fresh-answers.ts world:<group> <file>
 *
 * For every set: `git log --reverse -S'"set": N,' -- bench/data/food-queries.json bench/data/food-queries` gives the
 * commit (a world group: `-S'"group": "G"' -- bench/data/world-queries.json`); check it out in a
 * worktree of its own with a copy of corpus/build, rebuild the corpus there (`bun src/corpus/cli.ts
 * build`: the lexicons of that commit), copy this file and english-queries.ts in, run it, then `npx bun
 * bench/calibration.ts --answers <file> …` in the current tree. World queries are asked as
 * world-search.ts asks them (lexical, five foods). Save first runs as
 * bench/results/first-answers/english-set<N>.json or world-<group>.json (generated data, not
 * committed; ~90 s a set for the corpus rebuild) for calibration.ts --first-runs.
 */
import { writeFileSync } from 'node:fs';
import { englishQueries } from './english-queries';
import world from './data/world-queries.json';
import { halfOf, served } from './served';

const [which, file] = process.argv.slice(2);
const group = which?.startsWith('world:') ? which.slice('world:'.length) : undefined;
const set = Number(which);
if ((group === undefined && !Number.isInteger(set)) || !file) {
  console.error('usage: npx bun bench/fresh-answers.ts <set> | world:<group> <file>');
  process.exit(2);
}
const service = await served({ progress: false });
const out: { query: string; source: 'english' | 'world'; top: unknown; nameSource?: string }[] = [];
/** A listed food, as much of it as the judges and calibration.ts read. */
interface Listed {
  id: string;
  name: string;
  dataset: string;
  brand?: string | null;
  match: { method: string; score: number; text?: string; lang?: string };
  sources?: { dataset: string; source_id: string; name: string }[];
}
/** The food without its nutrients and portions: what judging it and classing its match need. */
const judged = (f: Listed | undefined) =>
  f
    ? {
        id: f.id,
        name: f.name,
        dataset: f.dataset,
        brand: f.brand ?? null,
        match: f.match,
        sources: (f.sources ?? []).map((s) => ({ dataset: s.dataset, source_id: s.source_id, name: s.name })),
      }
    : null;
/** Where the checkout's catalog says the first food's matched name comes from (LocalName.source), for a translation. */
function nameSourceOf(top: Listed | undefined): string | undefined {
  if (top?.match.method !== 'translation') return undefined;
  const names = service.catalog.foods.byId.get(top.id)?.names ?? [];
  const text = (top.match.text ?? '').toLowerCase();
  return (names.find((n) => n.lang === top.match.lang && n.text.toLowerCase() === text) ?? names.find((n) => n.text.toLowerCase() === text))?.source;
}
if (group === undefined) {
  for (const q of englishQueries) {
    if ((q.set ?? 1) !== set || halfOf(q.query) !== 'tune') continue;
    const top = (await service.search(q.query, { number: 10 })).foods[0] as Listed | undefined;
    out.push({ query: q.query, source: 'english', top: judged(top), nameSource: nameSourceOf(top) });
  }
} else {
  for (const q of world.queries as { query: string; group: string }[]) {
    if (q.group !== group || halfOf(q.query) !== 'tune') continue;
    const top = (await service.search(q.query, { number: 5, mode: 'lexical' })).foods[0] as Listed | undefined;
    out.push({ query: q.query, source: 'world', top: judged(top), nameSource: nameSourceOf(top) });
  }
}
writeFileSync(file, JSON.stringify(out));
console.log(`${group ?? `set ${set}`}: ${out.length} tune answers saved to ${file}`);
await service.stop();
process.exit(0);
