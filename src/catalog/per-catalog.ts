/**
 * A value derived from a loaded catalog (an index, a cache), built on first use and dropped with
 * the catalog: a reload starts afresh. The one place the per-catalog WeakMap lives.
 *
 * A value that holds product answers or search results (`readsProductStore`) is also dropped when
 * the catalog's product store reopens (src/catalog/product-reopen.ts): the catalog stays, the
 * products under it change.
 */
const productDerived: WeakMap<object, unknown>[] = [];

export function perCatalog<C extends object, V>(build: (catalog: C) => V, options: { readsProductStore?: boolean } = {}): (catalog: C) => V {
  const values = new WeakMap<C, V>();
  if (options.readsProductStore) productDerived.push(values);
  return (catalog) => {
    let v = values.get(catalog);
    if (v === undefined) {
      v = build(catalog);
      values.set(catalog, v);
    }
    return v;
  };
}

/**
 * Drops every value of `catalog` built with `readsProductStore`; the next use builds it afresh. A
 * request still holding the old value (one that started before) finishes with it, and what it
 * stores there is never read again.
 */
export function dropProductDerived(catalog: object): void {
  for (const values of productDerived) values.delete(catalog);
}
