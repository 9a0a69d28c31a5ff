/**
 * USDA SR28 generic foods → FoodRecord (dataset `usda-sr28`), through the quality gate.
 *
 * - Values are per 100 g edible portion at source precision; printed zeros stay 0; a nutrient
 *   without a NUT_DATA row is absent (never 0).
 * - Macros: calories/protein_g/carbs_g/fat_g from Nutr_No 208/203/205/204.
 * - Provenance per nutrient key: `reported` for analytical values (Deriv_Cd A, AI, AR, AS, JA, MA,
 *   ML; without a Deriv_Cd, Src_Cd 1, 5, 6, 12, 13), else `calculated` (imputed, recipe, label
 *   back-calculation, assumed zero …), with Num_Data_Pts, Std_Error, Src_Cd and Deriv_Cd.
 * - unknown_keys: the expected keys (src/domain/foods/nutrients.ts EXPECTED_NUTRIENT_KEYS) a food lacks;
 *   estimated_nutrients borrow some of them from a donor (src/corpus/usda-estimates.ts);
 *   unresolved_keys are the rest.
 * - Quality: src/domain/foods/quality.ts, with the food's own Atwater factors and SR28's 6.93 kcal/g
 *   for alcohol. Every food is either imported or counted under exactly one exclusion reason.
 */
import { REFERENCE_TABLES } from '../domain/foods/datasets';
import { join } from 'node:path';
import type { FoodRecord, NutrientAmount, Portion, Provenance } from '../domain/foods/food';
import { EXPECTED_NUTRIENT_KEYS, NUTRIENTS, nutrientBySr28, type NutrientDef } from '../domain/foods/nutrients';
import { generateAliases, namesOfFoods, type TableNames } from './aliases';
import { foodId } from '../domain/foods/ids';
import { assessPer100g, confidenceScore, servability } from '../domain/foods/quality';
import { readSr28Table, sr28Columns, sr28FileName, type Sr28Table } from './sr28-reader';
import type { BuildContext, CorpusSource } from './source';
import { estimateFromDonors, indexDonors, type DonorCandidate } from './usda-estimates';

const USDA_DATASET = 'usda-sr28';
const DIR = 'usda/sr28';
const TABLES: Sr28Table[] = ['FOOD_DES', 'FD_GROUP', 'NUTR_DEF', 'NUT_DATA', 'WEIGHT', 'FOOTNOTE', 'SRC_CD', 'DERIV_CD'];

const SR28_CITATION = REFERENCE_TABLES['usda-sr28'].attribution;

/** SR28 documentation: energy factor for ethyl alcohol, kcal/g. */
const SR28_ALCOHOL_KCAL_PER_G = 6.93;

interface UsdaExcluded {
  ndb: string;
  name: string;
  reason: string;
}

export interface UsdaPart {
  foods: FoodRecord[];
  citation: string;
  /** Code → description, for reading provenance details. */
  codes: { source: Record<string, string>; derivation: Record<string, string> };
  excluded: UsdaExcluded[];
}

/** USDA extra fields on an SR28 record. */
export interface UsdaExtra {
  ndb_no: string;
  food_group_code: string;
  /** FOOD_DES Survey: used in USDA's dietary surveys (FNDDS), i.e. a commonly eaten food. */
  survey: boolean;
  short_description: string;
  common_names: string[];
  manufacturer: string | null;
  scientific_name: string | null;
  refuse_pct: number | null;
  refuse_description: string | null;
  nitrogen_factor: number | null;
  atwater_factors: { protein: number | null; fat: number | null; carbs: number | null };
  quality: { expected_kcal: { low: number; high: number } | null; energy_deviation_pct: number | null; mass_g: number | null };
  footnotes?: { type: string; nutrient_key: string | null; text: string }[];
}

// ------------------------------------------------------------ provenance

const ANALYTICAL_DERIVATIONS = new Set(['A', 'AI', 'AR', 'AS', 'JA', 'MA', 'ML']);
const ANALYTICAL_SOURCES = new Set(['1', '5', '6', '12', '13']);

/** reported (analysed, or supplied by the manufacturer as such) vs calculated (everything else). */
function sr28Method(srcCd: string, derivCd: string): 'reported' | 'calculated' {
  if (derivCd !== '') return ANALYTICAL_DERIVATIONS.has(derivCd) ? 'reported' : 'calculated';
  return ANALYTICAL_SOURCES.has(srcCd) ? 'reported' : 'calculated';
}

const FOOTNOTE_TYPES: Record<string, string> = { D: 'description', M: 'measure', N: 'nutrient' };

const numOrNull = (v: string | undefined): number | null => (v === undefined || v === '' ? null : Number(v));

interface FoodRow {
  ndb: string;
  groupCode: string;
  name: string;
  shortDesc: string;
  comName: string;
  manufacturer: string;
  survey: boolean;
  refuseDesc: string;
  refuse: number | null;
  sciName: string;
  nFactor: number | null;
  factors: { protein: number | null; fat: number | null; carbs: number | null };
}

/** A food's NUT_DATA values, already in record form (no intermediate copies of 679k values). */
interface Values {
  nutrients: NutrientAmount[];
  provenance: Record<string, Provenance>;
  /** Provenance source label, one string shared by all of the food's values. */
  source: string;
}

const TABLE_ORDER = new Map(NUTRIENTS.map((d, i) => [d.key, i]));

interface Sr28Tables {
  groups: Map<string, string>;
  codes: UsdaPart['codes'];
  defs: Map<string, NutrientDef>;
  foods: Map<string, FoodRow>;
  totalFoods: number;
  portions: Map<string, Portion[]>;
  footnotes: Map<string, NonNullable<UsdaExtra['footnotes']>>;
}

/** The small tables, read whole (FOOD_DES limited to the subset when one is given). */
async function readTables(dir: string, keep: ReadonlySet<string> | undefined): Promise<Sr28Tables> {
  const groups = new Map<string, string>();
  for await (const r of readSr28Table(dir, 'FD_GROUP')) groups.set(r[0]!, r[1]!);
  const codes: UsdaPart['codes'] = { source: {}, derivation: {} };
  for await (const r of readSr28Table(dir, 'SRC_CD')) codes.source[r[0]!] = r[1]!;
  for await (const r of readSr28Table(dir, 'DERIV_CD')) codes.derivation[r[0]!] = r[1]!;

  // Every SR28 nutrient must have a canonical key with the same unit; a mismatch is a bug to fix
  // in src/domain/foods/nutrients.ts, not something to paper over.
  const defs = new Map<string, NutrientDef>();
  const nd = sr28Columns('NUTR_DEF');
  for await (const r of readSr28Table(dir, 'NUTR_DEF')) {
    const def = nutrientBySr28(r[nd.Nutr_No]!);
    if (!def) throw new Error(`usda-sr28: nutrient ${r[nd.Nutr_No]} (${r[nd.NutrDesc]}) has no canonical key in src/domain/foods/nutrients.ts`);
    if (def.unit !== r[nd.Units]) throw new Error(`usda-sr28: nutrient ${r[nd.Nutr_No]} unit ${r[nd.Units]} ≠ table unit ${def.unit}`);
    defs.set(r[nd.Nutr_No]!, def);
  }

  const fd = sr28Columns('FOOD_DES');
  const foods = new Map<string, FoodRow>();
  let totalFoods = 0;
  for await (const r of readSr28Table(dir, 'FOOD_DES')) {
    totalFoods++;
    const ndb = r[fd.NDB_No]!;
    if (keep && !keep.has(ndb)) continue;
    foods.set(ndb, {
      ndb,
      groupCode: r[fd.FdGrp_Cd]!,
      name: r[fd.Long_Desc]!,
      shortDesc: r[fd.Shrt_Desc] ?? '',
      comName: r[fd.ComName] ?? '',
      manufacturer: r[fd.ManufacName] ?? '',
      survey: r[fd.Survey] === 'Y',
      refuseDesc: r[fd.Ref_desc] ?? '',
      refuse: numOrNull(r[fd.Refuse]),
      sciName: r[fd.SciName] ?? '',
      nFactor: numOrNull(r[fd.N_Factor]),
      factors: { protein: numOrNull(r[fd.Pro_Factor]), fat: numOrNull(r[fd.Fat_Factor]), carbs: numOrNull(r[fd.CHO_Factor]) },
    });
  }

  const wt = sr28Columns('WEIGHT');
  const portions = new Map<string, Portion[]>();
  for await (const r of readSr28Table(dir, 'WEIGHT')) {
    const ndb = r[wt.NDB_No]!;
    if (!foods.has(ndb)) continue;
    const list = portions.get(ndb) ?? [];
    list.push({ amount: Number(r[wt.Amount]), measure: r[wt.Msre_Desc]!, grams: Number(r[wt.Gm_Wgt]), seq: r[wt.Seq]! });
    portions.set(ndb, list);
  }
  for (const list of portions.values()) list.sort((a, b) => Number(a.seq) - Number(b.seq));

  const fn = sr28Columns('FOOTNOTE');
  const footnotes = new Map<string, NonNullable<UsdaExtra['footnotes']>>();
  for await (const r of readSr28Table(dir, 'FOOTNOTE')) {
    const ndb = r[fn.NDB_No]!;
    if (!foods.has(ndb)) continue;
    const list = footnotes.get(ndb) ?? [];
    const nr = r[fn.Nutr_No] ?? '';
    list.push({ type: FOOTNOTE_TYPES[r[fn.Footnt_Typ]!] ?? r[fn.Footnt_Typ]!, nutrient_key: nr ? (defs.get(nr)?.key ?? nr) : null, text: r[fn.Footnt_Txt]! });
    footnotes.set(ndb, list);
  }
  return { groups, codes, defs, foods, totalFoods, portions, footnotes };
}

/** NUT_DATA (679k rows), streamed straight into per-food nutrients and provenance. */
async function readValues(dir: string, t: Sr28Tables, progress: BuildContext['progress']): Promise<{ values: Map<string, Values>; rows: number }> {
  const nt = sr28Columns('NUT_DATA');
  const values = new Map<string, Values>();
  // Codes are a few dozen distinct strings; sharing copies keeps the 679k source lines they were
  // sliced from out of memory.
  const shared = new Map<string, string>();
  const intern = (v: string) => {
    let s = shared.get(v);
    if (s === undefined) shared.set(v, (s = v.length > 0 ? ` ${v}`.slice(1) : ''));
    return s;
  };
  let rows = 0;
  let fraction = 0;
  // The row count is known only at the end; the total shown is projected from bytes read.
  for await (const r of readSr28Table(dir, 'NUT_DATA', { onFraction: (f) => (fraction = f) })) {
    rows++;
    if (rows % 20_000 === 0 && fraction > 0) progress('nutrients', rows, Math.max(rows + 1, Math.round(rows / fraction / 1000) * 1000));
    const ndb = r[nt.NDB_No]!;
    if (!t.foods.has(ndb) || r[nt.Nutr_Val] === '') continue;
    const def = t.defs.get(r[nt.Nutr_No]!);
    if (!def) throw new Error(`usda-sr28: NUT_DATA row for undefined nutrient ${r[nt.Nutr_No]}`);
    let v = values.get(ndb);
    if (!v) values.set(ndb, (v = { nutrients: [], provenance: {}, source: `USDA SR28 NDB ${ndb}` }));
    const src = intern(r[nt.Src_Cd] ?? '');
    const deriv = intern(r[nt.Deriv_Cd] ?? '');
    const detail: Record<string, string | number | null> = {
      data_points: numOrNull(r[nt.Num_Data_Pts]),
      std_error: numOrNull(r[nt.Std_Error]),
      src_cd: src || null,
      deriv_cd: deriv || null,
    };
    if (r[nt.Ref_NDB_No]) detail.ref_ndb_no = intern(r[nt.Ref_NDB_No]!);
    if (r[nt.Add_Nutr_Mark] === 'Y') detail.added = 'Y';
    if (r[nt.Min]) detail.min = Number(r[nt.Min]);
    if (r[nt.Max]) detail.max = Number(r[nt.Max]);
    v.nutrients.push({ key: def.key, name: def.name, amount: Number(r[nt.Nutr_Val]), unit: def.unit });
    v.provenance[def.key] = { method: sr28Method(src, deriv), source: v.source, detail };
  }
  progress('nutrients', rows, rows);
  return { values, rows };
}

/** Quality gate and scores of one food (see src/domain/foods/quality.ts for the formulas). */
function assessFood(food: FoodRow, v: Values, hasPortions: boolean) {
  const amount = (key: string) => (v.provenance[key] ? (v.nutrients.find((n) => n.key === key)?.amount ?? null) : null);
  const check = assessPer100g(amount, { factors: { ...food.factors, alcohol: SR28_ALCOHOL_KCAL_PER_G }, carbsIncludeFiber: true });
  const proximates = ['protein', 'fat', 'water', 'ash'].map((k) => v.provenance[k]);
  const points = ['protein', 'fat'].map((k) => Number(v.provenance[k]?.detail?.data_points ?? 0));
  const confidence = confidenceScore({
    curation: 1,
    analyticalShare: proximates.filter((p) => p?.method === 'reported').length / proximates.length,
    dataPoints: (points[0]! + points[1]!) / 2,
    completeness: EXPECTED_NUTRIENT_KEYS.filter((k) => v.provenance[k]).length / EXPECTED_NUTRIENT_KEYS.length,
    hasPortions,
  });
  return { check, confidence, amount };
}

function toRecord(id: string, food: FoodRow, v: Values, t: Sr28Tables, scores: ReturnType<typeof assessFood>, tableNames: TableNames): FoodRecord {
  const { check, confidence, amount } = scores;
  const extra: UsdaExtra = {
    ndb_no: food.ndb,
    food_group_code: food.groupCode,
    survey: food.survey,
    short_description: food.shortDesc,
    common_names: food.comName
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    manufacturer: food.manufacturer || null,
    scientific_name: food.sciName || null,
    refuse_pct: food.refuse,
    refuse_description: food.refuseDesc || null,
    nitrogen_factor: food.nFactor,
    atwater_factors: food.factors,
    quality: { expected_kcal: check.expected_kcal, energy_deviation_pct: check.energy_deviation_pct, mass_g: check.mass_g },
    ...(t.footnotes.has(food.ndb) ? { footnotes: t.footnotes.get(food.ndb) } : {}),
  };
  return {
    id,
    dataset: USDA_DATASET,
    source_id: food.ndb,
    name: food.name,
    aliases: generateAliases(food.name, food.comName, tableNames),
    group: t.groups.get(food.groupCode) ?? null,
    nutrition_basis: '100g',
    calories: amount('calories'),
    protein_g: amount('protein'),
    carbs_g: amount('carbs'),
    fat_g: amount('fat'),
    nutrients: v.nutrients,
    estimated_nutrients: [],
    unknown_keys: EXPECTED_NUTRIENT_KEYS.filter((k) => !v.provenance[k]),
    unresolved_keys: [],
    provenance: v.provenance,
    portions: t.portions.get(food.ndb) ?? [],
    confidence,
    validity: check.validity,
    extra: extra as unknown as Record<string, unknown>,
  };
}

export const usdaSource: CorpusSource<UsdaPart> = {
  name: USDA_DATASET,
  // 2.6: white and table sugar; 2.5: aliases for pieces in parentheses ("pork chops"), cola and nut wordings.
  version: '2.6',
  inputs: (dataDir) => TABLES.map((t) => join(dataDir, DIR, sr28FileName(t))),
  build: async (ctx) => {
    const dir = join(ctx.dataDir, DIR);
    const keep = ctx.subset?.usda;
    const tables = await readTables(dir, keep);
    ctx.progress(`foods ${tables.foods.size}/${tables.totalFoods}`);
    const { values, rows } = await readValues(dir, tables, ctx.progress);

    // Gate every food, then estimate gaps from the servable ones.
    const excluded: Record<string, number> = {};
    const excludedList: UsdaExcluded[] = [];
    const accepted: { record: FoodRecord; donor: DonorCandidate }[] = [];
    const tableNames = namesOfFoods([...tables.foods.values()].map((f) => ({ description: f.name, commonNames: f.comName })));
    for (const food of tables.foods.values()) {
      const v = values.get(food.ndb) ?? { nutrients: [], provenance: {}, source: '' };
      v.nutrients.sort((a, b) => TABLE_ORDER.get(a.key)! - TABLE_ORDER.get(b.key)!);
      const scores = assessFood(food, v, tables.portions.has(food.ndb));
      const id = foodId(USDA_DATASET, food.ndb);
      const reason = scores.check.reasons[0] ?? servability({ id, validity: scores.check.validity, confidence: scores.confidence }).reason;
      if (reason) {
        excluded[reason] = (excluded[reason] ?? 0) + 1;
        excludedList.push({ ndb: food.ndb, name: food.name, reason });
        continue;
      }
      const record = toRecord(id, food, v, tables, scores, tableNames);
      accepted.push({
        record,
        donor: {
          ndb: food.ndb,
          name: food.name,
          id,
          group: food.groupCode,
          description: food.name,
          water: scores.amount('water'),
          fat: scores.amount('fat'),
          values: v.nutrients,
        },
      });
    }

    const donors = indexDonors(accepted.map((a) => a.donor));
    let estimated = 0;
    for (const { record, donor } of accepted) {
      const borrowed = estimateFromDonors(donor, record.unknown_keys, donors);
      record.estimated_nutrients = borrowed.map((b) => b.estimate);
      for (const { estimate, donor: from } of borrowed) {
        record.provenance[estimate.key] = {
          method: 'estimated',
          source: `USDA SR28 NDB ${from.ndb}`,
          detail: { donor_id: from.id, donor_name: from.name, method: estimate.method },
        };
      }
      const covered = new Set(borrowed.map((b) => b.estimate.key));
      record.unresolved_keys = record.unknown_keys.filter((k) => !covered.has(k));
      estimated += borrowed.length;
    }

    const foods = accepted.map((a) => a.record);
    // Drop the build-time indexes explicitly: a stray stack reference must not keep them alive.
    values.clear();
    donors.clear();
    accepted.length = 0;
    const notes = [
      `${rows} nutrient values read; ${tables.foods.size} of ${tables.totalFoods} foods considered${keep ? ' (subset)' : ''}`,
      `${estimated} values estimated from a donor in another preparation state across ${foods.filter((f) => f.estimated_nutrients.length > 0).length} foods`,
      'DATA_SRC references cannot be linked to values: DATSRCLN.txt is missing from the source copy (see PROVENANCE.md)',
    ];
    return {
      part: { foods, citation: SR28_CITATION, codes: tables.codes, excluded: excludedList },
      manifest: { imported: foods.length, excluded, notes },
    };
  },
};
