/**
 * Foods as a search lists them, serialised once (render/food.ts listedFoodBytes) into one file per
 * corpus build, `<corpusDir>/index/listed-foods.bin`: listing a food is one read of its bytes, with
 * no decode or rendering. Read, not memory-mapped: a mapping keeps every page a search has touched
 * in the process's resident memory (74 MB after 1,800 searches of the labelled queries), and each
 * first touch is a page fault; a read copies from the page cache into a fresh buffer, as fast on
 * the served corpus, and works on a read-only disk too (Bun.mmap always opens for writing).
 *
 * It holds every served reference food: a table row (copied from its part file, where the build
 * stored it) and a joined food as English and language-less queries are served it (its most
 * complete row), rendered. The file is written after the service is ready, at the first start
 * after a build (seconds of work, given up in slices to the requests); until then foods are
 * rendered on use. Other views of joined foods (a region's row, a French query's) and products are
 * rendered on use (the search keeps them in its LRU).
 *
 * Layout: the foods' bytes one after another, then a JSON header {format, built_at, ids, ends},
 * then its length (u32 LE) and MAGIC.
 */
import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FoodRecord } from '../domain/foods/food';
import { type CanonicalFood, canonicalFood, isCanonical } from '../domain/foods/canonical';
import { listedFoodBytes } from '../render/food';
import { storedListed } from '../corpus/food-part-file';
import type { Logger } from '../logger';
import type { CanonicalIndex } from './canonical';

/** Bump when the file's layout changes. */
const FORMAT = 1;
const MAGIC = Buffer.from('morsel-listed');
const TRAILER = 4 + MAGIC.length;
/** Foods whose stored bytes are compared with a fresh rendering at open: a rendering change rewrites the file. */
const SAMPLE = 8;

/**
 * A food's stored listed bytes, or undefined when it is rendered on use. The bytes are valid only
 * until the next reads (ListedFile): use them at once, as a search does, copying them into its answer.
 */
export type ListedFoods = (food: FoodRecord) => Uint8Array | undefined;

/**
 * Reads land in one reused ring rather than a fresh buffer each: fresh memory costs a page fault
 * per 4 KB touched on these VMs (`npm run bench -- page-faults`), three for a 11 KB food, and a
 * search's garbage. Far larger than one answer's foods (at most ~25 of ~11 KB each).
 */
const RING_BYTES = 4 * 1024 * 1024;

interface Header {
  format: number;
  built_at: string;
  ids: string[];
  /** End of each food's bytes; the first starts at 0. */
  ends: number[];
}

/** A joined food as served by default (its most complete row), not a region's or a language's view. */
const isDefaultView = (food: FoodRecord): food is CanonicalFood => isCanonical(food) && food.primary_rule === 'most_complete';

/**
 * The listed bytes of this corpus build: the file when it is current; else none until `written`
 * settles, the file being written once `after` settles (the service: once it is ready).
 */
export function openListedFoods(
  indexDir: string,
  builtAt: string,
  canonical: CanonicalIndex,
  log: Logger,
  after: Promise<unknown> = Promise.resolve(),
): { listed: ListedFoods; written: Promise<void> } {
  // A joined food is rendered from a fresh view, not the served one: rendering fills a view's
  // borrowed values and disagreements, which a served view would then hold for good.
  const rendered = (food: FoodRecord): Uint8Array =>
    isDefaultView(food)
      ? listedFoodBytes(canonicalFood(food.id, canonical.rows.get(food.id)!, { index: food.sources.findIndex((s) => s.primary), rule: 'most_complete' }))
      : (storedListed(food) ?? listedFoodBytes(food));
  const path = join(indexDir, 'listed-foods.bin');
  let file = openCurrent(path, builtAt, canonical.served, rendered);
  const written = file
    ? Promise.resolve()
    : after.then(async () => {
        file = await writeAndOpen(path, builtAt, canonical.served, rendered, log);
      });
  return { listed: (food) => (file && !(isCanonical(food) && !isDefaultView(food)) ? file.bytesOf(food.id) : undefined), written };
}

/** A catalog that is let go (tests load many) closes its file with it. */
const closeWhenCollected = new FinalizationRegistry<number>((fd) => closeSync(fd));

/** An open listed-foods file: each food's bytes by id. */
class ListedFile {
  private readonly index: Map<string, number>;
  private readonly fd: number;
  private readonly ring = Buffer.allocUnsafeSlow(RING_BYTES);
  private at = 0;

  constructor(
    path: string,
    private readonly header: Header,
  ) {
    this.index = new Map(header.ids.map((id, i) => [id, i]));
    this.fd = openSync(path, 'r');
    closeWhenCollected.register(this, this.fd);
  }

  bytesOf(id: string): Uint8Array | undefined {
    const i = this.index.get(id);
    if (i === undefined) return undefined;
    const start = i === 0 ? 0 : this.header.ends[i - 1]!;
    const length = this.header.ends[i]! - start;
    if (this.at + length > RING_BYTES) this.at = 0;
    const bytes = length > RING_BYTES / 8 ? Buffer.allocUnsafeSlow(length) : this.ring.subarray(this.at, (this.at += length));
    readSync(this.fd, bytes, 0, length, start);
    return bytes;
  }
}

function readHeader(path: string): Header | null {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    if (size < TRAILER) return null;
    const trailer = Buffer.alloc(TRAILER);
    readSync(fd, trailer, 0, TRAILER, size - TRAILER);
    if (!trailer.subarray(4).equals(MAGIC)) return null;
    const length = trailer.readUInt32LE(0);
    if (length > size - TRAILER) return null;
    const json = Buffer.alloc(length);
    readSync(fd, json, 0, length, size - TRAILER - length);
    return JSON.parse(json.toString('utf8')) as Header;
  } finally {
    closeSync(fd);
  }
}

function openCurrent(path: string, builtAt: string, served: readonly FoodRecord[], rendered: (f: FoodRecord) => Uint8Array): ListedFile | null {
  if (!existsSync(path)) return null;
  try {
    const header = readHeader(path);
    if (header?.format !== FORMAT || header.built_at !== builtAt) return null;
    const file = new ListedFile(path, header);
    const step = Math.max(1, Math.floor(served.length / SAMPLE));
    for (let i = 0; i < served.length; i += step) {
      const stored = file.bytesOf(served[i]!.id);
      if (stored === undefined || !Buffer.from(rendered(served[i]!)).equals(stored)) return null;
    }
    return file;
  } catch {
    // A damaged file is written again.
    return null;
  }
}

/** Foods rendered between two turns of the event loop while the file is written (~1 ms each). */
const SLICE = 32;

async function writeAndOpen(
  path: string,
  builtAt: string,
  served: readonly FoodRecord[],
  rendered: (f: FoodRecord) => Uint8Array,
  log: Logger,
): Promise<ListedFile | null> {
  const started = performance.now();
  // Of this process: instances sharing a corpus folder may write at once (the last rename wins; each file is whole).
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    mkdirSync(join(path, '..'), { recursive: true });
    removeAbandoned(path);
    const fd = openSync(tmp, 'w');
    const header: Header = { format: FORMAT, built_at: builtAt, ids: [], ends: [] };
    try {
      let at = 0;
      for (const [i, food] of served.entries()) {
        const bytes = rendered(food);
        writeSync(fd, bytes);
        at += bytes.length;
        header.ids.push(food.id);
        header.ends.push(at);
        if (i % SLICE === SLICE - 1) await Bun.sleep(0);
      }
      const json = Buffer.from(JSON.stringify(header));
      const trailer = Buffer.alloc(4);
      trailer.writeUInt32LE(json.length, 0);
      writeSync(fd, Buffer.concat([json, trailer, MAGIC]));
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
    log.info('foods written as search lists them', { foods: served.length, ms: Math.round(performance.now() - started) });
    return new ListedFile(path, header);
  } catch (err) {
    // A read-only corpus folder: foods are rendered on use.
    if (existsSync(tmp)) rmSync(tmp);
    log.warn('foods not stored as search lists them; rendered on use', { error: err instanceof Error ? err.message : String(err) });
    return null;
  }
}

/** Temporary files of writers that stopped (SIGTERM, a crash) before renaming theirs. */
function removeAbandoned(path: string): void {
  const dir = join(path, '..');
  const prefix = `${basename(path)}.`;
  for (const name of readdirSync(dir)) {
    const pid = Number(name.slice(prefix.length, -'.tmp'.length));
    if (!name.startsWith(prefix) || !name.endsWith('.tmp') || !Number.isInteger(pid) || pid === process.pid || alive(pid)) continue;
    rmSync(join(dir, name), { force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
