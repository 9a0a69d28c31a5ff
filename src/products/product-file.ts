/**
 * The bulk of a product store, in a flat file beside its SQLite file: each product's encoded record
 * (codec.ts) and its pre-rendered GET /v1/barcode answer, found by the barcode as a number. The
 * index (codes, sorted) is memory-mapped, so a lookup is a binary search without a system call,
 * then one read (pread) of the product's bytes. The SQLite file keeps what search and the id and
 * name indexes read (small rows), so its index builds and full-text rebuild scan a tenth of the bytes.
 *
 * Why not in SQLite: there a barcode answer was a B-tree descent with one or two page reads each,
 * 13-15 µs of a ~30 µs request on this kind of host (one pread here: 3-5 µs), and every 4 KiB page
 * of 6 GB of records and answers was its own write at import; here they go out in 4 MiB writes.
 * Why not mapped whole: the kernel maps up to 64 KiB around every page touched (fault-around), so
 * 20,000 random lookups put 2.6 GB of the file in the resident set; a read keeps it in the page
 * cache, outside the process.
 *
 * Layout: a 4 KiB header; per product its record then its answer (UTF-8), in arrival order; then,
 * page-aligned, the index: codes (float64, ascending, each once), offsets (float64), record
 * lengths and answer lengths (uint32).
 *
 * Files are written once and never changed: a full import writes a new one, a delta copies the
 * products of the one before and appends (a replaced product's bytes stay, unreferenced, until the
 * next full import). The store names its file in its meta table, so the two swap together when the
 * store file is renamed into place.
 */
import { adviseRandom, readNow as pageCacheRead, type ReadNow } from './read-now';
import { closeSync, copyFileSync, fsyncSync, ftruncateSync, openSync, read, readSync, rmSync, writeSync } from 'node:fs';

const MAGIC = 'morsel-products2';
const HEADER = 4096;
const PAGE = 4096;
const CHUNK = 4 << 20;
/** Bytes of one index entry: code, offset, record length, answer length. */
const ENTRY = 24;

interface Header {
  count: number;
  indexAt: number;
  dataEnd: number;
}

function readHeader(fd: number, path: string): Header {
  const head = Buffer.alloc(64);
  readSync(fd, head, 0, 64, 0);
  if (head.toString('latin1', 0, MAGIC.length) !== MAGIC) throw new Error(`${path} is not a product records file`);
  const [count, indexAt, dataEnd] = [0, 1, 2].map((i) => head.readDoubleLE(16 + 8 * i)) as [number, number, number];
  return { count, indexAt, dataEnd };
}

type Entry = [code: number, offset: number, recordLength: number, answerLength: number];

/**
 * The index, memory-mapped; read into memory instead on a read-only disk, where Bun.mmap cannot
 * open the file (it always opens it for writing too).
 */
function readIndex(fd: number, path: string, offset: number, size: number): Uint8Array {
  try {
    return Bun.mmap(path, { shared: false, offset, size });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EROFS' && code !== 'EACCES' && code !== 'EPERM') throw err;
    const index = new Uint8Array(size);
    readSync(fd, index, 0, size, offset);
    return index;
  }
}

/** A written product file, open for reading. */
export class ProductFile {
  private readonly fd: number;
  private readonly header: Header;
  private readonly codes: Float64Array;
  private readonly offsets: Float64Array;
  private readonly recordLengths: Uint32Array;
  private readonly answerLengths: Uint32Array;
  /** Records are read here and decoded at once; answers get their own buffer (a response keeps it). */
  private scratch = Buffer.allocUnsafe(64 << 10);
  /** Reads in flight (readAnswer): close waits for them, so a read never lands on a closed descriptor. */
  private reading = 0;
  private closing = false;

  /** `readNow`: a read that answers only from the page cache (read-now.ts); null sends every read to the thread pool. */
  constructor(
    readonly path: string,
    private readonly readNow: ReadNow | null = pageCacheRead,
  ) {
    this.fd = openSync(path, 'r');
    adviseRandom(this.fd);
    try {
      this.header = readHeader(this.fd, path);
    } catch (err) {
      closeSync(this.fd);
      throw err;
    }
    const { count, indexAt } = this.header;
    const index = count > 0 ? readIndex(this.fd, path, indexAt, count * ENTRY) : new Uint8Array(0);
    this.codes = new Float64Array(index.buffer, index.byteOffset, count);
    this.offsets = new Float64Array(index.buffer, index.byteOffset + 8 * count, count);
    this.recordLengths = new Uint32Array(index.buffer, index.byteOffset + 16 * count, count);
    this.answerLengths = new Uint32Array(index.buffer, index.byteOffset + 20 * count, count);
  }

  get count(): number {
    return this.header.count;
  }

  get dataEnd(): number {
    return this.header.dataEnd;
  }

  close(): void {
    if (this.reading > 0) this.closing = true;
    else closeSync(this.fd);
  }

  /** Position of `code` in the index, or -1. */
  private indexOf(code: number): number {
    const codes = this.codes;
    let lo = 0;
    let hi = codes.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const c = codes[mid]!;
      if (c < code) lo = mid + 1;
      else if (c > code) hi = mid - 1;
      else return mid;
    }
    return -1;
  }

  /** The encoded record stored under `code` (codec.ts), or null. */
  record(code: number): string | null {
    const i = this.indexOf(code);
    if (i < 0) return null;
    const length = this.recordLengths[i]!;
    if (length > this.scratch.length) this.scratch = Buffer.allocUnsafe(length);
    readSync(this.fd, this.scratch, 0, length, this.offsets[i]!);
    return this.scratch.toString('utf8', 0, length);
  }

  /** Where the answer stored under `code` starts, and its length; null when not stored. */
  private answerSlot(code: number): { position: number; length: number } | null {
    const i = this.indexOf(code);
    return i < 0 ? null : { position: this.offsets[i]! + this.recordLengths[i]!, length: this.answerLengths[i]! };
  }

  /** The barcode answer stored under `code` (UTF-8 JSON), or null. */
  answer(code: number): Uint8Array<ArrayBuffer> | null {
    const slot = this.answerSlot(code);
    if (slot === null) return null;
    const bytes = new Uint8Array(slot.length);
    readSync(this.fd, bytes, 0, slot.length, slot.position);
    return bytes;
  }

  /**
   * The same answer, at once when the page cache holds it, else read off the event loop: a read
   * that goes to the disk then holds up nothing else. Null (at once) when the code is not stored.
   */
  readAnswer(code: number): Uint8Array<ArrayBuffer> | Promise<Uint8Array<ArrayBuffer>> | null {
    const slot = this.answerSlot(code);
    if (slot === null) return null;
    const { position, length } = slot;
    const now = this.readNow?.(this.fd, length, position);
    if (now) return now;
    const bytes = new Uint8Array(length);
    this.reading++;
    return new Promise((done, fail) =>
      read(this.fd, bytes, 0, bytes.length, position, (err, n) => {
        if (--this.reading === 0 && this.closing) closeSync(this.fd);
        if (err) fail(err);
        else if (n !== bytes.length) fail(new Error(`${this.path}: short read of the answer of ${code} (${n} of ${bytes.length} bytes)`));
        else done(bytes);
      }),
    );
  }

  /** Every entry, in code order (a delta starts from them). */
  *entries(): Generator<Entry> {
    for (let i = 0; i < this.codes.length; i++) yield [this.codes[i]!, this.offsets[i]!, this.recordLengths[i]!, this.answerLengths[i]!];
  }
}

/** Growable parallel arrays of entries, in arrival order. */
class Entries {
  codes = new Float64Array(1024);
  offsets = new Float64Array(1024);
  recordLengths = new Uint32Array(1024);
  answerLengths = new Uint32Array(1024);
  n = 0;

  push([code, offset, recordLength, answerLength]: Entry): void {
    if (this.n === this.codes.length) {
      const grow = <T extends Float64Array | Uint32Array>(a: T): T => {
        const b = new (a.constructor as new (n: number) => T)(a.length * 2);
        b.set(a);
        return b;
      };
      this.codes = grow(this.codes);
      this.offsets = grow(this.offsets);
      this.recordLengths = grow(this.recordLengths);
      this.answerLengths = grow(this.answerLengths);
    }
    this.codes[this.n] = code;
    this.offsets[this.n] = offset;
    this.recordLengths[this.n] = recordLength;
    this.answerLengths[this.n] = answerLength;
    this.n++;
  }
}

export interface ProductFileWriterOptions {
  /** A delta: start from this file's products (copied) and index. */
  base?: ProductFile;
  /** Largest file size in bytes (a stand-in for a small disk in tests). */
  maxBytes?: number;
}

/**
 * Writes a product file: products appended in arrival order through one buffer, the index sorted
 * once at the end (a code added twice keeps its newest product).
 */
export class ProductFileWriter {
  private readonly fd: number;
  private readonly maxBytes: number;
  private readonly buffer = Buffer.allocUnsafe(CHUNK);
  private used = 0;
  /** File offset of the buffer's first byte. */
  private flushed: number;
  private readonly entries = new Entries();

  constructor(
    readonly path: string,
    options: ProductFileWriterOptions = {},
  ) {
    rmSync(path, { force: true });
    const base = options.base;
    this.maxBytes = options.maxBytes ?? Infinity;
    if (base) {
      // The products themselves, copied as they are (copy_file_range); the old index is cut off.
      copyFileSync(base.path, path);
      this.fd = openSync(path, 'r+');
      ftruncateSync(this.fd, base.dataEnd);
      this.flushed = base.dataEnd;
      for (const entry of base.entries()) this.entries.push(entry);
    } else {
      this.fd = openSync(path, 'w');
      this.flushed = HEADER;
    }
  }

  private full(): Error {
    return Object.assign(new Error(`ENOSPC: product file ${this.path} would exceed ${this.maxBytes} bytes`), { code: 'ENOSPC' });
  }

  private flush(): void {
    if (this.used === 0) return;
    if (this.flushed + this.used > this.maxBytes) throw this.full();
    writeSync(this.fd, this.buffer, 0, this.used, this.flushed);
    this.flushed += this.used;
    this.used = 0;
  }

  /** Appends the product under `code`: its encoded record and its answer (UTF-8). */
  add(code: number, record: Uint8Array, answer: Uint8Array): void {
    const length = record.length + answer.length;
    if (this.used + length > this.buffer.length) this.flush();
    const at = this.flushed + this.used;
    if (length > this.buffer.length) {
      writeSync(this.fd, record, 0, record.length, at);
      writeSync(this.fd, answer, 0, answer.length, at + record.length);
      this.flushed += length;
    } else {
      this.buffer.set(record, this.used);
      this.buffer.set(answer, this.used + record.length);
      this.used += length;
    }
    this.entries.push([code, at, record.length, answer.length]);
  }

  /**
   * Sorts and writes the index and the header, syncs and closes the file. Returns the codes it
   * holds and how many added products replaced an earlier one (a code seen before, or in the base).
   */
  finish(): { count: number; replaced: number } {
    this.flush();
    const dataEnd = this.flushed;
    const { codes, offsets, recordLengths, answerLengths, n } = this.entries;
    // Arrival order breaks ties, so the last of a code's entries is its newest product.
    const order = new Uint32Array(n);
    for (let i = 0; i < n; i++) order[i] = i;
    order.sort((a, b) => codes[a]! - codes[b]! || a - b);
    let count = 0;
    for (let i = 0; i < n; i++) if (i === n - 1 || codes[order[i]!] !== codes[order[i + 1]!]) order[count++] = order[i]!;
    const indexAt = Math.ceil(dataEnd / PAGE) * PAGE;
    const index = Buffer.alloc(count * ENTRY);
    for (let j = 0; j < count; j++) {
      const i = order[j]!;
      index.writeDoubleLE(codes[i]!, 8 * j);
      index.writeDoubleLE(offsets[i]!, 8 * count + 8 * j);
      index.writeUInt32LE(recordLengths[i]!, 16 * count + 4 * j);
      index.writeUInt32LE(answerLengths[i]!, 20 * count + 4 * j);
    }
    if (indexAt + index.length > this.maxBytes) throw this.full();
    writeSync(this.fd, index, 0, index.length, indexAt);
    const head = Buffer.alloc(64);
    head.write(MAGIC, 0, 'latin1');
    [count, indexAt, dataEnd].forEach((v, i) => {
      head.writeDoubleLE(v, 16 + 8 * i);
    });
    writeSync(this.fd, head, 0, head.length, 0);
    fsyncSync(this.fd);
    closeSync(this.fd);
    return { count, replaced: n - count };
  }

  discard(): void {
    try {
      closeSync(this.fd);
    } catch {
      // already closed
    }
    rmSync(this.path, { force: true });
  }
}
