/**
 * Canadian Nutrient File 2015 → FoodRecord (dataset `cnf`), English and French names and the
 * household measures as portions (shared/data/cnf/PROVENANCE.md).
 *
 * - Files are Windows-1252 CSV; NUTRIENT_AMOUNT (525k rows, gzipped) is streamed.
 * - Nutrients: CNF NutrientIDs below 800 are SR28 Nutr_No and map through the canonical table;
 *   CNF's own 8xx numbers (and 339, vitamin D in µg) map through CNF_OWN_IDS, because three of
 *   them (852, 853, 859) are different fatty acids under the same number in SR28. Units are
 *   checked against the canonical unit (`kCal` is kcal); a nutrient without a key or with
 *   another unit (niacin equivalents `NE`, biotin, sugar alcohols, omega totals) is not imported
 *   and counted in the notes.
 * - Provenance per value: `calculated` for NutrientSource codes that say calculated, imputed,
 *   recipe or assumed zero; `reported` otherwise; with the source code, standard error and
 *   number of observations.
 * - Portions: CONVERSION_FACTOR × 100 g = the measure's grams (MEASURE_NAME, English text).
 */
import { REFERENCE_TABLES } from '../domain/foods/datasets';
import { join } from 'node:path';
import type { FoodDataset, LocalName, Portion } from '../domain/foods/food';
import { nutrientByKey, nutrientBySr28, type NutrientDef } from '../domain/foods/nutrients';
import { generateAliases, namesOfFoods, type TableNames } from './aliases';
import { csvRecordsOfFile } from './csv-stream';
import { ImportTally, portionOf, referenceFood, type SourceValue } from './reference-food';
import { referenceTableSource, type ReferencePart } from './reference-parts';
import type { BuildContext } from './source';

const CNF_DATASET: FoodDataset = 'cnf';
const DIR = 'cnf';
const FILES = {
  foods: 'FOOD_NAME.csv',
  groups: 'FOOD_GROUP.csv',
  nutrients: 'NUTRIENT_NAME.csv',
  amounts: 'NUTRIENT_AMOUNT.csv.gz',
  measures: 'MEASURE_NAME.csv',
  factors: 'CONVERSION_FACTOR.csv',
};
const LATIN1 = 'windows-1252' as const;

const CNF_CITATION = REFERENCE_TABLES.cnf.attribution;

/** CNF NutrientIDs that are not SR28 numbers (or mean something else in SR28) → canonical key. */
const CNF_OWN_IDS: Record<string, string> = {
  '339': 'vitamin_d',
  '810': 'starch',
  '814': 'vitamin_a_rae',
  '834': 'alpha_carotene',
  '876': 'vitamin_d2',
  '835': 'beta_cryptoxanthin',
  '836': 'lycopene',
  '837': 'lutein_zeaxanthin',
  '811': 'tocopherol_beta',
  '812': 'tocopherol_gamma',
  '813': 'tocopherol_delta',
  '862': 'choline',
  '806': 'folate_food',
  '815': 'folate_dfe',
  '863': 'betaine',
  '828': 'hydroxyproline',
  '875': 'vitamin_e_added',
  '874': 'vitamin_b12_added',
  '866': 'campesterol',
  '816': 'beta_sitosterol',
  '817': 'fa_16_1_t',
  '818': 'fa_18_1_t',
  '852': 'fa_22_1_t',
  '819': 'fa_18_2_i',
  '853': 'fa_18_2_tt',
  '838': 'fa_18_2_cla',
  '820': 'fa_24_1_c',
  '823': 'fa_20_2_n6_cc',
  '821': 'fa_16_1_c',
  '824': 'fa_18_1_c',
  '825': 'fa_18_2_n6_cc',
  '840': 'fa_22_1_c',
  '832': 'fa_18_3_n6_ccc',
  '826': 'fa_17_1',
  '827': 'fa_20_3',
  '829': 'trans_monoenoic_fat',
  '859': 'trans_polyenoic_fat',
  '830': 'fa_13_0',
  '833': 'fa_15_1',
  '831': 'fa_18_3_n3_ccc',
  '861': 'fa_20_3_n3',
  '854': 'fa_20_3_n6',
  '855': 'fa_20_4_n6',
  '841': 'fa_18_3_i',
  '843': 'fa_21_5',
  '845': 'fa_22_4',
};

/** NutrientSource codes whose values are calculated, imputed, from a recipe or assumed (CNF users guide). */
const CALCULATED_SOURCES = new Set(['1', '2', '4', '5', '12', '15', '102', '106', '107', '108']);

const UNIT: Record<string, string> = { kCal: 'kcal', kcal: 'kcal', kJ: 'kJ', g: 'g', mg: 'mg', µg: 'µg', IU: 'IU', NE: 'NE' };

/** The canonical nutrient of a CNF NutrientID, or null when it has none in the same unit. */
export function cnfNutrient(id: string, cnfUnit: string | undefined): NutrientDef | null {
  const def = CNF_OWN_IDS[id] ? nutrientByKey(CNF_OWN_IDS[id]!) : Number(id) < 800 ? nutrientBySr28(id) : undefined;
  if (!def) return null;
  if (cnfUnit !== undefined && UNIT[cnfUnit.trim()] !== def.unit) return null;
  return def;
}

type Manifest = { imported: number; excluded: Record<string, number>; notes: string[] };

export async function buildCnf(dir: string, keep?: ReadonlySet<string>, progress?: BuildContext['progress']): Promise<ReferencePart & { manifest: Manifest }> {
  const groups = new Map<string, string>();
  for await (const r of csvRecordsOfFile(join(dir, FILES.groups), LATIN1)) groups.set(r.FoodGroupID!, r.FoodGroupName!.trim());

  const units = new Map<string, string>();
  for await (const r of csvRecordsOfFile(join(dir, FILES.nutrients), LATIN1)) units.set(r.NutrientID!, r.NutrientUnit!);

  const foods = new Map<string, Record<string, string>>();
  for await (const r of csvRecordsOfFile(join(dir, FILES.foods), LATIN1)) if (!keep || keep.has(r.FoodID!)) foods.set(r.FoodID!, r);

  const portions = await readPortions(dir, foods);
  const { values, unmapped, rows, duplicates } = await readValues(dir, foods, units, progress);

  const tableNames = namesOfFoods([...foods.values()].map((f) => ({ description: f.FoodDescription!.trim() })));
  const tally = new ImportTally();
  for (const [id, f] of foods) {
    const name = f.FoodDescription!.trim();
    const fr = (f.FoodDescriptionF ?? '').trim();
    const names: LocalName[] = [{ lang: 'en', text: name, source: 'cnf' }];
    if (fr) names.push({ lang: 'fr', text: fr, source: 'cnf' });
    const v = values.get(id) ?? new Map<string, SourceValue>();
    const obs = ['protein', 'fat'].map((k) => Number(v.get(k)?.detail?.observations ?? 0));
    tally.add(
      id,
      name,
      referenceFood({
        dataset: CNF_DATASET,
        sourceId: id,
        name,
        aliases: cnfAliases(name, tableNames),
        names,
        group: groups.get(f.FoodGroupID!) ?? null,
        values: v,
        flagged: [],
        portions: portions.get(id) ?? [],
        sourceLabel: `CNF 2015 FoodID ${id}`,
        curation: 1,
        dataPoints: (obs[0]! + obs[1]!) / 2,
        carbsIncludeFiber: true,
        extra: { food_code: f.FoodCode ?? id, food_source_id: f.FoodSourceID ?? null, scientific_name: (f.ScientificName ?? '').trim() || null },
      }),
    );
  }
  const skipped = [...unmapped.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([id, n]) => `${id} ${n}`)
    .join(', ');
  return {
    foods: tally.foods,
    citation: CNF_CITATION,
    excluded: tally.excludedList,
    manifest: {
      imported: tally.foods.length,
      excluded: tally.excluded,
      notes: [
        `${rows} nutrient rows read; ${duplicates} repeated (food, nutrient) values ignored (first kept)`,
        `nutrient ids without a canonical key in the same unit, not imported (id rows): ${skipped || 'none'}`,
        `${tally.foods.reduce((n, f) => n + f.portions.length, 0)} measures attached to admitted foods as portions`,
        'licence: Open Government Licence – Canada',
        `attribution: ${CNF_CITATION}`,
      ],
    },
  };
}

/** Measures of the kept foods as portions (conversion factors are per 100 g). */
async function readPortions(dir: string, foods: Map<string, Record<string, string>>): Promise<Map<string, Portion[]>> {
  const measures = new Map<string, string>();
  for await (const r of csvRecordsOfFile(join(dir, FILES.measures), LATIN1)) measures.set(r.MeasureID!, r.MeasureDescription!.trim());
  const portions = new Map<string, Portion[]>();
  for await (const r of csvRecordsOfFile(join(dir, FILES.factors), LATIN1)) {
    if (!foods.has(r.FoodID!)) continue;
    const grams = Math.round(Number(r.ConversionFactorValue) * 100 * 100) / 100;
    const text = measures.get(r.MeasureID!);
    if (!text || !(grams > 0)) continue;
    const list = portions.get(r.FoodID!) ?? [];
    list.push(portionOf(text, grams, r.MeasureID!));
    portions.set(r.FoodID!, list);
  }
  return portions;
}

/** Nutrient amounts of the kept foods by canonical key, with the counts the manifest reports. */
async function readValues(
  dir: string,
  foods: Map<string, Record<string, string>>,
  units: Map<string, string>,
  progress?: BuildContext['progress'],
): Promise<{ values: Map<string, Map<string, SourceValue>>; unmapped: Map<string, number>; rows: number; duplicates: number }> {
  const values = new Map<string, Map<string, SourceValue>>();
  const unmapped = new Map<string, number>();
  let rows = 0;
  let duplicates = 0;
  const shared = new Map<string, string>();
  const intern = (v: string) => {
    let s = shared.get(v);
    if (s === undefined) shared.set(v, (s = v));
    return s;
  };
  for await (const r of csvRecordsOfFile(join(dir, FILES.amounts))) {
    rows++;
    if (progress && rows % 100_000 === 0) progress('nutrients', rows);
    if (!foods.has(r.FoodID!) || r.NutrientValue === '') continue;
    const def = cnfNutrient(r.NutrientID!, units.get(r.NutrientID!));
    if (!def) {
      unmapped.set(r.NutrientID!, (unmapped.get(r.NutrientID!) ?? 0) + 1);
      continue;
    }
    let v = values.get(r.FoodID!);
    if (!v) values.set(r.FoodID!, (v = new Map()));
    if (v.has(def.key)) {
      duplicates++;
      continue;
    }
    const src = intern(r.NutrientSourceID ?? '');
    const se = r.StandardError === '' ? null : Number(r.StandardError);
    const n = r.NumberofObservations === '' ? null : Number(r.NumberofObservations);
    v.set(def.key, {
      amount: Number(r.NutrientValue),
      method: CALCULATED_SOURCES.has(src) ? 'calculated' : 'reported',
      detail: { nutrient_source: src || null, std_error: se, observations: n },
    });
  }
  return { values, unmapped, rows, duplicates };
}

/** A CNF food's aliases, also in the other tables' spelling of Canada's "yogourt" (so "yogurt" finds CNF's 63 yogourts). */
export function cnfAliases(name: string, tableNames?: TableNames): string[] {
  const usSpelling = name.replace(/\byogourt/gi, (w) => (w[0] === 'Y' ? 'Yogurt' : 'yogurt'));
  return [...new Set([...generateAliases(name, '', tableNames), ...(usSpelling === name ? [] : generateAliases(usSpelling, '', tableNames))])];
}

export const cnfSource = referenceTableSource({
  name: CNF_DATASET,
  // 1.1: aliases also in the other tables' spelling of yogourt.
  version: '1.1',
  citation: CNF_CITATION,
  inputs: (dataDir) => Object.values(FILES).map((f) => join(dataDir, DIR, f)),
  build: (ctx, keep) => buildCnf(join(ctx.dataDir, DIR), keep, ctx.progress),
});
