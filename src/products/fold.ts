/**
 * Text folding for product names: the same rule FTS5's `unicode61 remove_diacritics 2` applies
 * (lower case, marks removed, anything not a letter or digit separates words), so a name compared
 * in JS and a name matched in the index agree.
 */
import { fnv1a } from '../domain/fnv';

export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * An FTS5 MATCH expression: every word required, each quoted (so words such as AND or NEAR stay
 * words), the last one a prefix when `prefix` is set (and it has at least MIN_PREFIX letters).
 */
export function ftsQuery(query: string, options: { prefix?: boolean } = {}): string | null {
  const words = foldText(query).split(' ').filter(Boolean).slice(0, 12);
  if (words.length === 0) return null;
  const last = words.length - 1;
  return words.map((w, i) => (i === last && options.prefix && w.length >= MIN_PREFIX ? `"${w}"*` : `"${w}"`)).join(' ');
}

/** Shortest word completed as a prefix: one letter completes to most of the store, and says nothing. */
const MIN_PREFIX = 2;

/** The key of the exact-name index, of a folded name (collisions are checked on read). */
export const nameHash = (folded: string): number => fnv1a(folded);
