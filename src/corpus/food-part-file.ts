/**
 * The on-disk form of a reference table part (`<name>.sqlite`, bun:sqlite): one row per food, so
 * warm start opens a file instead of parsing a 150 MB JSON document.
 *
 * Nutrient values and their provenance are 97 % of a reference food (16 KB of JSON for an SR28
 * food) but are read only for the few foods a request weighs or renders; search, names and
 * portions need the rest. So each row holds the food's small fields as JSON (read at open) and
 * two blobs read on first use: the nutrient lists and the provenance. A food is a plain object
 * whose heavy fields are accessors at their usual place in the key order, so
 * `JSON.stringify(food)` and spreads give byte-for-byte the record the importer wrote. Decoded
 * blobs are kept in a small LRU: memory stays bounded however many foods requests touch. Each row
 * also holds the food as a search lists it (render/food.ts listedFoodBytes), so listing a food
 * reads its bytes instead of decoding, rendering and serialising its 12 KB.
 */
import { Database, type Statement } from 'bun:sqlite';
import { existsSync, renameSync, rmSync } from 'node:fs';
import type { FoodRecord } from '../domain/foods/food';
import { LruCache } from '../domain/lru';
import { listedFoodBytes } from '../render/food';

/** Bump when the file layout changes: an older file is then rebuilt (see build.ts PART_FORMAT). 2: `listed`. */
const FILE_FORMAT = '2';
const NUTRIENT_FIELDS = ['nutrients', 'estimated_nutrients', 'unknown_keys', 'unresolved_keys'] as const;
const PROVENANCE = 'provenance';
/**
 * JSON characters of decoded blobs kept, for all files, per kind (decoded, about 2-3 bytes of heap a
 * character). Nutrients: ~1,500 foods, the largest comparison category (alternatives score every
 * food of a group); provenance is read only to render a food.
 */
const NUTRIENT_CACHE_CHARS = 8 * 1024 * 1024;
const PROVENANCE_CACHE_CHARS = 2 * 1024 * 1024;

/** A part whose `foods` are food records: stored as a food part file. */
export function isFoodPart(part: unknown): part is { foods: FoodRecord[] } {
  const foods = (part as { foods?: unknown } | null)?.foods;
  return Array.isArray(foods) && foods.length > 0 && typeof (foods[0] as FoodRecord).id === 'string' && Array.isArray((foods[0] as FoodRecord).nutrients);
}

/** Writes a food part through a temporary file renamed into place. */
export function writeFoodPart(path: string, part: { foods: FoodRecord[] }): void {
  const tmp = `${path}.tmp`;
  rmSync(tmp, { force: true });
  const db = new Database(tmp, { create: true });
  try {
    db.run('PRAGMA journal_mode = OFF');
    db.run('PRAGMA synchronous = OFF');
    db.run('CREATE TABLE meta (k TEXT PRIMARY KEY, v TEXT NOT NULL)');
    db.run('CREATE TABLE food (seq INTEGER PRIMARY KEY, light TEXT NOT NULL, listed BLOB NOT NULL, nutrients TEXT NOT NULL, provenance TEXT NOT NULL)');
    const { foods, ...rest } = part;
    const meta = db.query('INSERT INTO meta (k, v) VALUES (?, ?)');
    db.transaction(() => {
      meta.run('format', FILE_FORMAT);
      // The part's other fields (citation, excluded rows …) and where `foods` sits among them.
      meta.run('keys', JSON.stringify(Object.keys(part)));
      meta.run('rest', JSON.stringify(rest));
      const insert = db.query('INSERT INTO food (seq, light, listed, nutrients, provenance) VALUES (?, ?, ?, ?, ?)');
      foods.forEach((f, seq) => {
        const heavy: Record<string, unknown> = {};
        for (const k of NUTRIENT_FIELDS) heavy[k] = f[k];
        // Heavy fields stay in the light JSON as 0, holding their place in the key order.
        const light = JSON.stringify(f, function (this: unknown, k, v) {
          return this === f && (k === PROVENANCE || (NUTRIENT_FIELDS as readonly string[]).includes(k)) ? 0 : v;
        });
        insert.run(seq, light, listedFoodBytes(f), JSON.stringify(heavy), JSON.stringify(f.provenance));
      });
    })();
  } finally {
    db.close();
  }
  renameSync(tmp, path);
}

interface Row {
  seq: number;
  light: string;
}

const SEQ = Symbol('food part row');
interface LazyFood {
  [SEQ]: { file: FoodPartFile; seq: number };
}

interface Decoded {
  value: unknown;
  chars: number;
}

/** Rows whose stored listed bytes are compared with a fresh rendering before a file's are served. */
const LISTED_SAMPLE = 8;

// Shared by every open file (keys: file number × 2^24 + row), so the bound holds for the whole corpus.
const nutrientCache = new LruCache<number, Decoded>(NUTRIENT_CACHE_CHARS, (d) => d.chars);
const provenanceCache = new LruCache<number, Decoded>(PROVENANCE_CACHE_CHARS, (d) => d.chars);
let filesOpened = 0;

class FoodPartFile {
  private readonly nutrientsOf: Statement<{ v: string }, [number]>;
  private readonly provenanceOf: Statement<{ v: string }, [number]>;
  private readonly listedOf: Statement<{ v: Uint8Array }, [number]>;
  private readonly keyBase = ++filesOpened * 2 ** 24;
  /** Whether the stored listed bytes are what this code renders: checked on a sample at first use. */
  private listedCurrent: boolean | undefined;

  constructor(
    readonly db: Database,
    private readonly foods: readonly FoodRecord[],
  ) {
    this.nutrientsOf = db.query('SELECT nutrients AS v FROM food WHERE seq = ?');
    this.provenanceOf = db.query('SELECT provenance AS v FROM food WHERE seq = ?');
    this.listedOf = db.query('SELECT listed AS v FROM food WHERE seq = ?');
  }

  /**
   * The row's listed bytes; undefined when the file's were rendered by other code (a corpus built
   * before a rendering change) or the row was joined into a canonical food at load (it then names it).
   */
  listed(seq: number): Uint8Array | undefined {
    if (this.foods[seq]!.canonical_id !== undefined) return undefined;
    this.listedCurrent ??= this.checkListed();
    return this.listedCurrent ? this.listedOf.get(seq)!.v : undefined;
  }

  private checkListed(): boolean {
    const step = Math.max(1, Math.floor(this.foods.length / LISTED_SAMPLE));
    for (let seq = 0; seq < this.foods.length; seq += step) {
      const food = this.foods[seq]!;
      if (food.canonical_id === undefined && !listedFoodBytes(food).equals(this.listedOf.get(seq)!.v)) return false;
    }
    return true;
  }

  nutrientField(seq: number, field: string): unknown {
    return (decoded(nutrientCache, this.keyBase + seq, this.nutrientsOf, seq) as Record<string, unknown>)[field];
  }

  provenance(seq: number): unknown {
    return decoded(provenanceCache, this.keyBase + seq, this.provenanceOf, seq);
  }
}

function decoded(cache: LruCache<number, Decoded>, key: number, query: Statement<{ v: string }, [number]>, seq: number): unknown {
  let d = cache.get(key);
  if (d === undefined) {
    const text = query.get(seq)!.v;
    d = { value: JSON.parse(text), chars: text.length };
    cache.set(key, d);
  }
  return d.value;
}

// One getter per field, shared by every food: no closure per record.
const accessors: Record<string, PropertyDescriptor> = Object.fromEntries([
  ...NUTRIENT_FIELDS.map((k) => [
    k,
    {
      enumerable: true,
      configurable: true,
      get(this: LazyFood) {
        const r = this[SEQ];
        return r.file.nutrientField(r.seq, k);
      },
    },
  ]),
  [
    PROVENANCE,
    {
      enumerable: true,
      configurable: true,
      get(this: LazyFood) {
        const r = this[SEQ];
        return r.file.provenance(r.seq);
      },
    },
  ],
]);

/** A food's stored listed bytes: a row of a food part file whose listed bytes are current; undefined for any other food. */
export function storedListed(food: FoodRecord): Uint8Array | undefined {
  const row = (food as Partial<LazyFood>)[SEQ];
  return row?.file.listed(row.seq);
}

/** Reads a food part file: the part's fields, with `foods` whose heavy fields load on use. Null when absent or of another format. */
export function readFoodPart(path: string): Record<string, unknown> | null {
  if (!existsSync(path)) return null;
  const db = new Database(path, { readonly: true });
  try {
    return readOpenFoodPart(db);
  } catch (err) {
    // A damaged file (the caller builds it again) must not stay open.
    db.close();
    throw err;
  }
}

function readOpenFoodPart(db: Database): Record<string, unknown> | null {
  const meta = new Map(
    db
      .query<{ k: string; v: string }, []>('SELECT k, v FROM meta')
      .all()
      .map((r) => [r.k, r.v]),
  );
  if (meta.get('format') !== FILE_FORMAT) {
    db.close();
    return null;
  }
  const foods: FoodRecord[] = [];
  const file = new FoodPartFile(db, foods);
  for (const row of db.query<Row, []>('SELECT seq, light FROM food ORDER BY seq').iterate()) {
    const food = JSON.parse(row.light) as FoodRecord & LazyFood;
    Object.defineProperty(food, SEQ, { value: { file, seq: row.seq }, enumerable: false });
    for (const k of Object.keys(accessors)) if (k in food) Object.defineProperty(food, k, accessors[k]!);
    foods.push(food);
  }
  const rest = JSON.parse(meta.get('rest')!) as Record<string, unknown>;
  const part: Record<string, unknown> = {};
  for (const k of JSON.parse(meta.get('keys')!) as string[]) part[k] = k === 'foods' ? foods : rest[k];
  return part;
}
