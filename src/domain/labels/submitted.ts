/**
 * Nutrition a caller submits for a label (POST /v1/labels): the widget's input (name, basis,
 * nutrients) plus the label nutrients and an optional serving. Checked before anything is drawn:
 * a negative value, an unknown key or an amount no food can hold is a 400 naming the field.
 *
 * "No food can hold": more than 100 g of a nutrient in 100 g (or ml), more than 900 kcal or
 * 3 800 kJ per 100 g (pure fat), more sodium than salt holds (39.3 %), a part above its whole
 * (saturates or trans fat above fat, sugars above carbohydrate, added sugars above sugars) or
 * protein, fat and carbohydrate together above 100 g. Per serving the limits scale with the
 * serving's quantity; without one a serving is taken to weigh at most 2 kg.
 */
import { invalidInput } from '../recipes/errors';
import { WIDGET_NUTRIENT_ALIASES } from '../recipes/widget';
import { factsOf, type Basis, type ServingSize } from '../foods/nutrition-facts';
import type { LabelSubject } from './label';

export const SUBMITTED_BASES = ['per_100g', 'per_100ml', 'per_serving'] as const;

/** The label nutrients a caller may submit, with the unit each is read in. */
export const SUBMITTED_UNITS: Record<string, string> = {
  calories: 'kcal',
  energy_kj: 'kJ',
  fat: 'g',
  saturated_fat: 'g',
  trans_fat: 'g',
  cholesterol: 'mg',
  sodium: 'mg',
  salt: 'g',
  carbs: 'g',
  fiber: 'g',
  sugar: 'g',
  added_sugars: 'g',
  protein: 'g',
  vitamin_d: 'µg',
  calcium: 'mg',
  iron: 'mg',
  potassium: 'mg',
};

const ALIASES = new Map<string, string>([
  ...WIDGET_NUTRIENT_ALIASES,
  ...Object.keys(SUBMITTED_UNITS).map((k) => [k, k] as [string, string]),
  ['kj', 'energy_kj'],
  ['energy_kj', 'energy_kj'],
  ['saturates', 'saturated_fat'],
  ['saturated_fat_g', 'saturated_fat'],
  ['trans_fat_g', 'trans_fat'],
  ['cholesterol_mg', 'cholesterol'],
  ['salt_g', 'salt'],
  ['added_sugar', 'added_sugars'],
  ['added_sugars_g', 'added_sugars'],
  ['vitamin_d_mcg', 'vitamin_d'],
  ['calcium_mg', 'calcium'],
  ['iron_mg', 'iron'],
  ['potassium_mg', 'potassium'],
]);

/** Most of one nutrient 100 g can hold, in its unit. */
const PER_100_MAX: Record<string, number> = { g: 100, mg: 100_000, µg: 100_000_000, kcal: 900, kJ: 3800 };
const SODIUM_MAX_MG = 40_000;
const PARTS: [part: string, whole: string][] = [
  ['saturated_fat', 'fat'],
  ['trans_fat', 'fat'],
  ['sugar', 'carbs'],
  ['added_sugars', 'sugar'],
];
/** Rounding slack on comparisons between submitted values (labels round each one). */
const SLACK = 0.5;
const UNKNOWN_SERVING_G = 2000;

export interface SubmittedLabel {
  name: string;
  basis: string;
  nutrients: Record<string, number | null>;
  serving?: { quantity?: number; unit?: string; description?: string };
}

export function submittedSubject(req: SubmittedLabel): LabelSubject {
  const basis = req.basis as Basis;
  if (!(SUBMITTED_BASES as readonly string[]).includes(basis))
    throw invalidInput(`Unknown basis '${req.basis}'.`, { parameter: 'basis', accepted: [...SUBMITTED_BASES] });
  const serving = servingOf(req, basis);
  // Limits on the basis: per 100 g/ml, or a serving of its stated (else the largest plausible) weight.
  const scale = basis === 'per_serving' ? (serving?.quantity ?? UNKNOWN_SERVING_G) / 100 : 1;
  const where =
    basis === 'per_serving'
      ? serving?.quantity
        ? `per serving of ${serving.quantity} ${serving.unit}`
        : 'per serving'
      : `per 100 ${basis === 'per_100ml' ? 'ml' : 'g'}`;
  const values = new Map<string, number>();
  for (const [input, value] of Object.entries(req.nutrients)) {
    const key = ALIASES.get(input.toLowerCase());
    if (!key) throw invalidInput(`Unknown nutrient '${input}'.`, { parameter: `nutrients.${input}`, accepted: [...ALIASES.keys()] });
    if (value === null) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
      throw invalidInput(`nutrients.${input} must be a non-negative number or null.`, { parameter: `nutrients.${input}` });
    if (values.has(key) && values.get(key) !== value)
      throw invalidInput(`nutrients.${input} repeats ${key} with a different value.`, { parameter: `nutrients.${input}` });
    const unit = SUBMITTED_UNITS[key]!;
    const max = (key === 'sodium' ? SODIUM_MAX_MG : PER_100_MAX[unit]!) * scale;
    if (value > max)
      throw invalidInput(`nutrients.${input}: ${value} ${unit} ${where} is more than a food can hold (at most ${max} ${unit}).`, {
        parameter: `nutrients.${input}`,
      });
    values.set(key, value);
  }
  for (const [part, whole] of PARTS) {
    const p = values.get(part);
    const w = values.get(whole);
    if (p !== undefined && w !== undefined && p > w + SLACK)
      throw invalidInput(`nutrients: ${part} (${p} g) is more than ${whole} (${w} g), which includes it.`, { parameter: `nutrients.${part}` });
  }
  const macros = ['protein', 'fat', 'carbs'].reduce((sum, k) => sum + (values.get(k) ?? 0), 0);
  if (macros > 100 * scale + SLACK)
    throw invalidInput(`nutrients: protein, fat and carbohydrate add up to ${macros} g ${where}, more than the food weighs.`, { parameter: 'nutrients' });
  return {
    name: req.name.trim(),
    basis,
    facts: factsOf(
      [...values].map(([key, amount]) => ({ key, name: key, amount, unit: SUBMITTED_UNITS[key]! })),
      {},
      'as_given',
    ),
    serving,
    source: 'values submitted with the request',
    unverified: true,
  };
}

function servingOf(req: SubmittedLabel, basis: Basis): ServingSize | null {
  const s = req.serving;
  if (!s) return null;
  const quantity = s.quantity ?? null;
  const unit = (s.unit ?? null) as 'g' | 'ml' | null;
  if ((quantity === null) !== (unit === null)) throw invalidInput('serving needs both quantity and unit, or neither.', { parameter: 'serving' });
  const expected = basis === 'per_100g' ? 'g' : basis === 'per_100ml' ? 'ml' : null;
  if (expected && unit !== null && unit !== expected)
    throw invalidInput(`serving.unit must be ${expected} for basis ${basis} (got ${unit}): no density is assumed.`, { parameter: 'serving.unit' });
  if (expected && quantity === null) throw invalidInput(`serving needs a quantity in ${expected} for basis ${basis}.`, { parameter: 'serving.quantity' });
  return { description: s.description?.trim() || null, quantity, unit };
}
