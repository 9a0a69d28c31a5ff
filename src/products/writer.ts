/**
 * Builds a product store beside the live one and swaps it in only when complete: the new file is
 * written under a temporary name (a copy of the live store for a delta), synced, and renamed over
 * the live path. Until that rename the service keeps reading the old file; after it, a restart
 * (or SIGHUP) opens the new one. Any failure, disk full included, removes the temporary file.
 * Records and barcode answers go to a product file of their own (product-file.ts) under a new name
 * that the store's meta table gives, so the rename swaps both.
 */
import { Database, type Statement } from 'bun:sqlite';
import { closeSync, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { FoodRecord } from '../domain/foods/food';
import { foodAnswerText } from '../render/food';
import { encodeProduct } from './codec';
import { foldText, nameHash } from './fold';
import { type ProductFile, ProductFileWriter } from './product-file';
import { formatMismatch, idHash, INDEXES, openProductFile, PRODUCT_STORE_FORMAT, productFileName, SCHEMA, storeCode, storeFormat } from './store';

export interface WriterOptions {
  /** Apply upserts to a copy of the existing store instead of starting empty. */
  delta?: boolean;
  /** Largest size in bytes of each file written: a stand-in for a small disk in tests. */
  maxBytes?: number;
}

/** The disk (or the size limit) filled before the import finished. */
export class StoreFullError extends Error {
  constructor(path: string, cause: unknown) {
    super(`disk full while writing ${path}; the previous product store is unchanged`, { cause });
    this.name = 'StoreFullError';
  }
}

const BATCH = 5000;

/**
 * One product's row in the SQLite file: barcode key, id hash, name, brand, countries
 * (comma-joined), folded name and its hash (the exact-name index). Its record and answer go to the
 * product file.
 */
export type StoreRow = [key: string, idh: number, name: string, brand: string | null, countries: string, fold: string, nameh: number];

/** A product as the writer takes it: its row, its encoded record and its barcode answer (UTF-8). */
export interface StoredProduct<T = Uint8Array> {
  row: StoreRow;
  record: T;
  answer: T;
}

/** A record as stored: its row, and its encoded record and answer as text. */
export function toStoredProduct(record: FoodRecord): StoredProduct<string> {
  const countries = ((record.extra as { countries?: string[] } | undefined)?.countries ?? []).join(',');
  const fold = foldText(record.name);
  return {
    row: [record.barcode!, idHash(record.id), record.name, record.brand ?? null, countries, fold, nameHash(fold)],
    record: encodeProduct(record),
    // Rendered from the record as imported: decodeProduct gives it back field for field, so this is
    // the answer the service would render from the stored record (ProductStore checks it at open).
    answer: foodAnswerText(record),
  };
}

export class ProductStoreWriter {
  readonly tmpPath: string;
  private readonly file: ProductFileWriter;
  /** A delta's starting point, open until the new file is written. */
  private base: ProductFile | undefined;
  private readonly db: Database;
  private readonly upsert: Statement<unknown, StoreRow>;
  private readonly delta: boolean;
  private pending = 0;
  /** Rows that replaced an earlier row with the same key (the newest wins); known at commit. */
  duplicates = 0;
  written = 0;

  constructor(
    readonly path: string,
    options: WriterOptions = {},
  ) {
    this.tmpPath = `${path}.importing-${process.pid}`;
    this.delta = options.delta === true;
    // A first import may name a corpus folder that does not exist yet.
    mkdirSync(dirname(path), { recursive: true });
    rmSync(this.tmpPath, { force: true });
    if (this.delta) {
      if (!existsSync(path)) throw new Error(`--delta needs an existing product store at ${path}; import a full export first`);
      copyFileSync(path, this.tmpPath);
    }
    this.db = new Database(this.tmpPath, { create: true });
    try {
      // The temporary file is discarded on failure, so no journal or sync until the end.
      this.db.run('PRAGMA journal_mode = OFF');
      this.db.run('PRAGMA synchronous = OFF');
      this.db.run('PRAGMA locking_mode = EXCLUSIVE');
      this.db.run('PRAGMA cache_size = -65536');
      if (options.maxBytes) this.db.run(`PRAGMA max_page_count = ${Math.max(2, Math.floor(options.maxBytes / 4096))}`);
      if (!this.delta) {
        for (const s of SCHEMA) this.db.run(s);
      } else {
        const format = storeFormat(this.db);
        if (format !== PRODUCT_STORE_FORMAT) throw new Error(`${formatMismatch(path, String(format))} (a delta applies to a store of the current format only)`);
        this.base = openProductFile(path, this.db);
        // REPLACE deletes the old row; its delete trigger fires only with recursive triggers on.
        this.db.run('PRAGMA recursive_triggers = ON');
        // Keep the full-text index in step row by row (a full rebuild would cost as much as an import).
        this.db.run(
          `CREATE TEMP TRIGGER product_ad AFTER DELETE ON product BEGIN INSERT INTO product_fts (product_fts, rowid, name, brand) VALUES ('delete', old.rowid, old.name, old.brand); END`,
        );
        this.db.run(
          `CREATE TEMP TRIGGER product_ai AFTER INSERT ON product BEGIN INSERT INTO product_fts (rowid, name, brand) VALUES (new.rowid, new.name, new.brand); END`,
        );
      }
      // Delete + insert rather than DO UPDATE, so the delta triggers see both halves.
      this.upsert = this.db.query(`INSERT OR REPLACE INTO product (key, idh, name, brand, countries, fold, nameh) VALUES (?, ?, ?, ?, ?, ?, ?)`);
      this.file = new ProductFileWriter(join(dirname(path), productFileName(path, crypto.randomUUID().slice(0, 8))), {
        base: this.base,
        maxBytes: options.maxBytes,
      });
      this.db.run('BEGIN');
    } catch (err) {
      this.discard();
      throw this.translate(err);
    }
  }

  add(record: FoodRecord): void {
    const { row, record: text, answer } = toStoredProduct(record);
    this.addProduct({ row, record: Buffer.from(text), answer: Buffer.from(answer) });
  }

  addProduct({ row, record, answer }: StoredProduct): void {
    try {
      // Every key the importers make is a canonical barcode (src/domain/foods/barcode.ts).
      const code = storeCode(row[0]);
      if (code === null) throw new Error(`product key ${row[0]} is not a canonical barcode`);
      this.upsert.run(...row);
      this.file.add(code, record, answer);
      this.written++;
      if (++this.pending >= BATCH) {
        this.db.run('COMMIT');
        this.db.run('BEGIN');
        this.pending = 0;
      }
    } catch (err) {
      this.discard();
      throw this.translate(err);
    }
  }

  /**
   * The newest last_modified_t of the products the store was built from (meta `modified_until`),
   * for a delta's starting point; null when unknown.
   */
  get modifiedUntil(): number | null {
    if (!this.delta) return null;
    const v = Number(this.db.query<{ v: string }, []>(`SELECT v FROM meta WHERE k = 'modified_until'`).get()?.v);
    return Number.isFinite(v) ? v : null;
  }

  /**
   * Finishes the files and renames the store over the live one; returns the number of products.
   * `modified` is the newest last_modified_t of the rows read (kept in meta for the next delta).
   */
  commit(modified: number | null = null): number {
    try {
      this.db.run('COMMIT');
      // Counted in SQL: a delta's replaced rows do not add up.
      const count = this.db.query<{ n: number }, []>('SELECT count(*) AS n FROM product').get()!.n;
      // Secondary indexes and the full-text index are built once over the loaded rows (a sort),
      // cheaper than keeping them in step with two million inserts in random key order.
      if (!this.delta) {
        for (const s of INDEXES) this.db.run(s);
        this.db.run(`INSERT INTO product_fts (product_fts) VALUES ('rebuild')`);
      }
      this.duplicates = this.file.finish().replaced;
      this.base?.close();
      this.base = undefined;
      const meta = this.db.query('INSERT OR REPLACE INTO meta (k, v) VALUES (?, ?)');
      meta.run('format', String(PRODUCT_STORE_FORMAT));
      meta.run('count', String(count));
      meta.run('built_at', new Date().toISOString());
      meta.run('file', basename(this.file.path));
      const until = Math.max(modified ?? -Infinity, this.modifiedUntil ?? -Infinity);
      if (Number.isFinite(until)) meta.run('modified_until', String(until));
      if (!this.delta) this.db.run('PRAGMA optimize');
      this.db.close();
      syncFile(this.tmpPath);
      renameSync(this.tmpPath, this.path);
      syncFile(dirname(this.path));
      removeOtherProductFiles(this.path, this.file.path);
      return count;
    } catch (err) {
      this.discard();
      throw this.translate(err);
    }
  }

  /** Drops the temporary files; the live store is untouched. */
  discard(): void {
    try {
      this.db?.close();
    } catch {
      // already closed
    }
    rmSync(this.tmpPath, { force: true });
    // Unset when the constructor failed before creating it.
    (this.file as ProductFileWriter | undefined)?.discard();
    this.base?.close();
    this.base = undefined;
  }

  private translate(err: unknown): Error {
    const code = (err as { code?: string }).code ?? '';
    const message = err instanceof Error ? err.message : String(err);
    if (code === 'SQLITE_FULL' || code === 'ENOSPC' || /disk is full|ENOSPC/i.test(message)) return new StoreFullError(this.path, err);
    return err instanceof Error ? err : new Error(message);
  }
}

/**
 * Product files of earlier builds of this store, once the new store names its own: a service that
 * still has one open keeps reading it (an unlinked file lives on while open).
 */
function removeOtherProductFiles(storePath: string, keep: string): void {
  const prefix = productFileName(storePath, '');
  for (const name of readdirSync(dirname(storePath))) {
    if (name.startsWith(prefix) && name !== basename(keep)) rmSync(join(dirname(storePath), name), { force: true });
  }
}

function syncFile(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
