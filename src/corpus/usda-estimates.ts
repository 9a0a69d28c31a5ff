/**
 * Borrowed estimates (spec data rule 2) for SR28 foods: a nutrient a food lacks is estimated from
 * the same food in another preparation state, never mixed into its reported values or macros.
 *
 * Compatible donor: same food group and the same description once preparation-state segments
 * are removed ("Broccoli, cooked, boiled, drained, without salt" ~ "Broccoli, raw"). Segments
 * that change composition beyond water are kept, so they must match: "with salt", "canned",
 * "fried", "dried", "with added …". "without salt" is a water state (raw foods carry no added
 * salt), except for sodium, which is borrowed only between foods with the same salt wording.
 * The donor must itself be servable and report the value.
 *
 * Scaling: cooking mostly moves water, so the donor value is adjusted to the food's solids,
 * value × (100 − water_food) / (100 − water_donor); fatty-acid totals follow the fat instead,
 * value × fat_food / fat_donor (fat drips off or is absorbed in cooking). Only when both values
 * are known (fat above 0) and the ratio lies in [1/4, 4]. No retention factors are applied
 * (vitamins lost in cooking are not modelled); the method text says so. Among several donors the one with the closest water
 * content (the most similar state) wins, then the lowest NDB number.
 */
import type { EstimatedNutrient } from '../domain/foods/food';
import { nutrientByKey } from '../domain/foods/nutrients';

/** Segments that name a preparation state and only change water content. */
const WATER_STATE_WORDS = new Set([
  'raw',
  'cooked',
  'boiled',
  'drained',
  'steamed',
  'baked',
  'roasted',
  'broiled',
  'grilled',
  'braised',
  'stewed',
  'simmered',
  'microwaved',
  'poached',
  'frozen',
  'unprepared',
  'without',
  'salt',
  'heated',
  'unheated',
  'dry',
  'moist',
  'heat',
  'fresh',
  'thawed',
  'uncooked',
]);

function isWaterState(segment: string): boolean {
  const words = segment.toLowerCase().split(/\s+/).filter(Boolean);
  // "without salt" only: "with salt" adds sodium and must match between food and donor.
  return words.length > 0 && words.every((w) => WATER_STATE_WORDS.has(w)) && !(words.includes('salt') && !words.includes('without'));
}

/** Description without its preparation-state segments, lower-cased: the donor match key. */
export function baseDescription(description: string): string {
  return description
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== '' && !isWaterState(s))
    .join(', ');
}

export interface DonorCandidate {
  ndb: string;
  name: string;
  id: string;
  group: string;
  description: string;
  water: number | null;
  fat: number | null;
  /** Values the food reports itself (never its own estimates). */
  values: readonly { key: string; amount: number }[];
}

const MAX_RATIO = 4;

/** Totals that are fractions of the fat, so they scale with it (USDA's "concentration adjustment; fat"). */
const FAT_BOUND = new Set(['saturated_fat', 'monounsaturated_fat', 'polyunsaturated_fat', 'trans_fat']);

/** Nutrients that added salt changes; borrowed only between foods with the same salt wording. */
const SALT_SENSITIVE = new Set(['sodium']);
const saltWording = (description: string) =>
  (description.toLowerCase().match(/\b(with|without|no|low|reduced|added)\b[^,]*\bsalt\b|\bsalted\b|\bunsalted\b/g) ?? []).join('|');

/** Estimates for `keys` the food lacks, from the closest compatible donor per key. */
export function estimateFromDonors(
  food: DonorCandidate,
  keys: readonly string[],
  donorsByBase: ReadonlyMap<string, DonorCandidate[]>,
): { estimate: EstimatedNutrient; donor: DonorCandidate }[] {
  if (keys.length === 0 || food.water === null) return [];
  const candidates = (donorsByBase.get(`${food.group}|${baseDescription(food.description)}`) ?? [])
    .filter((d) => d.ndb !== food.ndb && d.water !== null && d.water < 100)
    .sort((a, b) => Math.abs(a.water! - food.water!) - Math.abs(b.water! - food.water!) || a.ndb.localeCompare(b.ndb));
  const out: { estimate: EstimatedNutrient; donor: DonorCandidate }[] = [];
  for (const key of keys) {
    const def = nutrientByKey(key);
    if (!def) continue;
    for (const donor of candidates) {
      const value = donor.values.find((v) => v.key === key)?.amount;
      if (value === undefined) continue;
      if (SALT_SENSITIVE.has(key) && saltWording(donor.description) !== saltWording(food.description)) continue;
      const byFat = FAT_BOUND.has(key);
      if (byFat && !(food.fat !== null && food.fat > 0 && donor.fat !== null && donor.fat > 0)) continue;
      const ratio = byFat ? food.fat! / donor.fat! : (100 - food.water) / (100 - donor.water!);
      if (!(ratio >= 1 / MAX_RATIO && ratio <= MAX_RATIO)) continue;
      const p = 10 ** def.decimals;
      const estimate: EstimatedNutrient = {
        key,
        name: def.name,
        amount: Math.round(value * ratio * p) / p,
        unit: def.unit,
        donor_id: donor.id,
        donor_name: donor.name,
        method: `same food in another preparation state, adjusted to this food's ${byFat ? 'fat' : 'solids'} (× ${ratio.toFixed(3)}); no retention factors applied`,
      };
      out.push({ estimate, donor });
      break;
    }
  }
  return out;
}

/** Index of donors by group and base description. */
export function indexDonors(donors: Iterable<DonorCandidate>): Map<string, DonorCandidate[]> {
  const index = new Map<string, DonorCandidate[]>();
  for (const d of donors) {
    const key = `${d.group}|${baseDescription(d.description)}`;
    const list = index.get(key);
    if (list) list.push(d);
    else index.set(key, [d]);
  }
  return index;
}
