/**
 * One result list from the in-memory search (generic foods, and any products the corpus holds)
 * and the product store. A product the query names, by its whole name or with its brand, goes
 * first ("nutella", "coca cola zero"); a generic name keeps the generic food first ("milk",
 * "banana" stay the reference foods even when a product is called just "Milk"). Other products
 * rank in the product band, below generic matches (bands from src/search/lexical.ts).
 */
import { BAND_EXACT, BAND_GENERIC, BAND_PRODUCT } from '../search/lexical';
import type { FoodRecord } from '../domain/foods/food';
import { foldText } from './fold';

export interface RankedId {
  id: string;
  score: number;
  kind: 'generic' | 'product';
}

export interface StoreHit {
  record: FoodRecord;
  /** ProductStore.search score: 1 for the exact name (or brand + name). */
  score: number;
}

const round = (v: number) => Math.round(v * 1000) / 1000;

export function mergeWithProducts(query: string, memory: RankedId[], products: StoreHit[], limit: number): RankedId[] {
  const q = new Set(foldText(query).split(' '));
  const genericExact = memory.some((h) => h.kind === 'generic' && h.score >= BAND_EXACT);
  const out = new Map<string, RankedId>();
  for (const h of memory) out.set(h.id, h);
  for (const { record, score } of products) {
    if (out.has(record.id)) continue;
    const brandWords = record.brand ? foldText(record.brand).split(' ').filter(Boolean) : [];
    const brandNamed = brandWords.length > 0 && brandWords.every((w) => q.has(w));
    const named = score >= 1 || (brandNamed && score >= 0.7);
    let s: number;
    if (named && (brandNamed || !genericExact)) s = 0.95 + 0.05 * score;
    else s = BAND_PRODUCT + (BAND_GENERIC - BAND_PRODUCT) * 0.9 * score;
    out.set(record.id, { id: record.id, score: round(s), kind: 'product' });
  }
  return [...out.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}
