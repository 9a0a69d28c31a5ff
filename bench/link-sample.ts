/**
 * Draws the hand-checked sample of canonical-food links: 200 links of the built corpus's
 * food-links part, at random (a seeded generator, so the draw can be repeated), with both rows'
 * names and energy and macros, for a person or a careful review to judge ("same food in the same
 * state?"). The verdicts are data (bench/data/link-verdicts.json), never written by the linker;
 * bench/food-links.ts reads them.
 *
 *   npx bun bench/link-sample.ts [--n 200] [--seed 2026] > sample.jsonl
 */
import { loadCorpusParts } from '../src/corpus/build';
import { referenceFoods } from '../src/corpus/reference-parts';
import { FOOD_LINKS_SOURCE, type FoodLinksPart } from '../src/corpus/food-links';
import { loadConfig } from '../src/config';
import { join } from 'node:path';
import { args } from './lib';

const { values } = args({ options: { n: { description: 'links to draw', default: 200 }, seed: { description: 'seed of the draw', default: 2026 } } });
const built = loadCorpusParts(join(loadConfig().corpusDir, 'build'));
if (!built) throw new Error('no built corpus: run npm run corpus:build first');
const rows = new Map(referenceFoods(built.parts).map((f) => [f.id, f]));
const links = (built.parts[FOOD_LINKS_SOURCE] as FoodLinksPart).groups.flatMap((g) => g.links);
let seed = values.seed;
const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
const picked = new Set<number>();
while (picked.size < Math.min(values.n, links.length)) picked.add(Math.floor(next() * links.length));
const show = (id: string) => {
  const f = rows.get(id)!;
  return { row: `${f.dataset}:${f.source_id}`, name: f.name, kcal: f.calories, protein_g: f.protein_g, carbs_g: f.carbs_g, fat_g: f.fat_g };
};
for (const i of [...picked].sort((a, b) => a - b)) {
  const l = links[i]!;
  console.log(JSON.stringify({ a: show(l.a), b: show(l.b), method: l.method }));
}
