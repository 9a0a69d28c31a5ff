/**
 * A cold vector fill on worker threads. The encoders compute synchronously on the thread that
 * calls them, so one encoder uses one core however the work is batched; a pool of workers, each
 * with its own copy of the encoder, uses every core and leaves the main thread free to answer
 * requests while the cache fills.
 *
 * Only the default encoder (USE-lite: JavaScript and WebAssembly) runs in the pool. Models read
 * by transformers.js run on onnxruntime's native binding, which Bun 1.4 sometimes aborts the whole
 * process loading on a worker thread (seen when a second pool starts after a first one closed).
 */
import { DEFAULT_MODEL, type Embedder, type EmbedderOptions } from './embedder';

/** Messages between the pool and a worker (embedder-worker.ts). */
export type WorkerRequest = { id: number; texts: string[] };
export type WorkerReply =
  | { ready: true; model: string; dims: number }
  | { ready: false; error: string }
  /** Row-major vectors, one row of `dims` per text: one transferred buffer instead of a copy per text. */
  | { id: number; vectors: Float32Array }
  | { id: number; error: string };

export interface PooledEmbedder extends Embedder {
  close(): void;
}

class EmbedderWorker {
  private next = 0;
  private readonly pending = new Map<number, { resolve: (v: Float32Array[]) => void; reject: (e: Error) => void }>();

  private constructor(
    private readonly worker: Worker,
    private readonly dims: number,
  ) {
    worker.onmessage = (ev: MessageEvent<WorkerReply>) => {
      const reply = ev.data;
      if (!('id' in reply)) return;
      const call = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if ('error' in reply) call?.reject(new Error(reply.error));
      else call?.resolve(Array.from({ length: reply.vectors.length / this.dims }, (_, i) => reply.vectors.subarray(i * this.dims, (i + 1) * this.dims)));
    };
  }

  static start(options: EmbedderOptions): Promise<{ worker: EmbedderWorker; model: string; dims: number }> {
    // smol: a worker's heap is collected more often, which keeps the fill's peak memory down.
    const worker = new Worker(new URL('./embedder-worker.ts', import.meta.url).href, { smol: true });
    return new Promise((resolve, reject) => {
      worker.onerror = (ev) => {
        worker.terminate();
        reject(new Error(ev.message));
      };
      worker.onmessage = (ev: MessageEvent<WorkerReply>) => {
        const reply = ev.data;
        if (!('ready' in reply)) return;
        if (!reply.ready) {
          worker.terminate();
          reject(new Error(reply.error));
          return;
        }
        resolve({ worker: new EmbedderWorker(worker, reply.dims), model: reply.model, dims: reply.dims });
      };
      worker.postMessage(options);
    });
  }

  embed(texts: string[]): Promise<Float32Array[]> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, texts } satisfies WorkerRequest);
    });
  }

  close(): void {
    this.worker.terminate();
    for (const call of this.pending.values()) call.reject(new Error('embedder worker closed'));
    this.pending.clear();
  }
}

/**
 * Starts `size` workers that load the default encoder; each call is split evenly between them.
 * Rejects (after stopping any started worker) for another model or when a worker cannot load it.
 */
export async function openEmbedderPool(options: EmbedderOptions, size: number): Promise<PooledEmbedder> {
  if ((options.model ?? DEFAULT_MODEL) !== DEFAULT_MODEL) throw new Error(`only ${DEFAULT_MODEL} runs on worker threads`);
  const started = await Promise.allSettled(Array.from({ length: size }, () => EmbedderWorker.start(options)));
  const workers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed || workers.length === 0) {
    for (const w of workers) w.worker.close();
    throw failed ? (failed as PromiseRejectedResult).reason : new Error('no embedder workers');
  }
  const { model, dims } = workers[0]!;
  return {
    model,
    dims,
    async embed(texts) {
      const per = Math.ceil(texts.length / workers.length);
      const parts = await Promise.all(workers.map((w, i) => w.worker.embed(texts.slice(i * per, (i + 1) * per))));
      return parts.flat();
    },
    close() {
      for (const w of workers) w.worker.close();
    },
  };
}
