/**
 * Local OCR for nutrition labels: tesseract.js (WebAssembly) with the English model shipped in
 * the npm package @tesseract.js-data/eng. Nothing is downloaded and nothing is written: the model
 * is read from node_modules (`cacheMethod: 'none'`). One worker is created on first use and reused;
 * jobs run one at a time (a worker holds one page), and an idle worker is released after a while.
 *
 * Images are prepared with sharp first: EXIF rotation, grayscale, a scale that puts printed text at
 * a size the LSTM model reads well, and contrast normalisation.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { createWorker, type Worker } from 'tesseract.js';
import type { OcrLine } from '../../domain/vision/label-text';
import { DomainError } from '../../domain/errors';

/** 503 by the kind table (the local engine, not an outside provider); `reason` says why. */
export class OcrUnavailableError extends DomainError {
  constructor(readonly reason: string) {
    super('unavailable', `The label reader is temporarily unavailable (${reason}); retry.`);
    this.name = 'OcrUnavailableError';
  }
}

export interface OcrPage {
  /** The engine's text, verbatim. */
  text: string;
  lines: OcrLine[];
  /** Mean confidence 0-100. */
  confidence: number;
}

/** How one OCR attempt prepares the image and segments the page. */
export interface OcrVariant {
  name: string;
  /** Tesseract page segmentation mode: 6 = one uniform block (keeps table rows together), 4 = one column, 3 = automatic. */
  psm: '3' | '4' | '6' | '11';
  /** Extra clockwise rotation in degrees (for photos taken sideways without EXIF). */
  rotate?: 0 | 90 | 180 | 270;
  /** Black-and-white threshold after normalisation (helps low-contrast prints). */
  threshold?: boolean;
  /** White text on a dark panel. */
  invert?: boolean;
}

export const ENGINE = 'tesseract.js 7 (LSTM), eng 4.0.0';

const require = createRequire(import.meta.url);

/** The folder of the packaged English model (gzip). */
export function defaultLangPath(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
}

/** Longest side in pixels after preparation; larger photos are reduced (time grows with pixels). */
const MAX_SIDE = 2400;
/** Narrow crops are enlarged to at least this width so small print gets enough pixels per glyph. */
const MIN_WIDTH = 1000;

/** An upright grayscale image, decoded once and shared by every OCR pass over it. */
export interface GrayImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Decodes (EXIF-upright, grayscale, reduced to MAX_SIDE); throws on bytes sharp cannot decode. */
export async function decodeForOcr(bytes: Uint8Array): Promise<GrayImage> {
  const { data, info } = await sharp(bytes, { failOn: 'error' })
    .rotate()
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .grayscale()
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** One pass's image: extra rotation, narrow crops enlarged, contrast normalised (PNG). */
export async function variantImage(img: GrayImage, variant: Pick<OcrVariant, 'rotate' | 'threshold' | 'invert'> = {}): Promise<Buffer> {
  let { data, width, height } = img;
  // A pipeline holds one rotation, so the pass's own turn is a step of its own.
  if (variant.rotate) {
    const turned = await sharp(data, { raw: { width, height, channels: 1 } })
      .rotate(variant.rotate)
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    ({ data } = turned);
    ({ width, height } = turned.info);
  }
  let scale = width < MIN_WIDTH ? Math.min(3, MIN_WIDTH / width) : 1;
  if (Math.max(width, height) * scale > MAX_SIDE) scale = Math.max(1, MAX_SIDE / Math.max(width, height));
  let out = sharp(data, { raw: { width, height, channels: 1 } });
  if (scale > 1.05) out = out.resize(Math.round(width * scale), Math.round(height * scale), { kernel: 'lanczos3' });
  out = out.normalise();
  if (variant.invert) out = out.negate();
  if (variant.threshold) out = out.sharpen().threshold(140);
  return out.toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer();
}

/** Decodes and prepares an image for one OCR pass. */
export async function prepareForOcr(bytes: Uint8Array, variant: Pick<OcrVariant, 'rotate' | 'threshold' | 'invert'> = {}): Promise<Buffer> {
  return variantImage(await decodeForOcr(bytes), variant);
}

export interface LabelOcrOptions {
  langPath?: string;
  /** Release the worker after this long without work (ms). */
  idleMs?: number;
  /** Longest one recognition may take (ms). */
  timeoutMs?: number;
}

/** One lazily created, reused tesseract worker with a serial job queue. */
export class LabelOcr {
  private worker: Promise<Worker> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private idle: ReturnType<typeof setTimeout> | null = null;
  private psm: string | null = null;
  private readonly langPath: string;
  private readonly idleMs: number;
  private readonly timeoutMs: number;

  constructor(options: LabelOcrOptions = {}) {
    this.langPath = options.langPath ?? defaultLangPath();
    this.idleMs = options.idleMs ?? 5 * 60_000;
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  private start(): Promise<Worker> {
    this.worker ??= createWorker('eng', 1, {
      langPath: this.langPath,
      gzip: true,
      cacheMethod: 'none',
      logger: () => {},
      errorHandler: () => {},
    }).catch((err: unknown) => {
      this.worker = null;
      throw new OcrUnavailableError(`OCR engine failed to start: ${err instanceof Error ? err.message : String(err)}`);
    });
    return this.worker;
  }

  /** Recognises one prepared image. Jobs are serialised: parameters are per worker. */
  recognize(image: Buffer, psm: OcrVariant['psm']): Promise<OcrPage> {
    const job = this.queue.then(() => this.run(image, psm));
    this.queue = job.catch(() => {});
    return job;
  }

  private async run(image: Buffer, psm: string): Promise<OcrPage> {
    if (this.idle) clearTimeout(this.idle);
    try {
      const worker = await this.start();
      if (this.psm !== psm) {
        await worker.setParameters({ tessedit_pageseg_mode: psm as never, preserve_interword_spaces: '1', user_defined_dpi: '300' });
        this.psm = psm;
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new OcrUnavailableError(`OCR took longer than ${this.timeoutMs} ms`)), this.timeoutMs);
      });
      try {
        const { data } = await Promise.race([worker.recognize(image, {}, { text: true, blocks: true }), timeout]);
        const lines: OcrLine[] = [];
        for (const block of data.blocks ?? [])
          for (const para of block.paragraphs)
            for (const line of para.lines) {
              const text = line.text.replace(/\s+$/, '');
              if (text.trim()) lines.push({ text, confidence: Math.round(line.confidence) });
            }
        return { text: data.text, lines, confidence: data.confidence };
      } finally {
        clearTimeout(timer);
      }
    } catch (err) {
      // A failed or stuck worker is discarded; the next job starts a fresh one.
      await this.reset();
      if (err instanceof OcrUnavailableError) throw err;
      throw new OcrUnavailableError(`OCR failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      this.idle = setTimeout(() => void this.terminate(), this.idleMs);
      this.idle.unref?.();
    }
  }

  private async reset(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    this.psm = null;
    if (w) await w.then((x) => x.terminate()).catch(() => {});
  }

  /** Stops the worker (it starts again on the next job). */
  async terminate(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    await this.queue;
    await this.reset();
  }
}

let shared: LabelOcr | null = null;

/** The process-wide OCR engine. */
export function labelOcr(): LabelOcr {
  shared ??= new LabelOcr();
  return shared;
}

/** Stops the process-wide engine, if started (tests, shutdown). */
export async function stopLabelOcr(): Promise<void> {
  await shared?.terminate();
}
