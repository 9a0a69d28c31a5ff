/**
 * A fresh clone's first `npm start` (issue 33: ready ≤ 60 s): no corpus and no data folder, so the
 * start builds the corpus from ../shared/data (with its progress lines) before `/readyz` answers.
 * The corpus and data folders are new temporary ones; the repository's own corpus is not touched.
 * `npm install` is not timed. Sentence vectors are embedded after ready, in the background, as on
 * any first start; the process is stopped once ready.
 *
 * Run: npm run bench -- first-start [--keep]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { args, npmStart, waitFor } from './lib';

const { keep } = args({ flags: { keep: 'leaves the temporary corpus and data folders in place' } }).values;
const dir = mkdtempSync(join(tmpdir(), 'morsel-first-start-'));
const started = npmStart({ dataDir: join(dir, 'data'), corpusDir: join(dir, 'corpus') });
try {
  await waitFor(`${started.base}/readyz`, 600_000);
  console.log(`first start, corpus built: ready after ${((performance.now() - started.spawnedAt) / 1000).toFixed(1)} s (target ≤ 60 s)`);
} finally {
  await started.stop();
  if (!keep) rmSync(dir, { recursive: true, force: true });
}
