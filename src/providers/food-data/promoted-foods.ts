/**
 * The promoted records one instance serves (issue 19): every provider answer that passed the
 * quality gate, from this instance or — through the promotion watcher's poll — from the others on
 * the same PostgreSQL. Found by barcode (a map) and by name (a lexical index over the promoted
 * records, rebuilt on the next search after a change: promotions are rare, searches many).
 * Matches are scored by the search's own calibration (src/search/match.ts), so a promoted food is
 * confident exactly when an owned food with the same name would be.
 */
import type { FoodRecord } from '../../domain/foods/food';
import { barcodeLookupKeys } from '../../domain/foods/barcode';
import type { NameIndex, NameSearch } from '../../domain/foods/name-index';
import { createNameResolver, type NameResolver } from '../../domain/foods/name-resolver';
import { searchDocFromFood } from '../../search/doc';
import { LexicalIndex } from '../../search/lexical';
import type { Match } from '../../domain/foods/name-index';
import { lexicalMatch } from '../../search/match';
import { lexicalNameIndex } from '../../search/name-index';
import { foldText } from '../../products/fold';
import { countryTag, productScore, type ProductSearchOptions } from '../../products/store';
import type { StoreHit } from '../../products/merge';

export interface PromotedHit {
  food: FoodRecord;
  /** Lexical rank signal 0-1. */
  score: number;
  match: Match;
}

export class PromotedFoods {
  private readonly byId = new Map<string, FoodRecord>();
  private readonly byBarcode = new Map<string, FoodRecord>();
  private names: { index: LexicalIndex; docs: FoodRecord[] } | null = null;
  private nameIndex: { version: number; index: NameIndex } | null = null;
  /** Bumped on every change: caches built over the promoted records compare it. */
  version = 0;

  get size(): number {
    return this.byId.size;
  }

  add(record: FoodRecord): void {
    this.byId.set(record.id, record);
    if (record.barcode) this.byBarcode.set(record.barcode, record);
    this.names = null;
    this.version++;
  }

  food(id: string): FoodRecord | null {
    return this.byId.get(id) ?? null;
  }

  /** A promoted record for a barcode in any of its readings (UPC-A / EAN-13, EAN-8 / UPC-E). */
  byCode(code: string): FoodRecord | null {
    for (const k of barcodeLookupKeys(code)) {
      const r = this.byBarcode.get(k);
      if (r) return r;
    }
    return null;
  }

  /** Promoted foods whose names match the query, best first, with the search's calibrated match. */
  search(query: string, limit: number): PromotedHit[] {
    if (this.byId.size === 0) return [];
    if (!this.names) {
      const docs = [...this.byId.values()];
      this.names = { index: new LexicalIndex(docs.map(searchDocFromFood)), docs };
    }
    const { index, docs } = this.names;
    return index.search(query, { limit }).map((hit) => {
      const food = docs[hit.doc]!;
      return { food, score: hit.score, match: lexicalMatch(hit, food.dataset === 'openfoodfacts', false) };
    });
  }

  /**
   * Promoted packaged products as the product store finds its own (ProductStore.search): every
   * query word in the name or brand (the last also as a prefix of two letters or more), scored the
   * same way, with the same brand and country filters; so a promoted product ranks as a stored one
   * would in the merged search (src/products/merge.ts). Promotions are few: a scan.
   */
  products(query: string, options: ProductSearchOptions = {}): StoreHit[] {
    const folded = foldText(query);
    const qWords = folded.split(' ').filter(Boolean).slice(0, 12);
    if (qWords.length === 0) return [];
    const brand = options.brand ? foldText(options.brand) : null;
    const country = options.country ? countryTag(options.country) : null;
    const last = qWords.length - 1;
    const hits: StoreHit[] = [];
    for (const record of this.byId.values()) {
      if (record.dataset !== 'openfoodfacts') continue;
      const recordBrand = foldText(record.brand ?? '');
      if (brand !== null && recordBrand !== brand) continue;
      if (country !== null && !((record.extra as { countries?: string[] } | undefined)?.countries ?? []).includes(country)) continue;
      const name = foldText(record.name);
      const words = `${name} ${recordBrand}`.split(' ');
      const holds = qWords.every((w, i) => words.includes(w) || (i === last && w.length >= 2 && words.some((x) => x.startsWith(w))));
      if (holds) hits.push({ id: record.id, name: record.name, brand: record.brand ?? null, score: productScore(name, recordBrand, folded, qWords) });
    }
    return hits.sort((a, b) => b.score - a.score || a.name.length - b.name.length).slice(0, Math.max(1, options.limit ?? 10));
  }

  /**
   * The one name resolver's rules over the promoted generic foods (FDC), with `fallback` for names
   * they do not know (a provider search). Its index is rebuilt after a change; the resolver itself
   * is made per call, so its per-name memory never keeps a name unresolved that a promotion answers.
   */
  nameResolver(fallback?: NameSearch): NameResolver {
    if (this.nameIndex?.version !== this.version) {
      this.nameIndex = { version: this.version, index: lexicalNameIndex([...this.byId.values()].filter((f) => f.dataset !== 'openfoodfacts')) };
    }
    return createNameResolver(this.nameIndex.index, fallback);
  }
}
