/**
 * What the catalog's search documents are made from: the corpus build (each part's inputs, importer
 * version and build time) and the code that reads it into documents. The lexical index snapshot is
 * kept under this key, so a start need not serialise ~9 MB of documents to know whether its
 * snapshot is current (that cost ~0.2-0.3 s of every start). Any change to the source under src/
 * gives a new key: one more indexing on the next start, never a stale index.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusManifest } from '../corpus/build';

const SRC = join(import.meta.dir, '..');

let code: bigint | null = null;

/** A hash of every source file under src/ (read once per process, ~15 ms). */
function codeFingerprint(): bigint {
  if (code !== null) return code;
  const files = (readdirSync(SRC, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts')).sort();
  code = BigInt(Bun.hash(Buffer.concat(files.map((f) => Buffer.concat([Buffer.from(`${f}\u0000`), readFileSync(join(SRC, f))])))));
  return code;
}

export function searchDocsKey(manifest: CorpusManifest): string {
  const parts = manifest.sources.map((s) => [s.name, s.version, s.key, s.built_at].join('\u0001'));
  return Bun.hash([manifest.built_at, String(manifest.subset), codeFingerprint(), ...parts].join('\u0000')).toString(16);
}
