/**
 * Builds the corpus from the source data into an ignored build folder, once, and loads it.
 *
 * - Each source's input files are hashed (sha256). A source is rebuilt only when those hashes,
 *   its importer `version` or the subset change, or when a source before it was rebuilt (later
 *   sources may read earlier parts). Hashes are cached in the manifest by size and mtime, so an
 *   unchanged data folder is not re-read at every start; `force` rehashes and rebuilds all.
 * - Each part is written as `<buildDir>/<name>.json` (a table of foods as `<name>.sqlite`, see
 *   food-part-file.ts) through a temporary file (a crash never leaves half a part);
 *   `<buildDir>/manifest.json` records files and hashes, counts imported and excluded per reason,
 *   notes, build times and importer versions.
 * - Progress goes to `log` (stderr by default): `[corpus] usda-sr28: nutrients 340000/679000`.
 */
import { createHash } from 'node:crypto';
import { closeSync, createReadStream, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BuildContext, CorpusSource, SourceManifest } from './source';
import { isFoodPart, readFoodPart, writeFoodPart } from './food-part-file';
import { isProductPart, productPartPath, writeProductPart } from './product-part-file';
import { readDeferred, writeDeferred } from './deferred-fields';
import { PRODUCT_STORE_FORMAT, ProductStore } from '../products/store';
import { ALIAS_RULES } from './aliases';
import { SYNONYMS } from '../domain/language/synonyms';

interface ManifestFile {
  path: string;
  sha256: string;
  bytes: number;
  /** Modification time when hashed; lets the next build reuse the hash. */
  mtime_ms?: number;
}

interface SourceEntry extends SourceManifest {
  name: string;
  version: string;
  files: ManifestFile[];
  /** Hash of input hashes + version + subset: what decides a rebuild. */
  key: string;
  built_at: string;
  build_ms: number;
}

export interface CorpusManifest {
  built_at: string;
  data_dir: string;
  subset: boolean;
  /** Wall time of the last build that rebuilt anything, in ms. */
  build_ms?: number;
  sources: SourceEntry[];
}

export interface BuildOptions {
  dataDir: string;
  buildDir: string;
  sources: CorpusSource<unknown>[];
  subset?: BuildContext['subset'];
  force?: boolean;
  log?: (line: string) => void;
  /** Called after each part is read or built. */
  onPart?: (name: string) => void;
}

export interface BuildResult {
  manifest: CorpusManifest;
  parts: Record<string, unknown>;
  /** Whether any source was rebuilt (false: everything came from the build folder). */
  rebuilt: boolean;
  /** Names of the sources rebuilt, in build order. */
  rebuiltSources: string[];
}

const MANIFEST = 'manifest.json';
/** Bump when the layout of part files changes: every source is rebuilt once. 2: food parts as SQLite; 3: products in a product store file (whose own format is part of the key too); 4: food rows with their listed text. */
const PART_FORMAT = 4;

/** The product store file of a part's packaged products (absent when the part has none). */
export const partProductStore = (buildDir: string, name: string) => productPartPath(join(buildDir, `${name}.json`));

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function subsetKey(subset: BuildContext['subset']): string {
  if (!subset) return '';
  return JSON.stringify(Object.entries(subset).map(([k, v]) => [k, v instanceof Set ? [...v].sort() : v]));
}

function readManifest(buildDir: string): CorpusManifest | null {
  const path = join(buildDir, MANIFEST);
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as CorpusManifest;
  } catch {
    return null;
  }
}

/** Non-ASCII characters as JSON escapes ("µg" → "\u00b5g"). */
const NON_ASCII = /[\u0080-\uffff]/g;
const escapeNonAscii = (text: string) => text.replace(NON_ASCII, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * Writes JSON via a temporary file so a crash never leaves half a file behind. Large arrays are
 * serialised element by element in batches: one JSON string of a whole part (150 MB for SR28)
 * would double the build's peak memory. The file is pure ASCII, so reading it back makes a
 * one-byte-per-character string (a single "µ" would make the whole 150 MB string two bytes each).
 */
function writeJson(path: string, value: unknown): void {
  const fd = openSync(`${path}.tmp`, 'w');
  try {
    let buffer = '';
    const emit = (text: string) => {
      buffer += escapeNonAscii(text);
      if (buffer.length >= 1 << 18) {
        writeSync(fd, buffer);
        buffer = '';
      }
    };
    const write = (v: unknown, depth: number): void => {
      if (depth < 3 && Array.isArray(v) && v.length > 64) {
        emit('[');
        v.forEach((item, i) => {
          if (i > 0) emit(',');
          write(item === undefined || typeof item === 'function' ? null : item, depth + 1);
        });
        emit(']');
      } else if (depth < 2 && v !== null && typeof v === 'object' && !Array.isArray(v) && typeof (v as { toJSON?: unknown }).toJSON !== 'function') {
        emit('{');
        let first = true;
        for (const [k, item] of Object.entries(v)) {
          if (item === undefined || typeof item === 'function') continue;
          emit(`${first ? '' : ','}${JSON.stringify(k)}:`);
          first = false;
          write(item, depth + 1);
        }
        emit('}');
      } else emit(JSON.stringify(v) ?? 'null');
    };
    write(value, 0);
    writeSync(fd, buffer);
  } finally {
    closeSync(fd);
  }
  renameSync(`${path}.tmp`, path);
}

/**
 * Tables of foods are stored as `<name>.sqlite` (food-part-file.ts: opened, not parsed, at start);
 * every other part as `<name>.json`, its packaged products in `<name>.products.sqlite`
 * (product-part-file.ts).
 */
const partFiles = (buildDir: string, name: string) => ({ json: join(buildDir, `${name}.json`), sqlite: join(buildDir, `${name}.sqlite`) });

function partExists(buildDir: string, name: string): boolean {
  const f = partFiles(buildDir, name);
  return existsSync(f.sqlite) || existsSync(f.json);
}

function readPart(buildDir: string, name: string): unknown {
  const f = partFiles(buildDir, name);
  return readFoodPart(f.sqlite) ?? readDeferred(f.json, JSON.parse(readFileSync(f.json, 'utf8')));
}

/**
 * A built part as a start reads it, its product store opened once to check it, or why it cannot be
 * read: damaged on disk after the build (a build never leaves half a part), so it is built again.
 */
function readKeptPart(buildDir: string, name: string): { part: unknown } | { error: string } {
  try {
    const part = readPart(buildDir, name);
    ProductStore.open(partProductStore(buildDir, name))?.close();
    return { part };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

/** Writes a part in its form and removes a file of the other form left by an older build. */
function writePart(buildDir: string, name: string, part: unknown, deferred: readonly string[] = []): void {
  const f = partFiles(buildDir, name);
  if (isFoodPart(part)) {
    writeFoodPart(f.sqlite, part);
    rmSync(f.json, { force: true });
  } else if (isProductPart(part)) {
    writeProductPart(productPartPath(f.json), part.products);
    writeJson(f.json, writeDeferred(f.json, { ...part, products: [] }, deferred, writeJson));
    rmSync(f.sqlite, { force: true });
  } else {
    writeJson(f.json, writeDeferred(f.json, part as Record<string, unknown>, deferred, writeJson));
    rmSync(f.sqlite, { force: true });
    rmSync(productPartPath(f.json), { force: true });
  }
}

async function hashInputs(dataDir: string, source: CorpusSource<unknown>, previous: ManifestFile[] | undefined, force: boolean): Promise<ManifestFile[]> {
  const known = new Map((previous ?? []).map((f) => [f.path, f]));
  return Promise.all(
    source.inputs(dataDir).map(async (path) => {
      if (!existsSync(path)) throw new Error(`corpus source ${source.name}: missing input ${path} (set MORSEL_SHARED_DATA to the data folder)`);
      const rel = relative(dataDir, path);
      const stat = statSync(path);
      const old = known.get(rel);
      if (!force && old && old.bytes === stat.size && old.mtime_ms === stat.mtimeMs) return old;
      return { path: rel, sha256: await sha256(path), bytes: stat.size, mtime_ms: stat.mtimeMs };
    }),
  );
}

export async function buildCorpus(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  mkdirSync(options.buildDir, { recursive: true });
  const previous = readManifest(options.buildDir);
  const parts: Record<string, unknown> = {};
  const entries: SourceEntry[] = [];
  const rebuiltSources: string[] = [];

  for (const source of options.sources) {
    const old = previous?.sources.find((s) => s.name === source.name);
    const files = await hashInputs(options.dataDir, source, old?.files, options.force === true);
    const key = createHash('sha256')
      .update(
        JSON.stringify({
          v: source.version,
          files: files.map((f) => f.sha256),
          subset: subsetKey(options.subset),
          format: PART_FORMAT,
          products: PRODUCT_STORE_FORMAT,
          aliases: ALIAS_RULES,
          // Generated aliases are widened with the synonym table: an entry added there reaches every part.
          synonyms: SYNONYMS,
        }),
      )
      .digest('hex');
    // A source that may read earlier parts is rebuilt when any of them was.
    if (!options.force && rebuiltSources.length === 0 && old?.key === key && partExists(options.buildDir, source.name)) {
      const kept = readKeptPart(options.buildDir, source.name);
      if ('part' in kept) {
        parts[source.name] = kept.part;
        entries.push({ ...old, files });
        options.onPart?.(source.name);
        continue;
      }
      log(`[corpus] ${source.name}: its part could not be read (${kept.error}); building it again`);
    }
    const sourceStarted = performance.now();
    log(`[corpus] ${source.name}: building (importer ${source.version})`);
    let lastShown = 0;
    const ctx: BuildContext = {
      dataDir: options.dataDir,
      subset: options.subset,
      parts,
      progress: (msg, done, total) => {
        const now = performance.now();
        // At most one line a second while counting, but always the final count.
        if (done !== undefined && total !== undefined && done < total && now - lastShown < 1000) return;
        lastShown = now;
        log(`[corpus] ${source.name}: ${msg}${done !== undefined ? ` ${done}${total !== undefined ? `/${total}` : ''}` : ''}`);
      },
    };
    const { part, manifest } = await source.build(ctx);
    writePart(options.buildDir, source.name, part, source.deferred);
    // Served as a warm start would read it (a food table's nutrients stay on disk until used, products in their store).
    parts[source.name] = isFoodPart(part) || isProductPart(part) ? readPart(options.buildDir, source.name) : part;
    const build_ms = Math.round(performance.now() - sourceStarted);
    entries.push({ name: source.name, version: source.version, key, files, ...manifest, built_at: new Date().toISOString(), build_ms });
    rebuiltSources.push(source.name);
    const excluded = Object.entries(manifest.excluded).sort((a, b) => b[1] - a[1]);
    log(
      `[corpus] ${source.name}: ${manifest.imported} imported, ${excluded.reduce((n, [, c]) => n + c, 0)} excluded${excluded.length ? ` (${excluded.map(([r, c]) => `${r} ${c}`).join(', ')})` : ''} in ${(build_ms / 1000).toFixed(1)} s`,
    );
  }

  const rebuilt = rebuiltSources.length > 0;
  const manifest: CorpusManifest = {
    built_at: rebuilt || !previous ? new Date().toISOString() : previous.built_at,
    data_dir: options.dataDir,
    subset: options.subset !== undefined,
    build_ms: rebuilt ? Math.round(performance.now() - started) : previous?.build_ms,
    sources: entries,
  };
  // Also rewritten when only cached hash data changed (a touched but unchanged file).
  if (rebuilt || JSON.stringify(entries) !== JSON.stringify(previous?.sources)) writeJson(join(options.buildDir, MANIFEST), manifest);
  return { manifest, parts, rebuilt, rebuiltSources };
}

/**
 * Reads a built corpus without building: the manifest and every part it lists. Null when the
 * folder holds no complete build (no manifest, or a listed part is missing).
 */
export function loadCorpusParts(buildDir: string): { manifest: CorpusManifest; parts: Record<string, unknown> } | null {
  const manifest = readManifest(buildDir);
  if (!manifest) return null;
  if (!manifest.sources.every((s) => partExists(buildDir, s.name))) return null;
  const parts: Record<string, unknown> = {};
  for (const s of manifest.sources) parts[s.name] = readPart(buildDir, s.name);
  return { manifest, parts };
}
