/**
 * Semantic search with exact float similarity in place of the served 8-bit rows and HNSW graph:
 * the reference `search-relevance --hybrid --exact-vectors` measures quantisation against (issue 33:
 * no relevance loss from it). Brute force over the float vectors the vector cache keeps; a
 * diagnostic, never served.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalog } from '../src/catalog/types';
import type { Config } from '../src/config';
import { createEmbedder } from '../src/search/embedder';
import { SemanticIndex, vectorEntries } from '../src/search/semantic';
import type { VectorHit, VectorIndex } from '../src/search/vector-index';

/** The members of VectorIndex that SemanticIndex reads, over unit float rows. */
class ExactVectors {
  constructor(
    readonly dims: number,
    readonly keys: Int32Array,
    private readonly rows: Float32Array,
  ) {}

  similarity(row: number, query: Float32Array): number {
    let dot = 0;
    for (let i = 0, base = row * this.dims; i < this.dims; i++) dot += this.rows[base + i]! * query[i]!;
    return dot;
  }

  search(query: Float32Array, k: number): VectorHit[] {
    const best = new Map<number, number>();
    for (let r = 0; r < this.keys.length; r++) {
      const s = this.similarity(r, query);
      const key = this.keys[r]!;
      if (s > (best.get(key) ?? -2)) best.set(key, s);
    }
    return [...best]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([key, similarity]) => ({ key, similarity }));
  }
}

/** Swaps the catalog's semantic index for exact similarity over the cached vectors of its documents. */
export async function useExactVectors(catalog: Catalog, config: Config): Promise<void> {
  const model = config.embeddingModel;
  const embedder = await createEmbedder({ modelsDir: config.modelsDir, model });
  if (!embedder) throw new Error(`no sentence encoder ${model}`);
  const entries = vectorEntries(catalog.search.docs);
  const dir = join(config.corpusDir, 'vectors');
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const meta = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { model: string; dims: number; keys: number[]; texts: string[] };
    if (meta.model !== model || meta.texts.length !== entries.length || meta.texts.some((t, i) => t !== entries[i]!.text)) continue;
    const rows = new Float32Array(await Bun.file(join(dir, name.replace(/\.json$/, '.f32'))).arrayBuffer());
    const exact = new ExactVectors(meta.dims, Int32Array.from(meta.keys), rows);
    catalog.search = catalog.search.withSemantic(new SemanticIndex(embedder, exact as unknown as VectorIndex));
    return;
  }
  throw new Error(`no cached vectors of these ${entries.length} texts in ${dir}: run a hybrid search once to fill the cache`);
}
