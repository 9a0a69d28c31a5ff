/**
 * Each field's value and confidence from its chosen reading, and the cross-checks between fields
 * that lower the confidence of those that disagree.
 */
import { round } from '../round';
import { LABEL_FIELDS, type LabelField, type LabelReading, type LabelValues } from './label-fields';
import { CANONICAL_UNIT, convert } from './printed-amounts';
import type { Layout } from './panel-layout';
import { dvAgrees, type References } from './daily-values';
import type { Reading } from './panel-rows';
import type { Choice, LocalScore } from './panel-evidence';

/** Each field's value in its canonical unit and its confidence, with the printed % and "less than". */
export function fieldValues(
  layout: Layout,
  readings: Map<LabelField, Reading>,
  choice: Choice,
  refs: References,
  local: LocalScore,
  warnings: string[],
): { values: LabelValues; confidence: LabelReading['field_confidence']; percentDv: Partial<Record<LabelField, number>>; lessThan: LabelField[] } {
  const values = Object.fromEntries(LABEL_FIELDS.map((k) => [k, null])) as LabelValues;
  const confidence = Object.fromEntries([...LABEL_FIELDS, 'serving_size', 'servings_per_container'].map((k) => [k, null])) as LabelReading['field_confidence'];
  const percentDv: Partial<Record<LabelField, number>> = {};
  const lessThan: LabelField[] = [];
  for (const [field, r] of readings) {
    const c = choice.get(field)!;
    const canonical = convert(c.value, r.unit, CANONICAL_UNIT[field]);
    if (canonical === null) {
      warnings.push(`${field}: printed unit '${r.unit}' does not fit; left unread.`);
      continue;
    }
    values[field] = field === 'calories' || field === 'energy_kj' ? Math.round(canonical) : round(canonical, 2);
    let conf = r.lineConfidence;
    if (r.repaired) conf *= 0.85;
    if (c.gForNine) conf *= 0.6;
    if (r.unitAssumed && field !== 'calories' && !(layout.style === 'per_100' && layout.columns > 1)) conf *= 0.85;
    if (r.columnUncertain) conf *= 0.7;
    if (r.continuation) conf *= 0.9;
    if (r.percent !== null) {
      const agree = dvAgrees(canonical, refs[field], r.percent);
      if (agree === true) conf += (1 - conf) * 0.6;
      else if (agree === false) {
        conf *= 0.6;
        warnings.push(`${field}: ${values[field]} does not match the printed ${r.percent}%.`);
      }
      percentDv[field] = r.percent;
    }
    if (local(field, r, c.value) >= 5) {
      conf *= 0.5;
      warnings.push(`${field}: ${values[field]} exceeds the ${layout.basis === 'per_100g' ? '100 g' : 'serving'} mass.`);
    }
    if (r.lessThan) lessThan.push(field);
    confidence[field] = conf;
  }
  return { values, confidence, percentDv, lessThan };
}

/** Cross-checks between printed fields lower the confidence of the fields involved. */
export function crossCheck(layout: Layout, v: LabelValues, confidence: LabelReading['field_confidence'], warnings: string[]): void {
  const lower = (fields: LabelField[], factor: number, message: string) => {
    for (const k of fields) if (confidence[k] !== null) confidence[k] = confidence[k]! * factor;
    warnings.push(message);
  };
  if (v.calories !== null && v.fat_g !== null && v.carbs_g !== null && v.protein_g !== null) {
    const fiberKcal = layout.style === 'per_100' && v.fiber_g !== null ? 2 * v.fiber_g : 0;
    const est = 9 * v.fat_g + 4 * v.carbs_g + 4 * v.protein_g + fiberKcal;
    if (Math.abs(v.calories - est) > Math.max(20, 0.25 * Math.max(v.calories, est))) {
      lower(['calories', 'fat_g', 'carbs_g', 'protein_g'], 0.75, `calories ${v.calories} differ from 9·fat + 4·carbs + 4·protein = ${Math.round(est)} kcal.`);
    }
  }
  if (v.fat_g !== null && v.saturated_fat_g !== null && v.saturated_fat_g > v.fat_g + 0.5)
    lower(['fat_g', 'saturated_fat_g'], 0.7, 'saturated fat is larger than total fat.');
  if (v.carbs_g !== null && v.sugars_g !== null && v.sugars_g > v.carbs_g + 0.5) lower(['carbs_g', 'sugars_g'], 0.7, 'sugars are larger than carbohydrate.');
  if (v.sugars_g !== null && v.added_sugars_g !== null && v.added_sugars_g > v.sugars_g + 0.5)
    lower(['sugars_g', 'added_sugars_g'], 0.7, 'added sugars are larger than total sugars.');
  if (layout.style === 'us' && v.carbs_g !== null && v.fiber_g !== null && v.fiber_g > v.carbs_g + 0.5)
    lower(['carbs_g', 'fiber_g'], 0.7, 'fiber is larger than total carbohydrate.');
}
