/**
 * The product store as the catalog sees it: a swappable handle (SIGHUP reopens the file a new
 * import renamed into place) and lookup maps that fall through from the in-memory foods to it, so
 * operations keep calling `catalog.foods.byId.get(id)` / `byBarcode.get(key)` unchanged.
 */
import type { FoodRecord } from '../domain/foods/food';
import { ProductStore, type ProductHit, type ProductSearchOptions, type StoredAnswer } from '../products/store';

export class ProductSource {
  store: ProductStore | null;
  /**
   * Why the imported store is not serving though one was (its file was gone at a reopen), or null.
   * Until a reopen finds it again, a barcode no other source holds is unknown, not absent (503).
   */
  lost: string | null = null;
  /** The corpus build's own products (src/corpus/product-part-file.ts), asked after the imported store. */
  readonly corpus: ProductStore | null;

  constructor(
    readonly path: string,
    corpusPath?: string,
    /** How much of each store file SQLite maps (ProductStore.open). */
    private readonly mapBytes?: number,
  ) {
    this.store = ProductStore.open(path, undefined, mapBytes);
    this.corpus = corpusPath ? ProductStore.open(corpusPath, undefined, mapBytes) : null;
  }

  /** The open stores, the imported export first (its copy of a product is the newer one). */
  stores(): ProductStore[] {
    return [this.store, this.corpus].filter((s): s is ProductStore => s !== null);
  }

  /** The first store's answer for a lookup. */
  find(lookup: (store: ProductStore) => FoodRecord | null): FoodRecord | null {
    for (const s of this.stores()) {
      const hit = lookup(s);
      if (hit) return hit;
    }
    return null;
  }

  /** The serialised barcode answer of the first store holding the key (ProductStore.answerByBarcodeKey). */
  answer(key: string): StoredAnswer | Promise<StoredAnswer> | null {
    // The order of stores(), without building its list on this hot path.
    return this.store?.answerByBarcodeKey(key) ?? this.corpus?.answerByBarcodeKey(key) ?? null;
  }

  /** ProductStore.search over every store: one list, best first, each product once. */
  search(query: string, options: ProductSearchOptions = {}): ProductHit[] {
    const stores = this.stores();
    if (stores.length <= 1) return stores[0]?.search(query, options) ?? [];
    const hits = new Map<string, ProductHit>();
    for (const s of stores) for (const h of s.search(query, options)) if (!hits.has(h.id)) hits.set(h.id, h);
    return [...hits.values()].sort((a, b) => b.score - a.score || a.name.length - b.name.length).slice(0, Math.max(1, options.limit ?? 10));
  }

  /**
   * Every product of the corpus's own store (1,510 for the shipped sample; an imported export is
   * never listed whole): comparison categories for alternatives include them, as when they were
   * held in memory.
   */
  corpusProducts(): FoodRecord[] {
    return this.corpus?.all() ?? [];
  }

  /**
   * Opens the file now at `path` and closes the previous one. Store reads are synchronous but for
   * answer reads, which the old product file waits for before it closes (ProductFile.close).
   */
  reopen(): ProductStore | null {
    // Throws (leaving the current store in place) when the new file is unreadable.
    const next = ProductStore.open(this.path, undefined, this.mapBytes);
    // The open file stays readable after it is removed, but a reopen serves what is at the path now.
    this.lost = next === null && (this.store !== null || this.lost !== null) ? 'its file was removed' : null;
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
    return this.source.find((store) => this.lookup(store, key)) ?? undefined;
  }

  override has(key: string): boolean {
    return this.get(key) !== undefined;
  }
}

/**
 * A barcode's pre-rendered answer from the stores, unless an in-memory record holds the key (it
 * comes first, as in StoreBackedMap.get, and is rendered per request).
 */
export const storedBarcodeAnswer =
  (memory: Map<string, FoodRecord>, source: ProductSource) =>
  (key: string): StoredAnswer | Promise<StoredAnswer> | null =>
    memory.has(key) ? null : source.answer(key);
