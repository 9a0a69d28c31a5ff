/**
 * The barcode answers asked for most recently, kept in memory up to a byte budget, least recently
 * used out first. Why: a read from the product file is a system call, and on a virtual machine
 * every kernel entry also costs the code around it (flushed caches): 2-3 µs of a 15-20 µs request.
 * Barcode traffic repeats (a shop's shelves, an app's popular products), so most answers come from
 * here with no system call; the budget keeps serving memory bounded whatever is scanned.
 *
 * Use order is a linked list through slot numbers, not a Map's insertion order: a Map keeps deleted
 * entries until it rehashes and its iterator steps over them, so taking the oldest after many
 * evictions cost ~10 µs a miss.
 */
const ANSWER_CACHE_BYTES = 32 << 20;

const NONE = -1;
const EMPTY = new Uint8Array(0);

export class AnswerCache {
  private readonly slots = new Map<number, number>();
  private readonly codes: number[] = [];
  private readonly answers: Uint8Array<ArrayBuffer>[] = [];
  /** Towards the most recently used, and towards the least. */
  private readonly newer: number[] = [];
  private readonly older: number[] = [];
  /** Slots of evicted entries, for reuse. */
  private readonly free: number[] = [];
  private newest = NONE;
  private oldest = NONE;
  private bytes = 0;

  constructor(private readonly budget = ANSWER_CACHE_BYTES) {}

  get size(): number {
    return this.slots.size;
  }

  get(code: number): Uint8Array<ArrayBuffer> | undefined {
    const slot = this.slots.get(code);
    if (slot === undefined) return undefined;
    this.unlink(slot);
    this.pushNewest(slot);
    return this.answers[slot];
  }

  /** Keeps `answer` (never changed afterwards: responses send the same bytes). */
  set(code: number, answer: Uint8Array<ArrayBuffer>): void {
    if (answer.length > this.budget || this.slots.has(code)) return;
    this.bytes += answer.length;
    while (this.bytes > this.budget) this.evictOldest();
    const slot = this.free.pop() ?? this.codes.length;
    this.codes[slot] = code;
    this.answers[slot] = answer;
    this.slots.set(code, slot);
    this.pushNewest(slot);
  }

  private evictOldest(): void {
    const slot = this.oldest;
    this.unlink(slot);
    this.slots.delete(this.codes[slot]!);
    this.bytes -= this.answers[slot]!.length;
    this.answers[slot] = EMPTY;
    this.free.push(slot);
  }

  private unlink(slot: number): void {
    const newer = this.newer[slot]!;
    const older = this.older[slot]!;
    if (newer === NONE) this.newest = older;
    else this.older[newer] = older;
    if (older === NONE) this.oldest = newer;
    else this.newer[older] = newer;
  }

  private pushNewest(slot: number): void {
    this.newer[slot] = NONE;
    this.older[slot] = this.newest;
    if (this.newest === NONE) this.oldest = slot;
    else this.newer[this.newest] = slot;
    this.newest = slot;
  }
}
