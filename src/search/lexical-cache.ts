/**
 * The lexical index kept on disk between starts (like the vector cache): keyed by the snapshot
 * format and what the documents were made from (the caller's `docsKey`, else a hash of the
 * documents themselves), so a changed corpus or index code gives a new file, and only the current
 * file is kept. A damaged file is reported and replaced.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SearchDoc } from './doc';
import { LexicalIndex } from './lexical';
import { SNAPSHOT_FORMAT } from './lexical-snapshot';

const PREFIX = 'lexical-';

export function cachedLexicalIndex(
  docs: readonly SearchDoc[],
  cacheDir: string | undefined,
  warn: (message: string) => void = () => {},
  docsKey?: string,
): LexicalIndex {
  if (!cacheDir) return new LexicalIndex(docs);
  const key = Bun.hash(`${SNAPSHOT_FORMAT}\u0000${docsKey ?? JSON.stringify(docs)}`).toString(16);
  const path = join(cacheDir, `${PREFIX}${key}.bin`);
  if (existsSync(path)) {
    try {
      return new LexicalIndex(docs, readFileSync(path));
    } catch (err) {
      warn(`lexical index cache ${path} unreadable (${(err as Error).message}): indexing again`);
    }
  }
  const index = new LexicalIndex(docs);
  try {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(`${path}.tmp`, index.snapshot());
    renameSync(`${path}.tmp`, path);
    for (const f of readdirSync(cacheDir)) if (f.startsWith(PREFIX) && join(cacheDir, f) !== path) rmSync(join(cacheDir, f), { force: true });
  } catch (err) {
    // A read-only corpus folder only means indexing at every start.
    warn(`lexical index cache not written (${(err as Error).message})`);
  }
  return index;
}
