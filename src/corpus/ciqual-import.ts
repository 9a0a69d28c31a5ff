/**
 * ANSES-CIQUAL 2020 (France) → FoodRecord (dataset `ciqual`), names in French and English
 * (shared/data/ciqual/PROVENANCE.md).
 *
 * - Values: `ciqual_2020_compo_en.csv`, text cells with decimal commas; `traces`, `< x` and `-`
 *   are not numbers (src/corpus/table-value.ts). Per 100 g edible portion.
 * - Energy: the EU Regulation 1169/2011 columns (kcal → `calories`, kJ → `energy_kj`); when
 *   they are empty the N × Jones columns are used and the value's provenance says so; when both
 *   are empty it is computed from the composition with the regulation's factors (./eu-energy.ts,
 *   provenance `calculated`), only when the components it needs are determined.
 * - Carbohydrate is available carbohydrate (fibre excluded, EU convention), which the quality
 *   gate is told. Constituents without a canonical key (salt, chloride, iodine, polyols,
 *   organic acids, vitamin K2, crude protein, 18:1 n-9 cis) are not imported; see CIQUAL_COLUMNS.
 * - alim_code 9621 appears twice with differing values: the first row is kept, the second is
 *   excluded as `duplicate_code`.
 * - The XLS carries no per-value source or confidence code, so every value is `reported` (as the
 *   table publishes it) with the alim_code as source.
 * - Names: English name is the record name; French (`alim_nom_fr`) and English go in `names`.
 */
import { REFERENCE_TABLES } from '../domain/foods/datasets';
import { join } from 'node:path';
import type { FoodDataset, LocalName } from '../domain/foods/food';
import { generateAliases, namesOfFoods } from './aliases';
import { csvRecordsOfFile } from './csv-stream';
import { ImportTally, referenceFood, type FlaggedValue, type SourceValue } from './reference-food';
import { referenceTableSource, type ReferencePart } from './reference-parts';
import { euEnergy } from './eu-energy';
import { parseTableCell } from './table-value';

const CIQUAL_DATASET: FoodDataset = 'ciqual';
const DIR = 'ciqual';
const FILES = { compo: 'ciqual_2020_compo_en.csv', names: 'ciqual_2020_names.csv' };

const CIQUAL_CITATION = REFERENCE_TABLES.ciqual.attribution;

const JONES_KCAL = "Energy, N x Jones' factor, with fibres (kcal/100g)";
const JONES_KJ = "Energy, N x Jones' factor, with fibres (kJ/100g)";
/** Components CIQUAL publishes without a canonical key, read only for the energy calculation. */
const POLYOLS = 'Polyols (g/100g)';
const ORGANIC_ACIDS = 'Organic acids (g/100g)';

/** CIQUAL column header → canonical key (units are the same: g, mg, µg per 100 g). */
const CIQUAL_COLUMNS: Record<string, string> = {
  'Energy, Regulation EU No 1169/2011 (kJ/100g)': 'energy_kj',
  'Energy, Regulation EU No 1169/2011 (kcal/100g)': 'calories',
  'Water (g/100g)': 'water',
  'Protein (g/100g)': 'protein',
  'Carbohydrate (g/100g)': 'carbs',
  'Fat (g/100g)': 'fat',
  'Sugars (g/100g)': 'sugar',
  'fructose (g/100g)': 'fructose',
  'galactose (g/100g)': 'galactose',
  'glucose (g/100g)': 'glucose',
  'lactose (g/100g)': 'lactose',
  'maltose (g/100g)': 'maltose',
  'sucrose (g/100g)': 'sucrose',
  'Starch (g/100g)': 'starch',
  'Fibres (g/100g)': 'fiber',
  'Ash (g/100g)': 'ash',
  'Alcohol (g/100g)': 'alcohol',
  'FA saturated (g/100g)': 'saturated_fat',
  'FA mono (g/100g)': 'monounsaturated_fat',
  'FA poly (g/100g)': 'polyunsaturated_fat',
  'FA 4:0 (g/100g)': 'fa_4_0',
  'FA 6:0 (g/100g)': 'fa_6_0',
  'FA 8:0 (g/100g)': 'fa_8_0',
  'FA 10:0 (g/100g)': 'fa_10_0',
  'FA 12:0 (g/100g)': 'fa_12_0',
  'FA 14:0 (g/100g)': 'fa_14_0',
  'FA 16:0 (g/100g)': 'fa_16_0',
  'FA 18:0 (g/100g)': 'fa_18_0',
  'FA 18:2 9c,12c (n-6) (g/100g)': 'fa_18_2_n6_cc',
  'FA 18:3 c9,c12,c15 (n-3) (g/100g)': 'fa_18_3_n3_ccc',
  'FA 20:4 5c,8c,11c,14c (n-6) (g/100g)': 'fa_20_4_n6',
  'FA 20:5 5c,8c,11c,14c,17c (n-3) EPA (g/100g)': 'fa_20_5_n3',
  'FA 22:6 4c,7c,10c,13c,16c,19c (n-3) DHA (g/100g)': 'fa_22_6_n3',
  'Cholesterol (mg/100g)': 'cholesterol',
  'Calcium (mg/100g)': 'calcium',
  'Copper (mg/100g)': 'copper',
  'Iron (mg/100g)': 'iron',
  'Magnesium (mg/100g)': 'magnesium',
  'Manganese (mg/100g)': 'manganese',
  'Phosphorus (mg/100g)': 'phosphorus',
  'Potassium (mg/100g)': 'potassium',
  'Selenium (µg/100g)': 'selenium',
  'Sodium (mg/100g)': 'sodium',
  'Zinc (mg/100g)': 'zinc',
  'Retinol (µg/100g)': 'retinol',
  'Beta-carotene (µg/100g)': 'beta_carotene',
  'Vitamin D (µg/100g)': 'vitamin_d',
  'Vitamin E (mg/100g)': 'vitamin_e',
  'Vitamin K1 (µg/100g)': 'vitamin_k',
  'Vitamin C (mg/100g)': 'vitamin_c',
  'Vitamin B1 or Thiamin (mg/100g)': 'thiamin',
  'Vitamin B2 or Riboflavin (mg/100g)': 'riboflavin',
  'Vitamin B3 or Niacin (mg/100g)': 'niacin',
  'Vitamin B5 or Pantothenic acid (mg/100g)': 'pantothenic_acid',
  'Vitamin B6 (mg/100g)': 'vitamin_b6',
  'Vitamin B9 or Folate (µg/100g)': 'folate',
  'Vitamin B12 (µg/100g)': 'vitamin_b12',
};

/** Group name: the most specific of sub-sub-group, sub-group and group that is given. */
function groupOf(r: Record<string, string>): string | null {
  for (const k of ['alim_ssssgrp_nom_eng', 'alim_ssgrp_nom_eng', 'alim_grp_nom_eng']) {
    const v = (r[k] ?? '').trim();
    if (v !== '' && v !== '-') return v;
  }
  return null;
}

export async function buildCiqual(
  dir: string,
  keep?: ReadonlySet<string>,
): Promise<ReferencePart & { manifest: { imported: number; excluded: Record<string, number>; notes: string[] } }> {
  const french = new Map<string, string>();
  const english: { description: string }[] = [];
  for await (const r of csvRecordsOfFile(join(dir, FILES.names))) {
    if (keep && !keep.has(r.alim_code!)) continue;
    if (r.alim_nom_fr) french.set(r.alim_code!, r.alim_nom_fr.trim());
    if (r.alim_nom_eng) english.push({ description: r.alim_nom_eng.trim() });
  }
  // A parenthesis naming another food of the table lists what the food holds, as in the USDA tables ("Mousse (chocolate, coffee, caramel or vanilla)").
  const tableNames = namesOfFoods(english);
  const tally = new ImportTally();
  const seen = new Set<string>();
  const counts: EnergyCounts = { decimalCommas: 0, jonesEnergy: 0, euEnergyComputed: 0 };
  for await (const r of csvRecordsOfFile(join(dir, FILES.compo))) {
    const code = r.alim_code!;
    if (keep && !keep.has(code)) continue;
    const name = (r.alim_nom_eng ?? '').trim();
    if (seen.has(code)) {
      tally.exclude(code, name, 'duplicate_code');
      continue;
    }
    seen.add(code);
    const { values, flagged } = rowValues(r, tally, counts);
    const fr = french.get(code);
    const names: LocalName[] = [{ lang: 'en', text: name, source: 'ciqual' }];
    if (fr) names.push({ lang: 'fr', text: fr, source: 'ciqual' });
    tally.add(
      code,
      name,
      referenceFood({
        dataset: CIQUAL_DATASET,
        sourceId: code,
        name,
        aliases: generateAliases(name, '', tableNames),
        names,
        group: groupOf(r),
        values,
        flagged: flagged.filter((f) => !values.has(f.key)),
        portions: [],
        sourceLabel: `CIQUAL 2020 alim_code ${code}`,
        curation: 1,
        carbsIncludeFiber: false,
        extra: { alim_code: code, scientific_name: (r.alim_nom_sci ?? '').trim() || null, group_code: r.alim_ssssgrp_code ?? null },
      }),
    );
  }
  return {
    foods: tally.foods,
    citation: CIQUAL_CITATION,
    excluded: tally.excludedList,
    manifest: {
      imported: tally.foods.length,
      excluded: tally.excluded,
      notes: [
        tally.flagNote(),
        `${counts.decimalCommas} decimal-comma cells read as numbers; ${counts.jonesEnergy} foods take energy from the N x Jones columns (EU columns empty)`,
        `${counts.euEnergyComputed} foods publish no energy: computed from protein, carbohydrate, fat, fibre, alcohol (polyols, organic acids when determined) with the Regulation (EU) 1169/2011 Annex XIV factors (provenance calculated)`,
        'not imported (no canonical key): salt, chloride, iodine, polyols, organic acids, vitamin K2, crude protein, FA 18:1 n-9 cis',
        'licence: Licence Ouverte / Open Licence (Etalab) 2.0',
        `attribution: ${CIQUAL_CITATION}`,
      ],
    },
  };
}

/** What the manifest counts about how values were read. */
interface EnergyCounts {
  decimalCommas: number;
  jonesEnergy: number;
  euEnergyComputed: number;
}

/**
 * A composition row's values: the EU columns, energy from the N x Jones columns when those are
 * empty, and energy computed from the composition when none is published.
 */
function rowValues(r: Record<string, string>, tally: ImportTally, counts: EnergyCounts): { values: Map<string, SourceValue>; flagged: FlaggedValue[] } {
  const values = new Map<string, SourceValue>();
  const flagged: FlaggedValue[] = [];
  for (const [column, key] of Object.entries(CIQUAL_COLUMNS)) {
    const cell = parseTableCell(r[column]);
    if (cell.decimal_comma) counts.decimalCommas++;
    if (cell.amount !== null) values.set(key, { amount: cell.amount, method: 'reported' });
    else if (cell.flag) {
      flagged.push({ key, flag: cell.flag, ...(cell.upper_bound !== undefined ? { upper_bound: cell.upper_bound } : {}) });
      tally.flag(cell.flag);
    }
  }
  for (const [column, key] of [
    [JONES_KCAL, 'calories'],
    [JONES_KJ, 'energy_kj'],
  ] as const) {
    const cell = parseTableCell(r[column]);
    if (!values.has(key) && cell.amount !== null) {
      values.set(key, { amount: cell.amount, method: 'reported', detail: { energy_basis: "N x Jones' factor, with fibres" } });
      if (key === 'calories') counts.jonesEnergy++;
    }
  }
  // No published energy at all: computed from the composition (./eu-energy.ts) when it is known.
  if (!values.has('calories') && !values.has('energy_kj')) {
    const g = (key: string) => values.get(key)?.amount ?? null;
    const e = euEnergy({
      protein: g('protein'),
      carbs: g('carbs'),
      fat: g('fat'),
      fiber: g('fiber'),
      alcohol: g('alcohol'),
      polyols: parseTableCell(r[POLYOLS]).amount,
      organic_acids: parseTableCell(r[ORGANIC_ACIDS]).amount,
    });
    if (e) {
      const detail = {
        energy_basis: 'Regulation (EU) 1169/2011 Annex XIV factors applied to the published composition',
        omitted: e.omitted.join(', ') || null,
      };
      values.set('calories', { amount: e.kcal, method: 'calculated', detail });
      values.set('energy_kj', { amount: e.kj, method: 'calculated', detail });
      counts.euEnergyComputed++;
    }
  }
  return { values, flagged };
}

export const ciqualSource = referenceTableSource({
  name: CIQUAL_DATASET,
  // 1.1: energy computed with the EU factors where the table publishes none. 1.2: no alias from a parenthesis naming another food.
  version: '1.2',
  citation: CIQUAL_CITATION,
  inputs: (dataDir) => Object.values(FILES).map((f) => join(dataDir, DIR, f)),
  build: (ctx, keep) => buildCiqual(join(ctx.dataDir, DIR), keep),
});
