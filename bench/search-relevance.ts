/**
 * English food search as users get it: the labelled everyday queries of
 * bench/data/food-queries/ asked of the served corpus (every table joined into canonical
 * foods, the corpus's products) through GET /v1/foods/search (bench/served.ts).
 *
 *   npx bun bench/search-relevance.ts [--hybrid [--exact-vectors]] [--fails] [--unjudged] [--set N]
 *
 * A result is right when one of its rows is an accepted SR28 food (`accept`, NDB numbers) or an
 * accepted row of another table (`accept_rows`, `dataset:source_id`, labelled by hand for foods
 * the SR28 list cannot name); wrong when it has an SR28 row not accepted or a row judged wrong
 * (`reject_rows`), or when the query lists accepted rows and it has none. Reported per half (tune / held-out, by a hash of the query, set once):
 * hit@1, hit@5, MRR (cut at 10), confidently wrong (the first food has match.score ≥ 0.8 and is
 * wrong), the share right of first foods scored ≥ 0.8 (judged ones), no answer, and top-5 lists that show one food twice (the same canonical food, or two
 * foods of the same name). `--fails` lists the tune half's misses only: the held-out half is never
 * read while code changes. `--unjudged` lists top answers no label covers (rows of other tables to
 * label, both halves: labels are data, written before the code they judge). `--set 2` asks only the
 * second set (queries marked `set: 2`, judged before the rules they test), `--set 1` only the first.
 * `--confident` lists the tune half's answers scored ≥ 0.8 with their match method and matched text
 * (to read which ways of matching give wrong confident answers; tune only, as `--fails`).
 * `--exact-vectors` (with `--hybrid`) ranks with exact float similarity (bench/exact-vectors.ts):
 * the reference the served 8-bit vectors are measured against.
 *
 * Speed: each labelled query is timed once through app.handle, after the world queries, its bytes
 * let go unread (the client parses in its own process), in a pass of its own before the judged
 * pass; the judged pass's times (second askings, answers parsed between requests) are shown too.
 */
import { englishQueries } from './english-queries';
import worldQueries from './data/world-queries.json';
import { halfOf, served } from './served';
import { isRightEnglish as isRight, rowsOf } from './judges';
import { args, percentile, table } from './lib';
import { bagKey } from '../src/domain/language/text';
import { loadConfig } from '../src/config';
import { useExactVectors } from './exact-vectors';

const opt = args({
  flags: {
    hybrid: 'hybrid search (lexical otherwise)',
    'exact-vectors': 'with --hybrid: exact float similarity instead of the served 8-bit vectors (the quantisation reference)',
    unjudged: 'lists the first answers no label judges',
    fails: 'lists the tune queries answered wrong',
    confident:
      "lists the tune queries answered with a score ≥ 0.8, right or wrong, with how the match was made (method, matched text) and the second food's score",
  },
  options: {
    set: { description: 'asks only this labelled set (1: the first, unmarked; 2 to 23: marked `set: N`)', value: '<N>', number: true },
  },
}).values;
const queries = englishQueries.filter((q) => opt.set === undefined || (q.set ?? 1) === opt.set);
const LIMIT = 10;
const CONFIDENT = 0.8;

const service = await served({ semantic: opt.hybrid });
if (opt['exact-vectors']) await useExactVectors(service.catalog, loadConfig());
console.log(
  `served corpus: ${service.catalog.foods.generic.length} generic foods (${service.catalog.canonical?.rows.size ?? 0} joined from several tables); mode ${opt.hybrid ? 'hybrid' : 'lexical'}; ${queries.length} labelled queries`,
);

interface Tally {
  n: number;
  hit1: number;
  hit5: number;
  mrr: number;
  confidentWrong: number;
  unanswered: number;
  unjudged: number;
  dupFood: number;
  dupName: number;
  confident: number;
  confidentRight: number;
  /** Answered queries whose answer names a language other than English (these are English queries; set 54 mixes in Indian words). */
  namedOther: number;
}
const tally = (): Tally => ({
  n: 0,
  hit1: 0,
  hit5: 0,
  mrr: 0,
  confidentWrong: 0,
  unanswered: 0,
  unjudged: 0,
  dupFood: 0,
  dupName: 0,
  confident: 0,
  confidentRight: 0,
  namedOther: 0,
});
/**
 * A service answers after it has served others: the labelled queries are timed after the world
 * queries (other questions, so no answer is cached for them) have warmed the process, whose own
 * times are reported as a fresh process's first searches. Timed alone, each query once, its bytes
 * let go unread (served.ts searchTime), before the pass that parses and judges the answers.
 */
const firstSearches: number[] = [];
const labelledText = new Set(queries.map((q) => q.query));
for (const q of new Set(worldQueries.queries.map((w) => w.query).filter((w) => !labelledText.has(w))))
  firstSearches.push(await service.searchTime(q, { number: LIMIT }));
/** Time of each search through the API's entry point until its bytes are in hand (in process, each query asked once: no answer cache). */
const took: number[] = [];
for (const q of queries) took.push(await service.searchTime(q.query, { number: LIMIT }));

const halves = { tune: tally(), 'held-out': tally() };
const fails: string[] = [];
const confidentTune: string[] = [];
const unjudged: string[] = [];
/** The judged pass's times (each query's second asking, its answer parsed before the next request), and of parsing. */
const tookParsing: number[] = [];
const parsed: number[] = [];

for (const q of queries) {
  const half = halfOf(q.query);
  const t = halves[half];
  const { answer, ms, parseMs } = await service.timedSearch(q.query, { number: LIMIT });
  tookParsing.push(ms);
  parsed.push(parseMs);
  const foods = answer.foods;
  t.n++;
  if (foods.length === 0) t.unanswered++;
  else if (answer.language.lang !== 'en' && answer.language.lang !== null) t.namedOther++;
  const verdicts = foods.map((f) => isRight(f, q));
  const pos = verdicts.indexOf(true);
  if (pos === 0) t.hit1++;
  if (pos >= 0 && pos < 5) t.hit5++;
  if (pos >= 0) t.mrr += 1 / (pos + 1);
  const top = foods[0];
  if (top && verdicts[0] === null) {
    t.unjudged++;
    if (opt.unjudged) unjudged.push(`${half}\t${q.query}\t${rowsOf(top).join(' ')}\t${top.name}`);
  }
  if (top && verdicts[0] === false && top.match.score >= CONFIDENT) t.confidentWrong++;
  if (top && verdicts[0] !== null && top.match.score >= CONFIDENT) {
    t.confident++;
    if (verdicts[0]) t.confidentRight++;
  }
  if (half === 'tune' && opt.confident && top && verdicts[0] !== null && top.match.score >= CONFIDENT)
    confidentTune.push(
      [
        verdicts[0] ? 'right' : 'WRONG',
        q.query,
        q.set ?? 1,
        top.match.score,
        top.match.method,
        (top.match as { text?: string }).text ?? '',
        (top.match as { lang?: string }).lang ?? '',
        top.dataset,
        rowsOf(top).join(' '),
        top.name,
        foods[1] ? `${foods[1].match.score} ${foods[1].match.method} ${foods[1].name}` : '',
      ].join('\t'),
    );
  const five = foods.slice(0, 5);
  const fiveRows = five.flatMap((f) => (f.sources?.length ? rowsOf(f) : [f.id]));
  if (new Set(fiveRows).size < fiveRows.length) t.dupFood++;
  if (new Set(five.map((f) => bagKey(f.name))).size < five.length) t.dupName++;
  if (half === 'tune' && pos !== 0 && opt.fails) {
    fails.push(
      `${q.query} [${pos}] → ${foods
        .slice(0, 3)
        .map((f) => `${f.name.slice(0, 50)} (${f.dataset}, ${f.match.score})`)
        .join(' | ')}`,
    );
  }
}

const rows = Object.entries(halves).map(([half, t]) => ({
  half,
  n: t.n,
  'hit@1': t.hit1 / t.n,
  'hit@5': t.hit5 / t.n,
  MRR: t.mrr / t.n,
  'confidently wrong': t.confidentWrong / t.n,
  'right when score ≥ 0.8': `${(t.confidentRight / t.confident).toFixed(3)} (${t.confident})`,
  'no answer': t.unanswered / t.n,
  'top-1 unjudged': t.unjudged,
  'top-5 same food twice': t.dupFood / t.n,
  'top-5 same name twice': t.dupName / t.n,
  'language not English': t.namedOther / (t.n - t.unanswered),
}));
console.log(`\n${table(rows)}`);
for (const times of [took, tookParsing, parsed, firstSearches]) times.sort((a, b) => a - b);
console.log(
  `\nsearch through app.handle, in process, each query once, until the answer's bytes are in hand: p50 ${percentile(took, 50).toFixed(2)} ms, p99 ${percentile(took, 99).toFixed(2)} ms (${took.length} queries, after ${firstSearches.length} other searches); asked a second time (the names met before), each answer parsed before the next request: p50 ${percentile(tookParsing, 50).toFixed(2)} ms; parsing an answer (the client's work) p50 ${percentile(parsed, 50).toFixed(2)} ms`,
  `\na fresh process's first ${firstSearches.length} searches (the world queries, before the labelled ones): p50 ${percentile(firstSearches, 50).toFixed(2)} ms, p99 ${percentile(firstSearches, 99).toFixed(2)} ms`,
);
if (fails.length) console.log(`\ntune-half misses at rank 1 (${fails.length}):\n${fails.join('\n')}`);
if (confidentTune.length) console.log(`\ntune answers scored ≥ 0.8 (${confidentTune.length}):\n${confidentTune.join('\n')}`);
if (unjudged.length) console.log(`\nunjudged top answers (${unjudged.length}):\n${unjudged.join('\n')}`);
await service.stop();
process.exit(0);
