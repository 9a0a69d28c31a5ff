/**
 * Vector index over generic foods: a usearch HNSW graph (cosine) of sentence embeddings.
 *
 * Embedding the corpus is the slow part (tens of seconds on two cores), so the vectors are
 * cached on disk next to the saved graph, keyed by model name and a hash of the embedded texts:
 *   <cacheDir>/<model>-<hash>.f32          raw Float32 vectors, row per document
 *   <cacheDir>/<model>-<hash>.i8           the same vectors in 8 bits (see `quantize`) and their scales
 *   <cacheDir>/<model>-<hash>.i8.usearch   the HNSW graph over them
 *   <cacheDir>/<model>-<hash>.json         metadata (model, dims, count, hash)
 * In memory the vectors are 8-bit (see `quantize`: a quarter of the bytes;
 * bench/search-relevance.ts --hybrid measures what that costs) and the graph is memory-mapped
 * from its file, so only the pages a search touches are resident.
 * A changed corpus or model gives a new key; a rebuild re-embeds only texts that no cache of the
 * same model holds. Stale files are left for the operator to prune.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
function corpusHash(model: string, entries: readonly VectorEntry[]): string {
  const h = createHash('sha256');
  h.update(model);
  for (const e of entries) h.update(`\n${e.key}\t${e.text}`);
  return h.digest('hex').slice(0, 16);
}

const QUANTIZATION = ScalarKind.I8;

/** Vectors as 8-bit rows, each scaled so its largest component is ±127, and the scale back per row. */
export interface Quantized {
  rows: Int8Array;
  scales: Float32Array;
}

/**
 * Per-row scaling keeps the resolution of 8 bits whatever the spread of a model's components
 * (USE-lite's unit vectors have none above 0.06, so a fixed ×127 would leave 15 levels); cosine
 * distance in the graph ignores the scale, and `similarity` multiplies it back.
 */
function quantize(vectors: Float32Array, dims: number): Quantized {
  const count = dims > 0 ? vectors.length / dims : 0;
  const rows = new Int8Array(vectors.length);
  const scales = new Float32Array(count);
  for (let r = 0; r < count; r++) {
    const base = r * dims;
    let max = 0;
    for (let i = 0; i < dims; i++) max = Math.max(max, Math.abs(vectors[base + i]!));
    if (max === 0) continue;
    scales[r] = max / 127;
    for (let i = 0; i < dims; i++) rows[base + i] = Math.round((vectors[base + i]! * 127) / max);
  }
  return { rows, scales };
}

function newIndex(dims: number, multi: boolean): Index {
  return new Index({
    dimensions: dims,
    metric: MetricKind.Cos,
    quantization: QUANTIZATION,
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
    /** Row-major 8-bit vectors in entry order, for re-scoring lexical candidates. */
    private readonly vectors: Quantized,
    /** Key of each row. */
    readonly keys: Int32Array,
    /** Whether this instance came from the on-disk cache. */
    readonly fromCache: boolean,
  ) {
    this.distinctKeys = new Set(keys).size;
    this.multi = this.distinctKeys !== keys.length;
  }

  /** Cosine similarity of row `row` to a unit query vector (from the 8-bit row: within about 0.005). */
  similarity(row: number, query: Float32Array): number {
    const { rows, scales } = this.vectors;
    const base = row * this.dims;
    let dot = 0;
    for (let i = 0; i < this.dims; i++) dot += rows[base + i]! * query[i]!;
    return dot * scales[row]!;
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
      const cached = await VectorIndex.load(base, embedder.model, hash);
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
    const multi = new Set(keys).size !== keys.length;
    const index = newIndex(dims, multi);
    const quantized = quantize(vectors, dims);
    if (entries.length > 0)
      index.add(
        BigUint64Array.from(keys, (k) => BigInt(k)),
        quantized.rows,
        0,
      );
    if (base)
      saveCache(
        base,
        index,
        { model: embedder.model, dims, count: keys.length, hash, multi, keys: [...keys], texts: entries.map((e) => e.text) },
        vectors,
        quantized,
      );
    return new VectorIndex(embedder.model, dims, index, quantized, keys, false);
  }

  /**
   * Reads a cached index; null when absent or not matching. The 8-bit rows come from their own
   * file (a quarter of the float vectors, nothing to compute) and the graph is memory-mapped; files
   * are read asynchronously so that a serving process keeps answering meanwhile.
   */
  static async load(base: string, model: string, hash: string): Promise<VectorIndex | null> {
    const metaPath = `${base}.json`;
    if (!existsSync(metaPath) || !existsSync(`${base}.f32`)) return null;
    try {
      const meta = JSON.parse(await Bun.file(metaPath).text()) as CacheMeta;
      if (meta.model !== model || meta.hash !== hash || meta.keys.length !== meta.count) return null;
      const keys = Int32Array.from(meta.keys);
      const quantized = (await readQuantized(base, meta)) ?? (await quantizeCached(base, meta));
      if (!quantized) return null;
      const graph = `${base}.${QUANTIZATION}.usearch`;
      let index = newIndex(meta.dims, meta.multi);
      try {
        if (!existsSync(graph)) throw new Error('no graph');
        index.view(graph);
        if (index.size() !== meta.count) throw new Error('graph size mismatch');
      } catch {
        // A missing or unreadable graph is rebuilt from the cached vectors, and saved for the next start.
        index = newIndex(meta.dims, meta.multi);
        if (meta.count > 0) {
          index.add(
            BigUint64Array.from(keys, (k) => BigInt(k)),
            quantized.rows,
            0,
          );
          saveGraph(graph, index);
        }
      }
      return new VectorIndex(model, meta.dims, index, quantized, keys, true);
    } catch {
      return null;
    }
  }

  /** The k nearest documents to a unit query vector, most similar first (best row per key). */
  search(query: Float32Array, k: number): VectorHit[] {
    if (this.size === 0 || k <= 0) return [];
    if (query.length !== this.dims) throw new RangeError(`query has ${query.length} dims, index has ${this.dims}`);
    // With several rows per document, over-fetch so that k distinct documents survive.
    const fetch = Math.min(this.size, this.multi ? k * 3 : k);
    const m = this.index.search(quantize(query, this.dims).rows, fetch, 1);
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
    // usearch lists neighbours of equal distance in its graph's order, which differs between graphs of
    // the same vectors: by key, so that ties do not depend on how the graph was built.
    return out.sort((a, b) => b.similarity - a.similarity || a.key - b.key);
  }
}

/** Writes the cache through temporary names renamed into place: a crash never leaves half a cache. */
function saveCache(base: string, index: Index, meta: CacheMeta, vectors: Float32Array, quantized: Quantized): void {
  mkdirSync(dirname(base), { recursive: true });
  writeFileSync(`${base}.f32.tmp`, new Uint8Array(vectors.buffer, vectors.byteOffset, vectors.byteLength));
  if (meta.count > 0) saveGraph(`${base}.${QUANTIZATION}.usearch`, index);
  saveQuantized(base, quantized);
  writeFileSync(`${base}.json.tmp`, JSON.stringify(meta));
  renameSync(`${base}.f32.tmp`, `${base}.f32`);
  renameSync(`${base}.json.tmp`, `${base}.json`);
}

/** `<base>.i8`: the 8-bit rows, then each row's scale as a float. */
function saveQuantized(base: string, q: Quantized): void {
  writeFileSync(
    `${base}.i8.tmp`,
    Buffer.concat([
      new Uint8Array(q.rows.buffer, q.rows.byteOffset, q.rows.byteLength),
      new Uint8Array(q.scales.buffer, q.scales.byteOffset, q.scales.byteLength),
    ]),
  );
  renameSync(`${base}.i8.tmp`, `${base}.i8`);
}

async function readQuantized(base: string, meta: CacheMeta): Promise<Quantized | null> {
  const file = Bun.file(`${base}.i8`);
  const size = meta.count * meta.dims;
  if (!(await file.exists()) || file.size !== size + meta.count * 4) return null;
  const bytes = await file.arrayBuffer();
  return { rows: new Int8Array(bytes, 0, size), scales: new Float32Array(bytes.slice(size)) };
}

/** The rows from the float vectors (a cache written before the 8-bit file existed, or a damaged one), kept for the next start. */
async function quantizeCached(base: string, meta: CacheMeta): Promise<Quantized | null> {
  const file = Bun.file(`${base}.f32`);
  if (file.size !== meta.count * meta.dims * 4) return null;
  const quantized = quantize(new Float32Array(await file.arrayBuffer()), meta.dims);
  saveQuantized(base, quantized);
  return quantized;
}

function saveGraph(path: string, index: Index): void {
  index.save(`${path}.tmp`);
  renameSync(`${path}.tmp`, path);
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
      meta.texts.forEach((t, i) => {
        out.set(t, all.subarray(i * dims, (i + 1) * dims));
      });
    } catch {
      // An unreadable cache only means more texts to embed.
    }
  }
  return out;
}

function safeName(model: string): string {
  return model.replace(/[^A-Za-z0-9._-]/g, '_');
}
