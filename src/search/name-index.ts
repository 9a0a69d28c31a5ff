/**
 * The search adapters of name resolution (src/domain/foods/name-index.ts): the lexical index over
 * generic reference foods answers the reviewed rules, hybrid search the free fallback.
 */
import type { FoodRecord } from '../domain/foods/food';
import type { MatchBand, NameIndex, NameSearch } from '../domain/foods/name-index';
import { createNameResolver, type NameResolver } from '../domain/foods/name-resolver';
import { relatedFoods } from '../domain/foods/related-foods';
import { rowsWithOtherMeasures } from '../domain/foods/canonical';
import { nameKey, tokenize } from '../domain/language/text';
import { searchDocFromFood } from './doc';
import type { FoodSearch } from './hybrid';
import { BAND_EXACT, BAND_GENERIC, BAND_HEAD, LexicalIndex } from './lexical';
import { NAMESAKE_CAP } from './match';

/** The lexical rank band a score falls in. */
const bandOf = (score: number): MatchBand => (score >= BAND_EXACT ? 'exact' : score >= BAND_HEAD ? 'head' : score >= BAND_GENERIC ? 'generic' : 'loose');

/**
 * Generic foods by name, over those with nutrition per 100 g (the ones a line can be weighed against).
 * `shared`: a search whose lexical index may cover exactly these foods (the catalog's, when every
 * generic food is usable and no product is in memory); it is reused then, instead of indexing the
 * same documents a second time at start (seconds and ~80 MB for the world tables).
 */
export function lexicalNameIndex(foods: FoodRecord[], shared?: Pick<FoodSearch, 'docs' | 'lexical'>): NameIndex {
  const usable = foods.filter((f) => f.nutrition_basis === '100g' && f.calories !== null);
  const same = shared !== undefined && shared.docs.length === usable.length && usable.every((f, i) => shared.docs[i]!.id === f.id);
  const index = same ? shared.lexical : new LexicalIndex(usable.map(searchDocFromFood));
  const byId = new Map(foods.map((f) => [f.id, f]));
  // Foods come in table-preference order (src/domain/foods/datasets.ts): the same name in two
  // tables ("Honey" in SR28 and CNF) names the earlier table's food. Built on first use, not at
  // start (a third of a second of stemming 18,000 names).
  let byName: Map<string, FoodRecord> | undefined;
  const names = () => {
    if (byName) return byName;
    byName = new Map();
    for (const f of usable) {
      const key = nameKey(f.name);
      if (!byName.has(key)) byName.set(key, f);
    }
    return byName;
  };
  // Words that name a food somewhere (the first two comma segments of a reference name).
  let foodWords: Set<string> | undefined;
  const words = () => (foodWords ??= new Set(usable.flatMap((f) => tokenize(f.name.split(',').slice(0, 2).join(' ')))));
  return {
    food: (id) => byId.get(id) ?? null,
    byName: (name) => names().get(nameKey(name)) ?? null,
    search: (name, limit) =>
      index.search(name, { kind: 'generic', limit }).map((hit) => ({ food: usable[hit.doc]!, score: hit.score, band: bandOf(hit.score) })),
    isFoodWord: (word) => words().has(tokenize(word)[0] ?? word),
    // The food's own rows in other tables weigh a unit its measures lack first ("1 lime wedge": FNDDS's
    // "Lime, raw" gives the wedge), then closely related foods.
    related: (food) => [...rowsWithOtherMeasures(food), ...relatedFoods(food, foods)],
  };
}

/**
 * Hybrid (lexical + semantic) search over generic foods. `search` is read at each call: the
 * catalog swaps semantic search in when its vectors are ready.
 */
export function hybridNameSearch(source: { search: FoodSearch; foods: { byId: Map<string, FoodRecord> } }): NameSearch {
  return {
    async search(name, limit) {
      const { hits } = await source.search.search(name, { mode: 'hybrid', limit, kind: 'generic' });
      return hits.flatMap((hit) => {
        const food = source.foods.byId.get(hit.id);
        // One of several foods a translation's English name answers alike, unless settling the list found more against it.
        const oneOfMany = hit.match.oneOfMany === true && hit.match.score >= NAMESAKE_CAP;
        return food ? [{ food, score: hit.score, match: hit.match.score, ...(oneOfMany ? { oneOfMany } : {}) }] : [];
      });
    },
  };
}

/** The reviewed rules alone over a list of generic foods: the corpus build, benchmarks and tests. */
export function foodNameResolver(foods: FoodRecord[]): NameResolver {
  return createNameResolver(lexicalNameIndex(foods));
}
