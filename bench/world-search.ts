/**
 * Search beyond American vocabulary, on bench/data/world-queries.json: right@1, confidently wrong
 * (a wrong answer with match score ≥ 0.8, or any answer where none is right; where the labels
 * are accepted rows, an empty list is a food no table holds and only a confident answer is wrong), by group and
 * language, and the calibration table (precision of answers by match score), on the tune and
 * held-out halves.
 *
 *   npx bun bench/world-search.ts [--hybrid] [--fails] [--half tune|held-out]
 *
 * Asks the served corpus (MORSEL_CORPUS_DIR, built when needed) through GET /v1/foods/search
 * itself (bench/served.ts). Lexical by default; --hybrid waits for the semantic index (minutes on
 * a cold vector cache). `--fails` lists the tune half's misses only (answers, and languages named otherwise than labelled). Prints which sources the
 * corpus held.
 */
import labelled from './data/world-queries.json';
import { halfOf, served } from './served';
import { isRightWorld as isRight, noFood, type WorldQuery as Labelled } from './judges';
import { CONFIDENT } from '../src/search/match';
import { args, table } from './lib';

const {
  hybrid,
  fails: showFails,
  half: onlyHalf,
} = args({
  flags: { hybrid: 'hybrid search (waits for the semantic index)', fails: "lists the tune half's misses" },
  options: { half: { description: 'one half only', value: '<tune|held-out>' } },
}).values;
const queries = labelled.queries as Labelled[];

const started = performance.now();
const service = await served({ semantic: hybrid });
const sources = (service.catalog.manifest?.sources ?? []).map((s) => `${s.name} ${s.imported}`).join(', ');
console.log(
  `corpus: ${sources}; mode ${hybrid ? 'hybrid' : 'lexical'}; semantic ${service.catalog.search.semanticAvailable}; loaded in ${Math.round(performance.now() - started)} ms`,
);

interface Outcome {
  q: Labelled;
  half: string;
  right: boolean;
  confidentlyWrong: boolean;
  score: number | null;
  answer: string;
  /** The language the answer names (`language.lang`). */
  tag: string | null;
}

const outcomes: Outcome[] = [];
for (const q of queries) {
  const answer = await service.search(q.query, { number: 5, mode: hybrid ? 'hybrid' : 'lexical' });
  const food = answer.foods[0];
  const score = food ? food.match.score : null;
  let right: boolean;
  let confidentlyWrong: boolean;
  if (q.expect === 'none') {
    right = !food;
    confidentlyWrong = !!food;
  } else if (noFood(q)) {
    right = !food || score! < CONFIDENT;
    confidentlyWrong = !right;
  } else {
    right = !!food && isRight(food, q.expect);
    confidentlyWrong = !!food && !right && score! >= CONFIDENT;
  }
  const shown = food
    ? `${food.name.slice(0, 60)} [${food.match.method} ${score}]`
    : `(none: ${answer.reason ?? ''}; ${(answer.suggestions ?? [])
        .slice(0, 1)
        .map((s) => s.name.slice(0, 40))
        .join('')})`;
  outcomes.push({ q, half: halfOf(q.query), right, confidentlyWrong, score, answer: shown, tag: answer.language.lang });
}

const rate = (xs: Outcome[], f: (o: Outcome) => boolean) => (xs.length ? Math.round((xs.filter(f).length / xs.length) * 1000) / 1000 : NaN);
for (const half of ['tune', 'held-out']) {
  if (onlyHalf && half !== onlyHalf) continue;
  const xs = outcomes.filter((o) => o.half === half);
  const nonEnglish = xs.filter((o) => o.q.lang !== 'en' && !noFood(o.q));
  console.log(
    `\n== ${half}: ${xs.length} queries: right@1 ${rate(xs, (o) => o.right)}, confidently wrong ${rate(xs, (o) => o.confidentlyWrong)}, non-English right@1 ${rate(nonEnglish, (o) => o.right)} (${nonEnglish.length}), language named as labelled ${rate(nonEnglish, (o) => o.tag === o.q.lang)}`,
  );
  // The queries written blind to the lexicons (groups fresh-*) apart from the rest, which rules were written against.
  const fresh = xs.filter((o) => o.q.group.startsWith('fresh-'));
  const earlier = xs.filter((o) => !o.q.group.startsWith('fresh-'));
  console.log(
    `   earlier queries ${earlier.length}: right@1 ${rate(earlier, (o) => o.right)}, confidently wrong ${rate(earlier, (o) => o.confidentlyWrong)}; written blind (fresh-*) ${fresh.length}: right@1 ${rate(fresh, (o) => o.right)}, confidently wrong ${rate(fresh, (o) => o.confidentlyWrong)}`,
  );
  const rows: Record<string, string | number>[] = [];
  const groups = [...new Set(xs.map((o) => o.q.group))];
  for (const g of groups) {
    const gs = xs.filter((o) => o.q.group === g);
    rows.push({ group: g, n: gs.length, 'right@1': rate(gs, (o) => o.right), 'conf. wrong': rate(gs, (o) => o.confidentlyWrong) });
  }
  console.log(table(rows));
  const langs = [...new Set(xs.map((o) => o.q.lang))].filter((l) => xs.filter((o) => o.q.lang === l).length >= 3);
  console.log(
    table(
      langs.map((l) => {
        const ls = xs.filter((o) => o.q.lang === l);
        return { lang: l, n: ls.length, 'right@1': rate(ls, (o) => o.right), 'conf. wrong': rate(ls, (o) => o.confidentlyWrong) };
      }),
    ),
  );
  // Calibration: of the answers given (a top food), how many are right, by match score.
  const answered = xs.filter((o) => o.score !== null && o.answer[0] !== '(' && !noFood(o.q));
  const bands: [number, number][] = [
    [0.9, 1.01],
    [0.8, 0.9],
    [0.6, 0.8],
    [0.3, 0.6],
    [0, 0.3],
  ];
  console.log(
    table(
      bands.map(([lo, hi]) => {
        const b = answered.filter((o) => o.score! >= lo && o.score! < hi);
        return { 'match.score': `${lo}-${Math.min(1, hi)}`, answers: b.length, precision: rate(b, (o) => o.right) };
      }),
    ),
  );
  const confident = answered.filter((o) => o.score! >= CONFIDENT);
  console.log(`precision of answers scored ≥ ${CONFIDENT}: ${rate(confident, (o) => o.right)} (${confident.length} answers)`);
  // The held-out half's misses are never listed: it is not read while code changes.
  if (showFails && half === 'tune') {
    for (const o of xs) if (!o.right) console.log(`  ${o.confidentlyWrong ? 'CW' : '  '} [${o.q.group}/${o.q.lang}] ${o.q.query} → ${o.answer}`);
    for (const o of nonEnglish) if (o.tag !== o.q.lang) console.log(`  language named ${o.tag ?? 'none'}, labelled ${o.q.lang}: ${o.q.query}`);
  }
}
await service.stop();
process.exit(0);
