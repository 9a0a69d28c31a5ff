/**
 * The on-disk product store: one SQLite file (bun:sqlite) holding every packaged product's search
 * columns, keyed by the canonical barcode key (src/domain/barcode.ts), with an FTS5 index over name
 * and brand; and beside it a product file (product-file.ts) with each product's encoded record and
 * pre-rendered barcode answer.
 *
 * Why SQLite + FTS5: it ships inside Bun (no dependency), its B-trees answer the id and name
 * lookups in a few microseconds from a memory-mapped file, and FTS5's `unicode61 remove_diacritics
 * 2` folds accents for every script OFF uses. The file is opened read-only while serving (WAL off, no writer), so
 * the kernel page cache, not the JS heap, holds it: serving memory stays flat as the store grows.
 * Writers build a new file beside the live one and rename it over (see writer.ts).
 */
import { Database, type Statement } from 'bun:sqlite';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ProductFile } from './product-file';
import type { ReadNow } from './read-now';
import { AnswerCache } from './answer-cache';
import type { FoodRecord } from '../domain/foods/food';
import { foodId } from '../domain/foods/ids';
import type { StoreHit } from './merge';
import { foodAnswerText } from '../render/food';
import { decodeProduct } from './codec';
import { foldText, ftsQuery, nameHash } from './fold';

export const PRODUCT_STORE_FILE = 'products.sqlite';
/**
 * Megabytes of the store file SQLite maps (MORSEL_PRODUCT_MAP_MB). The file holds search columns and
 * indexes only (records and answers are in the product file): 1.3M products take about 0.33 GB, so
 * 512 maps it whole. Measured with 1.3M products (docs/benchmarks.md): unmapped (0), searches that
 * reach products take p50 +0.5-1 ms and p90 +2 ms, and the serving process holds 173 MB less after
 * warm-up and 74 MB less under mixed traffic (the pages a mapping touched count as its own).
 */
const DEFAULT_MAP_MB = 512;
/**
 * Bump when the schema or the row encoding changes; an older file is refused, not misread.
 * 3: every product's barcode answer pre-rendered in `answer`. 4: records and answers in a product
 * file of their own (product-file.ts), named by meta `file`. 5: the same file without segments.
 */
export const PRODUCT_STORE_FORMAT = 5;

export const SCHEMA = [
  `CREATE TABLE meta (k TEXT PRIMARY KEY, v TEXT NOT NULL)`,
  // Barcodes stay text (leading zeros are significant in GS1 keys); idh is the first 52 bits of
  // the record id, so GET /v1/foods/{id} finds a product without a 36-byte id index; fold is the
  // name as search compares it and nameh its hash (fold.ts), the key of the exact-name index.
  `CREATE TABLE product (rowid INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, idh INTEGER NOT NULL, name TEXT NOT NULL, brand TEXT, countries TEXT NOT NULL, fold TEXT NOT NULL, nameh INTEGER NOT NULL)`,
  // Prefix indexes for 2- and 3-letter prefixes: without them FTS5 merges the doclists of every
  // word with the prefix before the first row comes out ("bi"* reads most of the index).
  `CREATE VIRTUAL TABLE product_fts USING fts5 (name, brand, content='product', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
];
/** Built after the rows of a full import (writer.ts). */
export const INDEXES = [`CREATE INDEX product_idh ON product (idh)`, `CREATE INDEX product_nameh ON product (nameh)`];

export const idHash = (id: string): number => parseInt(id.replace(/-/g, '').slice(0, 13), 16);

/** The product file of a store build `id` (product-file.ts), beside the store; with id '' the prefix they share. */
export const productFileName = (storePath: string, id: string) => `${basename(storePath).replace(/\.sqlite$/, '')}.records-${id}`;

/**
 * The product file a store names, opened (`readNow` as ProductFile takes it); an error saying what
 * to do when it is missing.
 */
export function openProductFile(storePath: string, db: Database, readNow?: ReadNow | null): ProductFile {
  const name = db.query<{ v: string }, []>(`SELECT v FROM meta WHERE k = 'file'`).get()?.v;
  const file = name ? join(dirname(storePath), name) : null;
  if (file === null || !existsSync(file))
    throw new Error(`${storePath}: its product file ${name ? `${name} ` : ''}is missing; re-run the full import (npm run corpus:import -- off <export>)`);
  return new ProductFile(file, readNow);
}

/**
 * A canonical barcode key as the number its product is stored under in the product file, or
 * null. Keys are 13 digits (GTIN-14 without its leading zero) or 14 not starting with 0
 * (src/domain/foods/barcode.ts), so the number names one key.
 */
export const storeCode = (key: string): number | null => (/^(\d{13}|[1-9]\d{13})$/.test(key) ? Number(key) : null);

/** Why a store file of another format is refused, and what to do about it. */
export function formatMismatch(path: string, found: string | undefined): string {
  const older = Number(found) < PRODUCT_STORE_FORMAT;
  return `${path}: product store format ${found ?? 'unknown'} is not ${PRODUCT_STORE_FORMAT}${older ? ' (older stores keep their barcode answers otherwise, or lack them)' : ''}; re-run the full import (npm run corpus:import -- off <export>), or set MORSEL_OFF_EXPORT to have the service rebuild it at start`;
}

/** The format number a store file was written with (NaN when it has none). */
export function storeFormat(db: Database): number {
  return Number(db.query<{ v: string }, []>(`SELECT v FROM meta WHERE k = 'format'`).get()?.v);
}

/** A product a search found; `score` is a 0-1 rank signal (exact name 1, then name/brand coverage, then shorter names). */
export interface ProductHit extends StoreHit {
  /** The product's record, read and decoded on first use: a search lists few of the products it weighs. */
  readonly record: FoodRecord;
}

export interface ProductSearchOptions {
  limit?: number;
  /** Brand, compared case- and accent-insensitively. */
  brand?: string;
  /** OFF country tag (`en:france`) or plain name (`France`). */
  country?: string;
}

/** A search candidate: what ranking reads, without the record (decoded for the winners only). */
interface Candidate {
  rowid: number;
  key: string;
  name: string;
  brand: string | null;
  countries: string;
  fold: string;
}

/**
 * Full-text matches read per query, in file order and unranked. Ranking every match (FTS5's
 * `ORDER BY rank`) costs one lookup per matching row, which grows with the store; reading a
 * bounded number keeps a query's cost flat. A query matching fewer rows is ranked completely; a
 * broader one ranks the exact names (from their own index) and the first CANDIDATES matches.
 */
const CANDIDATES = 500;
/** How many times CANDIDATES are read when a brand or country filter drops most of them. */
const FILTERED_DEPTH = 5;
const utf8 = new TextDecoder();

/** Rows whose stored answer is compared with a fresh rendering when a store opens. */
const ANSWER_SAMPLE = 16;
/** Products read per exact name (or brand + name) from the name index. */
const SAME_NAME = 50;

/** A barcode answer as stored (UTF-8 JSON) or as rendered now (stale stored answers). */
export type StoredAnswer = Uint8Array<ArrayBuffer> | string;

export class ProductStore {
  readonly count: number;
  readonly builtAt: string;
  private readonly file: ProductFile;
  private readonly answers = new AnswerCache();
  private readonly keysByIdh: Statement<{ key: string }, [number]>;
  /** Whether the stored answers are what the running code renders (checked on a sample at open). */
  readonly answersCurrent: boolean;
  private readonly match: Statement<Candidate, [string, number]>;
  /**
   * The full-text read at its two depths (CANDIDATES, and 5× with a filter) and the name read, with
   * the limit written into the statement: a bound LIMIT costs a few µs per statement run (measured:
   * 6 against 0.8 µs for a name lookup that finds nothing), and a search runs several.
   */
  private readonly matchAtDepth: Map<number, Statement<Candidate, [string]>>;
  private readonly byName: Statement<Candidate, [number]>;
  /** Folded brands (brands repeat: folded once each, up to a bound). */
  private readonly brandFolds = new Map<string, string>();

  private constructor(
    private readonly db: Database,
    readonly path: string,
    readNow: ReadNow | null | undefined,
  ) {
    const meta = new Map(
      db
        .query<{ k: string; v: string }, []>('SELECT k, v FROM meta')
        .all()
        .map((r) => [r.k, r.v]),
    );
    if (Number(meta.get('format')) !== PRODUCT_STORE_FORMAT) throw new Error(formatMismatch(path, meta.get('format')));
    this.count = Number(meta.get('count') ?? 0);
    this.builtAt = meta.get('built_at') ?? '';
    this.file = openProductFile(path, db, readNow);
    this.keysByIdh = db.query(`SELECT key FROM product WHERE idh = ?`);
    this.answersCurrent = this.checkAnswers();
    const cols = 'p.rowid AS rowid, p.key, p.name, p.brand, p.countries, p.fold';
    const matching = `SELECT ${cols} FROM product_fts JOIN product p ON p.rowid = product_fts.rowid WHERE product_fts MATCH ?`;
    this.match = db.query(`${matching} LIMIT ?`);
    this.matchAtDepth = new Map([CANDIDATES, CANDIDATES * FILTERED_DEPTH].map((depth) => [depth, db.query(`${matching} LIMIT ${depth}`)]));
    this.byName = db.query(`SELECT ${cols} FROM product p WHERE nameh = ? LIMIT ${SAME_NAME}`);
  }

  /**
   * Opens a store read-only, or returns null when there is none at `path`. `readNow`: how answers
   * are read from the page cache (ProductFile; tests pass null to take the thread pool every time).
   * `mapBytes`: how much of the file SQLite maps (see DEFAULT_MAP_MB).
   */
  static open(path: string, readNow?: ReadNow | null, mapBytes = DEFAULT_MAP_MB * 1024 * 1024): ProductStore | null {
    if (!existsSync(path)) return null;
    const db = new Database(path, { readonly: true });
    // The file never changes under a reader (writers rename a new file over it), so the read lock
    // is taken once and kept: otherwise every statement locks, checks and unlocks the file, three
    // system calls that cost 6-7 µs of the 8 a barcode lookup took.
    db.run('PRAGMA locking_mode = EXCLUSIVE');
    db.run(`PRAGMA mmap_size = ${mapBytes}`);
    db.run('PRAGMA cache_size = -8000');
    try {
      return new ProductStore(db, path, readNow);
    } catch (err) {
      // A refused file (another format, no product file) must not stay locked by this reader.
      db.close();
      throw err;
    }
  }

  close(): void {
    this.db.close();
    this.file.close();
  }

  /** The product under a canonical barcode key, or null. */
  byBarcodeKey(key: string): FoodRecord | null {
    const code = storeCode(key);
    const text = code === null ? null : this.file.record(code);
    return text === null ? null : decodeProduct(key, text);
  }

  /**
   * The serialised GET /v1/barcode answer of the product under a canonical barcode key, or null:
   * the stored one as UTF-8 bytes (from the answer cache or the page cache, or a promise of the
   * read from the disk; each puts it in the answer cache), or rendered now when the stored answers
   * are stale (the render code changed since the import).
   */
  answerByBarcodeKey(key: string): StoredAnswer | Promise<StoredAnswer> | null {
    const code = storeCode(key);
    if (code === null) return null;
    if (this.answersCurrent) {
      const kept = this.answers.get(code);
      if (kept !== undefined) return kept;
      const read = this.file.readAnswer(code);
      if (read instanceof Promise) {
        return read.then((answer) => {
          this.answers.set(code, answer);
          return answer;
        });
      }
      if (read !== null) this.answers.set(code, read);
      return read;
    }
    const record = this.byBarcodeKey(key);
    return record ? foodAnswerText(record) : null;
  }

  /**
   * Whether stored answers equal what foodAnswerText renders now, on up to ANSWER_SAMPLE rows spread
   * over the store: a render change after the import would otherwise serve yesterday's shape.
   */
  private checkAnswers(): boolean {
    const max = this.db.query<{ n: number | null }, []>('SELECT max(rowid) AS n FROM product').get()?.n ?? 0;
    const at = this.db.query<{ key: string }, [number]>(`SELECT key FROM product WHERE rowid >= ? ORDER BY rowid LIMIT 1`);
    for (let i = 0; i < ANSWER_SAMPLE && max > 0; i++) {
      const key = at.get(1 + Math.floor((i * max) / ANSWER_SAMPLE))?.key;
      const record = key === undefined ? null : this.byBarcodeKey(key);
      if (key === undefined || record === null) continue;
      const stored = this.file.answer(storeCode(key)!);
      if (stored === null || utf8.decode(stored) !== foodAnswerText(record)) return false;
    }
    return true;
  }

  /** Every product, in the order written (for a small store: the corpus's own products). */
  all(): FoodRecord[] {
    return this.db
      .query<{ key: string }, []>('SELECT key FROM product ORDER BY rowid')
      .all()
      .map((r) => this.byBarcodeKey(r.key)!);
  }

  byId(id: string): FoodRecord | null {
    const h = idHash(id);
    if (!Number.isFinite(h)) return null;
    for (const { key } of this.keysByIdh.all(h)) {
      const r = this.byBarcodeKey(key);
      if (r?.id === id) return r;
    }
    return null;
  }

  private foldBrand(brand: string | null): string {
    if (!brand) return '';
    let f = this.brandFolds.get(brand);
    if (f === undefined) {
      if (this.brandFolds.size >= 50_000) this.brandFolds.clear();
      f = foldText(brand);
      this.brandFolds.set(brand, f);
    }
    return f;
  }

  /**
   * Products whose name or brand hold every word of the query (the last one also as a prefix of
   * two letters or more), best first: the exact name (or brand + name), then names holding the
   * words with the brand named, then shorter names.
   */
  search(query: string, options: ProductSearchOptions = {}): ProductHit[] {
    const limit = Math.max(1, options.limit ?? 10);
    const words = ftsQuery(query);
    if (!words) return [];
    const folded = foldText(query);
    const qWords = folded.split(' ').slice(0, 12);
    const brand = options.brand ? foldText(options.brand) : null;
    const country = options.country ? countryTag(options.country) : null;
    const keep = (c: Candidate) => (brand === null || this.foldBrand(c.brand) === brand) && (country === null || c.countries.split(',').includes(country));
    const scored = new Map<number, { c: Candidate; score: number }>();
    // The exact name, and a brand followed by the exact name ("ferrero nutella"), from the name index.
    for (let i = 0; i < qWords.length; i++) {
      const name = i === 0 ? folded : qWords.slice(i).join(' ');
      const named = i === 0 ? null : qWords.slice(0, i).join(' ');
      for (const c of this.byName.all(nameHash(name))) {
        if (c.fold !== name || (named !== null && this.foldBrand(c.brand) !== named) || !keep(c)) continue;
        scored.set(c.rowid, { c, score: 1 });
      }
    }
    // Nothing outranks an exact name: enough of them answer the query without the full-text index.
    // Otherwise names holding every word, whole words first, then the last word as a prefix.
    const depth = brand !== null || country !== null ? CANDIDATES * FILTERED_DEPTH : CANDIDATES;
    const matchAll = this.matchAtDepth.get(depth)!;
    const prefixed = ftsQuery(query, { prefix: true })!;
    // Whether every product holding the words (in its name or brand) was read.
    let readAll = false;
    for (const fts of prefixed === words ? [words] : [words, prefixed]) {
      if (scored.size >= limit) break;
      let read = 0;
      for (const c of matchAll.all(fts)) {
        read++;
        if (scored.has(c.rowid) || !keep(c)) continue;
        scored.set(c.rowid, { c, score: this.score(c, folded, qWords) });
      }
      if (read >= depth) break;
      if (fts === words) readAll = true;
    }
    // A query that is a brand also reads products of that brand: when hundreds of names hold the
    // word ("Bofrost Free Tortelli…" for "bofrost"), the capped read above may never reach them.
    if (!readAll) {
      for (const c of this.match.all(`brand : (${words})`, limit)) {
        if (!scored.has(c.rowid) && keep(c)) scored.set(c.rowid, { c, score: this.score(c, folded, qWords) });
      }
    }
    return [...scored.values()]
      .sort((a, b) => b.score - a.score || a.c.name.length - b.c.name.length || a.c.rowid - b.c.rowid)
      .slice(0, limit)
      .map(({ c, score }) => this.hit(c, score));
  }

  private hit(c: Candidate, score: number): ProductHit {
    let record: FoodRecord | undefined;
    const read = () => (record ??= this.byBarcodeKey(c.key)!);
    return {
      id: foodId('openfoodfacts', c.key),
      name: c.name,
      brand: c.brand,
      score,
      get record() {
        return read();
      },
    };
  }

  private score(c: Candidate, folded: string, qWords: string[]): number {
    return productScore(c.fold, this.foldBrand(c.brand), folded, qWords);
  }
}

/**
 * How well a product (its folded name and brand) answers a folded query: 1 for the exact name or
 * brand + name, 0.9 for the brand alone; otherwise more for the query's words in the name (or
 * brand) and fewer other words.
 */
export function productScore(name: string, brand: string, folded: string, qWords: string[]): number {
  if (name === folded || (brand && `${brand} ${name}` === folded)) return 1;
  // The query is the brand: its products before names that merely hold the word.
  if (brand && brand === folded) return 0.9;
  const nameWords = name.split(' ');
  const brandWords = brand.split(' ');
  let inName = 0;
  let inBrand = 0;
  for (const w of qWords) {
    if (nameWords.includes(w)) inName++;
    if (brandWords.includes(w)) inBrand++;
  }
  inName /= qWords.length;
  inBrand /= qWords.length;
  // Shorter names that hold the words say less else: "Nutella" before "Nutella biscuits".
  const extra = Math.max(0, nameWords.length - qWords.length);
  const score = 0.5 + 0.2 * Math.min(1, inName + inBrand) + 0.1 * inName + 0.15 / (1 + extra);
  return Math.round(Math.max(0, Math.min(1, score)) * 1000) / 1000;
}

/** `France`, `en:france` → `en:france` (OFF country tags are English, hyphenated). */
export function countryTag(country: string): string {
  const c = country.trim().toLowerCase();
  return c.includes(':') ? c : `en:${foldText(c).replace(/ /g, '-')}`;
}
