/**
 * What a panel's rows have given: each field's first reading (with the alternatives OCR leaves
 * open), micronutrients and energy, from the basis column of each row.
 */
import { round } from '../round';
import type { LabelField, PrintedNutrient } from './label-fields';
import type { RowDef } from './row-labels';
import { type Amount, CANONICAL_UNIT, type Scan, type Unit } from './printed-amounts';
import type { Layout } from './panel-layout';

export interface Reading {
  candidates: { value: number; penalty: number; gForNine: boolean }[];
  unit: Unit | null;
  percent: number | null;
  lessThan: boolean;
  lineConfidence: number;
  repaired: boolean;
  unitAssumed: boolean;
  columnUncertain: boolean;
  continuation: boolean;
}

export interface EnergyReading {
  kj: number | null;
  kcal: number | null;
  confidence: number;
  columnUncertain: boolean;
}

/** What the rows of a panel have given so far: the first reading of each field, micronutrients, energy. */
export interface PanelRows {
  layout: Layout;
  readings: Map<LabelField, Reading>;
  micros: Map<string, PrintedNutrient>;
  energy: EnergyReading | null;
}

/** The amount of the panel's basis column among a row's amounts; uncertain when the row has fewer columns. */
function pickColumn(layout: Layout, amounts: Amount[]): { amount: Amount; uncertain: boolean } | null {
  if (amounts.length === 0) return null;
  if (layout.columns === 0) return { amount: amounts[0]!, uncertain: true };
  if (layout.column < amounts.length) return { amount: amounts[layout.column]!, uncertain: layout.columns > 1 && amounts.length < layout.columns };
  return { amount: amounts[amounts.length - 1]!, uncertain: true };
}

/** Records one row's values: energy (kJ and kcal), a micronutrient, or a field; the first reading of each wins. */
export function recordRow(panel: PanelRows, def: RowDef, scan: Scan, confidence: number, continuation: boolean): void {
  const { layout, readings, micros } = panel;
  const t = def.target;
  if (t.kind === 'ignore') return;
  if (t.kind === 'energy' || (t.kind === 'calories' && scan.amounts.some((a) => a.unit === 'kj'))) {
    const unitHint = t.kind === 'energy' ? t.unit : null;
    const kj = scan.amounts.filter((a) => a.unit === 'kj' || (a.unit === null && unitHint === 'kj'));
    const kcal = scan.amounts.filter((a) => a.unit === 'kcal' || (a.unit === null && unitHint === 'kcal'));
    // Unit-less pair "1046 250" on an "Energy" row: the larger is kJ when the ratio says so.
    const bare = scan.amounts.filter((a) => a.unit === null && unitHint === null);
    if (!kj.length && !kcal.length && bare.length >= 2 && Math.abs(bare[0]!.value / bare[1]!.value - 4.184) < 0.3) {
      kj.push(bare[0]!);
      kcal.push(bare[1]!);
    }
    const pk = pickColumn(layout, kj);
    const pc = pickColumn(layout, kcal);
    if (!pk && !pc) return;
    const energy = (panel.energy ??= { kj: null, kcal: null, confidence, columnUncertain: false });
    energy.kj ??= pk?.amount.value ?? null;
    energy.kcal ??= pc?.amount.value ?? null;
    energy.columnUncertain ||= Boolean(pk?.uncertain || pc?.uncertain);
    energy.confidence = Math.min(energy.confidence, confidence);
    return;
  }
  const picked = pickColumn(layout, scan.amounts);
  const percent = scan.percents.length ? scan.percents[0]! : null;
  if (t.kind === 'micro') {
    if (micros.has(t.key) || (!picked && percent === null)) return;
    const a = picked?.amount ?? null;
    micros.set(t.key, {
      key: t.key,
      name: t.name.replace(/\b\w/g, (c) => c.toUpperCase()).replace(/Vitamin (\w+)/, (_, x: string) => `Vitamin ${x.toUpperCase()}`),
      amount: a ? a.value : null,
      unit: a ? a.unit : null,
      percent_dv: layout.basis === 'per_serving' ? percent : null,
      less_than: a?.lessThan ?? false,
      confidence: round(confidence * (a?.repaired ? 0.85 : 1) * (continuation ? 0.9 : 1), 2),
    });
    return;
  }
  const field: LabelField = t.kind === 'calories' ? 'calories' : t.field;
  if (readings.has(field) || !picked) return;
  const a = picked.amount;
  const candidates = [{ value: a.value, penalty: 0, gForNine: false }];
  if (a.gForNine !== null && field !== 'calories' && CANONICAL_UNIT[field] === 'g') candidates.push({ value: a.gForNine, penalty: 1.5, gForNine: true });
  readings.set(field, {
    candidates,
    unit: a.unit,
    percent: layout.basis === 'per_serving' || layout.columns === 1 ? percent : null,
    lessThan: a.lessThan,
    lineConfidence: confidence,
    repaired: a.repaired,
    unitAssumed: a.unit === null,
    columnUncertain: picked.uncertain,
    continuation,
  });
}

/** Energy rows feed calories (kcal) and energy_kj unless a "Calories" row was read. True when calories came from kJ. */
export function energyRows(energy: EnergyReading | null, readings: Map<LabelField, Reading>): boolean {
  let caloriesFromKj = false;
  if (energy) {
    const conf = energy.confidence * (energy.columnUncertain ? 0.7 : 1);
    if (energy.kj !== null && !readings.has('energy_kj')) readings.set('energy_kj', single(energy.kj, 'kj', conf));
    if (!readings.has('calories')) {
      if (energy.kcal !== null) readings.set('calories', single(energy.kcal, 'kcal', conf));
      else if (energy.kj !== null) {
        readings.set('calories', single(energy.kj / 4.184, 'kcal', conf * 0.95));
        caloriesFromKj = true;
      }
    }
  }
  return caloriesFromKj;
}

function single(value: number, unit: Unit, confidence: number): Reading {
  return {
    candidates: [{ value, penalty: 0, gForNine: false }],
    unit,
    percent: null,
    lessThan: false,
    lineConfidence: confidence,
    repaired: false,
    unitAssumed: false,
    columnUncertain: false,
    continuation: false,
  };
}
