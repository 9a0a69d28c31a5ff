/**
 * Reads an Open Food Facts export: the JSONL dump (one product per line) or the CSV dump
 * (tab-separated, one header line), gzipped or not. Format and compression are detected from the
 * content, not the file name. The file is streamed as batches of whole lines split from raw bytes,
 * so one oversized line is skipped without ever being held whole, and batches can be parsed on
 * other threads (see import.ts); each line is decoded as strict UTF-8.
 */
import { statSync } from 'node:fs';
import type { OffRawProduct } from '../domain/foods/off-row';
import { joinBytes } from '../domain/bytes';

/** Longest line read; OFF's largest real products are a few hundred KB of JSON. */
const MAX_LINE_BYTES = 8 * 1024 * 1024;

export type ExportFormat = 'jsonl' | 'csv' | 'parquet';

type SkipReason = 'line_too_long' | 'invalid_utf8' | 'malformed_json' | 'wrong_types' | 'malformed_csv_row';

/** One line of the export: a product, or the reason it could not be read. */
export type ExportRow = { raw: OffRawProduct } | { skipped: SkipReason };

export interface ExportProgress {
  /** Compressed (file) bytes read so far, and the file size. */
  bytesRead: number;
  bytesTotal: number;
}

/** Whole lines of the export, newline-separated, in their own buffer (transferable to a worker). */
export interface LineBatch {
  bytes: Uint8Array;
  /** Lines over MAX_LINE_BYTES dropped while reading this batch. */
  tooLong: number;
}

/** The file is not a readable export (truncated or corrupt gzip, unknown format). */
export class ExportReadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ExportReadError';
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const NL = 10;

/**
 * The file (gunzipped when it starts with the gzip magic) as batches of whole lines: one batch per
 * decompressed chunk (up to 512 KB), the line that straddles two chunks carried into the next batch.
 */
export async function* lineBatches(
  path: string,
  progress: ExportProgress,
  alloc: (bytes: number) => Uint8Array = (n) => new Uint8Array(n),
): AsyncGenerator<LineBatch> {
  progress.bytesTotal = statSync(path).size;
  const head = await peek(path, 2);
  const gz = head[0] === 0x1f && head[1] === 0x8b;
  const counted = Bun.file(path)
    .stream()
    .pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, out) {
          progress.bytesRead += chunk.length;
          out.enqueue(chunk);
        },
      }),
    );
  const stream = gz ? counted.pipeThrough(new DecompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>) : counted;
  // The unfinished line carried from earlier chunks, or `skipping` once it passed the limit.
  let parts: Uint8Array[] = [];
  let partBytes = 0;
  let skipping = false;
  try {
    for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
      let tooLong = 0;
      const first = chunk.indexOf(NL);
      if (first < 0) {
        if (!skipping && partBytes + chunk.length > MAX_LINE_BYTES) {
          skipping = true;
          parts = [];
          partBytes = 0;
        } else if (!skipping) {
          // Copy: the stream may reuse its buffer.
          parts.push(Uint8Array.prototype.slice.call(chunk));
          partBytes += chunk.length;
        }
        continue;
      }
      const last = chunk.lastIndexOf(NL);
      let headLine: Uint8Array | null = null;
      let from = 0;
      if (skipping || partBytes + first > MAX_LINE_BYTES) {
        tooLong++;
        from = first + 1;
      } else if (partBytes > 0) {
        headLine = joinBytes([...parts, chunk.subarray(0, first)]);
        from = first + 1;
      }
      const headLen = headLine ? headLine.length + 1 : 0;
      // The carried line (when there is one) and the whole lines of this chunk, in one fresh buffer.
      const bytes = alloc(headLen + (last + 1 - from));
      if (headLine) {
        bytes.set(headLine, 0);
        bytes[headLine.length] = NL;
      }
      bytes.set(chunk.subarray(from, last + 1), headLen);
      skipping = false;
      parts = [];
      partBytes = 0;
      const rest = chunk.subarray(last + 1);
      if (rest.length > 0) {
        parts.push(Uint8Array.prototype.slice.call(rest));
        partBytes = rest.length;
      }
      if (bytes.length > 0 || tooLong > 0) yield { bytes, tooLong };
    }
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (gz && (e.code === 'Z_BUF_ERROR' || e.code === 'Z_DATA_ERROR' || /unexpected end of file|incorrect header|invalid|gzip|zlib/i.test(e.message))) {
      throw new ExportReadError(`${path}: the gzip stream is truncated or corrupt (${e.message}) after ${progress.bytesRead} bytes`, { cause: err });
    }
    throw err;
  }
  if (skipping) yield { bytes: new Uint8Array(0), tooLong: 1 };
  else if (partBytes > 0) yield { bytes: joinBytes(parts), tooLong: 0 };
}

/** The first `n` bytes of a file. */
export async function peek(path: string, n: number): Promise<Uint8Array> {
  return new Uint8Array(await Bun.file(path).slice(0, n).arrayBuffer());
}

/** Calls `each` with every line of a batch (without its newline). */
export function forEachLine(bytes: Uint8Array, each: (line: Uint8Array) => void): void {
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(NL, start);
    if (end < 0) end = bytes.length;
    each(bytes.subarray(start, end));
    start = end + 1;
  }
}

/** Decodes a line as strict UTF-8 without its trailing CR; null when it is not valid UTF-8. */
export function decodeLine(bytes: Uint8Array): string | null {
  let line: string;
  try {
    line = utf8.decode(bytes);
  } catch {
    return null;
  }
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

/**
 * The format a first non-blank line announces, with the CSV header; null for a blank line.
 * Throws ExportReadError when the line is neither.
 */
export function detectFormat(line: string, path: string): { format: ExportFormat; header: string[] } | null {
  const t = line.trimStart();
  if (t === '') return null;
  if (t.startsWith('{')) return { format: 'jsonl', header: [] };
  if (/^\uFEFF?code\t/.test(t)) return { format: 'csv', header: t.replace(/^\uFEFF/, '').split('\t') };
  throw new ExportReadError(
    `${path}: neither an OFF JSONL export (a JSON object per line) nor an OFF CSV export (a tab-separated header starting with "code")`,
  );
}

/** One decoded data line → a product or the reason it is skipped; null for a blank line. */
export function parseLine(line: string, format: ExportFormat, header: string[]): ExportRow | null {
  if (line.trim() === '') return null;
  if (format === 'jsonl') {
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch {
      return { skipped: 'malformed_json' };
    }
    return hasProductShape(v) ? { raw: v } : { skipped: 'wrong_types' };
  }
  const cells = line.split('\t');
  if (cells.length > header.length) return { skipped: 'malformed_csv_row' };
  return { raw: csvRowToProduct(header, cells) };
}

const TAG_LISTS = ['additives_tags', 'allergens_tags', 'traces_tags', 'categories_tags', 'labels_tags', 'countries_tags'] as const;
const TEXT_FIELDS = [
  'product_name',
  'brands',
  'quantity',
  'serving_size',
  'ingredients_text',
  'nutriscore_grade',
  'nutrition_grade_fr',
  'ecoscore_grade',
] as const;

/** Whether a parsed JSON line has the shapes the importer reads (absent fields are fine). */
function hasProductShape(v: unknown): v is OffRawProduct {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  if (typeof o.code !== 'string' && typeof o.code !== 'number') return false;
  for (const f of TEXT_FIELDS) if (o[f] !== undefined && o[f] !== null && typeof o[f] !== 'string') return false;
  for (const f of TAG_LISTS)
    if (o[f] !== undefined && o[f] !== null && !(Array.isArray(o[f]) && (o[f] as unknown[]).every((t) => typeof t === 'string'))) return false;
  if (o.nutriments !== undefined && o.nutriments !== null && (typeof o.nutriments !== 'object' || Array.isArray(o.nutriments))) return false;
  return true;
}

/**
 * One CSV row (header → value) in the JSONL product shape. An empty tag column is an empty list,
 * not an absent one: the export has the column, so OFF found no tags (the JSONL export says `[]`).
 */
function csvRowToProduct(header: string[], cells: string[]): OffRawProduct {
  const raw: Record<string, unknown> = {};
  const nutriments: Record<string, string> = {};
  for (let i = 0; i < header.length; i++) {
    const h = header[i]!;
    const v = cells[i];
    if (h.endsWith('_tags')) raw[h] = v ? v.split(',').filter(Boolean) : [];
    else if (v === undefined || v === '') continue;
    else if (h.endsWith('_100g')) nutriments[h] = v;
    else raw[h] = v;
  }
  // The CSV export names the allergen tag column `allergens` (its values are tags: en:milk,…).
  if (raw.allergens_tags === undefined && header.includes('allergens'))
    raw.allergens_tags = typeof raw.allergens === 'string' ? (raw.allergens as string).split(',').filter((t) => t.includes(':')) : [];
  raw.nutriments = nutriments;
  return raw as unknown as OffRawProduct;
}
