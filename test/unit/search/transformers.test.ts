/**
 * Loads the random-weights stand-in model (word-piece overlap only) to test the real loading,
 * pooling and index code offline. Never used for ranking quality.
 */
import { afterAll, describe, expect, it } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createEmbedder, EmbedderUnavailableError, loadEmbedder, TransformersEmbedder } from '../../../src/search/embedder';
import { VectorIndex } from '../../../src/search/vector-index';

const MODELS_DIR = process.env.MORSEL_MODELS_DIR ?? resolve(import.meta.dir, '../../../../shared/models');
const TEST_MODEL = 'minilm-vocab-bow-384-TEST';
const available = existsSync(join(MODELS_DIR, TEST_MODEL, 'onnx/model_quantized.onnx'));
const cacheDir = mkdtempSync(join(tmpdir(), 'morsel-vectors-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

describe.skipIf(!available)('TransformersEmbedder with the TEST model', async () => {
  const embedder = await TransformersEmbedder.load(MODELS_DIR, TEST_MODEL);

  it('loads offline with 384 dimensions', () => {
    expect(embedder.model).toBe(TEST_MODEL);
    expect(embedder.dims).toBe(384);
  });

  it('returns one unit vector per text, batch or not', async () => {
    const texts = Array.from({ length: 70 }, (_, i) => `chicken breast ${i}`);
    const vs = await embedder.embed(texts);
    expect(vs.length).toBe(70);
    for (const v of vs) {
      expect(v.length).toBe(384);
      expect(Math.abs(Math.hypot(...v) - 1)).toBeLessThan(1e-4);
    }
    const [single] = await embedder.embed(['chicken breast 69']);
    expect(dot(single!, vs[69]!)).toBeGreaterThan(0.999);
  });

  it('reflects word-piece overlap after mean pooling', async () => {
    const [a, b, c] = await embedder.embed(['chicken breast grilled', 'chicken breast', 'chocolate pudding']);
    expect(dot(a!, b!)).toBeGreaterThan(dot(a!, c!));
  });

  it('builds, saves and reloads a vector index', async () => {
    const entries = ['apples raw', 'bananas raw', 'chicken breast roasted', 'brown rice cooked', 'chicken breast'].map((text, key) => ({
      key: key < 4 ? key : 2,
      text,
    }));
    const built = await VectorIndex.build(embedder, entries, { cacheDir });
    expect(built.fromCache).toBe(false);
    expect(built.size).toBe(5);
    expect(built.documents).toBe(4);
    expect(
      readdirSync(cacheDir)
        .sort()
        .map((f) => f.replace(/-[0-9a-f]{16}/, '')),
    ).toEqual([`${TEST_MODEL}.f32`, `${TEST_MODEL}.i8`, `${TEST_MODEL}.i8.usearch`, `${TEST_MODEL}.json`]);

    const reloaded = await VectorIndex.build(embedder, entries, { cacheDir });
    expect(reloaded.fromCache).toBe(true);
    const [q] = await embedder.embed(['chicken breast']);
    for (let r = 0; r < built.size; r++) expect(reloaded.similarity(r, q!)).toBe(built.similarity(r, q!));
    const hits = reloaded.search(q!, 3);
    expect(hits[0]?.key).toBe(2);
    expect(hits[0]!.similarity).toBeGreaterThan(0.99);
    expect(new Set(hits.map((h) => h.key)).size).toBe(hits.length);
  });

  it('a damaged graph or 8-bit rows are rebuilt from the cached vectors and saved; damaged vectors are embedded again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'morsel-vectors-damaged-'));
    try {
      const entries = ['apples raw', 'bananas raw', 'brown rice cooked'].map((text, key) => ({ key, text }));
      await VectorIndex.build(embedder, entries, { cacheDir: dir });
      const file = (ext: string) => join(dir, readdirSync(dir).find((f) => f.endsWith(ext))!);
      const graph = file('.i8.usearch');
      writeFileSync(graph, 'not a graph');
      const regraphed = await VectorIndex.build(embedder, entries, { cacheDir: dir });
      expect(regraphed.fromCache).toBe(true);
      expect(regraphed.search((await embedder.embed(['bananas raw']))[0]!, 1)[0]?.key).toBe(1);
      expect(readFileSync(graph).length).toBeGreaterThan(100);
      let calls = 0;
      const counting = { model: embedder.model, dims: embedder.dims, embed: (t: string[]) => ((calls += t.length), embedder.embed(t)) };
      // Damaged 8-bit rows are made again from the float vectors, without embedding.
      const rows = file('.i8');
      writeFileSync(rows, 'short');
      const requantized = await VectorIndex.build(counting, entries, { cacheDir: dir });
      expect([requantized.fromCache, calls]).toEqual([true, 0]);
      expect(readFileSync(rows).length).toBe(3 * 384 + 3 * 4);
      // Both damaged: embedded again.
      const vectors = file('.f32');
      writeFileSync(vectors, readFileSync(vectors).subarray(0, 100));
      writeFileSync(rows, 'short');
      const rebuilt = await VectorIndex.build(counting, entries, { cacheDir: dir });
      expect(rebuilt.fromCache).toBe(false);
      expect(calls).toBe(3);
      expect(readFileSync(vectors).length).toBe(3 * 384 * 4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('re-embeds only new texts when the corpus changes', async () => {
    let calls = 0;
    const counting = { model: embedder.model, dims: embedder.dims, embed: (t: string[]) => ((calls += t.length), embedder.embed(t)) };
    const entries = ['apples raw', 'bananas raw', 'chicken breast roasted', 'brown rice cooked', 'pears raw'].map((text, key) => ({ key, text }));
    const built = await VectorIndex.build(counting, entries, { cacheDir });
    expect(built.fromCache).toBe(false);
    expect(calls).toBe(1);
  });
});

describe('embedder factory', () => {
  it('returns null with a typed error for a missing model', async () => {
    let seen: unknown = null;
    const e = await createEmbedder({ modelsDir: MODELS_DIR, model: 'no-such-model', onError: (err) => (seen = err) });
    expect(e).toBeNull();
    expect(seen).toBeInstanceOf(EmbedderUnavailableError);
  });

  it('returns null quietly when semantic search is disabled', async () => {
    let called = false;
    expect(await createEmbedder({ modelsDir: MODELS_DIR, model: 'none', onError: () => (called = true) })).toBeNull();
    expect(called).toBe(false);
  });

  it('rejects model names that are paths', async () => {
    await expect(loadEmbedder({ modelsDir: MODELS_DIR, model: '../models' })).rejects.toBeInstanceOf(EmbedderUnavailableError);
  });

  it.skipIf(!available)('loads a folder model by name', async () => {
    const e = await createEmbedder({ modelsDir: MODELS_DIR, model: TEST_MODEL });
    expect(e?.dims).toBe(384);
  });
});

describe('VectorIndex.build', () => {
  it('lets timers and I/O run between chunks while a cold cache fills', async () => {
    // An encoder that computes synchronously, as TF.js does behind its promise.
    const dims = 4;
    const busy = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    const syncEmbedder = { model: 'sync-test', dims, embed: async (t: string[]) => (busy(3), t.map((_, i) => Float32Array.from([1, i, 0, 0]))) };
    const entries = Array.from({ length: 300 }, (_, key) => ({ key, text: `food ${key}` }));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    await VectorIndex.build(syncEmbedder, entries, { chunk: 50 });
    clearInterval(timer);
    expect(ticks).toBeGreaterThanOrEqual(3);
  });
});

describe('VectorIndex.search', () => {
  it('orders neighbours of equal similarity by key, whatever order they were indexed in', async () => {
    const dims = 4;
    // Keys 0-7 share one vector, so every one of them is as near the query as the others.
    const vectorOf = (text: string) => (text.startsWith('same') ? Float32Array.from([1, 0, 0, 0]) : Float32Array.from([0, 1, 0, 0]));
    const embedder = { model: 'ties-test', dims, embed: async (texts: string[]) => texts.map(vectorOf) };
    const keys = Array.from({ length: 8 }, (_, key) => key);
    const others = Array.from({ length: 8 }, (_, i) => ({ key: 8 + i, text: `other ${i}` }));
    for (const order of [keys, [...keys].reverse(), [3, 6, 0, 7, 1, 5, 2, 4]]) {
      const index = await VectorIndex.build(embedder, [...others, ...order.map((key) => ({ key, text: `same ${key}` }))]);
      expect(index.search(Float32Array.from([1, 0, 0, 0]), 8).map((h) => h.key)).toEqual(keys);
    }
  });
});
