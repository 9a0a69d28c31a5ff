/**
 * Buffers passed back and forth between the import's threads instead of dropped: a batch's lines
 * go to a worker and come back, its encoded products go to the writer and come back. Fresh memory
 * costs a page fault per 4 KiB on first touch, and an import that allocated each batch anew spent
 * more time faulting than encoding (JSONL import 105 s → see bench/products.ts for the figure now).
 */
export class BufferPool {
  private readonly free: ArrayBuffer[] = [];

  constructor(
    /** Buffers kept; more are dropped. */
    private readonly keep = 4,
    /** Smallest buffer made, so slightly larger batches still fit a kept one. */
    private readonly least = 1 << 20,
  ) {}

  /** `n` bytes (not zeroed) in a kept buffer that fits, or a new one. */
  take(n: number): Uint8Array<ArrayBuffer> {
    const i = this.free.findIndex((b) => b.byteLength >= n);
    const buffer = i >= 0 ? this.free.splice(i, 1)[0]! : new ArrayBuffer(Math.max(n, this.least));
    return new Uint8Array(buffer, 0, n);
  }

  give(buffer: ArrayBuffer): void {
    if (this.free.length < this.keep && buffer.byteLength > 0) this.free.push(buffer);
  }
}
