/**
 * Worker side of the embedder pool: loads the encoder named by the first message, then embeds
 * each batch it is sent.
 */
import { loadEmbedder, type Embedder, type EmbedderOptions } from './embedder';
import type { WorkerReply, WorkerRequest } from './embedder-pool';

declare const self: Worker;

let embedder: Embedder | null = null;
const reply = (message: WorkerReply) => self.postMessage(message);

self.onmessage = async (ev: MessageEvent<EmbedderOptions | WorkerRequest>) => {
  if (embedder === null) {
    try {
      embedder = await loadEmbedder(ev.data as EmbedderOptions);
      reply({ ready: true, model: embedder.model, dims: embedder.dims });
    } catch (err) {
      reply({ ready: false, error: (err as Error).message });
    }
    return;
  }
  const { id, texts } = ev.data as WorkerRequest;
  try {
    const vectors = await embedder.embed(texts);
    const packed = new Float32Array(vectors.length * embedder.dims);
    vectors.forEach((v, i) => {
      packed.set(v, i * embedder!.dims);
    });
    self.postMessage({ id, vectors: packed } satisfies WorkerReply, [packed.buffer]);
  } catch (err) {
    reply({ id, error: (err as Error).message });
  }
};
