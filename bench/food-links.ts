/**
 * The canonical-food linker, measured: the link report of the built corpus (links by method,
 * conflicts, refusals, rows left alone) and the precision of the hand-checked sample
 * (bench/data/link-verdicts.json: 200 links drawn by bench/link-sample.ts, judged without the
 * linker), with the sampled links the current build no longer makes.
 *
 *   npx bun bench/food-links.ts [--conflicts]
 */
import { join } from 'node:path';
import verdicts from './data/link-verdicts.json';
import { loadConfig } from '../src/config';
import { loadCorpusParts } from '../src/corpus/build';
import { FOOD_LINKS_SOURCE, type FoodLinksPart } from '../src/corpus/food-links';
import { referenceFoods } from '../src/corpus/reference-parts';
import { args, table } from './lib';

const { conflicts } = args({ flags: { conflicts: 'lists every conflict' } }).values;

const built = loadCorpusParts(join(loadConfig().corpusDir, 'build'));
if (!built) throw new Error('no built corpus: run npm run corpus:build first');
const part = built.parts[FOOD_LINKS_SOURCE] as FoodLinksPart;
const rows = referenceFoods(built.parts);
const keyOf = new Map(rows.map((f) => [f.id, `${f.dataset}:${f.source_id}`]));
const { report } = part;

console.log(`canonical foods: ${report.canonical_foods} from ${rows.length} rows; ${part.groups.length} join several rows`);
console.log(table(Object.entries(report.linked).map(([method, n]) => ({ method, links: n }))));
console.log(`\nconflicts (linked, energy or a macro beyond the agreement tolerance): ${report.conflicts.length}`);
if (conflicts) for (const c of report.conflicts) console.log(`  ${c.method}: ${c.a} | ${c.b} [${c.gaps.join(', ')}]`);
console.log(
  `\nrefused candidates:\n${table(
    Object.entries(report.refused)
      .sort((a, b) => b[1] - a[1])
      .map(([reason, n]) => ({ reason, n })),
  )}`,
);
console.log(`\nrows left as their own food:\n${table(Object.entries(report.alone).map(([table_, n]) => ({ table: table_, rows: n })))}`);

const current = new Set(part.groups.flatMap((g) => g.links.map((l) => `${keyOf.get(l.a)}|${keyOf.get(l.b)}`)));
const sample = verdicts.links;
const same = sample.filter((l) => l.verdict === 'same').length;
const gone = sample.filter((l) => !current.has(`${l.a}|${l.b}`));
console.log(
  `\nhand-checked sample: ${sample.length} links, ${same} the same food in the same state (${((100 * same) / sample.length).toFixed(1)} %; target ≥ 98 %)`,
);
for (const l of sample.filter((x) => x.verdict !== 'same')) console.log(`  different: ${l.a_name} | ${l.b_name} (${l.why})`);
console.log(
  `sampled links the current build no longer makes: ${gone.length}${gone.length ? ` (${gone.filter((l) => l.verdict !== 'same').length} of them judged different)` : ''}`,
);
