/**
 * The barcode answers asked for most recently, kept in memory up to a byte budget, least recently
 * used out first. Why: a read from the product file is a system call, and on a virtual machine
 * every kernel entry also costs the code around it (flushed caches): 2-3 µs of a 15-20 µs request.
 * Barcode traffic repeats (a shop's shelves, an app's popular products), so most answers come from
 * here with no system call; the budget keeps serving memory bounded whatever is scanned.
 */
export const ANSWER_CACHE_BYTES = 32 << 20;

export class AnswerCache {
  /** Map order is use order: a hit moves its entry to the end, eviction takes from the front. */
  private readonly entries = new Map<number, Uint8Array<ArrayBuffer>>();
  private bytes = 0;

  constructor(private readonly budget = ANSWER_CACHE_BYTES) {}

  get size(): number {
    return this.entries.size;
  }

  get(code: number): Uint8Array<ArrayBuffer> | undefined {
    const hit = this.entries.get(code);
    if (hit !== undefined) {
      this.entries.delete(code);
      this.entries.set(code, hit);
    }
    return hit;
  }

  /** Keeps `answer` (never changed afterwards: responses send the same bytes). */
  set(code: number, answer: Uint8Array<ArrayBuffer>): void {
    if (answer.length > this.budget || this.entries.has(code)) return;
    this.entries.set(code, answer);
    this.bytes += answer.length;
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.entries.delete(oldest);
      this.bytes -= kept.length;
    }
  }
}
