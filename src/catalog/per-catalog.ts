/**
 * A value derived from a loaded catalog (an index, a cache), built on first use and dropped with
 * the catalog: a reload starts afresh. The one place the per-catalog WeakMap lives.
 */
export function perCatalog<C extends object, V>(build: (catalog: C) => V): (catalog: C) => V {
  const values = new WeakMap<C, V>();
  return (catalog) => {
    let v = values.get(catalog);
    if (v === undefined) {
      v = build(catalog);
      values.set(catalog, v);
    }
    return v;
  };
}
