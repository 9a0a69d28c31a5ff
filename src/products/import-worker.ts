/**
 * Import worker thread: parses and converts batches of export lines, or slices of Parquet row groups
 * it reads itself (import-rows.ts, off-parquet.ts), while the main thread reads the file and writes
 * the store. Messages: one `init`, then tasks, answered in any order with their sequence number.
 */
import type { OffTaxonomy } from '../domain/foods/ingredient-taxonomy';
import { RowConverter, type BatchResult } from './import-rows';
import { BufferPool } from './buffer-pool';
import { ExportReadError, type ExportFormat } from './off-export';
import { ParquetGroupReader, rowProduct, type DecodedGroup, type ParquetPlan } from './off-parquet';

export interface WorkerInit {
  taxonomy: string;
  sourceFile: string;
  format: ExportFormat;
  header: string[];
  /** Parquet: the file's plan, and for a delta the last_modified_t the store already holds. */
  parquet?: { plan: ParquetPlan; modifiedAfter: number | null };
}

/** Rows `from`-`to` of row group `group` (an index into the plan's groups). */
export type ParquetTask = { group: number; from: number; to: number };

export type ToWorker =
  | { init: WorkerInit }
  | { seq: number; bytes: Uint8Array }
  | ({ seq: number } & ParquetTask)
  /** A result's buffer, written and done with: the worker reuses it (buffer-pool.ts). */
  | { recycle: ArrayBuffer };
/** A result hands back a batch's buffer too (`input`), for the reader to reuse. */
export type FromWorker = { seq: number; result: BatchResult; input?: ArrayBuffer } | { seq: number; error: string; unreadable?: true };

declare const self: Worker;

let converter: RowConverter | null = null;
let parquet: { reader: ParquetGroupReader; plan: ParquetPlan; modifiedAfter: number | null } | null = null;
/** The row group decoded last: its slices come to this worker one after another. */
let decoded: { group: number; data: DecodedGroup } | null = null;
const blocks = new BufferPool(2);

function convertSlice(task: ParquetTask): BatchResult {
  const { plan, reader, modifiedAfter } = parquet!;
  if (decoded?.group !== task.group) decoded = { group: task.group, data: reader.decode(plan.groups[task.group]!) };
  const data = decoded.data;
  function* rows() {
    for (let i = task.from; i < task.to; i++) yield rowProduct(data, i);
  }
  const result = converter!.convertProducts(rows(), (n) => blocks.take(n), modifiedAfter);
  if (task.to >= data.rows) decoded = null;
  return result;
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const m = event.data;
  if ('init' in m) {
    converter = new RowConverter(JSON.parse(m.init.taxonomy) as OffTaxonomy, m.init.sourceFile, m.init.format, m.init.header);
    if (m.init.parquet) parquet = { reader: new ParquetGroupReader(m.init.parquet.plan), ...m.init.parquet };
    return;
  }
  if ('recycle' in m) return blocks.give(m.recycle);
  let reply: FromWorker;
  try {
    if ('bytes' in m) {
      const result = converter!.convert(m.bytes, (n) => blocks.take(n));
      reply = { seq: m.seq, result, input: m.bytes.buffer as ArrayBuffer };
      return self.postMessage(reply, [result.bytes.buffer as ArrayBuffer, reply.input!]);
    }
    const result = convertSlice(m);
    reply = { seq: m.seq, result };
    return self.postMessage(reply, [result.bytes.buffer as ArrayBuffer]);
  } catch (err) {
    // A file that cannot be read is the user's to fix: its message, not a stack.
    const unreadable = err instanceof ExportReadError;
    reply = {
      seq: m.seq,
      error: unreadable ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err),
      ...(unreadable ? { unreadable } : {}),
    };
  }
  self.postMessage(reply);
};
