/**
 * Weight of a recipe or drink line for its food, with the evidence (recipe import, drinks): mass
 * units directly, a weight the source states beside another unit, else the shared evidence rules
 * of ./grams.ts (density from household measures, matching portions for counts).
 */
import type { FoodRecord } from '../foods/food';
import { resolveGrams, type GramsLine } from './grams';
import type { ParsedIngredientLine } from './ingredient-line';
import { findUnit, unitByName } from './units';

/** A mass or volume unit (not a count such as "clove" or "can"). */
const unitIsMeasure = (unit: string | null) => {
  const u = unit ? unitByName(unit) : null;
  return u !== null && u.dimension !== 'count';
};

/** The parts of a parsed ingredient line that decide its weight (ParsedIngredientLine fits). */
export interface WeighableLine {
  quantity: number | null;
  /** Canonical unit from the unit table (g, ml, tbsp, clove, piece...) or null for a bare count. */
  unit: string | null;
  unit_text?: string | null;
  size?: string | null;
  package?: ParsedIngredientLine['package'];
  /** Grams the source states beside another unit ("1/2 cup (110g)", "1 只（约 300g）"). */
  stated_grams?: number | null;
  /** The line's ingredient name (its nouns can name a portion of a bare count). */
  name?: string;
}

export interface LineWeight {
  grams: number;
  method: string;
  detail: string;
}

/**
 * Weight of a line's recorded quantity of `food` with its evidence; null when unknown.
 * Mass units need no food; a weight the source states beside a count or volume is the cook's
 * own measurement and wins; everything else goes through the shared evidence rules of
 * src/domain/language/grams.ts (density from household measures, matching portions for counts).
 */
export function lineGrams(line: WeighableLine, food: FoodRecord | null, related?: () => readonly FoodRecord[]): LineWeight | null {
  const q = line.quantity;
  if (q === null || !(q >= 0)) return null;
  const def = line.unit ? unitByName(line.unit) : null;
  if (def?.dimension === 'mass' && def.factor !== null) return { grams: q * def.factor, method: 'mass', detail: `${q} ${line.unit_text ?? line.unit}` };
  if (line.stated_grams !== null && line.stated_grams !== undefined && line.stated_grams > 0) {
    return { grams: line.stated_grams, method: 'stated', detail: `${line.stated_grams} g written beside the amount` };
  }
  if (!food) return null;
  // A generic "piece" (Chinese 个/只/块) is a bare count: the food's default portion decides.
  const bare = line.unit === null || line.unit === 'piece';
  // For a bare count the line's own nouns may name the portion: "3 garlic cloves" (clove),
  // "juice of 1 lemon" (1 lemon yields 48 g).
  // Only nouns some portion is named after ("clove", "lemon yields") count, never a word inside a
  // volume measure ("1 cup (4.86 large eggs)").
  const nouns = bare
    ? (line.name ?? '')
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => w.length > 2)
    : [];
  const named = (w: string) => food.portions.some((p) => new RegExp(`^(?:${w}|${w.replace(/(?:es|s)$/, '')})s?\\b`).test(p.measure.toLowerCase()));
  const countNoun = (w: string) => {
    const u = findUnit(w);
    return u !== null && u.dimension === 'count' && u.name !== 'piece';
  };
  const tries = [...new Set([nouns[nouns.length - 1], nouns[0]])].filter((w): w is string => w !== undefined && (named(w) || countNoun(w)));
  // "1 lime wedge", "2 celery sticks": counted in a noun the food has no portion for; the whole
  // item ("1 fruit") would be a wrong weight.
  const countedIn = nouns.length > 0 && countNoun(nouns[nouns.length - 1]!);
  const readings = [...tries, ...(countedIn ? [] : [null])].map(
    (word): GramsLine => ({
      quantity: q,
      unit: bare ? null : line.unit,
      unit_text: bare ? word : (line.unit_text ?? null),
      name: food.name,
      size: line.size ?? null,
      package: line.package ?? null,
    }),
  );
  // The food's own portions for every reading first; a closely related food's only when none weighs.
  let r: ReturnType<typeof resolveGrams> = { grams: null, ml: null, reason: '' };
  for (const options of related ? [{}, { related }] : [{}]) {
    for (const reading of readings) {
      r = resolveGrams(reading, food, options);
      if (r.grams !== null) break;
    }
    if (r.grams !== null) break;
  }
  if (r.grams === null) return null;
  const e = r.evidence;
  // A count must not be read through a volume or mass portion ("6 slices" of ginger through
  // "0.25 cup slices"): no weight is better than a wrong one.
  if (e.method === 'portion' && e.portion && !unitIsMeasure(line.unit)) {
    const first =
      e.portion.measure
        .toLowerCase()
        .trim()
        .split(/[\s,(]+/)[0] ?? '';
    const u = findUnit(first);
    if (u && u.dimension !== 'count') return null;
  }
  const portion = e.portion ? `${e.portion.amount} ${e.portion.measure} = ${e.portion.grams} g (portion ${e.portion.seq})` : null;
  const detail = [
    r.ml !== null ? `${Math.round(r.ml * 1000) / 1000} ml` : null,
    e.related_food ? `${portion} of '${e.related_food.name}'` : portion,
    e.assumption ?? null,
  ]
    .filter(Boolean)
    .join('; ');
  return { grams: r.grams, method: e.method, detail: detail || e.method };
}
