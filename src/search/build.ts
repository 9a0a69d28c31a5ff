/**
 * Wiring for the service: food records → search documents → lexical index, and (separately,
 * since a cold vector cache takes minutes to fill) the semantic index.
 */
import type { FoodRecord } from '../domain/foods/food';
import { searchDocFromFood, type SearchDoc } from './doc';
import type { Embedder } from './embedder';
import { FoodSearch } from './hybrid';
import { LexicalIndex } from './lexical';
import { SemanticIndex } from './semantic';
import type { VectorBuildOptions } from './vector-index';

/** Lexical-only search over generic foods and products; ready in about a second for 50k records. */
export function createFoodSearch(foods: readonly FoodRecord[]): FoodSearch {
  const docs: SearchDoc[] = foods.map(searchDocFromFood);
  return new FoodSearch(docs, new LexicalIndex(docs), null);
}

/**
 * Adds semantic search (generic foods only) to a lexical FoodSearch. Vectors come from the cache
 * in `options.cacheDir` when the corpus and model are unchanged (well under a second), otherwise
 * only new texts are embedded.
 */
export async function addSemantic(search: FoodSearch, embedder: Embedder, options: VectorBuildOptions = {}): Promise<FoodSearch> {
  const semantic = await SemanticIndex.build(embedder, search.docs, options);
  return search.withSemantic(semantic);
}
