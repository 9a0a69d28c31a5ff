/**
 * Queries to encode, gathered for one call to the encoder. One query at a time costs USE-lite
 * 7.6-12 ms on this machine, 8 or 16 at once about 3.8 ms each (`npm run bench -- encoder-batch`):
 * most of a call is the model's fixed cost, not the sentence. The encoder keeps the WASM memory
 * its largest call took (after 200 calls: +32 MB at 1, +40 at 16, +52 at 32), so calls hold 16 at
 * most. A request waits only for the current turn of the event loop and for the call before it:
 * a lone query is not delayed, and under load the queries that arrived while the encoder was busy
 * go in together. One call at a time: an encoder on a worker thread (embedder-pool.ts) leaves this
 * thread free, and small calls queued behind each other there would lose what batching saves.
 */
import type { Embedder } from './embedder';

interface Waiting {
  text: string;
  resolve: (v: Float32Array) => void;
  reject: (e: Error) => void;
}

export class QueryBatch {
  private waiting: Waiting[] = [];
  private scheduled = false;
  private busy = false;

  constructor(
    private readonly embedder: Embedder,
    private readonly max = 16,
  ) {}

  /** The text's unit vector, encoded with the others asked in the same turn. */
  encode(text: string): Promise<Float32Array> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ text, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.busy || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting.splice(0, this.max);
    this.busy = true;
    // The same text asked twice is encoded once.
    const texts = [...new Set(batch.map((w) => w.text))];
    try {
      const vectors = await this.embedder.embed(texts);
      const byText = new Map(texts.map((t, i) => [t, vectors[i]]));
      for (const w of batch) {
        const v = byText.get(w.text);
        if (v) w.resolve(v);
        else w.reject(new Error('encoder returned no vector'));
      }
    } catch (err) {
      for (const w of batch) w.reject(err as Error);
    } finally {
      this.busy = false;
      this.schedule();
    }
  }
}
