/**
 * The encoder on worker threads. The encoders compute synchronously on the thread that calls
 * them: on the serving thread, one batch of 16 queries (~60 ms) would hold up every request behind
 * it. So the service encodes its queries on a worker (`openWorkerEmbedder`), and a cold vector fill
 * runs on a pool of workers (`openEmbedderPool`), each with its own copy of the encoder, using
 * every core while the main thread answers requests.
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

/** Bun's Worker: `unref` lets the process end while the worker idles (not in the DOM type bun-types gives). */
type BunWorker = Worker & { ref(): void; unref(): void };

export interface PooledEmbedder extends Embedder {
  close(): void;
}

class EmbedderWorker {
  private next = 0;
  private readonly pending = new Map<number, { resolve: (v: Float32Array[]) => void; reject: (e: Error) => void }>();
  /** Set when the worker has ended (closed, or died of an error): calls fail at once. */
  ended: Error | null = null;

  private constructor(
    private readonly worker: BunWorker,
    private readonly dims: number,
  ) {
    worker.onmessage = (ev: MessageEvent<WorkerReply>) => {
      const reply = ev.data;
      if (!('id' in reply)) return;
      const call = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if ('error' in reply) call?.reject(new Error(reply.error));
      else call?.resolve(Array.from({ length: reply.vectors.length / this.dims }, (_, i) => reply.vectors.subarray(i * this.dims, (i + 1) * this.dims)));
    };
    // A worker that dies fails the calls it holds instead of leaving them waiting.
    worker.onerror = (ev) => this.end(new Error(`embedder worker failed: ${ev.message}`));
    worker.addEventListener('close', () => this.end(new Error('embedder worker ended')));
    // An idle worker does not keep the process alive; one with calls to answer does.
    worker.unref();
  }

  private end(reason: Error): void {
    this.ended ??= reason;
    for (const call of this.pending.values()) call.reject(reason);
    this.pending.clear();
  }

  static start(options: EmbedderOptions): Promise<{ worker: EmbedderWorker; model: string; dims: number }> {
    // smol: a worker's heap is collected more often, which keeps the fill's peak memory down.
    const worker = new Worker(new URL('./embedder-worker.ts', import.meta.url).href, { smol: true }) as BunWorker;
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
    if (this.ended) return Promise.reject(this.ended);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, texts } satisfies WorkerRequest);
    });
  }

  close(): void {
    this.end(new Error('embedder worker closed'));
    this.worker.terminate();
  }
}

/** Only the default encoder runs on worker threads (see the top of this file). */
function onlyDefaultModel(options: EmbedderOptions): void {
  if ((options.model ?? DEFAULT_MODEL) !== DEFAULT_MODEL) throw new Error(`only ${DEFAULT_MODEL} runs on worker threads`);
}

/**
 * Starts `size` workers that load the default encoder; each call is split evenly between them.
 * Rejects (after stopping any started worker) for another model or when a worker cannot load it.
 */
export async function openEmbedderPool(options: EmbedderOptions, size: number): Promise<PooledEmbedder> {
  onlyDefaultModel(options);
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

/** What `openWorkerEmbedder` needs of a worker: its calls, and whether it has ended. */
interface QueryWorker {
  readonly ended: Error | null;
  embed(texts: string[]): Promise<Float32Array[]>;
  close(): void;
}
type StartWorker = () => Promise<{ worker: QueryWorker; model: string; dims: number }>;

/**
 * The default encoder on one worker thread, for the service's queries. A worker that has died is
 * started again at the next call (that call waits for it; a start that fails fails the call, and
 * search answers lexically). Rejects like `openEmbedderPool` when the first worker cannot start.
 * (`start` is for tests.)
 */
export async function openWorkerEmbedder(options: EmbedderOptions, start: StartWorker = () => EmbedderWorker.start(options)): Promise<PooledEmbedder> {
  onlyDefaultModel(options);
  const first = await start();
  let current = first.worker;
  let restarting: Promise<QueryWorker> | null = null;
  let closed = false;
  const live = (): Promise<QueryWorker> => {
    if (!current.ended) return Promise.resolve(current);
    // Calls that find the worker ended share one restart; a failed start is tried again at the next call.
    restarting ??= start()
      .then((s) => (current = s.worker))
      .finally(() => {
        restarting = null;
      });
    return restarting;
  };
  return {
    model: first.model,
    dims: first.dims,
    async embed(texts) {
      if (closed) throw new Error('embedder worker closed');
      return (await live()).embed(texts);
    },
    close() {
      closed = true;
      current.close();
      void restarting?.then(
        (w) => w.close(),
        () => {},
      );
    },
  };
}
