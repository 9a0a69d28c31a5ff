/**
 * The product store as the catalog sees it: a swappable handle (SIGHUP reopens the file a new
 * import renamed into place) and lookup maps that fall through from the in-memory foods to it, so
 * operations keep calling `catalog.foods.byId.get(id)` / `byBarcode.get(key)` unchanged.
 */
import type { FoodRecord } from '../domain/foods/food';
import { ProductStore } from './store';

export class ProductSource {
  store: ProductStore | null;

  constructor(readonly path: string) {
    this.store = ProductStore.open(path);
  }

  /**
   * Opens the file now at `path` and closes the previous one. Store reads are synchronous, so no
   * request can be half-way through the old handle when this runs on the same thread.
   */
  reopen(): ProductStore | null {
    // Throws (leaving the current store in place) when the new file is unreadable.
    const next = ProductStore.open(this.path);
    const old = this.store;
    this.store = next;
    old?.close();
    return next;
  }
}

/** A Map of in-memory records whose `get` also asks the product store. Iteration stays in memory. */
export class StoreBackedMap extends Map<string, FoodRecord> {
  constructor(
    entries: Iterable<[string, FoodRecord]>,
    private readonly source: ProductSource,
    private readonly lookup: (store: ProductStore, key: string) => FoodRecord | null,
  ) {
    super(entries);
  }

  override get(key: string): FoodRecord | undefined {
    const hit = super.get(key);
    if (hit !== undefined) return hit;
    const store = this.source.store;
    return store ? (this.lookup(store, key) ?? undefined) : undefined;
  }

  override has(key: string): boolean {
    return this.get(key) !== undefined;
  }
}

/** Points a catalog's lookups and searches at a product store (tests and tools that build catalogs by hand). */
export function attachProductStore(catalog: { foods: { byId: Map<string, FoodRecord>; byBarcode: Map<string, FoodRecord> }; products?: ProductSource }, source: ProductSource): void {
  catalog.products = source;
  catalog.foods.byId = new StoreBackedMap(catalog.foods.byId, source, (s, id) => s.byId(id));
  catalog.foods.byBarcode = new StoreBackedMap(catalog.foods.byBarcode, source, (s, key) => s.byBarcodeKey(key));
}
