/**
 * A canonical food: the rows of several reference tables that describe one food in one state
 * (joined at corpus build, src/corpus/food-links.ts), served as one food.
 *
 * - **Name, group and measures of the first table.** The food's `name`, `group` and household
 *   measures are its first table's (SR28, FNDDS, CNF, CIQUAL, IFCT order), or the primary row's
 *   when the caller's region or language chose it: they describe the food, whichever row's values
 *   are served. Every table's own name is in `sources[]` and finds the food.
 * - **Values of one row.** The food serves the values of its primary row, chosen by
 *   `choosePrimary`: the row of the caller's region (`region`: US → SR28 then FNDDS, CA → CNF,
 *   FR → CIQUAL, IN → IFCT), else of the caller's language (a table that names its foods in it,
 *   English excepted: every table does), else the most complete row (most nutrients reported),
 *   ties broken by the table order of datasets.ts. Values are never averaged across rows.
 * - **Borrowed values apart.** A nutrient the primary row lacks but another row of the food
 *   reports comes in `estimated_nutrients` with that row as its donor (method `same_food_other_table`);
 *   it never enters `nutrients` or the macros (spec data rule 2). It takes the place of a borrowed
 *   estimate of the primary row for the same nutrient (the same food beats a similar one).
 * - **Disagreements marked.** Nutrients whose rows differ beyond `NUTRIENT_TOLERANCE` are listed
 *   with every row's amount.
 * - **Every row named.** `sources[]` lists each row: table, source id, the table's own name,
 *   licence and attribution, and which one is primary.
 */
import type { EstimatedNutrient, FoodRecord, LocalName } from './food';
import { REFERENCE_DATASETS, REFERENCE_TABLES, isReferenceDataset } from './datasets';

/** Why a row is the primary one. */
export type PrimaryRule = 'only_row' | 'region' | 'language' | 'most_complete';

export interface FoodSourceRow {
  id: string;
  dataset: string;
  source_id: string;
  /** The table's own name for the food. */
  name: string;
  license: string | null;
  attribution: string | null;
  primary: boolean;
}

export interface NutrientDisagreement {
  key: string;
  unit: string;
  values: { dataset: string; id: string; amount: number }[];
}

/** A food as served: a record (values of the primary row) plus where it comes from. */
export interface CanonicalFood extends FoodRecord {
  sources: FoodSourceRow[];
  primary_rule: PrimaryRule;
  disagreements: NutrientDisagreement[];
}

export interface PrimaryPreference {
  /** ISO 3166-1 alpha-2 country of the caller. */
  region?: string;
  /** BCP 47 primary subtag of the caller's language. */
  lang?: string;
}

/** Donor method of a value borrowed from another row of the same food. */
export const SAME_FOOD_METHOD = 'same_food_other_table';

/**
 * How far two rows' amounts of one nutrient may differ before the food marks it: the larger of
 * 20 % and a floor in the nutrient's unit (analyses of one food differ; rounding differs more
 * near zero).
 */
const NUTRIENT_TOLERANCE = { share: 0.2, floor: { kcal: 10, kJ: 42, g: 1.5, mg: 5, µg: 5, IU: 50 } as Record<string, number> };

const tableRank = (dataset: string) => {
  const i = (REFERENCE_DATASETS as readonly string[]).indexOf(dataset);
  return i < 0 ? REFERENCE_DATASETS.length : i;
};

/** The regions the tables describe (for the answer when a caller names another). */
export const KNOWN_REGIONS: readonly string[] = [...new Set(Object.values(REFERENCE_TABLES).map((t) => t.region))];

/**
 * Index of the primary row among `rows` and the rule that chose it. `reported`: how many nutrients
 * each row reports (counted at corpus build; counted from the rows when absent).
 */
export function choosePrimary(
  rows: readonly FoodRecord[],
  pref: PrimaryPreference = {},
  reported: readonly number[] = rows.map((r) => r.nutrients.length),
): { index: number; rule: PrimaryRule } {
  if (rows.length === 1) return { index: 0, rule: 'only_row' };
  const region = pref.region?.toUpperCase();
  const lang = pref.lang?.toLowerCase();
  const pick = (test: (dataset: string) => boolean) => {
    let best = -1;
    rows.forEach((r, i) => {
      if (test(r.dataset) && (best < 0 || tableRank(r.dataset) < tableRank(rows[best]!.dataset))) best = i;
    });
    return best;
  };
  if (region) {
    const i = pick((d) => isReferenceDataset(d) && REFERENCE_TABLES[d].region === region);
    if (i >= 0) return { index: i, rule: 'region' };
  }
  if (lang && lang !== 'en') {
    const i = pick((d) => isReferenceDataset(d) && REFERENCE_TABLES[d].languages.includes(lang));
    if (i >= 0) return { index: i, rule: 'language' };
  }
  let best = 0;
  rows.forEach((r, i) => {
    const b = rows[best]!;
    if (reported[i]! > reported[best]! || (reported[i] === reported[best] && tableRank(r.dataset) < tableRank(b.dataset))) best = i;
  });
  return { index: best, rule: 'most_complete' };
}

/** Values the primary row lacks and another row reports, in the other rows' table order. */
export function borrowedFromRows(primary: FoodRecord, others: readonly FoodRecord[]): EstimatedNutrient[] {
  const own = new Set(primary.nutrients.map((n) => n.key));
  const out = new Map<string, EstimatedNutrient>();
  for (const row of [...others].sort((a, b) => tableRank(a.dataset) - tableRank(b.dataset))) {
    for (const n of row.nutrients) {
      if (own.has(n.key) || out.has(n.key)) continue;
      out.set(n.key, { key: n.key, name: n.name, amount: n.amount, unit: n.unit, donor_id: row.id, donor_name: row.name, method: SAME_FOOD_METHOD });
    }
  }
  return [...out.values()];
}

/** Nutrients whose rows differ beyond NUTRIENT_TOLERANCE, with every row's amount. */
export function disagreements(rows: readonly FoodRecord[]): NutrientDisagreement[] {
  const byKey = new Map<string, { unit: string; values: NutrientDisagreement['values'] }>();
  for (const row of rows) {
    for (const n of row.nutrients) {
      const entry = byKey.get(n.key) ?? { unit: n.unit, values: [] };
      if (entry.unit !== n.unit) continue;
      entry.values.push({ dataset: row.dataset, id: row.id, amount: n.amount });
      byKey.set(n.key, entry);
    }
  }
  const out: NutrientDisagreement[] = [];
  for (const [key, { unit, values }] of byKey) {
    if (values.length < 2) continue;
    const amounts = values.map((v) => v.amount);
    const hi = Math.max(...amounts);
    const lo = Math.min(...amounts);
    if (hi - lo > Math.max(NUTRIENT_TOLERANCE.floor[unit] ?? 0, NUTRIENT_TOLERANCE.share * Math.abs(hi))) out.push({ key, unit, values });
  }
  return out;
}

/** `sources[]` of a food made of `rows`, the row at `primary` marked. */
export function sourceRows(rows: readonly FoodRecord[], primary: number): FoodSourceRow[] {
  return rows.map((r, i) => {
    const table = isReferenceDataset(r.dataset) ? REFERENCE_TABLES[r.dataset] : null;
    return {
      id: r.id,
      dataset: r.dataset,
      source_id: r.source_id,
      name: r.name,
      license: table?.license ?? null,
      attribution: table?.attribution ?? null,
      primary: i === primary,
    };
  });
}

/** Names of all rows, each (language, text) once, the primary row's first. */
function unionNames(rows: readonly FoodRecord[]): LocalName[] | undefined {
  const seen = new Set<string>();
  const out: LocalName[] = [];
  for (const r of rows) {
    for (const n of r.names ?? []) {
      const k = `${n.lang}\u0000${n.text.toLowerCase()}`;
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(n);
    }
  }
  return out.length ? out : undefined;
}

/**
 * The canonical food of `rows` with id `id`, serving the row at `primary`. Heavy fields (nutrients,
 * provenance, the borrowed values, the disagreements) are read from the rows when used: a row's
 * nutrients may wait on disk until a request weighs or renders the food.
 * The other rows' names are the food's aliases, so a name any table gives finds it.
 */
export function canonicalFood(id: string, rows: readonly FoodRecord[], choice: { index: number; rule: PrimaryRule }): CanonicalFood {
  const primary = rows[choice.index]!;
  const others = rows.filter((_, i) => i !== choice.index);
  // What describes the food does not change with the row whose values are served: the first
  // table's (rows come in table order), unless the caller's region or language chose the row.
  const named = choice.rule === 'region' || choice.rule === 'language' ? primary : rows[0]!;
  const name = named.name;
  const aliases = [...new Set(rows.flatMap((r) => [r.name, ...r.aliases]).filter((a) => a.toLowerCase() !== name.toLowerCase()))];
  let borrowed: EstimatedNutrient[] | undefined;
  const borrowedValues = () => (borrowed ??= borrowedFromRows(primary, others));
  let marked: NutrientDisagreement[] | undefined;
  const names = unionNames(rows);
  const food = {
    id,
    dataset: primary.dataset,
    source_id: primary.source_id,
    name,
    aliases,
    ...(names ? { names } : {}),
    group: named.group,
    nutrition_basis: primary.nutrition_basis,
    calories: primary.calories,
    protein_g: primary.protein_g,
    carbs_g: primary.carbs_g,
    fat_g: primary.fat_g,
    get nutrients() {
      return primary.nutrients;
    },
    get estimated_nutrients() {
      const linked = borrowedValues();
      if (linked.length === 0) return primary.estimated_nutrients;
      const keys = new Set(linked.map((e) => e.key));
      return [...linked, ...primary.estimated_nutrients.filter((e) => !keys.has(e.key))];
    },
    get unknown_keys() {
      return primary.unknown_keys;
    },
    get unresolved_keys() {
      const keys = new Set(borrowedValues().map((e) => e.key));
      return primary.unresolved_keys.filter((k) => !keys.has(k));
    },
    get provenance() {
      return primary.provenance;
    },
    // One table's list: a table's default serving ("Quantity not specified") means nothing beside another's measures.
    portions: (named.portions.length ? named : (rows.find((r) => r.portions.length) ?? primary)).portions,
    confidence: primary.confidence,
    validity: primary.validity,
    ...(primary.extra ? { extra: primary.extra } : {}),
    sources: sourceRows(rows, choice.index),
    primary_rule: choice.rule,
    get disagreements() {
      return (marked ??= disagreements(rows));
    },
  };
  // The rows themselves, for the search's view of the food (its priors read every row's evidence); not rendered.
  Object.defineProperty(food, ROWS, { value: rows, enumerable: false });
  return food as CanonicalFood;
}

const ROWS = Symbol('canonical rows');

/** The rows a served food is made of: a canonical food's rows, or the food itself. */
export function rowsOf(food: FoodRecord): readonly FoodRecord[] {
  return (food as { [ROWS]?: readonly FoodRecord[] })[ROWS] ?? [food];
}

/**
 * The rows of a served food that record household measures other than the ones it serves (a
 * canonical food serves one row's): SR28's squid weighs ounces, CNF's row of it a whole squid.
 */
export function rowsWithOtherMeasures(food: FoodRecord): readonly FoodRecord[] {
  return rowsOf(food).filter((r) => r.portions !== food.portions && r.portions.length > 0);
}

/** Whether a record is a canonical food (a served generic food with its sources). */
export function isCanonical(food: FoodRecord): food is CanonicalFood {
  return Array.isArray((food as Partial<CanonicalFood>).sources);
}
