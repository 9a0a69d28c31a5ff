/**
 * What name resolution needs of a food source, and nothing more: the reviewed rules of
 * ./name-resolver.ts run on a `NameIndex`; names the rules do not know may go to a looser
 * `NameSearch`, whose hits count only when confident. Sources plug in here (the lexical and
 * hybrid adapters in src/search/name-index.ts today; more generic-food tables, a packaged-product
 * store or a provider fallback later) without the callers of the resolver changing.
 */
import type { FoodRecord } from './food';

/** How closely a written name matched a food's name: the whole name, its head, a generic word, loosely. */
export type MatchBand = 'exact' | 'head' | 'generic' | 'loose';

export const BAND_RANK: Record<MatchBand, number> = { loose: 0, generic: 1, head: 2, exact: 3 };

interface ScoredFood {
  food: FoodRecord;
  /** Confidence of the match, 0-1. */
  score: number;
  /** The search's calibrated `match.score` when it gives one (src/search/match.ts). */
  match?: number;
  /** The match is one of several foods a name answers alike, and no less sure than that (Match.oneOfMany). */
  oneOfMany?: true;
}

/** A calibrated `match` at or above this is a confident answer (src/search/match.ts calibrates to it). */
export const CONFIDENT_MATCH = 0.8;

/** How a search found a food, and how sure it is: the `match` object of every search hit (calibrated in src/search/match.ts). */
export type MatchMethod = 'exact_name' | 'alias' | 'translation' | 'lexical' | 'semantic' | 'synonym';

export interface Match {
  method: MatchMethod;
  /** Confidence 0-1 that this is the food meant (≥ 0.8: right ≥ 95 % of the time on the labelled set). */
  score: number;
  /** The name, alias or translation that matched (absent for semantic matches). */
  text?: string;
  /** Language of the matched translation. */
  lang?: string;
  /**
   * A translation that would be confident but names one of several foods its English name answers
   * alike ("santan": coconut milk, canned or raw or a drink): any of them is the food the name means.
   * Internal: not rendered.
   */
  oneOfMany?: true;
}

export interface NameHit extends ScoredFood {
  band: MatchBand;
}

/** Reviewed lookups (synchronous: the corpus build resolves recipe lines through them too). */
export interface NameIndex {
  /** A food by id, null when unknown. */
  food(id: string): FoodRecord | null;
  /** The food whose reference name is exactly this name (case, accents and punctuation aside). */
  byName(name: string): FoodRecord | null;
  /** Foods whose names or aliases match a written name, best first, at most `limit`. */
  search(name: string, limit: number): readonly NameHit[];
  /** Whether a word names a food somewhere in the source ("ginger" does; "aged" does not). */
  isFoodWord(word: string): boolean;
  /** Closely related foods whose portions may weigh a unit the food lacks (./related-foods.ts). */
  related(food: FoodRecord): FoodRecord[];
}

/** A free search for names the reviewed rules do not know; best first. */
export interface NameSearch {
  search(name: string, limit: number): Promise<readonly ScoredFood[]>;
}
