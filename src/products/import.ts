/**
 * Open Food Facts export → product store. Each row goes through the same record conversion and
 * quality gate as the corpus build (src/corpus/off-products.ts: barcode check digit, plausible
 * values, ingredient analysis, Nutri-Score), then into a store built beside the live one.
 */
import { basename } from 'node:path';
import { offProductToRecord } from '../corpus/off-products';
import type { OffTaxonomy } from '../domain/foods/ingredient-analysis';
import { readOffExport, type ExportFormat, type ExportProgress } from './off-export';
import { ProductStoreWriter } from './writer';

export interface ImportOptions {
  file: string;
  storePath: string;
  taxonomy: OffTaxonomy;
  delta?: boolean;
  maxBytes?: number;
  /** Called about once a second while reading. */
  onProgress?: (p: ImportProgress) => void;
  /** Checked between rows: when it returns true the import stops and the live store is kept. */
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
  excluded: Record<string, number>;
  seconds: number;
}

export class ImportCancelled extends Error {
  constructor() {
    super('import interrupted; the previous product store is unchanged');
    this.name = 'ImportCancelled';
  }
}

export async function importOffExport(options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const writer = new ProductStoreWriter(options.storePath, { delta: options.delta, maxBytes: options.maxBytes });
  const progress: ExportProgress = { bytesRead: 0, bytesTotal: 0 };
  const excluded: Record<string, number> = {};
  const sourceFile = basename(options.file);
  let rows = 0;
  let format: ExportFormat | null = null;
  let shown = started;
  try {
    for await (const row of readOffExport(options.file, progress)) {
      rows++;
      format = row.format;
      if ('skipped' in row) excluded[row.skipped] = (excluded[row.skipped] ?? 0) + 1;
      else {
        const out = offProductToRecord(row.raw, options.taxonomy, sourceFile, { analyse: 'missing' });
        if ('excluded' in out) excluded[out.excluded] = (excluded[out.excluded] ?? 0) + 1;
        else writer.add(out.record);
      }
      if ((rows & 1023) === 0) {
        if (options.cancelled?.()) throw new ImportCancelled();
        const now = performance.now();
        if (options.onProgress && now - shown >= 1000) {
          shown = now;
          options.onProgress({ ...progress, rows, imported: writer.written, seconds: (now - started) / 1000 });
        }
      }
    }
  } catch (err) {
    writer.discard();
    throw err;
  }
  const products = writer.commit();
  return { file: options.file, format, delta: options.delta === true, rows, imported: writer.written, products, duplicates: writer.duplicates, excluded, seconds: (performance.now() - started) / 1000 };
}

/** "12,345 products  8,000/s  120.0/700.0 MB  ETA 75 s" */
export function formatProgress(p: ImportProgress): string {
  const rate = p.seconds > 0 ? p.rows / p.seconds : 0;
  const byteRate = p.seconds > 0 ? p.bytesRead / p.seconds : 0;
  const eta = byteRate > 0 && p.bytesTotal > p.bytesRead ? Math.round((p.bytesTotal - p.bytesRead) / byteRate) : 0;
  const mb = (b: number) => (b / 1e6).toFixed(1);
  return `${p.rows.toLocaleString('en')} rows (${p.imported.toLocaleString('en')} imported)  ${Math.round(rate).toLocaleString('en')} products/s  ${mb(p.bytesRead)}/${mb(p.bytesTotal)} MB read  ETA ${eta} s`;
}
