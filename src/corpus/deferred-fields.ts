/**
 * Fields of a JSON part that a start need not parse: the Open Food Facts taxonomy is 6 MB with
 * 148k terms, ~0.2 s and tens of MB of heap at every start, though only ingredient analysis reads
 * it. Each such field is written beside its part as `<part>.<field>.json`; the part keeps the
 * file's hash, checked when the part is read (so a damaged file is found at start, as a damaged
 * part is), and the field is parsed on first use. By then a build in another process may have
 * replaced the file: a file that parses is used; one that is gone or unreadable fails that use
 * with a message saying so (callers answer without the field, or 503).
 */
import { readFileSync } from 'node:fs';

const MARK = '$deferred';

const sidePath = (partPath: string, field: string) => partPath.replace(/\.json$/, `.${field}.json`);
const hashOf = (bytes: Uint8Array) => Bun.hash(bytes).toString(16);

/** Writes each named field to its own file; returns the part to write in its place, without them. */
export function writeDeferred(partPath: string, part: Record<string, unknown>, fields: readonly string[], writeJson: (path: string, value: unknown) => void) {
  const rest: Record<string, unknown> = { ...part };
  const hashes: Record<string, string> = {};
  for (const field of fields) {
    if (!(field in part)) continue;
    const path = sidePath(partPath, field);
    writeJson(path, part[field]);
    hashes[field] = hashOf(readFileSync(path));
    delete rest[field];
  }
  return Object.keys(hashes).length ? { ...rest, [MARK]: hashes } : rest;
}

/** Checks the part's deferred files and puts each field back, parsed when first read. Throws on a missing or changed file. */
export function readDeferred(partPath: string, part: unknown): unknown {
  if (part === null || typeof part !== 'object' || !(MARK in part)) return part;
  const record = part as Record<string, unknown>;
  const hashes = record[MARK] as Record<string, string>;
  delete record[MARK];
  for (const [field, hash] of Object.entries(hashes)) {
    const path = sidePath(partPath, field);
    if (hashOf(readFileSync(path)) !== hash) throw new Error(`corpus file ${path} does not match its part (damaged or changed after the build)`);
    Object.defineProperty(record, field, {
      enumerable: true,
      configurable: true,
      get() {
        let value: unknown;
        try {
          value = JSON.parse(readFileSync(path, 'utf8'));
        } catch (err) {
          throw new Error(`corpus file ${path} cannot be read (${(err as Error).message}); rebuild the corpus (npm run corpus:build) and restart`);
        }
        Object.defineProperty(record, field, { value, enumerable: true, configurable: true, writable: true });
        return value;
      },
    });
  }
  return part;
}
