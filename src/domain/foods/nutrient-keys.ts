/**
 * Former home of the nutrient keys, kept so existing imports keep working.
 * The table itself lives in ./nutrients (one source of truth); import from there in new code.
 */
import { EXPECTED_NUTRIENT_KEYS, NUTRIENTS, nutrientBySr28 } from './nutrients';

export { sr28NumberOf } from './nutrients';

/** SR28 Nutr_No → canonical key, for every SR28 nutrient. */
export const CORE_KEYS: Record<string, string> = Object.fromEntries(NUTRIENTS.flatMap((d) => d.sr28.map((nr) => [nr, d.key])));

const EXPECTED_KEYS = EXPECTED_NUTRIENT_KEYS;

/** Canonical key of an SR28 nutrient number (null when SR28 does not define it). */
function nutrientKey(nutrNo: string): string | null {
  return nutrientBySr28(nutrNo)?.key ?? null;
}
