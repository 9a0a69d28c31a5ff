/**
 * One result list from the in-memory search (generic foods, and any products the corpus holds)
 * and the product store. A product the query names, by its whole name or with its brand, goes
 * first ("nutella", "coca cola zero"); a generic name keeps the generic food first ("milk",
 * "banana" stay the reference foods even when a product is called just "Milk"). Other products
 * rank in the product band, below generic matches (bands from src/search/lexical.ts).
 */
import { BAND_EXACT, BAND_GENERIC, BAND_PRODUCT } from '../search/lexical';
import { foldText } from './fold';
import type { Match } from '../domain/foods/name-index';

export interface RankedId {
  id: string;
  score: number;
  kind: 'generic' | 'product';
  /** How the food matched (search hits carry it; store products get theirs here). */
  match?: Match;
}

/** A product a store search found: what ranking reads (the record is read only for those listed). */
export interface StoreHit {
  id: string;
  name: string;
  brand: string | null;
  /** ProductStore.search score: 1 for the exact name (or brand + name). */
  score: number;
}

/**
 * The most a store product can score when its whole name is the query and the query does not name
 * its brand ("skyr": Danone's "Skyr"): one maker's food of that name, not the food the tables
 * describe. An answer, not a confident one (< 0.8); with its brand ("danone skyr") it is.
 */
const UNBRANDED_PRODUCT_CAP = 0.75;

/**
 * The most a store product can score when the query is its brand alone and the product's name says
 * more ("marmite" → "Marmite Original Pate A Tartiner 125G"): a brand names a range, not one of its
 * products, and the tables often hold the food the brand is known for. An answer, not a confident
 * one; it goes first only when no generic food is named exactly, as a product named without its brand.
 */
const BRAND_ALONE_CAP = 0.75;

const round = (v: number) => Math.round(v * 1000) / 1000;

export function mergeWithProducts(query: string, memory: RankedId[], products: StoreHit[], limit: number): RankedId[] {
  const q = new Set(foldText(query).split(' '));
  // A generic food named exactly, or by the query whole through a name the table gives it as a
  // stand-in for a brand ("marmite" of CNF's "Yeast extract spread"): the tables' food of that name.
  const asked = foldText(query);
  const genericExact = memory.some(
    (h) => h.kind === 'generic' && (h.score >= BAND_EXACT || (h.match?.method === 'alias' && h.match.text !== undefined && foldText(h.match.text) === asked)),
  );
  const out = new Map<string, RankedId>();
  for (const h of memory) out.set(h.id, h);
  for (const { id, name, brand, score } of products) {
    if (out.has(id)) continue;
    const brandWords = brand ? foldText(brand).split(' ').filter(Boolean) : [];
    const brandNamed = brandWords.length > 0 && brandWords.every((w) => q.has(w));
    const named = score >= 1 || (brandNamed && score >= 0.7);
    const brandAlone = brandNamed && score < 1 && [...q].every((w) => brandWords.includes(w));
    let s: number;
    let match: Match;
    // Confidence on the scale of src/search/match.ts: the whole name is an exact name, a named
    // brand with most of the name is a product the query names (the whole name without its brand
    // is one maker's food of that name: not confident), the rest contain the words.
    if (named && ((brandNamed && !brandAlone) || !genericExact)) {
      s = 0.95 + 0.05 * score;
      match =
        score >= 1
          ? { method: 'exact_name', score: brandNamed ? 0.97 : UNBRANDED_PRODUCT_CAP, text: name }
          : { method: 'lexical', score: brandAlone ? BRAND_ALONE_CAP : 0.82, text: name };
    } else {
      s = BAND_PRODUCT + (BAND_GENERIC - BAND_PRODUCT) * 0.9 * score;
      match = { method: 'lexical', score: round(0.45 + 0.1 * Math.min(1, score)), text: name };
    }
    out.set(id, { id, score: round(s), kind: 'product', match });
  }
  return [...out.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}
