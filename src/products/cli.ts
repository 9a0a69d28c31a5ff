/**
 * Product import command.
 *
 *   npm run corpus:import -- off <export.jsonl.gz | export.csv.gz | food.parquet>
 *   npm run corpus:import -- off --delta <delta.jsonl.gz | food.parquet>
 *
 * A Parquet delta applies the products modified since the store's last import (their
 * last_modified_t), reading only the row groups whose statistics show such a product.
 *
 * Writes <MORSEL_CORPUS_DIR>/products.sqlite (built beside the live file, then renamed over it).
 * Progress goes to stderr, the summary (imported, excluded by reason) to stdout. Exit codes: 0 done,
 * 1 failed (the previous store is unchanged), 2 usage, 130 interrupted.
 */
import { join, resolve } from 'node:path';
import { loadConfig } from '../config';
import { buildOffTaxonomy } from '../corpus/off-taxonomy';
import { formatProgress, ImportCancelled, importOffExport, type ImportSummary } from './import';
import { PRODUCT_STORE_FILE } from './store';

const USAGE = 'usage: npm run corpus:import -- off [--delta] [--workers=N] [--max-row-group-mb=N] <file>\n';

export function formatSummary(s: ImportSummary): string {
  const excluded = Object.values(s.excluded).reduce((a, b) => a + b, 0);
  const reasons = Object.entries(s.excluded)
    .sort((a, b) => b[1] - a[1])
    .map(([r, n]) => `  excluded ${r}: ${n}`)
    .join('\n');
  return [
    `${s.delta ? 'delta' : 'import'} ${s.file} (${s.format ?? 'empty'}): ${s.rows} rows in ${s.seconds.toFixed(1)} s (${Math.round(s.rows / Math.max(s.seconds, 1e-3))} rows/s)`,
    `  imported ${s.imported}  (duplicate codes, newest kept: ${s.duplicates})`,
    ...(s.unchanged ? [`  unchanged since the last import (skipped): ${s.unchanged}`] : []),
    `  excluded ${excluded}`,
    ...(reasons ? [reasons] : []),
    `  ingredient texts analysed: ${s.analysed} (${s.analysisCached} more answered from the cache); ${s.workers} worker thread(s)`,
    `  indexes built and file synced in ${s.finishSeconds.toFixed(1)} s`,
    `  products in store: ${s.products}`,
  ].join('\n');
}

async function main(args: string[]): Promise<number> {
  const [source, ...rest] = args;
  const delta = rest.includes('--delta');
  const files = rest.filter((a) => !a.startsWith('--'));
  const numberArg = (name: string) => {
    const arg = rest.find((a) => a.startsWith(`--${name}=`));
    return arg ? Number(arg.slice(name.length + 3)) : undefined;
  };
  const workers = numberArg('workers');
  const maxRowGroupMb = numberArg('max-row-group-mb');
  if ((workers !== undefined && !(Number.isInteger(workers) && workers >= 1)) || (maxRowGroupMb !== undefined && !(maxRowGroupMb > 0))) {
    process.stderr.write(USAGE);
    return 2;
  }
  if (source !== 'off' || files.length !== 1) {
    process.stderr.write(USAGE);
    return source === undefined || source === '--help' ? 0 : 2;
  }
  const config = loadConfig();
  const storePath = join(config.corpusDir, PRODUCT_STORE_FILE);
  let interrupted = false;
  const stop = () => (interrupted = true);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.stderr.write('[import] building the OFF taxonomy lookup\n');
  const taxonomy = buildOffTaxonomy(config.sharedDataDir);
  const summary = await importOffExport({
    file: resolve(files[0]!),
    storePath,
    taxonomy,
    delta,
    workers,
    maxRowGroupBytes: maxRowGroupMb === undefined ? undefined : maxRowGroupMb * 2 ** 20,
    cancelled: () => interrupted,
    onProgress: (p) => process.stderr.write(`[import] ${formatProgress(p)}\n`),
  });
  process.stdout.write(`${formatSummary(summary)}\n  store: ${storePath}\n`);
  return 0;
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: Error) => {
      process.stderr.write(`corpus import failed: ${err.message}\n`);
      process.exit(err instanceof ImportCancelled ? 130 : 1);
    },
  );
}
