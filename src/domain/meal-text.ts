/**
 * Splits a free-text meal into item phrases: "two eggs and a slice of toast with butter" →
 * ["two eggs", "a slice of toast", "butter"]. Deterministic: commas, semicolons, "and", "with",
 * "plus", "&" and new lines separate items; a split never happens inside a number ("1 and 1/2").
 */

const SEPARATORS = /\s*(?:[,;\n+&]|\band\b(?!\s+(?:\d+\/\d+|a half))|\bwith\b|\bplus\b|\bthen\b|\balong with\b)\s*/i;

/** Leading filler people write before a meal: "I had", "for breakfast:", "ate". */
const FILLER = /^(?:(?:for )?(?:breakfast|lunch|dinner|supper|brunch|snack)s?\s*[:,-]?\s*)?(?:i\s+(?:had|ate|drank|have|just had)|had|ate|drank|some)?\s*/i;

export function splitMeal(text: string): string[] {
  const cleaned = text.replace(/[.!?]+(\s|$)/g, ',$1').replace(FILLER, '');
  return cleaned
    .split(SEPARATORS)
    .map((s) => s.replace(FILLER, '').replace(/^(?:a side of|side of)\s+/i, '').trim())
    .filter((s) => /[\p{L}]/u.test(s));
}
