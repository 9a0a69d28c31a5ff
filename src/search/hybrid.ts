/**
 * Food search: lexical matching fused with semantic similarity over generic foods.
 *
 * Fusion is a weighted sum of the lexical score (banded, see lexical.ts) and the rescaled cosine
 * similarity. How much the encoder may move things depends on how well the words alone did:
 * when some generic food contains every query word, the encoder only reorders close candidates;
 * when none does (a synonym such as "aubergine", a word the corpus lacks), it leads. Exact
 * name/alias matches always stay on top.
 */
import type { SearchDoc } from './doc';
import { BAND_EXACT, BAND_GENERIC, type LexicalHit, type LexicalIndex } from './lexical';
import type { SemanticIndex } from './semantic';

export type SearchMode = 'hybrid' | 'semantic' | 'lexical';

export interface SearchHit {
  id: string;
  /** match_score: a rank signal in 0-1, not an accuracy percentage. */
  score: number;
}

export interface SearchResult {
  hits: SearchHit[];
  semantic_available: boolean;
  model: string | null;
}

export interface SearchOptions {
  mode?: SearchMode;
  limit?: number;
  /** Restrict to one kind of document (semantic results are generic only). */
  kind?: 'generic' | 'product';
}

export interface Suggestion {
  id: string;
  /** The name or alias that matched what was typed. */
  name: string;
  score: number;
}

/** Semantic search was requested but the encoder or index is unavailable (HTTP 503). */
export class SemanticUnavailableError extends Error {
  constructor(message = 'Semantic search is unavailable: the sentence encoder or vector index is not loaded.', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SemanticUnavailableError';
  }
}

export interface FusionOptions {
  /** Weight of the (rescaled) similarity when a generic food contains every query word. */
  weightWhenCovered: number;
  /** Weight of the similarity when no generic food does. */
  weightWhenUncovered: number;
  /** Similarity at or below which the encoder's opinion counts for nothing. */
  similarityFloor: number;
  /** Candidates taken from each side before fusing. */
  depth: number;
}

/** Tuned on bench/data/food-queries.json with USE-lite (see bench/search-relevance.ts). */
export const DEFAULT_FUSION: FusionOptions = {
  // With USE-lite any weight here lowered hit@1: it cannot tell "Milk, whole" from
  // "Milk, buttermilk, dried" better than the lexical prior. A stronger model may earn some.
  weightWhenCovered: 0,
  weightWhenUncovered: 1.0,
  similarityFloor: 0.3,
  depth: 40,
};

interface Candidate {
  doc: number;
  lexical: number;
  exact: boolean;
  similarity: number | null;
}

export class FoodSearch {
  private readonly fusion: FusionOptions;

  constructor(
    readonly docs: readonly SearchDoc[],
    private readonly lexical: LexicalIndex,
    private readonly semantic: SemanticIndex | null,
    fusion: Partial<FusionOptions> = {},
  ) {
    if (lexical.size !== docs.length) throw new Error('the lexical index was built over other documents');
    this.fusion = { ...DEFAULT_FUSION, ...fusion };
  }

  get semanticAvailable(): boolean {
    return this.semantic !== null;
  }

  get model(): string | null {
    return this.semantic?.model ?? null;
  }

  async search(query: string, options: SearchOptions = {}): Promise<SearchResult> {
    const mode = options.mode ?? 'hybrid';
    const limit = Math.max(1, options.limit ?? 10);
    if (mode === 'lexical') return this.lexicalOnly(query, limit, options.kind, this.semantic !== null);
    if (!this.semantic) {
      if (mode === 'semantic') throw new SemanticUnavailableError();
      return this.lexicalOnly(query, limit, options.kind, false);
    }
    let vector: Float32Array;
    try {
      vector = await this.semantic.queryVector(query);
    } catch (err) {
      if (mode === 'semantic') throw new SemanticUnavailableError(`The sentence encoder failed: ${(err as Error).message}`, { cause: err });
      return this.lexicalOnly(query, limit, options.kind, false);
    }
    if (mode === 'semantic') {
      if (options.kind === 'product') return { hits: [], semantic_available: true, model: this.semantic.model };
      const hits = this.semantic.nearest(vector, limit).map((h) => ({ id: this.docs[h.key]!.id, score: clamp01(h.similarity) }));
      return { hits, semantic_available: true, model: this.semantic.model };
    }
    return { hits: this.fuse(query, vector, limit, options.kind), semantic_available: true, model: this.semantic.model };
  }

  /** Completions for a partly typed name (lexical prefixes; distinct names). */
  autocomplete(query: string, limit = 10, kind?: 'generic' | 'product'): Suggestion[] {
    const hits = this.lexical.autocomplete(query, limit * 3, kind);
    const seen = new Set<string>();
    const out: Suggestion[] = [];
    for (const h of hits) {
      const key = h.text.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ id: h.id, name: h.text, score: round(h.score) });
      if (out.length === limit) break;
    }
    return out;
  }

  private lexicalOnly(query: string, limit: number, kind: 'generic' | 'product' | undefined, semanticAvailable: boolean): SearchResult {
    const hits = this.lexical.search(query, { limit, kind }).map((h) => ({ id: h.id, score: round(h.score) }));
    return { hits, semantic_available: semanticAvailable, model: semanticAvailable ? this.model : null };
  }

  private fuse(query: string, vector: Float32Array, limit: number, kind: 'generic' | 'product' | undefined): SearchHit[] {
    const semantic = this.semantic!;
    const { depth, similarityFloor } = this.fusion;
    const lex: LexicalHit[] = this.lexical.search(query, { limit: Math.max(depth, limit), kind });
    const byDoc = new Map<number, Candidate>();
    let covered = false;
    for (const h of lex) {
      if (this.docs[h.doc]!.kind === 'generic' && h.score >= BAND_GENERIC) covered = true;
      byDoc.set(h.doc, { doc: h.doc, lexical: h.score, exact: h.score >= BAND_EXACT, similarity: semantic.similarity(vector, h.doc) });
    }
    if (kind !== 'product') {
      for (const h of semantic.nearest(vector, Math.max(depth, limit))) {
        const c = byDoc.get(h.key);
        if (c) c.similarity = h.similarity;
        else byDoc.set(h.key, { doc: h.key, lexical: 0, exact: false, similarity: h.similarity });
      }
    }
    const weight = covered ? this.fusion.weightWhenCovered : this.fusion.weightWhenUncovered;
    const scored = [...byDoc.values()].map((c) => {
      const sim = c.similarity === null ? 0 : Math.max(0, (c.similarity - similarityFloor) / (1 - similarityFloor));
      return { c, fused: (c.lexical + weight * sim) / (1 + weight) };
    });
    scored.sort((a, b) => Number(b.c.exact) - Number(a.c.exact) || b.fused - a.fused);
    const out: SearchHit[] = [];
    let prev = 1;
    for (const { c, fused } of scored.slice(0, limit)) {
      // Scores follow rank order: exact matches pinned on top keep a score ≥ the rest.
      prev = Math.min(prev, clamp01(fused));
      out.push({ id: this.docs[c.doc]!.id, score: round(prev) });
    }
    return out;
  }
}

function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

function round(x: number): number {
  return Math.round(x * 10000) / 10000;
}
