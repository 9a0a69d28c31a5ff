/**
 * Vector index over generic foods: a usearch HNSW graph (cosine) of sentence embeddings.
 *
 * Embedding the corpus is the slow part (tens of seconds on two cores), so the vectors are
 * cached on disk next to the saved graph, keyed by model name and a hash of the embedded texts:
 *   <cacheDir>/<model>-<hash>.f32      raw Float32 vectors, row per document
 *   <cacheDir>/<model>-<hash>.usearch  the HNSW graph
 *   <cacheDir>/<model>-<hash>.json     metadata (model, dims, count, hash)
 * A changed corpus or model gives a new key; a rebuild re-embeds only texts that no cache of the
 * same model holds. Stale files are left for the operator to prune.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Index, MetricKind, ScalarKind } from 'usearch';
import type { Embedder } from './embedder';
import type { PooledEmbedder } from './embedder-pool';

export interface VectorEntry {
  /** Caller's key for the document (its position in the caller's document list). Several
   * entries may share a key (several texts per document); search keeps the best per key. */
  key: number;
  /** The text embedded for it. */
  text: string;
}

export interface VectorHit {
  key: number;
  /** Cosine similarity in [-1, 1]. */
  similarity: number;
}

export interface VectorBuildOptions {
  /** Where vectors and graph are cached; no caching when absent. */
  cacheDir?: string;
  /** Called while embedding: done, total. */
  progress?: (done: number, total: number) => void;
  /** Texts per embedding call while building (progress granularity). */
  chunk?: number;
  /**
   * Opens worker encoders of the same model for a large fill (see embedder-pool.ts); the
   * in-process encoder is used when absent, for small fills, or when the pool cannot start.
   */
  openPool?: () => Promise<PooledEmbedder>;
  /** Fewest texts to embed for which the pool is opened (starting workers takes seconds). */
  poolMinTexts?: number;
}

interface CacheMeta {
  model: string;
  dims: number;
  count: number;
  hash: string;
  multi: boolean;
  keys: number[];
  /** Embedded text of each row: lets a later build reuse vectors of unchanged texts. */
  texts: string[];
}

const CONNECTIVITY = 16;
const EXPANSION_ADD = 128;
const EXPANSION_SEARCH = 64;

/** Hash of model + entries: the cache key. */
export function corpusHash(model: string, entries: readonly VectorEntry[]): string {
  const h = createHash('sha256');
  h.update(model);
  for (const e of entries) h.update(`\n${e.key}\t${e.text}`);
  return h.digest('hex').slice(0, 16);
}

function newIndex(dims: number, multi: boolean): Index {
  return new Index({
    dimensions: dims,
    metric: MetricKind.Cos,
    quantization: ScalarKind.F32,
    connectivity: CONNECTIVITY,
    expansion_add: EXPANSION_ADD,
    expansion_search: EXPANSION_SEARCH,
    multi,
  });
}

export class VectorIndex {
  /** Whether several rows share a key. */
  readonly multi: boolean;
  private readonly distinctKeys: number;

  private constructor(
    readonly model: string,
    readonly dims: number,
    private readonly index: Index,
    /** Row-major vectors in entry order (kept for exact re-scoring and rebuilds). */
    readonly vectors: Float32Array,
    /** Key of each row. */
    readonly keys: Int32Array,
    /** Whether this instance came from the on-disk cache. */
    readonly fromCache: boolean,
  ) {
    this.distinctKeys = new Set(keys).size;
    this.multi = this.distinctKeys !== keys.length;
  }

  /** Number of vectors (rows). */
  get size(): number {
    return this.keys.length;
  }

  /** Number of distinct documents. */
  get documents(): number {
    return this.distinctKeys;
  }

  /**
   * Loads the cached index for these entries, or embeds them and builds (and caches) a new one.
   */
  static async build(embedder: Embedder, entries: readonly VectorEntry[], options: VectorBuildOptions = {}): Promise<VectorIndex> {
    const hash = corpusHash(embedder.model, entries);
    const base = options.cacheDir ? join(options.cacheDir, `${safeName(embedder.model)}-${hash}`) : null;
    if (base) {
      const cached = VectorIndex.load(base, embedder.model, hash);
      if (cached) return cached;
    }
    const dims = embedder.dims;
    const vectors = new Float32Array(entries.length * dims);
    const known = options.cacheDir ? cachedTextVectors(options.cacheDir, embedder.model, dims) : new Map<string, Float32Array>();
    const missing: number[] = [];
    for (let i = 0; i < entries.length; i++) {
      const v = known.get(entries[i]!.text);
      if (v) vectors.set(v, i * dims);
      else missing.push(i);
    }
    // Hand the corpus load's garbage back before the encoder's tensors come on top of it.
    if (missing.length > 0) Bun.gc(true);
    const pool = missing.length >= (options.poolMinTexts ?? 1000) ? await openPoolOf(embedder, options.openPool) : null;
    const filler = pool ?? embedder;
    // A chunk per worker keeps each busy; progress is reported per chunk.
    const chunk = (options.chunk ?? 64) * (pool ? 4 : 1);
    try {
      for (let i = 0; i < missing.length; i += chunk) {
        // An in-process encoder computes synchronously behind its promise: without a turn of the
        // event loop between chunks, a server filling a cold cache would not answer for minutes.
        await new Promise((resolve) => setImmediate(resolve));
        const rows = missing.slice(i, i + chunk);
        const vs = await filler.embed(rows.map((r) => entries[r]!.text));
        for (let j = 0; j < vs.length; j++) vectors.set(vs[j]!, rows[j]! * dims);
        options.progress?.(Math.min(missing.length, i + chunk), missing.length);
      }
    } finally {
      pool?.close();
    }
    const keys = Int32Array.from(entries, (e) => e.key);
    const index = newIndex(dims, new Set(keys).size !== keys.length);
    if (entries.length > 0) index.add(BigUint64Array.from(keys, (k) => BigInt(k)), vectors, 0);
    const built = new VectorIndex(embedder.model, dims, index, vectors, keys, false);
    if (base) built.save(base, hash, entries.map((e) => e.text));
    return built;
  }

  /** Reads a cached index; null when absent or not matching. */
  static load(base: string, model: string, hash: string): VectorIndex | null {
    const metaPath = `${base}.json`;
    if (!existsSync(metaPath) || !existsSync(`${base}.f32`)) return null;
    try {
      const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as CacheMeta;
      if (meta.model !== model || meta.hash !== hash || meta.keys.length !== meta.count) return null;
      const buf = readFileSync(`${base}.f32`);
      if (buf.byteLength !== meta.count * meta.dims * 4) return null;
      const vectors = new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
      const keys = Int32Array.from(meta.keys);
      let index = newIndex(meta.dims, meta.multi);
      try {
        if (existsSync(`${base}.usearch`)) index.load(`${base}.usearch`);
        if (index.size() !== meta.count) throw new Error('graph size mismatch');
      } catch {
        // A missing or unreadable graph is rebuilt from the cached vectors.
        index = newIndex(meta.dims, meta.multi);
        if (meta.count > 0) index.add(BigUint64Array.from(keys, (k) => BigInt(k)), vectors, 0);
      }
      return new VectorIndex(model, meta.dims, index, vectors, keys, true);
    } catch {
      return null;
    }
  }

  private save(base: string, hash: string, texts: string[]): void {
    const dir = base.slice(0, base.lastIndexOf('/'));
    mkdirSync(dir, { recursive: true });
    // Write to temporary names then rename, so a crash never leaves a half-written cache.
    const meta: CacheMeta = { model: this.model, dims: this.dims, count: this.size, hash, multi: this.multi, keys: [...this.keys], texts };
    writeFileSync(`${base}.f32.tmp`, new Uint8Array(this.vectors.buffer, this.vectors.byteOffset, this.vectors.byteLength));
    if (this.size > 0) this.index.save(`${base}.usearch.tmp`);
    writeFileSync(`${base}.json.tmp`, JSON.stringify(meta));
    renameSync(`${base}.f32.tmp`, `${base}.f32`);
    if (this.size > 0) renameSync(`${base}.usearch.tmp`, `${base}.usearch`);
    renameSync(`${base}.json.tmp`, `${base}.json`);
  }

  /** The k nearest documents to a unit query vector, most similar first (best row per key). */
  search(query: Float32Array, k: number): VectorHit[] {
    if (this.size === 0 || k <= 0) return [];
    if (query.length !== this.dims) throw new RangeError(`query has ${query.length} dims, index has ${this.dims}`);
    // With several rows per document, over-fetch so that k distinct documents survive.
    const fetch = Math.min(this.size, this.multi ? k * 3 : k);
    const m = this.index.search(query, fetch, 1);
    const out: VectorHit[] = [];
    const seen = new Set<number>();
    for (let i = 0; i < m.keys.length && out.length < k; i++) {
      const key = m.keys[i]!;
      // usearch pads missing results with the maximum key.
      if (key >= 0xffffffffn) continue;
      const n = Number(key);
      if (seen.has(n)) continue;
      seen.add(n);
      out.push({ key: n, similarity: 1 - m.distances[i]! });
    }
    return out;
  }
}

/** The pool, when it starts and runs the same model as `embedder`; null otherwise. */
async function openPoolOf(embedder: Embedder, open: VectorBuildOptions['openPool']): Promise<PooledEmbedder | null> {
  if (!open) return null;
  try {
    const pool = await open();
    if (pool.model === embedder.model && pool.dims === embedder.dims) return pool;
    pool.close();
  } catch {
    // Workers are a speed-up only: the in-process encoder does the same work.
  }
  return null;
}

/** Vectors of every text embedded by `model` in earlier builds cached in `dir`. */
function cachedTextVectors(dir: string, model: string, dims: number): Map<string, Float32Array> {
  const out = new Map<string, Float32Array>();
  if (!existsSync(dir)) return out;
  const prefix = `${safeName(model)}-`;
  for (const file of readdirSync(dir)) {
    if (!file.startsWith(prefix) || !file.endsWith('.json')) continue;
    try {
      const base = join(dir, file.slice(0, -'.json'.length));
      const meta = JSON.parse(readFileSync(`${base}.json`, 'utf8')) as Partial<CacheMeta>;
      if (meta.model !== model || meta.dims !== dims || !Array.isArray(meta.texts)) continue;
      const buf = readFileSync(`${base}.f32`);
      if (buf.byteLength !== meta.texts.length * dims * 4) continue;
      const all = new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
      meta.texts.forEach((t, i) => out.set(t, all.subarray(i * dims, (i + 1) * dims)));
    } catch {
      // An unreadable cache only means more texts to embed.
    }
  }
  return out;
}

function safeName(model: string): string {
  return model.replace(/[^A-Za-z0-9._-]/g, '_');
}
