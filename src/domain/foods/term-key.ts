/** The key every ingredient-taxonomy lookup uses (terms, allergen names, additive names). */

/** Lowercase, accents and punctuation removed, single spaces: the key of every lookup. */
export function normalizeTerm(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
