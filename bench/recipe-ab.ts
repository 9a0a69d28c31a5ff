/**
 * This checkout's recipe extraction against another checkout's, in one process, the two asked in
 * turn (which goes first alternates), so that a busy host slows both alike: the generated pages of
 * bench/recipe-pages.ts (p50 of the wall times) and the tune half of the real pages (ms a page, each
 * round). Every page's answer is compared: a change meant to keep answers must print 0.
 *
 *   npx bun bench/recipe-ab.ts --base <checkout> [--rounds 60]
 *
 * `<checkout>` is another working tree of this project (a `git worktree` is enough).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { args } from './lib';
import { bigPage, nestedListsPage, nestedTablesPage } from './recipe-pages';
import { extractRecipes } from '../src/domain/recipes/extract';
import { loadRealPages, PAGES_DIR } from '../test/helpers/recipe-page-score';

type Extract = typeof extractRecipes;

const opt = args({
  options: {
    base: { description: "the other checkout's folder", value: '<dir>', required: true },
    rounds: { description: 'rounds of the generated pages (the bad-input pages get a quarter)', value: '<n>', number: true },
  },
}).values;
const rounds = opt.rounds ?? 60;
const { extractRecipes: extractBase } = (await import(`${opt.base}/src/domain/recipes/extract.ts`)) as { extractRecipes: Extract };
const sides: [string, Extract][] = [
  ['base', extractBase],
  ['this checkout', extractRecipes],
];
/** Alternates which side goes first. */
const inTurn = (round: number) => (round % 2 ? [...sides].reverse() : sides);

const answer = (f: Extract, html: string) => {
  try {
    return JSON.stringify(f({ html }));
  } catch (err) {
    return (err as Error).message;
  }
};
const tune = loadRealPages('tune');
const real = tune.map((p) => readFileSync(join(PAGES_DIR, p.file), 'utf8'));
const generated: [string, string, number][] = [
  ['489 KB plugin page', bigPage(false), rounds],
  ['489 KB JSON-LD page', bigPage(true), rounds],
  ['1 MB nested tables', nestedTablesPage(), Math.ceil(rounds / 4)],
  ['1 MB nested lists', nestedListsPage(), Math.ceil(rounds / 4)],
];
const differing = [...tune.map((p, i): [string, string] => [p.file, real[i]!]), ...generated.map(([label, html]): [string, string] => [label, html])]
  .filter(([, html]) => answer(extractBase, html) !== answer(extractRecipes, html))
  .map(([name]) => name);

for (const [label, html, n] of generated) {
  const times = new Map<string, number[]>(sides.map(([k]) => [k, []]));
  for (let r = 0; r < n; r++)
    for (const [k, f] of inTurn(r)) {
      const started = performance.now();
      f({ html });
      times.get(k)!.push(performance.now() - started);
    }
  const p50 = (k: string) =>
    times
      .get(k)!
      .sort((a, b) => a - b)
      [n >> 1]!.toFixed(1);
  console.log(`${label}: base p50 ${p50('base')} ms, this checkout ${p50('this checkout')} ms (${n} each)`);
}
const perPage = new Map<string, string[]>(sides.map(([k]) => [k, []]));
for (let r = 0; r < 6; r++)
  for (const [k, f] of inTurn(r)) {
    const started = performance.now();
    for (const html of real) answer(f, html);
    perPage.get(k)!.push(((performance.now() - started) / real.length).toFixed(2));
  }
console.log(`${real.length} tune pages, ms a page by round: base ${perPage.get('base')!.join(' ')}; this checkout ${perPage.get('this checkout')!.join(' ')}`);
console.log(`answers differing: ${differing.length}${differing.length ? ` (${differing.slice(0, 5).join(', ')})` : ''}`);
