/**
 * Import worker thread: parses and converts batches of export lines (import-rows.ts) while the
 * main thread reads the file and writes the store. Messages: one `init`, then `batch`es, answered
 * in any order with their sequence number.
 */
import type { OffTaxonomy } from '../domain/foods/ingredient-analysis';
import { RowConverter, type BatchResult } from './import-rows';
import type { ExportFormat } from './off-export';

export type ToWorker =
  | { init: { taxonomy: string; sourceFile: string; format: ExportFormat; header: string[] } }
  | { seq: number; bytes: Uint8Array };
export type FromWorker = { seq: number; result: BatchResult } | { seq: number; error: string };

declare const self: Worker;

let converter: RowConverter | null = null;

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const m = event.data;
  if ('init' in m) {
    converter = new RowConverter(JSON.parse(m.init.taxonomy) as OffTaxonomy, m.init.sourceFile, m.init.format, m.init.header);
    return;
  }
  let reply: FromWorker;
  try {
    reply = { seq: m.seq, result: converter!.convert(m.bytes) };
  } catch (err) {
    reply = { seq: m.seq, error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  self.postMessage(reply);
};
