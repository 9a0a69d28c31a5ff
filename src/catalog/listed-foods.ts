/**
 * Foods as a search lists them, serialised once (render/food.ts listedFoodBytes): a table row's
 * bytes are stored in its part file; a joined food's, as English and language-less queries are
 * served it (its most complete row), are rendered once per corpus build into
 * `<corpusDir>/index/listed-foods.sqlite` and read from there. Other views of joined foods and
 * products are rendered on use (the search keeps them in its LRU).
 */
import { Database, type Statement } from 'bun:sqlite';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FoodRecord } from '../domain/foods/food';
import { type CanonicalFood, canonicalFood, isCanonical } from '../domain/foods/canonical';
import { listedFoodBytes } from '../render/food';
import { storedListed } from '../corpus/food-part-file';
import type { Logger } from '../logger';
import type { CanonicalIndex } from './canonical';

/** Bump when the file's layout changes. */
const FORMAT = '1';
/** Foods whose stored bytes are compared with a fresh rendering at open: a rendering change rewrites the file. */
const SAMPLE = 8;

/** A food's stored listed bytes, or undefined when it is rendered on use. */
export type ListedFoods = (food: FoodRecord) => Uint8Array | undefined;

const isDefaultView = (food: FoodRecord): food is CanonicalFood => isCanonical(food) && food.primary_rule === 'most_complete';

/** Opens the joined foods' listed bytes of this corpus build, writing them first when absent or stale. */
export function openListedFoods(indexDir: string, builtAt: string, canonical: CanonicalIndex, log: Logger): ListedFoods {
  const joined = canonical.served.filter(isDefaultView);
  // Rendered from fresh views, not the served ones: rendering fills a view's borrowed values and disagreements, which a served view would then hold for good.
  const rendered = (f: CanonicalFood) =>
    listedFoodBytes(canonicalFood(f.id, canonical.rows.get(f.id)!, { index: f.sources.findIndex((s) => s.primary), rule: 'most_complete' }));
  const path = join(indexDir, 'listed-foods.sqlite');
  const byId = openCurrent(path, builtAt, joined, rendered) ?? writeAndOpen(path, builtAt, joined, rendered, log);
  return (food) => storedListed(food) ?? (byId && isDefaultView(food) ? byId.get(food.id)?.v : undefined);
}

type Rendered = (food: CanonicalFood) => Buffer;

function openCurrent(path: string, builtAt: string, joined: CanonicalFood[], rendered: Rendered): Statement<{ v: Uint8Array }, [string]> | null {
  if (!existsSync(path)) return null;
  let db: Database | undefined;
  try {
    db = new Database(path, { readonly: true });
    const meta = new Map(
      db
        .query<{ k: string; v: string }, []>('SELECT k, v FROM meta')
        .all()
        .map((r) => [r.k, r.v]),
    );
    const byId = db.query<{ v: Uint8Array }, [string]>('SELECT listed AS v FROM food WHERE id = ?');
    const step = Math.max(1, Math.floor(joined.length / SAMPLE));
    const sample = joined.filter((_, i) => i % step === 0);
    const current =
      meta.get('format') === FORMAT &&
      meta.get('built_at') === builtAt &&
      sample.every((f) => {
        const stored = byId.get(f.id)?.v;
        return stored !== undefined && rendered(f).equals(stored);
      });
    if (current) return byId;
  } catch {
    // A damaged file is written again.
  }
  db?.close();
  return null;
}

function writeAndOpen(path: string, builtAt: string, joined: CanonicalFood[], rendered: Rendered, log: Logger): Statement<{ v: Uint8Array }, [string]> | null {
  const started = performance.now();
  const tmp = `${path}.tmp`;
  try {
    mkdirSync(join(path, '..'), { recursive: true });
    rmSync(tmp, { force: true });
    const db = new Database(tmp, { create: true });
    try {
      db.run('PRAGMA journal_mode = OFF');
      db.run('CREATE TABLE meta (k TEXT PRIMARY KEY, v TEXT NOT NULL)');
      db.run('CREATE TABLE food (id TEXT PRIMARY KEY, listed BLOB NOT NULL) WITHOUT ROWID');
      const insert = db.query('INSERT INTO food (id, listed) VALUES (?, ?)');
      db.transaction(() => {
        db.query('INSERT INTO meta (k, v) VALUES (?, ?), (?, ?)').run('format', FORMAT, 'built_at', builtAt);
        for (const f of joined) insert.run(f.id, rendered(f));
      })();
    } finally {
      db.close();
    }
    renameSync(tmp, path);
    log.info('joined foods rendered for search lists', { foods: joined.length, ms: Math.round(performance.now() - started) });
    return new Database(path, { readonly: true }).query<{ v: Uint8Array }, [string]>('SELECT listed AS v FROM food WHERE id = ?');
  } catch (err) {
    // A read-only corpus folder: joined foods are rendered on use.
    if (existsSync(tmp)) rmSync(tmp);
    log.warn('joined foods not stored for search lists; rendered on use', { error: err instanceof Error ? err.message : String(err) });
    return null;
  }
}
