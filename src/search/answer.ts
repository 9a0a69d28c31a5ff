/**
 * A search's answer as the service gives it: the hits when the best one is an answer
 * (match.score ≥ ANSWER_THRESHOLD), otherwise no food, the weak hits as suggestions and the
 * reason; and the query's language (see lang.ts).
 */
import type { FoodSearch, SearchHit, SearchResult } from './hybrid';
import { detectLanguage, queryScript, saysEveryWord, type DetectedLanguage } from './lang';
import { ANSWER_THRESHOLD } from './match';

export interface SearchAnswer {
  hits: SearchHit[];
  /** Weak hits when no hit is an answer (empty otherwise). */
  suggestions: SearchHit[];
  /** Why there is no answer; null when there is one. */
  reason: string | null;
  language: DetectedLanguage;
  semantic_available: boolean;
  model: string | null;
}

/** The answer for hits found already (by `search`, or merged with other sources of foods). */
export function answerOf(search: FoodSearch, query: string, found: SearchResult, lang?: string): SearchAnswer {
  const top = found.hits[0];
  const language = detectLanguage(query, lang, top?.match, () => {
    const own = search.ownName(top!.id);
    return own !== undefined && saysEveryWord(own, query);
  });
  const base = { language, semantic_available: found.semantic_available, model: found.model };
  if (top && top.match.score >= ANSWER_THRESHOLD) return { ...base, hits: found.hits, suggestions: [], reason: null };
  const script = queryScript(query);
  const reason =
    script && !search.knowsScript(script.pattern)
      ? `No food names in ${script.script} script are in the data.`
      : top
        ? 'No confident match: the closest foods match only part of the query (see suggestions).'
        : 'No food matches the query.';
  return { ...base, hits: [], suggestions: found.hits, reason };
}
