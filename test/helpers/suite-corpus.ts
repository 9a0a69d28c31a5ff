/**
 * The full corpus the suite builds once (test/http/corpus-smoke.test.ts, the suite's one real-corpus
 * run), kept between runs under the system's temporary folder: a rerun rebuilds only the parts whose
 * importer or sources changed. Tests that start the service as `npm start` does serve it, so that
 * they run in CI too, where the repository's own corpus folder is empty.
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';

export const SUITE_CORPUS_DIR = join(tmpdir(), 'morsel-suite-corpus');

/** A built full corpus to serve: the suite's, else the repository's; null when neither is built. */
export function builtCorpusDir(): string | null {
  return [SUITE_CORPUS_DIR, loadConfig().corpusDir].find((dir) => existsSync(join(dir, 'build', 'manifest.json'))) ?? null;
}
