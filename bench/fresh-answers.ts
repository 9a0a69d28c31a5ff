/**
 * Saves the first answer to each tune query of one English relevance set, for calibration.ts
 * --answers: copied into a checkout of the set's labels-first commit, it records what the code
 * answered before any rule for the set (a fresh first run). Imports only what every checkout since
 * set 2 has (bench/served.ts and the labels).
 *
 *   npx bun bench/fresh-answers.ts <set> <file>
 *
 * For every set: `git log --reverse -S'"set": N,' -- bench/data/food-queries.json` gives the
 * commit; check it out in a worktree of its own with a copy of corpus/build, copy this file in,
 * run it, then `npx bun bench/calibration.ts --answers <file> …` in the current tree.
 */
import { writeFileSync } from 'node:fs';
import labelled from './data/food-queries.json';
import { halfOf, served } from './served';

const [setArg, file] = process.argv.slice(2);
const set = Number(setArg);
if (!Number.isInteger(set) || !file) {
  console.error('usage: npx bun bench/fresh-answers.ts <set> <file>');
  process.exit(2);
}
const service = await served({ progress: false });
const out: { query: string; top: unknown }[] = [];
for (const q of labelled.queries as { query: string; set?: number }[]) {
  if ((q.set ?? 1) !== set || halfOf(q.query) !== 'tune') continue;
  out.push({ query: q.query, top: (await service.search(q.query, { number: 10 })).foods[0] ?? null });
}
writeFileSync(file, JSON.stringify(out));
console.log(`set ${set}: ${out.length} tune answers saved to ${file}`);
await service.stop();
process.exit(0);
