/**
 * Streaming RFC 4180 CSV rows from a file (quoted fields may hold commas, quotes and line
 * breaks). The national tables are read this way so no file is ever held whole: CNF's nutrient
 * amounts are 25 MB unpacked. `.gz` files are gunzipped on the fly; `encoding` is the file's
 * (CNF and CIQUAL's XML are Windows-1252, the CSVs made for this project are UTF-8).
 */
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';

export type CsvEncoding = 'utf-8' | 'windows-1252';

/** Rows of CSV text arriving in chunks; a trailing row without a line break is kept. */
export async function* csvRowsOfChunks(
  chunks: AsyncIterable<Buffer | Uint8Array | string> | Iterable<Buffer | Uint8Array | string>,
  encoding: CsvEncoding = 'utf-8',
): AsyncGenerator<string[]> {
  const decoder = new TextDecoder(encoding);
  let row: string[] = [];
  let field = '';
  let quoted = false;
  // A quote just closed: the next char decides between an escaped quote and the field's end.
  let closing = false;
  let pendingCr = false;
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (pendingCr) {
        pendingCr = false;
        if (c === 10) {
          start = i + 1;
          continue;
        }
      }
      if (quoted) {
        if (c === 34) {
          field += text.slice(start, i);
          start = i + 1;
          quoted = false;
          closing = true;
        }
        continue;
      }
      if (closing) {
        closing = false;
        if (c === 34) {
          field += '"';
          start = i + 1;
          quoted = true;
          continue;
        }
      }
      if (c === 34) {
        field += text.slice(start, i);
        start = i + 1;
        quoted = true;
      } else if (c === 44) {
        row.push(field + text.slice(start, i));
        field = '';
        start = i + 1;
      } else if (c === 10 || c === 13) {
        row.push(field + text.slice(start, i));
        field = '';
        start = i + 1;
        if (row.length > 1 || row[0] !== '') yield row;
        row = [];
        pendingCr = c === 13;
      }
    }
    field += text.slice(start);
  }
  field += decoder.decode();
  if (field !== '' || row.length > 0) {
    row.push(field);
    if (row.length > 1 || row[0] !== '') yield row;
  }
}

/** Rows of a CSV file (gzipped when the name ends in `.gz`). */
function csvRowsOfFile(path: string, encoding: CsvEncoding = 'utf-8'): AsyncGenerator<string[]> {
  const file = createReadStream(path, { highWaterMark: 1 << 16 });
  return csvRowsOfChunks(path.endsWith('.gz') ? file.pipe(createGunzip()) : file, encoding);
}

/** Records keyed by the header row (header cells trimmed; empty trailing header cells dropped). */
export async function* csvRecordsOfFile(path: string, encoding: CsvEncoding = 'utf-8'): AsyncGenerator<Record<string, string>> {
  let header: string[] | null = null;
  for await (const row of csvRowsOfFile(path, encoding)) {
    if (!header) {
      header = row.map((h) => h.trim());
      continue;
    }
    const rec: Record<string, string> = {};
    header.forEach((h, i) => {
      if (h !== '') rec[h] = row[i] ?? '';
    });
    yield rec;
  }
}
