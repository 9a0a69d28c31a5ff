/**
 * Semantic retrieval over generic foods: an encoder, the vector index of the corpus, and an LRU of
 * query vectors (people repeat queries; encoding one costs milliseconds, a lookup microseconds).
 */
import type { SearchDoc } from './doc';
import type { Embedder } from './embedder';
import { LruCache } from '../domain/lru';
import { QueryBatch } from './query-batch';
import { normalise, withoutAsides } from '../domain/language/text';
import { VectorIndex, type VectorBuildOptions, type VectorEntry, type VectorHit } from './vector-index';

/** Aliases embedded per document: enough to carry common names, bounded for build time. */
const ALIASES_EMBEDDED = 3;

/**
 * The texts embedded for a document; its similarity to a query is the best of them. A sentence
 * encoder matches a short core ("Eggplant", "Nuts, almonds") much better than a long SR28
 * description, and aliases carry the names people use. The full description is left out: on
 * the labelled queries it lowered semantic hit@5 (0.675 → 0.642 with USE-lite) and it is the
 * slowest text to embed.
 */
function embedTexts(doc: SearchDoc): string[] {
  const texts: string[] = [];
  const core = withoutAsides(doc.name)
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 2)
    .join(', ');
  texts.push(core || doc.name);
  for (const a of doc.aliases.slice(0, ALIASES_EMBEDDED)) if (a.trim()) texts.push(a.trim());
  const seen = new Set<string>();
  return texts.filter((t) => {
    const k = normalise(t);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Vector entries for the generic documents of a list (keys are positions in that list). */
export function vectorEntries(docs: readonly SearchDoc[]): VectorEntry[] {
  const out: VectorEntry[] = [];
  for (let i = 0; i < docs.length; i++) {
    if (docs[i]!.kind !== 'generic') continue;
    for (const text of embedTexts(docs[i]!)) out.push({ key: i, text });
  }
  return out;
}

export class SemanticIndex {
  private readonly queryCache: LruCache<string, Float32Array>;
  private readonly batch: QueryBatch;
  /** Rows of each document key in the vector index, for similarities of lexical candidates. */
  private readonly rowsOfKey = new Map<number, number[]>();

  constructor(
    readonly embedder: Embedder,
    readonly index: VectorIndex,
    queryCacheSize = 2048,
  ) {
    this.queryCache = new LruCache(queryCacheSize);
    this.batch = new QueryBatch(embedder);
    for (let r = 0; r < index.keys.length; r++) {
      const key = index.keys[r]!;
      const rows = this.rowsOfKey.get(key);
      if (rows) rows.push(r);
      else this.rowsOfKey.set(key, [r]);
    }
  }

  /** Embeds (or builds from cache) the generic documents of `docs` and wraps them for search. */
  static async build(embedder: Embedder, docs: readonly SearchDoc[], options: VectorBuildOptions = {}): Promise<SemanticIndex> {
    const index = await VectorIndex.build(embedder, vectorEntries(docs), options);
    return new SemanticIndex(embedder, index);
  }

  get model(): string {
    return this.embedder.model;
  }

  /** The query's unit vector, from the LRU when seen before. */
  async queryVector(query: string): Promise<Float32Array> {
    const key = normalise(query);
    const hit = this.queryCache.get(key);
    if (hit) return hit;
    const v = await this.batch.encode(key === '' ? query : key);
    this.queryCache.set(key, v);
    return v;
  }

  /** Whether the query vector is already cached (no encoder call needed). */
  isCached(query: string): boolean {
    return this.queryCache.has(normalise(query));
  }

  nearest(vector: Float32Array, k: number): VectorHit[] {
    return this.index.search(vector, k);
  }

  /** Cosine similarity of a document (best of its texts) to a unit query vector; null when not indexed. */
  similarity(vector: Float32Array, key: number): number | null {
    const rows = this.rowsOfKey.get(key);
    if (rows === undefined) return null;
    let best = -1;
    for (const row of rows) best = Math.max(best, this.index.similarity(row, vector));
    return best;
  }
}
