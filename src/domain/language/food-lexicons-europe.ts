/**
 * Everyday food names in European languages that the Open Food Facts taxonomies lack → the English
 * name a search for the same food uses, reviewed as food-lexicons.ts says. Each English name was
 * checked to link to its food (corpus/taxonomy-names.ts). Names are written with their accents:
 * search folds them, so "parowki" meets "parówki".
 */

/** Dutch name → English name. */
const NL_LEXICON: Record<string, string> = {
  // The toasted sandwich of Dutch lunches, cheese or ham and cheese: the tables' grilled cheese sandwich.
  tosti: 'grilled cheese sandwich',
  // The tenderloin, the Dutch butcher's 'pork hare'.
  varkenshaas: 'pork tenderloin',
};

/** Polish name → English name. */
const PL_LEXICON: Record<string, string> = {
  // Thin pork sausages eaten hot at breakfast: frankfurters.
  parówki: 'frankfurter sausage',
  parówka: 'frankfurter sausage',
  // Pork loin, the cut of the kotlet schabowy, as 豚ロース.
  schab: 'whole pork loin',
  // Red borscht, the beet soup Russian борщ names.
  barszcz: 'borscht soup',
};

/** This module's lexicons by language (BCP 47 primary subtag), as the corpus links them (corpus/taxonomy-names.ts). */
export const EUROPE_LEXICONS: Record<string, Record<string, string>> = {
  nl: NL_LEXICON,
  pl: PL_LEXICON,
};
