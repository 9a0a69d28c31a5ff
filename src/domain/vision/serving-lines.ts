/**
 * A panel's serving lines: "Serving size 2/3 cup (55g)", "8 servings per container", "Per 1 cup
 * (250 mL)", and the serving's weight when its "g" was read as "9".
 */
import type { ServingSize } from './label-fields';
import { toNumber } from './printed-amounts';

export interface ParsedServing {
  size: ServingSize;
  /** The weight was read from a "9" standing for "g". */
  repaired: boolean;
}

export function servingSizeFrom(text: string): ParsedServing | null {
  const clean = text.replace(/^[:\s-]+/, '').trim();
  if (!clean || !/\d/.test(clean)) return null;
  const pick = (re: RegExp) => {
    const all = [...clean.matchAll(re)];
    // Prefer the parenthesised weight: "1 cup (240 mL)".
    const inParens = all.find((a) => /\(/.test(clean.slice(Math.max(0, a.index! - 2), a.index! + 1)));
    const hit = inParens ?? all[0];
    return hit ? toNumber(hit[1]!.replace(/[Oo]/g, '0')) : null;
  };
  let grams = pick(/(\d+(?:[.,]\d+)?)\s?(?:g|grams?|gr)\b/gi);
  const ml = pick(/(\d+(?:[.,]\d+)?)\s?(?:ml|mL|m1)\b/gi);
  let repaired = false;
  // "(559)", "2409)", "859": a weight whose "g" was read as "9" (no unit anywhere in the text).
  if (grams === null && ml === null && !/\d\s*(oz|g|ml|l)\b/i.test(clean)) {
    const nine = /(\d+)9\)/.exec(clean) ?? /^(\d+)9$/.exec(clean);
    if (nine) {
      grams = toNumber(nine[1]!);
      repaired = true;
    }
  }
  return { size: { text: clean, grams, ml }, repaired };
}

export const SERVING_SIZE_LINE = /^(?:serving|serv\.?|portion)\s*size\s*:?\s*(.*)$/i;
export const PER_SERVING_LINE = /^per\s+(?!100\s*(?:g|ml)\b)(.*\d.*)$/i;
export const SERVINGS_BEFORE =
  /(?:about|approx\.?|approximately|ca\.?)?\s*([0-9OoIl][0-9OoIl.,]*)\s*servings?\s*per\s*(?:container|package|pack|pkg|box|bag|bottle)/i;
export const SERVINGS_AFTER =
  /servings?\s*per\s*(?:container|package|pack|pkg|box|bag|bottle)\s*:?\s*(?:about|approx\.?|approximately|ca\.?)?\s*([0-9OoIl][0-9OoIl.,]*)/i;
