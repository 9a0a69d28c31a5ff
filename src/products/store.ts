/**
 * The on-disk product store: one SQLite file (bun:sqlite) holding every packaged product, keyed by
 * the canonical barcode key (src/domain/barcode.ts), with an FTS5 index over name and brand.
 *
 * Why SQLite + FTS5: it ships inside Bun (no dependency), its B-tree answers a key lookup in a few
 * microseconds from a memory-mapped file, and FTS5's `unicode61 remove_diacritics 2` folds accents
 * for every script OFF uses. The file is opened read-only while serving (WAL off, no writer), so
 * the kernel page cache, not the JS heap, holds it: serving memory stays flat as the store grows.
 * Writers build a new file beside the live one and rename it over (see writer.ts).
 */
import { Database, type Statement } from 'bun:sqlite';
import { existsSync } from 'node:fs';
import type { FoodRecord } from '../domain/foods/food';
import { decodeProduct } from './codec';
import { foldText, ftsQuery } from './fold';

export const PRODUCT_STORE_FILE = 'products.sqlite';
/** Bump when the schema or the row encoding changes; an older file is refused, not misread. */
export const PRODUCT_STORE_FORMAT = 1;

export const SCHEMA = [
  `CREATE TABLE meta (k TEXT PRIMARY KEY, v TEXT NOT NULL)`,
  // Barcodes stay text (leading zeros are significant in GS1 keys); idh is the first 52 bits of
  // the record id, so GET /v1/foods/{id} finds a product without a 36-byte id index.
  `CREATE TABLE product (rowid INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, idh INTEGER NOT NULL, name TEXT NOT NULL, brand TEXT, countries TEXT NOT NULL, data TEXT NOT NULL)`,
  `CREATE INDEX product_idh ON product (idh)`,
  `CREATE VIRTUAL TABLE product_fts USING fts5 (name, brand, content='product', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2')`,
];

export const idHash = (id: string): number => parseInt(id.replace(/-/g, '').slice(0, 13), 16);

export interface ProductHit {
  record: FoodRecord;
  /** 0-1 rank signal (exact name 1, then name/brand coverage, then BM25). */
  score: number;
}

export interface ProductSearchOptions {
  limit?: number;
  /** Brand, compared case- and accent-insensitively. */
  brand?: string;
  /** OFF country tag (`en:france`) or plain name (`France`). */
  country?: string;
}

interface Row {
  key: string;
  name: string;
  brand: string | null;
  countries: string;
  data: string;
}

/** FTS candidates read before re-ranking; enough for exact names of common words to surface. */
const CANDIDATES = 200;

export class ProductStore {
  readonly count: number;
  readonly builtAt: string;
  private readonly byKey: Statement<Row, [string]>;
  private readonly byIdh: Statement<Row, [number]>;
  private readonly match: Statement<Row & { rank: number }, [string, number]>;
  private readonly exactName: Statement<Row, [string, number]>;

  private constructor(
    private readonly db: Database,
    readonly path: string,
  ) {
    const meta = new Map(db.query<{ k: string; v: string }, []>('SELECT k, v FROM meta').all().map((r) => [r.k, r.v]));
    if (Number(meta.get('format')) !== PRODUCT_STORE_FORMAT) throw new Error(`${path}: product store format ${meta.get('format')} is not ${PRODUCT_STORE_FORMAT}; re-run the import`);
    this.count = Number(meta.get('count') ?? 0);
    this.builtAt = meta.get('built_at') ?? '';
    const cols = 'p.key, p.name, p.brand, p.countries, p.data';
    this.byKey = db.query(`SELECT ${cols} FROM product p WHERE key = ?`);
    this.byIdh = db.query(`SELECT ${cols} FROM product p WHERE idh = ?`);
    // bm25 weights: a word of the name counts more than a word of the brand.
    this.match = db.query(`SELECT ${cols}, bm25(product_fts, 1.0, 0.6) AS rank FROM product_fts JOIN product p ON p.rowid = product_fts.rowid WHERE product_fts MATCH ? ORDER BY rank LIMIT ?`);
    this.exactName = db.query(`SELECT ${cols} FROM product_fts JOIN product p ON p.rowid = product_fts.rowid WHERE product_fts MATCH ? LIMIT ?`);
  }

  /** Opens a store read-only, or returns null when there is none at `path`. */
  static open(path: string): ProductStore | null {
    if (!existsSync(path)) return null;
    const db = new Database(path, { readonly: true });
    // Map the whole file: reads come from the page cache without a copy into SQLite's own cache.
    db.run('PRAGMA mmap_size = 68719476736');
    db.run('PRAGMA cache_size = -8000');
    return new ProductStore(db, path);
  }

  close(): void {
    this.db.close();
  }

  /** The product under a canonical barcode key, or null. */
  byBarcodeKey(key: string): FoodRecord | null {
    const row = this.byKey.get(key);
    return row ? decodeProduct(row.key, row.data) : null;
  }

  byId(id: string): FoodRecord | null {
    const h = idHash(id);
    if (!Number.isFinite(h)) return null;
    for (const row of this.byIdh.all(h)) {
      const r = decodeProduct(row.key, row.data);
      if (r.id === id) return r;
    }
    return null;
  }

  /**
   * Products whose name or brand hold every word of the query (the last one as a prefix), best
   * first: the exact name, then names holding the words with the brand named, then BM25.
   */
  search(query: string, options: ProductSearchOptions = {}): ProductHit[] {
    const limit = Math.max(1, options.limit ?? 10);
    const fts = ftsQuery(query);
    if (!fts) return [];
    const folded = foldText(query);
    const brand = options.brand ? foldText(options.brand) : null;
    const country = options.country ? countryTag(options.country) : null;
    const filtered = brand !== null || country !== null;
    const depth = filtered ? CANDIDATES * 5 : CANDIDATES;
    const rows = this.match.all(fts, depth);
    // A common word matches thousands of names and BM25 alone may leave the product whose whole
    // name is the query outside the candidates: look that one up as a phrase.
    const phrase = ftsQuery(query, { phrase: true });
    if (phrase) for (const r of this.exactName.all(`name : ${phrase}`, 50)) if (foldText(r.name) === folded) rows.push({ ...r, rank: -1e9 });
    const qWords = folded.split(' ');
    const scored = new Map<string, { row: Row; score: number }>();
    for (const row of rows) {
      if (scored.has(row.key)) continue;
      if (brand !== null && foldText(row.brand ?? '') !== brand) continue;
      if (country !== null && !row.countries.split(',').includes(country)) continue;
      const name = foldText(row.name);
      const full = row.brand ? `${foldText(row.brand)} ${name}` : name;
      const nameWords = new Set(name.split(' '));
      const brandWords = new Set(foldText(row.brand ?? '').split(' '));
      let score: number;
      if (name === folded || full === folded) score = 1;
      else {
        const inName = qWords.filter((w) => nameWords.has(w)).length / qWords.length;
        const inBrand = qWords.filter((w) => brandWords.has(w)).length / qWords.length;
        // Shorter names that hold the words say less else: "Nutella" before "Nutella biscuits".
        const extra = Math.max(0, nameWords.size - qWords.length);
        score = 0.5 + 0.2 * Math.min(1, inName + inBrand) + 0.1 * inName + 0.15 / (1 + extra) - Math.min(0.05, Math.max(0, -row.rank) / 1e4);
      }
      scored.set(row.key, { row, score: Math.round(Math.max(0, Math.min(1, score)) * 1000) / 1000 });
    }
    return [...scored.values()]
      .sort((a, b) => b.score - a.score || a.row.name.length - b.row.name.length)
      .slice(0, limit)
      .map(({ row, score }) => ({ record: decodeProduct(row.key, row.data), score }));
  }

  /** Name suggestions for a prefix (the last word may be partial). */
  autocomplete(query: string, limit = 10): { record: FoodRecord; name: string; score: number }[] {
    return this.search(query, { limit }).map((h) => ({ record: h.record, name: h.record.name, score: h.score }));
  }
}

/** `France`, `en:france` → `en:france` (OFF country tags are English, hyphenated). */
export function countryTag(country: string): string {
  const c = country.trim().toLowerCase();
  return c.includes(':') ? c : `en:${foldText(c).replace(/ /g, '-')}`;
}
