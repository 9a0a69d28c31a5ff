/**
 * A query whose words no food's name holds ("roma tomatoes", "yukon gold potatoes") may be a name the
 * reviewed recipe lexicon knows (src/domain/language/recipe-synonyms.ts): the ingredient-line resolver
 * reads it as one food. When search has nothing better than a guess for it, that food answers first,
 * so a name finds the same food in search as in a recipe line. Never a confident answer: of the
 * labelled queries the lexicon reads, it names the food meant about nine times in ten, and where
 * search finds the query's words itself it is right more often than the lexicon.
 */
import { catalogNames } from '../catalog/names';
import type { Catalog } from '../catalog/types';
import type { SearchHit } from '../search/hybrid';
import { TYPO_CAP } from '../search/match';

/** The score of a food the lexicon names: an answer, below the confident 0.8 and above every guess. */
export const LEXICON_SCORE = 0.7;

export function withLexiconAnswer(catalog: Catalog, query: string, hits: SearchHit[]): SearchHit[] {
  // Anything search names by every word of the query, better than a typo reading does, stands.
  if ((hits[0]?.match.score ?? 0) > TYPO_CAP) return hits;
  const read = catalogNames(catalog).resolveFood(query);
  if (read?.step !== 'synonym') return hits;
  const id = read.food.id;
  const first: SearchHit = { id, score: LEXICON_SCORE, match: { method: 'synonym', score: LEXICON_SCORE, text: read.matched } };
  return [first, ...hits.filter((h) => h.id !== id)];
}
