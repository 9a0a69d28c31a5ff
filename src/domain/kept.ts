/**
 * A pure function's answers kept per key, all forgotten at once when `max` are kept. For work a
 * service repeats on a bounded, repeating vocabulary (the corpus's names, the words people type):
 * cheaper than an LRU's bookkeeping, and bounded all the same.
 */
export function keptPerKey<K, V>(max: number, make: (key: K) => V): (key: K) => V {
  const kept = new Map<K, V>();
  return (key) => {
    const found = kept.get(key);
    // One lookup for the common case; `has` only tells a kept undefined from none.
    if (found !== undefined || kept.has(key)) return found as V;
    if (kept.size >= max) kept.clear();
    const value = make(key);
    kept.set(key, value);
    return value;
  };
}
