/**
 * Yields as recorded by recipe sources, and when they count as servings.
 *
 * Rule (spec): only a yield explicitly labelled as servings becomes a serving count. So:
 * - a bare number in a field the source labels "Servings" is servings ("4", "4-6");
 * - a number of people or portions is servings ("4 people", "8 bowls", "2 人份", "够 2-3 个人吃");
 * - a count of things or a volume is a yield, not servings ("10 breads", "2 litres", "1 pizza");
 * - vague text ("Depends", "Varies") is nothing.
 * A range keeps its lower bound in `servings` (larger portions: per-serving nutrition is not
 * understated) and its upper bound in `servings_max`.
 */
import type { RecipeYield } from './types';
import { zhNumeral } from './times';
import { NUMBER_WORDS } from '../language/numbers';

const EMPTY = (text: string | null): RecipeYield => ({ servings: null, servings_max: null, text, amount: null, unit: null });

const PORTION_WORDS = /^(?:servings?|serves|people|persons?|portions?|bowls?|plates?|pax|adults?)\b/i;

/** Positive integer counts only: a serving count of 2.5 or 0 is not a count. */
function count(v: number | null | undefined): number | null {
  return v !== null && v !== undefined && Number.isFinite(v) && v > 0 && v <= 1000 && Number.isInteger(v) ? v : null;
}

/**
 * A yield from a field the source labels "Servings" (publicdomainrecipes' "🍽️ Servings" bullet)
 * or from structured data whose property is explicitly a serving count.
 */
export function parseServingsField(raw: string | number | null | undefined): RecipeYield {
  if (raw === null || raw === undefined) return EMPTY(null);
  const text = String(raw).trim();
  if (!text) return EMPTY(null);
  const m =
    /^(?:serves|servings?|makes|yield|yields)?\s*:?\s*~?\s*(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*(?:(?:-|–|to|~|\/)\s*(\d+))?\s*\+?\s*\.?\s*(.*)$/i.exec(
      text,
    );
  if (!m) return EMPTY(text);
  const a = Number(m[1]) || NUMBER_WORDS[m[1]!.toLowerCase()]!;
  const b = m[2] ? Number(m[2]) : null;
  const rest = m[3]!.trim();
  // "1 (2 wraps)", "20 (40 pieces)": a serving count with a note.
  const isServings = rest === '' || rest.startsWith('(') || rest.startsWith(',') || PORTION_WORDS.test(rest) || /^\?/.test(rest);
  // "2/3" written as a range of servings, not a fraction.
  if (isServings) {
    const lo = count(Math.min(a, b ?? a));
    const hi = b !== null ? count(Math.max(a, b)) : null;
    return { servings: lo, servings_max: hi !== lo ? hi : null, text, amount: null, unit: null };
  }
  // A count of things or a volume: kept, never servings.
  const unit = rest.split(/[\s,.(]/)[0]!.toLowerCase() || null;
  return { servings: null, servings_max: null, text, amount: b ?? a, unit };
}

const ZN = String.raw`(\d+|[一二两三四五六七八九十]+)`;
const ZH_PEOPLE = new RegExp(String.raw`${ZN}\s*(?:(?:[-–~～至到]|\s到\s)\s*${ZN})?\s*(?:个)?\s*(?:人|位)(?!以下)`);
const ZH_PORTIONS = /^\s*(\d+|[一二两三四五六七八九十]+)\s*份\s*[。.]?\s*$/;

/**
 * Servings from HowToCook's serving sentence ("一份正好够 2 个人吃", "以下用量适合 3 至 5 人食用",
 * "1 份"). People counts are servings; counts of pieces or bowls stated beside them are not.
 */
export function parseZhServings(raw: string | null | undefined): RecipeYield {
  if (!raw) return EMPTY(null);
  const text = raw.trim();
  // "1 人份 * 2 顿 = 2 人份": the last statement is the result.
  const statements = text.includes('=') ? [text.slice(text.lastIndexOf('=') + 1)] : [text];
  for (const st of statements) {
    // Clauses saying what one person cannot finish ("一个人吃不完") state no serving count.
    const s = st
      .split(/[，。,；;]/)
      .filter((c) => !/不完|不了/.test(c))
      .join('，');
    const m = ZH_PEOPLE.exec(
      s
        .replace(/一个人|一人/g, '1 人')
        .replace(/两个人|两人|二人/g, '2 人')
        .replace(/三人/g, '3 人'),
    );
    if (m) {
      const a = zhNumeral(m[1]!);
      const b = m[2] ? zhNumeral(m[2]) : null;
      const lo = count(a);
      if (lo === null) continue;
      const hi = b !== null ? count(b) : null;
      return { servings: lo, servings_max: hi !== null && hi > lo ? hi : null, text, amount: null, unit: null };
    }
    const p = ZH_PORTIONS.exec(s);
    if (p) {
      const n = count(zhNumeral(p[1]!));
      if (n !== null) return { servings: n, servings_max: null, text, amount: null, unit: null };
    }
  }
  return EMPTY(text);
}
