/**
 * One food of a national table (FNDDS, CIQUAL, CNF, IFCT) → FoodRecord, through the shared
 * quality gate (src/domain/foods/quality.ts). Importers read their own formats and hand over plain
 * values by canonical nutrient key; this module decides admission the same way for all of them.
 *
 * Exclusion reasons, first failing rule wins, each counted in the manifest:
 * `duplicate_code` (decided by the importer), `negative_value`, `macro_not_quantified` (energy
 * or a macro given as traces or `< x`), `missing_calories`,
 * `missing_macros`, `invalid_values`, `inconsistent_energy` (energy vs Atwater beyond the
 * gate's tolerance, i.e. more than max(20 kcal, 15 %); the 20 % is looser),
 * `macros_exceed_basis`, then `low_validity` / `low_confidence`.
 * Flagged cells (traces, `< x`, `-`, malformed) are kept out of `nutrients`, listed in
 * `extra.flagged_values` and counted in the manifest notes.
 */
import type { FoodDataset, FoodRecord, LocalName, NutrientAmount, Portion, Provenance } from '../domain/foods/food';
import { EXPECTED_NUTRIENT_KEYS, NUTRIENTS, nutrientByKey } from '../domain/foods/nutrients';
import { foodId } from '../domain/foods/ids';
import { assessPer100g, confidenceScore, servability, type AtwaterFactors } from '../domain/foods/quality';
import type { CellFlag } from './table-value';

export interface SourceValue {
  amount: number;
  method: Provenance['method'];
  detail?: Provenance['detail'];
}

export interface FlaggedValue {
  key: string;
  flag: CellFlag;
  upper_bound?: number;
}

export interface ReferenceFoodInput {
  dataset: FoodDataset;
  sourceId: string;
  name: string;
  aliases: string[];
  names?: LocalName[];
  group: string | null;
  /** By canonical nutrient key, in the key's canonical unit. */
  values: Map<string, SourceValue>;
  flagged: FlaggedValue[];
  portions: Portion[];
  /** Provenance `source` label shared by the food's values, e.g. `CIQUAL 2020 alim_code 2003`. */
  sourceLabel: string;
  /** 0-1 trust in the table's curation (see confidenceScore). */
  curation: number;
  /** Share of proximates that are analysed, when the table says; else derived from methods. */
  dataPoints?: number;
  factors?: AtwaterFactors;
  carbsIncludeFiber: boolean;
  extra?: Record<string, unknown>;
}

export type ReferenceFoodResult = { record: FoodRecord } | { reason: string };

const GATE_KEYS = new Set(['calories', 'protein', 'carbs', 'fat']);
const TABLE_ORDER = new Map(NUTRIENTS.map((d, i) => [d.key, i]));

export function referenceFood(i: ReferenceFoodInput): ReferenceFoodResult {
  for (const v of i.values.values()) if (!(v.amount >= 0)) return { reason: 'negative_value' };
  // A macro or energy below quantification (traces, < x) is not zero and not a number: the food
  // cannot give the macros every served food carries, so it is excluded under its own reason.
  if (i.flagged.some((f) => GATE_KEYS.has(f.key) && (f.flag === 'traces' || f.flag === 'below_limit'))) return { reason: 'macro_not_quantified' };
  const amount = (key: string) => i.values.get(key)?.amount ?? null;
  const check = assessPer100g(amount, { factors: i.factors, carbsIncludeFiber: i.carbsIncludeFiber });
  if (check.reasons[0]) return { reason: check.reasons[0] };
  const proximates = ['protein', 'fat', 'water', 'ash'].map((k) => i.values.get(k));
  const confidence = confidenceScore({
    curation: i.curation,
    analyticalShare: proximates.filter((p) => p?.method === 'reported').length / proximates.length,
    dataPoints: i.dataPoints ?? 0,
    completeness: EXPECTED_NUTRIENT_KEYS.filter((k) => i.values.has(k)).length / EXPECTED_NUTRIENT_KEYS.length,
    hasPortions: i.portions.length > 0,
  });
  const id = foodId(i.dataset, i.sourceId);
  const gate = servability({ id, validity: check.validity, confidence });
  if (gate.reason) return { reason: gate.reason };

  const nutrients: NutrientAmount[] = [];
  const provenance: Record<string, Provenance> = {};
  const keys = [...i.values.keys()].sort((a, b) => (TABLE_ORDER.get(a) ?? 1e9) - (TABLE_ORDER.get(b) ?? 1e9));
  for (const key of keys) {
    const def = nutrientByKey(key);
    if (!def) throw new Error(`${i.dataset}: nutrient key ${key} is not in src/domain/nutrients.ts`);
    const v = i.values.get(key)!;
    nutrients.push({ key, name: def.name, amount: v.amount, unit: def.unit });
    provenance[key] = { method: v.method, source: i.sourceLabel, ...(v.detail ? { detail: v.detail } : {}) };
  }
  const unknown = EXPECTED_NUTRIENT_KEYS.filter((k) => !i.values.has(k));
  const extra: Record<string, unknown> = {
    ...i.extra,
    quality: { expected_kcal: check.expected_kcal, energy_deviation_pct: check.energy_deviation_pct, mass_g: check.mass_g },
  };
  if (i.flagged.length > 0) extra.flagged_values = i.flagged;
  return {
    record: {
      id,
      dataset: i.dataset,
      source_id: i.sourceId,
      name: i.name,
      aliases: i.aliases,
      ...(i.names && i.names.length > 0 ? { names: i.names } : {}),
      group: i.group,
      nutrition_basis: '100g',
      calories: amount('calories'),
      protein_g: amount('protein'),
      carbs_g: amount('carbs'),
      fat_g: amount('fat'),
      nutrients,
      estimated_nutrients: [],
      unknown_keys: unknown,
      unresolved_keys: unknown,
      provenance,
      portions: i.portions,
      confidence,
      validity: check.validity,
      extra,
    },
  };
}

/** Counts of an import: admitted foods, exclusions by reason, flagged cells by flag. */
export class ImportTally {
  readonly excluded: Record<string, number> = {};
  readonly flags: Record<string, number> = {};
  readonly foods: FoodRecord[] = [];
  readonly excludedList: { source_id: string; name: string; reason: string }[] = [];

  add(sourceId: string, name: string, result: ReferenceFoodResult): void {
    if ('record' in result) {
      this.foods.push(result.record);
      return;
    }
    this.exclude(sourceId, name, result.reason);
  }

  exclude(sourceId: string, name: string, reason: string): void {
    this.excluded[reason] = (this.excluded[reason] ?? 0) + 1;
    this.excludedList.push({ source_id: sourceId, name, reason });
  }

  flag(flag: string, n = 1): void {
    this.flags[flag] = (this.flags[flag] ?? 0) + n;
  }

  flagNote(): string {
    const parts = Object.entries(this.flags)
      .sort((a, b) => b[1] - a[1])
      .map(([f, n]) => `${f} ${n}`);
    return `value cells not admitted as numbers: ${parts.length ? parts.join(', ') : 'none'} (null in the record, listed in extra.flagged_values)`;
  }
}

/** `1 cup` → amount 1, measure `cup`; `1/2 cup` → 0.5; text without a leading number → 1 × text. */
export function portionOf(text: string, grams: number, seq: string): Portion {
  const t = text.trim();
  const m = /^(\d+(?:\.\d+)?)(?:\/(\d+))?\s*(.*)$/.exec(t);
  if (m?.[3]) {
    const amount = m[2] ? Number(m[1]) / Number(m[2]) : Number(m[1]);
    if (amount > 0) return { amount, measure: m[3], grams, seq };
  }
  return { amount: 1, measure: t, grams, seq };
}
