/**
 * What the reviewed recipe lexicon (src/domain/language/recipe-synonyms.ts) knows of a query, used
 * where search itself is unsure, so that a name finds the same food in search as in a recipe line:
 *
 * - a query whose words no food's name holds ("roma tomatoes", "yukon gold potatoes"), for which search
 *   has nothing better than part of its words, is answered first by the food the lexicon reads it as
 *   (a typo reading of every word, "scrambeld eggs", stands: the lexicon would drop the misspelt word);
 * - of namesakes search answers alike ("superfine sugar": granulated, powdered; none the plain form), the one the
 *   lexicon names the query by comes first.
 *
 * Never a confident answer: of the labelled queries the lexicon reads, it names the food meant about
 * nine times in ten, and where search finds a food by the query's words it is right more often.
 */
import { catalogNames } from '../catalog/names';
import type { Catalog } from '../catalog/types';
import { isRecipeSynonymName } from '../domain/foods/name-resolver';
import { departs } from '../search/doc';
import type { SearchHit } from '../search/hybrid';
import { NAMESAKE_CAP, TYPO_CAP } from '../search/match';

/** The score of a food the lexicon names where search found none: an answer, below the confident 0.8 and above every guess. */
const LEXICON_SCORE = 0.7;

export function withLexiconAnswer(catalog: Catalog, query: string, hits: SearchHit[]): SearchHit[] {
  const first = hits[0]?.match.score ?? 0;
  // A confident answer, or the plain form of a name, stands; a lexicon word is tested cheaply before the resolver runs.
  if (first > NAMESAKE_CAP || (first > TYPO_CAP && !isRecipeSynonymName(query))) return hits;
  const names = catalogNames(catalog);
  const read = names.mayResolveBySynonym(query) ? names.resolveFood(query) : null;
  if (read?.step !== 'synonym') return hits;
  // The resolver drops leading qualifiers to reach a name it knows; one that departs from the
  // standard food ("low fat margarine", "light ice cream") or grades it ("2% yogurt") is no
  // qualifier to drop here.
  if ((departs(query) && !departs(read.food.name)) || gradesUnsaid(query, read.food.name)) return hits;
  const id = read.food.id;
  if (first < TYPO_CAP) {
    const answer: SearchHit = { id, score: LEXICON_SCORE, match: { method: 'synonym', score: LEXICON_SCORE, text: read.matched } };
    return [answer, ...hits.filter((h) => h.id !== id)];
  }
  const namesake = hits.find((h) => h.id === id && h.match.score === first);
  return namesake ? [namesake, ...hits.filter((h) => h !== namesake)] : hits;
}

/** A percentage the query gives ("2% yogurt") that the food's name does not. */
const gradesUnsaid = (query: string, name: string): boolean => (query.match(/\d+(?:\.\d+)?%/g) ?? []).some((grade) => !name.includes(grade));
