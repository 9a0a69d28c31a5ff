/**
 * Calibration by class: of the first answers scored ≥ 0.8 (match.score), how many are right, by
 * what the matcher knows of each (the kind of match, where a translation's name comes from, the
 * words the food's name says beyond the query, its table, a one-word query, the band), on the
 * English relevance sets and the world queries, per half. A confident answer to a world query for
 * a food no table holds (`none`, `rows: []`) is wrong, as world-search.ts counts it.
 *
 *   npx bun bench/calibration.ts [--set N] [--english | --world] [--wrong] [--tune-list] [--json <file>]
 *   npx bun bench/calibration.ts --answers <file> [--answers <file> …] | --first-runs
 *
 * A class whose precision is under 0.97 on the tune half (and on fresh first runs: the answers of
 * the code at a set's labels-first commit) is a candidate for a cap in src/search/match.ts. The
 * held-out half is printed only as counts and precision per class, never its queries. `--wrong`
 * lists the tune half's confident answers that are wrong, with their class. `--json` writes the
 * tune half's per-answer classes and verdicts (for comparing commits; held-out rows carry only
 * their class and verdict, no query). `--answers` classes and judges first answers saved by an
 * earlier checkout instead of asking the service: files of `[{ query, source, top, nameSource }]`
 * (`source`: english, the default, or world; `top`: the first food of the search's answer, or
 * null; `nameSource`: where that checkout's catalog says a translation's name came from), such as
 * a set's or a world group's tune half asked of the code at its labels-first commit (a fresh first
 * run: bench/fresh-answers.ts); only tune queries are read. `--first-runs` reads every such file
 * in bench/results/first-answers/ (generated, not committed: bench/fresh-answers.ts says how; made
 * so far for English sets 35-39 and world groups fresh-world, -2 … -6 and fresh-cooked).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { englishQueries } from './english-queries';
import world from './data/world-queries.json';
import { halfOf, served, type ServedFood } from './served';
import { isRightEnglish, isRightWorld, noFood, type EnglishQuery, type WorldQuery } from './judges';
import { args, table } from './lib';
import { tokenize } from '../src/domain/language/text';
import { isPlainWord } from '../src/search/doc';
import { CONFIDENT } from '../src/search/match';
import { LEXICON_NAMES_SOURCE } from '../src/domain/foods/food';

const opt = args({
  flags: {
    english: 'the English relevance sets only',
    world: 'the world queries only',
    wrong: "lists the tune half's confident answers that are wrong",
    'tune-list': 'lists every tune confident answer, with its class and verdict',
    'first-runs': 'judges the first runs saved in bench/results/first-answers/ (as --answers with each file)',
  },
  options: {
    set: { description: 'English set N only (1: the first, unmarked)', value: '<N>', number: true },
    json: { description: 'writes every confident answer’s class and verdict to this file', value: '<file>' },
    answers: { description: 'saved first answers of tune queries (English or world) to judge instead of asking the service', value: '<file>', multiple: true },
  },
}).values;

interface Answer extends ServedFood {
  match: { method: string; score: number; text?: string; lang?: string };
}

/** The classes of a confident first answer. */
interface Classes {
  kind: string;
  beyond: string;
  table: string;
  words: string;
  band: string;
  /** A translation whose accents the query leaves out ("banh mi" for "bánh mì"). */
  accents: string;
  /** A translation met by a query whose words are all words of generic foods' own (English) names, and whether the food's name says them ("toast": an Italian "toast" of crackers). */
  english: string;
  /** Where a translation's name comes from: the food's own table, a reviewed lexicon, or the taxonomies (linked by an English name). */
  via: string;
  /** World queries: whether a table holds the food (`none` and `rows: []` are foods no table holds: a confident answer is wrong). */
  food: string;
}

/** How the matcher met the food: its method, its band (A exact, B head), a store product apart and, for a translation, whether the matched name is English. */
function kindOf(f: Answer): string {
  const { method, score, lang } = f.match;
  // A store product: named whole (exact name) or with its brand (lexical).
  if (f.dataset === 'openfoodfacts') return method === 'exact_name' ? 'product by name' : method === 'lexical' ? 'product by brand' : `product ${method}`;
  if (method === 'translation') return `translation ${lang === 'en' ? 'en' : 'other'} ${score >= 0.88 ? 'A' : 'B'}`;
  if (method === 'lexical') return 'head band';
  return `${method}${score >= 0.88 ? '' : ' B'}`;
}

/** Words of the food's name beyond the query's, plain-form words and parentheses aside. */
function beyondOf(f: Answer, query: string): number {
  const asked = new Set(tokenize(query));
  return new Set(tokenize(f.name.replace(/\([^)]*\)/g, ' ')).filter((w) => !asked.has(w) && !isPlainWord(w))).size;
}

const marked = (text: string) => /[\u0300-\u036f]/.test(text.normalize('NFD'));

/** Where the matched translation comes from (LocalName.source of the food's name spelt as matched; as fresh-answers.ts reads it in an old checkout, which imports nothing of this file). */
function viaOf(f: Answer, saved?: string): string {
  if (f.match.method !== 'translation') return 'not a translation';
  const names = service.catalog.foods.byId.get(f.id)?.names ?? [];
  const text = (f.match.text ?? '').toLowerCase();
  const source =
    saved ?? (names.find((n) => n.lang === f.match.lang && n.text.toLowerCase() === text) ?? names.find((n) => n.text.toLowerCase() === text))?.source;
  if (!source) return 'translation, source unknown';
  if (source === LEXICON_NAMES_SOURCE) return 'reviewed lexicon';
  if (source === 'off-taxonomy') return 'taxonomy';
  return `table's own name (${source})`;
}

function classesOf(f: Answer, query: string, nameSource?: string): Classes {
  const beyond = beyondOf(f, query);
  const words = tokenize(query).length;
  return {
    kind: kindOf(f),
    beyond: beyond >= 3 ? '3+' : String(beyond),
    table: f.dataset,
    words: words <= 1 ? '1 word' : words === 2 ? '2 words' : '3+ words',
    band: f.match.score >= 0.88 ? 'A (≥ 0.88)' : 'B (0.80-0.88)',
    english:
      f.match.method !== 'translation'
        ? 'not a translation'
        : !tokenize(query).every((w) => ownWords.has(w))
          ? 'query not all English words'
          : tokenize(query).every((w) => tokenize(f.name).includes(w))
            ? 'English words the name says'
            : "English words the name doesn't say",
    accents:
      f.match.method !== 'translation' ? 'not a translation' : marked(f.match.text ?? '') && !marked(query) ? `typed bare (${f.match.lang})` : 'as written',
    via: viaOf(f, nameSource),
    food: 'a table holds it',
  };
}

interface Row {
  source: 'english' | 'world';
  half: 'tune' | 'held-out';
  query: string;
  right: boolean;
  classes: Classes;
  answer: string;
}

const service = await served();
/** Words of generic foods' own names and aliases (not of translations): the English vocabulary. */
const ownWords = new Set(service.catalog.search.docs.filter((d) => d.kind === 'generic').flatMap((d) => [d.name, ...d.aliases].flatMap((t) => tokenize(t))));
const rows: Row[] = [];
const describe = (f: Answer) =>
  `${f.name.slice(0, 60)} [${f.dataset} ${f.match.method} ${f.match.score}${f.match.lang ? ` ${f.match.lang}` : ''}${f.match.text && f.match.text !== f.name ? ` "${f.match.text}"` : ''}]`;
const labels = new Map(englishQueries.map((q) => [q.query, q]));

/** A confident, judged first answer to an English query, as a row (null otherwise). */
function englishRow(q: EnglishQuery, top: Answer | null | undefined, nameSource?: string): Row | null {
  if (!top || top.match.score < CONFIDENT) return null;
  const right = isRightEnglish(top, q);
  if (right === null) return null;
  return { source: 'english', half: halfOf(q.query), query: q.query, right, classes: classesOf(top, q.query, nameSource), answer: describe(top) };
}

/** A confident first answer to a world query, as a row (null otherwise); where no table holds the food (`none`, `rows: []`) a confident answer is wrong, as world-search.ts counts it. */
function worldRow(q: WorldQuery, top: Answer | null | undefined, nameSource?: string): Row | null {
  if (!top || top.match.score < CONFIDENT) return null;
  return {
    source: 'world',
    half: halfOf(q.query),
    query: q.query,
    right: noFood(q) ? false : isRightWorld(top, q.expect as Exclude<WorldQuery['expect'], 'none'>),
    classes: { ...classesOf(top, q.query, nameSource), food: noFood(q) ? 'no table holds it' : 'a table holds it' },
    answer: describe(top),
  };
}

const worldLabels = new Map((world.queries as WorldQuery[]).map((q) => [q.query, q]));
const FIRST_ANSWERS = join(import.meta.dir, 'results', 'first-answers');
const answerFiles = [...opt.answers, ...(opt['first-runs'] ? readdirSync(FIRST_ANSWERS).map((f) => join(FIRST_ANSWERS, f)) : [])];
if (answerFiles.length) {
  for (const file of answerFiles) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { query: string; source?: 'english' | 'world'; top: Answer | null; nameSource?: string }[];
    for (const { query, source = 'english', top, nameSource } of saved) {
      if (halfOf(query) !== 'tune') continue;
      const eq = source === 'english' ? labels.get(query) : undefined;
      const wq = source === 'world' ? worldLabels.get(query) : undefined;
      const row = eq ? englishRow(eq, top, nameSource) : wq ? worldRow(wq, top, nameSource) : null;
      if (row) rows.push(row);
    }
  }
}
const ask = !answerFiles.length;
if (ask && !opt.world) {
  for (const q of englishQueries) {
    if (opt.set !== undefined && (q.set ?? 1) !== opt.set) continue;
    const row = englishRow(q, (await service.search(q.query, { number: 10 })).foods[0] as Answer | undefined);
    if (row) rows.push(row);
  }
}
if (ask && !opt.english && opt.set === undefined) {
  for (const q of world.queries as WorldQuery[]) {
    const row = worldRow(q, (await service.search(q.query, { number: 5, mode: 'lexical' })).foods[0] as Answer | undefined);
    if (row) rows.push(row);
  }
}
await service.stop();

const precision = (xs: Row[]) => (xs.length ? (xs.filter((r) => r.right).length / xs.length).toFixed(3) : '-');
function byClass(name: keyof Classes, xs: Row[]): Record<string, string | number>[] {
  const buckets = [...new Set(xs.map((r) => r.classes[name]))].sort();
  return buckets.map((b) => {
    const tune = xs.filter((r) => r.classes[name] === b && r.half === 'tune');
    const held = xs.filter((r) => r.classes[name] === b && r.half === 'held-out');
    return {
      [name]: b,
      'tune n': tune.length,
      'tune wrong': tune.filter((r) => !r.right).length,
      'tune precision': precision(tune),
      'held-out n': held.length,
      'held-out wrong': held.filter((r) => !r.right).length,
      'held-out precision': precision(held),
    };
  });
}

for (const source of ['english', 'world'] as const) {
  const xs = rows.filter((r) => r.source === source);
  if (!xs.length) continue;
  const tune = xs.filter((r) => r.half === 'tune');
  const held = xs.filter((r) => r.half === 'held-out');
  console.log(`\n== ${source}: confident first answers: tune ${precision(tune)} (${tune.length}), held-out ${precision(held)} (${held.length})`);
  for (const name of ['kind', 'via', 'food', 'beyond', 'table', 'words', 'band', 'accents', 'english'] as const) console.log(`\n${table(byClass(name, xs))}`);
  // Kind by words beyond: the pair a cap would read.
  const pairs = xs.map((r) => ({ ...r, classes: { ...r.classes, kind: `${r.classes.kind} / ${r.classes.beyond} beyond` } }));
  console.log(`\n${table(byClass('kind', pairs))}`);
}
if (opt.wrong) {
  console.log('\ntune confident answers that are wrong:');
  for (const r of rows) if (r.half === 'tune' && !r.right) console.log(`  [${r.source}] ${r.query} → ${r.answer} {${Object.values(r.classes).join(' | ')}}`);
}
if (opt['tune-list']) {
  console.log('\ntune confident answers:');
  for (const r of rows)
    if (r.half === 'tune') console.log(`  ${r.right ? 'ok' : 'WRONG'} [${r.source}] ${r.query} → ${r.answer} {${Object.values(r.classes).join(' | ')}}`);
}
if (opt.json) {
  const out = rows.map((r) => (r.half === 'tune' ? r : { source: r.source, half: r.half, right: r.right, classes: r.classes }));
  writeFileSync(opt.json, JSON.stringify(out, null, 1));
}
process.exit(0);
