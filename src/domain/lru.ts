/**
 * A least-recently-used cache on a Map (insertion order is recency order). Capacity counts
 * entries, or any weight `weigh` gives them (characters of cached answers); an entry heavier than
 * the whole capacity is not kept.
 */
export class LruCache<K, V> {
  private readonly map = new Map<K, V>();
  private weight = 0;

  constructor(
    readonly capacity: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {
    if (!(capacity >= 1)) throw new RangeError('LRU capacity must be at least 1');
  }

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    // Re-insert to mark as most recently used.
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  set(key: K, value: V): void {
    const w = this.weigh(value);
    if (w > this.capacity) return;
    const old = this.map.get(key);
    if (old !== undefined) {
      this.map.delete(key);
      this.weight -= this.weigh(old);
    }
    this.map.set(key, value);
    this.weight += w;
    for (const [k, v] of this.map) {
      if (this.weight <= this.capacity) break;
      this.map.delete(k);
      this.weight -= this.weigh(v);
    }
  }

  clear(): void {
    this.map.clear();
    this.weight = 0;
  }
}
