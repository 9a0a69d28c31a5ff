/**
 * Wiring for the service: food records → search documents → lexical index, and (separately,
 * since a cold vector cache takes minutes to fill) the semantic index.
 */
import type { FoodRecord } from '../domain/foods/food';
import { searchDocFromFood, type SearchDoc } from './doc';
import type { Embedder } from './embedder';
import { FoodSearch } from './hybrid';
import { cachedLexicalIndex } from './lexical-cache';
import { SemanticIndex } from './semantic';
import type { VectorBuildOptions } from './vector-index';

/**
 * Lexical-only search over generic foods and products. With `cacheDir`, the index is opened from the
 * snapshot a previous start saved for the same documents (lexical-cache.ts), else built and saved;
 * `docsKey` names what the documents were made from, when the caller knows it more cheaply than a
 * hash of the documents.
 */
export function createFoodSearch(
  foods: readonly FoodRecord[],
  options: { cacheDir?: string; docsKey?: string; warn?: (message: string) => void } = {},
): FoodSearch {
  const docs: SearchDoc[] = foods.map(searchDocFromFood);
  return new FoodSearch(docs, cachedLexicalIndex(docs, options.cacheDir, options.warn, options.docsKey), null);
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
