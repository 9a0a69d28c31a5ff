/**
 * A read that never waits for the disk: preadv2 with RWF_NOWAIT (Linux ≥ 4.14, through bun:ffi and
 * the C library). It gives the bytes when the page cache holds all of them, else null, and the
 * caller reads them off the event loop.
 *
 * Why: a product answer read on the event loop from the page cache costs ~2.5 µs; the same read
 * through Bun's thread pool costs ~9 µs of a 2-core server's CPU (hand-off and wake-ups), and a
 * read that goes to the disk must never hold up the event loop.
 */
import { dlopen, ptr } from 'bun:ffi';

export type ReadNow = (fd: number, length: number, position: number) => Uint8Array<ArrayBuffer> | null;

const RWF_NOWAIT = 8;
const POSIX_FADV_RANDOM = 1;
/** Longer reads go through the thread pool. */
const MAX_LENGTH = 256 << 10;

function load() {
  if (process.platform !== 'linux') return null;
  try {
    return dlopen('libc.so.6', {
      preadv2: { args: ['i32', 'ptr', 'i32', 'i64', 'i32'], returns: 'i32' },
      posix_fadvise: { args: ['i32', 'i64', 'i64', 'i32'], returns: 'i32' },
    }).symbols;
  } catch {
    return null; // another C library: every read goes through the thread pool
  }
}

const libc = load();

/**
 * Reads into one buffer, then copies out: taking the address of each answer's own new buffer
 * (ptr) costs more than the copy. JavaScript runs one call at a time, so one buffer is enough.
 */
function pageCacheReader(preadv2: NonNullable<typeof libc>['preadv2']): ReadNow {
  const scratch = new Uint8Array(MAX_LENGTH);
  const iov = new BigUint64Array(2);
  iov[0] = BigInt(ptr(scratch));
  const iovLength = new Uint32Array(iov.buffer, 8, 1);
  const iovAddress = ptr(iov);
  return (fd, length, position) => {
    if (length > MAX_LENGTH) return null;
    iovLength[0] = length;
    return preadv2(fd, iovAddress, 1, position, RWF_NOWAIT) === length ? scratch.slice(0, length) : null;
  };
}

export const readNow: ReadNow | null = libc ? pageCacheReader(libc.preadv2) : null;

/**
 * Tells the kernel reads of `fd` are random: a read that goes to the disk then reads its own pages,
 * not the 16-128 KiB readahead around them that no lookup will use.
 */
export function adviseRandom(fd: number): void {
  libc?.posix_fadvise(fd, 0, 0, POSIX_FADV_RANDOM);
}
