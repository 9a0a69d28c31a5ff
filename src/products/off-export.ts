/**
 * Streams an Open Food Facts export: the JSONL dump (one product per line) or the CSV dump
 * (tab-separated, one header line), gzipped or not. Format and compression are detected from the
 * content, not the file name. Lines are split from raw bytes so that one oversized line is skipped
 * without ever being held whole, and each line is decoded as strict UTF-8.
 */
import { createReadStream, statSync } from 'node:fs';
import { createGunzip } from 'node:zlib';
import type { OffRawProduct } from '../corpus/off-products';

/** Longest line read; OFF's largest real products are a few hundred KB of JSON. */
export const MAX_LINE_BYTES = 8 * 1024 * 1024;

export type ExportFormat = 'jsonl' | 'csv';

/** One line of the export: a product, or the reason it could not be read. */
export type ExportRow = { raw: OffRawProduct } | { skipped: 'line_too_long' | 'invalid_utf8' | 'malformed_json' | 'wrong_types' | 'malformed_csv_row' };

export interface ExportProgress {
  /** Compressed (file) bytes read so far, and the file size. */
  bytesRead: number;
  bytesTotal: number;
}

/** The file is not a readable export (truncated or corrupt gzip, unknown format). */
export class ExportReadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ExportReadError';
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Byte lines of a file (gunzipped when it starts with the gzip magic), oversized ones as null. */
async function* byteLines(path: string, progress: ExportProgress): AsyncGenerator<Uint8Array | null> {
  progress.bytesTotal = statSync(path).size;
  const file = createReadStream(path, { highWaterMark: 1 << 20 });
  file.on('data', (c) => (progress.bytesRead += c.length));
  const head = await peek(path);
  const gz = head[0] === 0x1f && head[1] === 0x8b;
  const stream = gz ? file.pipe(createGunzip({ chunkSize: 1 << 20 })) : file;
  if (gz) file.on('error', (e) => stream.destroy(e));
  let parts: Uint8Array[] = [];
  let partBytes = 0;
  let skipping = false;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let start = 0;
      for (;;) {
        const nl = chunk.indexOf(10, start);
        if (nl < 0) {
          if (!skipping) {
            const rest = chunk.subarray(start);
            if (partBytes + rest.length > MAX_LINE_BYTES) {
              skipping = true;
              parts = [];
              partBytes = 0;
            } else if (rest.length > 0) {
              // Copy: the stream may reuse its buffer.
              parts.push(Uint8Array.prototype.slice.call(rest));
              partBytes += rest.length;
            }
          }
          break;
        }
        const piece = chunk.subarray(start, nl);
        start = nl + 1;
        if (skipping || partBytes + piece.length > MAX_LINE_BYTES) {
          skipping = false;
          parts = [];
          partBytes = 0;
          yield null;
          continue;
        }
        if (parts.length === 0) yield piece;
        else {
          parts.push(piece);
          yield Buffer.concat(parts);
          parts = [];
          partBytes = 0;
        }
      }
    }
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (e.code === 'Z_BUF_ERROR' || e.code === 'Z_DATA_ERROR' || /unexpected end of file|incorrect header|invalid/i.test(e.message)) {
      throw new ExportReadError(`${path}: the gzip stream is truncated or corrupt (${e.message}) after ${progress.bytesRead} bytes`, { cause: err });
    }
    throw err;
  }
  if (skipping) yield null;
  else if (partBytes > 0) yield Buffer.concat(parts);
}

async function peek(path: string): Promise<Uint8Array> {
  const f = Bun.file(path).slice(0, 2);
  return new Uint8Array(await f.arrayBuffer());
}

const TAG_LISTS = ['additives_tags', 'allergens_tags', 'traces_tags', 'categories_tags', 'labels_tags', 'countries_tags'] as const;
const TEXT_FIELDS = ['product_name', 'brands', 'quantity', 'serving_size', 'ingredients_text', 'nutriscore_grade', 'nutrition_grade_fr', 'ecoscore_grade'] as const;

/** Whether a parsed JSON line has the shapes the importer reads (absent fields are fine). */
export function hasProductShape(v: unknown): v is OffRawProduct {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  if (typeof o.code !== 'string' && typeof o.code !== 'number') return false;
  for (const f of TEXT_FIELDS) if (o[f] !== undefined && o[f] !== null && typeof o[f] !== 'string') return false;
  for (const f of TAG_LISTS) if (o[f] !== undefined && o[f] !== null && !(Array.isArray(o[f]) && (o[f] as unknown[]).every((t) => typeof t === 'string'))) return false;
  if (o.nutriments !== undefined && o.nutriments !== null && (typeof o.nutriments !== 'object' || Array.isArray(o.nutriments))) return false;
  return true;
}

/** One CSV row (header → value) in the JSONL product shape. */
export function csvRowToProduct(header: string[], cells: string[]): OffRawProduct {
  const raw: Record<string, unknown> = {};
  const nutriments: Record<string, string> = {};
  for (let i = 0; i < header.length; i++) {
    const h = header[i]!;
    const v = cells[i];
    if (v === undefined || v === '') continue;
    if (h.endsWith('_100g')) nutriments[h] = v;
    else if (h.endsWith('_tags')) raw[h] = v.split(',').filter(Boolean);
    else raw[h] = v;
  }
  // The CSV export names the allergen tag column `allergens` (its values are tags: en:milk,…).
  if (raw.allergens_tags === undefined && typeof raw.allergens === 'string') raw.allergens_tags = (raw.allergens as string).split(',').filter((t) => t.includes(':'));
  raw.nutriments = nutriments;
  return raw as unknown as OffRawProduct;
}

/** Streams the products of an export, with per-line problems reported as skipped rows. */
export async function* readOffExport(path: string, progress: ExportProgress = { bytesRead: 0, bytesTotal: 0 }): AsyncGenerator<ExportRow & { format: ExportFormat }> {
  let format: ExportFormat | null = null;
  let header: string[] = [];
  for await (const bytes of byteLines(path, progress)) {
    if (bytes === null) {
      yield { skipped: 'line_too_long', format: format ?? 'jsonl' };
      continue;
    }
    let line: string;
    try {
      line = utf8.decode(bytes);
    } catch {
      yield { skipped: 'invalid_utf8', format: format ?? 'jsonl' };
      continue;
    }
    if (line.endsWith('\r')) line = line.slice(0, -1);
    if (format === null) {
      const t = line.trimStart();
      if (t === '') continue;
      if (t.startsWith('{')) format = 'jsonl';
      else if (/^\uFEFF?code\t/.test(t)) {
        format = 'csv';
        header = t.replace(/^\uFEFF/, '').split('\t');
        continue;
      } else throw new ExportReadError(`${path}: neither an OFF JSONL export (a JSON object per line) nor an OFF CSV export (a tab-separated header starting with "code")`);
    }
    if (line.trim() === '') continue;
    if (format === 'jsonl') {
      let v: unknown;
      try {
        v = JSON.parse(line);
      } catch {
        yield { skipped: 'malformed_json', format };
        continue;
      }
      yield hasProductShape(v) ? { raw: v, format } : { skipped: 'wrong_types', format };
    } else {
      const cells = line.split('\t');
      if (cells.length > header.length) yield { skipped: 'malformed_csv_row', format };
      else yield { raw: csvRowToProduct(header, cells), format };
    }
  }
}
