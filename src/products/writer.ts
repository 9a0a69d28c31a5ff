/**
 * Builds a product store beside the live one and swaps it in only when complete: the new file is
 * written under a temporary name (a copy of the live store for a delta), synced, and renamed over
 * the live path. Until that rename the service keeps reading the old file; after it, a restart
 * (or SIGHUP) opens the new one. Any failure, disk full included, removes the temporary file.
 */
import { Database, type Statement } from 'bun:sqlite';
import { closeSync, copyFileSync, existsSync, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FoodRecord } from '../domain/foods/food';
import { foodAnswerText } from '../render/food';
import { encodeProduct } from './codec';
import { foldText, nameHash } from './fold';
import { answerCode, formatMismatch, idHash, INDEXES, PRODUCT_STORE_FORMAT, SCHEMA, storeFormat } from './store';

export interface WriterOptions {
  /** Apply upserts to a copy of the existing store instead of starting empty. */
  delta?: boolean;
  /** Largest file size in bytes (SQLite max_page_count): a stand-in for a small disk in tests. */
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
 * One product as stored: barcode key, id hash, name, brand, countries (comma-joined), folded name
 * and its hash (the exact-name index), encoded record (last: ranking reads the columns before it);
 * then the pre-rendered barcode answer, which goes to its own table.
 */
export type StoreRow = [key: string, idh: number, name: string, brand: string | null, countries: string, fold: string, nameh: number, data: string, answer: string];
type ProductColumns = [key: string, idh: number, name: string, brand: string | null, countries: string, fold: string, nameh: number, data: string];

export function toStoreRow(record: FoodRecord): StoreRow {
  const countries = ((record.extra as { countries?: string[] } | undefined)?.countries ?? []).join(',');
  const fold = foldText(record.name);
  // Rendered from the record as imported: decodeProduct gives it back field for field, so this is
  // the answer the service would render from the stored row (ProductStore checks it at open).
  return [record.barcode!, idHash(record.id), record.name, record.brand ?? null, countries, fold, nameHash(fold), encodeProduct(record), foodAnswerText(record)];
}

export class ProductStoreWriter {
  readonly tmpPath: string;
  /**
   * A full import's answers, written here first and copied into the store, in code order, after
   * its indexes: the product rows, their indexes and the full-text index stay together at the start
   * of the file (mostly inside the mapped 512 MiB), the answers after them. Interleaved, they
   * spread the rows search reads over a 2.8× larger file and search got 1.4-2× slower.
   */
  private readonly answersPath: string;
  private readonly db: Database;
  private readonly upsert: Statement<unknown, ProductColumns>;
  private readonly insertAnswer: Statement<unknown, [number, string]>;
  private readonly exists: Statement<{ one: number }, [string]>;
  private readonly delta: boolean;
  private pending = 0;
  private seen = new Set<number>();
  /** Rows that replaced an earlier row with the same key (the newest wins). */
  duplicates = 0;
  written = 0;

  constructor(
    readonly path: string,
    options: WriterOptions = {},
  ) {
    this.tmpPath = `${path}.importing-${process.pid}`;
    this.answersPath = `${this.tmpPath}-answers`;
    this.delta = options.delta === true;
    rmSync(this.tmpPath, { force: true });
    rmSync(this.answersPath, { force: true });
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
        this.db.run(`ATTACH DATABASE '${this.answersPath.replace(/'/g, "''")}' AS pending`);
        this.db.run('PRAGMA pending.journal_mode = OFF');
        this.db.run('PRAGMA pending.synchronous = OFF');
        if (options.maxBytes) this.db.run(`PRAGMA pending.max_page_count = ${Math.max(2, Math.floor(options.maxBytes / 4096))}`);
        // Appended in arrival order (a keyed table would take two million inserts in random key
        // order); put in code order once, at commit, through an index on the code.
        this.db.run('CREATE TABLE pending.answer (code INTEGER NOT NULL, body TEXT NOT NULL)');
      } else {
        const format = storeFormat(this.db);
        if (format !== PRODUCT_STORE_FORMAT) throw new Error(`${formatMismatch(path, String(format))} (a delta applies to a store of the current format only)`);
        // REPLACE deletes the old row; its delete trigger fires only with recursive triggers on.
        this.db.run('PRAGMA recursive_triggers = ON');
        // Keep the full-text index in step row by row (a full rebuild would cost as much as an import).
        this.db.run(`CREATE TEMP TRIGGER product_ad AFTER DELETE ON product BEGIN INSERT INTO product_fts (product_fts, rowid, name, brand) VALUES ('delete', old.rowid, old.name, old.brand); END`);
        this.db.run(`CREATE TEMP TRIGGER product_ai AFTER INSERT ON product BEGIN INSERT INTO product_fts (rowid, name, brand) VALUES (new.rowid, new.name, new.brand); END`);
      }
      // Delete + insert rather than DO UPDATE, so the delta triggers see both halves.
      this.upsert = this.db.query(`INSERT OR REPLACE INTO product (key, idh, name, brand, countries, fold, nameh, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
      this.insertAnswer = this.db.query(`INSERT OR REPLACE INTO ${this.delta ? 'main' : 'pending'}.answer (code, body) VALUES (?, ?)`);
      this.exists = this.db.query(`SELECT 1 AS one FROM product WHERE key = ?`);
      this.db.run('BEGIN');
    } catch (err) {
      this.discard();
      throw this.translate(err);
    }
  }

  add(record: FoodRecord): void {
    this.addRow(toStoreRow(record));
  }

  addRow(row: StoreRow): void {
    const key = row[0];
    try {
      const n = Number(key);
      // A full import counts duplicates in memory (8 bytes a key); a delta asks the store.
      if (this.delta ? this.exists.get(key) !== null || this.seen.has(n) : this.seen.has(n)) this.duplicates++;
      this.seen.add(n);
      this.upsert.run(row[0], row[1], row[2], row[3], row[4], row[5], row[6], row[7]);
      const code = answerCode(key);
      if (code !== null) this.insertAnswer.run(code, row[8]);
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

  /** Finishes the file and renames it over the live store; returns the number of products. */
  commit(): number {
    try {
      this.db.run('COMMIT');
      // Counted in SQL: a delta's replaced rows do not add up.
      const count = this.db.query<{ n: number }, []>('SELECT count(*) AS n FROM product').get()!.n;
      // Secondary indexes and the full-text index are built once over the loaded rows (a sort),
      // cheaper than keeping them in step with two million inserts in random key order.
      if (!this.delta) {
        for (const s of INDEXES) this.db.run(s);
        this.db.run(`INSERT INTO product_fts (product_fts) VALUES ('rebuild')`);
        this.db.run('CREATE INDEX pending.answer_code ON answer (code)');
        // A code seen twice keeps its newest answer: rows of one code come in arrival order.
        this.db.run('INSERT OR REPLACE INTO main.answer (code, body) SELECT code, body FROM pending.answer ORDER BY code, rowid');
        this.db.run('DETACH DATABASE pending');
        rmSync(this.answersPath, { force: true });
      }
      const meta = this.db.query('INSERT OR REPLACE INTO meta (k, v) VALUES (?, ?)');
      meta.run('format', String(PRODUCT_STORE_FORMAT));
      meta.run('count', String(count));
      meta.run('built_at', new Date().toISOString());
      if (!this.delta) this.db.run('PRAGMA optimize');
      this.db.close();
      this.seen = new Set();
      syncFile(this.tmpPath);
      renameSync(this.tmpPath, this.path);
      syncFile(dirname(this.path));
      return count;
    } catch (err) {
      this.discard();
      throw this.translate(err);
    }
  }

  /** Drops the temporary file; the live store is untouched. */
  discard(): void {
    try {
      this.db?.close();
    } catch {
      // already closed
    }
    rmSync(this.tmpPath, { force: true });
    rmSync(this.answersPath, { force: true });
  }

  private translate(err: unknown): Error {
    const code = (err as { code?: string }).code ?? '';
    const message = err instanceof Error ? err.message : String(err);
    if (code === 'SQLITE_FULL' || code === 'ENOSPC' || /disk is full|ENOSPC/i.test(message)) return new StoreFullError(this.path, err);
    return err instanceof Error ? err : new Error(message);
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
