/**
 * Import worker thread: parses and converts batches of export lines (import-rows.ts) while the
 * main thread reads the file and writes the store. Messages: one `init`, then `batch`es, answered
 * in any order with their sequence number.
 */
import type { OffTaxonomy } from '../domain/foods/ingredient-analysis';
import { RowConverter, type BatchResult } from './import-rows';
import { BufferPool } from './buffer-pool';
import type { ExportFormat } from './off-export';

export type ToWorker =
  | { init: { taxonomy: string; sourceFile: string; format: ExportFormat; header: string[] } }
  | { seq: number; bytes: Uint8Array }
  /** A result's buffer, written and done with: the worker reuses it (buffer-pool.ts). */
  | { recycle: ArrayBuffer };
/** A result hands back the batch's buffer too (`input`), for the reader to reuse. */
export type FromWorker = { seq: number; result: BatchResult; input: ArrayBuffer } | { seq: number; error: string };

declare const self: Worker;

let converter: RowConverter | null = null;
const blocks = new BufferPool(2);

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const m = event.data;
  if ('init' in m) {
    converter = new RowConverter(JSON.parse(m.init.taxonomy) as OffTaxonomy, m.init.sourceFile, m.init.format, m.init.header);
    return;
  }
  if ('recycle' in m) return blocks.give(m.recycle);
  let reply: FromWorker;
  try {
    const result = converter!.convert(m.bytes, (n) => blocks.take(n));
    reply = { seq: m.seq, result, input: m.bytes.buffer as ArrayBuffer };
    return self.postMessage(reply, [result.bytes.buffer as ArrayBuffer, reply.input]);
  } catch (err) {
    reply = { seq: m.seq, error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  self.postMessage(reply);
};
