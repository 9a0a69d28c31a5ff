/**
 * Food-name autocomplete as users get it: how many letters of an everyday English food a user types
 * before GET /v1/foods/autocomplete suggests it, on the served corpus through the API's entry point
 * (bench/served.ts).
 *
 *   npx bun bench/autocomplete.ts [--set N] [--show P…]
 *
 * The foods are the labelled queries of bench/data/food-queries/, judged as the relevance bench
 * judges a search's first food (bench/judges.ts): each prefix of a query (1 to 12 characters, then
 * the whole query) is asked for 5 suggestions, and the query is found at the first prefix where
 * one suggestion's food is a right answer to the whole query. Reported per half (tune / held-out,
 * as the relevance bench splits them): found by 3 letters, by 5, by the whole query; letters typed
 * until found (median, of those found); and the share of suggestions for a Latin-script prefix
 * that are not written in Latin letters (a completion a user cannot see what they typed in).
 * `--show` prints the suggestions for the given prefixes.
 */
import { englishQueries } from './english-queries';
import { halfOf, served, type ServedFood } from './served';
import { isRightEnglish } from './judges';
import { args, percentile, table } from './lib';

const opt = args({
  options: {
    set: { description: 'asks only this labelled set', value: '<N>', number: true },
    show: { description: 'prints the suggestions for these prefixes (comma-separated)', value: '<p,…>' },
  },
}).values;
const SHOWN = 5;
const MAX_PREFIX = 12;

interface Suggestions {
  suggestions: { id: string; name: string }[];
}
const service = await served({ progress: false });
const suggest = async (prefix: string) =>
  (await service.get<Suggestions>(`/v1/foods/autocomplete?${new URLSearchParams({ query: prefix, number: String(SHOWN) })}`)).suggestions;

if (opt.show) {
  for (const p of opt.show.split(',')) console.log(`${p}: ${(await suggest(p)).map((s) => s.name).join(' | ')}`);
  await service.stop();
  process.exit(0);
}

/** A suggested food as the judges read it (its sources), fetched once. */
const foods = new Map<string, ServedFood | null>();
async function food(id: string): Promise<ServedFood | null> {
  if (!foods.has(id)) {
    const { status, body } = await service.ask<ServedFood>(`/v1/foods/${encodeURIComponent(id)}`);
    foods.set(id, status === 200 ? body : null);
  }
  return foods.get(id)!;
}

const LATIN = /\p{Script=Latin}/u;
const queries = englishQueries.filter((q) => opt.set === undefined || (q.set ?? 1) === opt.set);
interface Tally {
  n: number;
  by3: number;
  by5: number;
  byWhole: number;
  typed: number[];
  shownLatin: number;
  notLatin: number;
}
const halves: Record<'tune' | 'held-out', Tally> = {
  tune: { n: 0, by3: 0, by5: 0, byWhole: 0, typed: [], shownLatin: 0, notLatin: 0 },
  'held-out': { n: 0, by3: 0, by5: 0, byWhole: 0, typed: [], shownLatin: 0, notLatin: 0 },
};
const took: number[] = [];

for (const q of queries) {
  const t = halves[halfOf(q.query)];
  t.n++;
  const text = q.query.trim();
  const lengths = [...new Set([...Array.from({ length: Math.min(MAX_PREFIX, text.length) }, (_, i) => i + 1), text.length])];
  for (const n of lengths) {
    const prefix = text.slice(0, n);
    if (prefix.endsWith(' ')) continue;
    const started = performance.now();
    const shown = await suggest(prefix);
    took.push(performance.now() - started);
    if (LATIN.test(prefix)) {
      t.shownLatin += shown.length;
      t.notLatin += shown.filter((s) => !LATIN.test(s.name)).length;
    }
    let found = false;
    for (const s of shown) {
      const f = await food(s.id);
      if (f && isRightEnglish(f, q)) found = true;
    }
    if (!found) continue;
    if (n <= 3) t.by3++;
    if (n <= 5) t.by5++;
    t.byWhole++;
    t.typed.push(n);
    break;
  }
}

took.sort((a, b) => a - b);
console.log(
  table(
    Object.entries(halves).map(([half, t]) => {
      t.typed.sort((a, b) => a - b);
      return {
        half,
        n: t.n,
        'found by 3 letters': t.by3 / t.n,
        'by 5': t.by5 / t.n,
        'by the whole query': t.byWhole / t.n,
        'letters typed (median, found)': percentile(t.typed, 50),
        'not in Latin letters (Latin prefix)': t.notLatin / t.shownLatin,
      };
    }),
  ),
);
console.log(
  `\nautocomplete through app.handle: p50 ${percentile(took, 50).toFixed(2)} ms, p99 ${percentile(took, 99).toFixed(2)} ms (${took.length} prefixes)`,
);
await service.stop();
process.exit(0);
