/**
 * Open Food Facts export → product store. Each row goes through the same record conversion and
 * quality gate as the corpus build (src/domain/foods/off-row.ts: barcode check digit, plausible
 * values, ingredient analysis, Nutri-Score), then into a store built beside the live one.
 *
 * Threads: this one reads and gunzips the file, cuts it into batches of whole lines and writes the
 * store; worker threads (import-worker.ts) parse and convert the batches. A Parquet export is
 * planned here from its footer (off-parquet.ts) and its row groups are read by the workers, in
 * slices of at most PARQUET_SLICE rows, every slice of a group by the same worker. Results are
 * written in file order, so the newest row of a duplicated code still wins, and at most a few
 * batches per worker are in flight, so memory stays bounded whatever the file size.
 */
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import type { OffTaxonomy } from '../domain/foods/ingredient-taxonomy';
import { storedProducts, type BatchResult } from './import-rows';
import type { FromWorker, ParquetTask, ToWorker, WorkerInit } from './import-worker';
import { decodeLine, detectFormat, ExportReadError, lineBatches, peek, type ExportFormat, type ExportProgress } from './off-export';
import { isParquet, planParquet } from './off-parquet';
import { BufferPool } from './buffer-pool';
import { ProductStoreWriter } from './writer';

export interface ImportOptions {
  file: string;
  storePath: string;
  taxonomy: OffTaxonomy;
  delta?: boolean;
  maxBytes?: number;
  /** Worker threads that parse and convert rows (default: one per core; fewer for small files). */
  workers?: number;
  /** Parquet: the largest row group read, in uncompressed bytes of the columns read. */
  maxRowGroupBytes?: number;
  /** Called about once a second while reading. */
  onProgress?: (p: ImportProgress) => void;
  /** Checked between batches: when it returns true the import stops and the live store is kept. */
  cancelled?: () => boolean;
}

export interface ImportProgress extends ExportProgress {
  rows: number;
  imported: number;
  seconds: number;
}

export interface ImportSummary {
  file: string;
  format: ExportFormat | null;
  delta: boolean;
  rows: number;
  /** Rows written (a duplicate code counts once per row; the newest row wins). */
  imported: number;
  /** Products in the store after the import. */
  products: number;
  /** Rows that replaced an earlier row with the same barcode. */
  duplicates: number;
  /** Rows a Parquet delta passed over, not modified since the store's last import. */
  unchanged: number;
  excluded: Record<string, number>;
  /** Ingredient texts analysed, and analyses answered from the cache (same text and categories). */
  analysed: number;
  analysisCached: number;
  workers: number;
  /** Of `seconds`: building the indexes and syncing the file after the last row. */
  finishSeconds: number;
  seconds: number;
}

export class ImportCancelled extends Error {
  constructor() {
    super('import interrupted; the previous product store is unchanged');
    this.name = 'ImportCancelled';
  }
}

/** Below this file size one worker is enough (each worker parses the taxonomy once). */
const SMALL_FILE = 8 << 20;
/** Rows of a Parquet row group converted as one batch (OFF's own row groups are 1,024 rows). */
const PARQUET_SLICE = 4096;

export async function importOffExport(options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const writer = new ProductStoreWriter(options.storePath, { delta: options.delta, maxBytes: options.maxBytes });
  const sourceFile = basename(options.file);
  let shown = started;
  const run: ImportRun = {
    options,
    writer,
    progress: { bytesRead: 0, bytesTotal: 0 },
    // Batch buffers the workers hand back, for the reader to fill again.
    inputs: new BufferPool(8),
    totals: { rows: 0, unchanged: 0, analysed: 0, analysisCached: 0, modified: null, excluded: {} },
    format: null,
    pool: null,
    count: (reason, n = 1) => {
      if (n > 0) run.totals.excluded[reason] = (run.totals.excluded[reason] ?? 0) + n;
    },
    apply: (r) => {
      const t = run.totals;
      t.rows += r.rows;
      t.unchanged += r.unchanged;
      t.analysed += r.analysed;
      t.analysisCached += r.cached;
      if (r.modified !== null && (t.modified === null || r.modified > t.modified)) t.modified = r.modified;
      for (const [reason, n] of Object.entries(r.excluded)) run.count(reason, n);
      for (const product of storedProducts(r)) writer.addProduct(product);
    },
    init: (extra) => ({ taxonomy: JSON.stringify(options.taxonomy), sourceFile, ...extra }),
    progressed: () => {
      const now = performance.now();
      if (options.onProgress && now - shown >= 1000) {
        shown = now;
        options.onProgress({ ...run.progress, rows: run.totals.rows, imported: writer.written, seconds: (now - started) / 1000 });
      }
    },
  };
  try {
    if (isParquet(await peek(options.file, 4))) await readParquetExport(run);
    else await readLineExport(run);
    await run.pool?.drain();
  } catch (err) {
    run.pool?.close();
    writer.discard();
    throw err;
  }
  run.pool?.close();
  const finishing = performance.now();
  const t = run.totals;
  const products = writer.commit(t.modified);
  return {
    file: options.file,
    format: run.format,
    delta: options.delta === true,
    rows: t.rows,
    imported: writer.written,
    products,
    duplicates: writer.duplicates,
    unchanged: t.unchanged,
    excluded: t.excluded,
    analysed: t.analysed,
    analysisCached: t.analysisCached,
    workers: run.pool?.size ?? 0,
    finishSeconds: (performance.now() - finishing) / 1000,
    seconds: (performance.now() - started) / 1000,
  };
}

/** One import under way: what it counts as batches come back from the workers, and its worker pool once started. */
interface ImportRun {
  options: ImportOptions;
  writer: ProductStoreWriter;
  progress: ExportProgress;
  inputs: BufferPool;
  totals: { rows: number; unchanged: number; analysed: number; analysisCached: number; modified: number | null; excluded: Record<string, number> };
  format: ExportFormat | null;
  pool: WorkerPool | null;
  /** Counts `n` rows excluded for `reason`. */
  count(reason: string, n?: number): void;
  /** Takes a batch the workers converted: its counts, and its products into the store. */
  apply(r: BatchResult): void;
  init(extra: Omit<WorkerInit, 'taxonomy' | 'sourceFile'>): WorkerInit;
  /** Reports progress, at most once a second. */
  progressed(): void;
}

/** A Parquet export, row group by row group; a delta skips the groups whose statistics say nothing changed. */
async function readParquetExport(run: ImportRun): Promise<void> {
  const { options, progress, totals } = run;
  run.format = 'parquet';
  const plan = planParquet(options.file, { maxRowGroupBytes: options.maxRowGroupBytes, needModified: options.delta });
  // Progress counts the column chunks read, not the columns left alone.
  progress.bytesTotal = plan.groups.reduce((n, g) => n + g.chunks.reduce((m, c) => m + c.length, 0), 0);
  // A delta of a full Parquet export applies what changed since the store's last import.
  const modifiedAfter = options.delta ? run.writer.modifiedUntil : null;
  if (options.delta && modifiedAfter === null)
    throw new ExportReadError(
      `${options.file}: --delta with a Parquet export needs a store that records when its products were last modified (an import of this version); run the full import once`,
    );
  totals.modified = modifiedAfter;
  const pool = (run.pool = new WorkerPool(
    workerCount(options, progress.bytesTotal),
    run.init({ format: run.format, header: [], parquet: { plan, modifiedAfter } }),
    run.apply,
    run.inputs,
  ));
  for (const [i, group] of plan.groups.entries()) {
    if (options.cancelled?.()) throw new ImportCancelled();
    progress.bytesRead += group.chunks.reduce((n, c) => n + c.length, 0);
    // Its column statistics say no row changed: the group is not even read.
    if (modifiedAfter !== null && group.modifiedMax !== null && group.modifiedMax <= modifiedAfter) {
      totals.rows += group.rows;
      totals.unchanged += group.rows;
      continue;
    }
    for (let from = 0; from < group.rows; from += PARQUET_SLICE) await pool.submit({ group: i, from, to: Math.min(group.rows, from + PARQUET_SLICE) }, i);
    run.progressed();
  }
}

/** A JSONL or CSV export, in batches of lines; the first non-blank line names the format. */
async function readLineExport(run: ImportRun): Promise<void> {
  const { options, progress, totals } = run;
  let header: string[] = [];
  for await (const batch of lineBatches(options.file, progress, (n) => run.inputs.take(n))) {
    totals.rows += batch.tooLong;
    run.count('line_too_long', batch.tooLong);
    let bytes = batch.bytes;
    if (run.format === null) {
      // The first non-blank line names the format (and holds the CSV header): read it here.
      const head = readHead(bytes, options.file);
      totals.rows += head.invalidUtf8;
      run.count('invalid_utf8', head.invalidUtf8);
      bytes = head.rest;
      if (head.format) ({ format: run.format, header } = head.format);
    }
    if (run.format === null || bytes.length === 0) continue;
    if (options.cancelled?.()) throw new ImportCancelled();
    run.pool ??= new WorkerPool(workerCount(options, progress.bytesTotal), run.init({ format: run.format, header }), run.apply, run.inputs);
    await run.pool.submit({ bytes });
    run.progressed();
  }
}

function workerCount(options: ImportOptions, fileBytes: number): number {
  if (options.workers !== undefined) return Math.max(1, Math.floor(options.workers));
  return fileBytes < SMALL_FILE ? 1 : Math.max(1, availableParallelism());
}

/** Lines before the format is known: blank ones are passed over, invalid UTF-8 counted. */
function readHead(bytes: Uint8Array, path: string): { format: { format: ExportFormat; header: string[] } | null; rest: Uint8Array; invalidUtf8: number } {
  let invalidUtf8 = 0;
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(10, start);
    if (end < 0) end = bytes.length;
    const line = decodeLine(bytes.subarray(start, end));
    if (line === null) invalidUtf8++;
    else {
      const found = detectFormat(line, path);
      // A JSONL first line is a product too; the CSV header is not.
      if (found) return { format: found, rest: bytes.slice(found.format === 'jsonl' ? start : end + 1), invalidUtf8 };
    }
    start = end + 1;
  }
  return { format: null, rest: new Uint8Array(0), invalidUtf8 };
}

/**
 * Worker threads fed round-robin; results are applied in submission order. `submit` waits while
 * too many batches are in flight (the backpressure that bounds memory).
 */
class WorkerPool {
  private readonly workers: Worker[];
  private readonly results = new Map<number, BatchResult>();
  /** The worker each batch in flight went to (its result buffer goes back to it). */
  private readonly assigned = new Map<number, Worker>();
  private submitted = 0;
  private applied = 0;
  private failure: Error | null = null;
  private wake: (() => void) | null = null;

  constructor(
    readonly size: number,
    init: WorkerInit,
    private readonly apply: (r: BatchResult) => void,
    private readonly inputs: BufferPool,
  ) {
    this.workers = Array.from({ length: size }, () => {
      const w = new Worker(new URL('./import-worker.ts', import.meta.url).href);
      w.onmessage = (e: MessageEvent<FromWorker>) => this.receive(e.data);
      w.onerror = (e) => this.fail(new Error(`import worker failed: ${e.message}`));
      w.postMessage({ init } satisfies ToWorker);
      return w;
    });
  }

  private get limit(): number {
    return this.size * 3;
  }

  private receive(m: FromWorker): void {
    if ('error' in m) {
      this.fail(m.unreadable ? new ExportReadError(m.error) : new Error(`import worker failed: ${m.error}`));
      return;
    }
    if (m.input) this.inputs.give(m.input);
    this.results.set(m.seq, m.result);
    try {
      for (let r = this.results.get(this.applied); r !== undefined; r = this.results.get(this.applied)) {
        this.results.delete(this.applied);
        this.apply(r);
        // Written: its buffer goes back to the worker that filled it.
        const recycle = r.bytes.buffer as ArrayBuffer;
        this.assigned.get(this.applied)!.postMessage({ recycle } satisfies ToWorker, [recycle]);
        this.assigned.delete(this.applied);
        this.applied++;
      }
    } catch (err) {
      this.fail(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    this.notify();
  }

  private fail(err: Error): void {
    this.failure ??= err;
    this.notify();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private async until(ready: () => boolean): Promise<void> {
    while (!this.failure && !ready()) await new Promise<void>((r) => (this.wake = r));
    if (this.failure) throw this.failure;
  }

  /** Sends a task to worker `affinity` mod size (default: round-robin). */
  async submit(task: { bytes: Uint8Array } | ParquetTask, affinity?: number): Promise<void> {
    await this.until(() => this.submitted - this.applied < this.limit);
    const seq = this.submitted++;
    const worker = this.workers[(affinity ?? seq) % this.size]!;
    this.assigned.set(seq, worker);
    if ('bytes' in task) worker.postMessage({ seq, bytes: task.bytes } satisfies ToWorker, [task.bytes.buffer as ArrayBuffer]);
    else worker.postMessage({ seq, ...task } satisfies ToWorker);
  }

  async drain(): Promise<void> {
    await this.until(() => this.applied === this.submitted);
  }

  close(): void {
    for (const w of this.workers) w.terminate();
  }
}

/** "12,345 products  8,000/s  120.0/700.0 MB  ETA 75 s" */
export function formatProgress(p: ImportProgress): string {
  const rate = p.seconds > 0 ? p.rows / p.seconds : 0;
  const byteRate = p.seconds > 0 ? p.bytesRead / p.seconds : 0;
  const eta = byteRate > 0 && p.bytesTotal > p.bytesRead ? Math.round((p.bytesTotal - p.bytesRead) / byteRate) : 0;
  const mb = (b: number) => (b / 1e6).toFixed(1);
  return `${p.rows.toLocaleString('en')} rows (${p.imported.toLocaleString('en')} imported)  ${Math.round(rate).toLocaleString('en')} products/s  ${mb(p.bytesRead)}/${mb(p.bytesTotal)} MB read  ETA ${eta} s`;
}
