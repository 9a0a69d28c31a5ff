/**
 * Food search: lexical matching fused with semantic similarity over generic foods.
 *
 * Fusion is a weighted sum of the lexical score (banded, see lexical.ts) and the rescaled cosine
 * similarity. How much the encoder may move things depends on how well the words alone did:
 * when some generic food contains every query word, the encoder only reorders close candidates;
 * when none does (a synonym such as "aubergine", a word the corpus lacks), it leads. Exact
 * name/alias matches always stay on top.
 */
import { plainOrDefault, type SearchDoc } from './doc';
import { BAND_EXACT, BAND_GENERIC, BAND_PRODUCT, type LexicalHit, type LexicalIndex } from './lexical';
import { bagKey, normalise, tokenize } from '../domain/language/text';
import type { Match } from '../domain/foods/name-index';
import { lexicalMatch, semanticMatch, settleHits } from './match';
import { searchText } from './query';
import type { SemanticIndex } from './semantic';
import { round } from '../domain/round';
import { DomainError } from '../domain/errors';

type SearchMode = 'hybrid' | 'semantic' | 'lexical';

export interface SearchHit {
  id: string;
  /** match_score: a rank signal in 0-1, not an accuracy percentage. */
  score: number;
  /** How the food matched and how sure that is (see match.ts). */
  match: Match;
  /** The name that matched meets the query only through the stemmer or folded accents (not rendered). */
  respelt?: boolean;
  /** The query is a brand the food's name gives, with nothing but its words (not rendered). */
  brandNamed?: boolean;
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

/** Semantic search was requested but the encoder or index is unavailable (503 by the kind table). */
export class SemanticUnavailableError extends DomainError {
  constructor(message = 'Semantic search is unavailable: the sentence encoder or vector index is not loaded.', options?: { cause?: unknown }) {
    super('unavailable', message, {}, options);
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
  /** Lexical candidates taken before fusing. */
  depth: number;
  /** Nearest generic foods taken from the vector index before fusing (at least the limit). */
  semanticDepth: number;
}

/** Tuned on bench/data/food-queries/ with USE-lite (see bench/search-relevance.ts). */
const DEFAULT_FUSION: FusionOptions = {
  // With USE-lite any weight here lowered hit@1: it cannot tell "Milk, whole" from
  // "Milk, buttermilk, dried" better than the lexical prior. A stronger model may earn some.
  weightWhenCovered: 0,
  weightWhenUncovered: 1.0,
  similarityFloor: 0.3,
  depth: 40,
  semanticDepth: 20,
};

interface Candidate {
  doc: number;
  hit: LexicalHit | null;
  lexical: number;
  exact: boolean;
  similarity: number | null;
}

/** A product's brand and name terms, tokenized once per document (search runs on the hot path). */
const productTermsCache = new WeakMap<SearchDoc, { brand: readonly string[]; name: Set<string> }>();
function productTerms(doc: SearchDoc): { brand: readonly string[]; name: Set<string> } {
  let terms = productTermsCache.get(doc);
  if (!terms) productTermsCache.set(doc, (terms = { brand: doc.brand ? tokenize(doc.brand) : [], name: new Set(tokenize(doc.name)) }));
  return terms;
}

export class FoodSearch {
  private readonly fusion: FusionOptions;
  private readonly scripts = new Map<string, boolean>();
  private byId: Map<string, number> | undefined;

  constructor(
    readonly docs: readonly SearchDoc[],
    /** Public so the name resolver can reuse it when it indexes the same documents (name-index.ts). */
    readonly lexical: LexicalIndex,
    private readonly semantic: SemanticIndex | null,
    fusion: Partial<FusionOptions> = {},
  ) {
    if (lexical.size !== docs.length) throw new Error('the lexical index was built over other documents');
    this.fusion = { ...DEFAULT_FUSION, ...fusion };
  }

  /**
   * The same lexical index with a semantic index attached: lets a service answer lexically at
   * once and switch to hybrid when the (possibly minutes-long, first-time) vector build ends.
   */
  withSemantic(semantic: SemanticIndex | null): FoodSearch {
    return new FoodSearch(this.docs, this.lexical, semantic, this.fusion);
  }

  /** A generic food's own name (English in every table), or undefined for a product or an id not searched here. */
  ownName(id: string): string | undefined {
    const i = this.docIndex.get(id);
    const doc = i === undefined ? undefined : this.docs[i];
    return doc?.kind === 'generic' ? doc.name : undefined;
  }

  /** Whether any food name (or translation) has a letter matching `re` (a script's letters). */
  knowsScript(re: RegExp): boolean {
    let known = this.scripts.get(re.source);
    if (known === undefined) {
      known = this.docs.some((d) => re.test(d.name) || d.aliases.some((a) => re.test(a)) || (d.names ?? []).some((n) => re.test(n.text)));
      this.scripts.set(re.source, known);
    }
    return known;
  }

  get semanticAvailable(): boolean {
    return this.semantic !== null;
  }

  get model(): string | null {
    return this.semantic?.model ?? null;
  }

  async search(typed: string, options: SearchOptions = {}): Promise<SearchResult> {
    const query = searchText(typed);
    const limit = Math.max(1, options.limit ?? 10);
    // A few more than asked: foods named alike are shown once (see distinctNames).
    const found = await this.rank(query, options, limit);
    const words = new Set<string>(normalise(query).split(' '));
    // The ordering rules ask a hit's name a dozen times each: its document is looked up in the
    // map of every document once, then kept for this search.
    const hitDocs = new Map<string, SearchDoc>();
    const docOf = (id: string) => {
      let doc = hitDocs.get(id);
      if (doc === undefined) hitDocs.set(id, (doc = this.docs[this.docIndex.get(id)!]!));
      return doc;
    };
    const nameOf = (id: string) => docOf(id).name;
    const isPlain = (id: string, text: string) => plainOrDefault(docOf(id), text);
    const isDescribed = (id: string, text: string) => docOf(id).described?.includes(text.toLowerCase()) ?? false;
    const isStandIn = (id: string, text: string) => docOf(id).standIns?.some((s) => s.toLowerCase() === text.toLowerCase()) ?? false;
    return { ...found, hits: distinctNames(settleHits(found.hits, nameOf, words, isPlain, isDescribed, isStandIn), docOf).slice(0, limit) };
  }

  private get docIndex(): Map<string, number> {
    return (this.byId ??= new Map(this.docs.map((d, i) => [d.id, i])));
  }

  /** Ranked hits, `wanted` and a few more (NAME_SLACK) so that names shown once still fill the list. */
  private async rank(query: string, options: SearchOptions, wanted: number): Promise<SearchResult> {
    const mode = options.mode ?? 'hybrid';
    const limit = wanted + NAME_SLACK;
    if (mode === 'lexical') return this.lexicalOnly(query, limit, options.kind, this.semantic !== null);
    if (!this.semantic) {
      if (mode === 'semantic') throw new SemanticUnavailableError();
      return this.lexicalOnly(query, limit, options.kind, false);
    }
    if (mode === 'semantic') {
      const vector = await this.queryVector(query, true);
      if (options.kind === 'product') return { hits: [], semantic_available: true, model: this.semantic.model };
      const hits = this.semantic
        .nearest(vector!, limit)
        .map((h) => ({ id: this.docs[h.key]!.id, score: round(clamp01(h.similarity), 4), match: semanticMatch(h.similarity) }));
      return { hits, semantic_available: true, model: this.semantic.model };
    }
    const lex = this.lexical.search(query, { limit: Math.max(this.fusion.depth, limit), kind: options.kind });
    // Covered: a generic food holds every word of the query, or the query names a product, with its
    // brand ("Milbona Kefir") or by its full name of three words or more ("Latte UHT a lunga
    // conservazione"): the encoder only knows generic foods, so it could only add noise there.
    const queryTerms = new Set(tokenize(query));
    const namesProduct = (doc: SearchDoc) =>
      namesBrand(doc, queryTerms) ||
      (queryTerms.size >= 3 && productTerms(doc).name.size === queryTerms.size && [...productTerms(doc).name].every((t) => queryTerms.has(t)));
    const covered = lex.some((h) => {
      const doc = this.docs[h.doc]!;
      return doc.kind === 'generic' ? h.score >= BAND_GENERIC : h.score >= BAND_PRODUCT && namesProduct(doc);
    });
    // When the words alone found a generic food and the encoder's weight there is zero (USE-lite,
    // see DEFAULT_FUSION), encoding the query would change nothing: answer from the lexical ranking.
    if (covered && this.fusion.weightWhenCovered === 0 && lex.length >= wanted) {
      return { hits: this.lexicalHits(lex.slice(0, limit), queryTerms), semantic_available: true, model: this.semantic.model };
    }
    const vector = await this.queryVector(query, false);
    if (!vector) return { hits: this.lexicalHits(lex.slice(0, limit), queryTerms), semantic_available: false, model: null };
    return { hits: this.fuse(lex, covered, vector, limit, options.kind, queryTerms), semantic_available: true, model: this.semantic.model };
  }

  /** The query's vector; on encoder failure null, or SemanticUnavailableError when `required`. */
  private async queryVector(query: string, required: boolean): Promise<Float32Array | null> {
    try {
      return await this.semantic!.queryVector(query);
    } catch (err) {
      if (required) throw new SemanticUnavailableError(`The sentence encoder failed: ${(err as Error).message}`, { cause: err });
      return null;
    }
  }

  /**
   * Completions for a partly typed name (lexical prefixes; distinct names). Names a user can see
   * as what they typed go first (completionGroup), in the lexical order within each group.
   */
  autocomplete(query: string, limit = 10, kind?: 'generic' | 'product'): Suggestion[] {
    const typed = normalise(query).split(' ').filter(Boolean);
    let groups: LexicalHit[][] = [];
    // Many foods share a completion ("chicken"): widen the fetch until `limit` distinct names remain.
    for (const fetch of [Math.max(50, limit * 8), 1000]) {
      const hits = this.lexical.autocomplete(query, fetch, kind);
      const seen = new Set<string>();
      groups = [[], [], []];
      let distinct = 0;
      for (const h of hits) {
        const key = h.text.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        distinct++;
        const group = groups[completionGroup(typed, h)]!;
        group.push(h);
        if (group === groups[0] && group.length === limit) break;
      }
      if (distinct >= limit || hits.length < fetch) break;
    }
    const out: Suggestion[] = [];
    // No higher than the suggestion before it, so that merging with products keeps this order.
    for (const h of groups.flat().slice(0, limit)) out.push({ id: h.id, name: h.text, score: round(Math.min(h.score, out.at(-1)?.score ?? 1), 4) });
    return out;
  }

  private lexicalHits(lex: LexicalHit[], queryTerms: Set<string>): SearchHit[] {
    return lex.map((h) => ({
      id: h.id,
      score: round(h.score, 4),
      match: this.matchOf(h, queryTerms),
      ...(h.respelt ? { respelt: true } : {}),
      ...(h.brandNamed ? { brandNamed: true } : {}),
    }));
  }

  private matchOf(h: LexicalHit, queryTerms: Set<string>): Match {
    const doc = this.docs[h.doc]!;
    return lexicalMatch(h, doc.kind === 'product', doc.kind === 'product' && namesBrand(doc, queryTerms), doc.name);
  }

  private lexicalOnly(query: string, limit: number, kind: 'generic' | 'product' | undefined, semanticAvailable: boolean): SearchResult {
    const hits = this.lexicalHits(this.lexical.search(query, { limit, kind }), new Set(tokenize(query)));
    return { hits, semantic_available: semanticAvailable, model: semanticAvailable ? this.model : null };
  }

  private fuse(
    lex: LexicalHit[],
    covered: boolean,
    vector: Float32Array,
    limit: number,
    kind: 'generic' | 'product' | undefined,
    queryTerms: Set<string>,
  ): SearchHit[] {
    const semantic = this.semantic!;
    const { similarityFloor } = this.fusion;
    const byDoc = new Map<number, Candidate>();
    for (const h of lex) {
      byDoc.set(h.doc, { doc: h.doc, hit: h, lexical: h.score, exact: h.score >= BAND_EXACT, similarity: semantic.similarity(vector, h.doc) });
    }
    if (kind !== 'product') {
      for (const h of semantic.nearest(vector, Math.max(this.fusion.semanticDepth, limit))) {
        const c = byDoc.get(h.key);
        if (c) c.similarity = h.similarity;
        else byDoc.set(h.key, { doc: h.key, hit: null, lexical: 0, exact: false, similarity: h.similarity });
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
      // The surer of the two readings: a word match, or the encoder alone.
      const lexMatch = c.hit ? this.matchOf(c.hit, queryTerms) : null;
      const semMatch = c.similarity === null ? null : semanticMatch(c.similarity);
      const match = !semMatch || (lexMatch && lexMatch.score >= semMatch.score) ? lexMatch! : semMatch;
      const lexical = match === lexMatch;
      out.push({
        id: this.docs[c.doc]!.id,
        score: round(prev, 4),
        match,
        ...(c.hit?.respelt && lexical ? { respelt: true } : {}),
        ...(c.hit?.brandNamed && lexical ? { brandNamed: true } : {}),
      });
    }
    return out;
  }
}

/** Hits fetched beyond the limit so that names shown once still fill it. */
const NAME_SLACK = 5;

/**
 * One result per name: rows of two tables that name a food alike but whose values disagree stay
 * two foods (a name alone never joins them, src/corpus/food-links.ts), yet a list showing
 * "Cheese, feta" twice leaves the reader unable to choose. The better-ranked one is shown; the
 * other stays reachable by its id. Products are told apart by brand and barcode, so they all stay.
 */
function distinctNames<H extends SearchHit>(hits: H[], docOf: (id: string) => SearchDoc): H[] {
  const seen = new Set<string>();
  return hits.filter((h) => {
    const doc = docOf(h.id);
    if (doc.kind !== 'generic') return true;
    const key = bagKeyOf(doc);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A generic food's name as an order-free key, made once per document (tokenize's own memo is bounded and cleared when full). */
const bagKeys = new WeakMap<SearchDoc, string>();
function bagKeyOf(doc: SearchDoc): string {
  let key = bagKeys.get(doc);
  if (key === undefined) bagKeys.set(doc, (key = bagKey(doc.name)));
  return key;
}

/** The query holds every word of the product's brand ("Milbona Kefir"). */
function namesBrand(doc: SearchDoc, queryTerms: Set<string>): boolean {
  const { brand } = productTerms(doc);
  return brand.length > 0 && brand.every((t) => queryTerms.has(t));
}

function clamp01(x: number): number {
  return x < 0 ? 0 : Math.min(x, 1);
}

/**
 * How a suggestion shows what was typed: 0, a name that completes every typed word (accents and
 * case aside) in the food's own name, an alias or English; 1, such a translation into another
 * language ("app": "apples" before "appelkoos"); 2, a name met only by a slip or by its sound
 * ("pean" → "pen", "che" → "चाय").
 */
function completionGroup(typed: string[], h: LexicalHit): 0 | 1 | 2 {
  if (typed.length > 0 && !completes(typed, normalise(h.text))) return 2;
  return h.via === 'translation' && h.lang !== 'en' ? 1 : 0;
}

/** Every typed word begins a word of the (normalised) name, or is that word with a plural ending ("apples" for "apple"); in scripts written without spaces, is inside it. */
function completes(typed: string[], name: string): boolean {
  const words = name.split(' ');
  return typed.every(
    (t) => words.some((w) => w.startsWith(t) || (t.startsWith(w) && w.length >= 3 && t.length - w.length <= 2)) || (!SPACED_SCRIPT.test(t) && name.includes(t)),
  );
}
const SPACED_SCRIPT = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Hangul}\p{N}]/u;
