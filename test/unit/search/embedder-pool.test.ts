/**
 * The encoder on worker threads: the pool that fills a cold vector cache and the service's query
 * encoder give the same vectors as the in-process encoder, in input order; the pool falls back to
 * the in-process encoder when it cannot start; a query worker that died is started again.
 */
import { describe, expect, it } from 'bun:test';
import { UseLiteEmbedder } from '../../../src/search/embedder';
import { openEmbedderPool, openWorkerEmbedder } from '../../../src/search/embedder-pool';
import { VectorIndex } from '../../../src/search/vector-index';

const texts = Array.from({ length: 30 }, (_, i) => `${['apples raw', 'chicken breast', 'brown rice', 'whole milk', 'cheddar cheese'][i % 5]} ${i}`);
const entries = texts.map((text, key) => ({ key, text }));
const MODELS_DIR = '/nonexistent';

describe('openEmbedderPool', async () => {
  const local = await UseLiteEmbedder.load();
  const direct = await local.embed(texts);

  it('embeds on two workers what the in-process encoder embeds, in input order', async () => {
    const pool = await openEmbedderPool({ modelsDir: MODELS_DIR }, 2);
    try {
      expect([pool.model, pool.dims]).toEqual([local.model, local.dims]);
      const pooled = await pool.embed(texts);
      expect(pooled.length).toBe(texts.length);
      for (let i = 0; i < texts.length; i++) for (let d = 0; d < local.dims; d += 7) expect(pooled[i]![d]!).toBeCloseTo(direct[i]![d]!, 5);
    } finally {
      pool.close();
    }
  }, 30_000);

  it('runs the default encoder only', async () => {
    await expect(openEmbedderPool({ modelsDir: MODELS_DIR, model: 'minilm-vocab-bow-384-TEST' }, 2)).rejects.toThrow(/only use-lite/);
  });

  it('fills a vector index through the pool, or in process when the pool does not start', async () => {
    let opened = 0;
    const open = () => {
      opened++;
      return openEmbedderPool({ modelsDir: MODELS_DIR }, 2);
    };
    const pooled = await VectorIndex.build(local, entries, { openPool: open, poolMinTexts: 10 });
    expect(opened).toBe(1);
    const small = await VectorIndex.build(local, entries.slice(0, 5), { openPool: open, poolMinTexts: 10 });
    expect(opened).toBe(1);
    const fallback = await VectorIndex.build(local, entries, { openPool: () => Promise.reject(new Error('no workers')), poolMinTexts: 10 });
    for (const index of [pooled, fallback, small]) {
      const rows = index.size;
      // Each row is the in-process encoder's vector, held in 8 bits: its similarity to that vector is
      // the vector's own dot product within the rounding of 8 bits.
      for (let r = 0; r < rows; r++) {
        const v = direct[r]!;
        expect(Math.abs(index.similarity(r, v) - v.reduce((s, x) => s + x * x, 0))).toBeLessThan(0.005);
      }
    }
  }, 30_000);
});

describe('openWorkerEmbedder', async () => {
  const local = await UseLiteEmbedder.load();

  it('encodes queries on a worker as the in-process encoder does', async () => {
    const worker = await openWorkerEmbedder({ modelsDir: MODELS_DIR });
    try {
      expect([worker.model, worker.dims]).toEqual([local.model, local.dims]);
      const [a, b] = await Promise.all([worker.embed(['brown rice']), worker.embed(['whole milk', 'apples raw'])]);
      const direct = await local.embed(['brown rice', 'whole milk', 'apples raw']);
      for (const [got, want] of [
        [a![0]!, direct[0]!],
        [b![1]!, direct[2]!],
      ] as const)
        for (let d = 0; d < local.dims; d += 7) expect(got[d]!).toBeCloseTo(want[d]!, 5);
    } finally {
      worker.close();
    }
    await expect(worker.embed(['rice'])).rejects.toThrow(/closed/);
  }, 30_000);

  it('starts a worker that died again at the next call; a failed start fails only that call', async () => {
    const vector = new Float32Array([1, 0]);
    const workers: { ended: Error | null; embed: (t: string[]) => Promise<Float32Array[]>; close: () => void }[] = [];
    let failNext = false;
    const start = async () => {
      if (failNext) {
        failNext = false;
        throw new Error('no worker');
      }
      const w = { ended: null as Error | null, embed: async (t: string[]) => t.map(() => vector), close: () => {} };
      workers.push(w);
      return { worker: w, model: 'use-lite', dims: 2 };
    };
    const encoder = await openWorkerEmbedder({ modelsDir: MODELS_DIR }, start);
    expect(await encoder.embed(['a'])).toEqual([vector]);
    expect(workers.length).toBe(1);
    workers[0]!.ended = new Error('died');
    failNext = true;
    await expect(encoder.embed(['a'])).rejects.toThrow(/no worker/);
    // Two calls at once share one restart.
    expect(await Promise.all([encoder.embed(['a']), encoder.embed(['b'])])).toEqual([[vector], [vector]]);
    expect(workers.length).toBe(2);
    await expect(openWorkerEmbedder({ modelsDir: MODELS_DIR, model: 'minilm-vocab-bow-384-TEST' })).rejects.toThrow(/only use-lite/);
  });
});
