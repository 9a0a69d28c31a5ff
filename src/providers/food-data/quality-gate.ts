/**
 * The import quality gate (src/domain/foods/quality.ts), applied to a record built from a provider's
 * answer before it may be promoted: a keyed record with a valid GS1 check digit (when it has a
 * barcode), source calories and the three macros, Atwater and mass-balance consistency, and the
 * servable thresholds (validity ≥ 60, confidence ≥ 50). A record whose nutrition basis is unknown
 * carries no nutrition and is kept for its metadata, as the importers do.
 */
import { parseBarcode } from '../../domain/foods/barcode';
import type { FoodRecord } from '../../domain/foods/food';
import { assessNutrition, servability } from '../../domain/foods/quality';

export type GateOutcome = { ok: true; record: FoodRecord } | { ok: false; reason: string; validity: number };

export function gateProviderRecord(record: FoodRecord, options: { carbsIncludeFiber?: boolean } = {}): GateOutcome {
  if (record.barcode != null) {
    const bc = parseBarcode(record.barcode);
    if (!bc.ok) return { ok: false, reason: bc.error.code === 'check_digit' ? 'invalid_barcode_check_digit' : 'invalid_barcode_length', validity: 0 };
  }
  if (!record.name.trim()) return { ok: false, reason: 'missing_name', validity: 0 };
  let validity = record.validity;
  if (record.nutrition_basis !== 'unknown') {
    const fiber = record.nutrients.find((n) => n.key === 'fiber')?.amount ?? null;
    const alcohol = record.nutrients.find((n) => n.key === 'alcohol')?.amount ?? null;
    const base = {
      calories: record.calories,
      protein_g: record.protein_g,
      carbs_g: record.carbs_g,
      fat_g: record.fat_g,
      fiber_g: fiber,
      alcohol_g: alcohol,
      basisGrams: 100,
    };
    // Labels differ on whether carbohydrate includes fibre; unless the source says, either convention may pass.
    const conventions = options.carbsIncludeFiber === undefined ? [true, false] : [options.carbsIncludeFiber];
    const best = conventions.map((c) => assessNutrition({ ...base, carbsIncludeFiber: c })).sort((a, b) => b.validity - a.validity)[0]!;
    if (!best.valid) return { ok: false, reason: best.reasons[0] ?? 'inconsistent_energy', validity: best.validity };
    validity = Math.min(validity, best.validity);
  }
  const served = servability({ id: record.id, validity, confidence: record.confidence });
  if (!served.servable) return { ok: false, reason: served.reason!, validity };
  return { ok: true, record: { ...record, validity } };
}
