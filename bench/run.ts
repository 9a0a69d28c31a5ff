/**
 * `npm run bench`: lists the benchmarks and runs one.
 *
 *   npm run bench -- --list             every benchmark, with the first sentence of its header
 *   npm run bench -- <name> [args…]     runs bench/<name>.ts with the arguments (same Bun), exits with its code
 *
 * Every top-level bench/*.ts is a benchmark unless it is named below: a new script is listed
 * without edits here. Tools prepare data and measure nothing (they run the same way and are listed
 * apart); modules are imported by the scripts and do not run on their own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { headerSummary } from './lib';

export const BENCH_DIR = new URL('.', import.meta.url).pathname;

/** Scripts that write data for benchmarks or judges. */
export const TOOLS = new Set([
  'off-generate', // synthetic Open Food Facts exports
  'link-sample', // the canonical-food links for people to judge
  'relevance-pool', // the search rows still to judge
  'fresh-answers', // a set's first answers at its labels-first commit, for calibration
  'load', // the load generator http-throughput runs
]);

/** Files imported by the scripts. */
export const MODULES = new Set([
  'lib', // shared helpers
  'run', // this runner
  'off-parquet', // OFF's Parquet export format, for off-generate
  'served', // the served corpus in-process, for the search benchmarks
  'search-questions', // search paths not asked before, for service and service-memory
  'judges', // how the search benchmarks judge an answer, for search-relevance, world-search and calibration
  'exact-vectors', // exact float similarity, the quantisation reference for search-relevance
  'search-corpus', // search documents for search-speed
  'search-corpus-built', // search documents from the corpus builder, for search-corpus
  'recipe-pages', // generated pages for recipe-extraction and recipe-ab
]);

export interface Script {
  name: string;
  kind: 'benchmark' | 'tool';
  summary: string;
}

/** The runnable scripts of `dir`, benchmarks first, each group by name. */
export function scripts(dir = BENCH_DIR): Script[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => e.name.slice(0, -'.ts'.length))
    .filter((name) => !MODULES.has(name))
    .map((name): Script => ({ name, kind: TOOLS.has(name) ? 'tool' : 'benchmark', summary: headerSummary(readFileSync(join(dir, `${name}.ts`), 'utf8')) }))
    .sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'benchmark' ? -1 : 1));
}

/** The list `--list` prints. */
export function listing(all: Script[]): string {
  const width = Math.max(...all.map((s) => s.name.length));
  const rows = (kind: Script['kind']) => all.filter((s) => s.kind === kind).map((s) => `  ${s.name.padEnd(width)}  ${s.summary}`);
  return [
    'usage: npm run bench -- <name> [args…]   (<name> --help for its arguments)',
    '',
    'Benchmarks:',
    ...rows('benchmark'),
    '',
    'Tools (prepare data, measure nothing):',
    ...rows('tool'),
  ].join('\n');
}

/**
 * What the command line asks: print the list (exit 0 for `--list`, 2 when no or an unknown name
 * is given) or run a script with the remaining arguments.
 */
export function plan(argv: string[], all: Script[]): { print: string; exitCode: 0 | 2 } | { run: string; args: string[] } {
  const [name, ...rest] = argv;
  if (name === '--list' || name === '--help' || name === '-h') return { print: listing(all), exitCode: 0 };
  if (name === undefined) return { print: listing(all), exitCode: 2 };
  if (!all.some((s) => s.name === name)) return { print: `unknown benchmark "${name}"\n\n${listing(all)}`, exitCode: 2 };
  return { run: name, args: rest };
}

if (import.meta.main) {
  const next = plan(process.argv.slice(2), scripts());
  if ('print' in next) {
    (next.exitCode === 0 ? console.log : console.error)(next.print);
    process.exit(next.exitCode);
  }
  const child = Bun.spawn([process.execPath, join(BENCH_DIR, `${next.run}.ts`), ...next.args], { stdio: ['inherit', 'inherit', 'inherit'] });
  // Ctrl-C reaches the child from the terminal too: wait for it to finish. A SIGTERM sent here is passed on.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  const code = await child.exited;
  // Killed by a signal: the shell's convention, 128 + its number.
  const signal = child.signalCode;
  process.exit(signal ? 128 + (typeof signal === 'number' ? signal : constants.signals[signal]) : code);
}
