/**
 * Stable integer ids for owned recipes and drinks: FNV-1a (32-bit) of "source:slug", folded into
 * a positive 31-bit integer. Deterministic across builds; a collision (checked against the ids
 * already issued in the build) is resolved by hashing "source:slug#n" for the smallest n that is free.
 */

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (const b of new TextEncoder().encode(text)) {
    h ^= b;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function stableId(source: string, slug: string, taken: ReadonlySet<number>): number {
  for (let n = 0; ; n++) {
    const id = fnv1a(n === 0 ? `${source}:${slug}` : `${source}:${slug}#${n}`) & 0x7fffffff;
    if (id !== 0 && !taken.has(id)) return id;
  }
}
