/**
 * Text folding for product names: the same rule FTS5's `unicode61 remove_diacritics 2` applies
 * (lower case, marks removed, anything not a letter or digit separates words), so a name compared
 * in JS and a name matched in the index agree.
 */

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

/** FNV-1a (32 bits) of a folded name: the key of the exact-name index (collisions are checked on read). */
export function nameHash(folded: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < folded.length; i++) {
    h ^= folded.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
