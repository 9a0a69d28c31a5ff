/**
 * A least-recently-used cache of serialized answers, bounded by total characters, for read-only
 * operations over the immutable corpus (a repeated search costs a map lookup instead of a search
 * and a serialization). The spec keeps the full point cost on cache hits.
 */
export class TextCache {
  private readonly entries = new Map<string, string>();
  private size = 0;

  constructor(private readonly maxChars: number) {}

  get(key: string): string | undefined {
    const text = this.entries.get(key);
    if (text !== undefined) {
      // Re-insert: Map order is insertion order, so the first key is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, text);
    }
    return text;
  }

  set(key: string, text: string): void {
    if (text.length > this.maxChars) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.size -= old.length;
    }
    this.entries.set(key, text);
    this.size += text.length;
    for (const [k, v] of this.entries) {
      if (this.size <= this.maxChars) break;
      this.entries.delete(k);
      this.size -= v.length;
    }
  }
}
