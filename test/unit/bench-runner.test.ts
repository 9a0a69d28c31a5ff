/** `npm run bench` (bench/run.ts) and the benchmarks' one argument reader (bench/lib.ts). */
import { describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { headerSummary, readArgs, UsageError } from '../../bench/lib';
import { BENCH_DIR, listing, MODULES, plan, scripts, TOOLS } from '../../bench/run';

const ROOT = join(import.meta.dir, '../..');

/** A bench folder with one file of each kind, and a benchmark added later (as bench/service.ts will be). */
function benchFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'morsel-bench-runner-'));
  const header = (text: string) => `/**\n * ${text}\n *\n *   npx bun bench/x.ts\n */\nexport {};\n`;
  writeFileSync(join(dir, 'hot-path.ts'), header('The metered hot path in-process (issue 20): µs per request. More text.'));
  writeFileSync(join(dir, 'service.ts'), header('The whole service, e.g. as people run it, vs. a bare server.'));
  writeFileSync(join(dir, 'off-generate.ts'), header('Synthetic Open Food Facts exports.'));
  writeFileSync(join(dir, 'lib.ts'), header('Shared benchmark helpers.'));
  writeFileSync(join(dir, 'run.ts'), header('The runner.'));
  writeFileSync(join(dir, 'notes.md'), 'not a script');
  return dir;
}

describe('the list of benchmarks', () => {
  test('every top-level script but the modules, benchmarks first, with its header’s first sentence', () => {
    const dir = benchFolder();
    try {
      expect(scripts(dir)).toEqual([
        { name: 'hot-path', kind: 'benchmark', summary: 'The metered hot path in-process (issue 20): µs per request.' },
        { name: 'service', kind: 'benchmark', summary: 'The whole service, e.g. as people run it, vs. a bare server.' },
        { name: 'off-generate', kind: 'tool', summary: 'Synthetic Open Food Facts exports.' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the names set apart are files of bench/, and every benchmark there says what it measures', () => {
    for (const name of [...MODULES, ...TOOLS]) expect(existsSync(join(BENCH_DIR, `${name}.ts`))).toBe(true);
    const all = scripts();
    expect(all.filter((s) => s.kind === 'benchmark').length).toBeGreaterThan(20);
    expect(all.map((s) => s.name)).not.toContain('lib');
    expect(all.filter((s) => s.summary === '')).toEqual([]);
  });

  test('--list prints the list and exits 0; no name or an unknown one prints it and exits 2; a name runs with the rest', () => {
    const all = scripts();
    expect(plan(['--list'], all)).toEqual({ print: listing(all), exitCode: 0 });
    expect(plan([], all)).toEqual({ print: listing(all), exitCode: 2 });
    const unknown = plan(['no-such-bench'], all);
    expect(unknown).toMatchObject({ exitCode: 2 });
    expect('print' in unknown && unknown.print).toContain('unknown benchmark "no-such-bench"');
    expect('print' in unknown && unknown.print).toContain('  hot-path ');
    expect(plan(['lib'], all)).toMatchObject({ exitCode: 2 });
    expect(plan(['hot-path', '--rounds', '3', '--n', '10'], all)).toEqual({ run: 'hot-path', args: ['--rounds', '3', '--n', '10'] });
  });

  test('npm run bench runs the script with its arguments and exits with its code', () => {
    const run = (...args: string[]) => Bun.spawnSync([process.execPath, 'bench/run.ts', ...args], { cwd: ROOT, stdout: 'pipe', stderr: 'pipe' });
    const help = run('ciqual-energy', '--help');
    expect(help.exitCode).toBe(0);
    expect(help.stdout.toString()).toContain('usage: npx bun bench/ciqual-energy.ts');
    const refused = run('ciqual-energy', '--no-such-flag');
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr.toString()).toContain("Unknown option '--no-such-flag'");
    const unknown = run('no-such-bench');
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stderr.toString()).toContain('Benchmarks:');
  }, 60_000);
});

describe('readArgs', () => {
  const spec = {
    positionals: '[N=100]',
    flags: { hybrid: 'hybrid search' },
    options: {
      rounds: { description: 'rounds', default: 6 },
      against: { description: 'another checkout' },
      mode: { description: 'mode', default: 'lexical' },
      only: { description: 'one label', number: true },
      header: { description: 'a header', short: 'H', multiple: true },
    },
  } as const;

  test('defaults when nothing is given', () => {
    const { values, positionals } = readArgs(spec, []);
    expect(values).toEqual({ hybrid: false, rounds: 6, against: undefined, mode: 'lexical', only: undefined, header: [] });
    expect(positionals).toEqual([]);
  });

  test('flags, numbers, strings, repeated short options and positionals', () => {
    const { values, positionals } = readArgs(spec, ['200', '--hybrid', '--rounds', '3', '--against=/tmp/old', '--only', '7', '-H', 'a=1', '--header', 'b=2']);
    expect(values).toEqual({ hybrid: true, rounds: 3, against: '/tmp/old', mode: 'lexical', only: 7, header: ['a=1', 'b=2'] });
    expect(positionals).toEqual(['200']);
    // Typed: a number default gives a number, an option without one may be undefined.
    const rounds: number = values.rounds;
    const against: string | undefined = values.against;
    expect([rounds, against]).toEqual([3, '/tmp/old']);
  });

  const refusal = (argv: string[], s: Parameters<typeof readArgs>[0] = spec) => {
    try {
      readArgs(s, argv, 'hot-path', 'The metered hot path.');
    } catch (err) {
      if (err instanceof UsageError) return err;
      throw err;
    }
    throw new Error(`${argv.join(' ')} was accepted`);
  };

  test('--help is the usage, exit code 0', () => {
    const help = refusal(['--help']);
    expect(help.exitCode).toBe(0);
    expect(help.message).toBe(
      [
        'The metered hot path.',
        '',
        'usage: npx bun bench/hot-path.ts [options] [N=100]',
        '',
        '  --hybrid              hybrid search',
        '  --rounds <n>          rounds (default 6)',
        '  --against <value>     another checkout',
        '  --mode <value>        mode (default lexical)',
        '  --only <n>            one label',
        '  -H, --header <value>  a header (repeatable)',
        '  -h, --help            this text',
      ].join('\n'),
    );
    expect(refusal(['-h']).exitCode).toBe(0);
  });

  test('an unknown flag, a missing value, a bad number, a missing required option or an unwanted positional: exit code 2 with the usage', () => {
    for (const argv of [['--bogus'], ['--rounds'], ['--rounds', 'many'], ['--rounds', '']]) {
      const err = refusal(argv);
      expect(err.exitCode).toBe(2);
      expect(err.message).toContain('usage: npx bun bench/hot-path.ts');
    }
    expect(refusal(['--rounds', 'many']).message).toStartWith('--rounds takes a number, not "many"');
    expect(refusal([], { options: { store: { description: 'the store', required: true } } }).message).toStartWith('--store is required');
    expect(refusal(['stray'], { flags: { keep: 'keep it' } }).exitCode).toBe(2);
  });
});

describe('headerSummary', () => {
  test('the first sentence of the opening comment, on one line', () => {
    expect(headerSummary('/**\n * Label render time in process (issue 36): p50 ≤ 5 ms SVG,\n * ≤ 30 ms PNG. Labels of real foods.\n */')).toBe(
      'Label render time in process (issue 36): p50 ≤ 5 ms SVG, ≤ 30 ms PNG.',
    );
    expect(headerSummary('/**\n * Recipe import quality, per source:\n * - recipes imported\n */')).toBe('Recipe import quality, per source:');
    expect(headerSummary('import x from "y";\n')).toBe('');
  });

  test('a long sentence is cut at a word, with an ellipsis', () => {
    const summary = headerSummary(`/** ${'word '.repeat(40)}end. */`, 30);
    expect(summary.length).toBeLessThanOrEqual(30);
    expect(summary).toBe('word word word word word word…');
  });
});
