/**
 * The per-row half of an import, run on worker threads: a batch of export lines → store rows
 * (barcode key, id hash, name, brand, countries, encoded record) and counts of what was excluded.
 * Synchronous and self-contained, so one worker or the tests can run it alike.
 */
import { offProductToRecord } from '../corpus/off-products';
import { analyzeIngredients, type IngredientAnalysis, type OffTaxonomy } from '../domain/foods/ingredient-analysis';
import { decodeLine, forEachLine, parseLine, type ExportFormat } from './off-export';
import { toStoreRow, type StoreRow } from './writer';

export interface BatchResult {
  /** Data lines read (blank lines are not rows). */
  rows: number;
  products: StoreRow[];
  excluded: Record<string, number>;
  /** Ingredient analyses run, and answered from the cache. */
  analysed: number;
  cached: number;
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

  convert(bytes: Uint8Array): BatchResult {
    const products: StoreRow[] = [];
    const excluded: Record<string, number> = {};
    const count = (reason: string) => (excluded[reason] = (excluded[reason] ?? 0) + 1);
    let rows = 0;
    this.analysed = this.cached = 0;
    forEachLine(bytes, (bytesOfLine) => {
      const line = decodeLine(bytesOfLine);
      if (line === null) {
        rows++;
        count('invalid_utf8');
        return;
      }
      const row = parseLine(line, this.format, this.header);
      if (row === null) return;
      rows++;
      if ('skipped' in row) return count(row.skipped);
      const out = offProductToRecord(row.raw, this.taxonomy, this.sourceFile, { analyse: 'missing', analyzer: this.analyzer });
      if ('excluded' in out) return count(out.excluded);
      products.push(toStoreRow(out.record));
    });
    return { rows, products, excluded, analysed: this.analysed, cached: this.cached };
  }
}
