/**
 * This checkout's search against another checkout's, in one process: every answer compared, and
 * the time of each through app.handle, the two services asked in turn (which goes first
 * alternates), so that a busy host slows both alike.
 *
 *   npx bun bench/search-ab.ts --base <checkout> [--autocomplete | --hybrid]
 *
 * `<checkout>` is another working tree of this project with its corpus built (a `git worktree`
 * whose corpus folder is a link to this one's is enough; set MORSEL_SHARED_DATA when its parent
 * holds no shared data). Asks every world and English labelled query (lexical), or with
 * `--autocomplete` the English queries' first 2, 3, 5 and 8 letters and whole (5 suggestions),
 * and prints p50, p90 and mean for each side and how many answers differ (the first few named).
 * `--hybrid` asks in hybrid mode, the served default (the sentence vectors are read from the
 * corpus's cache, or made first: minutes when it is cold). Two checkouts sharing one corpus folder
 * were seen to find other neighbours for some queries ("kip") with the same commit: compare a
 * commit with itself first, and read hybrid differences against that.
 * A change meant to keep answers must print 0.
 */
import { englishQueries } from './english-queries';
import worldQueries from './data/world-queries.json';
import { args, percentile } from './lib';
import { type Served, served } from './served';

const opt = args({
  flags: { autocomplete: 'compares autocomplete answers to prefixes (no times)', hybrid: 'asks in hybrid mode (the served default)' },
  options: { base: { description: "the other checkout's folder", value: '<dir>', required: true } },
}).values;

const { served: servedBase } = (await import(`${opt.base}/bench/served.ts`)) as { served: typeof served };
const base = await servedBase({ semantic: opt.hybrid, progress: false });
const head = await served({ semantic: opt.hybrid, progress: false });
const mode = opt.hybrid ? 'hybrid' : 'lexical';
const differing: string[] = [];

if (opt.autocomplete) {
  const prefixes = new Set(englishQueries.flatMap((q) => [2, 3, 5, 8, Infinity].map((k) => q.query.slice(0, k))));
  for (const prefix of prefixes) {
    const path = `/v1/foods/autocomplete?${new URLSearchParams({ query: prefix, number: '5' })}`;
    const [a, b] = [await base.ask(path), await head.ask(path)];
    if (JSON.stringify(a) !== JSON.stringify(b)) differing.push(prefix);
  }
  console.log(`${prefixes.size} prefixes; answers differing: ${differing.length}`);
} else {
  const world = (worldQueries as { queries: { query: string }[] }).queries;
  const queries = [...world, ...englishQueries].map((q) => q.query);
  const times = new Map<Served, number[]>([
    [base, []],
    [head, []],
  ]);
  for (const [i, query] of queries.entries()) {
    const order = i % 2 === 0 ? [base, head] : [head, base];
    const answers: string[] = [];
    for (const side of order) {
      const { answer, ms } = await side.timedSearch(query, { mode });
      times.get(side)!.push(ms);
      answers.push(JSON.stringify(answer));
    }
    if (answers[0] !== answers[1]) differing.push(query);
  }
  const line = (t: number[]) => {
    const mean = t.reduce((sum, x) => sum + x, 0) / t.length;
    t.sort((a, b) => a - b);
    return `p50 ${percentile(t, 50).toFixed(3)} ms, p90 ${percentile(t, 90).toFixed(3)} ms, mean ${mean.toFixed(3)} ms`;
  };
  console.log(`${queries.length} searches; base ${line(times.get(base)!)}; this checkout ${line(times.get(head)!)}; answers differing: ${differing.length}`);
}
if (differing.length) console.log(`first differing: ${differing.slice(0, 10).join(' | ')}`);
await base.stop();
await head.stop();
process.exit(0);
