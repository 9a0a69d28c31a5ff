/**
 * The per-row half of an import, run on worker threads: a batch of export lines (or rows of a
 * Parquet row group) → store rows
 * (barcode key, id hash, name, brand, countries, folded name), their encoded records and barcode
 * answers as one block of bytes, and counts of what was excluded.
 * Synchronous and self-contained, so one worker or the tests can run it alike.
 */
import { offProductToRecord, type OffRawProduct } from '../domain/foods/off-row';
import { analyzeIngredients } from '../domain/foods/ingredient-analysis';
import type { IngredientAnalysis } from '../domain/foods/ingredient-findings';
import type { OffTaxonomy } from '../domain/foods/ingredient-taxonomy';
import { decodeLine, forEachLine, parseLine, type ExportFormat } from './off-export';
import { toStoredProduct, type StoredProduct, type StoreRow } from './writer';

export interface BatchResult {
  /** Data lines read (blank lines are not rows). */
  rows: number;
  products: StoreRow[];
  /**
   * Each product's record then its answer, one product after another: product i's record ends at
   * ends[2i] and its answer at ends[2i + 1].
   */
  bytes: Uint8Array;
  ends: number[];
  excluded: Record<string, number>;
  /** Ingredient analyses run, and answered from the cache. */
  analysed: number;
  cached: number;
  /** Rows a delta passed over: not modified since the store's last import (last_modified_t). */
  unchanged: number;
  /** Newest last_modified_t among the rows, when they carry one. */
  modified: number | null;
}

/**
 * Ingredient analyses by (categories, text). Exports repeat texts (one recipe sold under many
 * codes and sizes); the cache is cleared when full, so it holds at most ANALYSIS_CACHE entries.
 */
const ANALYSIS_CACHE = 20_000;

export class RowConverter {
  private readonly cache = new Map<string, IngredientAnalysis>();
  private analysed = 0;
  private cached = 0;

  constructor(
    private readonly taxonomy: OffTaxonomy,
    private readonly sourceFile: string,
    private readonly format: ExportFormat,
    private readonly header: string[],
  ) {}

  private readonly analyzer = (text: string, taxonomy: OffTaxonomy, options: { categories: string[] }): IngredientAnalysis => {
    const key = `${options.categories.join(',')}\u0001${text}`;
    const hit = this.cache.get(key);
    if (hit) {
      this.cached++;
      return hit;
    }
    this.analysed++;
    const analysis = analyzeIngredients(text, taxonomy, options);
    if (this.cache.size >= ANALYSIS_CACHE) this.cache.clear();
    this.cache.set(key, analysis);
    return analysis;
  };

  /** `alloc` gives the buffer the products are encoded into (a reused one, on a worker). */
  convert(bytes: Uint8Array, alloc: (bytes: number) => Uint8Array = (n) => new Uint8Array(n)): BatchResult {
    const batch = this.start(alloc(bytes.length * 5));
    forEachLine(bytes, (bytesOfLine) => {
      const line = decodeLine(bytesOfLine);
      if (line === null) {
        batch.rows++;
        batch.count('invalid_utf8');
        return;
      }
      const row = parseLine(line, this.format, this.header);
      if (row === null) return;
      batch.rows++;
      if ('skipped' in row) return batch.count(row.skipped);
      this.add(batch, row.raw);
    });
    return batch.result();
  }

  /**
   * Products already read (rows of a Parquet row group). With `modifiedAfter` (a delta), rows not
   * modified since then are passed over as unchanged.
   */
  convertProducts(products: Iterable<OffRawProduct>, alloc: (bytes: number) => Uint8Array, modifiedAfter: number | null = null): BatchResult {
    const batch = this.start(alloc(1 << 20));
    for (const raw of products) {
      batch.rows++;
      const modified = modifiedOf(raw);
      if (modifiedAfter !== null && modified !== null && modified <= modifiedAfter) {
        batch.unchanged++;
        continue;
      }
      this.add(batch, raw);
    }
    return batch.result();
  }

  private start(buffer: Uint8Array) {
    this.analysed = this.cached = 0;
    const block = new BlockWriter(buffer);
    const products: StoreRow[] = [];
    const excluded: Record<string, number> = {};
    const batch = {
      rows: 0,
      unchanged: 0,
      modified: null as number | null,
      products,
      block,
      count: (reason: string) => void (excluded[reason] = (excluded[reason] ?? 0) + 1),
      result: (): BatchResult => ({
        rows: batch.rows,
        products,
        bytes: block.bytes(),
        ends: block.ends,
        excluded,
        analysed: this.analysed,
        cached: this.cached,
        unchanged: batch.unchanged,
        modified: batch.modified,
      }),
    };
    return batch;
  }

  private add(batch: ReturnType<RowConverter['start']>, raw: OffRawProduct): void {
    const modified = modifiedOf(raw);
    if (modified !== null && (batch.modified === null || modified > batch.modified)) batch.modified = modified;
    const out = offProductToRecord(raw, this.taxonomy, this.sourceFile, { analyse: 'missing', analyzer: this.analyzer });
    if ('excluded' in out) {
      batch.count(out.excluded);
      return;
    }
    const stored = toStoredProduct(out.record);
    batch.products.push(stored.row);
    batch.block.write(stored.record);
    batch.block.write(stored.answer);
  }
}

/** A row's last_modified_t (seconds), when it has one. */
function modifiedOf(raw: OffRawProduct): number | null {
  const v = Number((raw as { last_modified_t?: unknown }).last_modified_t);
  return Number.isFinite(v) && v > 0 ? v : null;
}

/** A batch's products as the writer takes them: each row with views of its record and answer. */
export function* storedProducts(r: BatchResult): Generator<StoredProduct> {
  for (let i = 0; i < r.products.length; i++) {
    const start = i > 0 ? r.ends[2 * i - 1]! : 0;
    const recordEnd = r.ends[2 * i]!;
    yield { row: r.products[i]!, record: r.bytes.subarray(start, recordEnd), answer: r.bytes.subarray(recordEnd, r.ends[2 * i + 1]!) };
  }
}

/**
 * Texts written one after another as UTF-8 into one growing buffer (no buffer per text), with the
 * end of each. The buffer's ArrayBuffer is its own (not a slice of Node's pool), so the worker can
 * hand it over without a copy.
 */
class BlockWriter {
  private buffer: Uint8Array;
  private length = 0;
  readonly ends: number[] = [];
  private static readonly encoder = new TextEncoder();

  /** Writes into the whole of `given`'s ArrayBuffer (a reused one may be larger than asked). */
  constructor(given: Uint8Array) {
    this.buffer = new Uint8Array(given.buffer, given.byteOffset);
  }

  write(text: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    if (this.length + text.length * 3 > this.buffer.length) {
      const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + text.length * 3));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    this.length += BlockWriter.encoder.encodeInto(text, this.buffer.subarray(this.length)).written;
    this.ends.push(this.length);
  }

  /** The written bytes (a view when the buffer is larger: the whole buffer is handed over). */
  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}
