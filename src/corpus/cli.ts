/**
 * Corpus command line.
 *
 *   bun src/corpus/cli.ts build [--data DIR] [--out DIR] [--force]
 *
 * --data and --out default to the service's settings (src/config.ts): $MORSEL_SHARED_DATA, else
 * ../shared/data; build/ in $MORSEL_CORPUS_DIR, else corpus/build. Progress goes to stderr; the
 * summary (imported and excluded per source) to stdout.
 */
import { join, resolve } from 'node:path';
import { loadConfig } from '../config';
import { buildCorpus } from './build';
import { defaultSources } from './sources';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

async function main(args: string[]): Promise<number> {
  const [command] = args;
  if (command !== 'build') {
    process.stderr.write('usage: bun src/corpus/cli.ts build [--data DIR] [--out DIR] [--force]\n');
    return command === undefined || command === '--help' ? 0 : 2;
  }
  const config = loadConfig();
  const dataDir = resolve(option(args, '--data') ?? config.sharedDataDir);
  const buildDir = resolve(option(args, '--out') ?? join(config.corpusDir, 'build'));
  const started = performance.now();
  const { manifest, rebuiltSources } = await buildCorpus({ dataDir, buildDir, sources: defaultSources(), force: args.includes('--force') });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`corpus in ${buildDir} (${rebuiltSources.length ? `rebuilt ${rebuiltSources.join(', ')}` : 'up to date'}; ${seconds} s)\n`);
  for (const s of manifest.sources) {
    const excluded = Object.values(s.excluded).reduce((a, b) => a + b, 0);
    const reasons = Object.entries(s.excluded)
      .sort((a, b) => b[1] - a[1])
      .map(([r, n]) => `${r} ${n}`)
      .join(', ');
    process.stdout.write(
      `  ${s.name.padEnd(14)} v${s.version.padEnd(5)} ${String(s.imported).padStart(7)} imported  ${String(excluded).padStart(7)} excluded${reasons ? `  (${reasons})` : ''}  ${(s.build_ms / 1000).toFixed(1)} s\n`,
    );
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: Error) => {
    process.stderr.write(`corpus build failed: ${err.message}\n`);
    process.exit(1);
  },
);
